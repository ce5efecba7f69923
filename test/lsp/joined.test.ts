// CRD files joined into one editor text (src/lsp/joined.ts): each at its slot (the document index
// of its first document), and offsets of the joined text mapped back to the file. The engine keeps
// loaded CRDs by source and document index, so a file keeps its index whatever comes before it.
import { describe, expect, test } from 'vitest';
import { check } from '../../src/engine';
import { documentCount, joinTexts, locate } from '../../src/lsp/joined';
import { CRD, OBJECT } from './fixtures';

describe('joinTexts', () => {
  test('a file at its slot: its first document has that index in check()', () => {
    for (const slot of [0, 1, 5]) {
      const j = joinTexts([{ path: '/w/crd.yaml', text: CRD, slot }]);
      const r = check({ sources: [{ id: 'crd', text: j.text }] });
      expect(r.crds.map((c) => c.docIndex)).toEqual([slot]);
      expect(j.text.slice(j.segments[0].start)).toBe(CRD);
    }
  });

  test('two files: the second at its slot after the first, offsets mapped back to each file', () => {
    const other = CRD.replace(/stable\.example\.com/g, 'other.example.com');
    const j = joinTexts([
      { path: '/w/a.yaml', text: CRD, slot: 0 },
      { path: '/w/b.yaml', text: other, slot: 5 },
    ]);
    const r = check({ sources: [{ id: 'crd', text: j.text }] });
    expect(r.crds.map((c) => [c.name, c.docIndex])).toEqual([
      ['crontabs.stable.example.com', 0],
      ['crontabs.other.example.com', 5],
    ]);
    const at = j.text.indexOf('other.example.com');
    const back = locate(j, at);
    expect(back?.segment.path).toBe('/w/b.yaml');
    expect(other.slice(back!.offset).startsWith('other.example.com')).toBe(true);
    expect(locate(j, 3)?.segment.path).toBe('/w/a.yaml');
  });

  test('documentCount reads the --- lines', () => {
    expect(documentCount(OBJECT)).toBe(1);
    expect(documentCount(`---\n${OBJECT}---\n${OBJECT}`)).toBe(2);
    expect(documentCount(`${OBJECT}---\n${OBJECT}`)).toBe(2);
  });
});
