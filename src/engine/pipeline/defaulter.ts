// unstructuredDefaulter.Default (customresource_handler.go): structural defaulting with the schema
// of the object's own version. The versioning codec runs it right after decoding — a request body
// at the request version, an object read from storage at the storage version — and never during
// a conversion. Returns the defaulted field paths.
import { cloneJSON, type JSONObject } from '../apis/json';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { applyDefaults } from '../defaulting';
import { prunedCopy } from '../pruning';

export function unstructuredDefaulter(obj: JSONObject, schema: JSONSchemaProps | undefined): string[] {
  return schema ? applyDefaults(obj, schema) : [];
}

/** unstructuredDefaulter on a copy: the defaulted copy of `obj` (not changed), built in one walk. */
export function defaultedCopy(obj: JSONObject, schema: JSONSchemaProps | undefined): { obj: JSONObject; defaulted: string[] } {
  if (!schema) return { obj: cloneJSON(obj), defaulted: [] };
  const r = prunedCopy(obj, schema, { dropNulls: false, defaults: true });
  return { obj: r.value as JSONObject, defaulted: r.defaulted };
}
