// Character-level rules of the block-YAML fast path (yaml/blockdoc.ts): YAML's double-quoted
// escapes, where a plain scalar may start in block context, which characters a plain scalar of a
// one-line flow collection may hold. Anything the fast path does not take throws FALLBACK, which
// parseBlockStream catches (the text then takes the general parse).

/** Thrown by the fast path's scanner when the text leaves its subset; caught in parseBlockStream. */
export const FALLBACK = { fallback: true };

/** The value of a double-quoted scalar's source (between its quotes): YAML's escapes (a surrogate code point or an escaped line break: FALLBACK). */
export function decodeDoubleQuoted(raw: string): string {
  if (raw.indexOf('\\') < 0) return raw;
  let out = '';
  let from = 0;
  for (let i = raw.indexOf('\\'); i >= 0; i = raw.indexOf('\\', from)) {
    out += raw.slice(from, i);
    const e = raw.charCodeAt(i + 1);
    let len = 2;
    switch (e) {
      case 34:
        out += '"';
        break;
      case 92:
        out += '\\';
        break;
      case 47:
        out += '/';
        break;
      case 110:
        out += '\n';
        break;
      case 116:
        out += '\t';
        break;
      case 114:
        out += '\r';
        break;
      case 98:
        out += '\b';
        break;
      case 102:
        out += '\f';
        break;
      case 48:
        out += '\0';
        break;
      case 97:
        out += '\x07';
        break;
      case 118:
        out += '\v';
        break;
      case 101:
        out += '\x1b';
        break;
      case 32:
        out += ' ';
        break;
      case 78:
        out += '\x85';
        break;
      case 95:
        out += '\xa0';
        break;
      case 76:
        out += '\u2028';
        break;
      case 80:
        out += '\u2029';
        break;
      case 120: // \xXX, \uXXXX, \UXXXXXXXX
      case 117:
      case 85: {
        const digits = e === 120 ? 2 : e === 117 ? 4 : 8;
        const hex = raw.slice(i + 2, i + 2 + digits);
        if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) throw FALLBACK;
        const cp = parseInt(hex, 16);
        if ((cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) throw FALLBACK;
        out += String.fromCodePoint(cp);
        len = 2 + digits;
        break;
      }
      default:
        throw FALLBACK;
    }
    from = i + len;
  }
  return out + raw.slice(from);
}

export function trimEndSpaces(x: string): string {
  let e = x.length;
  while (e > 0 && x.charCodeAt(e - 1) === 32) e--;
  return e === x.length ? x : x.slice(0, e);
}

export function isBlankOrEnd(s: string, i: number): boolean {
  if (i >= s.length) return true;
  const c = s.charCodeAt(i);
  return c === 32 || c === 10;
}

export function lineStartOf(s: string, i: number): number {
  return s.lastIndexOf('\n', i - 1) + 1;
}

/** A plain scalar may start here in block context: no indicator, `-` only before a non-blank. */
export function plainStart(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  switch (c) {
    case 45: // -
      return !isBlankOrEnd(s, i + 1);
    case 63: // ?
    case 58: // :
    case 44: // ,
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case 35: // #
    case 38: // &
    case 42: // *
    case 33: // !
    case 124: // |
    case 62: // >
    case 39: // '
    case 34: // "
    case 37: // %
    case 64: // @
    case 96: // `
    case 32:
    case 10:
      return false;
    default:
      return i < s.length;
  }
}

/** A character of a plain scalar inside a one-line flow sequence (conservative: no indicators, no quotes). */
export function flowPlainChar(c: number): boolean {
  if (c >= 48 && c <= 57) return true;
  if (c >= 65 && c <= 90) return true;
  if (c >= 97 && c <= 122) return true;
  return c === 45 || c === 46 || c === 95 || c === 47 || c === 43 || c >= 128;
}
