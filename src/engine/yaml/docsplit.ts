// Cutting a YAML stream into its documents' texts without parsing it, so each document can be
// parsed (and cached) on its own. A line that starts with `---` followed by a blank or the line
// end is a document marker wherever it appears (YAML 1.2 §9.1.2: c-directives-end is a
// c-forbidden line start, inside block and quoted scalars too), so the cut is exact.

export interface DocumentChunk {
  /** The text from one `---` line (or the text's start) to the next one. */
  text: string;
  /** Offset of the chunk in the whole text. */
  offset: number;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** A `---` at offset i (a line start) followed by a blank or the end: a document marker. */
function isMarker(text: string, i: number): boolean {
  return text.startsWith('---', i) && (i + 3 === text.length || isBlank(text.charCodeAt(i + 3)));
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
  if (text.startsWith('%') || text.includes('\n%')) return null;
  const out: DocumentChunk[] = [];
  let start = 0;
  const push = (end: number) => {
    if (end <= start) return;
    out.push({ text: text.slice(start, end), offset: start });
    start = end;
  };
  for (let i = text.indexOf('\n---'); i >= 0; i = text.indexOf('\n---', i + 1)) if (isMarker(text, i + 1)) push(i + 1);
  push(text.length);
  return out;
}
