// go/scanner: Go's tokens, with automatic semicolons (the Go spec's rule: a newline or the end of
// the file after an identifier, a literal, one of the keywords break/continue/fallthrough/return,
// or one of ++ -- ) ] } ends the statement). Comments are returned as tokens, before the
// semicolon their line ends with, as go/scanner does since Go 1.20. Errors carry go/scanner's texts.

/** Token kinds: literal classes in capitals, keywords and operators as written, ';' for semicolons. */
export type Token = string;

export const IDENT = 'IDENT';
export const INT = 'INT';
export const FLOAT = 'FLOAT';
export const IMAG = 'IMAG';
export const CHAR = 'CHAR';
export const STRING = 'STRING';
export const COMMENT = 'COMMENT';
export const EOF = 'EOF';
export const ILLEGAL = 'ILLEGAL';

const KEYWORDS = new Set([
  'break',
  'case',
  'chan',
  'const',
  'continue',
  'default',
  'defer',
  'else',
  'fallthrough',
  'for',
  'func',
  'go',
  'goto',
  'if',
  'import',
  'interface',
  'map',
  'package',
  'range',
  'return',
  'select',
  'struct',
  'switch',
  'type',
  'var',
]);

/** Whether a token is a literal class (its text, not its kind, is what an error message shows). */
export function isLiteral(tok: Token): boolean {
  return tok === IDENT || tok === INT || tok === FLOAT || tok === IMAG || tok === CHAR || tok === STRING;
}

export type ErrorHandler = (offset: number, message: string) => void;

const NON_ASCII_LETTER = /\p{L}/u;
const NON_ASCII_DIGIT = /\p{Nd}/u;

function isLetter(ch: number, src: string, i: number): boolean {
  if (ch < 0x80) return (ch >= 0x61 && ch <= 0x7a) || (ch >= 0x41 && ch <= 0x5a) || ch === 0x5f;
  return NON_ASCII_LETTER.test(String.fromCodePoint(src.codePointAt(i) ?? ch));
}

function isDigitAt(ch: number, src: string, i: number): boolean {
  if (ch < 0x80) return ch >= 0x30 && ch <= 0x39;
  return NON_ASCII_DIGIT.test(String.fromCodePoint(src.codePointAt(i) ?? ch));
}

const isDecimal = (ch: number): boolean => ch >= 0x30 && ch <= 0x39;
const isHex = (ch: number): boolean => (ch >= 0x30 && ch <= 0x39) || (ch >= 0x61 && ch <= 0x66) || (ch >= 0x41 && ch <= 0x46);
const lower = (ch: number): number => ch | 0x20;

function digitVal(ch: number): number {
  if (ch >= 0x30 && ch <= 0x39) return ch - 0x30;
  const l = lower(ch);
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return 16;
}

/** fmt's %#U: `U+0040 '@'`, or `U+0000` for a code point that is not printable. */
export function formatCodePoint(cp: number): string {
  const hex = cp.toString(16).toUpperCase().padStart(4, '0');
  const s = String.fromCodePoint(cp);
  const printable = cp > 0x20 && !(cp >= 0x7f && cp < 0xa0) && /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(s);
  return printable ? `U+${hex} '${s}'` : `U+${hex}`;
}

function litname(prefix: string): string {
  switch (prefix) {
    case 'x':
      return 'hexadecimal literal';
    case 'o':
    case '0':
      return 'octal literal';
    case 'b':
      return 'binary literal';
  }
  return 'decimal literal';
}

/** The index of the first misplaced '_' in a number literal, or -1 (go/scanner invalidSep). */
function invalidSep(x: string): number {
  let x1 = ' ';
  let d = '.';
  let i = 0;
  if (x.length >= 2 && x[0] === '0') {
    x1 = x[1].toLowerCase();
    if (x1 === 'x' || x1 === 'o' || x1 === 'b') {
      d = '0';
      i = 2;
    }
  }
  for (; i < x.length; i++) {
    const p = d;
    d = x[i];
    const c = x.charCodeAt(i);
    if (d === '_') {
      if (p !== '0') return i;
    } else if (isDecimal(c) || (x1 === 'x' && isHex(c))) {
      d = '0';
    } else {
      if (p === '_') return i - 1;
      d = '.';
    }
  }
  return d === '_' ? x.length - 1 : -1;
}

