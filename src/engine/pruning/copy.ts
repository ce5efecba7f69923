// The decoding steps of a custom object done as one copying walk: the result of
// defaulting.PruneNonNullableNullsWithoutDefaults, then defaulting.Default, then
// pruning.PruneWithOptions run in place on a deep copy of the value (any subset of the three),
// built without copying the value first and without touching it. The walk reads the schema
// skeleton (schema/skeleton.ts) once per value and decides, per key, what the three walks would
// decide there: the three only ever act on disjoint keys (nulls dropped have a schema, fields
// pruned have none, defaults are set only where the schema has a property), each node is seen by
// each with the same schema, and defaults set by Default are walked by Default and pruning but
// not by the null pruning, which ran before them. Keys keep their order (a replaced null keeps
// its place, defaults of missing properties follow the object's own keys in schema order), the
// defaulted and pruned paths are the ones the three walks report, sorted alike. Defaults are
// deep-copied as Default copies them. Explicit stack (parallel arrays), no recursion.
import { cloneJSON, setKey, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { compareGoStrings } from '../schema/structural';
import { expandSkeleton, propertyAt, skeletonOf, type Skeleton } from '../schema/skeleton';
import { childIndex, childKey, pathText, type LazyPath } from '../field/lazypath';
import { type PruneOptions } from './prune';

export interface CopyOptions {
  /** defaulting.PruneNonNullableNullsWithoutDefaults */
  dropNulls: boolean;
  /** defaulting.Default */
  defaults: boolean;
  /** pruning.PruneWithOptions with these options; absent: no pruning */
  prune?: PruneOptions;
}

export interface PrunedCopy {
  /** the copy (the value itself when it is a scalar) */
  value: JSONValue;
  /** the paths Default set, sorted as applyDefaults returns them */
  defaulted: string[];
  /** the paths pruning removed, sorted as prune returns them */
  pruned: string[];
}

// Task flags. NULLS, DEFAULTS: the null pruning, defaulting walk this value; PRUNE: the pruning
// walks it, in skip mode (SKIP: inside x-kubernetes-preserve-unknown-fields, unknown fields are
// kept) or not; NESTED: not the top of the pruning walk; EMBEDDED: its apiVersion/kind/metadata
// are kept without being walked by the pruning.
const NULLS = 1;
const DEFAULTS = 2;
const PRUNE = 4;
const SKIP = 8;
const NESTED = 16;
const EMBEDDED = 32;

const isMetaField = (k: string) => k === 'apiVersion' || k === 'kind' || k === 'metadata';

/** The resource root without a schema: an empty schema that is an embedded resource. */
const EMPTY_ROOT: JSONSchemaProps = {};

/** The pruning flags of a nested value under `schema` (the embedded bit comes from its schema). */
const pruneFlags = (schema: Skeleton | undefined, skip: number) => PRUNE | NESTED | skip | (schema !== undefined && schema.embeddedResource ? EMBEDDED : 0);

/** The walk's pending values: the source value, where its copy goes, its schema, path and flags. */
class Walk {
  readonly srcs: JSONValue[] = [];
  readonly parents: (JSONObject | JSONValue[])[] = [];
  readonly slots: (string | number)[] = [];
  readonly schemas: (Skeleton | undefined)[] = [];
  readonly paths: LazyPath[] = [];
  readonly flags: number[] = [];
  readonly defaulted: string[] = [];
  readonly pruned: string[] = [];

  push(src: JSONValue, parent: JSONObject | JSONValue[], slot: string | number, schema: Skeleton | undefined, path: LazyPath, flags: number): void {
    this.srcs.push(src);
    this.parents.push(parent);
    this.slots.push(slot);
    this.schemas.push(schema);
    this.paths.push(path);
    this.flags.push(flags);
  }

  /** Drops the tasks pushed after `n` (an object's walk restarted). */
  truncate(n: number): void {
    this.srcs.length = n;
    this.parents.length = n;
    this.slots.length = n;
    this.schemas.length = n;
    this.paths.length = n;
    this.flags.length = n;
  }
}

/**
 * The dropped-nulls, defaulted and pruned copy of `value` against `schema` (the steps chosen in
 * `opts`), with the paths defaulted and pruned; `value` is not changed.
 */
export function prunedCopy(value: JSONValue, schema: JSONSchemaProps | undefined, opts: CopyOptions): PrunedCopy {
  if (typeof value !== 'object' || value === null) return { value, defaulted: [], pruned: [] };
  let root: Skeleton | undefined = schema === undefined ? undefined : skeletonOf(schema);
  let flags = 0;
  if (root !== undefined) flags = (opts.dropNulls ? NULLS : 0) | (opts.defaults ? DEFAULTS : 0);
  if (opts.prune !== undefined) {
    flags |= PRUNE;
    if (root !== undefined && root.embeddedResource) flags |= EMBEDDED;
    if (opts.prune.isResourceRoot) {
      root ??= skeletonOf(EMPTY_ROOT);
      flags |= EMBEDDED;
    }
  }
  const holder: JSONValue[] = [null];
  if (flags === 0) return { value: cloneJSON(value), defaulted: [], pruned: [] };
  const w = new Walk();
  w.push(value, holder, 0, root, null, flags);
  while (w.srcs.length > 0) {
    const x = w.srcs.pop()!;
    const parent = w.parents.pop()!;
    const slot = w.slots.pop()!;
    const s = w.schemas.pop();
    const path = w.paths.pop()!;
    const f = w.flags.pop()!;
    let copy: JSONValue;
    if (Array.isArray(x)) copy = arrayStep(w, x, s, path, f);
    else copy = objectStep(w, x as JSONObject, s, path, f);
    if (Array.isArray(parent)) parent[slot as number] = copy;
    else setKey(parent, slot as string, copy);
  }
  const { defaulted, pruned } = w;
  if (defaulted.length > 1) defaulted.sort(compareGoStrings);
  if (pruned.length > 1) pruned.sort(compareGoStrings);
  return { value: holder[0], defaulted, pruned };
}

function arrayStep(w: Walk, x: JSONValue[], s: Skeleton | undefined, path: LazyPath, f: number): JSONValue[] {
  const out = x.slice();
  let items: Skeleton | undefined;
  if (s !== undefined) {
    expandSkeleton(s);
    items = s.items;
  }
  // pruning: the items are pruned with the items schema (none: everything below is unknown); in
  // skip mode the walk stops without a schema and the items stay in skip mode
  let cp = 0;
  if ((f & PRUNE) !== 0) {
    const skip = (f & SKIP) !== 0 || (s !== undefined && s.preservesUnknownFields);
    if (!skip) cp = pruneFlags(items, 0);
    else if (s !== undefined) cp = pruneFlags(items, SKIP);
  }
  const walked = items !== undefined ? f & (NULLS | DEFAULTS) : 0;
  if ((walked | cp) === 0) {
    for (let i = 0; i < x.length; i++) {
      const v = x[i];
      if (typeof v === 'object' && v !== null) out[i] = cloneJSON(v);
    }
    return out;
  }
  const defaults = (f & DEFAULTS) !== 0 && items !== undefined && items.hasDefault && !items.nullable;
  for (let i = 0; i < x.length; i++) {
    let v = x[i];
    let cf = cp | walked;
    if (v === null) {
      if (!defaults) continue;
      v = items!.default!;
      w.defaulted.push(pathText(childIndex(path, i)));
      // a default is walked by the defaulting and the pruning, not by the null pruning
      cf &= ~NULLS;
      if (typeof v !== 'object' || v === null) {
        out[i] = v;
        continue;
      }
    } else if (typeof v !== 'object') continue;
    w.push(v, out, i, items, (cf & (DEFAULTS | PRUNE)) !== 0 ? childIndex(path, i) : null, cf);
  }
  return out;
}

function objectStep(w: Walk, x: JSONObject, s: Skeleton | undefined, path: LazyPath, f: number): JSONObject {
  const pruning = (f & PRUNE) !== 0;
  const skip = pruning && ((f & SKIP) !== 0 || (s !== undefined && s.preservesUnknownFields));
  if (s === undefined) {
    // without a schema only the pruning acts: it removes every key, or keeps all in skip mode
    if (pruning && !skip) {
      for (const k in x) w.pruned.push(pathText(childKey(path, k)));
      return {};
    }
    return cloneJSON(x);
  }
  expandSkeleton(s);
  // optimistic: a spread copy when no key is removed; the walk starts again building the copy
  // key by key at the first key removed (unknown fields and nulls are rare)
  const start = w.srcs.length;
  const defaultedStart = w.defaulted.length;
  const prunedStart = w.pruned.length;
  const out = objectKeys(w, x, s, path, f, skip, true);
  if (out !== null) return out;
  w.truncate(start);
  w.defaulted.length = defaultedStart;
  w.pruned.length = prunedStart;
  return objectKeys(w, x, s, path, f, skip, false)!;
}

/** The copy of object `x` (null when `spread` and a key is removed: the caller starts again). */
function objectKeys(w: Walk, x: JSONObject, s: Skeleton, path: LazyPath, f: number, skip: boolean, spread: boolean): JSONObject | null {
  const out: JSONObject = spread ? { ...x } : {};
  const pruning = (f & PRUNE) !== 0;
  const embedded = (f & EMBEDDED) !== 0;
  const nulls = (f & NULLS) !== 0;
  const defaults = (f & DEFAULTS) !== 0;
  let i = 0;
  // for-in visits the own keys in Object.keys order (JSON objects inherit no enumerable keys)
  for (const k in x) {
    const prop = propertyAt(s, i++, k);
    // getSchemaForField: Properties[k], else AdditionalProperties.Structural
    const fs = prop ?? s.additional;
    let v = x[k];
    // the pruning of this key and of the value below it
    let cf = 0;
    if (pruning && !(embedded && isMetaField(k))) {
      if (prop !== undefined) cf = pruneFlags(prop, 0);
      else if (s.additionalPresent) cf = pruneFlags(s.additional, 0);
      else if (!skip) {
        if (spread) return null;
        if (!isMetaField(k) || (f & NESTED) !== 0) w.pruned.push(pathText(childKey(path, k)));
        continue;
      }
    }
    if (fs !== undefined) cf |= f & (NULLS | DEFAULTS);
    if (v === null) {
      if (fs === undefined || fs.nullable) {
        if (!spread) setKey(out, k, v);
        continue;
      }
      if (defaults && fs.hasDefault) {
        // Default: a non-nullable null becomes the default (a property's, or additionalProperties')
        v = fs.default!;
        w.defaulted.push(pathText(childKey(path, k)));
        cf &= ~NULLS;
      } else if (nulls && !fs.hasDefault) {
        if (spread) return null;
        continue;
      } else {
        if (!spread) setKey(out, k, v);
        continue;
      }
      if (typeof v !== 'object' || v === null) {
        setKey(out, k, v);
        continue;
      }
    } else if (typeof v !== 'object') {
      if (!spread) setKey(out, k, v);
      continue;
    }
    if (cf === 0) setKey(out, k, cloneJSON(v));
    else {
      // the place is kept now; the copy is set when the task is done
      if (!spread) setKey(out, k, null);
      w.push(v, out, k, fs, (cf & (DEFAULTS | PRUNE)) !== 0 ? childKey(path, k) : null, cf);
    }
  }
  // Default: the missing properties that have a default, after the object's own keys
  if (defaults) {
    for (const [k, prop] of s.defaulted) {
      if (Object.prototype.hasOwnProperty.call(x, k)) continue;
      w.defaulted.push(pathText(childKey(path, k)));
      const v = prop.default!;
      if (typeof v !== 'object' || v === null) {
        setKey(out, k, v);
        continue;
      }
      setKey(out, k, null);
      const cf = (pruning && !(embedded && isMetaField(k)) ? pruneFlags(prop, 0) : 0) | DEFAULTS;
      w.push(v, out, k, prop, childKey(path, k), cf);
    }
  }
  return out;
}
