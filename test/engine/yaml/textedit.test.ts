// The next version of a large text starts from the previous one's line index and nesting scan
// (yaml/textedit.ts, LineIndex.afterEdit, yaml/nesting.ts scanNesting; decision 0035): every
// answer must be the one computed from the whole text. The nesting bound is the playground's own
// (documents.ts MAX_SOURCE_NESTING: the yaml library recurses), checked before a text is parsed.
// The comparisons made by the hundred thousand go through expectEqual (test/equal.ts): Vitest's
// expect() only when one fails.
import { describe, expect, it } from 'vitest';
import { textEdit, type TextEdit } from '../../../src/engine/yaml/textedit';
import { LineIndex } from '../../../src/engine/yaml/parsed';
import { findExcessiveNesting, scanNesting, type NestingScan } from '../../../src/engine/yaml/nesting';
import { freshModules } from '../../fresh-engine';
import { expectEqual } from '../../equal';

/** A large block-YAML text: `items` list entries of a few lines each, with quotes and flow collections. */
function base(items: number): string {
  let s = 'root:\n  items:\n';
  for (let i = 0; i < items; i++) s += `  - name: item${i}\n    value: "quoted # not a comment ${i}"\n    flow: {a: [1, 2], b: '{'}\n    nested:\n      deep: ${i}\n`;
  return s;
}

/** A staircase of mapping keys from column `from` for `levels` lines (each line one level deeper). */
function staircase(from: number, levels: number): string {
  let s = '';
  for (let i = 0; i < levels; i++) s += `${' '.repeat(from + i)}k${i}:\n`;
  return s;
}

/** A deterministic pseudo-random sequence (no Math.random in tests). */
function rng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const pieces = ['\n', '  - name: new\n', '"', "'", '[', ']', '{', '}', '# c\n', '    x: 1\n', '\\', '-', ' ', 'key: "a\nb"\n', staircase(2, 30)];

/** Random edits of `text`: a piece inserted, a stretch deleted, or a stretch replaced by a piece. */
function edits(text: string, count: number, seed: number): string[] {
  const r = rng(seed);
  const out: string[] = [];
  let t = text;
  for (let i = 0; i < count; i++) {
    const at = Math.floor(r() * t.length);
    const len = Math.floor(r() * (r() < 0.2 ? 3000 : 40));
    const piece = pieces[Math.floor(r() * pieces.length)]!;
    const kind = r();
    t = kind < 0.4 ? t.slice(0, at) + piece + t.slice(at) : kind < 0.7 ? t.slice(0, at) + t.slice(at + len) : t.slice(0, at) + piece + t.slice(at + len);
    out.push(t);
  }
  return out;
}

function checkEdit(before: string, after: string, e: TextEdit): void {
  expect(e.at).toBeLessThanOrEqual(Math.min(e.beforeEnd, e.afterEnd));
  expect(before.slice(0, e.at)).toBe(after.slice(0, e.at));
  expect(before.slice(e.beforeEnd)).toBe(after.slice(e.afterEnd));
  // the common start is the longest one
  if (e.at < Math.min(before.length, after.length)) expect(before[e.at]).not.toBe(after[e.at]);
}

describe('textEdit: where two texts differ', () => {
  it.each([
    ['same', 'abc', 'abc'],
    ['inserted at the start', 'abc', 'xabc'],
    ['inserted in the middle', 'abcdef', 'abcXYdef'],
    ['appended', 'abc', 'abcd'],
    ['deleted', 'abcdef', 'abef'],
    ['replaced', 'abcdef', 'abXYZf'],
    ['repeated characters', 'aaaa', 'aaaaa'],
    ['empty before', '', 'abc'],
    ['empty after', 'abc', ''],
  ])('%s', (_name, a, b) => checkEdit(a, b, textEdit(a, b)));

  it('large texts, edits anywhere (the block comparison and the characters after it)', () => {
    const text = base(600);
    for (const t of edits(text, 30, 7)) checkEdit(text, t, textEdit(text, t));
    const at = 4096 * 3;
    checkEdit(text, text.slice(0, at) + 'x' + text.slice(at), textEdit(text, text.slice(0, at) + 'x' + text.slice(at)));
  });
});

