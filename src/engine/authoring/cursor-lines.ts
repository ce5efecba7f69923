// Line-level YAML lexing for the cursor scanner: documents, comments, `key:` indicators, flow
// brackets. Tolerant of incomplete text (the user is typing): nothing here throws or backtracks.

/** A `---` separated document: [start, end) offsets of its content and its index as parseDocuments counts it. */
interface DocBounds {
  index: number;
  start: number;
  end: number;
}

const isSpace = (c: number) => c === 32 || c === 9;

/** Offsets of the line starts of `---` separators (column 0, followed by a space or line end). */
function separators(text: string): number[] {
  const out: number[] = [];
  let i = 0;
  while (i <= text.length) {
    if (text.startsWith('---', i)) {
      const c = text.charCodeAt(i + 3);
      if (Number.isNaN(c) || c === 10 || c === 13 || isSpace(c)) out.push(i);
    }
    const nl = text.indexOf('\n', i);
    if (nl < 0) break;
    i = nl + 1;
  }
  return out;
}

let cacheText: string | undefined;
let cacheSeps: number[] = [];

/** Whether [start, end) holds anything but blank lines, comments and directives. */
function hasContent(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end) {
    let nl = text.indexOf('\n', i);
    if (nl < 0 || nl > end) nl = end;
    const line = text.slice(i, nl).trim();
    if (line !== '' && !line.startsWith('#') && !line.startsWith('%')) return true;
    i = nl + 1;
  }
  return false;
}

/** The document holding `offset`, counted as the `yaml` parser (and so the engine's docIndex) counts them. */
export function documentAt(text: string, offset: number): DocBounds {
  if (cacheText !== text) {
    cacheText = text;
    cacheSeps = separators(text);
  }
  const seps = cacheSeps;
  // the separators before the offset (a cursor on the separator line itself belongs to the next document)
  let lo = 0;
  let hi = seps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (seps[mid] <= offset) lo = mid + 1;
    else hi = mid;
  }
  const before = lo; // number of separators starting at or before offset
  const leading = seps.length > 0 && hasContent(text, 0, seps[0]) ? 1 : 0;
  const noSeps = seps.length === 0;
  if (before === 0) {
    return { index: 0, start: 0, end: noSeps ? text.length : seps[0] };
  }
  const sep = seps[before - 1];
  const nl = text.indexOf('\n', sep);
  const start = nl < 0 ? text.length : nl + 1;
  // content on the separator line itself (`--- a: 1`) starts the document there
  const inline =
    sep + 3 < (nl < 0 ? text.length : nl) &&
    text.slice(sep + 3, nl < 0 ? undefined : nl).trim() !== '' &&
    !text
      .slice(sep + 3, nl < 0 ? undefined : nl)
      .trim()
      .startsWith('#');
  const end = before < seps.length ? seps[before] : text.length;
  return { index: before - 1 + leading, start: inline ? sep + 4 : start, end };
}

/** Index of the `#` that starts a comment in `line` (outside quotes), or -1. */
export function commentStart(line: string): number {
  let quote = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote) {
      if (quote === 39 && c === 39) {
        if (line.charCodeAt(i + 1) === 39) i++;
        else quote = 0;
      } else if (quote === 34 && c === 92) i++;
      else if (quote === 34 && c === 34) quote = 0;
      continue;
    }
    if (c === 35 && (i === 0 || isSpace(line.charCodeAt(i - 1)))) return i;
    // a quote opens a quoted scalar only at the start of a token
    if ((c === 34 || c === 39) && (i === 0 || /[\s:,[{\-?]/.test(line[i - 1]))) quote = c;
  }
  return -1;
}

/** Leading spaces of a line. */
export function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}

interface KeyMatch {
  key: string;
  /** Offsets in the content string. */
  keyStart: number;
  keyEnd: number;
  /** Where the value starts (after the colon and spaces). */
  valueStart: number;
}

