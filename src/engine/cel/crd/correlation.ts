// Old/new value correlation: MakeMapList (apiserver/pkg/cel/common/maplist.go) for list-type=map
// items, and CorrelatedObject (apiserver/pkg/cel/common/equality.go) whose CachedDeepEqual decides
// whether a failing rule is ratcheted into a warning.
import type { JSONSchemaProps } from '../../apis/jsonschema';
import type { JSONValue } from '../../apis/json';
import { deepEqualJSON, isObject } from '../../apis/json';
import { additionalPropertiesSchema, itemsSchema } from './decltype';
import { stringifyJSON } from '../../golang/json';

interface MapList {
  /** The old element with the same key field values, if any. */
  get(element: JSONValue): JSONValue | undefined;
}

const EMPTY: MapList = { get: () => undefined };

/** MakeMapList(sts, items): keyed access to list-type=map items (key defaults apply when unset). */
export function makeMapList(schema: JSONSchemaProps, items: JSONValue[] | undefined): MapList {
  const keys = schema['x-kubernetes-list-map-keys'];
  if (schema['x-kubernetes-list-type'] !== 'map' || !Array.isArray(keys) || keys.length === 0 || !items) return EMPTY;
  const itemProps = itemsSchema(schema)?.properties ?? {};
  const keyOf = (e: JSONValue): string | undefined => {
    if (!isObject(e)) return undefined;
    const parts: JSONValue[] = [];
    for (const k of keys) {
      let v: JSONValue | undefined = Object.prototype.hasOwnProperty.call(e, k) ? e[k] : undefined;
      if (v === undefined) v = itemProps[k]?.default;
      if (v === undefined) return undefined;
      parts.push(v);
    }
    return stringifyJSON(parts);
  };
  const index = new Map<string, JSONValue>();
  for (const e of items) {
    const k = keyOf(e);
    if (k !== undefined && !index.has(k)) index.set(k, e);
  }
  return {
    get(element) {
      const k = keyOf(element);
      return k === undefined ? undefined : index.get(k);
    },
  };
}

/** CorrelatedObject: a new value with the old value it corresponds to. */
export class CorrelatedObject {
  private result: boolean | undefined;
  private mapList: MapList | undefined;
  private readonly children = new Map<string | number, CorrelatedObject | undefined>();
  constructor(
    readonly value: JSONValue,
    readonly oldValue: JSONValue,
    readonly schema: JSONSchemaProps,
  ) {}

  /** CachedDeepEqual */
  deepEqual(): boolean {
    if (this.result !== undefined) return this.result;
    return (this.result = this.computeEqual());
  }

  private computeEqual(): boolean {
    const v = this.value;
    const o = this.oldValue;
    if (v === null && o === null) return true;
    if (v === null || o === null) return false;
    if (Array.isArray(v) !== Array.isArray(o) || isObject(v) !== isObject(o)) return false;
    if (Array.isArray(v) && Array.isArray(o)) {
      if (v.length !== o.length) return false;
      for (let i = 0; i < v.length; i++) {
        const c = this.index(i);
        if (!c) return this.mapList === undefined ? deepEqualJSON(o, v) : false;
        if (!c.deepEqual()) return false;
      }
      return true;
    }
    if (isObject(v) && isObject(o)) {
      if (Object.keys(v).length !== Object.keys(o).length) return false;
      for (const k of Object.keys(v)) {
        const c = this.key(k);
        if (!c || !c.deepEqual()) return false;
      }
      return true;
    }
    return deepEqualJSON(o, v);
  }

  /** Key(field) */
  key(field: string): CorrelatedObject | undefined {
    if (this.children.has(field)) return this.children.get(field);
    let res: CorrelatedObject | undefined;
    const v = this.value;
    const o = this.oldValue;
    if (isObject(v) && isObject(o) && Object.prototype.hasOwnProperty.call(v, field) && Object.prototype.hasOwnProperty.call(o, field)) {
      const props = this.schema.properties;
      const ps = props && Object.prototype.hasOwnProperty.call(props, field) ? props[field] : additionalPropertiesSchema(this.schema);
      if (ps) res = new CorrelatedObject(v[field], o[field], ps);
    }
    this.children.set(field, res);
    return res;
  }

  /** Index(i): only list-type=map items correlate (by key). */
  index(i: number): CorrelatedObject | undefined {
    if (this.children.has(i)) return this.children.get(i);
    let res: CorrelatedObject | undefined;
    const v = this.value;
    const o = this.oldValue;
    if (Array.isArray(v) && Array.isArray(o) && i < v.length && this.schema['x-kubernetes-list-type'] === 'map') {
      this.mapList ??= makeMapList(this.schema, o);
      const old = this.mapList.get(v[i]);
      const is = itemsSchema(this.schema);
      if (old !== undefined && is) res = new CorrelatedObject(v[i], old, is);
    }
    this.children.set(i, res);
    return res;
  }
}

/** ratchetingOptions: the current correlation and the nearest correlatable ancestor. */
export interface Ratcheting {
  current?: CorrelatedObject;
  nearestParent?: CorrelatedObject;
}

/** shouldRatchetError */
export function shouldRatchet(r: Ratcheting): boolean {
  if (r.current) return r.current.deepEqual();
  return r.nearestParent ? r.nearestParent.deepEqual() : false;
}

export function ratchetKey(r: Ratcheting, field: string): Ratcheting {
  if (!r.current) return r;
  if (!r.nearestParent && (field === 'apiVersion' || field === 'kind')) return {};
  return { current: r.current.key(field), nearestParent: r.current };
}

export function ratchetIndex(r: Ratcheting, i: number): Ratcheting {
  if (!r.current) return r;
  return { current: r.current.index(i), nearestParent: r.current };
}
