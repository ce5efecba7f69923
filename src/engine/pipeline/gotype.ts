// Go's %T of a value decoded into interface{} (encoding/json into unstructured).
import type { JSONValue } from '../types';

export function goTypeOf(v: JSONValue): string {
  if (v === null) return '<nil>';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isSafeInteger(v) ? 'int64' : 'float64';
  if (typeof v === 'bigint') return 'int64';
  if (Array.isArray(v)) return '[]interface {}';
  return 'map[string]interface {}';
}
