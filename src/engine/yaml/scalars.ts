// Plain scalars resolved as sigs.k8s.io/yaml (go-yaml v2) resolves them when kubectl turns YAML
// into JSON: yes/no/on/off are booleans, 0x/0o/0b and leading-zero octal integers, `_` in numbers,
// integers beyond 2^53 kept exact as int64, timestamps stay strings.
import type { JSONValue } from '../apis/json';

const BOOL_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const BOOL_FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const FLOAT_RE = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const INT_RE = /^[-+]?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/;

const SHORT_DECIMAL = /^(0|[1-9][0-9]{0,14})$/;
const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

/**
 * A YAML float as the apiserver reads it after sigs.k8s.io/yaml wrote it as JSON: encoding/json
 * writes a float64 below 1e21 without exponent (the shortest digits, as JS prints them), so an
 * integral float such as `9.2e18` arrives as the integer `9200000000000000000` and, fitting int64,
 * is decoded as int64.
 */
function int64OfIntegralFloat(n: number): JSONValue {
  if (Number.isSafeInteger(n) || !Number.isInteger(n) || Math.abs(n) >= 1e21) return n;
  const big = BigInt(String(n));
  return big >= MIN_INT64 && big <= MAX_INT64 ? big : n;
}

type ResolvedScalar = { kind: 'value'; value: JSONValue } | { kind: 'nonfinite'; text: string };

/** Resolves a plain (unquoted, untagged) scalar as go-yaml v2 does. */
export function resolvePlainScalar(text: string): ResolvedScalar {
  const value = plainScalarValue(text);
  return value === undefined ? { kind: 'nonfinite', text } : { kind: 'value', value };
}

/**
 * resolvePlainScalar's value, undefined for a non-finite float (`.inf`, `.nan`), without a result
 * object (the block fast path resolves every plain scalar it reads).
 */
export function plainScalarValue(text: string): JSONValue | undefined {
  const c = text.charCodeAt(0);
  const hint = (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46; // 0-9 - + .
  // the null and bool words have at most 5 characters, numbers and non-finite floats start with a hint
  if (!hint && text.length > 5) return text;
  if (NULLS.has(text)) return null;
  if (BOOL_TRUE.has(text)) return true;
  if (BOOL_FALSE.has(text)) return false;
  if (/^[-+]?\.(inf|Inf|INF|nan|NaN|NAN)$/.test(text)) return undefined;
  if (!hint) return text;
  const plain = text.replace(/_/g, '');
  if (INT_RE.test(plain)) {
    const neg = plain.startsWith('-');
    const body = plain.replace(/^[-+]/, '');
    // up to 15 decimal digits: a safe integer, no BigInt needed (the common case)
    if (SHORT_DECIMAL.test(body)) return neg ? 0 - Number(body) : Number(body);
    let big: bigint;
    if (/^0[xX]/.test(body)) big = BigInt(body);
    else if (/^0[oO]/.test(body)) big = BigInt('0o' + body.slice(2));
    else if (/^0[bB]/.test(body)) big = BigInt('0b' + body.slice(2));
    else if (body.length > 1 && body.startsWith('0')) big = BigInt('0o' + body.slice(1));
    else big = BigInt(body);
    if (neg) big = -big;
    // go-yaml keeps int64 and uint64 integers exactly; sigs.k8s.io/yaml writes them as JSON
    // integers and the apiserver's JSON decoder (sigs.k8s.io/json PreserveInts) reads an integer
    // that fits int64 as int64, any other number as float64. Exact int64 values beyond 2^53 are
    // bigints here, everything else a JS number (see docs/decisions/0006-int64.md).
    if (big >= MIN_INT64 && big <= MAX_INT64) {
      const n = Number(big);
      return Number.isSafeInteger(n) ? n : big;
    }
    return Number(big);
  }
  if (FLOAT_RE.test(plain)) {
    const n = Number(plain);
    if (Number.isFinite(n)) return int64OfIntegralFloat(n);
    return undefined;
  }
  return text;
}
