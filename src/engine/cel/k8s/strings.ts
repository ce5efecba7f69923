// cel-go ext/strings.go as of cel-go v0.26 (the release Kubernetes 1.34 vendors), at the library
// versions Kubernetes enables: 0 (before 1.29) and 2 (1.29+). Indexes count code points (Go runes);
// replace/split follow Go's strings.Replace / strings.SplitN, which split "" at rune boundaries.
import { goFloat } from '../../golang/fmt';
import { libErr } from './errors';
import { ArrayList, CelList, type Value } from '../values';
import { utf8Len } from '../../golang/utf8';

const runes = (s: string) => Array.from(s);

/** <string>.charAt(int). */
export function charAt(s: string, index: bigint): Value {
  const r = runes(s);
  if (index < 0n || index > BigInt(r.length)) return libErr(`index out of range: ${index}`);
  return index === BigInt(r.length) ? '' : r[Number(index)]!;
}

function matchesAt(r: string[], sub: string[], i: number): boolean {
  for (let j = 0; j < sub.length; j++) if (r[i + j] !== sub[j]) return false;
  return true;
}

/**
 * The empty search string at an offset, from cel-go v0.29 (#1335; Kubernetes 1.37): a negative offset
 * is an error and one past the end is clamped to the length (before, the offset itself was answered).
 */
function emptyAtOffset(s: string, offset: bigint): Value {
  if (offset < 0n) return libErr(`index out of range: ${offset}`);
  const n = BigInt(runes(s).length);
  return offset > n ? n : offset;
}

/** <string>.indexOf(string[, int]); `celGo029`: the empty string's offset checked as cel-go v0.29 does. */
export function indexOf(s: string, sub: string, offset = 0n, celGo029 = false): Value {
  if (sub === '') return celGo029 ? emptyAtOffset(s, offset) : offset;
  if (offset < 0n) return libErr(`index out of range: ${offset}`);
  const r = runes(s);
  if (offset >= BigInt(r.length)) return -1n;
  const subr = runes(sub);
  for (let i = Number(offset); i < r.length - (subr.length - 1); i++) if (matchesAt(r, subr, i)) return BigInt(i);
  return -1n;
}

/** <string>.lastIndexOf(string[, int]); `celGo029` as for indexOf. */
export function lastIndexOf(s: string, sub: string, offset?: bigint, celGo029 = false): Value {
  const r = runes(s);
  if (offset === undefined) {
    if (sub === '') return BigInt(r.length);
    if (utf8Len(s) < utf8Len(sub)) return -1n;
    offset = BigInt(r.length - 1);
  }
  if (sub === '') return celGo029 ? emptyAtOffset(s, offset) : offset;
  if (offset < 0n) return libErr(`index out of range: ${offset}`);
  if (offset >= BigInt(r.length)) return -1n;
  const subr = runes(sub);
  let off = Number(offset);
  if (off > r.length - subr.length) off = r.length - subr.length;
  for (let i = off; i >= 0; i--) if (matchesAt(r, subr, i)) return BigInt(i);
  return -1n;
}

/** <string>.lowerAscii(). */
export const lowerAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** <string>.upperAscii(). */
export const upperAscii = (s: string) => s.replace(/[a-z]/g, (c) => c.toUpperCase());

/** strings.Count: non-overlapping occurrences; "" counts rune boundaries. */
function goCount(s: string, sub: string): number {
  if (sub === '') return runes(s).length + 1;
  let n = 0;
  for (let i = s.indexOf(sub); i !== -1; i = s.indexOf(sub, i + sub.length)) n++;
  return n;
}

/** strings.Replace(s, old, new, n); n < 0 replaces all. */
function goReplace(s: string, old: string, rep: string, n: number): string {
  if (old === rep || n === 0) return s;
  const m = goCount(s, old);
  if (m === 0) return s;
  if (n < 0 || m < n) n = m;
  let out = '';
  let start = 0;
  for (let i = 0; i < n; i++) {
    let j = start;
    if (old.length === 0) {
      if (i > 0) {
        const cp = s.codePointAt(start);
        j += cp !== undefined && cp > 0xffff ? 2 : cp === undefined ? 0 : 1;
      }
    } else {
      j = s.indexOf(old, start);
    }
    out += s.slice(start, j) + rep;
    start = j + old.length;
  }
  return out + s.slice(start);
}

