// The text area editor's text arithmetic (TextAreaEditor.tsx): line ends as Monaco's model keeps
// them, 1-based line/column positions ↔ offsets in the text area's value, and Tab.
//
// A text area's value always has "\n" line ends (HTML normalizes "\r\n" and "\r"); Monaco's model
// gives every line the line end most of the text's line ends have and drops a leading byte order mark
// (monaco-editor/esm/vs/editor/common/model/pieceTreeTextBuffer/pieceTreeTextBufferBuilder.js
// _getEOL / create, TextModel.getValue). The store gets what Monaco would give it.

export type Eol = '\n' | '\r\n';

/** The line end Monaco's model gives `text`: "\r\n" when more than half of its line ends hold a "\r". */
export function eolOf(text: string): Eol {
  if (!text.includes('\r')) return '\n';
  let cr = 0;
  let lf = 0;
  let crlf = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 10) lf++;
  }
  return cr + crlf > (cr + lf + crlf) / 2 ? '\r\n' : '\n';
}

/** The text Monaco would hand the store for the text area's `value` (model line end `eol`). */
export function storeText(value: string, eol: Eol): string {
  const text = value.charCodeAt(0) === 0xfeff ? value.slice(1) : value;
  return eol === '\n' ? text : text.replace(/\n/g, '\r\n');
}

/** The number of lines of a text area's value ("\n" line ends). */
export function lineCount(value: string): number {
  let n = 1;
  for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) n++;
  return n;
}

export interface Position {
  /** 1-based */
  line: number;
  /** 1-based, in UTF-16 code units (as Monaco and the engine's source ranges count) */
  column: number;
}

/** The offset in `value` of a 1-based position, clamped to the text (as Monaco clamps a range). */
export function offsetAt(value: string, { line, column }: Position): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const nl = value.indexOf('\n', start);
    if (nl < 0) return value.length;
    start = nl + 1;
  }
  const end = value.indexOf('\n', start);
  const lineEnd = end < 0 ? value.length : end;
  return Math.min(start + Math.max(column - 1, 0), lineEnd);
}

/** The 1-based position of an offset in `value`. */
export function positionAt(value: string, offset: number): Position {
  let line = 1;
  let start = 0;
  for (let nl = value.indexOf('\n'); nl >= 0 && nl < offset; nl = value.indexOf('\n', nl + 1)) {
    line++;
    start = nl + 1;
  }
  return { line, column: offset - start + 1 };
}

/** What Tab types at a cursor at `offset` (no selection or one within a line): spaces to the next tab stop (tabSize 2). */
export function tabSpaces(value: string, offset: number, tabSize = 2): string {
  const column = offset - (value.lastIndexOf('\n', offset - 1) + 1);
  return ' '.repeat(tabSize - (column % tabSize));
}
