// encoding/json behaviour that matters for deep values: the scanner's nesting limit
// (scanner.go maxNestingDepth = 10000, "exceeded max depth"), and walks of JSON values
// that never recurse, so a value 10,000 levels deep is measured, copied and written
// without overflowing the JavaScript call stack (JSON.stringify overflows near 4,500).
import type { JSONObject, JSONValue } from '../types';
import { goNumber } from './fmt';

/** encoding/json scanner.go maxNestingDepth: the decoder accepts this many levels. */
export const MAX_NESTING_DEPTH = 10_000;

/**
 * Where JSON text first nests deeper than `limit`: the opening bracket and its offset, or null.
 * Brackets inside strings do not count. The text is assumed to be JSON (JSON.parse read it).
 */
export function findExceededDepth(text: string, limit = MAX_NESTING_DEPTH): { char: string; offset: number } | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return { char: text[i], offset: i };
    } else if (c === 125 || c === 93) depth--;
  }
  return null;
}

/** The SyntaxError text encoding/json gives for such a value: `invalid character '{' exceeded max depth`. */
export function exceededMaxDepthMessage(char: string): string {
  return `invalid character '${char}' exceeded max depth`;
}

/** The deepest nesting of a value (0 for a scalar, 1 for `{}` or `[]`). Iterative. */
export function valueDepth(v: JSONValue | undefined): number {
  let max = 0;
  const stack: [JSONValue | undefined, number][] = [[v, 0]];
  while (stack.length > 0) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== 'object') continue;
    if (d + 1 > max) max = d + 1;
    const children = Array.isArray(x) ? x : Object.values(x);
    for (const c of children) if (c !== null && typeof c === 'object') stack.push([c, d + 1]);
  }
  return max;
}

/** Nesting up to which JSON.stringify is safe from the call stack. */
const NATIVE_STRINGIFY_DEPTH = 1000;

/** JSON.stringify(v) (compact), for values of any depth. */
export function marshalJSON(v: JSONValue): string {
  if (valueDepth(v) <= NATIVE_STRINGIFY_DEPTH) return JSON.stringify(v);
  const out: string[] = [];
  // work items: a value to write, or literal text (brackets, commas, keys)
  const todo: (JSONValue | Lit)[] = [v];
  while (todo.length > 0) {
    const x = todo.pop()!;
    if (x instanceof Lit) {
      out.push(x.text);
      continue;
    }
    if (x === null || typeof x !== 'object') {
      out.push(JSON.stringify(x) ?? 'null');
      continue;
    }
    const items: (JSONValue | Lit)[] = [];
    if (Array.isArray(x)) {
      items.push(new Lit('['));
      x.forEach((e, i) => {
        if (i > 0) items.push(new Lit(','));
        items.push(e === undefined ? null : e);
      });
      items.push(new Lit(']'));
    } else {
      const obj = x as JSONObject;
      items.push(new Lit('{'));
      let first = true;
      for (const k of Object.keys(obj)) {
        if (obj[k] === undefined) continue;
        items.push(new Lit(`${first ? '' : ','}${JSON.stringify(k)}:`));
        items.push(obj[k]);
        first = false;
      }
      items.push(new Lit('}'));
    }
    for (let i = items.length - 1; i >= 0; i--) todo.push(items[i]);
  }
  return out.join('');
}

/** Literal output text in marshalJSON's work list (never confused with a user object). */
class Lit {
  constructor(readonly text: string) {}
}

// encoding/json.Marshal as the apiserver's messages show it: object keys sorted,
// HTML-significant characters and U+2028/U+2029 escaped as \uXXXX, integral numbers
// (int64) in decimal and float64 in Go's shortest form.

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
  return (
    '{' +
    Object.keys(m)
      .sort()
      .map((k) => goJSONString(k) + ':' + goJSONMarshal(m[k]))
      .join(',') +
    '}'
  );
}
