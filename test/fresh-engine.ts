// Fresh engine modules for tests that compare what the engine keeps between calls (its caches, its
// per-node memos) with what an engine that has kept nothing answers, or that need a module of the
// engine loaded with one of its imports replaced (the general YAML parse: yaml/documents.ts with
// the fast paths declining). Every module of the bundle is evaluated anew, so every module-level
// cache, memo and counter starts empty.
//
// The engine's sources are bundled once per worker and per entry (esbuild, the bundler the CLI's
// build uses; npm packages such as yaml stay outside and are shared, as Vitest's module graph
// shares them) and compiled once into a function whose every call evaluates the bundle's module
// bodies again. That is what `vi.resetModules()`, `vi.doMock` and a new `import()` gave, without
// Vitest's module runner evaluating the modules through its loader for every fresh engine
// (decision 0046), and without isolating the test file (a file that calls `vi.resetModules` or
// `vi.doMock` gets a module graph of its own).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

type Engine = typeof import('../src/engine');
type Evaluate = (module: { exports: object }, exports: object, require: NodeJS.Require) => void;

const ENGINE = fileURLToPath(new URL('../src/engine/', import.meta.url));
const requireFromHere = createRequire(import.meta.url);
const compiled = new Map<string, Promise<Evaluate>>();

/** Replaces the engine modules named in `stubs` (paths under src/engine, no extension) by the given source, for every importer. */
function stubPlugin(stubs: Record<string, string>): Plugin {
  return {
    name: 'stubs',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (a) => {
        const target = `${a.resolveDir}/${a.path}`.replace(/\/\.\//g, '/');
        const rel = Object.keys(stubs).find((s) => normalize(target) === normalize(ENGINE + s));
        return rel === undefined ? undefined : { path: rel, namespace: 'stub' };
      });
      // a stub may import the module it replaces by its absolute path (a relative one would be the stub again)
      b.onLoad({ filter: /.*/, namespace: 'stub' }, (a) => ({ contents: stubs[a.path], loader: 'js', resolveDir: ENGINE }));
    },
  };
}

/** A path with its `..` segments resolved. */
function normalize(p: string): string {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return out.join('/');
}

async function compile(source: string, stubs: Record<string, string>): Promise<Evaluate> {
  const out = await build({
    stdin: { contents: source, resolveDir: ENGINE, loader: 'ts', sourcefile: 'fresh-entry.ts' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    packages: 'external',
    target: 'esnext',
    write: false,
    logLevel: 'error',
    plugins: [stubPlugin(stubs)],
  });
  const code = out.outputFiles[0]!.text;
  // one compile: the functions' code is shared by every evaluation, their state is not
  return new Function('module', 'exports', 'require', `${code}\n//# sourceURL=fresh-engine.cjs`) as Evaluate;
}

/**
 * The exports of `source` (an entry written against src/engine, e.g. `export * from './yaml/documents'`)
 * in new module instances, with the modules named in `stubs` replaced (as `vi.doMock` replaced them).
 */
export async function freshModules<T>(source: string, stubs: Record<string, string> = {}): Promise<T> {
  const key = JSON.stringify([source, stubs]);
  let evaluate = compiled.get(key);
  if (!evaluate) compiled.set(key, (evaluate = compile(source, stubs)));
  const module = { exports: {} };
  (await evaluate)(module, module.exports, requireFromHere);
  return module.exports as T;
}

/** The engine's entry (src/engine/index.ts) in new module instances: nothing cached, nothing counted yet. */
export function freshEngine(stubs: Record<string, string> = {}): Promise<Engine> {
  return freshModules<Engine>("export * from './index';", stubs);
}

/** The fast paths of yaml/documents.ts declining every text: the general parse (the yaml library's, decoded as go-yaml v2 reads scalars). */
export const GENERAL_PARSE_STUBS = {
  'yaml/blockparsed': 'export const parseBlockDocuments = () => undefined;',
  'yaml/jsondoc': 'export const parseJSONDocument = () => undefined;',
};
