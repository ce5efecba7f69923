// The length in UTF-8 bytes of JSON.stringify's text of a value, without writing the text: the
// request size kube-apiserver and etcd limit (pipeline/sizelimits.ts), taken by a walk of a value
// or, for block YAML, by the parse that builds the value (yaml/blockdoc.ts).

/** A character that JSON.stringify escapes or that takes more than one UTF-8 byte. */
const NOT_PLAIN = /["\\\u0000-\u001f\u007f-\uffff]/;

/**
 * The UTF-8 length of JSON.stringify(s): `"` `\\` and the short escapes take two bytes, other
 * control characters and lone surrogates six (`\u001f`, `\udc00`), a surrogate pair four bytes.
 */
export function jsonStringLength(s: string): number {
  if (!NOT_PLAIN.test(s)) return s.length + 2;
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) n += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c === 34 || c === 92) n += 2;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) n += 6;
    else n += 3;
  }
  return n;
}

/** The length of String(n) for a finite number, without writing it for integers below 2^53. */
export function numberLength(x: number): number {
  if (!Number.isSafeInteger(x)) return String(x).length;
  if (x === 0) return 1;
  let n = x < 0 ? 1 : 0;
  for (let a = Math.abs(x); a >= 1; a = Math.floor(a / 10)) n++;
  return n;
}
