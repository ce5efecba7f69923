// A canonical key per JSON value so that equality (reflect.DeepEqual of decoded values) can be
// decided by hashing in linear time: uniqueItems and list-type set/map checks.
import type { JSONValue } from '../apis/json';

/** Equal keys ⇔ deep-equal values (object key order ignored; integral and fractional numbers kept apart by value). */
export function uniqueKey(v: JSONValue): string {
  if (v === null) return 'z';
  switch (typeof v) {
    case 'string':
      return 's' + JSON.stringify(v);
    case 'number':
      return 'n' + (Object.is(v, -0) ? '0' : String(v));
    case 'bigint':
      return 'i' + v.toString(); // an int64 beyond ±2^53 never equals a float64 (reflect.DeepEqual)
    case 'boolean':
      return v ? 't' : 'f';
  }
  if (Array.isArray(v)) return '[' + v.map(uniqueKey).join(',') + ']';
  const keys = Object.keys(v).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + uniqueKey(v[k])).join(',') + '}';
}
