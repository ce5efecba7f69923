// Cutting a multi-document text at its `---` lines without parsing it (yaml/docsplit.ts documentParts): each part
// parsed on its own gives the documents, values, problems and file positions the whole text's
// parse gives. A `---` at column 0 followed by a blank ends any scalar or collection: go-yaml v2's
// scanner checks for a document indicator at column 0 inside block scalars
// (yaml_parser_scan_block_scalar: "is_blankz ... document indicator") and quoted scalars ("found
// unexpected document indicator"), and the yaml library's lexer does the same.
import { describe, expect, it } from 'vitest';
import { parseDocumentPart, parseDocuments } from '../../../src/engine/yaml/documents';
import { type ParsedDocument } from '../../../src/engine/yaml/parsed';
import fc from 'fast-check';
import { documentParts, lineStartIndexOf } from '../../../src/engine/yaml/docsplit';

const summary = (docs: ParsedDocument[]) =>
  docs.map((d) => ({ index: d.index, value: d.value, range: d.range, problems: d.problems.map((p) => ({ ...p })), root: d.locate([]), key: d.locate(['b']) }));

function partsParse(text: string): ParsedDocument[] {
  const parts = documentParts(text)!;
  return parts.flatMap((p) => parseDocumentPart(text.slice(p.offset, p.end), p, p.shallow));
}

describe('documentParts: the whole parse, document by document', () => {
  it.each([
    ['plain stream', 'a: 1\n---\nb: 2\n---\nb: [3]\n'],
    ['leading ---', '---\na: 1\n---\nb: 2\n'],
    ['comment prefix stays with the first document', '# head\n\n---\nb: 1\n---\nb: 2\n'],
    ['content before the first ---', 'a: 1\n---\nb: 2\n'],
    ['--- inside a block scalar ends it', 'a: |\n  x\n---\n  y\nb: 1\n'],
    ['---x is not a marker', 'a: 1\n---x\nb: 2\n'],
    ['marker with content', '--- a\n--- {b: 1}\n--- |\n  text\n'],
    ['empty documents', '---\n---\nb: 1\n---\n'],
    ['trailing comment document', 'b: 1\n---\n# end\n'],
    ['CRLF line ends', 'a: 1\r\n---\r\nb: 2\r\n'],
    ['byte order mark', '\ufeffa: 1\n---\nb: 2\n'],
    ['errors keep their positions', 'a: 1\n---\nb: 1\n  c: 2\n---\nb: !!int x\n---\nb: 1\nb: 2\n'],
    ['anchors are per document', 'a: &x 1\nb: *x\n---\nb: *x\n'],
    ['no marker', 'b: 1\n'],
    ['empty text', ''],
  ])('%s', (_, text) => {
    expect(documentParts(text)).not.toBeNull();
    expect(summary(partsParse(text))).toEqual(summary(parseDocuments(text)));
  });

  it('gives each document its own part, at its line and offset', () => {
    expect(documentParts('# c\n---\na: 1\n---\nb: 2\n')).toEqual([
      { offset: 0, line: 1, index: 0, end: 13, shallow: true, reparseOnError: false },
      { offset: 13, line: 4, index: 1, end: 22, shallow: true, reparseOnError: false },
    ]);
  });

  // The whole text's nesting scan (nesting.ts) answers for its parts only when it reached every
  // `---` line outside quotes and flow brackets; it reads an apostrophe in a plain scalar as a quote.
  it('scans a part on its own when the whole text was scanned across its marker inside a quote', () => {
    const deep = '['.repeat(401) + ']'.repeat(401);
    const text = `a: don't\n---\nb: ${deep}\n`;
    const parts = documentParts(text)!;
    expect(parts.map((p) => p.shallow)).toEqual([false, false]);
    const second = parseDocumentPart(text.slice(parts[1]!.offset, parts[1]!.end), parts[1]!, parts[1]!.shallow);
    expect(second[0]!.problems.map((p) => p.message)).toEqual(['the text nests deeper than 400 levels here; it is not parsed']);
    // the same text without the apostrophe is too deep as a whole: parsed whole
    expect(documentParts(`a: do not\n---\nb: ${deep}\n`)).toBeNull();
  });

  it.each([
    ['a marker after a closed quote', `a: "x"\n---\nb: 1\n`, [true, true]],
    ['a marker after closed flow brackets', 'a: [1, {b: 2}]\n---\nb: 1\n', [true, true]],
    ['---x inside a quote is no marker', `a: it's\n---x\nb: c'\n---\nb: 1\n`, [true, true]],
    ['brackets inside quotes are not counted', 'a: "[x"\n---\nb: ]\n', [true, true]],
    ['a marker after an apostrophe read as a quote', `a: don't\n---\nb: 1\n`, [false, false]],
  ])('marks the parts the whole scan holds for: %s', (_, text, shallow) => {
    const parts = documentParts(text);
    expect(parts && parts.map((p) => p.shallow)).toEqual(shallow);
  });

  it.each([
    ['a ... document end marker (a document may follow without ---)', 'a: 1\n...\nb: 2\n'],
    ['a % directive', '%YAML 1.1\n---\na: 1\n'],
    ['nesting the parser is not given', '- '.repeat(500) + 'x\n---\na: 1\n'],
    ['a line parseDocuments would re-indent after an error (decided for the whole text)', 'a: 1\n---\nargs: ["\necho\n"]\n'],
    ['an unclosed quoted scalar (ended by ---, but relaxing is decided for the whole text)', 'a: "x\n---\nb: 1\n'],
    ['an unclosed flow sequence', 'a: [1,\n---\nb: 2\n'],
  ])('leaves the whole text to parseDocuments for %s', (_, text) => {
    expect(documentParts(text)).toBeNull();
  });
});

