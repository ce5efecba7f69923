// A fresh engine for tests that compare what the engine keeps between calls (its caches, its
// per-node memos) with what an engine that has kept nothing answers: every module of src/engine
// evaluated anew, so every module-level cache, memo and counter starts empty.
//
// The engine's sources are bundled once per worker (esbuild, the bundler the CLI's build uses; npm
// packages such as yaml stay outside and are shared, as Vitest's module graph shares them) and
// compiled once into a function whose every call evaluates the bundle's module bodies again. That
// is what `vi.resetModules()` and a new `import()` gave, without Vitest's module runner
// evaluating ~300 modules through its loader for every fresh engine (decision 0046), and without
// isolating the test file (a file that calls `vi.resetModules` gets a module graph of its own).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

type Engine = typeof import('../src/engine');

const entry = fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));
const requireFromHere = createRequire(import.meta.url);

let factory: Promise<(module: { exports: object }, exports: object, require: NodeJS.Require) => void> | undefined;

async function compile() {
  const out = await build({ entryPoints: [entry], bundle: true, format: 'cjs', platform: 'node', packages: 'external', target: 'esnext', write: false, logLevel: 'error' });
  const code = out.outputFiles[0]!.text;
  // one compile: the functions' code is shared by every evaluation, their state is not
  return new Function('module', 'exports', 'require', `${code}\n//# sourceURL=fresh-engine.cjs`) as (module: { exports: object }, exports: object, require: NodeJS.Require) => void;
}

/** The engine's entry (src/engine/index.ts) in new module instances: nothing cached, nothing counted yet. */
export async function freshEngine(): Promise<Engine> {
  const evaluate = await (factory ??= compile());
  const module = { exports: {} };
  evaluate(module, module.exports, requireFromHere);
  return module.exports as Engine;
}
