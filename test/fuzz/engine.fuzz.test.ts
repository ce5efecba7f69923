// Property-based tests on the engine's public entry (fast-check): random schemas with every
// keyword and extension, objects for them, CEL rules from a grammar and YAML texts. check() never
// throws, returns within a bounded time, and its diagnostics carry a field path and a message free
// of JavaScript error text. A few cases here; `npm run fuzz -- --cases N --seed S` for long runs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput, yamlText } from './arbitraries';
import { runCase } from './property';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** A case slower than this is a hang (the engine's own limit in the app is far below). */
const HANG_MS = 2_000;

describe('engine fuzzing: check() on random input', () => {
  it('random CRDs (schemas, CEL rules) and objects: never throws, bounded time, clean diagnostics', () => {
    fc.assert(
      fc.property(checkInput, (input) => {
        const o = runCase(input);
        expect(o.threw).toBeUndefined();
        expect(o.bad).toEqual([]);
        expect(o.ms).toBeLessThan(HANG_MS);
      }),
      { numRuns: 100, seed: SEED },
    );
  });

  it('random YAML texts from YAML tokens in both editors', () => {
    fc.assert(
      fc.property(yamlText, yamlText, (a, b) => {
        const o = runCase({
          sources: [
            { id: 'crd', text: a },
            { id: 'objects', text: b },
          ],
        });
        expect(o.threw).toBeUndefined();
        expect(o.bad).toEqual([]);
        expect(o.ms).toBeLessThan(HANG_MS);
      }),
      { numRuns: 200, seed: SEED },
    );
  });
});
