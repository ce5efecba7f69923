// unstructuredDefaulter.Default (customresource_handler.go): structural defaulting with the schema
// of the object's own version. The versioning codec runs it right after decoding — a request body
// at the request version, an object read from storage at the storage version — and never during
// a conversion. Returns the defaulted field paths.
import { cloneJSON, type JSONObject } from '../apis/json';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { applyDefaults } from '../defaulting';
import { prunedCopy } from '../pruning';
import { IdentityCache } from '../cache';

export function unstructuredDefaulter(obj: JSONObject, schema: JSONSchemaProps | undefined): string[] {
  return schema ? applyDefaults(obj, schema) : [];
}

/** unstructuredDefaulter on a copy: the defaulted copy of `obj` (not changed), built in one walk. */
export function defaultedCopy(obj: JSONObject, schema: JSONSchemaProps | undefined): { obj: JSONObject; defaulted: string[] } {
  if (!schema) return { obj: cloneJSON(obj), defaulted: [] };
  const r = prunedCopy(obj, schema, { dropNulls: false, defaults: true });
  return { obj: r.value as JSONObject, defaulted: r.defaulted };
}

/** Whether a schema sets a default anywhere below it, by schema object (a CRD's schemas are not changed once loaded). */
const schemaDefaults = new IdentityCache<JSONSchemaProps, boolean>('pipeline.schemaDefaults');

/**
 * Whether defaulting can change an object under `schema`: some schema node below it has a
 * default that is not null (structural defaulting sets only those; a null default is no default).
 * Every sub-schema is looked at, also those defaulting does not walk (allOf, anyOf, oneOf, not):
 * a `true` only costs the defaulting walk. Iterative: a schema may be deep.
 */
export function schemaHasDefaults(schema: JSONSchemaProps): boolean {
  const known = schemaDefaults.get(schema);
  if (known !== undefined) return known;
  let found = false;
  const todo: unknown[] = [schema];
  while (todo.length > 0 && !found) {
    const s = todo.pop();
    if (s === null || typeof s !== 'object') continue;
    if (Array.isArray(s)) {
      for (const x of s) todo.push(x);
      continue;
    }
    const n = s as JSONSchemaProps;
    if (n.default !== undefined && n.default !== null) found = true;
    if (n.properties) for (const k of Object.keys(n.properties)) todo.push(n.properties[k]);
    todo.push(n.items, n.additionalProperties, n.allOf, n.anyOf, n.oneOf, n.not);
  }
  schemaDefaults.set(schema, found);
  return found;
}
