// apiserver/schema/pruning PruneWithOptions: drops object fields the structural schema does
// not specify and reports their paths (UnknownFieldPathOptions format, sort.Strings order).
// Works with an explicit stack so deeply nested values cannot overflow the call stack.
import { isObject, type JSONObject, type JSONSchemaProps, type JSONValue } from '../types';
import { additionalPropertiesOf, compareGoStrings, isEmbeddedResource, itemsSchema, preservesUnknownFields, propertySchema, type StructuralNode } from '../schema/structural';
import { childIndex, childKey, pathText, type LazyPath } from '../field/lazypath';

export interface PruneOptions {
  /** The value is the root of a resource: apiVersion, kind and metadata are kept as if x-kubernetes-embedded-resource. */
  isResourceRoot: boolean;
}

const META_FIELDS = new Set(['apiVersion', 'kind', 'metadata']);

interface Task {
  value: JSONValue;
  schema: StructuralNode;
  path: LazyPath;
  /** false only at the top of the walk (ParentPath empty). */
  nested: boolean;
  /** skipPrune: inside x-kubernetes-preserve-unknown-fields, unknown fields are kept. */
  skip: boolean;
}

/** Removes unknown fields from `value` in place; returns the pruned field paths sorted like kube. */
export function prune(value: JSONValue, schema: JSONSchemaProps | undefined, opts: PruneOptions): string[] {
  let root: StructuralNode = schema;
  if (opts.isResourceRoot) {
    const base = root ?? {};
    root = isEmbeddedResource(base) ? base : { ...base, 'x-kubernetes-embedded-resource': true };
  }
  const pruned: string[] = [];
  const stack: Task[] = [{ value, schema: root, path: null, nested: false, skip: false }];
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (t.skip) skipPruneStep(t, stack);
    else pruneStep(t, stack, pruned);
  }
  return pruned.sort(compareGoStrings);
}

function pruneStep(t: Task, stack: Task[], pruned: string[]): void {
  const s = t.schema;
  if (s && preservesUnknownFields(s)) {
    stack.push({ ...t, skip: true });
    return;
  }
  const x = t.value;
  if (Array.isArray(x)) {
    const items = itemsSchema(s);
    for (let i = 0; i < x.length; i++) {
      if (hasFields(x[i])) stack.push({ value: x[i], schema: items, path: childIndex(t.path, i), nested: true, skip: false });
    }
    return;
  }
  if (!isObject(x)) return;
  const obj = x as JSONObject;
  if (!s) {
    for (const k of Object.keys(obj)) {
      pruned.push(pathText(childKey(t.path, k)));
      delete obj[k];
    }
    return;
  }
  const embedded = isEmbeddedResource(s);
  const additional = additionalPropertiesOf(s);
  for (const k of Object.keys(obj)) {
    if (embedded && META_FIELDS.has(k)) continue;
    const prop = propertySchema(s, k);
    if (prop || additional.present) {
      // scalars have nothing below them to prune
      if (hasFields(obj[k])) stack.push({ value: obj[k], schema: prop ?? additional.schema, path: childKey(t.path, k), nested: true, skip: false });
    } else {
      if (!META_FIELDS.has(k) || t.nested) pruned.push(pathText(childKey(t.path, k)));
      delete obj[k];
    }
  }
}

function skipPruneStep(t: Task, stack: Task[]): void {
  const s = t.schema;
  if (!s) return;
  const x = t.value;
  if (Array.isArray(x)) {
    const items = itemsSchema(s);
    for (let i = 0; i < x.length; i++) {
      if (hasFields(x[i])) stack.push({ value: x[i], schema: items, path: childIndex(t.path, i), nested: true, skip: true });
    }
    return;
  }
  if (!isObject(x)) return;
  const obj = x as JSONObject;
  const embedded = isEmbeddedResource(s);
  const additional = additionalPropertiesOf(s);
  for (const k of Object.keys(obj)) {
    if (embedded && META_FIELDS.has(k)) continue;
    const prop = propertySchema(s, k);
    if (!hasFields(obj[k])) continue;
    if (prop) stack.push({ value: obj[k], schema: prop, path: childKey(t.path, k), nested: true, skip: false });
    else if (additional.present) stack.push({ value: obj[k], schema: additional.schema, path: childKey(t.path, k), nested: true, skip: false });
  }
}

/** Objects and arrays can hold unknown fields; scalars cannot. */
function hasFields(v: JSONValue): boolean {
  return typeof v === 'object' && v !== null;
}
