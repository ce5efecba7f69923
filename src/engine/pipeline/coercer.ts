// unstructuredSchemaCoercer.apply (apiextensions-apiserver pkg/apiserver/customresource_handler.go):
// what json.Unmarshal does for native types, done for a custom object at one version — the root
// ObjectMeta read (GetObjectMetaWithOptions: a malformed field fails, or is dropped when reading
// from storage), unknown fields pruned and non-nullable nulls dropped (unless the CRD preserves
// unknown fields), the metadata of the root and of every embedded resource rewritten through
// ObjectMeta (CoerceWithOptions with the structural schema), the root metadata written back.
// Kube applies it in place to an object it has just decoded; here it returns the coerced copy of
// a value it leaves alone: the pruning and the null pruning build that copy in one walk
// (pruning/copy.ts), so the value is not deep-copied first (decision 0018).
import { cloneJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { prunedCopy } from '../pruning';
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
  /** the coerced copy (null when decoding failed) */
  obj: JSONObject | null;
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

/** The coerced copy of `value` (`value` is not changed). */
export function unstructuredSchemaCoercer(value: JSONObject, schema: JSONSchemaProps | undefined, opts: CoercerOptions): CoercerResult {
  const root = getObjectMeta(value, opts);
  if (root.error !== undefined) return { obj: null, unknownFieldPaths: [], error: root.error };
  const unknownFieldPaths = root.unknown;
  let obj: JSONObject;
  if (!opts.preserveUnknownFields && schema) {
    // pruning.PruneWithOptions, then PruneNonNullableNullsWithoutDefaults: one copying walk
    const r = prunedCopy(value, schema, { dropNulls: true, defaults: false, prune: { isResourceRoot: true } });
    obj = r.value as JSONObject;
    unknownFieldPaths.push(...r.pruned);
  } else {
    obj = cloneJSON(value);
  }
  // CoerceWithOptions(nil, u.Object, schema, false, ...): the root is not an embedded resource here
  const coerced = coerceObjectMeta(obj, {
    schema,
    isResourceRoot: false,
    dropInvalidFields: opts.dropInvalidMetadata,
    returnUnknownFieldPaths: opts.returnUnknownFieldPaths,
  });
  if (coerced.errors.length > 0) return { obj: null, unknownFieldPaths, error: coerced.errors[0].toString(opts.rendering) };
  unknownFieldPaths.push(...coerced.unknownFields);
  if (root.meta) {
    if (opts.repairGeneration && !root.meta.generation) root.meta.generation = 1;
    // SetObjectMeta; a zero creationTimestamp is left out (the apiserver sets it on create)
    const encoded = encodeObjectMeta(root.meta);
    if (root.meta.creationTimestamp === undefined) delete encoded.creationTimestamp;
    // the meta was read from `value`: managedFields' fieldsV1 are its objects, copied so that the
    // copy shares nothing with `value`
    obj.metadata = encoded.managedFields === undefined ? encoded : cloneJSON(encoded);
  }
  return { obj, unknownFieldPaths };
}

/**
 * The versioning codec's conversion after defaulting (schemaCoercingConverter): the defaulted
 * object goes through unstructuredSchemaCoercer again, so the ObjectMeta of every embedded resource
 * is rewritten once more and a metadata field that a default put there and ObjectMeta does not
 * have (`metadata: {name: Bar, unknown: unknown}`) is dropped, in the request and in what is read
 * from storage (apiextensions-apiserver test/integration/defaulting_test.go
 * TestCustomResourceDefaultingOfMetaFields). Defaults are pruned when the CRD is validated, so
 * only this metadata coercion can change the defaulted object. In place; the decoding error, if any.
 */
export function coerceDefaultedMetadata(obj: JSONObject, schema: JSONSchemaProps | undefined, dropInvalidMetadata: boolean, rendering: ValueRendering): string | undefined {
  if (!schema) return undefined;
  const r = coerceObjectMeta(obj, { schema, isResourceRoot: false, dropInvalidFields: dropInvalidMetadata, returnUnknownFieldPaths: false });
  return r.errors.length > 0 ? r.errors[0].toString(rendering) : undefined;
}

/** Defaulted paths that are still in `obj` after coerceDefaultedMetadata (only metadata fields can be gone). */
export function stillDefaulted(obj: JSONObject, defaulted: string[], parse: (path: string) => (string | number)[]): string[] {
  if (!defaulted.some((p) => p.includes('metadata'))) return defaulted;
  return defaulted.filter((p) => {
    let at: JSONValue | undefined = obj;
    for (const seg of parse(p)) {
      if (Array.isArray(at) && typeof seg === 'number') at = at[seg];
      else if (isObject(at) && typeof seg === 'string' && Object.prototype.hasOwnProperty.call(at, seg)) at = at[seg];
      else return false;
    }
    return true;
  });
}
