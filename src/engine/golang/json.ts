// encoding/json.Marshal as the apiserver's messages show it: object keys sorted,
// HTML-significant characters and U+2028/U+2029 escaped as \uXXXX, integral numbers
// (int64) in decimal and float64 in Go's shortest form.
import { goNumber } from './fmt';

/** json.Marshal of a string. */
export function goJSONString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ch = s[i];
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (c < 0x20 || ch === '<' || ch === '>' || ch === '&' || c === 0x2028 || c === 0x2029) {
      out += '\\u' + c.toString(16).padStart(4, '0');
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) {
      out += ch + s[i + 1];
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += '\\ufffd';
    } else out += ch;
  }
  return out + '"';
}

/** json.Marshal of a float64 or an int64 held as a JS number. */
export function goJSONNumber(n: number): string {
  if (!Number.isFinite(n)) return 'null';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return goNumber(n);
  // JS and Go agree for float64: exponent form below 1e-6 and from 1e21, `e-7` not `e-07`
  return JSON.stringify(n);
}

/** json.Marshal of decoded JSON (map[string]interface{}, []interface{}, scalars). */
export function goJSONMarshal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return goJSONString(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return goJSONNumber(v);
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return '[' + v.map(goJSONMarshal).join(',') + ']';
  if (typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') return goJSONMarshal((v as { toJSON(): unknown }).toJSON());
  const m = v as Record<string, unknown>;
  return '{' + Object.keys(m).sort().map((k) => goJSONString(k) + ':' + goJSONMarshal(m[k])).join(',') + '}';
}
