// The OpenAPI v3 and v2 definitions the apiserver publishes for one served version of a CRD
// (apiextensions-apiserver controller/openapi/builder: buildKubeNative, addEmbeddedProperties,
// buildListSchema, gvkToModelName; the v2 controller's PruneDefaults). Only the component
// schemas of the kind and its list are produced, not the paths.
import type { CustomResourceDefinition } from '../apis/crd';
import type { JSONObject, JSONValue } from '../apis/json';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { isObject, cloneJSON } from '../apis/json';
import { kubeMinor } from '../apis/kubeversion';
import { FieldPath } from '../field/path';
import { validateStructural } from '../schema/validation';
import { newStructuralError } from '../schema/convert';
import { schemaHasInvalidTypes } from '../crd/ratcheting';
import { orderSchema, pruneDefaults, structuralToOpenAPI, toOpenAPIV2, unfold, type OpenAPISchema } from './structural';
import {
  apiVersionProperty,
  describedRef,
  embeddedAPIVersionProperty,
  embeddedKindProperty,
  kindProperty,
  LIST_META,
  LIST_METADATA_DESCRIPTION,
  OBJECT_META,
  OBJECT_METADATA_DESCRIPTION,
  refFor,
} from './meta';
import { IdentityCache } from '../cache';

export interface OpenAPIV3Document {
  openapi: '3.0.0';
  info: { title: string; version: string };
  components: { schemas: Record<string, JSONObject> };
}

export interface OpenAPIV2Document {
  swagger: '2.0';
  info: { title: string; version: string };
  definitions: Record<string, JSONObject>;
}

const INFO = { title: 'Kubernetes CRD Swagger', version: 'v0.1.0' };

/** gvkToModelName: the group reversed, then version and kind (`com.example.stable.v1.CronTab`). */
export function gvkToModelName(group: string, version: string, kind: string): string {
  return `${group.split('.').reverse().join('.')}.${version}.${kind}`;
}

interface PublishOptions {
  /** The Kubernetes version (default: the newest): example and externalDocs are published from 1.36. */
  kubeVersion?: string;
}

/** NewStructural keeps example and externalDocs from Kubernetes 1.36 (convert.go at v1.36.0). */
function keepsDocsAt(kubeVersion: string | undefined): boolean {
  return kubeMinor(kubeVersion) >= 36;
}

/**
 * The schema that gets published, or null: none is published for a missing schema, one with
 * invalid types, or one that is not structural (then only `type: object` is published).
 */
export function publishableSchema(schema: JSONSchemaProps | undefined, keepsDocs = true): OpenAPISchema | null {
  if (!isObject(schema as JSONValue)) return null;
  const s = schema as JSONSchemaProps;
  let ok = structuralChecked.get(s);
  if (ok === undefined) {
    ok = !schemaHasInvalidTypes(s) && newStructuralError(s) === null && validateStructural(FieldPath.root(), s).length === 0;
    structuralChecked.set(s, ok);
  }
  if (!ok) return null;
  return unfold(structuralToOpenAPI(cloneJSON(s as JSONObject) as JSONSchemaProps, keepsDocs));
}

/** Schemas already checked (CRD schemas are not mutated once read). */
const structuralChecked = new IdentityCache<JSONSchemaProps, boolean>('openapi.structuralChecked');

function setProperty(s: OpenAPISchema, name: string, value: JSONObject): void {
  if (!isObject(s.properties)) s.properties = {};
  (s.properties as JSONObject)[name] = value;
}

/** addEmbeddedProperties: apiVersion, kind and metadata for every x-kubernetes-embedded-resource. */
function addEmbeddedProperties(s: JSONValue | undefined, v2: boolean): void {
  if (!isObject(s)) return;
  if (isObject(s.properties)) for (const k of Object.keys(s.properties)) addEmbeddedProperties(s.properties[k], v2);
  if (isObject(s.items)) addEmbeddedProperties(s.items, v2);
  if (isObject(s.additionalProperties)) addEmbeddedProperties(s.additionalProperties, v2);
  // in v2, embedded objects that preserve unknown fields get no metadata properties
  if (s['x-kubernetes-preserve-unknown-fields'] === true && v2) return;
  if (s['x-kubernetes-embedded-resource'] === true) {
    setProperty(s, 'apiVersion', embeddedAPIVersionProperty());
    setProperty(s, 'kind', embeddedKindProperty());
    setProperty(s, 'metadata', describedRef(OBJECT_META, OBJECT_METADATA_DESCRIPTION, v2));
    const req = Array.isArray(s.required) ? (s.required as JSONValue[]) : [];
    const has = new Set(req);
    const next = [...req];
    if (!has.has('kind')) next.push('kind');
    if (!has.has('apiVersion')) next.push('apiVersion');
    s.required = next;
  }
}

