// basicCommonValidator's enum check: a value matches an enum entry when it is convertible to the
// entry's Go type and equal after conversion (reflect ConvertibleTo + Convert + DeepEqual). So an
// int64 matches a float64 entry of the same value, a float64 is truncated to match an int64 entry,
// and an int64 converts to a string entry as a rune (string(rune(65)) == "A").
import { deepEqualJSON, type JSONValue } from '../apis/json';
import { isInt64 } from '../golang/numbers';

function runeString(n: number | bigint): string {
  if (n >= 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff)) return String.fromCodePoint(Number(n));
  return '\ufffd';
}

/** Go's int64(f) of a float64 that reflect.Convert performs (truncation; out of range: math.MinInt64 on amd64). */
function truncInt64(f: number): number | bigint {
  const t = Math.trunc(f);
  if (Number.isSafeInteger(t)) return t;
  return t >= -9223372036854775808 && t < 9223372036854775808 ? BigInt(t) : -(2n ** 63n);
}

/** An int64 value (a safe-integer number or a bigint), or undefined for a float64. */
function asInt64(v: JSONValue): number | bigint | undefined {
  if (typeof v === 'bigint') return v;
  return typeof v === 'number' && isInt64(v) ? v : undefined;
}

function matches(data: JSONValue, entry: JSONValue): boolean {
  if (entry === null) return false; // reflect.TypeOf(nil): skipped
  switch (typeof entry) {
    case 'string': {
      if (typeof data === 'string') return data === entry;
      const i = asInt64(data);
      return i !== undefined && runeString(i) === entry;
    }
    case 'boolean':
      return data === entry;
    case 'number':
    case 'bigint': {
      if (typeof data !== 'number' && typeof data !== 'bigint') return false;
      const e = asInt64(entry);
      // an int64 entry: the value converted to int64; a float64 entry: the value as float64
      if (e !== undefined) return (asInt64(data) ?? truncInt64(data as number)) == e; // number and bigint compare by value
      return Number(data) === entry;
    }
  }
  if (Array.isArray(entry)) return Array.isArray(data) && deepEqualJSON(data, entry);
  return typeof data === 'object' && data !== null && !Array.isArray(data) && deepEqualJSON(data, entry);
}

/** Whether a non-nil value satisfies the enum. */
export function enumContains(values: JSONValue[], data: JSONValue): boolean {
  for (const e of values) if (matches(data, e)) return true;
  return false;
}
