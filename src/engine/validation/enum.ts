// basicCommonValidator's enum check: a value matches an enum entry when it is convertible to the
// entry's Go type and equal after conversion (reflect ConvertibleTo + Convert + DeepEqual). So an
// int64 matches a float64 entry of the same value, a float64 is truncated to match an int64 entry,
// and an int64 converts to a string entry as a rune (string(rune(65)) == "A").
import { deepEqualJSON, type JSONValue } from '../types';
import { isInt64 } from '../golang/numbers';

function runeString(n: number): string {
  if (n >= 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff)) return String.fromCodePoint(n);
  return '\ufffd';
}

function matches(data: JSONValue, entry: JSONValue): boolean {
  if (entry === null) return false; // reflect.TypeOf(nil): skipped
  switch (typeof entry) {
    case 'string':
      if (typeof data === 'string') return data === entry;
      return typeof data === 'number' && isInt64(data) && runeString(data) === entry;
    case 'boolean':
      return data === entry;
    case 'number':
      if (typeof data !== 'number') return false;
      if (isInt64(entry)) return (isInt64(data) ? data : Math.trunc(data)) === entry;
      return data === entry;
  }
  if (Array.isArray(entry)) return Array.isArray(data) && deepEqualJSON(data, entry);
  return typeof data === 'object' && data !== null && !Array.isArray(data) && deepEqualJSON(data, entry);
}

/** Whether a non-nil value satisfies the enum. */
export function enumContains(values: JSONValue[], data: JSONValue): boolean {
  for (const e of values) if (matches(data, e)) return true;
  return false;
}
