// schemaCoercingDecoder.Decode (customresource_handler.go) for a request body, and the handler's
// transformDecodeError (apiserver endpoints/handlers/rest.go): the body is read as unstructured,
// then unstructuredSchemaCoercer runs with dropInvalidMetadata false — a malformed metadata field
// fails the request with 400 `<Kind> in version "<v>" cannot be handled as a <Kind>: <error>`.
import type { JSONObject } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { unstructuredSchemaCoercer } from './coercer';
import type { ValueRendering } from '../field/errorbody';

interface DecodedRequest {
  /** the decoded object (pruned, metadata coerced): a new object, `value` is not changed; null when decoding failed */
  obj: JSONObject | null;
  /** unknown fields (strict decoding errors or warnings) */
  unknownFieldPaths: string[];
  /** the BadRequest message when decoding failed */
  error?: string;
}

export function schemaCoercingDecoder(
  value: JSONObject,
  gvk: { version: string; kind: string },
  schema: JSONSchemaProps | undefined,
  preserveUnknownFields: boolean,
  rendering: ValueRendering,
): DecodedRequest {
  const r = unstructuredSchemaCoercer(value, schema, { dropInvalidMetadata: false, returnUnknownFieldPaths: true, preserveUnknownFields, rendering });
  if (r.obj === null) {
    return { obj: null, unknownFieldPaths: [], error: `${gvk.kind} in version ${JSON.stringify(gvk.version)} cannot be handled as a ${gvk.kind}: ${r.error}` };
  }
  return { obj: r.obj, unknownFieldPaths: r.unknownFieldPaths.sort() };
}
