// String and bytes literal decoding (cel-spec langdef.md "String and Bytes Values"; cel-go parser/unescape.go).

const SIMPLE: Record<string, number> = {
  a: 7,
  b: 8,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  '\\': 92,
  "'": 39,
  '"': 34,
  '`': 96,
  '?': 63,
};

const enc = new TextEncoder();

/**
 * Decode a literal's token text (with prefix and quotes). Returns code points for strings or bytes
 * for bytes literals; an error message when an escape is invalid.
 */
export function decodeLiteral(tok: string): { value: string | Uint8Array } | { error: string } {
  const m = /^([rRbB]*)("""|'''|"|')/.exec(tok)!;
  const prefix = m[1]!.toLowerCase();
  const q = m[2]!;
  const body = tok.slice(m[0].length, tok.length - q.length);
  const raw = prefix.includes('r');
  const isBytes = prefix.includes('b');
  if (raw) return { value: isBytes ? enc.encode(body) : body };
  const bytes: number[] = [];
  let str = '';
  const pushCp = (cp: number) => {
    if (isBytes) for (const b of enc.encode(String.fromCodePoint(cp))) bytes.push(b);
    else str += String.fromCodePoint(cp);
  };
  const pushByte = (b: number) => {
    if (isBytes) bytes.push(b);
    else str += String.fromCodePoint(b);
  };
  for (let i = 0; i < body.length;) {
    const cp = body.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (ch !== '\\') {
      pushCp(cp);
      i += ch.length;
      continue;
    }
    const e = body[i + 1];
    if (e === undefined) return { error: 'unable to unescape string' };
    if (e in SIMPLE) {
      pushByte(SIMPLE[e]!);
      i += 2;
      continue;
    }
    if (e === 'x' || e === 'X') {
      const h = body.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) return { error: 'unable to unescape string' };
      pushByte(parseInt(h, 16));
      i += 4;
      continue;
    }
    if (e >= '0' && e <= '3') {
      const o = body.slice(i + 1, i + 4);
      if (!/^[0-3][0-7]{2}$/.test(o)) return { error: 'unable to unescape string' };
      pushByte(parseInt(o, 8));
      i += 4;
      continue;
    }
    if (e === 'u' || e === 'U') {
      const len = e === 'u' ? 4 : 8;
      const h = body.slice(i + 2, i + 2 + len);
      if (h.length !== len || !/^[0-9a-fA-F]+$/.test(h)) return { error: 'unable to unescape string' };
      const v = parseInt(h, 16);
      if (isBytes) return { error: 'unable to unescape string' };
      if (v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) return { error: 'invalid unicode code point' };
      pushCp(v);
      i += 2 + len;
      continue;
    }
    return { error: 'unable to unescape string' };
  }
  return { value: isBytes ? Uint8Array.from(bytes) : str };
}
