// encoding/json behaviour that matters for deep values: the scanner's nesting limit
// (scanner.go maxNestingDepth = 10000, "exceeded max depth"), and walks of JSON values
// that never recurse, so a value 10,000 levels deep is measured, copied and written
// without overflowing the JavaScript call stack (JSON.stringify overflows near 4,500).
import { setKey, type JSONValue } from '../apis/json';

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

/** Whether JSON.stringify threw because the value holds a bigint. */
function isBigIntError(e: unknown): boolean {
  return e instanceof TypeError && /BigInt/i.test(e.message);
}

/**
 * JSON.stringify(v) (compact), for values of any depth; int64 values held as bigints (beyond
 * ±2^53) are written as bare integers, as encoding/json writes an int64.
 */
export function marshalJSON(v: JSONValue): string {
  if (valueDepth(v) <= NATIVE_STRINGIFY_DEPTH) {
    try {
      return JSON.stringify(v);
    } catch (e) {
      if (!isBigIntError(e)) throw e;
    }
  }
  return writeJSON(v, '');
}

/**
 * JSON.stringify(v, null, indent) that writes bigints as bare integers instead of throwing.
 * The native call is the fast path; only a value holding a bigint is written here.
 */
export function stringifyJSON(v: unknown, indent: number | string = ''): string {
  const ind = typeof indent === 'number' ? ' '.repeat(Math.min(10, Math.max(0, indent))) : indent.slice(0, 10);
  try {
    return JSON.stringify(v, null, ind);
  } catch (e) {
    if (!isBigIntError(e)) throw e;
  }
  return writeJSON(v, ind);
}

/** The JSON text of a value, iteratively (any depth), bigints as bare integers, `indent` as JSON.stringify's. */
function writeJSON(v: unknown, indent: string): string {
  const out: string[] = [];
  // work items: a value to write at a depth, or literal text (brackets, commas, keys)
  const todo: (Item | Lit)[] = [{ value: v, depth: 0 }];
  const nl = (depth: number) => (indent === '' ? '' : '\n' + indent.repeat(depth));
  const colon = indent === '' ? ':' : ': ';
  while (todo.length > 0) {
    const it = todo.pop()!;
    if (it instanceof Lit) {
      out.push(it.text);
      continue;
    }
    let x = it.value;
    if (x !== null && typeof x === 'object' && typeof (x as { toJSON?: unknown }).toJSON === 'function') x = (x as { toJSON(): unknown }).toJSON();
    if (typeof x === 'bigint') {
      out.push(x.toString());
      continue;
    }
    if (x === null || typeof x !== 'object') {
      out.push(JSON.stringify(x) ?? 'null');
      continue;
    }
    const d = it.depth + 1;
    const items: (Item | Lit)[] = [];
    if (Array.isArray(x)) {
      if (x.length === 0) {
        out.push('[]');
        continue;
      }
      items.push(new Lit('[' + nl(d)));
      for (let i = 0; i < x.length; i++) {
        if (i > 0) items.push(new Lit(',' + nl(d)));
        const e: unknown = x[i];
        items.push({ value: e === undefined || typeof e === 'function' || typeof e === 'symbol' ? null : e, depth: d });
      }
      items.push(new Lit(nl(d - 1) + ']'));
    } else {
      const obj = x as Record<string, unknown>;
      let first = true;
      for (const k of Object.keys(obj)) {
        const e = obj[k];
        if (e === undefined || typeof e === 'function' || typeof e === 'symbol') continue;
        items.push(new Lit(`${first ? '{' : ','}${nl(d)}${JSON.stringify(k)}${colon}`));
        items.push({ value: e, depth: d });
        first = false;
      }
      if (first) {
        out.push('{}');
        continue;
      }
      items.push(new Lit(nl(d - 1) + '}'));
    }
    for (let i = items.length - 1; i >= 0; i--) todo.push(items[i]);
  }
  return out.join('');
}

interface Item {
  value: unknown;
  depth: number;
}

/** Literal output text in writeJSON's work list (never confused with a user value). */
class Lit {
  constructor(readonly text: string) {}
}

