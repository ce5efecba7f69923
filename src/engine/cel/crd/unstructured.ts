// UnstructuredToVal (k8s.io/apiserver/pkg/cel/common/values.go): custom-resource JSON as CEL values
// at a schema node. Objects, maps and lists convert their children lazily, on access, and cache them.
// Lists with x-kubernetes-list-type=set/map compare ignoring order and concatenate with set/map
// semantics; null-valued object fields read as absent; unknown preserved data is invisible.
import type { JSONObject, JSONValue } from '../../apis/json';
import type { JSONSchemaProps } from '../../apis/jsonschema';
import { deepEqualJSON, isObject } from '../../apis/json';
import { T } from '../types';
import { CelError, CelList, CelMap, CelObject, CelUint, OpaqueValue, type Value, valueEquals } from '../values';
import type { DeclType } from './decltype';
import { additionalPropertiesSchema, isEmbeddedResource, isIntOrString, isPreserveUnknownFields, itemsSchema, withTypeAndObjectMetaForValues } from './decltype';
import { escapeName, unescapeName } from './escaping';
import { goTypeOf } from '../../golang/fmt';
import { parseByteFormat, parseDateFormat, parseDateTimeFormat, parseDurationFormat } from './formats';

const hasProperties = (s: JSONSchemaProps) => isObject(s.properties as JSONValue);

/** A decoded int64 (a safe-integer number or a bigint) as a CEL int; undefined for anything else (a float64 is not an int). */
function int64Of(raw: JSONValue): bigint | undefined {
  if (typeof raw === 'bigint') return raw;
  return typeof raw === 'number' && Number.isSafeInteger(raw) ? BigInt(raw) : undefined;
}

/**
 * UnstructuredToVal(unstructured, schema). `decl` (the schema's DeclType) only supplies object type
 * names; values convert the same without it.
 */
