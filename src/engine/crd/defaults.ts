// apiextensions.k8s.io/v1 defaulting of a CustomResourceDefinition (v1/defaults.go
// SetDefaults_CustomResourceDefinition, SetDefaults_CustomResourceDefinitionSpec,
// SetDefaults_ServiceReference), applied by the apiserver before validation.
import { cloneJSON, isObject, type JSONValue } from '../apis/json';
import type { CustomResourceDefinition } from '../apis/crd';

/** Returns a defaulted deep copy; the input is not modified. */
export function defaultCustomResourceDefinition(input: CustomResourceDefinition): CustomResourceDefinition {
  const crd = cloneJSON(input as unknown as JSONValue) as unknown as CustomResourceDefinition;
  if (!isObject(crd.spec as unknown as JSONValue)) return crd;
  const spec = crd.spec;
  if (!isObject(spec.names as unknown as JSONValue)) spec.names = { plural: '', kind: '' };
  const names = spec.names;
  const kind = typeof names.kind === 'string' ? names.kind : '';
  if (typeof names.singular !== 'string' || names.singular.length === 0) names.singular = kind.toLowerCase();
  if ((typeof names.listKind !== 'string' || names.listKind.length === 0) && kind.length > 0) names.listKind = kind + 'List';
  if (!isObject(spec.conversion as unknown as JSONValue)) spec.conversion = { strategy: 'None' };
  const service = spec.conversion!.webhook?.clientConfig?.service;
  if (isObject(service as unknown as JSONValue) && typeof service!.port !== 'number') service!.port = 443;

  const versions = Array.isArray(spec.versions) ? spec.versions : [];
  const stored = crd.status?.storedVersions;
  if (!Array.isArray(stored) || stored.length === 0) {
    const storage = versions.find((v) => isObject(v as unknown as JSONValue) && v.storage === true);
    if (storage) {
      const status = (isObject(crd.status as unknown as JSONValue) ? crd.status : {}) as NonNullable<CustomResourceDefinition['status']>;
      crd.status = { ...status, storedVersions: [storage.name] } as NonNullable<CustomResourceDefinition['status']>;
    }
  }
  return crd;
}
