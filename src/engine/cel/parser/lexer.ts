// CEL lexer (cel-spec langdef.md lexical grammar, token names as cel-go's ANTLR grammar CEL.g4).
// Offsets are UTF-16 indexes into the source; the parser converts to code points for reporting.

type TokKind = 'IDENT' | 'ESC_IDENT' | 'INT' | 'UINT' | 'FLOAT' | 'STRING' | 'BYTES' | 'PUNCT' | 'EOF' | 'ERROR';

export interface Token {
  kind: TokKind;
  /** Raw source text of the token (for PUNCT the operator itself). */
  text: string;
  start: number;
  end: number;
}

const PUNCTS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '.', ',', '(', ')', '[', ']', '{', '}', '='];

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}
function isHex(c: string | undefined): boolean {
  return c !== undefined && /[0-9a-fA-F]/.test(c);
}
function isIdentStart(c: string | undefined): boolean {
  return c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_');
}
function isIdentPart(c: string | undefined): boolean {
  return isIdentStart(c) || isDigit(c);
}

/**
 * End index of the escape sequence starting at the backslash at j, or -(k+1) where k is the index
 * of the first character that makes it invalid (CEL.g4 ESC_SEQ / ESC_OCT_SEQ / ESC_BYTE_SEQ / ESC_UNI_SEQ).
 */
function escapeEnd(src: string, j: number): number {
  const e = src[j + 1];
  if (e === undefined) return -(j + 1 + 1);
  if ('abfnrtv"\'\\?`'.includes(e)) return j + 2;
  const need = (from: number, count: number, ok: (c: string | undefined) => boolean): number => {
    for (let k = from; k < from + count; k++) if (!ok(src[k])) return -(k + 1);
    return from + count;
  };
  if (e >= '0' && e <= '3') return need(j + 2, 2, (c) => c !== undefined && c >= '0' && c <= '7');
  if (e === 'x' || e === 'X') return need(j + 2, 2, isHex);
  if (e === 'u') return need(j + 2, 4, isHex);
  if (e === 'U') return need(j + 2, 8, isHex);
  return -(j + 1 + 1);
}

export function tokenize(src: string): Token[] {
  const toks: Token[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    // whitespace: space, \t, \n, \r, \f
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    // comments
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    const start = i;
    // string / bytes literals with optional r/b prefixes
    const pm = c === '"' || c === "'" || c === 'r' || c === 'R' || c === 'b' || c === 'B' ? /^(?:[rR][bB]?|[bB][rR]?)?("""|'''|"|')/.exec(src.slice(i, i + 5)) : null;
    if (pm) {
      const prefix = pm[0].slice(0, pm[0].length - pm[1]!.length).toLowerCase();
      const quote = pm[1]!;
      let j = i + pm[0].length;
      const raw = prefix.includes('r');
      let closed = false;
      let badAt = -1;
      while (j < n) {
        if (src.startsWith(quote, j)) {
          closed = true;
          j += quote.length;
          break;
        }
        const ch = src[j]!;
        if (quote.length === 1 && (ch === '\n' || ch === '\r')) break;
        if (ch === '\\' && !raw) {
          const k = escapeEnd(src, j);
          if (k < 0) {
            badAt = -k - 1;
            break;
          }
          j = k;
        } else if (ch === '\\' && raw) j += src[j + 1] === quote[0] || src[j + 1] === '\\' ? 2 : 1;
        else j++;
      }
      if (badAt >= 0) {
        // ANTLR: the token text up to and including the first character no rule accepts
        const end = Math.min(badAt + 1, n);
        toks.push({ kind: 'ERROR', text: src.slice(i, end), start, end });
        i = end;
        continue;
      }
      if (!closed) {
        toks.push({ kind: 'ERROR', text: src.slice(i, Math.min(j, n)), start, end: j });
        i = Math.max(j, i + 1);
        continue;
      }
      toks.push({ kind: prefix.includes('b') ? 'BYTES' : 'STRING', text: src.slice(i, j), start, end: j });
      i = j;
      continue;
    }
    if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(src[j])) j++;
      toks.push({ kind: 'IDENT', text: src.slice(i, j), start, end: j });
      i = j;
      continue;
    }
    if (c === '`') {
      let j = i + 1;
      while (j < n && /[a-zA-Z0-9_.\-/ ]/.test(src[j]!)) j++;
      if (src[j] === '`' && j > i + 1) {
        toks.push({ kind: 'ESC_IDENT', text: src.slice(i, j + 1), start, end: j + 1 });
        i = j + 1;
        continue;
      }
      const end = Math.min(j + 1, n);
      toks.push({ kind: 'ERROR', text: src.slice(i, end), start, end });
      i = end;
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(src[i + 1]))) {
      let j = i;
      if (c === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X') && isHex(src[i + 2])) {
        j = i + 2;
        while (isHex(src[j])) j++;
        if (src[j] === 'u' || src[j] === 'U') {
          toks.push({ kind: 'UINT', text: src.slice(i, j + 1), start, end: j + 1 });
          i = j + 1;
        } else {
          toks.push({ kind: 'INT', text: src.slice(i, j), start, end: j });
          i = j;
        }
        continue;
      }
      let isFloat = false;
      while (isDigit(src[j])) j++;
      if (src[j] === '.' && isDigit(src[j + 1])) {
        isFloat = true;
        j++;
        while (isDigit(src[j])) j++;
      }
      if ((src[j] === 'e' || src[j] === 'E') && (isDigit(src[j + 1]) || ((src[j + 1] === '+' || src[j + 1] === '-') && isDigit(src[j + 2])))) {
        isFloat = true;
        j += 2;
        while (isDigit(src[j])) j++;
      }
      if (!isFloat && (src[j] === 'u' || src[j] === 'U')) {
        toks.push({ kind: 'UINT', text: src.slice(i, j + 1), start, end: j + 1 });
        i = j + 1;
        continue;
      }
      toks.push({ kind: isFloat ? 'FLOAT' : 'INT', text: src.slice(i, j), start, end: j });
      i = j;
      continue;
    }
    const p = PUNCTS.find((q) => src.startsWith(q, i));
    if (p && p !== '=') {
      toks.push({ kind: 'PUNCT', text: p, start, end: i + p.length });
      i += p.length;
      continue;
    }
    // unrecognised character: ANTLR reports the text up to and including the character that failed
    // ('|' of '||' and '&' of '&&' take the following character with them) and skips it
    let end = i + String.fromCodePoint(src.codePointAt(i)!).length;
    if ((c === '|' || c === '&' || c === '=') && end < n) end += String.fromCodePoint(src.codePointAt(end)!).length;
    toks.push({ kind: 'ERROR', text: src.slice(i, end), start, end });
    i = end;
  }
  toks.push({ kind: 'EOF', text: '<EOF>', start: n, end: n });
  return toks;
}
