// CEL lexer (cel-spec langdef.md lexical grammar, token names as cel-go's ANTLR grammar CEL.g4).
// Offsets are UTF-16 indexes into the source; the parser converts to code points for reporting.

export type TokKind =
  | 'IDENT'
  | 'ESC_IDENT'
  | 'INT'
  | 'UINT'
  | 'FLOAT'
  | 'STRING'
  | 'BYTES'
  | 'PUNCT'
  | 'EOF'
  | 'ERROR';

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
    const pm =
      c === '"' || c === "'" || c === 'r' || c === 'R' || c === 'b' || c === 'B'
        ? /^(?:[rR][bB]?|[bB][rR]?)?("""|'''|"|')/.exec(src.slice(i, i + 5))
        : null;
    if (pm) {
      const prefix = pm[0].slice(0, pm[0].length - pm[1]!.length).toLowerCase();
      const quote = pm[1]!;
      let j = i + pm[0].length;
      const raw = prefix.includes('r');
      let closed = false;
      while (j < n) {
        if (src.startsWith(quote, j)) {
          closed = true;
          j += quote.length;
          break;
        }
        const ch = src[j]!;
        if (quote.length === 1 && (ch === '\n' || ch === '\r')) break;
        if (ch === '\\' && !raw) j += 2;
        else if (ch === '\\' && raw) j += src[j + 1] === quote[0] || src[j + 1] === '\\' ? 2 : 1;
        else j++;
      }
      if (!closed) {
        toks.push({ kind: 'ERROR', text: src.slice(i, Math.min(j, n)), start, end: j });
        i = n;
        break;
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
      toks.push({ kind: 'ERROR', text: src.slice(i, j + 1 <= n ? j + 1 : n), start, end: j });
      i = n;
      break;
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
    // unrecognised character(s): ANTLR reports the longest run it cannot start a token with
    const cp = String.fromCodePoint(src.codePointAt(i)!);
    toks.push({ kind: 'ERROR', text: cp, start, end: i + cp.length });
    i += cp.length;
  }
  toks.push({ kind: 'EOF', text: '<EOF>', start: n, end: n });
  return toks;
}
