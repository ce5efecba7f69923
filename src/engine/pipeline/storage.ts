// The storage codec of crdConversionRESTOptionsGetter.GetRESTOptions (customresource_handler.go):
// an object is encoded by converting it to the storage version (schemaCoercingConverter, no
// defaulting), and read back by schemaCoercingDecoder with dropInvalidMetadata and
// repairGeneration (malformed metadata fields are dropped, not rejected), unstructuredDefaulter at
// the storage version, then a conversion to the version asked for (no defaulting).
import type { JSONObject } from '../apis/json';
import type { CustomResourceDefinition } from '../apis/crd';
import { coerceDefaultedMetadata, stillDefaulted, unstructuredSchemaCoercer } from './coercer';
import { parseFieldPath } from './locate';
import { unstructuredDefaulter } from './defaulter';
import { convertToVersion, versionSchema } from './converter';
import type { ValueRendering } from '../field/errorbody';

interface ReadBack {
  /** the object as stored (at the storage version), before the read-back's defaulting */
  stored: JSONObject | null;
  /** after storage decoding and defaulting at the storage version */
  read: JSONObject | null;
  /** paths defaulted at the storage version */
  defaulted: string[];
  /** converted to the version asked for: what the apiserver returns */
  response: JSONObject | null;
  error?: string;
}

/** versioning codec Encode: the object converted to the storage version. */
function storageEncode(crd: CustomResourceDefinition, obj: JSONObject, storageVersion: string, rendering: ValueRendering): { stored: JSONObject | null; error?: string } {
  const c = convertToVersion(crd, obj, storageVersion, rendering);
  return { stored: c.obj, error: c.error };
}

/** versioning codec Decode of a stored object: coerced dropping malformed metadata, defaulted at the storage version. */
export function storageDecode(crd: CustomResourceDefinition, stored: JSONObject, storageVersion: string, rendering: ValueRendering): { read: JSONObject | null; defaulted: string[]; error?: string } {
  const schema = versionSchema(crd, storageVersion);
  // the coerced copy (`stored` is not changed), then defaulted in place
  const r = unstructuredSchemaCoercer(stored, schema, {
    dropInvalidMetadata: true,
    repairGeneration: true,
    returnUnknownFieldPaths: false,
    preserveUnknownFields: crd.spec.preserveUnknownFields === true,
    rendering,
  });
  if (r.obj === null) return { read: null, defaulted: [], error: r.error };
  const defaulted = unstructuredDefaulter(r.obj, schema);
  // the conversion after defaulting coerces embedded ObjectMeta again (malformed fields dropped)
  coerceDefaultedMetadata(r.obj, schema, true, rendering);
  return { read: r.obj, defaulted: stillDefaulted(r.obj, defaulted, parseFieldPath) };
}

/** A stored object read at `version`: storage decoding and defaulting, then a conversion. */
export function readFromStorage(crd: CustomResourceDefinition, stored: JSONObject, storageVersion: string, version: string, rendering: ValueRendering): ReadBack {
  const dec = storageDecode(crd, stored, storageVersion, rendering);
  if (dec.read === null) return { stored, read: null, defaulted: [], response: null, error: dec.error };
  const conv = convertToVersion(crd, dec.read, version, rendering);
  return { stored, read: dec.read, defaulted: dec.defaulted, response: conv.obj, error: conv.error };
}

/** Store `obj` and read it back at `version` (the create or update response). */
export function storeAndReadBack(crd: CustomResourceDefinition, obj: JSONObject, storageVersion: string, version: string, rendering: ValueRendering): ReadBack {
  const enc = storageEncode(crd, obj, storageVersion, rendering);
  if (!enc.stored) return { stored: null, read: null, defaulted: [], response: null, error: enc.error };
  return readFromStorage(crd, enc.stored, storageVersion, version, rendering);
}
