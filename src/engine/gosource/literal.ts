// Values of Go basic literals (strconv.Unquote for strings and runes, the number forms of the Go
// spec). The scanner has already reported malformed literals; these functions only read valid ones
// and answer undefined for anything else.
import { rawStringValue } from './scanner';

const SIMPLE_ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  '\\': 0x5c,
  "'": 0x27,
  '"': 0x22,
};

const decoder = new TextDecoder();
const encoder = new TextEncoder();

function pushCodePoint(bytes: number[], cp: number): void {
  for (const b of encoder.encode(String.fromCodePoint(cp))) bytes.push(b);
}

/**
 * The value of a string literal (interpreted `"..."` or raw `` `...` ``), as strconv.Unquote reads it;
 * `\x` and octal escapes are bytes (invalid UTF-8 decodes to U+FFFD). Undefined if the text is not a
 * complete literal.
 */
export function unquoteString(lit: string): string | undefined {
  if (lit.length < 2) return undefined;
  if (lit[0] === '`') return lit.endsWith('`') ? rawStringValue(lit) : undefined;
  if (lit[0] !== '"' || !lit.endsWith('"')) return undefined;
  const body = lit.slice(1, -1);
  if (!body.includes('\\')) return body.includes('"') || body.includes('\n') ? undefined : body;
  const bytes: number[] = [];
  for (let i = 0; i < body.length;) {
    const ch = body[i];
    if (ch !== '\\') {
      const cp = body.codePointAt(i) ?? 0;
      if (cp === 0x22 || cp === 0x0a) return undefined;
      pushCodePoint(bytes, cp);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = body[i + 1];
    if (e === undefined) return undefined;
    if (e in SIMPLE_ESCAPES && e !== "'") {
      bytes.push(SIMPLE_ESCAPES[e]);
      i += 2;
    } else if (e >= '0' && e <= '7') {
      const oct = body.slice(i + 1, i + 4);
      if (!/^[0-7]{3}$/.test(oct) || parseInt(oct, 8) > 255) return undefined;
      bytes.push(parseInt(oct, 8));
      i += 4;
    } else if (e === 'x') {
      const hex = body.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 4;
    } else if (e === 'u' || e === 'U') {
      const n = e === 'u' ? 4 : 8;
      const hex = body.slice(i + 2, i + 2 + n);
      if (hex.length !== n || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp < 0xe000)) return undefined;
      pushCodePoint(bytes, cp);
      i += 2 + n;
    } else return undefined;
  }
  return decoder.decode(new Uint8Array(bytes));
}

/** The code point of a rune literal `'x'`, or undefined. */
export function runeValue(lit: string): number | undefined {
  if (lit.length < 3 || lit[0] !== "'" || !lit.endsWith("'")) return undefined;
  const body = lit.slice(1, -1);
  if (body[0] !== '\\') {
    const cp = body.codePointAt(0) ?? 0;
    return String.fromCodePoint(cp).length === body.length ? cp : undefined;
  }
  const e = body[1];
  if (body.length === 2 && e in SIMPLE_ESCAPES && e !== '"') return SIMPLE_ESCAPES[e];
  let digits: string;
  let base = 16;
  if (e >= '0' && e <= '7') {
    digits = body.slice(1);
    base = 8;
    if (digits.length !== 3) return undefined;
  } else if (e === 'x') digits = body.slice(2);
  else if (e === 'u' || e === 'U') digits = body.slice(2);
  else return undefined;
  const want = base === 8 ? 3 : e === 'x' ? 2 : e === 'u' ? 4 : 8;
  if (digits.length !== want || !(base === 8 ? /^[0-7]+$/ : /^[0-9a-fA-F]+$/).test(digits)) return undefined;
  const v = parseInt(digits, base);
  if (v > 0x10ffff || (v >= 0xd800 && v < 0xe000)) return undefined;
  return v;
}

/** The value of an integer or floating-point literal (Go's number forms, `_` separators), or undefined. */
export function numberValue(lit: string): number | undefined {
  const s = lit.replace(/_/g, '').toLowerCase();
  if (s.endsWith('i')) return undefined;
  let m: RegExpMatchArray | null;
  if ((m = /^0x([0-9a-f]*)(?:\.([0-9a-f]*))?(?:p([+-]?\d+))?$/.exec(s))) {
    const [, int = '', frac, exp] = m;
    if (frac === undefined && exp === undefined) return int ? Number(BigInt('0x' + int)) : undefined;
    if (exp === undefined || int + (frac ?? '') === '') return undefined;
    let mant = 0;
    for (const d of int + (frac ?? '')) mant = mant * 16 + parseInt(d, 16);
    return mant * Math.pow(2, Number(exp) - 4 * (frac ?? '').length);
  }
  if ((m = /^0o([0-7]+)$/.exec(s))) return Number(BigInt('0o' + m[1]));
  if ((m = /^0b([01]+)$/.exec(s))) return Number(BigInt('0b' + m[1]));
  if (/^0[0-7]+$/.test(s)) return Number(BigInt('0o' + s.slice(1)));
  if (/^\d+$/.test(s)) return Number(s);
  if (/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(s)) return Number(s);
  return undefined;
}
