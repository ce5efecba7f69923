// Go's strconv.Unquote for the two string forms text/scanner returns: "interpreted" (escapes) and
// `raw` (carriage returns dropped). Undefined stands for strconv.ErrSyntax ("invalid syntax").

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
  let i = 0;
  while (i < body.length) {
    const c = body[i];
    if (c === '"') return undefined;
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
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
          out += String.fromCharCode(v); // a byte; Go keeps it raw
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
        out += String.fromCharCode(v);
        break;
      }
      default:
        return undefined;
    }
  }
  return out;
}
