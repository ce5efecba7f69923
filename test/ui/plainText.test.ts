// The text area editor's text arithmetic (src/ui/editor/plainText.ts) against what Monaco does:
// line ends per monaco-editor's PieceTreeTextBufferBuilder._getEOL / create (every line end becomes
// the one more than half of them use; a leading BOM is not part of getValue()), positions as Monaco's
// 1-based line / UTF-16 column.
import { describe, expect, it } from 'vitest';
import { eolOf, lineCount, offsetAt, positionAt, storeText, tabSpaces } from '../../src/ui/editor/plainText';
import { monacoLayout } from '../../src/ui/editor/font';

describe('eolOf (the line end of the model Monaco makes of a text)', () => {
  it.each<[string, string, '\n' | '\r\n']>([
    ['no line end: LF (the default EOL)', 'a: 1', '\n'],
    ['only LF', 'a: 1\nb: 2\n', '\n'],
    ['only CRLF', 'a: 1\r\nb: 2\r\n', '\r\n'],
    ['2 CRLF, 1 LF: CRLF', 'a\r\nb\r\nc\n', '\r\n'],
    ['1 CRLF, 1 LF: half is not more than half: LF', 'a\r\nb\n', '\n'],
    ['a lone CR counts as holding a CR', 'a\rb\rc\n', '\r\n'],
  ])('%s', (_, text, eol) => expect(eolOf(text)).toBe(eol));
});

describe('storeText (what Monaco hands the store after an edit)', () => {
  it.each<[string, string, '\n' | '\r\n', string]>([
    ['LF text as typed', 'a: 1\nb: 2\n', '\n', 'a: 1\nb: 2\n'],
    ['a CRLF model gives every line CRLF', 'a: 1\nb: 2\n', '\r\n', 'a: 1\r\nb: 2\r\n'],
    ['a leading BOM is not part of the value', '\ufeffa: 1', '\n', 'a: 1'],
  ])('%s', (_, value, eol, text) => expect(storeText(value, eol)).toBe(text));
});

describe('positions', () => {
  const text = 'apiVersion: v1\nkind: X\n\nspec:\n  é: 1';
  it.each<[number, { line: number; column: number }]>([
    [0, { line: 1, column: 1 }],
    [14, { line: 1, column: 15 }],
    [15, { line: 2, column: 1 }],
    [23, { line: 3, column: 1 }],
    [32, { line: 5, column: 3 }],
    [text.length, { line: 5, column: 7 }],
  ])('offset %i ↔ %o', (offset, pos) => {
    expect(positionAt(text, offset)).toEqual(pos);
    expect(offsetAt(text, pos)).toBe(offset);
  });
  it.each<[string, { line: number; column: number }, number]>([
    ['a column past the line end: the line end', { line: 2, column: 99 }, 22],
    ['a line past the end: the text end', { line: 9, column: 1 }, text.length],
    ['column 0: the line start', { line: 2, column: 0 }, 15],
  ])('%s', (_, pos, offset) => expect(offsetAt(text, pos)).toBe(offset));
  it('lineCount', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount(text)]).toEqual([1, 1, 2, 5]);
  });
});

describe('tabSpaces (Tab with insertSpaces, tabSize 2: to the next tab stop)', () => {
  it.each<[string, number, string]>([
    ['line start', 6, '  '],
    ['column 1 (0-based)', 7, ' '],
    ['first line, column 2', 2, '  '],
    ['first line, column 1', 1, ' '],
  ])('%s', (_, offset, spaces) => expect(tabSpaces('ab: 1\nx', offset)).toBe(spaces));
});

describe('monacoLayout (EditorLayoutInfoComputer.computeLayout: line numbers, 10 px decorations, 16 px folding)', () => {
  it.each<[number, number, number, number]>([
    // the widest digit of a 13 px monospace font on Linux Chromium: 7.8 px → 39 px of line numbers, text at 65 px
    [7.8, 120, 39, 65],
    [7.8, 99_999, 39, 65],
    [7.8, 100_000, 47, 73],
    [7.22, 10, 36, 62],
  ])('digit %f px, %i lines', (digit, lines, numbers, left) => expect(monacoLayout(digit, lines)).toEqual({ lineNumbersWidth: numbers, contentLeft: left }));
});