// The markers are looked for at line starts by their own characters (a line feed is on every line):
// the same answers as text.indexOf('\n' + marker, from), overlapping dashes and the text's edges included.
describe('lineStartIndexOf is indexOf of the marker after a line feed', () => {
  it('on random texts of line feeds, dashes, dots and percent signs', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('\n', '-', '.', '%', 'a', ' '), { maxLength: 30 }), fc.nat(32), fc.constantFrom('---', '...', '%'), (chars, from, s) => {
        const text = chars.join('');
        const got = lineStartIndexOf(text, s, from);
        const want = text.indexOf('\n' + s, from);
        if (got !== want) expect(got).toBe(want);
      }),
      { numRuns: 5000, seed: 68 },
    );
  });
});

// A text of one part is parsed as that part with the line starts the nesting scan found as it read
// the text (nesting.ts scanMarkedNesting): they must be every line feed's next offset, in order, as
// LineIndex's own search finds them, or every position reported in the part (its ranges) moves.
describe('the line starts a text of one part carries', () => {
  const starts = (text: string) => {
    const found = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) found.push(i + 1);
    return found;
  };
  it.each([
    ['lines, an empty one, a trailing line feed', 'a: 1\n\nb:\n  c: 2\n'],
    ['no trailing line feed', 'a: 1\nb: 2'],
    ['lines of spaces only, the last one too', 'a:\n   \n  b: 1\n  '],
    ['a line feed escaped inside double quotes', 'a: "x\\\ny"\nb: 1\n'],
    ['an escape at the end of the text inside double quotes', 'a: "x\\'],
    ['quotes over lines, a comment with an apostrophe', "a: 'x\n  y'\nb: 1 # it's\nc: [1,\n  2]\n"],
    ['a comment at the text start, CRLF line ends', '# c\r\na: 1\r\n'],
    ['entries and a marker line first', '---\n- - a\n-\n'],
    ['an empty text', ''],
  ])('%s', (_, text) => {
    const parts = documentParts(text)!;
    expect(parts).toHaveLength(1);
    expect(parts[0]!.lineStarts).toEqual(starts(text));
  });

  it('on random texts of line feeds, quotes, escapes, comments, brackets and entries', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('\n', ' ', '  ', '- ', '"', "'", '\\', '#', ' #', '[', ']', '{', 'a', 'b: ', '\r'), { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        const parts = documentParts(text);
        if (parts && parts.length === 1) expect(parts[0]!.lineStarts).toEqual(starts(text));
      }),
      { numRuns: 5000, seed: 71 },
    );
  });
});
