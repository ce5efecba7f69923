// apiserver/schema/pruning PruneWithOptions: drops object fields the structural schema does
// not specify and reports their paths (UnknownFieldPathOptions format, sort.Strings order).
// Works with an explicit stack so deeply nested values cannot overflow the call stack; the
// stack is four parallel arrays (no record per visited value) and the schema is read through
// its skeleton (schema/skeleton.ts), prepared once per schema node.
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { compareGoStrings } from '../schema/structural';
import { expandSkeleton, propertyAt, skeletonOf, type Skeleton } from '../schema/skeleton';
import { childIndex, childKey, pathText, type LazyPath } from '../field/lazypath';

export interface PruneOptions {
  /** The value is the root of a resource: apiVersion, kind and metadata are kept as if x-kubernetes-embedded-resource. */
  isResourceRoot: boolean;
}

const isMetaField = (k: string) => k === 'apiVersion' || k === 'kind' || k === 'metadata';

/** The resource root without a schema: an empty schema that is an embedded resource. */
const EMPTY_ROOT: JSONSchemaProps = {};

// Task flags: nested (false only at the top of the walk: ParentPath empty), skip (skipPrune:
// inside x-kubernetes-preserve-unknown-fields, unknown fields are kept), embedded (the value is
// an embedded resource: its apiVersion/kind/metadata are kept).
const NESTED = 1;
const SKIP = 2;
const EMBEDDED = 4;

/** The walk's pending values: parallel stacks. */
interface Stack {
  values: JSONValue[];
  schemas: (Skeleton | undefined)[];
  paths: LazyPath[];
  flags: number[];
}

function push(st: Stack, value: JSONValue, schema: Skeleton | undefined, path: LazyPath, flags: number): void {
  st.values.push(value);
  st.schemas.push(schema);
  st.paths.push(path);
  st.flags.push(flags);
}

/** Flags of a nested value under `schema` (the embedded bit comes from its schema). */
const nestedFlags = (schema: Skeleton | undefined, skip: number) => NESTED | skip | (schema !== undefined && schema.embeddedResource ? EMBEDDED : 0);

/** Removes unknown fields from `value` in place; returns the pruned field paths sorted like kube. */
export function prune(value: JSONValue, schema: JSONSchemaProps | undefined, opts: PruneOptions): string[] {
  let root: Skeleton | undefined = schema === undefined ? undefined : skeletonOf(schema);
  let rootFlags = root !== undefined && root.embeddedResource ? EMBEDDED : 0;
  if (opts.isResourceRoot) {
    root ??= skeletonOf(EMPTY_ROOT);
    rootFlags = EMBEDDED;
  }
  const pruned: string[] = [];
  const st: Stack = { values: [value], schemas: [root], paths: [null], flags: [rootFlags] };
  while (st.values.length > 0) {
    const x = st.values.pop()!;
    const s = st.schemas.pop();
    const path = st.paths.pop()!;
    const flags = st.flags.pop()!;
    if ((flags & SKIP) !== 0 || (s !== undefined && s.preservesUnknownFields)) skipPruneStep(x, s, path, flags, st);
    else pruneStep(x, s, path, flags, st, pruned);
  }
  return pruned.length > 1 ? pruned.sort(compareGoStrings) : pruned;
}

function pruneStep(x: JSONValue, s: Skeleton | undefined, path: LazyPath, flags: number, st: Stack, pruned: string[]): void {
  if (Array.isArray(x)) {
    let items: Skeleton | undefined;
    if (s !== undefined) {
      expandSkeleton(s);
      items = s.items;
    }
    const f = nestedFlags(items, 0);
    for (let i = 0; i < x.length; i++) {
      const v = x[i];
      // scalars have nothing below them to prune
      if (typeof v === 'object' && v !== null) push(st, v, items, childIndex(path, i), f);
    }
    return;
  }
  if (!isObject(x)) return;
  const obj = x as JSONObject;
  if (s === undefined) {
    for (const k in obj) {
      pruned.push(pathText(childKey(path, k)));
      delete obj[k];
    }
    return;
  }
  expandSkeleton(s);
  const embedded = (flags & EMBEDDED) !== 0;
  let i = 0;
  // for-in visits the own keys in Object.keys order (JSON objects inherit no enumerable keys); a
  // key deleted below is the current one, which does not disturb the iteration
  for (const k in obj) {
    const prop = propertyAt(s, i++, k);
    if (embedded && isMetaField(k)) continue;
    if (prop !== undefined || s.additionalPresent) {
      const v = obj[k];
      if (typeof v === 'object' && v !== null) {
        const cs = prop ?? s.additional;
        push(st, v, cs, childKey(path, k), nestedFlags(cs, 0));
      }
    } else {
      if (!isMetaField(k) || (flags & NESTED) !== 0) pruned.push(pathText(childKey(path, k)));
      delete obj[k];
    }
  }
}

function skipPruneStep(x: JSONValue, s: Skeleton | undefined, path: LazyPath, flags: number, st: Stack): void {
  if (s === undefined) return;
  expandSkeleton(s);
  if (Array.isArray(x)) {
    const items = s.items;
    const f = nestedFlags(items, SKIP);
    for (let i = 0; i < x.length; i++) {
      const v = x[i];
      if (typeof v === 'object' && v !== null) push(st, v, items, childIndex(path, i), f);
    }
    return;
  }
  if (!isObject(x)) return;
  const obj = x as JSONObject;
  const embedded = (flags & EMBEDDED) !== 0;
  let i = 0;
  for (const k in obj) {
    const prop = propertyAt(s, i++, k);
    if (embedded && isMetaField(k)) continue;
    const v = obj[k];
    if (typeof v !== 'object' || v === null) continue;
    if (prop !== undefined) push(st, v, prop, childKey(path, k), nestedFlags(prop, 0));
    else if (s.additionalPresent) push(st, v, s.additional, childKey(path, k), nestedFlags(s.additional, 0));
  }
}