/** `key: value` at the start of `content` (a plain or quoted key followed by `:` and a space or the end). */
export function matchKey(content: string): KeyMatch | null {
  if (content === '' || content.startsWith('- ') || content === '-' || content[0] === '{' || content[0] === '[' || content[0] === '#') return null;
  let keyEnd: number;
  let key: string;
  let keyStart = 0;
  let colon: number;
  const q = content[0];
  if (q === '"' || q === "'") {
    let i = 1;
    for (; i < content.length; i++) {
      if (q === '"' && content[i] === '\\') i++;
      else if (content[i] === q) {
        if (q === "'" && content[i + 1] === "'") i++;
        else break;
      }
    }
    if (i >= content.length) return null;
    keyStart = 1;
    keyEnd = i;
    key = q === '"' ? unescapeDouble(content.slice(1, i)) : content.slice(1, i).replace(/''/g, "'");
    colon = i + 1;
    while (colon < content.length && isSpace(content.charCodeAt(colon))) colon++;
    if (content[colon] !== ':') return null;
  } else {
    colon = -1;
    for (let i = 0; i < content.length; i++) {
      const c = content[i];
      if (c === ':' && (i + 1 >= content.length || /[\s]/.test(content[i + 1]))) {
        colon = i;
        break;
      }
      if (c === '#' && i > 0 && isSpace(content.charCodeAt(i - 1))) return null;
    }
    if (colon < 0) return null;
    keyEnd = colon;
    while (keyEnd > 0 && isSpace(content.charCodeAt(keyEnd - 1))) keyEnd--;
    key = content.slice(0, keyEnd);
  }
  let valueStart = colon + 1;
  while (valueStart < content.length && isSpace(content.charCodeAt(valueStart))) valueStart++;
  return { key, keyStart, keyEnd, valueStart };
}

function unescapeDouble(s: string): string {
  if (!s.includes('\\')) return s;
  try {
    return JSON.parse(`"${s}"`) as string;
  } catch {
    return s;
  }
}

/** What a value (after `key:` or `- `) opens: nothing (child lines follow), a block scalar, a flow collection, or a scalar. */
export type ValueStart = 'empty' | 'block' | 'flow' | 'quoted' | 'scalar';

export function valueStart(value: string): ValueStart {
  let v = value;
  const hash = commentStart(v);
  if (hash >= 0) v = v.slice(0, hash);
  v = v.trim();
  // anchors and tags before the value
  while (/^[&!]\S*/.test(v)) v = v.replace(/^[&!]\S*\s*/, '');
  if (v === '') return 'empty';
  const c = v[0];
  if (c === '|' || c === '>') return /^[|>][-+0-9]*$/.test(v) ? 'block' : 'scalar';
  if (c === '{' || c === '[') return 'flow';
  if (c === '"' || c === "'") return 'quoted';
  return 'scalar';
}

/**
 * Bracket depth change of a flow text fragment, ignoring quoted strings and comments. `quote` carries
 * an open quote across lines.
 */
export function flowDepth(s: string, state: { depth: number; quote: number }): void {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (state.quote) {
      if (state.quote === 34 && c === 92) i++;
      else if (c === state.quote) {
        if (c === 39 && s.charCodeAt(i + 1) === 39) i++;
        else state.quote = 0;
      }
      continue;
    }
    if (c === 34 || c === 39) state.quote = c;
    else if (c === 35 && (i === 0 || isSpace(s.charCodeAt(i - 1)))) return;
    else if (c === 123 || c === 91) state.depth++;
    else if (c === 125 || c === 93) {
      state.depth--;
      if (state.depth <= 0) return;
    }
  }
}

/** Whether a quoted scalar opened in `s` is closed on the same line. */
export function quoteClosed(s: string): boolean {
  const q = s.charCodeAt(0);
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (q === 34 && c === 92) i++;
    else if (c === q) {
      if (q === 39 && s.charCodeAt(i + 1) === 39) i++;
      else return true;
    }
  }
  return false;
}
