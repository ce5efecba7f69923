// readInputs (src/cli/inputs.ts): the whenLarge call that lets main.ts start check workers while the rest of the
// input is read (decision 0073): once, when the texts read so far first hold the given number of characters, before
// the next file is read; never for input that stays below it.
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/cli/inputs';
import { fakeIo } from './fake-io';

describe('readInputs: whenLarge', () => {
  it.each([
    { sizes: [3, 3, 3, 3], chars: 7, calledAfter: 3 },
    { sizes: [3, 3, 3, 3], chars: 6, calledAfter: 2 },
    { sizes: [10, 1, 1], chars: 5, calledAfter: 1 },
    { sizes: [2, 2], chars: 5, calledAfter: null },
    { sizes: [2, 2, 1], chars: 5, calledAfter: 3 },
  ])('files of $sizes characters, $chars: called after file $calledAfter', async ({ sizes, chars, calledAfter }) => {
    const files = Object.fromEntries(sizes.map((n, i) => [`f${i}.yaml`, 'x'.repeat(n)]));
    const io = fakeIo(files);
    let read = 0;
    const readFile = io.readFile;
    io.readFile = (p: string) => (read++, readFile(p));
    const calls: number[] = [];
    const out = await readInputs(Object.keys(files), io, { chars, then: () => calls.push(read) });
    expect(Array.isArray(out) && out.map((s) => s.text.length)).toEqual(sizes);
    expect(calls).toEqual(calledAfter === null ? [] : [calledAfter]);
  });

  it('counts stdin too', async () => {
    const calls: string[] = [];
    const out = await readInputs(['-'], fakeIo({}, 'y'.repeat(9)), { chars: 9, then: () => calls.push('called') });
    expect(Array.isArray(out) && out.length).toBe(1);
    expect(calls).toEqual(['called']);
  });
});
