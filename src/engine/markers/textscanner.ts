// Go's text/scanner, the tokenizer pkg/markers parses marker arguments with: the same tokens, the
// same error messages, and the same Position rules (a token's start; invalid after Next(), which
// prints as `???`). Offsets index the JS string (UTF-16); columns count characters as Go's do.

export const EOF = -1;
export const Ident = -2;
export const Int = -3;
export const Float = -4;
export const Char = -5;
export const StringTok = -6;
export const RawString = -7;
export const Comment = -8;

export const ScanIdents = 1 << 2;
export const ScanInts = 1 << 3;
export const ScanFloats = 1 << 4;
export const ScanChars = 1 << 5;
export const ScanStrings = 1 << 6;
export const ScanRawStrings = 1 << 7;
export const ScanComments = 1 << 8;
export const SkipComments = 1 << 9;

/** GoWhitespace: tab, newline, carriage return and space. */
export function isGoWhitespace(ch: number): boolean {
  return ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d;
}

export interface ScanPosition {
  offset: number;
  /** 0 = invalid. */
  line: number;
  column: number;
}

/** Position.String without a file name: `line:col`, or `???` when invalid. */
export function positionString(p: ScanPosition): string {
  return p.line > 0 ? `${p.line}:${p.column}` : '???';
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

function isDecimal(ch: number): boolean {
  return ch >= 0x30 && ch <= 0x39;
}
function lower(ch: number): number {
  return ch | 0x20;
}
function isHex(ch: number): boolean {
  return isDecimal(ch) || (lower(ch) >= 0x61 && lower(ch) <= 0x66);
}
function digitVal(ch: number): number {
  if (isDecimal(ch)) return ch - 0x30;
  const l = lower(ch);
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return 16;
}
function litname(prefix: number): string {
  switch (prefix) {
    case 0x78:
      return 'hexadecimal literal';
    case 0x6f:
    case 0x30:
      return 'octal literal';
    case 0x62:
      return 'binary literal';
    default:
      return 'decimal literal';
  }
}
/** Go's %q of a rune. */
function quoteRune(ch: number): string {
  if (ch === 0x27) return `'\\''`;
  if (ch === 0x5c) return `'\\\\'`;
  if (ch < 0x20 || ch === 0x7f) return `'\\x${ch.toString(16).padStart(2, '0')}'`;
  return `'${String.fromCodePoint(ch)}'`;
}

function invalidSep(x: string): number {
  let x1 = 0x20;
  let d = 0x2e; // '.'
  let i = 0;
  if (x.length >= 2 && x[0] === '0') {
    x1 = lower(x.charCodeAt(1));
    if (x1 === 0x78 || x1 === 0x6f || x1 === 0x62) {
      d = 0x30;
      i = 2;
    }
  }
  for (; i < x.length; i++) {
    const p = d;
    d = x.charCodeAt(i);
    if (d === 0x5f) {
      if (p !== 0x30) return i;
    } else if (isDecimal(d) || (x1 === 0x78 && isHex(d))) {
      d = 0x30;
    } else {
      if (p === 0x5f) return i - 1;
      d = 0x2e;
    }
  }
  return d === 0x5f ? x.length - 1 : -1;
}

export class TextScanner {
  mode = ScanIdents | ScanInts | ScanFloats | ScanStrings | ScanRawStrings | SkipComments;
  errorCount = 0;
  /** Start of the most recently scanned token (line 0: invalid). */
  position: ScanPosition = { offset: 0, line: 0, column: 0 };

  private srcPos = 0;
  private line = 1;
  private column = 0;
  private lastLineLen = 0;
  private lastCharLen = 0;
  private tokPos = -1;
  private tokEnd = 0;
  private ch = -2;

  /**
   * @param src the text scanned
   * @param onError Go's Scanner.Error
   * @param base where src starts in the text the caller reports positions in (sub-scanners)
   */
  constructor(
    readonly src: string,
    readonly onError: (s: TextScanner, msg: string) => void,
    readonly base = 0,
  ) {}

  private next(): number {
    if (this.srcPos >= this.src.length) {
      if (this.lastCharLen > 0) this.column++;
      this.lastCharLen = 0;
      return EOF;
    }
    const ch = this.src.codePointAt(this.srcPos)!;
    const width = ch > 0xffff ? 2 : 1;
    this.srcPos += width;
    this.lastCharLen = width;
    this.column++;
    if (ch === 0) this.error('invalid character NUL');
    else if (ch === 0x0a) {
      this.line++;
      this.lastLineLen = this.column;
      this.column = 0;
    }
    return ch;
  }

  /** Next: the next character, consumed; invalidates position. */
  nextChar(): number {
    this.tokPos = -1;
    this.position = { offset: this.position.offset, line: 0, column: this.position.column };
    const ch = this.peek();
    if (ch !== EOF) this.ch = this.next();
    return ch;
  }

  peek(): number {
    if (this.ch === -2) {
      this.ch = this.next();
      if (this.ch === 0xfeff) this.ch = this.next();
    }
    return this.ch;
  }

  error(msg: string): void {
    this.tokEnd = this.srcPos - this.lastCharLen;
    this.errorCount++;
    this.onError(this, msg);
  }

  private isIdentRune(ch: number, i: number): boolean {
    if (ch === 0x5f) return true;
    if (ch < 0) return false;
    if (ch < 0x80) {
      const l = lower(ch);
      if (l >= 0x61 && l <= 0x7a) return true;
      return i > 0 && isDecimal(ch);
    }
    const s = String.fromCodePoint(ch);
    return LETTER.test(s) || (i > 0 && DIGIT.test(s));
  }

  private scanIdentifier(): number {
    let ch = this.next();
    for (let i = 1; this.isIdentRune(ch, i); i++) ch = this.next();
    return ch;
  }

  private digits(ch0: number, base: number, invalid: { ch: number } | null): [number, number] {
    let ch = ch0;
    let digsep = 0;
    if (base <= 10) {
      const max = 0x30 + base;
      while (isDecimal(ch) || ch === 0x5f) {
        let ds = 1;
        if (ch === 0x5f) ds = 2;
        else if (ch >= max && invalid && invalid.ch === 0) invalid.ch = ch;
        digsep |= ds;
        ch = this.next();
      }
    } else {
      while (isHex(ch) || ch === 0x5f) {
        digsep |= ch === 0x5f ? 2 : 1;
        ch = this.next();
      }
    }
    return [ch, digsep];
  }

  private scanNumber(ch: number, seenDot: boolean): [number, number] {
    let base = 10;
    let prefix = 0;
    let digsep = 0;
    const invalid = { ch: 0 };
    let tok = 0;
    let ds: number;
    if (!seenDot) {
      tok = Int;
      if (ch === 0x30) {
        ch = this.next();
        switch (lower(ch)) {
          case 0x78:
            ch = this.next();
            base = 16;
            prefix = 0x78;
            break;
          case 0x6f:
            ch = this.next();
            base = 8;
            prefix = 0x6f;
            break;
          case 0x62:
            ch = this.next();
            base = 2;
            prefix = 0x62;
            break;
          default:
            base = 8;
            prefix = 0x30;
            digsep = 1;
        }
      }
      [ch, ds] = this.digits(ch, base, invalid);
      digsep |= ds;
      if (ch === 0x2e && (this.mode & ScanFloats) !== 0) {
        ch = this.next();
        seenDot = true;
      }
    }
    if (seenDot) {
      tok = Float;
      if (prefix === 0x6f || prefix === 0x62) this.error('invalid radix point in ' + litname(prefix));
      [ch, ds] = this.digits(ch, base, invalid);
      digsep |= ds;
    }
    if ((digsep & 1) === 0) this.error(litname(prefix) + ' has no digits');
    const e = lower(ch);
    if ((e === 0x65 || e === 0x70) && (this.mode & ScanFloats) !== 0) {
      if (e === 0x65 && prefix !== 0 && prefix !== 0x30) this.error(`${quoteRune(ch)} exponent requires decimal mantissa`);
      else if (e === 0x70 && prefix !== 0x78) this.error(`${quoteRune(ch)} exponent requires hexadecimal mantissa`);
      ch = this.next();
      tok = Float;
      if (ch === 0x2b || ch === 0x2d) ch = this.next();
      [ch, ds] = this.digits(ch, 10, null);
      digsep |= ds;
      if ((ds & 1) === 0) this.error('exponent has no digits');
    } else if (prefix === 0x78 && tok === Float) {
      this.error("hexadecimal mantissa requires a 'p' exponent");
    }
    if (tok === Int && invalid.ch !== 0) this.error(`invalid digit ${quoteRune(invalid.ch)} in ${litname(prefix)}`);
    if ((digsep & 2) !== 0) {
      this.tokEnd = this.srcPos - this.lastCharLen;
      if (invalidSep(this.tokenText()) >= 0) this.error("'_' must separate successive digits");
    }
    return [tok, ch];
  }

  private scanDigits(ch: number, base: number, n: number): number {
    while (n > 0 && digitVal(ch) < base) {
      ch = this.next();
      n--;
    }
    if (n > 0) this.error('invalid char escape');
    return ch;
  }

  private scanEscape(quote: number): number {
    let ch = this.next();
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
        ch = this.next();
        break;
      case 0x30:
      case 0x31:
      case 0x32:
      case 0x33:
      case 0x34:
      case 0x35:
      case 0x36:
      case 0x37:
        ch = this.scanDigits(ch, 8, 3);
        break;
      case 0x78:
        ch = this.scanDigits(this.next(), 16, 2);
        break;
      case 0x75:
        ch = this.scanDigits(this.next(), 16, 4);
        break;
      case 0x55:
        ch = this.scanDigits(this.next(), 16, 8);
        break;
      default:
        this.error('invalid char escape');
    }
    return ch;
  }

  private scanString(quote: number): number {
    let ch = this.next();
    let n = 0;
    while (ch !== quote) {
      if (ch === 0x0a || ch < 0) {
        this.error('literal not terminated');
        return n;
      }
      ch = ch === 0x5c ? this.scanEscape(quote) : this.next();
      n++;
    }
    return n;
  }

  private scanRawString(): void {
    let ch = this.next();
    while (ch !== 0x60) {
      if (ch < 0) {
        this.error('literal not terminated');
        return;
      }
      ch = this.next();
    }
  }

  private scanComment(ch: number): number {
    if (ch === 0x2f) {
      ch = this.next();
      while (ch !== 0x0a && ch >= 0) ch = this.next();
      return ch;
    }
    ch = this.next();
    for (;;) {
      if (ch < 0) {
        this.error('comment not terminated');
        break;
      }
      const ch0 = ch;
      ch = this.next();
      if (ch0 === 0x2a && ch === 0x2f) {
        ch = this.next();
        break;
      }
    }
    return ch;
  }

  scan(): number {
    let ch = this.peek();
    this.tokPos = -1;
    this.position = { offset: this.position.offset, line: 0, column: this.position.column };
    for (;;) {
      while (isGoWhitespace(ch)) ch = this.next();
      this.tokPos = this.srcPos - this.lastCharLen;
      const pos: ScanPosition = { offset: this.tokPos, line: 0, column: 0 };
      if (this.column > 0) {
        pos.line = this.line;
        pos.column = this.column;
      } else {
        pos.line = this.line - 1;
        pos.column = this.lastLineLen;
      }
      this.position = pos;
      let tok = ch;
      if (this.isIdentRune(ch, 0)) {
        if ((this.mode & ScanIdents) !== 0) {
          tok = Ident;
          ch = this.scanIdentifier();
        } else ch = this.next();
      } else if (isDecimal(ch)) {
        if ((this.mode & (ScanInts | ScanFloats)) !== 0) [tok, ch] = this.scanNumber(ch, false);
        else ch = this.next();
      } else {
        switch (ch) {
          case EOF:
            break;
          case 0x22:
            if ((this.mode & ScanStrings) !== 0) {
              this.scanString(0x22);
              tok = StringTok;
            }
            ch = this.next();
            break;
          case 0x27:
            if ((this.mode & ScanChars) !== 0) {
              if (this.scanString(0x27) !== 1) this.error('invalid char literal');
              tok = Char;
            }
            ch = this.next();
            break;
          case 0x2e:
            ch = this.next();
            if (isDecimal(ch) && (this.mode & ScanFloats) !== 0) [tok, ch] = this.scanNumber(ch, true);
            break;
          case 0x2f:
            ch = this.next();
            if ((ch === 0x2f || ch === 0x2a) && (this.mode & ScanComments) !== 0) {
              if ((this.mode & SkipComments) !== 0) {
                this.tokPos = -1;
                ch = this.scanComment(ch);
                continue;
              }
              ch = this.scanComment(ch);
              tok = Comment;
            }
            break;
          case 0x60:
            if ((this.mode & ScanRawStrings) !== 0) {
              this.scanRawString();
              tok = RawString;
            }
            ch = this.next();
            break;
          default:
            ch = this.next();
        }
      }
      this.tokEnd = this.srcPos - this.lastCharLen;
      this.ch = ch;
      return tok;
    }
  }

  /** Pos: the position just after the last character or token read. */
  pos(): ScanPosition {
    const offset = this.srcPos - this.lastCharLen;
    if (this.column > 0) return { offset, line: this.line, column: this.column };
    if (this.lastLineLen > 0) return { offset, line: this.line - 1, column: this.lastLineLen };
    return { offset, line: 1, column: 1 };
  }

  tokenText(): string {
    if (this.tokPos < 0) return '';
    if (this.tokEnd < this.tokPos) this.tokEnd = this.tokPos;
    return this.src.slice(this.tokPos, this.tokEnd);
  }
}
