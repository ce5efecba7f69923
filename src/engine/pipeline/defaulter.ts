// unstructuredDefaulter.Default (customresource_handler.go): structural defaulting with the schema
// of the object's own version. The versioning codec runs it right after decoding — a request body
// at the request version, an object read from storage at the storage version — and never during
// a conversion. Returns the defaulted field paths.
import type { JSONObject } from '../apis/json';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { applyDefaults } from '../defaulting';

export function unstructuredDefaulter(obj: JSONObject, schema: JSONSchemaProps | undefined): string[] {
  return schema ? applyDefaults(obj, schema) : [];
}
