// The schema an object document is written against, and the schema node at a path inside it.
// The CRD and version are found as the apiserver finds them (pipeline findServingCRD: group and
// kind, served versions only); while the apiVersion is not typed yet, the storage version of the
// CRD with that kind (or of the only CRD) stands in. Walking follows what pruning keeps
// (apiserver/schema/pruning): properties, items, additionalProperties; preserve-unknown-fields
// nodes accept anything, other unknown fields are pruned. ObjectMeta and TypeMeta are added at the
// resource root and at embedded resources (objectmeta coercion, x-kubernetes-embedded-resource).
import { DEFAULT_KUBE_VERSION } from '../api';
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
import { FieldPath } from '../field/path';
import { classifyDocuments } from '../pipeline/documents';
import { loadCRD, type LoadedCRD } from '../pipeline/crds';
import { splitAPIVersion } from '../pipeline/objects';
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { apiVersionProperty, kindProperty, embeddedAPIVersionProperty, embeddedKindProperty, METADATA_COMPONENTS, OBJECT_META, OBJECT_METADATA_DESCRIPTION } from '../openapi/meta';
import { storageVersion } from '../versions';
import { META_DOCS } from './meta-docs';
import type { AuthoringInput } from './types';

export type PathSegment = string | number;

/** The object's CRD and the version whose schema applies. */
export interface ObjectTarget {
  apiVersion?: string;
  kind?: string;
  /** Every CRD of the CRD editor that loaded. */
  crds: LoadedCRD[];
  loaded?: LoadedCRD;
  crd?: CustomResourceDefinition;
  version?: CustomResourceDefinitionVersion;
  /** The version's openAPIV3Schema (absent: a version without a schema, everything is pruned). */
  root?: JSONSchemaProps;
  /** The apiVersion names a version the CRD has but does not serve. */
  notServed?: boolean;
}

/**
 * A node reached by a path: a schema node of the CRD, an ObjectMeta field, somewhere anything is
 * kept (preserve-unknown-fields), or a field that pruning removes.
 */
export interface SchemaNode {
  kind: 'schema' | 'meta' | 'any' | 'pruned';
  schema?: JSONSchemaProps;
  /** The node is an object root (the resource or an embedded resource): apiVersion/kind/metadata apply. */
  resourceRoot: boolean;
  /** The schema location as RuleResult.rulePath names it (`properties[spec].items`), CRD nodes only. */
  rulesPath?: FieldPath;
  /** Steps below the version's openAPIV3Schema in the CRD document, CRD nodes only. */
  schemaSteps?: PathSegment[];
  /** Field names as `kubectl explain` joins them (no list indices). */
  explain: string[];
  /** The field is required by its parent. */
  required?: boolean;
  /** The object's field path to this node, as kube's errors and RuleResult.fieldPath print it. */
  fieldPath: FieldPath;
  /** The parent node (the mapping holding this field). */
  parent?: SchemaNode;
}

const crdTextCache = { text: '', kubeVersion: '', crds: [] as LoadedCRD[] };

/** The CRDs of the CRD editor, loaded (and cached) as check() loads them. */
export function loadedCRDs(input: AuthoringInput): LoadedCRD[] {
  const kubeVersion = input.kubeVersion ?? DEFAULT_KUBE_VERSION;
  if (crdTextCache.text === input.texts.crd && crdTextCache.kubeVersion === kubeVersion) return crdTextCache.crds;
  const crds: LoadedCRD[] = [];
  for (const doc of classifyDocuments([{ id: 'crd', text: input.texts.crd }]).crds) {
    try {
      const l = loadCRD(doc, { kubeVersion });
      if (l.crd) crds.push(l);
    } catch {
      // a CRD the engine cannot load offers nothing
    }
  }
  crdTextCache.text = input.texts.crd;
  crdTextCache.kubeVersion = kubeVersion;
  crdTextCache.crds = crds;
  return crds;
}

