import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files that read ../shared/corpus (through test/corpus.ts): the long ones (tens of seconds each). */
const CORPUS_IMPORT = /from '(?:\.\.\/)+corpus'/;

/**
 * Vitest's order (failed first, then longest first by the durations it cached in node_modules/.vite),
 * except on a run without those durations (a fresh clone: CI), which Vitest orders by file size:
 * there the corpus tests go first, so that no long file starts last and runs alone at the end.
 */
class CorpusFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cache = this.ctx.cache;
    const known = sorted.every((f) => cache.getFileTestResults(`${f.project.name}:${f.moduleId.slice(this.ctx.config.root.length + 1)}`));
    if (known) return sorted;
    const heavy = (f: TestSpecification) => {
      try {
        return CORPUS_IMPORT.test(readFileSync(f.moduleId, 'utf8'));
      } catch {
        return false;
      }
    };
    const first = sorted.filter(heavy);
    return [...first, ...sorted.filter((f) => !first.includes(f))];
  }
}

/**
 * Test files that change what a module is for the files after them in the same worker: module
 * mocks (vi.mock, vi.doMock, vi.resetModules), stubbed globals or environment variables. Each of
 * them gets a fresh module graph (Vitest's `isolate`, the default); every other file shares one per
 * worker, which saves importing the engine again for each file (about half a second of CPU per
 * file: 123 s of the suite's 470 s on a fresh clone). The engine's module-level state is its
 * registered caches, keyed by content or identity: a file that finds them warm gets the same
 * answers (test/engine/cache and the incremental tests pin that). Fake timers are not a reason:
 * the files that use them turn them on in beforeEach and off in afterEach, and Vitest restores
 * spies after each file; test/timers-guard.ts fails a shared file that leaves them on.
 */
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv|hoisted)\(/;
/** Files that need a fresh module graph for another reason (module-level state they assume new); none known. */
const ALSO_ISOLATED: string[] = [];
const ALL_TESTS = 'test/**/*.test.ts';
const root = fileURLToPath(new URL('.', import.meta.url));
const isolated = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/${f}`)
  .filter((f) => ALSO_ISOLATED.includes(f) || NEEDS_ISOLATION.test(readFileSync(join(root, f), 'utf8')))
  .sort();

/** The yaml package through Node's own module namespace, not Vitest's interop Proxy (test/native/yaml.mjs). */
const nativeYaml = join(root, 'test', 'native', 'yaml.mjs');

export default defineConfig({
  resolve: { alias: [{ find: /^yaml$/, replacement: nativeYaml }] },
  test: {
    server: { deps: { external: [/\/test\/native\/[^/]+\.mjs$/] } },
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // Vitest leaves one core to its main thread by default: one worker on a 2-core machine (CI).
    // The main thread is mostly idle once the files are transformed, so every core runs tests.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: CorpusFirst },
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'shared', include: [ALL_TESTS], exclude: isolated, isolate: false, setupFiles: ['test/timers-guard.ts'] } },
    ],
  },
});
