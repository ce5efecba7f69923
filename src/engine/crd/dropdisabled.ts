// dropDisabledFields of the CRD registry strategy: fields of the CRD API that a Kubernetes
// version does not have (or has behind a feature gate that is off by default) are dropped
// on create, so they have no effect there.
import type { CustomResourceDefinition } from '../apis/crd';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { isObject, type JSONValue } from '../apis/json';
import { kubeMinor } from '../apis/kubeversion';

/** CRDValidationRatcheting (ratcheting of updates and optionalOldSelf) is on by default from 1.30. */
export function validationRatchetingEnabled(kubeVersion: string): boolean {
  return kubeMinor(kubeVersion) >= 30;
}

function walkSchemas(s: unknown, visit: (s: JSONSchemaProps) => void): void {
  if (!isObject(s as JSONValue)) return;
  const schema = s as JSONSchemaProps;
  visit(schema);
  for (const key of ['properties', 'patternProperties', 'definitions'] as const) {
    const m = schema[key];
    if (isObject(m as JSONValue)) for (const v of Object.values(m as object)) walkSchemas(v, visit);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(schema[key])) for (const v of schema[key]!) walkSchemas(v, visit);
  if (Array.isArray(schema.items)) for (const v of schema.items) walkSchemas(v, visit);
  else walkSchemas(schema.items, visit);
  walkSchemas(schema.not, visit);
  if (typeof schema.additionalProperties === 'object') walkSchemas(schema.additionalProperties, visit);
}

/**
 * Drops `optionalOldSelf` from every x-kubernetes-validations rule when the version does not
 * enable it (the field arrived with CRDValidationRatcheting). Mutates the CRD; returns how
 * many rules lost the field.
 */
export function dropDisabledFields(crd: CustomResourceDefinition, kubeVersion: string): number {
  return disabledFields(crd, kubeVersion, true);
}

/** How many rules dropDisabledFields would change; the CRD is not changed (a CRD with none needs no copy). */
export function countDisabledFields(crd: CustomResourceDefinition, kubeVersion: string): number {
  return disabledFields(crd, kubeVersion, false);
}

function disabledFields(crd: CustomResourceDefinition, kubeVersion: string, drop: boolean): number {
  if (validationRatchetingEnabled(kubeVersion)) return 0;
  let found = 0;
  for (const v of Array.isArray(crd.spec?.versions) ? crd.spec.versions : []) {
    walkSchemas(v?.schema?.openAPIV3Schema, (s) => {
      for (const rule of Array.isArray(s['x-kubernetes-validations']) ? s['x-kubernetes-validations'] : []) {
        if (isObject(rule as unknown as JSONValue) && 'optionalOldSelf' in rule) {
          if (drop) delete rule.optionalOldSelf;
          found++;
        }
      }
    });
  }
  return found;
}
