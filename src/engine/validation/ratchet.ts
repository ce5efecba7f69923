// CRD validation ratcheting (apiextensions-apiserver validation/ratcheting.go): on update, a
// value whose subtree validation fails is let through when it equals the correlated old value.
// Old values are correlated through properties, additionalProperties and patternProperties by
// key, or by map keys for x-kubernetes-list-type=map; set and atomic lists (atomic is the default)
// are not correlated by item, and compare as a unit (common.CorrelatedObject). Equality (CachedDeepEqual) is built from the children the
// validation visited, so a value with unvisited children (e.g. preserved unknown fields) never
// counts as unchanged.
import { deepEqualJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import type { CompiledSchema } from './compile';
import type { OpenAPIFailure } from './openapierrors';
import { stringifyJSON } from '../golang/json';

export class RatchetNode {
  readonly children = new Map<string | number, RatchetNode>();
  private mapList: Map<string, JSONObject> | null = null;
  private equal: boolean | undefined;
  /** A set or atomic list: its items are not correlated, so CachedDeepEqual compares it as a unit. */
  private uncorrelatedList = false;

  constructor(
    readonly old: JSONValue,
    readonly value: JSONValue,
  ) {}

  /** SubPropertyValidator: the old value of a key, when the old value is an object holding it. */
  field(key: string, value: JSONValue): RatchetNode | null {
    if (!isObject(this.old) || !Object.prototype.hasOwnProperty.call(this.old, key)) return null;
    const child = new RatchetNode(this.old[key], value);
    this.children.set(key, child);
    return child;
  }

  /** SubIndexValidator with correlateOldValueForChildAtNewIndex. */
  index(i: number, value: JSONValue, c: CompiledSchema): RatchetNode | null {
    if (!Array.isArray(this.old) || !Array.isArray(this.value) || this.value.length <= i) return null;
    let old: JSONValue | undefined;
    switch (c.listType) {
      case 'map':
        old = this.correlateMapItem(this.value[i], c.listMapKeys);
        break;
      default:
        // correlateOldValueForChildAtNewIndex: set, atomic and unset (atomic is the default) lists
        // are not correlated by item
        this.uncorrelatedList = true;
        return null;
    }
    if (old === undefined || old === null) return null;
    const child = new RatchetNode(old, value);
    this.children.set(i, child);
    return child;
  }

  private correlateMapItem(item: JSONValue, keys: string[]): JSONObject | undefined {
    if (!this.mapList) {
      this.mapList = new Map();
      for (const o of this.old as JSONValue[]) {
        if (!isObject(o)) continue;
        const k = compositeKey(o, keys);
        if (k !== null) this.mapList.set(k, o);
      }
    }
    if (!isObject(item)) return undefined;
    const k = compositeKey(item, keys);
    return k === null ? undefined : this.mapList.get(k);
  }

  /** CachedDeepEqual */
  unchanged(): boolean {
    if (this.equal !== undefined) return this.equal;
    this.equal = this.computeEqual();
    return this.equal;
  }

  private computeEqual(): boolean {
    const { old, value } = this;
    if (value === null && old === null) return true;
    if (value === null || old === null) return false;
    if (Array.isArray(old) !== Array.isArray(value)) return false;
    if (Array.isArray(old) && Array.isArray(value)) {
      if (old.length !== value.length) return false;
      // "Treat non-correlatable array as a unit with reflect.DeepEqual" (common.CorrelatedObject)
      if (this.uncorrelatedList) return deepEqualJSON(old, value);
      if (this.children.size !== old.length) return false;
      for (let i = 0; i < value.length; i++) {
        const child = this.children.get(i);
        if (!child || !child.unchanged()) return false;
      }
      return true;
    }
    if (isObject(old) !== isObject(value)) return false;
    if (isObject(old) && isObject(value)) {
      const oldKeys = Object.keys(old);
      if (oldKeys.length !== Object.keys(value).length) return false;
      if (oldKeys.length === 0) return true;
      if (this.children.size !== oldKeys.length) return false;
      for (const k of oldKeys) {
        const child = this.children.get(k);
        if (!child || !child.unchanged()) return false;
      }
      return true;
    }
    return deepEqualJSON(old, value);
  }
}

/** The map-list key of an item: scalar values of all key fields, or null when one is missing. */
function compositeKey(o: JSONObject, keys: string[]): string | null {
  const parts: JSONValue[] = [];
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(o, k)) return null;
    const v = o[k];
    if (v === null || typeof v === 'object') return null;
    parts.push(v);
  }
  return stringifyJSON(parts);
}

export function isValidResult(errs: OpenAPIFailure[]): boolean {
  for (const e of errs) if (e.kind !== 'ratcheted') return false;
  return true;
}
