// Go fmt renderings the apiserver's messages depend on: %v of numbers, %q of strings
// (strconv.Quote) and %#v of the generic map[string]interface{} / []interface{} values
// that unstructured objects are made of. How field errors render bad values: field/errorbody.ts.
/** strconv.Quote: double-quoted Go string literal with Go's escapes. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    switch (ch) {
      case '"':
        out += '\\"';
        continue;
      case '\\':
        out += '\\\\';
        continue;
      case '\x07':
        out += '\\a';
        continue;
      case '\b':
        out += '\\b';
        continue;
      case '\f':
        out += '\\f';
        continue;
      case '\n':
        out += '\\n';
        continue;
      case '\r':
        out += '\\r';
        continue;
      case '\t':
        out += '\\t';
        continue;
      case '\v':
        out += '\\v';
        continue;
    }
    if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else if (c >= 0xd800 && c <= 0xdfff) out += '\\ufffd';
    else if (!isGoPrintable(c)) out += c > 0xffff ? '\\U' + c.toString(16).padStart(8, '0') : '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + '"';
}

function isGoPrintable(c: number): boolean {
  // Approximation of unicode.IsPrint: letters, marks, numbers, punctuation, symbols and ASCII space.
  if (c === 0x20) return true;
  if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0xad) return false;
  return /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(String.fromCodePoint(c));
}

/**
 * %v of a float64: strconv 'g' with the shortest digits, which switches to exponent form when
 * the decimal exponent is below -4 or at least 6 (`1e+06`, `1.5e-05`); Go's exponent has at
 * least two digits.
 */
export function goFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  // toExponential() without argument gives the shortest round-tripping digits
  const [mant, expStr] = n.toExponential().split('e');
  const exp = parseInt(expStr, 10);
  if (exp < -4 || exp >= 6) {
    const abs = Math.abs(exp);
    return `${mant}e${exp < 0 ? '-' : '+'}${abs < 10 ? '0' + abs : abs}`;
  }
  // within [1e-4, 1e6) JS prints the same shortest digits without an exponent
  return String(n);
}

/**
 * Whether a decoded JS number stands for an int64: a safe integer. The decoders keep int64
 * values beyond ±2^53 as bigints, so a JS number outside that range is a float64 (what the
 * apiserver's JSON decoder makes of `1e20` or `9223372036854775808`).
 */
export function isInt64(n: number): boolean {
  return Number.isSafeInteger(n);
}

/** %v of a number decoded from JSON: int64 when it is one, float64 otherwise. */
export function goNumber(n: number | bigint): string {
  if (typeof n === 'bigint' || isInt64(n)) return String(n);
  return goFloat(n);
}

/** %#v of an unstructured value; `inInterface` is true for elements of []interface{} / map values. */
export function goSharpV(v: unknown, inInterface = true): string {
  if (v === null || v === undefined) return inInterface ? 'interface {}(nil)' : '<nil>';
  if (typeof v === 'number' || typeof v === 'bigint') return goNumber(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return goQuote(v);
  if (Array.isArray(v)) return '[]interface {}{' + v.map((x) => goSharpV(x, true)).join(', ') + '}';
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).sort();
    return 'map[string]interface {}{' + keys.map((k) => `${goQuote(k)}:${goSharpV(o[k], true)}`).join(', ') + '}';
  }
  return String(v);
}

/**
 * %T of a value decoded from JSON into interface{} (unstructured): `<nil>` for null (and for an
 * absent value), int64 for integral numbers within int64, float64 for the others.
 */
export function goTypeOf(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'int64';
  if (typeof v === 'number') return isInt64(v) ? 'int64' : 'float64';
  if (Array.isArray(v)) return '[]interface {}';
  return 'map[string]interface {}';
}
