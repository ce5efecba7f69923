// crConverter.ConvertToVersion (apiserver/conversion/converter.go) with the None strategy
// (nop_converter.go: only apiVersion changes) wrapped in schemaCoercingConverter
// (customresource_handler.go: the output is coerced at its version — pruned, metadata coerced).
// A conversion never defaults. Versions the CRD does not have are refused, the target first.
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import type { CustomResourceDefinition } from '../apis/crd';
import { unstructuredSchemaCoercer } from './coercer';
import type { ValueRendering } from '../field/errorbody';

export interface Converted {
  obj: JSONObject | null;
  /** fields pruned at the target version */
  pruned: string[];
  error?: string;
}

export function versionSchema(crd: CustomResourceDefinition, version: string): JSONSchemaProps | undefined {
  const v = (Array.isArray(crd.spec?.versions) ? crd.spec.versions : []).find((x) => x?.name === version);
  const s = v?.schema?.openAPIV3Schema;
  return isObject(s as unknown as JSONValue) ? s : undefined;
}

function hasVersion(crd: CustomResourceDefinition, group: string, apiVersion: string): boolean {
  const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  return versions.some((v) => `${group}/${v?.name}` === apiVersion);
}

/** `obj` is not modified. */
export function convertToVersion(crd: CustomResourceDefinition, obj: JSONObject, toVersion: string, rendering: ValueRendering): Converted {
  const group = typeof crd.spec?.group === 'string' ? crd.spec.group : '';
  const to = `${group}/${toVersion}`;
  const from = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  if (!hasVersion(crd, group, to)) return { obj: null, pruned: [], error: `request to convert CR to an invalid group/version: ${to}` };
  if (!hasVersion(crd, group, from)) return { obj: null, pruned: [], error: `request to convert CR from an invalid group/version: ${from}` };
  // the coercer's copy of the object at the new apiVersion (its place kept)
  const r = unstructuredSchemaCoercer({ ...obj, apiVersion: to }, versionSchema(crd, toVersion), {
    dropInvalidMetadata: false,
    returnUnknownFieldPaths: true,
    preserveUnknownFields: crd.spec.preserveUnknownFields === true,
    rendering,
  });
  if (r.obj === null) return { obj: null, pruned: [], error: r.error };
  return { obj: r.obj, pruned: r.unknownFieldPaths.filter((p) => !p.startsWith('metadata.')) };
}
