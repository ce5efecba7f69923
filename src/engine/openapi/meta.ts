// The Kubernetes metadata the OpenAPI builder adds around a CRD schema: TypeMeta's apiVersion
// and kind, the ObjectMeta / ListMeta references with PartialObjectMetadata's descriptions,
// and the embedded-resource variants (controller/openapi/builder addTypeMetaProperties,
// addEmbeddedProperties, buildListSchema).
import type { JSONObject } from '../apis/json';

export const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';
export const LIST_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta';

const API_VERSION_DESCRIPTION =
  'APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources';
const KIND_DESCRIPTION =
  'Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds';
/** PartialObjectMetadata SwaggerDoc()["metadata"] */
export const OBJECT_METADATA_DESCRIPTION = "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata";
/** PartialObjectMetadataList SwaggerDoc()["metadata"] */
export const LIST_METADATA_DESCRIPTION = 'Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds';
const EMBEDDED_API_VERSION_DESCRIPTION =
  'apiVersion defines the versioned schema of this representation of an object. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources';
const EMBEDDED_KIND_DESCRIPTION =
  'kind is a string value representing the type of this object. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds';

/** `#/definitions/<name>` in v2, `#/components/schemas/<name>` in v3. */
export function refFor(name: string, v2: boolean): string {
  return (v2 ? '#/definitions/' : '#/components/schemas/') + name;
}

export function apiVersionProperty(): JSONObject {
  return { description: API_VERSION_DESCRIPTION, type: 'string' };
}
export function kindProperty(): JSONObject {
  return { description: KIND_DESCRIPTION, type: 'string' };
}
export function embeddedAPIVersionProperty(): JSONObject {
  return { description: EMBEDDED_API_VERSION_DESCRIPTION, type: 'string' };
}
export function embeddedKindProperty(): JSONObject {
  return { description: EMBEDDED_KIND_DESCRIPTION, type: 'string' };
}

/** A reference with a description; OpenAPI v3 wraps it in allOf (builder3 WrapRefs). */
export function describedRef(name: string, description: string, v2: boolean): JSONObject {
  if (v2) return { description, $ref: refFor(name, v2) };
  return { description, allOf: [{ $ref: refFor(name, v2) }] };
}

const str = { type: 'string' };
const time = { allOf: [{ $ref: refFor('io.k8s.apimachinery.pkg.apis.meta.v1.Time', false) }] };

/**
 * The shapes of ObjectMeta and the types it references, as `kubectl explain` walks them (field
 * names, types and required fields; their descriptions are not reproduced here).
 */
export const METADATA_COMPONENTS: Record<string, JSONObject> = {
  [OBJECT_META]: {
    type: 'object',
    properties: {
      annotations: { type: 'object', additionalProperties: { type: 'string' } },
      creationTimestamp: time,
      deletionGracePeriodSeconds: { type: 'integer', format: 'int64' },
      deletionTimestamp: time,
      finalizers: { type: 'array', items: { type: 'string' } },
      generateName: str,
      generation: { type: 'integer', format: 'int64' },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
      managedFields: { type: 'array', items: { allOf: [{ $ref: refFor('io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry', false) }] } },
      name: str,
      namespace: str,
      ownerReferences: { type: 'array', items: { allOf: [{ $ref: refFor('io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference', false) }] } },
      resourceVersion: str,
      selfLink: str,
      uid: str,
    },
  },
  'io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry': {
    type: 'object',
    properties: {
      apiVersion: str,
      fieldsType: str,
      fieldsV1: { allOf: [{ $ref: refFor('io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1', false) }] },
      manager: str,
      operation: str,
      subresource: str,
      time,
    },
  },
  'io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference': {
    type: 'object',
    required: ['apiVersion', 'kind', 'name', 'uid'],
    properties: { apiVersion: str, blockOwnerDeletion: { type: 'boolean' }, controller: { type: 'boolean' }, kind: str, name: str, uid: str },
  },
  'io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1': { type: 'object' },
  'io.k8s.apimachinery.pkg.apis.meta.v1.Time': { type: 'string', format: 'date-time' },
  [LIST_META]: {
    type: 'object',
    properties: { continue: str, remainingItemCount: { type: 'integer', format: 'int64' }, resourceVersion: str, selfLink: str },
  },
};
