import { describe, expect, it } from 'vitest';
import { utf8Len } from '../../../src/engine/golang/utf8';

// len(s) of a Go string (https://go.dev/ref/spec#Length_and_capacity): UTF-8 bytes. Go's
// encoding/json decodes an unpaired surrogate escape ("\ud800") as U+FFFD, 3 bytes, which is
// also what TextEncoder writes for a lone surrogate.
const cases: [string, string, number][] = [
  ['empty', '', 0],
  ['ASCII', 'crontab', 7],
  ['2-byte (é)', 'é', 2],
  ['3-byte (€)', '€', 3],
  ['4-byte (surrogate pair, 😀)', '😀', 4],
  ['lone high surrogate at the end', 'a\ud800', 4],
  ['lone high surrogate before ASCII', '\ud800a', 4],
  ['lone low surrogate', '\udc00', 3],
  ['mixed', 'aé€😀', 10],
  // long texts with a few runs of non-ASCII characters (a CRD's JSON with descriptions quoting “…”)
  ['long ASCII', 'x'.repeat(5000), 5000],
  ['long, sparse runs', `${'x'.repeat(300)}é${'y'.repeat(300)}“€”${'z'.repeat(300)}😀😀`, 300 + 2 + 300 + 9 + 300 + 8],
  ['long, a pair split over a run end', `${'x'.repeat(100)}\ud83d`, 103],
  ['long, lone low surrogate after ASCII', `${'x'.repeat(100)}\udc00\udc00a`, 107],
];

describe('utf8Len (Go len of a string)', () => {
  it.each(cases)('%s', (_name, s, want) => {
    expect(utf8Len(s)).toBe(want);
    expect(utf8Len(s)).toBe(new TextEncoder().encode(s).length);
  });
});