/** <string>.replace(old, new[, n]). */
export function replace(s: string, old: string, rep: string, n = -1n): string {
  const count = n < 0n ? -1 : n > 2n ** 31n ? 2 ** 31 : Number(n);
  return goReplace(s, old, rep, count);
}

/** strings.SplitN(s, sep, n). */
function goSplitN(s: string, sep: string, n: number): string[] {
  if (n === 0) return [];
  if (sep === '') {
    const r = runes(s);
    if (n < 0 || n > r.length) n = r.length;
    if (n === 0) return [];
    return [...r.slice(0, n - 1), r.slice(n - 1).join('')];
  }
  if (n < 0) n = goCount(s, sep) + 1;
  if (n > s.length + 1) n = s.length + 1;
  const out: string[] = [];
  let rest = s;
  while (out.length < n - 1) {
    const m = rest.indexOf(sep);
    if (m < 0) break;
    out.push(rest.slice(0, m));
    rest = rest.slice(m + sep.length);
  }
  out.push(rest);
  return out;
}

/** <string>.split(sep[, n]). */
export function split(s: string, sep: string, n = -1n): ArrayList {
  const count = n < 0n ? -1 : n > 2n ** 31n ? 2 ** 31 : Number(n);
  return new ArrayList(goSplitN(s, sep, count));
}

/** <string>.substring(start[, end]). */
export function substring(s: string, start: bigint, end?: bigint): Value {
  const r = runes(s);
  const l = BigInt(r.length);
  if (end === undefined) {
    if (start < 0n || start > l) return libErr(`index out of range: ${start}`);
    return r.slice(Number(start)).join('');
  }
  if (start > end) return libErr(`invalid substring range. start: ${start}, end: ${end}`);
  if (start < 0n || start > l) return libErr(`index out of range: ${start}`);
  if (end < 0n || end > l) return libErr(`index out of range: ${end}`);
  return r.slice(Number(start), Number(end)).join('');
}

/** unicode.IsSpace. */
const GO_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/;

/** <string>.trim(): strings.TrimSpace. */
export function trim(s: string): string {
  const r = runes(s);
  let a = 0;
  let b = r.length;
  while (a < b && GO_SPACE.test(r[a]!)) a++;
  while (b > a && GO_SPACE.test(r[b - 1]!)) b--;
  return r.slice(a, b).join('');
}

/**
 * <list(string)>.join([separator]). Version 2 walks the list and fails on a non-string element
 * with `join: invalid input: <elem>`; version 0 converts the list to []string first and reports
 * the element's ConvertToNative error.
 */
export function join(list: CelList, sep = '', version = 2): Value {
  const parts: string[] = [];
  for (const elem of list.toArray()) {
    if (typeof elem !== 'string') return libErr(version >= 2 ? `join: invalid input: ${goV(elem)}` : nativeStringError(elem));
    parts.push(elem);
  }
  return parts.join(sep);
}

/** %v of a CEL value in an error text. */
function goV(v: Value): string {
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  return String(v);
}

/** The ConvertToNative(string) error of a non-string element (cel-go common/types). */
function nativeStringError(v: Value): string {
  if (typeof v === 'bigint') return "unsupported type conversion from 'int' to string";
  if (typeof v === 'number') return "type conversion error from Double to 'string'";
  if (typeof v === 'boolean') return "type conversion error from bool to 'string'";
  return 'no such overload';
}

/** strings.quote(string): CEL escapes, wrapped in double quotes. */
export function quote(s: string): string {
  let out = '"';
  for (const c of runes(s)) {
    const cp = c.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += '\ufffd';
      continue;
    }
    switch (c) {
      case '\x07':
        out += '\\a';
        break;
      case '\b':
        out += '\\b';
        break;
      case '\f':
        out += '\\f';
        break;
      case '\n':
        out += '\\n';
        break;
      case '\r':
        out += '\\r';
        break;
      case '\t':
        out += '\\t';
        break;
      case '\v':
        out += '\\v';
        break;
      case '\\':
        out += '\\\\';
        break;
      case '"':
        out += '\\"';
        break;
      default:
        out += c;
    }
  }
  return out + '"';
}
