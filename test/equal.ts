// A fast path for toEqual on large values (whole parses, whole check results): Vitest's toEqual
// walks them through its generic matcher, which is several times slower than Node's structural
// comparison. Values that are deep-strictly equal (same prototypes, same keys, Object.is on
// primitives) are equal for toEqual too, so only when that comparison fails does toEqual run,
// giving the same verdict and the same diff as before.
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/** expect(actual, message).toEqual(expected), answered by isDeepStrictEqual when it holds. */
export function expectEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}
