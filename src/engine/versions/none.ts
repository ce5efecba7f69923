// None conversion (apiserver/conversion/nop_converter.go): only apiVersion is rewritten, after
// crConverter.ConvertToVersion (converter.go) has refused a target or source version the CRD does
// not have. The converted object is then what schemaCoercingConverter makes of it at the target
// version: unknown fields are pruned (pruning.PruneWithOptions, isResourceRoot) and non-nullable
// nulls without defaults dropped. A conversion never defaults: the versioning codec defaults only
// where it decodes (a request body at the request version, a stored object at the storage version).
import { cloneJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import type { CustomResourceDefinition } from '../apis/crd';
import { prune } from '../pruning';
import { pruneNonNullableNullsWithoutDefaults } from '../defaulting';

export interface NoneConversionResult {
  /** the converted copy (the input is not modified) */
  object: JSONValue;
  /** field paths removed by pruning against the target schema */
  pruned: string[];
  /** always empty: a conversion does not default (kept for the batch contract) */
  defaulted: string[];
  warnings: string[];
  /** the converter's error (a version the CRD does not have); `object` is then the input unchanged */
  error?: string;
}

export function convertNone(crd: CustomResourceDefinition, object: JSONValue, toVersion: string): NoneConversionResult {
  const warnings: string[] = [];
  const out = cloneJSON(object);
  if (!isObject(out)) return { object: out, pruned: [], defaulted: [], warnings: ['the object is not a mapping; nothing to convert'] };
  const group = typeof crd?.spec?.group === 'string' ? crd.spec.group : '';
  const versions = Array.isArray(crd?.spec?.versions) ? crd.spec.versions : [];
  const target = versions.find((v) => v?.name === toVersion);
  const desired = `${group}/${toVersion}`;
  const from = typeof out.apiVersion === 'string' ? out.apiVersion : '';
  const refuse = (error: string): NoneConversionResult => ({ object: out, pruned: [], defaulted: [], warnings: [error], error });
  if (!target) return refuse(`request to convert CR to an invalid group/version: ${desired}`);
  if (!versions.some((v) => `${group}/${v?.name}` === from)) return refuse(`request to convert CR from an invalid group/version: ${from}`);
  if (from !== desired) (out as JSONObject).apiVersion = desired;
  if (!target.served && !target.storage) warnings.push(`${desired} is not served`);
  const schema = isObject(target.schema?.openAPIV3Schema as JSONValue) ? (target.schema!.openAPIV3Schema as JSONSchemaProps) : undefined;
  let pruned: string[] = [];
  if (crd.spec.preserveUnknownFields !== true) pruned = prune(out, schema, { isResourceRoot: true });
  if (crd.spec.preserveUnknownFields !== true) pruneNonNullableNullsWithoutDefaults(out, schema);
  for (const p of pruned) warnings.push(`converting ${from || '(no apiVersion)'} to ${desired} with strategy None drops field "${p}": it is not in the ${toVersion} schema`);
  return { object: out, pruned, defaulted: [], warnings };
}
