// The structural skeleton of a schema node (apiserver/schema.Structural as the pruning,
// defaulting and null-pruning walks read it), prepared once per schema object: the per-object
// walks then read fixed-shape records instead of looking keywords up on schema objects of many
// different shapes. Children are prepared when a walk first reaches them, so an object against a
// large CRD schema prepares only the part it visits. Cached by schema identity: a schema must not
// be changed after a walk has used it (as for the compiled validator).
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { IdentityCache } from '../cache';

export interface Skeleton {
  /** The schema node this skeleton was prepared from. */
  readonly schema: JSONSchemaProps;
  /** Nullable */
  readonly nullable: boolean;
  /** Generic.Default.Object != nil (`default: null` is no default). */
  readonly hasDefault: boolean;
  readonly default: JSONValue | undefined;
  readonly preservesUnknownFields: boolean;
  readonly embeddedResource: boolean;
  /** false until the children below are prepared (`expandSkeleton`). */
  expanded: boolean;
  /** Properties[k] (a non-object property schema reads as the empty schema); null without properties. */
  properties: Map<string, Skeleton> | null;
  /** The properties that have a default, in the order of the schema's properties. */
  defaulted: readonly (readonly [string, Skeleton])[];
  /** AdditionalProperties != nil (a schema or a boolean). */
  additionalPresent: boolean;
  /** AdditionalProperties.Structural: undefined for the boolean forms. */
  additional: Skeleton | undefined;
  /** Items (a single schema). */
  items: Skeleton | undefined;
  /** The key `propertyAt` saw last at each position and its answer. */
  slotKeys: string[];
  slotProperties: (Skeleton | undefined)[];
}

const cache = new IdentityCache<object, Skeleton>('schema.skeletons');
const NONE: readonly (readonly [string, Skeleton])[] = [];

/** The skeleton of a schema node (prepared once per schema object). */
export function skeletonOf(s: JSONSchemaProps): Skeleton {
  const hit = cache.get(s);
  if (hit !== undefined) return hit;
  const hasDefault = s.default !== undefined && s.default !== null;
  const k: Skeleton = {
    schema: s,
    nullable: s.nullable === true,
    hasDefault,
    default: hasDefault ? (s.default as JSONValue) : undefined,
    preservesUnknownFields: s['x-kubernetes-preserve-unknown-fields'] === true,
    embeddedResource: s['x-kubernetes-embedded-resource'] === true,
    expanded: false,
    properties: null,
    defaulted: NONE,
    additionalPresent: false,
    additional: undefined,
    items: undefined,
    slotKeys: [],
    slotProperties: [],
  };
  cache.set(s, k);
  return k;
}

/** Prepares the children of `k` (once); every reader of properties/additional/items calls this first. */
export function expandSkeleton(k: Skeleton): void {
  if (k.expanded) return;
  k.expanded = true;
  const s = k.schema;
  const props = s.properties;
  if (isObject(props as JSONValue)) {
    const m = new Map<string, Skeleton>();
    const defaulted: [string, Skeleton][] = [];
    for (const key of Object.keys(props!)) {
      const p = (props as Record<string, unknown>)[key];
      // propertySchema: a property that is not a schema object reads as the empty schema
      const child = skeletonOf(isObject(p as JSONValue) ? (p as JSONSchemaProps) : {});
      m.set(key, child);
      if (child.hasDefault) defaulted.push([key, child]);
    }
    k.properties = m;
    if (defaulted.length > 0) k.defaulted = defaulted;
  }
  const ap = s.additionalProperties;
  if (typeof ap === 'boolean') k.additionalPresent = true;
  else if (isObject(ap as JSONValue)) {
    k.additionalPresent = true;
    k.additional = skeletonOf(ap as JSONSchemaProps);
  }
  const it = s.items;
  if (isObject(it as JSONValue)) k.items = skeletonOf(it as JSONSchemaProps);
}

/** How many key positions `propertyAt` remembers per schema node. */
const SLOTS = 32;

/**
 * A schema node's properties with a per-position memo of their lookups: the pruning/defaulting
 * skeleton here and validation's compiled schemas (validation/compile.ts) both carry one.
 */
export interface PropertySlots<T> {
  properties: Map<string, T> | null;
  /** The key `propertyAt` saw last at each position and its answer. */
  slotKeys: string[];
  slotProperties: (T | undefined)[];
}

/**
 * Properties[key] (undefined when the key is not a property) for the key at position `i` of an
 * object's keys. Objects under one schema node mostly have the same keys in the same order, so
 * the answer is kept per position: comparing the key with the one seen last at that position
 * (property names are interned strings) is cheaper than a map lookup. `k` must be expanded.
 */
export function propertyAt<T>(k: PropertySlots<T>, i: number, key: string): T | undefined {
  if (i < k.slotKeys.length && k.slotKeys[i] === key) return k.slotProperties[i];
  return slotMiss(k, i, key);
}

function slotMiss<T>(k: PropertySlots<T>, i: number, key: string): T | undefined {
  const p = k.properties !== null ? k.properties.get(key) : undefined;
  // positions are asked in order from 0, so the slots have no gaps
  if (i < k.slotKeys.length) {
    k.slotKeys[i] = key;
    k.slotProperties[i] = p;
  } else if (i === k.slotKeys.length && i < SLOTS) {
    k.slotKeys.push(key);
    k.slotProperties.push(p);
  }
  return p;
}
