// apiextensions.k8s.io/v1 defaulting of a CustomResourceDefinition (v1/defaults.go
// SetDefaults_CustomResourceDefinition, SetDefaults_CustomResourceDefinitionSpec,
// SetDefaults_ServiceReference), applied by the apiserver before validation.
import { cloneJSON, isObject, type JSONValue } from '../apis/json';
import type { CustomResourceDefinition } from '../apis/crd';

/**
 * Returns a defaulted copy; the input is not modified. The versions' schemas, columns and
 * selectable fields are the input's objects (nothing changes them): a CRD read again after an edit
 * shares its unchanged schema nodes with the previous read (cache/share.ts), and the validators'
 * per-node memos answer for them. Every other part is copied.
 */
export function defaultCustomResourceDefinition(input: CustomResourceDefinition): CustomResourceDefinition {
  if (!isObject(input as unknown as JSONValue) || !isObject(input.spec as unknown as JSONValue)) return cloneJSON(input as unknown as JSONValue) as unknown as CustomResourceDefinition;
  const crd = { ...input };
  const spec = (crd.spec = copySpec(input.spec));
  if (isObject(crd.metadata as unknown as JSONValue)) crd.metadata = cloneJSON(crd.metadata as unknown as JSONValue) as unknown as CustomResourceDefinition['metadata'];
  if (isObject(crd.status as unknown as JSONValue)) crd.status = cloneJSON(crd.status as unknown as JSONValue) as unknown as CustomResourceDefinition['status'];
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

/** The spec with every part copied but the versions' contents, which are shallow copies (a version's fields may be dropped). */
function copySpec(input: CustomResourceDefinition['spec']): CustomResourceDefinition['spec'] {
  const spec = { ...input };
  for (const k of Object.keys(spec) as (keyof typeof spec)[]) {
    if (k !== 'versions') (spec as Record<string, unknown>)[k] = cloneJSON(spec[k] as unknown as JSONValue);
  }
  if (Array.isArray(spec.versions)) spec.versions = spec.versions.map((v) => (isObject(v as unknown as JSONValue) ? { ...v } : (cloneJSON(v as unknown as JSONValue) as unknown as typeof v)));
  return spec;
}
