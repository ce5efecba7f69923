// Entry of a check worker thread: loads the TypeScript worker through tsx's loader (as
// bin/crd-playground.mjs does for the CLI), so workers run the same engine sources.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
