#!/usr/bin/env node
// Runs the TypeScript CLI (src/cli) through tsx's loader, so the CLI and the app share one engine source.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/run.ts');