export function unstructuredToVal(raw: JSONValue | undefined, schema: JSONSchemaProps, decl?: DeclType): Value {
  if (raw === null || raw === undefined) {
    if (schema.nullable === true) return null;
    return new CelError('invalid data, got null for schema with nullable=false');
  }
  if (isIntOrString(schema)) {
    if (typeof raw === 'string') return raw;
    const i = int64Of(raw);
    if (i !== undefined) return i;
    return new CelError('invalid data, expected XIntOrString value to be either a string or integer');
  }
  switch (schema.type) {
    case 'object': {
      if (!isObject(raw)) return new CelError('invalid data, expected a map for the provided schema with type=object');
      if (isEmbeddedResource(schema) || hasProperties(schema)) {
        if (isEmbeddedResource(schema)) schema = withTypeAndObjectMetaForValues(schema);
        return new UnstructuredObject(raw, schema, decl);
      }
      const ap = additionalPropertiesSchema(schema);
      if (ap) return new UnstructuredMap(raw, ap, decl?.elemType);
      if (isPreserveUnknownFields(schema)) return new UnstructuredObject(raw, schema, decl);
      return new CelError('invalid object type, expected either Properties or AdditionalProperties with Allows=true and non-empty Schema');
    }
    case 'array': {
      if (!Array.isArray(raw)) return new CelError('invalid data, expected an array for the provided schema with type=array');
      const items = itemsSchema(schema);
      if (!items) return new CelError('invalid array type, expected Items with a non-empty Schema');
      const listType = schema['x-kubernetes-list-type'];
      const elems = { raw, items, decl: decl?.elemType };
      switch (listType ?? 'atomic') {
        case 'map':
          return new UnstructuredList(elems, 'map', schema['x-kubernetes-list-map-keys'] ?? []);
        case 'set':
          return new UnstructuredList(elems, 'set', []);
        case 'atomic':
          return new UnstructuredList(elems, 'atomic', []);
        default:
          return new CelError(`invalid x-kubernetes-list-type, expected 'map', 'set' or 'atomic' but got ${listType}`);
      }
    }
    case 'string': {
      if (typeof raw !== 'string') return new CelError(`invalid data, expected string, got ${goTypeOf(raw)}`);
      switch (schema.format) {
        case 'duration': {
          const d = parseDurationFormat(raw);
          return typeof d === 'string' ? new CelError(`Invalid duration ${raw}: ${d}`) : d;
        }
        case 'date': {
          const d = parseDateFormat(raw);
          return typeof d === 'string' ? new CelError(`Invalid date formatted string ${raw}: ${d}`) : d;
        }
        case 'date-time': {
          const d = parseDateTimeFormat(raw);
          return typeof d === 'string' ? new CelError(`Invalid date-time formatted string ${raw}: ${d}`) : d;
        }
        case 'byte': {
          const b = parseByteFormat(raw);
          return typeof b === 'string' ? new CelError(`Invalid byte formatted string ${raw}: ${b}`) : b;
        }
      }
      return raw;
    }
    case 'number':
      // int64 values become doubles (types.Double(v))
      if (typeof raw === 'number') return raw;
      if (typeof raw === 'bigint') return Number(raw);
      return new CelError(`invalid data, expected float, got ${goTypeOf(raw)}`);
    case 'integer': {
      const i = int64Of(raw);
      if (i !== undefined) return i;
      return new CelError(`invalid data, expected int, got ${goTypeOf(raw)}`);
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      return new CelError(`invalid data, expected bool, got ${goTypeOf(raw)}`);
  }
  if (isPreserveUnknownFields(schema)) return new UnknownPreserved(raw);
  return new CelError(
    `invalid type, expected object, array, number, integer, boolean or string, or no type with x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields is true, got ${schema.type ?? ''}`,
  );
}

/**
 * unknownPreserved: data under x-kubernetes-preserve-unknown-fields without a type. Only equality is
 * supported (deep equality of the raw data).
 */
class UnknownPreserved extends OpaqueValue {
  readonly celType = T.dyn;
  constructor(readonly raw: JSONValue) {
    super();
  }
  override equals(other: Value): boolean {
    return deepEqualJSON(this.raw, rawOf(other));
  }
}

/** The JSON behind a value converted from unstructured data (undefined for other values). */
function rawOf(v: Value): JSONValue | undefined {
  if (v instanceof UnstructuredObject || v instanceof UnstructuredMap) return v.raw;
  if (v instanceof UnstructuredList) return v.rawElements();
  if (v instanceof UnknownPreserved) return v.raw;
  if (typeof v === 'string' || typeof v === 'boolean' || v === null || typeof v === 'number') return v;
  // a CEL int as decoded JSON holds it: a number within ±2^53, a bigint beyond
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v;
  return undefined;
}

/** An object with properties (or an embedded resource): fields are the escaped property names. */
export class UnstructuredObject extends CelObject {
  private readonly cache = new Map<string, Value | undefined>();
  readonly typeName: string;
  constructor(
    readonly raw: JSONObject,
    readonly schema: JSONSchemaProps,
    readonly decl?: DeclType,
  ) {
    super();
    this.typeName = decl?.name ?? 'object';
  }

  /** unstructuredMap.Size(): every key of the raw map (valuesunstructured.go), as cel-go's actualSize reads it. */
  override get sizerSize(): number {
    return Object.keys(this.raw).length;
  }

  private propSchema(key: string): JSONSchemaProps | undefined {
    const props = this.schema.properties;
    if (!props || !Object.prototype.hasOwnProperty.call(props, key)) return undefined;
    return props[key];
  }

  /** Find(key): the escaped name is unescaped; null values read as absent. */
  getField(name: string): Value | undefined {
    if (this.cache.has(name)) return this.cache.get(name);
    let v: Value | undefined;
    const k = unescapeName(name);
    if (k !== undefined && Object.prototype.hasOwnProperty.call(this.raw, k)) {
      const rv = this.raw[k];
      const ps = this.propSchema(k);
      if (rv !== null && ps) v = unstructuredToVal(rv, ps, this.decl?.fields?.get(name)?.type);
    }
    this.cache.set(name, v);
    return v;
  }

  fieldNames(): string[] {
    const out: string[] = [];
    for (const k of Object.keys(this.raw)) {
      if (!this.propSchema(k)) continue;
      out.push(escapeName(k) ?? k);
    }
    return out;
  }

  /** unstructuredMap.Equal for objects: declared fields by value, unknown fields by raw equality. */
  override equals(other: CelObject): boolean {
    const otherRaw = other instanceof UnstructuredObject ? other.raw : undefined;
    const otherSize = otherRaw ? Object.keys(otherRaw).length : other.fieldNames().length;
    if (Object.keys(this.raw).length !== otherSize) return false;
    for (const key of Object.keys(this.raw)) {
      const ps = this.propSchema(key);
      if (ps) {
        const ov = otherRaw ? findRawField(other as UnstructuredObject, key) : other.getField(escapeName(key) ?? key);
        if (ov === undefined) return false;
        const v = unstructuredToVal(this.raw[key], ps, this.decl?.fields?.get(escapeName(key) ?? key)?.type);
        if (!valueEquals(v, ov)) return false;
      } else {
        if (!otherRaw) return false;
        if (Object.prototype.hasOwnProperty.call(otherRaw, key) && !deepEqualJSON(this.raw[key], otherRaw[key])) return false;
      }
    }
    return true;
  }
}

/** Find(types.String(key)) on an object: the key is unescaped first and null values are absent. */
function findRawField(o: UnstructuredObject, key: string): Value | undefined {
  const k = unescapeName(key);
  if (k === undefined || !Object.prototype.hasOwnProperty.call(o.raw, k)) return undefined;
  const rv = o.raw[k];
  const props = o.schema.properties;
  if (rv === null || !props || !Object.prototype.hasOwnProperty.call(props, k)) return undefined;
  return unstructuredToVal(rv, props[k], o.decl?.fields?.get(escapeName(k) ?? k)?.type);
}

/** An object with additionalProperties: a map from string keys to values of one schema. */
export class UnstructuredMap extends CelMap {
  private readonly cache = new Map<string, Value>();
  constructor(
    readonly raw: JSONObject,
    readonly valueSchema: JSONSchemaProps,
    readonly valueDecl?: DeclType,
  ) {
    super();
  }
  get size(): number {
    return Object.keys(this.raw).length;
  }
  get(key: Value): Value | undefined {
    if (typeof key !== 'string') return undefined;
    if (!Object.prototype.hasOwnProperty.call(this.raw, key)) return undefined;
    let v = this.cache.get(key);
    if (v === undefined && !this.cache.has(key)) {
      v = unstructuredToVal(this.raw[key], this.valueSchema, this.valueDecl);
      this.cache.set(key, v);
    }
    return v;
  }
  keys(): Value[] {
    return Object.keys(this.raw);
  }
}

type ListSource = { raw: JSONValue[]; items: JSONSchemaProps; decl?: DeclType } | { values: Value[] };

/**
 * A list at a schema node: atomic (ordered), set (order-insensitive equality, union on `+`) or map
 * (order-insensitive equality by key fields, merge on `+`).
 */
export class UnstructuredList extends CelList {
  private readonly values: (Value | undefined)[];
  constructor(
    private readonly source: ListSource,
    readonly listType: 'atomic' | 'set' | 'map',
    readonly mapKeys: string[],
  ) {
    super();
    this.values = 'values' in source ? source.values : new Array(source.raw.length);
  }
  get size(): number {
    return 'values' in this.source ? this.source.values.length : this.source.raw.length;
  }
  get(i: number): Value {
    let v = this.values[i];
    if (v === undefined && !('values' in this.source)) {
      v = unstructuredToVal(this.source.raw[i], this.source.items, this.source.decl);
      this.values[i] = v;
    }
    return v as Value;
  }
  rawElements(): JSONValue[] | undefined {
    return 'raw' in this.source ? this.source.raw : undefined;
  }
  override hasCustomEquality(): boolean {
    return this.listType !== 'atomic';
  }

  override equals(other: CelList): boolean {
    if (this.listType === 'atomic') {
      const n = this.size;
      if (n !== other.size) return false;
      for (let i = 0; i < n; i++) if (!valueEquals(this.get(i), other.get(i))) return false;
      return true;
    }
    if (this.size !== other.size) return false;
    if (this.listType === 'set') {
      const index = new ValueIndex();
      for (let i = 0; i < this.size; i++) index.add(this.get(i), i);
      for (let i = 0; i < other.size; i++) if (index.find(other.get(i), (j) => valueEquals(this.get(j), other.get(i))) < 0) return false;
      return true;
    }
    const byKey = new Map<string, number>();
    for (let i = 0; i < this.size; i++) byKey.set(this.keyOf(this.get(i)), i);
    for (let i = 0; i < other.size; i++) {
      const ov = other.get(i);
      const j = byKey.get(this.keyOf(ov));
      if (j === undefined || !valueEquals(this.get(j), ov)) return false;
    }
    return true;
  }

  override add(other: CelList): CelList {
    if (this.listType === 'atomic') return super.add(other);
    const out: Value[] = this.toArray().slice();
    if (this.listType === 'set') {
      const index = new ValueIndex();
      out.forEach((v, i) => index.add(v, i));
      for (let i = 0; i < other.size; i++) {
        const v = other.get(i);
        if (index.find(v, (j) => valueEquals(out[j]!, v)) < 0) {
          index.add(v, out.length);
          out.push(v);
        }
      }
    } else {
      const byKey = new Map<string, number>();
      out.forEach((v, i) => byKey.set(this.keyOf(v), i));
      for (let i = 0; i < other.size; i++) {
        const v = other.get(i);
        const k = this.keyOf(v);
        const at = byKey.get(k);
        if (at !== undefined) out[at] = v;
        else {
          byKey.set(k, out.length);
          out.push(v);
        }
      }
    }
    return new UnstructuredList({ values: out }, this.listType, this.mapKeys);
  }

  override toArray(): Value[] {
    const out: Value[] = new Array(this.size);
    for (let i = 0; i < this.size; i++) out[i] = this.get(i);
    return out;
  }

  /** toMapKey: the key fields of a map-list element, as one comparable string. */
  private keyOf(v: Value): string {
    const parts = this.mapKeys.map((k) => {
      let kv: Value | undefined;
      if (v instanceof CelObject) kv = v.getField(escapeName(k) ?? k);
      else if (v instanceof CelMap) kv = v.get(k);
      return kv === undefined ? '<nil>' : (scalarKey(kv) ?? '?');
    });
    return parts.join('\u0000');
  }
}

/** A comparable key for scalar values (strings, numbers, booleans, null). */
function scalarKey(v: Value): string | undefined {
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'T' : 'F';
    case 'bigint':
      return 'n' + v.toString();
    case 'number':
      return Number.isInteger(v) ? 'n' + BigInt(v).toString() : 'd' + String(v);
  }
  if (v === null) return 'null';
  if (v instanceof CelUint) return 'n' + v.v.toString();
  return undefined;
}

/** Hash index for scalar set elements, linear scan for the rest. */
class ValueIndex {
  private readonly scalars = new Map<string, number>();
  private readonly others: number[] = [];
  add(v: Value, i: number): void {
    const k = scalarKey(v);
    if (k === undefined) this.others.push(i);
    else if (!this.scalars.has(k)) this.scalars.set(k, i);
  }
  /** Position of an element equal to v (per `eq`), or -1. */
  find(v: Value, eq: (i: number) => boolean): number {
    const k = scalarKey(v);
    if (k !== undefined) {
      const i = this.scalars.get(k);
      if (i !== undefined) return i;
    }
    for (const i of this.others) if (eq(i)) return i;
    return -1;
  }
}
