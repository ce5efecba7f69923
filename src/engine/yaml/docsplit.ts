// Cutting a YAML stream into its documents' texts without parsing it, so each document can be
// parsed on its own: cached by its text while typing (pipeline/documents.ts), or one at a time
// for a long stream (pipeline/stream.ts). A line that starts with `---` followed by a blank or the
// line end is a document marker wherever it appears (YAML 1.2 §9.1.2: c-directives-end is a
// c-forbidden line start, inside block and quoted scalars too); the yaml library ends a block
// scalar, a quoted scalar or a flow collection there, as go-yaml v2's scanner does (a document
// indicator at column 0 ends the scalar or is "found unexpected document indicator"). So the cut
// is exact. One cut serves both callers: the keystroke path takes the chunks as they are (a chunk
// that parses with an error sends the whole text to the whole-text parse there), the stream adds
// the checks it needs to keep a part's parse equal to the whole text's (documentParts).
import { scanMarkedNesting } from './nesting';
import { type TextOrigin } from './parsed';
import { needsRelaxing } from './relaxed';

export interface DocumentChunk {
  /** The text from one `---` line (or the text's start) to the next one. */
  text: string;
  /** Offset of the chunk in the whole text. */
  offset: number;
}

/** A run of whole documents of a text: `text.slice(offset, end)`, whose first document has index `index`. */
interface DocumentPart extends TextOrigin {
  /** Offset of the part's end in the text (exclusive). */
  end: number;
  /** The whole text's nesting scan holds for the part (nesting.ts scanMarkedNesting): its parse needs no scan of its own (parseDocumentPart's `nestingChecked`). */
  shallow: boolean;
  /**
   * The part is the whole text and the text was not checked for lines parseDocuments would
   * re-indent after an error (relaxed.ts needsRelaxing): when its parse has an error, the text is
   * to be parsed by parseDocuments instead. Without an error the part's parse is parseDocuments'
   * (it keeps its first parse), so a text of one document (a CRD's file) is not read for that at all.
   */
  reparseOnError: boolean;
  /** Offsets where the part's lines start, when the nesting scan found them (a text of one part): its LineIndex's. */
  lineStarts?: readonly number[];
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** `---` or `...` at offset i (a line start) followed by a blank or the end: a document marker. */
function isMarker(text: string, i: number, m = '---'): boolean {
  return text.startsWith(m, i) && (i + 3 === text.length || isBlank(text.charCodeAt(i + 3)));
}

/**
 * text.indexOf('\n' + s, from), searched for by `s`: indexOf looks for a pattern's first character
 * first, and a line feed is on every line, while `s` (`---`, `...`, `%`) is rare.
 */
export function lineStartIndexOf(text: string, s: string, from: number): number {
  for (let i = text.indexOf(s, from + 1); i >= 0; i = text.indexOf(s, i + 1)) if (text.charCodeAt(i - 1) === 10) return i - 1;
  return -1;
}

/** The number of line feeds in a text. */
export function countLineFeeds(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The chunks of a text, in order, each starting at a `---` line (the first one at the text's
 * start; empty chunks are left out). Null when the text has a line starting with `%`: a
 * directive belongs to the document after it, so such a text is parsed whole.
 */
export function splitDocumentTexts(text: string): DocumentChunk[] | null {
  if (text.startsWith('%') || lineStartIndexOf(text, '%', 0) >= 0) return null;
  const out: DocumentChunk[] = [];
  let start = 0;
  const push = (end: number) => {
    if (end <= start) return;
    out.push({ text: text.slice(start, end), offset: start });
    start = end;
  };
  for (let i = lineStartIndexOf(text, '---', 0); i >= 0; i = lineStartIndexOf(text, '---', i + 1)) if (isMarker(text, i + 1)) push(i + 1);
  push(text.length);
  return out;
}

/** A text of only blank lines and comments (a BOM allowed): it holds no document. */
function blankOrComments(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff) continue;
    if (c !== 35) return false; // '#'
    const eol = text.indexOf('\n', i);
    if (eol < 0) return true;
    i = eol;
  }
  return true;
}

/**
 * The documents of `text` for a stream read one document at a time: the chunks above, a
 * comment or blank prefix before the first `---` kept with that document (the yaml library
 * attaches it to that document). Each part holds one document, so `index` counts parts. Null
 * when the whole text must be parsed at once: `...` document end markers and `%` directives (a
 * document may then start without `---`), nesting beyond MAX_SOURCE_NESTING (reported for the
 * whole text), and, in a text of more than one part, lines the parser would re-indent after an
 * error (parseDocuments decides that for the whole text; a text of one part is marked
 * `reparseOnError` instead).
 */
export function documentParts(text: string): DocumentPart[] | null {
  const parts = eachDocumentPart(text);
  return parts && [...parts];
}

/**
 * documentParts one part at a time: the checks on the whole text first (null as there), then
 * an iterable that finds each part's end and line as it is asked for the part, so a stream of
 * many documents is cut without a list as long as its documents.
 */
export function eachDocumentPart(text: string): Iterable<DocumentPart> | null {
  if (text.startsWith('%') || lineStartIndexOf(text, '%', 0) >= 0) return null;
  if (isMarker(text, 0, '...')) return null;
  for (let i = lineStartIndexOf(text, '...', 0); i >= 0; i = lineStartIndexOf(text, '...', i + 1)) if (isMarker(text, i + 1, '...')) return null;
  const first = firstPartEnd(text);
  const one = first >= text.length;
  // a text of one part is its part: the scan, which reads every line feed, lists its lines for its parse
  const lineStarts = one ? [0] : undefined;
  const nesting = scanMarkedNesting(text, lineStarts);
  if (nesting.tooDeep >= 0) return null;
  if (!one && needsRelaxing(text)) return null;
  return { [Symbol.iterator]: () => cutParts(text, first, nesting.markersOutside, one, lineStarts) };
}

/** The start of the first `---` line after `from` (a line start), or the text's length. */
function nextMarker(text: string, from: number): number {
  for (let i = lineStartIndexOf(text, '---', from); i >= 0; i = lineStartIndexOf(text, '---', i + 1)) if (isMarker(text, i + 1)) return i + 1;
  return text.length;
}

/** The line feeds in text[from, to). */
function lineFeedsIn(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The end of the first part: the first `---` line after the text's start, the second one after a prefix without a document. */
function firstPartEnd(text: string): number {
  const end = nextMarker(text, 0);
  // a prefix without a document goes with the first `---` document
  return end < text.length && !isMarker(text, 0) && blankOrComments(text.slice(0, end)) ? nextMarker(text, end) : end;
}

/** The parts from the text's start; `end`: the first one's (firstPartEnd); `lineStarts`: the text's when it is one part. */
function* cutParts(text: string, end: number, shallow: boolean, reparseOnError: boolean, lineStarts: readonly number[] | undefined): Generator<DocumentPart> {
  const n = text.length;
  let start = 0;
  let line = 1;
  for (let index = 0; ; index++) {
    yield lineStarts ? { offset: start, line, index, end, shallow, reparseOnError, lineStarts } : { offset: start, line, index, end, shallow, reparseOnError };
    if (end >= n) return;
    line += lineFeedsIn(text, start, end);
    start = end;
    end = nextMarker(text, start);
  }
}