/** %q of one character, as go/scanner's errors print a digit or an exponent letter. */
function quoteChar(ch: string): string {
  return ch === "'" ? "'\\''" : ch === '\\' ? "'\\\\'" : `'${ch}'`;
}

export class Scanner {
  /** The current token's kind, text and start offset (after `scan()`). */
  tok: Token = ILLEGAL;
  lit = '';
  offset = 0;
  /** The offsets where lines start: lineStarts[k] is the offset of line k+1. */
  readonly lineStarts: number[] = [0];

  private pos = 0;
  private insertSemi = false;
  /** Whether the text holds a NUL or a byte order mark past its start (checked inside comments and literals). */
  private readonly oddChars: boolean;
  /** A semicolon owed after a comment that ended its line: its offset, or -1. */
  private pendingSemi = -1;

  constructor(
    private readonly src: string,
    private readonly onError: ErrorHandler,
  ) {
    if (src.charCodeAt(0) === 0xfeff) this.pos = 1;
    this.oddChars = src.includes('\u0000') || src.indexOf('\ufeff', 1) >= 0;
  }

  /** The 1-based line of an offset. */
  lineOf(offset: number): number {
    const ls = this.lineStarts;
    let lo = 0;
    let hi = ls.length - 1;
    if (offset >= ls[hi]) return hi + 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ls[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  private newline(at: number): void {
    const ls = this.lineStarts;
    if (ls[ls.length - 1] < at + 1) ls.push(at + 1);
  }

  private error(offset: number, message: string): void {
    this.onError(offset, message);
  }

  /** Scans the next token into tok/lit/offset. */
  scan(): Token {
    if (this.pendingSemi >= 0) {
      this.offset = this.pendingSemi;
      this.pendingSemi = -1;
      this.insertSemi = false;
      return this.set(';', '\n');
    }
    const src = this.src;
    const n = src.length;
    let p = this.pos;
    // white space (a newline ends the statement when a semicolon is due)
    for (;;) {
      if (p >= n) break;
      const c = src.charCodeAt(p);
      if (c === 0x20 || c === 0x09 || c === 0x0d) p++;
      else if (c === 0x0a) {
        if (this.insertSemi) {
          this.newline(p);
          this.pos = p + 1;
          this.offset = p;
          this.insertSemi = false;
          return this.set(';', '\n');
        }
        this.newline(p);
        p++;
      } else break;
    }
    this.offset = p;
    if (p >= n) {
      this.pos = p;
      if (this.insertSemi) {
        this.insertSemi = false;
        return this.set(';', '\n');
      }
      return this.set(EOF, '');
    }
    const c = src.charCodeAt(p);
    if (isLetter(c, src, p)) {
      let q = p + (c >= 0xd800 && c <= 0xdbff ? 2 : 1);
      while (q < n) {
        const d = src.charCodeAt(q);
        if (d < 0x80) {
          if ((d >= 0x61 && d <= 0x7a) || (d >= 0x41 && d <= 0x5a) || d === 0x5f || (d >= 0x30 && d <= 0x39)) q++;
          else break;
        } else if (isLetter(d, src, q) || isDigitAt(d, src, q)) q += d >= 0xd800 && d <= 0xdbff ? 2 : 1;
        else break;
      }
      this.pos = q;
      const word = src.slice(p, q);
      if (word.length > 1 && KEYWORDS.has(word)) {
        this.insertSemi = word === 'break' || word === 'continue' || word === 'fallthrough' || word === 'return';
        return this.set(word, word);
      }
      this.insertSemi = true;
      return this.set(IDENT, word);
    }
    if (isDecimal(c) || (c === 0x2e && p + 1 < n && isDecimal(src.charCodeAt(p + 1)))) {
      this.insertSemi = true;
      return this.scanNumber(p);
    }
    this.pos = p + 1;
    let insertSemi = false;
    let tok: Token;
    switch (c) {
      case 0x22: // "
        insertSemi = true;
        tok = this.scanString(p);
        break;
      case 0x60: // `
        insertSemi = true;
        tok = this.scanRawString(p);
        break;
      case 0x27: // '
        insertSemi = true;
        tok = this.scanRune(p);
        break;
      case 0x2f: {
        // '/'
        const d = src.charCodeAt(p + 1);
        if (d === 0x2f || d === 0x2a) return this.scanComment(p);
        tok = this.op(p, '/', '/=');
        break;
      }
      case 0x3a: // :
        tok = this.op(p, ':', ':=');
        break;
      case 0x2e: // .
        if (src.charCodeAt(p + 1) === 0x2e && src.charCodeAt(p + 2) === 0x2e) {
          this.pos = p + 3;
          tok = '...';
        } else tok = '.';
        break;
      case 0x2c:
        tok = ',';
        break;
      case 0x3b:
        tok = ';';
        break;
      case 0x28:
        tok = '(';
        break;
      case 0x29:
        insertSemi = true;
        tok = ')';
        break;
      case 0x5b:
        tok = '[';
        break;
      case 0x5d:
        insertSemi = true;
        tok = ']';
        break;
      case 0x7b:
        tok = '{';
        break;
      case 0x7d:
        insertSemi = true;
        tok = '}';
        break;
      case 0x2b: // +
        tok = this.op3(p, '+', '+=', '++');
        if (tok === '++') insertSemi = true;
        break;
      case 0x2d: // -
        tok = this.op3(p, '-', '-=', '--');
        if (tok === '--') insertSemi = true;
        break;
      case 0x2a:
        tok = this.op(p, '*', '*=');
        break;
      case 0x25:
        tok = this.op(p, '%', '%=');
        break;
      case 0x5e:
        tok = this.op(p, '^', '^=');
        break;
      case 0x3c: // <
        if (src.charCodeAt(p + 1) === 0x2d) {
          this.pos = p + 2;
          tok = '<-';
        } else if (src.charCodeAt(p + 1) === 0x3c) {
          this.pos = p + 2;
          tok = this.op(p + 1, '<<', '<<=');
        } else tok = this.op(p, '<', '<=');
        break;
      case 0x3e: // >
        if (src.charCodeAt(p + 1) === 0x3e) {
          this.pos = p + 2;
          tok = this.op(p + 1, '>>', '>>=');
        } else tok = this.op(p, '>', '>=');
        break;
      case 0x3d:
        tok = this.op(p, '=', '==');
        break;
      case 0x21:
        tok = this.op(p, '!', '!=');
        break;
      case 0x26: // &
        if (src.charCodeAt(p + 1) === 0x5e) {
          this.pos = p + 2;
          tok = this.op(p + 1, '&^', '&^=');
        } else tok = this.op3(p, '&', '&=', '&&');
        break;
      case 0x7c:
        tok = this.op3(p, '|', '|=', '||');
        break;
      case 0x7e:
        tok = '~';
        break;
      default: {
        const cp = src.codePointAt(p) ?? c;
        if (cp > 0xffff) this.pos = p + 2;
        if (cp === 0xfeff) this.error(p, 'illegal byte order mark');
        else if (cp === 0) this.error(p, 'illegal character NUL');
        else this.error(p, `illegal character ${formatCodePoint(cp)}`);
        insertSemi = this.insertSemi; // preserve insertSemi info
        this.insertSemi = insertSemi;
        return this.set(ILLEGAL, src.slice(p, this.pos));
      }
    }
    this.insertSemi = insertSemi;
    if (tok === STRING || tok === CHAR) {
      this.checkChars(p, this.pos);
      return this.set(tok, src.slice(p, this.pos));
    }
    return this.set(tok, tok);
  }

  /** The offset just after the current token. */
  get end(): number {
    return this.tok === ';' && this.lit === '\n' ? this.offset : this.pos;
  }

  private set(tok: Token, lit: string): Token {
    this.tok = tok;
    this.lit = lit;
    return tok;
  }

  /** `x` or `x=` (the one-character token at p, or it followed by '='). */
  private op(p: number, one: Token, withAssign: Token): Token {
    if (this.src.charCodeAt(p + 1) === 0x3d) {
      this.pos = p + 2;
      return withAssign;
    }
    return one;
  }

  /** `x`, `x=` or `xx`. */
  private op3(p: number, one: Token, withAssign: Token, doubled: Token): Token {
    const d = this.src.charCodeAt(p + 1);
    if (d === 0x3d) {
      this.pos = p + 2;
      return withAssign;
    }
    if (d === this.src.charCodeAt(p)) {
      this.pos = p + 2;
      return doubled;
    }
    return one;
  }

  private scanComment(p: number): Token {
    const src = this.src;
    const n = src.length;
    let q: number;
    let text: string;
    if (src.charCodeAt(p + 1) === 0x2f) {
      q = src.indexOf('\n', p + 2);
      if (q < 0) q = n;
      text = src.slice(p, q);
      this.pos = q;
    } else {
      const end = src.indexOf('*/', p + 2);
      let lineEnd = -1;
      const stop = end < 0 ? n : end;
      for (let i = src.indexOf('\n', p + 2); i >= 0 && i < stop; i = src.indexOf('\n', i + 1)) {
        if (lineEnd < 0) lineEnd = i;
        this.newline(i);
      }
      if (end < 0) {
        this.error(p, 'comment not terminated');
        q = n;
      } else q = end + 2;
      text = src.slice(p, q);
      this.pos = q;
      if (this.insertSemi && lineEnd >= 0) this.pendingSemi = lineEnd;
    }
    if (text.includes('\r')) text = stripCR(text, text[1] === '*');
    // a `//` comment keeps insertSemi: the newline after it ends the statement
    this.checkChars(p, q);
    return this.set(COMMENT, text);
  }

  /** go/scanner reads every character through next(), which rejects NUL and a byte order mark anywhere, comments and literals included. */
  private checkChars(from: number, to: number): void {
    if (!this.oddChars) return;
    const src = this.src;
    for (let i = from; i < to; i++) {
      const c = src.charCodeAt(i);
      if (c === 0) this.error(i, 'illegal character NUL');
      else if (c === 0xfeff) this.error(i, 'illegal byte order mark');
    }
  }

  private scanNumber(start: number): Token {
    const src = this.src;
    let p = start;
    let tok: Token = ILLEGAL;
    let base = 10;
    let prefix = '';
    let digsep = 0;
    let invalid = -1;
    const digits = (b: number): void => {
      if (b <= 10) {
        const max = 0x30 + b;
        for (;;) {
          const ch = src.charCodeAt(p);
          if (ch === 0x5f) digsep |= 2;
          else if (isDecimal(ch)) {
            digsep |= 1;
            if (ch >= max && invalid < 0) invalid = p;
          } else break;
          p++;
        }
      } else {
        for (;;) {
          const ch = src.charCodeAt(p);
          if (ch === 0x5f) digsep |= 2;
          else if (isHex(ch)) digsep |= 1;
          else break;
          p++;
        }
      }
    };
    if (src.charCodeAt(p) !== 0x2e) {
      tok = INT;
      if (src.charCodeAt(p) === 0x30) {
        p++;
        const l = lower(src.charCodeAt(p));
        if (l === 0x78) {
          p++;
          base = 16;
          prefix = 'x';
        } else if (l === 0x6f) {
          p++;
          base = 8;
          prefix = 'o';
        } else if (l === 0x62) {
          p++;
          base = 2;
          prefix = 'b';
        } else {
          base = 8;
          prefix = '0';
          digsep = 1;
        }
      }
      digits(base);
    }
    if (src.charCodeAt(p) === 0x2e) {
      tok = FLOAT;
      if (prefix === 'o' || prefix === 'b') this.error(p, `invalid radix point in ${litname(prefix)}`);
      p++;
      digits(base);
    }
    if ((digsep & 1) === 0) this.error(p, `${litname(prefix)} has no digits`);
    const e = lower(src.charCodeAt(p));
    if (e === 0x65 || e === 0x70) {
      if (e === 0x65 && prefix !== '' && prefix !== '0') {
        this.error(p, `${quoteChar(src[p])} exponent requires decimal mantissa`);
      } else if (e === 0x70 && prefix !== 'x') {
        this.error(p, `${quoteChar(src[p])} exponent requires hexadecimal mantissa`);
      }
      p++;
      tok = FLOAT;
      if (src.charCodeAt(p) === 0x2b || src.charCodeAt(p) === 0x2d) p++;
      const before = digsep;
      digsep = 0;
      digits(10);
      const ds = digsep;
      digsep |= before;
      if ((ds & 1) === 0) this.error(p, 'exponent has no digits');
    } else if (prefix === 'x' && tok === FLOAT) {
      this.error(p, "hexadecimal mantissa requires a 'p' exponent");
    }
    if (src.charCodeAt(p) === 0x69) {
      tok = IMAG;
      p++;
    }
    this.pos = p;
    const lit = src.slice(start, p);
    if (tok === INT && invalid >= 0) {
      this.error(invalid, `invalid digit ${quoteChar(src[invalid])} in ${litname(prefix)}`);
    }
    if ((digsep & 2) !== 0) {
      const i = invalidSep(lit);
      if (i >= 0) this.error(start + i, "'_' must separate successive digits");
    }
    return this.set(tok, lit);
  }

  /** An escape after '\' at this.pos; false (with an error) when it is not valid. */
  private scanEscape(quote: number): boolean {
    const src = this.src;
    const offs = this.pos - 1;
    let p = this.pos;
    const ch = p < src.length ? src.charCodeAt(p) : -1;
    let n: number;
    let base: number;
    let max: number;
    switch (ch) {
      case 0x61:
      case 0x62:
      case 0x66:
      case 0x6e:
      case 0x72:
      case 0x74:
      case 0x76:
      case 0x5c:
      case quote:
        this.pos = p + 1;
        return true;
      case 0x30:
      case 0x31:
      case 0x32:
      case 0x33:
      case 0x34:
      case 0x35:
      case 0x36:
      case 0x37:
        n = 3;
        base = 8;
        max = 255;
        break;
      case 0x78:
        p++;
        n = 2;
        base = 16;
        max = 255;
        break;
      case 0x75:
        p++;
        n = 4;
        base = 16;
        max = 0x10ffff;
        break;
      case 0x55:
        p++;
        n = 8;
        base = 16;
        max = 0x10ffff;
        break;
      default:
        this.error(offs, ch < 0 ? 'escape sequence not terminated' : 'unknown escape sequence');
        return false;
    }
    let x = 0;
    for (; n > 0; n--) {
      const d = p < src.length ? src.charCodeAt(p) : -1;
      const v = d < 0 ? 16 : digitVal(d);
      if (v >= base) {
        const cp = d < 0 ? -1 : (src.codePointAt(p) ?? d);
        this.error(p, d < 0 ? 'escape sequence not terminated' : `illegal character ${formatCodePoint(cp)} in escape sequence`);
        this.pos = p;
        return false;
      }
      x = x * base + v;
      p++;
    }
    this.pos = p;
    if (x > max || (x >= 0xd800 && x < 0xe000)) {
      this.error(offs, 'escape sequence is invalid Unicode code point');
      return false;
    }
    return true;
  }

  private scanString(start: number): Token {
    const src = this.src;
    for (;;) {
      const p = this.pos;
      if (p >= src.length || src.charCodeAt(p) === 0x0a) {
        this.error(start, 'string literal not terminated');
        break;
      }
      const ch = src.charCodeAt(p);
      this.pos = p + 1;
      if (ch === 0x22) break;
      if (ch === 0x5c) this.scanEscape(0x22);
    }
    return STRING;
  }

  private scanRawString(start: number): Token {
    const src = this.src;
    const end = src.indexOf('`', start + 1);
    const stop = end < 0 ? src.length : end;
    for (let i = src.indexOf('\n', start + 1); i >= 0 && i < stop; i = src.indexOf('\n', i + 1)) this.newline(i);
    if (end < 0) {
      this.error(start, 'raw string literal not terminated');
      this.pos = src.length;
    } else this.pos = end + 1;
    return STRING;
  }

  private scanRune(start: number): Token {
    const src = this.src;
    let valid = true;
    let n = 0;
    for (;;) {
      const p = this.pos;
      if (p >= src.length || src.charCodeAt(p) === 0x0a) {
        if (valid) {
          this.error(start, 'rune literal not terminated');
          valid = false;
        }
        break;
      }
      const ch = src.charCodeAt(p);
      this.pos = p + (ch >= 0xd800 && ch <= 0xdbff && p + 1 < src.length ? 2 : 1);
      if (ch === 0x27) break;
      n++;
      if (ch === 0x5c && !this.scanEscape(0x27)) valid = false;
    }
    if (valid && n !== 1) this.error(start, 'illegal rune literal');
    return CHAR;
  }
}

/** go/scanner stripCR: carriage returns removed, except one that would turn `*\r/` into `*\/`. */
function stripCR(s: string, comment: boolean): string {
  let out = '';
  for (let j = 0; j < s.length; j++) {
    const ch = s[j];
    if (ch !== '\r' || (comment && out.length > 2 && out[out.length - 1] === '*' && s[j + 1] === '/')) out += ch;
  }
  return out;
}

/** The text of a raw string's value: backquotes and carriage returns removed. */
export function rawStringValue(lit: string): string {
  const body = lit.slice(1, lit.endsWith('`') && lit.length > 1 ? -1 : undefined);
  return body.includes('\r') ? body.replace(/\r/g, '') : body;
}
