// encoding/json.Marshal of decoded JSON values: object keys sorted, HTML-significant
// characters and U+2028/U+2029 escaped as \uXXXX, numbers as Go prints them.
import type { JSONValue } from '../types';

function marshalString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** json.Marshal(v) for a value made of map[string]interface{}, []interface{} and scalars. */
export function goJSONMarshal(v: JSONValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return marshalString(v);
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 1e21 ? BigInt(v).toString() : JSON.stringify(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return '[' + v.map(goJSONMarshal).join(',') + ']';
  const keys = Object.keys(v).sort();
  return '{' + keys.map((k) => marshalString(k) + ':' + goJSONMarshal(v[k])).join(',') + '}';
}
