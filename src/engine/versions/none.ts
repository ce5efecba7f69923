// None conversion (apiserver/conversion/nop_converter.go): only apiVersion is rewritten. The
// converted object is then what the target version's structural schema makes of it: unknown fields
// are pruned (pruning.PruneWithOptions, isResourceRoot) and non-nullable nulls without defaults are
// dropped and defaults applied (structural defaulting), as when the object is stored or read at
// that version.
import { cloneJSON, isObject, type JSONObject, type JSONSchemaProps, type JSONValue } from '../types';
import type { CustomResourceDefinition } from '../crd/types';
import { prune } from '../pruning';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../defaulting';

export interface NoneConversionResult {
  /** the converted copy (the input is not modified) */
  object: JSONValue;
  /** field paths removed by pruning against the target schema */
  pruned: string[];
  /** field paths set from target-schema defaults */
  defaulted: string[];
  warnings: string[];
}

export function convertNone(crd: CustomResourceDefinition, object: JSONValue, toVersion: string): NoneConversionResult {
  const warnings: string[] = [];
  const out = cloneJSON(object);
  if (!isObject(out)) return { object: out, pruned: [], defaulted: [], warnings: ['the object is not a mapping; nothing to convert'] };
  const group = typeof crd?.spec?.group === 'string' ? crd.spec.group : '';
  const versions = Array.isArray(crd?.spec?.versions) ? crd.spec.versions : [];
  const target = versions.find((v) => v?.name === toVersion);
  if (!target) {
    return { object: out, pruned: [], defaulted: [], warnings: [`version ${JSON.stringify(toVersion)} is not defined in spec.versions`] };
  }
  const desired = `${group}/${toVersion}`;
  const from = typeof out.apiVersion === 'string' ? out.apiVersion : '';
  if (from !== desired) (out as JSONObject).apiVersion = desired;
  if (!target.served && !target.storage) warnings.push(`${desired} is not served`);
  const schema = isObject(target.schema?.openAPIV3Schema as JSONValue) ? (target.schema!.openAPIV3Schema as JSONSchemaProps) : undefined;
  let pruned: string[] = [];
  if (crd.spec.preserveUnknownFields !== true) pruned = prune(out, schema, { isResourceRoot: true });
  pruneNonNullableNullsWithoutDefaults(out, schema);
  const defaulted = applyDefaults(out, schema);
  for (const p of pruned) warnings.push(`converting ${from || '(no apiVersion)'} to ${desired} with strategy None drops field "${p}": it is not in the ${toVersion} schema`);
  return { object: out, pruned, defaulted, warnings };
}