describe('LineIndex.afterEdit answers what a new index answers', () => {
  it('a series of edits, each from the previous index', () => {
    let prev = base(500);
    let lines = new LineIndex(prev);
    const at = prev.indexOf('\n', prev.length >> 1);
    // a line break deleted, replaced, doubled, put back; then random edits
    const joined = prev.slice(0, at) + prev.slice(at + 1);
    const replaced = prev.slice(0, at) + 'x' + prev.slice(at + 1);
    const doubled = prev.slice(0, at) + '\n\n' + prev.slice(at + 1);
    for (const t of [joined, prev, replaced, doubled, prev, ...edits(prev, 40, 11)]) {
      const next = lines.afterEdit(t, textEdit(prev, t));
      const fresh = new LineIndex(t);
      // every line start, the characters around it, the ends and some offsets between
      for (let o = 0, line = 0; o <= t.length; o = t.indexOf('\n', o) < 0 ? t.length + 1 : t.indexOf('\n', o) + 1, line++) {
        if (line % 3 === 0) for (const x of [o - 1, o, o + 1, o + 3]) expectEqual(next.pos(x), fresh.pos(x), `offset ${x}`);
      }
      for (let x = 0; x < t.length; x += 97) expectEqual(next.pos(x), fresh.pos(x), `offset ${x}`);
      expect(next.pos(t.length)).toEqual(fresh.pos(t.length));
      expect(next.offsetOf(1e9, 1)).toBe(fresh.offsetOf(1e9, 1));
      prev = t;
      lines = next;
    }
  });
});

describe('scanNesting after an edit finds what a scan of the whole text finds', () => {
  /** Each text scanned from the previous one's scan (when it found nothing too deep), as the parse does. */
  function series(texts: string[]): void {
    let prev: { text: string; scan?: NestingScan } | undefined;
    for (const [i, t] of texts.entries()) {
      const r = scanNesting(t, prev?.scan ? { scan: prev.scan, edit: textEdit(prev.text, t) } : undefined);
      expect(r.tooDeep, `text ${i}`).toBe(findExcessiveNesting(t));
      prev = { text: t, scan: r.scan };
    }
  }

  it('random edits: quotes, brackets, comments, line breaks, deleted stretches', () => {
    const text = base(700);
    series([text, ...edits(text, 60, 3)]);
    series([text, ...edits(text, 60, 5)]);
  });

  it('an edit before a deep part that takes it over the limit, and back', () => {
    // 5 levels open (columns 0-4), then lines at column 20, then 395 levels from column 20 on
    const head = staircase(0, 5);
    const padding = Array.from({ length: 1200 }, (_, i) => `${' '.repeat(20)}p${i}: x\n`).join('');
    const deep = staircase(20, 395);
    const text = head + padding + deep;
    expect(findExcessiveNesting(text)).toBe(-1);
    // 15 more levels before the padding (columns 5-19): the same lines after the edit are 15 deeper
    const deeper = head + staircase(5, 15) + padding + deep;
    expect(findExcessiveNesting(deeper)).toBeGreaterThan(0);
    series([text, deeper, text, deeper, deeper.replace('p7: x', 'p7: y'), text]);
  });

  it('a flow collection or a quote opened before the edit and closed after it', () => {
    const text = base(700);
    const mid = text.indexOf('\n', text.length >> 1) + 1;
    const open = text.slice(0, mid) + '  - x: [\n' + text.slice(mid);
    const quoted = text.slice(0, mid) + '  - x: "\n' + text.slice(mid);
    series([text, open, text, quoted, text]);
  });

  it('a scan after a too-deep text starts from the whole text', () => {
    const text = base(700);
    const deep = text + staircase(0, 401);
    expect(scanNesting(deep).scan).toBeUndefined();
    series([text, deep, text]);
  });
});

describe('parseDocuments of edited large texts: the parse of a fresh engine', () => {
  it('values, problems and ranges', async () => {
    const { parseDocuments } = await import('../../../src/engine/yaml/documents');
    const text = base(700);
    const texts = [text, ...edits(text, 6, 13), text + staircase(0, 401), text];
    for (const t of texts) {
      const cached = parseDocuments(t);
      const fresh = (await freshModules<{ parseDocuments: typeof parseDocuments }>("export * from './yaml/documents';")).parseDocuments(t);
      const seen = (ds: typeof cached) => ds.map((d) => ({ index: d.index, value: d.value, range: d.range, problems: d.problems, at: d.locate(['root', 'items', 3, 'name']) }));
      expectEqual(seen(cached), seen(fresh));
    }
  });
});
