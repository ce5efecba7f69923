// The predicates ValidateCustomResourceDefinitionUpdate uses to relax rules an existing CRD
// already breaks (apis/apiextensions/validation: SchemaHas, schemaHasDefaults,
// schemaHasKubernetesExtensions, schemaIsNonStructural, schemaHasUnprunedDefaults,
// hasNonAtomicSetType, hasInvalidMapListKeysMapSet, SchemaHasInvalidTypes). The caller ORs
// them over all versions of the old CRD to compute CRDSchemaOptions.
import { FieldPath } from '../field/path';
import { cloneJSON, deepEqualJSON } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { prune } from '../pruning';
import { additionalOf, isPresent, itemsOf, list, schemaList, schemaMap, str, strPtr, subSchema } from '../schema/props';
import { newStructuralError } from '../schema/convert';
import { validateStructural } from '../schema/validation';
import { validateMapListKeysMapSet } from '../schema/openapischema';
import { isEmbeddedResource } from '../schema/structural';

const OPENAPI_V3_TYPES = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string']);

/** SchemaHas: pred holds for the schema or any schema nested in it. */
export function schemaHas(schema: JSONSchemaProps, pred: (s: JSONSchemaProps) => boolean): boolean {
  const stack: JSONSchemaProps[] = [schema];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (pred(s)) return true;
    const items = itemsOf(s);
    if (items?.schema) stack.push(items.schema);
    if (items?.array) stack.push(...items.array);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) stack.push(...schemaList(s, key));
    const not = subSchema(s, 'not');
    if (not) stack.push(not);
    for (const key of ['properties', 'patternProperties', 'definitions']) for (const [, x] of schemaMap(s, key, false) ?? []) stack.push(x);
    const ap = additionalOf(s)?.schema;
    if (ap) stack.push(ap);
    const ai = subSchema(s, 'additionalItems');
    if (ai) stack.push(ai);
    for (const [, d] of schemaMap(s, 'dependencies', false) ?? []) stack.push(d);
  }
  return false;
}

export function schemaHasDefaults(s: JSONSchemaProps): boolean {
  return schemaHas(s, (x) => isPresent(x, 'default'));
}

/** Any x-kubernetes-* extension in use: such a CRD must have structural schemas. */
export function schemaHasKubernetesExtensions(s: JSONSchemaProps): boolean {
  return schemaHas(
    s,
    (x) =>
      x['x-kubernetes-embedded-resource'] === true ||
      isPresent(x, 'x-kubernetes-preserve-unknown-fields') ||
      x['x-kubernetes-int-or-string'] === true ||
      (list(x, 'x-kubernetes-list-map-keys')?.length ?? 0) > 0 ||
      strPtr(x, 'x-kubernetes-list-type') !== undefined ||
      (list(x, 'x-kubernetes-validations')?.length ?? 0) > 0,
  );
}

export function schemaIsNonStructural(s: JSONSchemaProps): boolean {
  return newStructuralError(s) !== null || validateStructural(FieldPath.root(), s).length > 0;
}

export function schemaHasInvalidTypes(s: JSONSchemaProps): boolean {
  return schemaHas(s, (x) => str(x, 'type') !== '' && !OPENAPI_V3_TYPES.has(str(x, 'type')));
}

export function schemaHasNonAtomicSetType(s: JSONSchemaProps): boolean {
  return schemaHas(s, (x) => {
    const items = itemsOf(x)?.schema;
    if (strPtr(x, 'x-kubernetes-list-type') !== 'set' || !items) return false;
    const t = str(items, 'type');
    if (t === 'array') {
      const lt = strPtr(items, 'x-kubernetes-list-type');
      return lt !== undefined && lt !== 'atomic';
    }
    if (t === 'object') return strPtr(items, 'x-kubernetes-map-type') !== 'atomic';
    return false;
  });
}

export function schemaHasInvalidMapListKeysMapSet(s: JSONSchemaProps): boolean {
  return schemaHas(s, (x) => validateMapListKeysMapSet(x, FieldPath.root()).length > 0);
}

/**
 * schemaHasUnprunedDefaults: some default of the structural schema changes when pruned.
 * Kubernetes prunes each default inside the whole object built around it (PruneDefaults,
 * with ObjectMeta coercion); pruning with the default's own schema node gives the same answer
 * outside ObjectMeta, where defaults are forbidden anyway.
 */
export function schemaHasUnprunedDefaults(s: JSONSchemaProps): boolean {
  if (!schemaHasDefaults(s) || schemaIsNonStructural(s)) return false;
  const stack: JSONSchemaProps[] = [s];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (isPresent(x, 'default')) {
      const pruned = cloneJSON(x.default!);
      prune(pruned, x, { isResourceRoot: isEmbeddedResource(x) });
      if (!deepEqualJSON(pruned, x.default!)) return true;
    }
    const ap = additionalOf(x)?.schema;
    if (ap) stack.push(ap);
    const items = itemsOf(x)?.schema;
    if (items) stack.push(items);
    for (const [, p] of schemaMap(x, 'properties', false) ?? []) stack.push(p);
  }
  return false;
}
