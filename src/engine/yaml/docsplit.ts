// Cutting a YAML stream into its documents' texts without parsing it, so each document can be
// parsed (and cached) on its own. A line that starts with `---` followed by a blank or the line
// end is a document marker wherever it appears (YAML 1.2 §9.1.2: c-directives-end is a
// c-forbidden line start, inside block and quoted scalars too), so the cut is exact.

export interface DocumentChunk {
  /** The text from one `---` line (or the text's start) to the next one. */
  text: string;
  /** Offset of the chunk in the whole text. */
  offset: number;
  /** 0-based line of the chunk's first character in the whole text. */
  line: number;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * The chunks of a text, in order, each starting at a `---` line (the first one at the text's
 * start; empty chunks are left out). Null when the text has a line starting with `%`: a
 * directive belongs to the document after it, so such a text is parsed whole.
 */
export function splitDocumentTexts(text: string): DocumentChunk[] | null {
  const out: DocumentChunk[] = [];
  let start = 0;
  let startLine = 0;
  let line = 0;
  for (let i = 0; i <= text.length;) {
    // i is at a line start
    const c = text.charCodeAt(i);
    if (c === 37 /* % */) return null;
    if (c === 45 && text.charCodeAt(i + 1) === 45 && text.charCodeAt(i + 2) === 45 && (i + 3 === text.length || isBlank(text.charCodeAt(i + 3)))) {
      if (i > start) out.push({ text: text.slice(start, i), offset: start, line: startLine });
      start = i;
      startLine = line;
    }
    const nl = text.indexOf('\n', i);
    if (nl < 0) break;
    i = nl + 1;
    line++;
  }
  if (text.length > start) out.push({ text: text.slice(start), offset: start, line: startLine });
  return out;
}
