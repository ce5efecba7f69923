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
