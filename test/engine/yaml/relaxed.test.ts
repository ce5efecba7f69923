// go-yaml (kubectl) accepts flow collections and quoted scalars whose continuation lines are
// not indented past their block; the playground reads them the same way.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { documentParts } from '../../../src/engine/yaml/docsplit';
import { needsRelaxing, relaxFlowIndentation } from '../../../src/engine/yaml/relaxed';
import { corpusFiles, hasCorpus, readCorpus } from '../../corpus';

describe('under-indented flow and quoted continuation lines (as in argo-workflows examples)', () => {
  it.each([
    ['a multi-line quoted string in a flow sequence', 'a:\n  args: ["\n    echo hi &&\n    echo there\n  "]\n  b: 1\n', { a: { args: [' echo hi && echo there '], b: 1 } }],
    ['a flow mapping closed at the key column', 'x:\n  y: {a: 1,\n  b: 2}\n', { x: { y: { a: 1, b: 2 } } }],
  ])('%s', (_n, text, want) => {
    const docs = parseDocuments(text);
    expect(docs[0].problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(docs[0].value).toEqual(want);
  });

  it("positions stay in the user's text", () => {
    const text = 'a:\n  args: ["\n    x\n  "]\n  bad: [1, 2\n';
    const docs = parseDocuments(text);
    for (const p of docs[0].problems) expect(p.range.start.column).toBeGreaterThan(0);
    const ok = parseDocuments('a:\n  args: ["\n  x"]\n  b: c\n');
    const loc = ok[0].locate(['a', 'b']);
    expect(loc.range.start).toMatchObject({ line: 4, column: 6 });
  });

  it('block scalars are left alone', () => {
    expect(relaxFlowIndentation('run: |\n  echo "[\n  done\n')).toBeNull();
  });

  it('valid YAML is parsed as it is', () => {
    expect(relaxFlowIndentation('a: [1,\n    2]\n')).toBeNull();
  });
});

// needsRelaxing is relaxFlowIndentation(text) !== null without building the text (documentParts
// asks it of every file a stream is cut from): the same answer on every corpus file and on soups
// of the pieces both read (quotes, brackets, comments, block scalar headers, JS whitespace).
describe('needsRelaxing', () => {
  it.each([
    ['an under-indented quoted continuation', 'a:\n  args: ["\n  x"]\n', true],
    ['an under-indented flow continuation', 'x:\n  y: {a: 1,\n  b: 2}\n', true],
    ['indented continuations', 'a: [1,\n    2]\n', false],
    ['a block scalar holding a quote', 'run: |\n  echo "[\n  done\n', false],
    ['a block scalar header with a comment', 'run: >- # c\n  "\nb: 1\n', false],
    ['a header after a comment with CR is no header', 'run: | #c\r\n  "\nb: 1\n', true],
    ['a quote after a letter opens nothing', "a: it's\nb: 1\n", false],
    ['a doubled single quote', "a: 'it''s\n x'\nb: 1\n", false],
    ['a comment hides a bracket', 'a: 1 # [\nb: 2\n', false],
    ['a blank line of other whitespace inside a flow', 'a: [1,\n\u00a0\u3000\n  2]\n', false],
    ['a line after a block scalar ends it', 'a: |\n  x\nb: "\nc"\n', true],
  ])('%s', (_n, text, want) => {
    expect(relaxFlowIndentation(text) !== null).toBe(want);
    expect(needsRelaxing(text)).toBe(want);
  });

  it('agrees with relaxFlowIndentation on every corpus file', { skip: !hasCorpus }, () => {
    let relaxed = 0;
    for (const f of [...corpusFiles('crds'), ...corpusFiles('objects')]) {
      const text = readCorpus(f);
      const want = relaxFlowIndentation(text) !== null;
      if (want) relaxed++;
      const got = needsRelaxing(text);
      // expect() only when they differ (its matcher state costs more than the check)
      if (got !== want) expect([f, got]).toEqual([f, want]);
    }
    expect(relaxed).toBeGreaterThan(0);
  });

  const PIECES = [
    '\n',
    ' ',
    '  ',
    '\t',
    '\r',
    '"',
    "'",
    "''",
    '[',
    ']',
    '{',
    '}',
    '#',
    ' #',
    '|',
    '>',
    '|-',
    '>+2',
    ': ',
    '- ',
    ',',
    '\\',
    'a',
    'key',
    '\u00a0',
    '\u2028',
    '\ufeff',
    '1',
    '\n  ',
    '\n    ',
    '\n---\n',
  ];
  it('agrees with relaxFlowIndentation on random texts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        const got = needsRelaxing(text);
        const want = relaxFlowIndentation(text) !== null;
        // 20,000 runs: expect() only when they differ
        if (got !== want) expect(got).toBe(want);
      }),
      { numRuns: 20_000, seed: 32 },
    );
  });

  it('a text that needs relaxing is parsed whole, not cut into parts', () => {
    expect(documentParts('a: 1\n---\nb: ["\nx"]\n')).toBeNull();
    expect(documentParts('a: 1\n---\nb: ["\n  x"]\n')).not.toBeNull();
  });

  // one part is the whole text: its parse tells whether it has an error, and only then does the
  // caller parse it whole (parseDocuments, which re-indents): no pass over the text beforehand
  it('a text of one document is one part, marked to be parsed whole when its parse has an error', () => {
    const part = { offset: 0, line: 1, index: 0, shallow: true, reparseOnError: true };
    expect(documentParts('b: ["\nx"]\n')).toEqual([{ ...part, end: 10, lineStarts: [0, 6, 10] }]);
    expect(documentParts('# c\n---\nb: 1\n')).toEqual([{ ...part, end: 13, lineStarts: [0, 4, 8, 13] }]);
    expect(documentParts('b: 1\n---\nc: 2\n')!.map((p) => p.reparseOnError)).toEqual([false, false]);
  });
});
