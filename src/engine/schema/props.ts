// Reading JSONSchemaProps fields the way the Go structs hold them after decoding: strings
// and booleans are "set" when non-zero, pointers/slices/maps when present (an empty list or
// map written in YAML is a non-nil Go value). Values of the wrong JSON type count as unset
// (the CRD decoder reports those separately).
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { goQuote } from '../golang/fmt';

export function isPresent(s: JSONSchemaProps, key: string): boolean {
  const v = s[key];
  return v !== undefined && v !== null;
}

/** A Go string field: "" when absent or not a string. */
export function str(s: JSONSchemaProps, key: string): string {
  const v = s[key];
  return typeof v === 'string' ? v : '';
}

/** A Go bool field. */
export function flag(s: JSONSchemaProps, key: string): boolean {
  return s[key] === true;
}

/** A Go *string field: undefined when nil. */
export function strPtr(s: JSONSchemaProps, key: string): string | undefined {
  const v = s[key];
  return typeof v === 'string' ? v : undefined;
}

export function list<T = JSONValue>(s: JSONSchemaProps, key: string): T[] | undefined {
  const v = s[key];
  return Array.isArray(v) ? (v as T[]) : undefined;
}

/** The answer of schemaList for a schema without the list (most schemas): one array, never changed. */
const NO_SCHEMAS: readonly JSONSchemaProps[] = Object.freeze([]);

export function schemaList(s: JSONSchemaProps, key: 'allOf' | 'anyOf' | 'oneOf'): readonly JSONSchemaProps[] {
  const v = s[key];
  if (!Array.isArray(v)) return NO_SCHEMAS;
  return v.map((x) => (isObject(x as JSONValue) ? (x as JSONSchemaProps) : {}));
}

/**
 * A map[string]JSONSchemaProps field (properties, patternProperties, definitions). Sorted by
 * key unless `sorted` is false (for walkers whose output order does not depend on it).
 */
export function schemaMap(s: JSONSchemaProps, key: string, sorted = true): [string, JSONSchemaProps][] | undefined {
  const v = s[key];
  if (!isObject(v as JSONValue)) return undefined;
  const keys = Object.keys(v as object);
  if (sorted) keys.sort();
  const out: [string, JSONSchemaProps][] = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const x = (v as Record<string, unknown>)[keys[i]];
    out[i] = [keys[i], isObject(x as JSONValue) ? (x as JSONSchemaProps) : {}];
  }
  return out;
}

/** len() of a map field; 0 when absent. */
export function mapLen(s: JSONSchemaProps, key: string): number {
  const v = s[key];
  return isObject(v as JSONValue) ? Object.keys(v as object).length : 0;
}

export function subSchema(s: JSONSchemaProps, key: string): JSONSchemaProps | undefined {
  const v = s[key];
  return isObject(v as JSONValue) ? (v as JSONSchemaProps) : undefined;
}

/** JSONSchemaPropsOrArray: a single schema, an array of schemas, or nothing. */
export function itemsOf(s: JSONSchemaProps): { schema?: JSONSchemaProps; array?: JSONSchemaProps[] } | undefined {
  const v = s.items as unknown;
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return { array: v.map((x) => (isObject(x as JSONValue) ? (x as JSONSchemaProps) : {})) };
  if (isObject(v as JSONValue)) return { schema: v as JSONSchemaProps };
  return undefined;
}

/** JSONSchemaPropsOrBool: Allows is true for `true` and for a schema. */
export function additionalOf(s: JSONSchemaProps): { allows: boolean; schema?: JSONSchemaProps } | undefined {
  const v = s.additionalProperties as unknown;
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return { allows: v };
  if (isObject(v as JSONValue)) return { allows: true, schema: v as JSONSchemaProps };
  return undefined;
}

/** A %#v-style bad value for a []string (field.Invalid with a string slice). */
export function goStringSlice(values: readonly string[]): { goString(): string } {
  return { goString: () => '[]string{' + values.map((v) => goQuote(v)).join(', ') + '}' };
}
