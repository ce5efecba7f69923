// The paths the locateMany tests ask of a document (locatemany.test.ts on hand-written texts,
// blockdoc-corpus.test.ts on every corpus CRD): every path of the value and, below each, paths
// that are not there; for a corpus CRD, every step-th of them.
import type { JSONValue } from '../../../src/engine';
import type { DocPath } from '../../../src/engine/field/path';

/** Every path of `v` (pre-order), and below each a missing key and an index past the end. */
export function pathsOf(v: JSONValue | undefined, at: DocPath = [], out: DocPath[] = []): DocPath[] {
  out.push(at);
  if (Array.isArray(v)) {
    v.forEach((x, i) => pathsOf(x, [...at, i], out));
    out.push([...at, v.length], [...at, 'missing']);
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) pathsOf(x, [...at, k], out);
    out.push([...at, 'no-such-key'], [...at, 0]);
  } else out.push([...at, 'below-a-scalar']);
  return out;
}

/**
 * `pathsOf(v)` filtered to every `step`-th path (j % step === 0), in the same order, and how many
 * paths `pathsOf(v)` has in all — without building the whole list (a corpus CRD's runs to hundreds
 * of thousands of arrays, which the garbage collector then has to move; the sample is ~200).
 */
export function sampleOf(v: JSONValue | undefined, step: (count: number) => number): { paths: DocPath[]; count: number } {
  const count = countPaths(v);
  const every = step(count);
  const paths: DocPath[] = [];
  const at: (string | number)[] = [];
  let j = 0;
  const emit = (...last: (string | number)[]) => {
    if (j++ % every === 0) paths.push([...at, ...last]);
  };
  const walk = (x: JSONValue | undefined) => {
    emit();
    if (Array.isArray(x)) {
      x.forEach((y, i) => {
        at.push(i);
        walk(y);
        at.pop();
      });
      emit(x.length);
      emit('missing');
    } else if (x && typeof x === 'object') {
      for (const [k, y] of Object.entries(x)) {
        at.push(k);
        walk(y);
        at.pop();
      }
      emit('no-such-key');
      emit(0);
    } else emit('below-a-scalar');
  };
  walk(v);
  return { paths, count };
}

/** How many paths pathsOf(v) lists: each value, and two (in a collection) or one (below a scalar) that are not there. */
function countPaths(v: JSONValue | undefined): number {
  if (Array.isArray(v)) return v.reduce<number>((n, x) => n + countPaths(x), 3);
  if (v && typeof v === 'object') return Object.values(v).reduce<number>((n, x) => n + countPaths(x), 3);
  return 2;
}

/** The step of a corpus CRD's sample: up to ~200 paths per document, spread over it (the full lists run to 100,000s). */
export const corpusStep = (count: number) => Math.max(1, Math.floor(count / 200));
