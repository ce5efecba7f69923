// go-yaml (what kubectl uses) does not check indentation inside flow collections and quoted
// scalars; the YAML spec, and the yaml library, require continuation lines to be indented
// past their block. Real manifests rely on go-yaml's leniency, e.g.
//     args: ["
//       echo hello
//     "]
// When a text fails to parse, the playground indents such continuation lines just enough and
// parses again; inside flow collections and quoted scalars leading spaces carry no meaning, so
// the values are the same. `added` records the spaces put in front of each line, so positions
// can be mapped back to the user's text.

interface RelaxedText {
  text: string;
  /** Spaces added at the start of each line (0-based line index). */
  added: number[];
}

function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && line[i] === ' ') i++;
  return i;
}

/** Re-indents under-indented continuation lines of flow collections and quoted scalars; null if none. */
export function relaxFlowIndentation(text: string): RelaxedText | null {
  const lines = text.split('\n');
  const added = new Array<number>(lines.length).fill(0);
  let depth = 0; // open [ and { outside quotes
  let quote = ''; // open ' or "
  let openedAt = -1; // indentation of the line where the open construct started
  let changed = false;
  let blockIndent = -1; // inside a block scalar (| or >) started on a line with this indentation
  for (let li = 0; li < lines.length; li++) {
    let line = lines[li];
    const open = depth > 0 || quote !== '';
    if (!open && blockIndent >= 0) {
      if (line.trim() === '' || indentOf(line) > blockIndent) continue;
      blockIndent = -1;
    }
    if (!open && /(^|[\s:-])[|>][-+0-9]*\s*(#.*)?$/.test(line)) {
      // a block scalar header: its content is literal text, not flow or quoted YAML
      blockIndent = indentOf(line);
      continue;
    }
    if (open && line.trim() !== '' && indentOf(line) <= openedAt) {
      const pad = openedAt + 1 - indentOf(line);
      line = ' '.repeat(pad) + line;
      lines[li] = line;
      added[li] = pad;
      changed = true;
    }
    const indent = indentOf(line);
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote) {
        if (quote === '"' && c === '\\') i++;
        else if (c === quote) {
          if (quote === "'" && line[i + 1] === "'") i++;
          else quote = '';
        }
        continue;
      }
      if (c === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) break;
      if (c === '"' || (c === "'" && (i === 0 || /[\s[{,:]/.test(line[i - 1])))) {
        if (depth === 0 && openedAt < 0) openedAt = indent;
        quote = c;
      } else if (c === '[' || c === '{') {
        if (depth === 0 && !quote) openedAt = openedAt < 0 ? indent : openedAt;
        depth++;
      } else if ((c === ']' || c === '}') && depth > 0) depth--;
    }
    if (depth === 0 && !quote) openedAt = -1;
  }
  return changed ? { text: lines.join('\n'), added } : null;
}

/** JavaScript's whitespace and line terminators: what String.prototype.trim removes and `\s` matches. */
function isJsSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** Whether text[from, to) is all JavaScript whitespace (`line.trim() === ''`). */
function blankLine(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isJsSpace(text.charCodeAt(i))) return false;
  return true;
}

/** Whether the line text[from, to) ends with a block scalar header (relaxFlowIndentation's `(^|[\s:-])[|>][-+0-9]*\s*(#.*)?$`). */
function blockScalarHeader(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) {
    const c = text.charCodeAt(p);
    if (c !== 124 && c !== 62) continue; // | >
    if (p > from) {
      const b = text.charCodeAt(p - 1);
      if (b !== 58 && b !== 45 && !isJsSpace(b)) continue; // : -
    }
    let j = p + 1;
    for (; j < to; j++) {
      const d = text.charCodeAt(j);
      if (d !== 45 && d !== 43 && (d < 48 || d > 57)) break; // - + 0-9
    }
    while (j < to && isJsSpace(text.charCodeAt(j))) j++;
    if (j === to) return true;
    if (text.charCodeAt(j) !== 35) continue; // #: a comment to the line's end, without line terminators (`.`)
    let k = j + 1;
    for (; k < to; k++) {
      const d = text.charCodeAt(k);
      if (d === 13 || d === 0x2028 || d === 0x2029) break;
    }
    if (k === to) return true;
  }
  return false;
}

/** A character that can open a quote, a flow collection or a block scalar (or start a comment) on a line where nothing is open. */
const STATE_CHANGE = /["'[{|>]/g;

/**
 * relaxFlowIndentation(text) !== null, without building the relaxed text: one pass over the
 * characters that stops at the first line that would be re-indented (a stream cut into documents
 * asks this of every file; nearly all answer no).
 */
export function needsRelaxing(text: string): boolean {
  const n = text.length;
  let depth = 0; // open [ and { outside quotes
  let quote = 0; // open ' or " (character code)
  let openedAt = -1; // indentation of the line where the open construct started
  let blockIndent = -1; // inside a block scalar started on a line with this indentation
  for (let from = 0; from <= n;) {
    if (depth === 0 && quote === 0 && blockIndent < 0) {
      // nothing is open: lines without a quote, bracket, comment or block scalar indicator change nothing
      STATE_CHANGE.lastIndex = from;
      if (!STATE_CHANGE.test(text)) return false;
      from = text.lastIndexOf('\n', STATE_CHANGE.lastIndex - 1) + 1;
      openedAt = -1;
    }
    let to = text.indexOf('\n', from);
    if (to < 0) to = n;
    const next = to + 1;
    let indent = 0;
    while (from + indent < to && text.charCodeAt(from + indent) === 32) indent++;
    const open = depth > 0 || quote !== 0;
    if (!open && blockIndent >= 0) {
      if (indent > blockIndent || blankLine(text, from, to)) {
        from = next;
        continue;
      }
      blockIndent = -1;
    }
    if (!open && blockScalarHeader(text, from, to)) {
      blockIndent = indent;
      from = next;
      continue;
    }
    if (open && indent <= openedAt && !blankLine(text, from, to)) return true;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (quote !== 0) {
        if (quote === 34 && c === 92) i++;
        else if (c === quote) {
          if (quote === 39 && i + 1 < to && text.charCodeAt(i + 1) === 39) i++;
          else quote = 0;
        }
        continue;
      }
      const prev = i === from ? -1 : text.charCodeAt(i - 1);
      if (c === 35 && (prev === -1 || prev === 32 || prev === 9)) break;
      if (c === 34 || (c === 39 && (prev === -1 || prev === 91 || prev === 123 || prev === 44 || prev === 58 || isJsSpace(prev)))) {
        if (depth === 0 && openedAt < 0) openedAt = indent;
        quote = c;
      } else if (c === 91 || c === 123) {
        if (depth === 0 && openedAt < 0) openedAt = indent;
        depth++;
      } else if ((c === 93 || c === 125) && depth > 0) depth--;
    }
    if (depth === 0 && quote === 0) openedAt = -1;
    from = next;
  }
  return false;
}
