// Where a character of a scalar's value stands in the YAML source: quoted scalars have
// escapes ('' and \x..), block scalars an indicator line and indentation, multi-line plain
// and folded scalars fold line breaks into spaces. Used to put a CEL error's caret on the
// exact column of a rule inside the CRD text.

export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

const SIMPLE_ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_ESCAPES: Record<string, number> = { x: 2, u: 4, U: 8 };

/** The escape sequence at src[j] (a backslash) of a double-quoted scalar: what it yields and its length. */
function escapeAt(src: string, j: number): { text: string; length: number } {
  const k = src[j + 1];
  if (k === undefined) return { text: '', length: 1 };
  if (k in SIMPLE_ESCAPES) return { text: SIMPLE_ESCAPES[k], length: 2 };
  if (k in HEX_ESCAPES) {
    const n = HEX_ESCAPES[k];
    const cp = parseInt(src.slice(j + 2, j + 2 + n), 16);
    return { text: Number.isNaN(cp) ? '' : String.fromCodePoint(cp), length: 2 + n };
  }
  if (k === '\n' || k === '\r') return { text: '', length: 2 }; // escaped line break: joins lines
  return { text: k, length: 2 };
}

/**
 * Offsets (relative to the scalar's source text) of each UTF-16 unit of `value`. `source` is
 * the node's source slice; the result has value.length + 1 entries (the last is the end).
 */
export function valueOffsetsInSource(style: ScalarStyle, source: string, value: string): number[] {
  let j = 0;
  if (style === 'QUOTE_DOUBLE' || style === 'QUOTE_SINGLE') j = 1;
  else if (style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED') {
    const nl = source.indexOf('\n');
    j = nl < 0 ? source.length : nl + 1;
  }
  const out: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === ' ' || c === '\n' || c === '\t') {
      // a literal space, or a folded/kept line break: stays at the source position
      if (source[j] === c) {
        out.push(j);
        j++;
      } else {
        out.push(Math.min(j, source.length));
        if (c !== ' ' || source[j] === '\n') {
          // skip the line break and the next line's indentation
          while (j < source.length && (source[j] === '\n' || source[j] === '\r')) j++;
          while (j < source.length && (source[j] === ' ' || source[j] === '\t')) j++;
        }
      }
      continue;
    }
    let found = false;
    while (j < source.length) {
      if (style === 'QUOTE_DOUBLE' && source[j] === '\\') {
        const e = escapeAt(source, j);
        if (e.text.length > 0 && e.text[0] === c) {
          out.push(j);
          // a code point beyond the BMP yields two units from one escape
          if (e.text.length === 2 && value[i + 1] === e.text[1]) {
            out.push(j);
            i++;
          }
          j += e.length;
          found = true;
          break;
        }
        j += e.length;
        continue;
      }
      if (style === 'QUOTE_SINGLE' && c === "'" && source[j] === "'" && source[j + 1] === "'") {
        out.push(j);
        j += 2;
        found = true;
        break;
      }
      if (source[j] === c) {
        out.push(j);
        j++;
        found = true;
        break;
      }
      j++;
    }
    if (!found) out.push(source.length);
  }
  out.push(Math.min(j, source.length));
  return out;
}

/** The UTF-16 index in `text` of 1-based line `line`, 1-based code-point column `column`. */
export function indexOfLineColumn(text: string, line: number, column: number): number {
  let i = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', i);
    if (nl < 0) return text.length;
    i = nl + 1;
  }
  for (let c = 1; c < column && i < text.length; c++) {
    const cp = text.codePointAt(i)!;
    if (text[i] === '\n') break;
    i += cp > 0xffff ? 2 : 1;
  }
  return i;
}
