#!/usr/bin/env node
// Runs the CLI (src/cli) precompiled into one JavaScript file (scripts/cli-bundle.mjs, built on the
// first run and whenever a source changes), or, when that cannot be had, the TypeScript sources
// through tsx's loader; either way the CLI and the app share one engine source.
import { precompiledCli } from '../scripts/cli-bundle.mjs';

const bundled = await precompiledCli();
if (bundled) {
  await import(bundled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/bin.ts');
}