/** A run of 16 digits: the shortest integer literal that can lie beyond ±2^53 (9007199254740993). */
const MAYBE_BEYOND_2_53 = /\d{16}/;
const INT_LITERAL = /^-?\d+$/;
const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

/**
 * JSON.parse as the apiserver's decoder reads numbers into interface{} (sigs.k8s.io/json
 * UnmarshalCaseSensitivePreserveInts): an integer literal without '.' or exponent that fits int64
 * is an int64, kept exactly (a bigint beyond ±2^53); every other number is a float64 (a JS number:
 * `9223372036854775808` and `1e20` too). Syntax errors are `parse`'s (JSON.parse by default; the
 * batch reads very deep requests with its own linear parser). Text without a 16-digit run holds no
 * such integer and is parsed by `parse` only.
 */
export function unmarshalJSON(text: string, parse: (text: string) => unknown = JSON.parse): unknown {
  const v: unknown = parse(text);
  if (!MAYBE_BEYOND_2_53.test(text)) return v;
  return readExact(text);
}

/** A JSON number literal as the decoder holds it. */
function jsonNumber(lit: string): number | bigint {
  if (lit.length < 16 || !INT_LITERAL.test(lit)) return Number(lit);
  const big = BigInt(lit);
  if (big < MIN_INT64 || big > MAX_INT64) return Number(lit);
  const n = Number(big);
  return Number.isSafeInteger(n) ? n : big;
}

/** Reads JSON text that JSON.parse accepted, iteratively, keeping int64 literals exact. */
function readExact(t: string): unknown {
  type Frame = { c: unknown[] | Record<string, unknown>; key: string | null };
  const stack: Frame[] = [];
  let result: unknown = undefined;
  const put = (v: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) result = v;
    else if (Array.isArray(top.c)) top.c.push(v);
    else {
      setKey(top.c, top.key!, v);
      top.key = null;
    }
  };
  let i = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x2c /* , */ || c === 0x3a /* : */) {
      i++;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const container: unknown[] | Record<string, unknown> = c === 0x5b ? [] : {};
      put(container);
      stack.push({ c: container, key: null });
      i++;
      continue;
    }
    if (c === 0x7d || c === 0x5d) {
      stack.pop();
      i++;
      continue;
    }
    if (c === 0x22 /* " */) {
      let j = i + 1;
      let escaped = false;
      while (t.charCodeAt(j) !== 0x22) {
        if (t.charCodeAt(j) === 0x5c) {
          escaped = true;
          j++;
        }
        j++;
      }
      const str = escaped ? (JSON.parse(t.slice(i, j + 1)) as string) : t.slice(i + 1, j);
      i = j + 1;
      const top = stack[stack.length - 1];
      if (top && !Array.isArray(top.c) && top.key === null) top.key = str;
      else put(str);
      continue;
    }
    if (c === 0x74 /* t */) {
      put(true);
      i += 4;
      continue;
    }
    if (c === 0x66 /* f */) {
      put(false);
      i += 5;
      continue;
    }
    if (c === 0x6e /* n */) {
      put(null);
      i += 4;
      continue;
    }
    let j = i + 1;
    while (j < t.length) {
      const d = t.charCodeAt(j);
      if ((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) j++;
      else break;
    }
    put(jsonNumber(t.slice(i, j)));
    i = j;
  }
  return result;
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

/** json.Marshal of a float64 or an int64 (a bigint beyond ±2^53). */
export function goJSONNumber(n: number | bigint): string {
  if (typeof n === 'bigint') return n.toString();
  if (!Number.isFinite(n)) return 'null';
  // JS and Go agree for float64: no exponent from 1e-6 to below 1e21 (`9200000000000000000`),
  // exponent form outside, `e-7` not `e-07`
  return JSON.stringify(n);
}

/** json.Marshal of decoded JSON (map[string]interface{}, []interface{}, scalars). */
export function goJSONMarshal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return goJSONString(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number' || typeof v === 'bigint') return goJSONNumber(v);
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
