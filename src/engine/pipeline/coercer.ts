// unstructuredSchemaCoercer.apply (apiextensions-apiserver pkg/apiserver/customresource_handler.go):
// what json.Unmarshal does for native types, done for a custom object at one version — the root
// ObjectMeta read (GetObjectMetaWithOptions: a malformed field fails, or is dropped when reading
// from storage), unknown fields pruned and non-nullable nulls dropped (unless the CRD preserves
// unknown fields), the metadata of the root and of every embedded resource rewritten through
// ObjectMeta (CoerceWithOptions with the structural schema), the root metadata written back.
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { prune } from '../pruning';
import { pruneNonNullableNullsWithoutDefaults } from '../defaulting';
import { coerceObjectMeta, decodeObjectMeta, encodeObjectMeta, decodeObjectMetaDroppingMalformed, type ObjectMeta } from '../objectmeta';
import { goTypeOf } from '../golang/fmt';
import type { ValueRendering } from '../field/errorbody';

interface CoercerOptions {
  /** storage decoding: malformed metadata fields are dropped instead of failing */
  dropInvalidMetadata: boolean;
  /** the request decoder reports unknown fields (strict decoding, or warnings) */
  returnUnknownFieldPaths: boolean;
  /** spec.preserveUnknownFields: no pruning */
  preserveUnknownFields: boolean;
  /** storage decoding: a missing generation becomes 1 (repairGeneration) */
  repairGeneration?: boolean;
  /** how the Kubernetes version renders bad values in the metadata coercion error */
  rendering: ValueRendering;
}

interface CoercerResult {
  unknownFieldPaths: string[];
  /** the decoding error (the request fails with 400) */
  error?: string;
}

/** GetObjectMetaWithOptions for the root metadata. */
function getObjectMeta(obj: JSONObject, opts: CoercerOptions): { meta?: ObjectMeta; found: boolean; unknown: string[]; error?: string } {
  if (!('metadata' in obj)) return { found: false, unknown: [] };
  const v = obj.metadata as JSONValue;
  const d = decodeObjectMeta(v, opts.returnUnknownFieldPaths);
  if (d.meta) return { meta: d.meta, found: true, unknown: d.unknownFields.map((f) => `metadata.${f}`) };
  if (!opts.dropInvalidMetadata) return { found: true, unknown: [], error: d.error ?? '' };
  if (!isObject(v)) return { found: false, unknown: [], error: `invalid metadata: expected object, got ${goTypeOf(v)}` };
  const dropped = decodeObjectMetaDroppingMalformed(v, opts.returnUnknownFieldPaths);
  return { meta: dropped.meta, found: true, unknown: dropped.unknownFields.map((f) => `metadata.${f}`) };
}

/** Mutates `obj` in place. */
export function unstructuredSchemaCoercer(obj: JSONObject, schema: JSONSchemaProps | undefined, opts: CoercerOptions): CoercerResult {
  const root = getObjectMeta(obj, opts);
  if (root.error !== undefined) return { unknownFieldPaths: [], error: root.error };
  const unknownFieldPaths = [...root.unknown];
  if (!opts.preserveUnknownFields && schema) {
    unknownFieldPaths.push(...prune(obj, schema, { isResourceRoot: true }));
    pruneNonNullableNullsWithoutDefaults(obj, schema);
  }
  // CoerceWithOptions(nil, u.Object, schema, false, ...): the root is not an embedded resource here
  const coerced = coerceObjectMeta(obj, {
    schema,
    isResourceRoot: false,
    dropInvalidFields: opts.dropInvalidMetadata,
    returnUnknownFieldPaths: opts.returnUnknownFieldPaths,
  });
  if (coerced.errors.length > 0) return { unknownFieldPaths, error: coerced.errors[0].toString(opts.rendering) };
  unknownFieldPaths.push(...coerced.unknownFields);
  if (root.meta) {
    if (opts.repairGeneration && !root.meta.generation) root.meta.generation = 1;
    // SetObjectMeta; a zero creationTimestamp is left out (the apiserver sets it on create)
    const encoded = encodeObjectMeta(root.meta);
    if (root.meta.creationTimestamp === undefined) delete encoded.creationTimestamp;
    obj.metadata = encoded;
  }
  return { unknownFieldPaths };
}