interface Built {
  modelName: string;
  listModelName: string;
  schema: JSONObject;
  listSchema: JSONObject;
}

function build(crd: CustomResourceDefinition, version: string, v2: boolean, keepsDocs: boolean): Built | null {
  const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  const v = versions.find((x) => isObject(x as unknown as JSONValue) && x.name === version);
  if (!v || v.served !== true) return null;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  const names = isObject(crd.spec.names as unknown as JSONValue) ? crd.spec.names : { kind: '', plural: '' };
  const group = text(crd.spec.group);
  const kind = text(names.kind);
  const listKind = text(names.listKind) || `${kind}List`;
  const plural = text(names.plural);
  const modelName = gvkToModelName(group, version, kind);
  const listModelName = gvkToModelName(group, version, listKind);
  const structural = publishableSchema(isObject(v.schema as unknown as JSONValue) ? v.schema?.openAPIV3Schema : undefined, keepsDocs);

  // buildKubeNative
  let ret: OpenAPISchema;
  if (!structural) {
    ret = { type: 'object' };
  } else if (v2 && (structural['x-kubernetes-preserve-unknown-fields'] === true || crd.spec.preserveUnknownFields === true)) {
    ret = { type: 'object' };
  } else {
    ret = v2 ? toOpenAPIV2(structural) : structural;
    setProperty(ret, 'metadata', describedRef(OBJECT_META, OBJECT_METADATA_DESCRIPTION, v2));
    setProperty(ret, 'apiVersion', apiVersionProperty());
    setProperty(ret, 'kind', kindProperty());
    addEmbeddedProperties(ret, v2);
  }
  ret['x-kubernetes-group-version-kind'] = [{ group, kind, version }];
  const selectable = (Array.isArray(v.selectableFields) ? v.selectableFields : []).map((sf) => ({
    fieldPath: (isObject(sf as unknown as JSONValue) && typeof sf.jsonPath === 'string' ? sf.jsonPath : '').replace(/^\./, ''),
  }));
  if (selectable.length > 0) ret['x-kubernetes-selectable-fields'] = selectable;

  // buildListSchema
  const listSchema: OpenAPISchema = {
    description: `${listKind} is a list of ${kind}`,
    type: 'object',
    required: ['items'],
    properties: {
      items: {
        description: `List of ${plural}. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md`,
        type: 'array',
        items: { $ref: refFor(modelName, v2) },
      },
      metadata: describedRef(LIST_META, LIST_METADATA_DESCRIPTION, v2),
      apiVersion: apiVersionProperty(),
      kind: kindProperty(),
    },
    'x-kubernetes-group-version-kind': [{ group, kind: listKind, version }],
  };
  if (selectable.length > 0) listSchema['x-kubernetes-selectable-fields'] = selectable;

  if (v2) pruneDefaults(ret);
  return {
    modelName,
    listModelName,
    schema: orderSchema(ret) as JSONObject,
    listSchema: orderSchema(listSchema) as JSONObject,
  };
}

/**
 * /openapi/v3/apis/<group>/<version>: the component schemas of the kind (with apiVersion, kind,
 * metadata and x-kubernetes-group-version-kind) and of its list. Null for a version that is
 * not served (nothing is published for it).
 */
export function publishOpenAPIV3(crd: CustomResourceDefinition, version: string, opts: PublishOptions = {}): OpenAPIV3Document | null {
  const b = build(crd, version, false, keepsDocsAt(opts.kubeVersion));
  if (!b) return null;
  return { openapi: '3.0.0', info: { ...INFO }, components: { schemas: { [b.modelName]: b.schema, [b.listModelName]: b.listSchema } } };
}

/** /openapi/v2: the definitions of the kind and its list after the lossy v2 conversion, defaults pruned. */
export function publishOpenAPIV2(crd: CustomResourceDefinition, version: string, opts: PublishOptions = {}): OpenAPIV2Document | null {
  const b = build(crd, version, true, keepsDocsAt(opts.kubeVersion));
  if (!b) return null;
  return { swagger: '2.0', info: { ...INFO }, definitions: { [b.modelName]: b.schema, [b.listModelName]: b.listSchema } };
}