/** `apiVersion:` and `kind:` of a document, read from its text (it may not parse while being typed). */
export function typeMetaOf(text: string, start: number, end: number): { apiVersion?: string; kind?: string } {
  const doc = text.slice(start, end);
  const out: { apiVersion?: string; kind?: string } = {};
  for (const field of ['apiVersion', 'kind'] as const) {
    const yaml = new RegExp(`^["']?${field}["']?[ \\t]*:[ \\t]*["']?([^"'\\s#,}]+)`, 'm').exec(doc);
    const json = yaml ? null : new RegExp(`"${field}"\\s*:\\s*"([^"]*)"`).exec(doc);
    const v = (yaml ?? json)?.[1];
    if (v) out[field] = v;
  }
  return out;
}

const TYPE_META_KEY = /(?:^|[{,\s])["']?(?:apiVersion|kind)["']?[ \t]*:/;

/**
 * Whether a document is not an object being written: it has neither an `apiVersion` nor a `kind`
 * key (typed or not), and `keys` (keys of its root around the cursor) hold another key than
 * `metadata` that is not a field of `root` (the schema of the one CRD such a document is taken for,
 * when there is one): a Helm values file, a package.json, which `crd-playground check` skips. An
 * object begun at `spec:` in the playground's objects editor, beside one CRD, is still one.
 */
export function notAnObject(text: string, start: number, end: number, keys: (string | number | undefined)[], root: JSONSchemaProps | undefined): boolean {
  if (TYPE_META_KEY.test(text.slice(start, end))) return false;
  const fields = root?.properties;
  return keys.some((k) => typeof k === 'string' && k !== '' && k !== 'metadata' && !(fields && Object.hasOwn(fields, k)));
}

export function versionsOf(crd: CustomResourceDefinition | undefined): CustomResourceDefinitionVersion[] {
  const vs = crd?.spec?.versions;
  return Array.isArray(vs) ? vs.filter((v) => v && typeof v.name === 'string') : [];
}

/** The CRD and version an object with this apiVersion/kind is validated against. */
export function objectTarget(crds: LoadedCRD[], apiVersion: string | undefined, kind: string | undefined): ObjectTarget {
  const out: ObjectTarget = { crds };
  if (apiVersion) out.apiVersion = apiVersion;
  if (kind) out.kind = kind;
  const av = apiVersion ? splitAPIVersion(apiVersion) : undefined;
  const typedVersion = av && apiVersion!.includes('/') && av.version !== '';
  const candidates = crds.filter((l) => {
    const spec = l.crd?.spec;
    if (!spec) return false;
    if (kind && spec.names?.kind !== kind) return false;
    if (av && apiVersion!.includes('/') && spec.group !== av.group) return false;
    return true;
  });
  // the apiserver serves a custom resource by group and kind: without a kind, the CRD is the
  // document's only when the typed group (or the CRD editor) holds one kind
  const kinds = new Set(candidates.map((l) => `${l.crd?.spec?.group}/${l.crd?.spec?.names?.kind}`));
  let loaded: LoadedCRD | undefined;
  if (candidates.length > 0 && (kind || kinds.size === 1))
    loaded = candidates[candidates.length - 1]; // the last one wins, as in check()
  else if (!kind && !apiVersion && crds.length === 1) loaded = crds[0];
  if (!loaded?.crd) return out;
  out.loaded = loaded;
  out.crd = loaded.crd;
  const versions = versionsOf(loaded.crd);
  let version: CustomResourceDefinitionVersion | undefined;
  if (typedVersion) {
    version = versions.find((v) => v.name === av!.version);
    if (version && version.served !== true) {
      out.notServed = true;
      version = undefined;
    }
  } else {
    const storage = storageVersion(loaded.crd);
    version = versions.find((v) => v.name === storage) ?? versions.find((v) => v.served === true);
  }
  if (!version) return out;
  out.version = version;
  const root = version.schema?.openAPIV3Schema;
  if (root && isObject(root as unknown as JSONValue)) out.root = root;
  return out;
}

const asSchema = (v: unknown): JSONSchemaProps | undefined => (isObject(v) ? (v as JSONSchemaProps) : undefined);

export function propertiesOf(s: JSONSchemaProps | undefined): Record<string, JSONSchemaProps> {
  const p = s?.properties;
  if (!isObject(p as unknown)) return {};
  const out: Record<string, JSONSchemaProps> = {};
  for (const [k, v] of Object.entries(p as Record<string, unknown>)) if (isObject(v)) out[k] = v as JSONSchemaProps;
  return out;
}

export function requiredOf(s: JSONSchemaProps | undefined): string[] {
  return Array.isArray(s?.required) ? s!.required.filter((x): x is string => typeof x === 'string') : [];
}

/** The ObjectMeta shape (and the types it references) as JSON schemas with short docs. */
function metaSchema(name: string): JSONSchemaProps | undefined {
  return asSchema(METADATA_COMPONENTS[name]);
}

/** Resolves `allOf: [{$ref}]` wrappers of the metadata components. */
function metaResolve(s: JSONSchemaProps | undefined): JSONSchemaProps | undefined {
  if (!s) return s;
  const ref = Array.isArray(s.allOf) && isObject(s.allOf[0]) ? (s.allOf[0] as JSONObject).$ref : undefined;
  if (typeof ref === 'string') return metaSchema(ref.split('/').pop() ?? '') ?? s;
  return s;
}

/** The TypeMeta and ObjectMeta properties of an object root, as schemas with descriptions. */
function resourceRootProperties(embedded: boolean): Record<string, JSONSchemaProps> {
  return {
    apiVersion: (embedded ? embeddedAPIVersionProperty() : apiVersionProperty()) as JSONSchemaProps,
    kind: (embedded ? embeddedKindProperty() : kindProperty()) as JSONSchemaProps,
    metadata: { ...metaSchema(OBJECT_META), description: OBJECT_METADATA_DESCRIPTION },
  };
}

function metaNode(schema: JSONSchemaProps | undefined, explain: string[], parent: SchemaNode, fieldPath: FieldPath, required: boolean, field?: string): SchemaNode {
  const resolved = metaResolve(schema);
  const doc = field !== undefined ? META_DOCS[field] : undefined;
  const withDoc = resolved && doc && !resolved.description ? { ...resolved, description: doc } : resolved;
  return { kind: 'meta', schema: withDoc, resourceRoot: false, explain, parent, required, fieldPath };
}

/** The `metadata` node of an object root (its fields are ObjectMeta's). */
function isObjectMeta(node: SchemaNode): boolean {
  return node.kind === 'meta' && node.parent?.resourceRoot === true && node.explain[node.explain.length - 1] === 'metadata';
}

/** The schema node at `path` of an object (the root when `path` is empty). */
export function schemaAt(target: ObjectTarget, path: PathSegment[]): SchemaNode | undefined {
  if (!target.root) return undefined;
  let node: SchemaNode = rootNode(target.root);
  for (const seg of path) {
    const next = step(node, seg);
    if (!next) return undefined;
    node = next;
  }
  return node;
}

/** The node of a version's openAPIV3Schema (or, with no schema, of an empty one). */
export function rootNode(root: JSONSchemaProps | undefined): SchemaNode {
  return { kind: 'schema', schema: root ?? { type: 'object' }, resourceRoot: true, rulesPath: FieldPath.root(), schemaSteps: [], explain: [], fieldPath: FieldPath.root() };
}

/** One step down from a node. */
export function step(node: SchemaNode, seg: PathSegment): SchemaNode | undefined {
  const s = node.schema;
  const explain = typeof seg === 'string' ? [...node.explain, seg] : node.explain;
  const child = typeof seg === 'number' ? node.fieldPath.index(seg) : node.fieldPath.child(seg);
  if (node.kind === 'any') return { kind: 'any', resourceRoot: false, explain, parent: node, fieldPath: child };
  if (node.kind === 'pruned') return { kind: 'pruned', resourceRoot: false, explain, parent: node, fieldPath: child };
  if (node.kind === 'meta') {
    if (typeof seg === 'number') {
      const items = asSchema(s?.items);
      return items ? metaNode(items, explain, node, child, false) : undefined;
    }
    const prop = propertiesOf(s)[seg];
    if (prop) return metaNode(prop, explain, node, child, requiredOf(s).includes(seg), isObjectMeta(node) ? seg : undefined);
    const ap = asSchema(s?.additionalProperties);
    if (ap) return metaNode(ap, explain, node, node.fieldPath.key(seg), false);
    return { kind: 'pruned', resourceRoot: false, explain, parent: node, fieldPath: child };
  }
  if (!s) return undefined;
  const base = { explain, parent: node, fieldPath: child };
  if (typeof seg === 'number') {
    const items = asSchema(s.items);
    if (!items) return s['x-kubernetes-preserve-unknown-fields'] === true ? { kind: 'any', resourceRoot: false, ...base } : undefined;
    return {
      kind: 'schema',
      schema: items,
      resourceRoot: items['x-kubernetes-embedded-resource'] === true,
      ...base,
      rulesPath: node.rulesPath?.child('items'),
      schemaSteps: [...(node.schemaSteps ?? []), 'items'],
    };
  }
  const props = propertiesOf(s);
  const prop = props[seg];
  if (node.resourceRoot && (seg === 'apiVersion' || seg === 'kind' || seg === 'metadata')) {
    const embedded = !!node.parent;
    const meta = resourceRootProperties(embedded)[seg];
    if (seg === 'metadata') {
      // the CRD may restrict metadata.name / generateName; ObjectMeta supplies the rest
      const own = prop ? { ...prop } : {};
      const merged: JSONSchemaProps = { ...meta, properties: { ...propertiesOf(meta), ...propertiesOf(own) }, description: own.description || meta.description };
      return { kind: 'meta', schema: merged, resourceRoot: false, ...base, required: false };
    }
    return {
      kind: 'schema',
      schema: prop ? { ...meta, ...prop, description: prop.description || meta.description } : meta,
      resourceRoot: false,
      ...base,
      rulesPath: prop ? node.rulesPath?.child('properties').key(seg) : undefined,
      schemaSteps: prop ? [...(node.schemaSteps ?? []), 'properties', seg] : undefined,
      required: !embedded || requiredOf(s).includes(seg),
    };
  }
  if (prop) {
    return {
      kind: 'schema',
      schema: prop,
      resourceRoot: prop['x-kubernetes-embedded-resource'] === true,
      ...base,
      rulesPath: node.rulesPath?.child('properties').key(seg),
      schemaSteps: [...(node.schemaSteps ?? []), 'properties', seg],
      required: requiredOf(s).includes(seg),
    };
  }
  const ap = asSchema(s.additionalProperties);
  if (ap) {
    return {
      kind: 'schema',
      schema: ap,
      resourceRoot: ap['x-kubernetes-embedded-resource'] === true,
      ...base,
      fieldPath: node.fieldPath.key(seg),
      rulesPath: node.rulesPath?.child('additionalProperties'),
      schemaSteps: [...(node.schemaSteps ?? []), 'additionalProperties'],
    };
  }
  if (s['x-kubernetes-preserve-unknown-fields'] === true || s.additionalProperties === true) return { kind: 'any', resourceRoot: false, ...base };
  return { kind: 'pruned', resourceRoot: false, ...base };
}

/** The fields a mapping at this node may hold: name → schema, required first. */
export function fieldsOf(node: SchemaNode): { name: string; schema: JSONSchemaProps; required: boolean }[] {
  const s = node.schema;
  if (!s || node.kind === 'any' || node.kind === 'pruned') return [];
  const required = requiredOf(s);
  const props: Record<string, JSONSchemaProps> = { ...propertiesOf(s) };
  if (node.resourceRoot) {
    const embedded = !!node.parent;
    const meta = resourceRootProperties(embedded);
    for (const k of ['apiVersion', 'kind', 'metadata']) props[k] = props[k] ? { ...meta[k], ...props[k], description: props[k].description || meta[k].description } : meta[k];
  }
  const out = Object.entries(props).map(([name, schema]) => ({
    name,
    schema: node.kind === 'meta' ? (metaResolve(schema) ?? schema) : schema,
    required: required.includes(name) || (node.resourceRoot && !node.parent && (name === 'apiVersion' || name === 'kind')),
  }));
  if (isObjectMeta(node)) for (const f of out) if (!f.schema.description && META_DOCS[f.name]) f.schema = { ...f.schema, description: META_DOCS[f.name] };
  return out;
}
