import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // Vitest leaves one core to its main thread by default: one worker on a 2-core machine (CI).
    // The main thread is mostly idle once the files are transformed, so every core runs tests.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: CorpusFirst },
  },
});
