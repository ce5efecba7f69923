// A multi-document text cut into its documents without parsing it, so a long stream can be
// decoded and checked one document at a time (the CLI's check). A line starting with `---`
// followed by a space, a tab or the end of the line is a document start wherever it is: the
// yaml library ends a block scalar, a quoted scalar or a flow collection there, as go-yaml v2's
// scanner does (a document indicator at column 0 ends the scalar or is "found unexpected
// document indicator"). Where the text has something the cut cannot decide cheaply, the answer
// is null and the caller parses the whole text as before.
import { findExcessiveNesting } from './documents';
import { relaxFlowIndentation } from './relaxed';
import type { TextOrigin } from './documents';

/** A run of whole documents of a text: `text.slice(start, end)`, whose first document has index `index`. */
export interface DocumentPart extends TextOrigin {
  /** Offset of the part's end in the text (exclusive). */
  end: number;
}

/** `---` or `...` at `i` followed by a space, a tab, a line break or the end of the text. */
function marker(text: string, i: number, m: string): boolean {
  if (!text.startsWith(m, i)) return false;
  if (i + 3 >= text.length) return true;
  const c = text.charCodeAt(i + 3);
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** A line of only spaces, tabs and a comment (or nothing): it starts no document. */
function blankOrComment(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13 || c === 0xfeff) continue;
    return c === 35; // '#'
  }
  return true;
}

/**
 * The documents of `text`, each starting at its `---` line (a comment or blank prefix before
 * the first one stays with it, as the yaml library attaches it to that document). Each part
 * holds one document, so `index` counts parts. Null when the whole text must be parsed at
 * once: `...` document end markers and `%` directives (a document may then start without
 * `---`), nesting beyond MAX_SOURCE_NESTING (reported for the whole text), and lines the
 * parser would re-indent after an error (parseDocuments decides that for the whole text).
 */
export function documentParts(text: string): DocumentPart[] | null {
  const starts: { offset: number; line: number }[] = [];
  let line = 1;
  let contentBeforeFirst = false;
  for (let i = 0; i < text.length;) {
    let eol = text.indexOf('\n', i);
    if (eol < 0) eol = text.length;
    const c = text.charCodeAt(i);
    if (c === 45 && marker(text, i, '---')) starts.push({ offset: i, line });
    else if (c === 46 && marker(text, i, '...')) return null;
    else if (c === 37)
      return null; // '%': a directive
    else if (starts.length === 0 && !contentBeforeFirst && !blankOrComment(text, i, eol)) contentBeforeFirst = true;
    i = eol + 1;
    line++;
  }
  if (findExcessiveNesting(text) >= 0 || relaxFlowIndentation(text) !== null) return null;
  // the first part: what comes before the first `---` when it holds a document, else the first `---` document with its prefix
  if (starts.length > 0 && !contentBeforeFirst) starts[0] = { offset: 0, line: 1 };
  else starts.unshift({ offset: 0, line: 1 });
  return starts.map((s, k) => ({ offset: s.offset, line: s.line, index: k, end: k + 1 < starts.length ? starts[k + 1].offset : text.length }));
}
