// Entry of an engine thread when the CLI runs from its TypeScript sources (through tsx): loads the
// TypeScript thread through tsx's loader. The precompiled CLI (scripts/cli-bundle.mjs) starts its
// own engine-thread.mjs instead.
import { register } from 'tsx/esm/api';

register();
await import('./engine-thread.ts');
