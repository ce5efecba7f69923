// The app's modules that the browser tests import and that bring in the engine: share links and
// snapshots (the state's permalink and snapshot modules: ~320 engine modules behind them) and the list
// of result tabs. global-setup.ts bundles this file once per run (esbuild, packages left to Node) and
// vitest.config.ts points those imports at the bundle: Vitest then loads one file instead of
// transforming each of the ~360 modules in the test worker (~5 s of CPU per run). The code is the
// app's own; only how the runner loads it changes.
export * from '../src/state/permalink';
export * from '../src/state/snapshot';
export * from '../src/ui/results/tabs';
