// apiserver/schema/defaulting/validation.go ValidateDefaults: every default in a structural
// schema (reached through items and properties, not additionalProperties) must be pruned
// ("must not have unknown fields"), carry valid ObjectMeta where it covers embedded resources,
// and be valid against the schema node it sits on. Defaults inside the metadata of an embedded
// resource are checked inside the object built around them (surroundingobject.go).
import { FieldPath } from '../field/path';
import { aggregateMessage, FieldError, invalid } from '../field/errors';
import { valueRendering } from '../field/errorbody';
import { cloneJSON, deepEqualJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { prune } from '../pruning';
import { hasDefault, isEmbeddedResource, itemsSchema } from '../schema/structural';
import { schemaMap } from '../schema/props';
import { validateCustomResource } from '../validation';
import { coerceObjectMeta, validateEmbeddedResources } from '../objectmeta';
import { kubeMinor } from '../apis/kubeversion';
import { CleanSubtrees, SubtreeFlags, recordingSubtrees } from '../cache';

/** Steps from the enclosing resource root down to a schema node, innermost first: a property name, or null for a list item. */
type Steps = { step: string | null; parent: Steps } | null;

interface Task {
  s: JSONSchemaProps;
  path: FieldPath;
  insideMeta: boolean;
  /** Schema of the enclosing resource (the root, or the nearest x-kubernetes-embedded-resource). */
  resource: JSONSchemaProps;
  steps: Steps;
}

/** The end of a node's subtree: nothing found since `errs` was at `before` → remembered clean. */
interface Done {
  done: JSONSchemaProps;
  before: number;
  /** Nodes visited before this one. */
  ran: number;
}

const META_FIELDS = new Set(['metadata', 'apiVersion', 'kind']);

/**
 * Schema nodes outside resource metadata whose defaults (their own and below) had nothing to report,
 * by options: the enclosing resource and the steps from it are read inside metadata only.
 */
const clean = new CleanSubtrees('crd.defaultsClean');

export function validateDefaults(
  fldPath: FieldPath,
  schema: JSONSchemaProps,
  isResourceRoot: boolean,
  requirePrunedDefaults: boolean,
  /** The Kubernetes version whose OpenAPI checks and wording apply (numeric formats from 1.36); default: the newest. */
  kubeVersion?: string,
): FieldError[] {
  let root = schema;
  if (isResourceRoot && !isEmbeddedResource(root)) root = { ...root, 'x-kubernetes-embedded-resource': true };
  const errs: FieldError[] = [];
  const stack: (Task | Done)[] = [{ s: root, path: fldPath, insideMeta: false, resource: root, steps: null }];
  const key = `${requirePrunedDefaults}|${kubeVersion ?? ''}`;
  let ran = 0;
  const memo = recordingSubtrees();
  // only the nodes with a default at or below them are walked (a node's findings all come from
  // defaults: a subtree without one has nothing to report, at any version); the root is asked as
  // given (the copy above differs from it in the embedded-resource flag only)
  if (!defaultsBelow.has(schema)) return errs;
  while (stack.length > 0) {
    const t = stack.pop()!;
    if ('done' in t) {
      if (errs.length === t.before) clean.add(t.done, key, ran - t.ran);
      continue;
    }
    if (memo && !t.insideMeta) {
      if (clean.has(t.s, key)) continue;
      stack.push({ done: t.s, before: errs.length, ran });
    }
    ran++;
    const embedded = isEmbeddedResource(t.s);
    const insideMeta = embedded ? false : t.insideMeta;
    const resource = embedded ? t.s : t.resource;
    const steps = embedded ? null : t.steps;
    if (hasDefault(t.s)) {
      const def = t.s.default;
      const defaultPath = t.path.child('default');
      if (insideMeta) errs.push(...validateMetaDefault(t.s, def, defaultPath, resource, steps, kubeVersion));
      else errs.push(...validateDefault(t.s, def, defaultPath, embedded, requirePrunedDefaults, kubeVersion));
    }
    // Go visits items, then properties; pushed in reverse.
    const children: Task[] = [];
    const items = itemsSchema(t.s);
    if (items && defaultsBelow.has(items)) children.push({ s: items, path: t.path.child('items'), insideMeta, resource, steps: { step: null, parent: steps } });
    for (const [k, p] of schemaMap(t.s, 'properties') ?? []) {
      if (!defaultsBelow.has(p)) continue;
      children.push({
        s: p,
        path: t.path.child('properties').key(k),
        insideMeta: insideMeta || (embedded && META_FIELDS.has(k)),
        resource,
        steps: { step: k, parent: steps },
      });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return errs;
}

/**
 * Whether a schema node has a default or one below it (through items and properties, as the walk
 * goes), per node object: a reload after an edit asks only about its new nodes (cache/subtreeflags.ts).
 */
const defaultsBelow = new SubtreeFlags<JSONSchemaProps>('crd.defaultsBelow', hasDefault, (s, out) => {
  const items = itemsSchema(s);
  if (items) out.push(items);
  const props = s.properties as unknown;
  if (!isObject(props as JSONValue)) return;
  for (const k of Object.keys(props as object)) {
    const p = (props as Record<string, unknown>)[k];
    if (isObject(p as JSONValue)) out.push(p as JSONSchemaProps);
  }
});

function validateDefault(s: JSONSchemaProps, def: JSONValue, defaultPath: FieldPath, embedded: boolean, requirePrunedDefaults: boolean, kubeVersion: string | undefined): FieldError[] {
  const errs: FieldError[] = [];
  if (requirePrunedDefaults) {
    const pruned = cloneJSON(def);
    prune(pruned, s, { isResourceRoot: embedded });
    if (!deepEqualJSON(pruned, def)) errs.push(invalid(defaultPath, def, 'must not have unknown fields'));
  }
  // objectmeta.Coerce rewrites ObjectMeta inside the value (Kubernetes mutates the default in place;
  // here a copy), then objectmeta.Validate, then the OpenAPI schema.
  const value = cloneJSON(def);
  const coerced = coerceObjectMeta(value as JSONObject, { dropInvalidFields: false, schema: s, isResourceRoot: embedded });
  if (coerced.errors.length > 0) return [...errs, ...coerced.errors.map((e) => rebase(defaultPath, e))];
  const metaErrs = validateEmbeddedResources(defaultPath, value, s, { isResourceRoot: embedded, kubeMinor: kubeMinor(kubeVersion) });
  if (metaErrs.length > 0) return [...errs, ...metaErrs];
  return [...errs, ...validateCustomResource(defaultPath, value, s, { kubeVersion })];
}

/** A default inside an embedded resource's apiVersion/kind/metadata, checked in the resource built around it. */
function validateMetaDefault(s: JSONSchemaProps, def: JSONValue, defaultPath: FieldPath, resource: JSONSchemaProps, steps: Steps, kubeVersion: string | undefined): FieldError[] {
  let x: JSONValue = cloneJSON(def);
  for (let st = steps; st !== null; st = st.parent) x = st.step === null ? [x] : { [st.step]: x };
  if (!isObject(x)) return [];
  const obj = x as JSONObject;
  if (!('kind' in obj)) obj.kind = 'Validation';
  if (!('apiVersion' in obj)) obj.apiVersion = 'validation/v1';
  const coerced = coerceObjectMeta(obj, { dropInvalidFields: false, schema: resource, isResourceRoot: true });
  // the nested error reads as the Kubernetes version checked renders it
  const rendering = valueRendering(kubeVersion);
  if (coerced.errors.length > 0) return [invalid(defaultPath, def, `must result in valid metadata: ${coerced.errors[0].toString(rendering)}`)];
  const metaErrs = validateEmbeddedResources(FieldPath.root(), obj, resource, { isResourceRoot: true, kubeMinor: kubeMinor(kubeVersion) });
  if (metaErrs.length > 0) return [invalid(defaultPath, def, `must result in valid metadata: ${aggregateMessage(metaErrs, rendering)}`)];
  return validateCustomResource(defaultPath, def, s, { kubeVersion });
}

function rebase(prefix: FieldPath, e: FieldError): FieldError {
  return new FieldError(e.type, prefix.concat(e.path), e.badValue, e.detail);
}
