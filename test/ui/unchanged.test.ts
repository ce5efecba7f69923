import { describe, expect, it } from 'vitest';
import { Unchanged } from '../../src/ui/editor/unchanged';

describe('Unchanged (markers and decorations are not set again when the same)', () => {
  it.each<[string, [number, string][], boolean[]]>([
    ['the first set always happens', [[1, 'a']], [false]],
    [
      'same content, same model version: skipped',
      [
        [1, 'a'],
        [1, 'a'],
      ],
      [false, true],
    ],
    [
      'other content: set',
      [
        [1, 'a'],
        [1, 'b'],
        [1, 'a'],
      ],
      [false, false, false],
    ],
    // Monaco moved the decorations with the edit: the same list is set again at the new version
    [
      'same content after an edit: set',
      [
        [1, 'a'],
        [2, 'a'],
        [2, 'a'],
      ],
      [false, false, true],
    ],
  ])('%s', (_, calls, expected) => {
    const u = new Unchanged();
    expect(calls.map(([v, k]) => u.same(v, k))).toEqual(expected);
  });
});
