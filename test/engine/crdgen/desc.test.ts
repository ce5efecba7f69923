// Descriptions: pkg/markers/zip.go extractDoc and pkg/crd/desc_visitor.go truncateString
// (desc_visitor_test.go's cases: byte lengths, the last sentence terminator, else white space + "...").

import { describe, expect, it } from 'vitest';
import { truncateString } from '../../../src/engine/crdgen/desc';

describe('truncateString (desc_visitor_test.go)', () => {
  const cases: [string, number, string][] = [
    ['This is a sentence. This is another.', 25, 'This is a sentence.'],
    ['short', 10, 'short'],
    ['no terminator here at all', 12, 'no...'],
    ['abcdefghij', 5, 'abcde...'],
    ['Ends with question? More', 20, 'Ends with question?'],
    ['Größe ist wichtig. Ja.', 20, 'Größe ist wichtig.'],
  ];
  for (const [desc, n, want] of cases) it(`${JSON.stringify(desc)} at ${n}`, () => expect(truncateString(desc, n)).toBe(want));
});
