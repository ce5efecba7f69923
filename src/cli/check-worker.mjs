// Entry of a check worker thread when the CLI runs from its TypeScript sources (through tsx, as
// in the tests, or the bin with CRD_PLAYGROUND_TSX=1): loads the TypeScript worker through tsx's
// loader. The precompiled CLI (scripts/cli-bundle.mjs) starts its own check-worker.mjs instead.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
