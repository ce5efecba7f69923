// Go's strconv.Unquote for the two string forms text/scanner returns: "interpreted" (escapes) and
// `raw` (carriage returns dropped). Undefined stands for strconv.ErrSyntax ("invalid syntax").
// Byte escapes (`\xNN`, `\NNN`) make Go bytes; as text they read as UTF-8 with each invalid byte
// one U+FFFD, which is what encoding/json writes for them.

/** Bytes (as char codes 0..255) read as UTF-8, each invalid byte U+FFFD (utf8.DecodeRuneInString). */
function decodeBytes(bytes: number[]): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) {
      out += '\ufffd';
      i++;
      continue;
    }
    let cp = need === 0 ? b : b & (0x3f >> need);
    let ok = i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) {
      const c = bytes[i + k];
      if ((c & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (c & 0x3f);
    }
    const min = [0, 0x80, 0x800, 0x10000][need];
    if (!ok || cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      out += '\ufffd';
      i++;
      continue;
    }
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return out;
}

function hexVal(c: string): number {
  const v = parseInt(c, 16);
  return Number.isNaN(v) || !/^[0-9a-fA-F]$/.test(c) ? -1 : v;
}

/** strconv.Unquote of a `"..."` or `` `...` `` token; undefined when Go reports invalid syntax. */
export function goUnquote(s: string): string | undefined {
  if (s.length < 2) return undefined;
  const quote = s[0];
  if (quote !== s[s.length - 1]) return undefined;
  const body = s.slice(1, -1);
  if (quote === '`') {
    if (body.includes('`')) return undefined;
    return body.includes('\r') ? body.split('\r').join('') : body;
  }
  if (quote !== '"') return undefined;
  if (body.includes('\n')) return undefined;
  if (!body.includes('\\') && !body.includes('"')) return body;
  let out = '';
  let bytes: number[] = [];
  const flush = (): void => {
    if (bytes.length > 0) out += decodeBytes(bytes);
    bytes = [];
  };
  let i = 0;
  while (i < body.length) {
    const c = body[i];
    if (c === '"') return undefined;
    if (c !== '\\') {
      flush();
      out += c;
      i++;
      continue;
    }
    if (body[i + 1] !== 'x' && !/[0-7]/.test(body[i + 1] ?? '')) flush();
    const e = body[i + 1];
    if (e === undefined) return undefined;
    i += 2;
    switch (e) {
      case 'a':
        out += '\x07';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'v':
        out += '\v';
        break;
      case '\\':
        out += '\\';
        break;
      case '"':
        out += '"';
        break;
      case 'x':
      case 'u':
      case 'U': {
        const n = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        let v = 0;
        for (let j = 0; j < n; j++) {
          const d = hexVal(body[i + j] ?? '');
          if (d < 0) return undefined;
          v = v * 16 + d;
        }
        i += n;
        if (e === 'x') {
          bytes.push(v);
          break;
        }
        if (v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) return undefined;
        out += String.fromCodePoint(v);
        break;
      }
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7': {
        let v = e.charCodeAt(0) - 0x30;
        for (let j = 0; j < 2; j++) {
          const d = (body[i + j] ?? '').charCodeAt(0) - 0x30;
          if (!(d >= 0 && d <= 7)) return undefined;
          v = v * 8 + d;
        }
        i += 2;
        if (v > 255) return undefined;
        bytes.push(v);
        break;
      }
      default:
        return undefined;
    }
  }
  flush();
  return out;
}
