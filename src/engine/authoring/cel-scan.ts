// Reading a CEL expression that is being typed: whether an offset is inside a string literal, the
// word under the cursor, the receiver before a `.`, and the comprehension variables in scope
// (`self.items.all(i, i.` binds `i` to an item of `self.items`). Pure text work on the prefix:
// the expression is usually incomplete, so it cannot be parsed.

export interface Scope {
  /** Comprehension variables from the outermost call inwards. */
  vars: { name: string; range: string; role: 'elem' | 'key' | 'index' | 'value' | 'optional' }[];
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*$/;
const ONE_VAR_MACROS = new Set(['all', 'exists', 'exists_one', 'existsOne', 'map', 'filter', 'sortBy', 'optMap', 'optFlatMap']);
const TWO_VAR_ONLY = new Set(['transformList', 'transformMap', 'transformMapEntry']);
const TWO_VAR_OPTIONAL = new Set(['all', 'exists', 'existsOne']);

/** Positions of unclosed `(` and `[` in `text`, and whether `text` ends inside a string literal. */
export function scanBrackets(text: string): { open: { ch: string; at: number }[]; inString: boolean } {
  const open: { ch: string; at: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const raw = i > 0 && /[rR]/.test(text[i - 1]) && !/[A-Za-z0-9_]/.test(text[i - 2] ?? '');
      const close = triple ? c.repeat(3) : c;
      let j = i + close.length;
      let closed = false;
      while (j < text.length) {
        if (!raw && text[j] === '\\') {
          j += 2;
          continue;
        }
        if (text.startsWith(close, j)) {
          closed = true;
          j += close.length;
          break;
        }
        if (!triple && text[j] === '\n') break;
        j++;
      }
      if (!closed) return { open, inString: true };
      i = j;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') open.push({ ch: c, at: i });
    else if (c === ')' || c === ']' || c === '}') open.pop();
    i++;
  }
  return { open, inString: false };
}

/** The identifier being typed at the end of `prefix` (possibly empty). */
export function wordBefore(prefix: string): string {
  const m = IDENT.exec(prefix);
  if (!m) return '';
  // a number such as `1e5` is no identifier
  const before = prefix[prefix.length - m[0].length - 1];
  if (before !== undefined && /[0-9]/.test(before)) return '';
  return m[0];
}

/**
 * The receiver expression ending at the end of `text` (`self.spec.items[0]`, `x.filter(i, i > 1)`,
 * `'a'`): identifiers, selections, calls and indexes, strings; '' when there is none.
 */
export function receiverBefore(text: string): string {
  let i = text.length;
  // after an index `[...]` an operand may precede it (`x[0]`) or not (a list literal)
  let optional = false;
  for (;;) {
    const c = text[i - 1];
    if (c === ')' || c === ']') {
      const j = matchingOpen(text, i - 1);
      if (j < 0) return '';
      i = j;
      if (c === ']') {
        optional = true;
        continue;
      }
      const w = IDENT.exec(text.slice(0, i));
      if (w) i -= w[0].length;
    } else if (c === '"' || c === "'") {
      const k = text.lastIndexOf(c, i - 2);
      if (k < 0) return '';
      i = k;
    } else {
      const w = c === undefined ? null : IDENT.exec(text.slice(0, i));
      if (!w) {
        if (optional) break;
        return '';
      }
      i -= w[0].length;
    }
    optional = false;
    // a selection continues the chain: `.x`, `.?x`
    if (text[i - 1] === '.') i -= 1;
    else if (text[i - 1] === '?' && text[i - 2] === '.') i -= 2;
    else break;
  }
  return text.slice(i);
}

/** The index of the bracket opening the one at `close`, skipping strings; -1 when there is none. */
function matchingOpen(text: string, close: number): number {
  const c = text[close];
  const openCh = c === ')' ? '(' : '[';
  let depth = 0;
  for (let j = close; j >= 0; j--) {
    const d = text[j];
    if (d === ')' || d === ']') depth++;
    else if (d === '(' || d === '[') {
      depth--;
      if (depth === 0) return d === openCh ? j : -1;
    } else if (d === '"' || d === "'") {
      const k = text.lastIndexOf(d, j - 1);
      if (k < 0) return -1;
      j = k;
    }
  }
  return -1;
}

/** Splits call arguments at top-level commas. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

const isIdent = (s: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(s);

/** The comprehension variables bound at the end of `prefix`. */
export function scopeAt(prefix: string): Scope {
  const { open } = scanBrackets(prefix);
  const vars: Scope['vars'] = [];
  for (const o of open) {
    if (o.ch !== '(') continue;
    const before = prefix.slice(0, o.at);
    const m = IDENT.exec(before);
    if (!m) continue;
    const name = m[0];
    const dot = before.length - name.length - 1;
    if (prefix[dot] !== '.') continue;
    const range = receiverBefore(prefix.slice(0, dot).replace(/\?$/, ''));
    if (!range) continue;
    const args = splitArgs(prefix.slice(o.at + 1));
    const a0 = args[0]?.trim() ?? '';
    const a1 = args[1]?.trim() ?? '';
    const twoVars = TWO_VAR_ONLY.has(name) || (TWO_VAR_OPTIONAL.has(name) && args.length >= 3 && isIdent(a1));
    if (twoVars) {
      if (args.length < 3 || !isIdent(a0) || !isIdent(a1)) continue;
      vars.push({ name: a0, range, role: 'index' }, { name: a1, range, role: 'value' });
    } else if (ONE_VAR_MACROS.has(name)) {
      if (args.length < 2 || !isIdent(a0)) continue;
      vars.push({ name: a0, range, role: name === 'optMap' || name === 'optFlatMap' ? 'optional' : 'elem' });
    }
  }
  return { vars };
}
