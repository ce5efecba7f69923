// Runtime values of the CEL interpreter (cel-go common/types ref.Val equivalents).
//
// Representation (the contract every library implementation works with):
//   int        bigint, always within int64 (operations check and return CelError on overflow)
//   uint       CelUint { v: bigint } within uint64
//   double     number
//   bool       boolean
//   string     string (JS UTF-16; size() and indexes count code points)
//   bytes      Uint8Array
//   null       null
//   timestamp  CelTimestamp { sec: number (Unix seconds, safe integer), nanos: 0..999999999, offset: zone seconds }
//   duration   CelDuration { ns: bigint } (Go time.Duration range, int64 nanoseconds)
//   list       CelList (abstract; ArrayList for literals; subclasses may convert lazily from JSON and
//              override equals()/add() for x-kubernetes-list-type set/map semantics)
//   map        CelMap (abstract; HashMap for literals; subclasses may wrap JSON objects)
//   object     CelObject (abstract; struct-like values whose type a TypeProvider declares)
//   optional   CelOptional { value: Value | undefined } (undefined = optional.none())
//   type       CelTypeValue { type: CelType }
//   opaque     OpaqueValue subclasses (net.IP, kubernetes.Quantity, ...), own equality/compare
//   error      CelError { message } — flows as a value and is absorbed by && / || as in cel-go
//   unknown    CelUnknown { ids } — likewise
import { CelType, T, runtimeTypeName, typeName } from './types';

export class CelUint {
  constructor(readonly v: bigint) {}
}

export class CelTimestamp {
  constructor(
    /** Unix seconds of the instant (UTC). */
    readonly sec: number,
    readonly nanos: number,
    /**
     * Zone offset in seconds the value was parsed with (Go keeps the time.Time location: string()
     * prints it); 0 = UTC. Equality, ordering and accessors use the instant.
     */
    readonly offset: number = 0,
  ) {}
}

export class CelDuration {
  constructor(readonly ns: bigint) {}
}

export class CelError {
  exprId = 0;
  constructor(readonly message: string) {}
}

export class CelUnknown {
  constructor(readonly ids: readonly number[]) {}
}

export class CelTypeValue {
  constructor(readonly type: CelType) {}
  get name(): string {
    return runtimeTypeName(this.type);
  }
}

export class CelOptional {
  constructor(readonly value: Value | undefined) {}
  static readonly none = new CelOptional(undefined);
  hasValue(): boolean {
    return this.value !== undefined;
  }
}

/** A value of an opaque/abstract library type (net.IP, kubernetes.Quantity, ...). */
export abstract class OpaqueValue {
  /** T.opaque(name) or T.object(name) (Kubernetes declares its library types as object types). */
  abstract readonly celType: CelType;
  /**
   * `==`; default: identity. Return false for values of other types, or a CelError when the type
   * answers `==` against foreign values with an error (cel-go ValOrErr / MaybeNoSuchOverloadErr);
   * `==`/`!=` propagate that error, other equality uses (lists, `in`) treat it as unequal.
   */
  equals(other: Value): boolean | CelError {
    return this === other;
  }
}

export abstract class CelList {
  abstract readonly size: number;
  /** Element at 0 <= i < size. */
  abstract get(i: number): Value;
  /** `==` with another list. Override for order-insensitive (set/map list types) semantics. */
  equals(other: CelList): boolean {
    if (other !== this && other.hasCustomEquality()) return other.equals(this);
    const n = this.size;
    if (n !== other.size) return false;
    for (let i = 0; i < n; i++) if (!valueEquals(this.get(i), other.get(i))) return false;
    return true;
  }
  /** True if equals() is overridden with non-positional semantics. */
  hasCustomEquality(): boolean {
    return false;
  }
  /** `this + other`. Override for set/map list-type semantics. */
  add(other: CelList): CelList {
    const out: Value[] = new Array(this.size + other.size);
    let k = 0;
    for (let i = 0; i < this.size; i++) out[k++] = this.get(i);
    for (let i = 0; i < other.size; i++) out[k++] = other.get(i);
    return new ArrayList(out);
  }
  /** `x in list`. */
  contains(x: Value): boolean {
    for (let i = 0; i < this.size; i++) if (valueEquals(this.get(i), x)) return true;
    return false;
  }
  toArray(): Value[] {
    const out: Value[] = new Array(this.size);
    for (let i = 0; i < this.size; i++) out[i] = this.get(i);
    return out;
  }
}

/**
 * The accumulator of a map()/filter() comprehension (cel-go's MutableList): `@result + [x]`
 * appends in place instead of copying, so the expansion stays linear. It never escapes the
 * comprehension: the loop's result is frozen into an ArrayList.
 */
export class AccumulatorList extends CelList {
  readonly items: Value[] = [];
  get size(): number {
    return this.items.length;
  }
  get(i: number): Value {
    return this.items[i]!;
  }
  override add(other: CelList): CelList {
    for (let i = 0; i < other.size; i++) this.items.push(other.get(i));
    return this;
  }
  freeze(): ArrayList {
    return new ArrayList(this.items);
  }
}

export class ArrayList extends CelList {
  constructor(readonly items: Value[]) {
    super();
  }
  get size(): number {
    return this.items.length;
  }
  get(i: number): Value {
    return this.items[i]!;
  }
  override toArray(): Value[] {
    return this.items;
  }
}

export abstract class CelMap {
  abstract readonly size: number;
  /** Value for key using CEL key equality (1 == 1u == 1.0); undefined if absent. */
  abstract get(key: Value): Value | undefined;
  /** Keys in iteration order. */
  abstract keys(): Value[];
  has(key: Value): boolean {
    return this.get(key) !== undefined;
  }
  equals(other: CelMap): boolean {
    if (this.size !== other.size) return false;
    for (const k of this.keys()) {
      const ov = other.get(k);
      if (ov === undefined || !valueEquals(this.get(k)!, ov)) return false;
    }
    return true;
  }
}

/** Normalised lookup key: ints, uints and integral doubles share a key space (heterogeneous equality). */
function mapKey(k: Value): string | undefined {
  switch (typeof k) {
    case 'string':
      return 's' + k;
    case 'bigint':
      return 'n' + k.toString();
    case 'boolean':
      return k ? 'bt' : 'bf';
    case 'number':
      return Number.isInteger(k) ? 'n' + BigInt(k).toString() : undefined;
  }
  if (k instanceof CelUint) return 'n' + k.v.toString();
  return undefined;
}

export class HashMap extends CelMap {
  private readonly m = new Map<string, [Value, Value]>();
  get size(): number {
    return this.m.size;
  }
  /** Returns false if the key is not a valid map key type. */
  set(k: Value, v: Value): boolean {
    const mk = mapKey(k);
    if (mk === undefined) return false;
    this.m.set(mk, [k, v]);
    return true;
  }
  hasKey(k: Value): boolean {
    const mk = mapKey(k);
    return mk !== undefined && this.m.has(mk);
  }
  get(key: Value): Value | undefined {
    const mk = mapKey(key);
    return mk === undefined ? undefined : this.m.get(mk)?.[1];
  }
  keys(): Value[] {
    return [...this.m.values()].map((e) => e[0]);
  }
}

/** A struct-like value whose type is declared by a TypeProvider. */
export abstract class CelObject {
  abstract readonly typeName: string;
  /** traits.Sizer Size() for objects that have one (Kubernetes' unstructured maps); undefined for structs. */
  get sizerSize(): number | undefined {
    return undefined;
  }
  /** Field value, or undefined when the field is not set (selection then errors `no such key: f`). */
  abstract getField(name: string): Value | undefined;
  /** has(o.f). Default: getField(name) !== undefined. */
  hasField(name: string): boolean {
    return this.getField(name) !== undefined;
  }
  /** Names of the set fields (for equality). */
  abstract fieldNames(): string[];
  equals(other: CelObject): boolean {
    if (other.typeName !== this.typeName) return false;
    const a = this.fieldNames();
    const b = other.fieldNames();
    if (a.length !== b.length) return false;
    for (const f of a) {
      const ov = other.getField(f);
      if (ov === undefined || !valueEquals(this.getField(f)!, ov)) return false;
    }
    return true;
  }
}

/** A CelObject over a plain record of already converted values (struct literals, tests). */
export class RecordObject extends CelObject {
  constructor(
    readonly typeName: string,
    readonly fields: Record<string, Value>,
  ) {
    super();
  }
  getField(name: string): Value | undefined {
    return Object.prototype.hasOwnProperty.call(this.fields, name) ? this.fields[name] : undefined;
  }
  fieldNames(): string[] {
    return Object.keys(this.fields);
  }
}

export type Value =
  null | boolean | bigint | number | string | Uint8Array | CelUint | CelTimestamp | CelDuration | CelList | CelMap | CelObject | CelOptional | CelTypeValue | OpaqueValue | CelError | CelUnknown;

export function isErrorOrUnknown(v: Value): v is CelError | CelUnknown {
  return typeof v === 'object' && v !== null && (v instanceof CelError || v instanceof CelUnknown);
}

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;
export const UINT64_MAX = 2n ** 64n - 1n;

export function celInt(n: bigint): Value {
  return n < INT64_MIN || n > INT64_MAX ? new CelError('integer overflow') : n;
}

export function celUint(n: bigint): Value {
  return n < 0n || n > UINT64_MAX ? new CelError('unsigned integer overflow') : new CelUint(n);
}

/** The runtime type of a value (what `type(v)` returns), as a CelType. */
export function typeOfValue(v: Value): CelType {
  switch (typeof v) {
    case 'bigint':
      return T.int;
    case 'number':
      return T.double;
    case 'string':
      return T.string;
    case 'boolean':
      return T.bool;
  }
  if (v === null) return T.null;
  if (v instanceof Uint8Array) return T.bytes;
  if (v instanceof CelUint) return T.uint;
  if (v instanceof CelTimestamp) return T.timestamp;
  if (v instanceof CelDuration) return T.duration;
  if (v instanceof CelList) return T.list(T.dyn);
  if (v instanceof CelMap) return T.map(T.dyn, T.dyn);
  if (v instanceof CelObject) return T.object(v.typeName);
  if (v instanceof CelOptional) return T.optional(T.dyn);
  if (v instanceof CelTypeValue) return T.type;
  if (v instanceof OpaqueValue) return v.celType;
  return T.error;
}

export function valueTypeName(v: Value): string {
  return runtimeTypeName(typeOfValue(v));
}

export { typeName };

function numericOf(v: Value): number | bigint | undefined {
  if (typeof v === 'bigint' || typeof v === 'number') return v;
  if (v instanceof CelUint) return v.v;
  return undefined;
}

/** Compare numbers across int/uint/double exactly. NaN yields undefined. */
function compareNumeric(a: number | bigint, b: number | bigint): number | undefined {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  // mixed integer / double: cel-go converts the integer to float64 (lossy) and compares doubles
  const d = (typeof a === 'number' ? a : b) as number;
  const i = Number((typeof a === 'bigint' ? a : b) as bigint);
  if (Number.isNaN(d)) return undefined;
  const c = i < d ? 1 : i > d ? -1 : 0;
  return typeof a === 'number' ? c : -c;
}

/** Go string comparison (UTF-8 byte order = code point order). */
function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const xs = x >= 0xd800 && x <= 0xdfff;
      const ys = y >= 0xd800 && y <= 0xdfff;
      if (xs !== ys) return xs ? 1 : -1;
      return x < y ? -1 : 1;
    }
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** cel-go heterogeneous equality. Values of different kinds are unequal (never an error). */
export function valueEquals(a: Value, b: Value): boolean {
  if (a === b) return typeof a !== 'number' || !Number.isNaN(a);
  const ta = typeof a;
  if (ta === 'string' || ta === 'boolean') return false;
  const na = numericOf(a);
  if (na !== undefined) {
    const nb = numericOf(b);
    return nb !== undefined && compareNumeric(na, nb) === 0;
  }
  if (a === null || b === null) return false;
  if (a instanceof Uint8Array) return b instanceof Uint8Array && compareBytes(a, b) === 0;
  if (a instanceof CelList) return b instanceof CelList && a.equals(b);
  if (a instanceof CelMap) return b instanceof CelMap && a.equals(b);
  if (a instanceof CelTimestamp) return b instanceof CelTimestamp && a.sec === b.sec && a.nanos === b.nanos;
  if (a instanceof CelDuration) return b instanceof CelDuration && a.ns === b.ns;
  if (a instanceof CelTypeValue) return b instanceof CelTypeValue && a.name === b.name;
  if (a instanceof CelOptional) {
    if (!(b instanceof CelOptional)) return false;
    if (a.value === undefined || b.value === undefined) return a.value === b.value;
    return valueEquals(a.value, b.value);
  }
  if (a instanceof CelObject) return b instanceof CelObject && a.equals(b);
  if (a instanceof OpaqueValue) return a.equals(b) === true;
  return false;
}

/**
 * Ordering for `<` etc.: undefined when the two values are not comparable (no such overload) and
 * NaN comparisons (which are false for every operator).
 */
export function compareValues(a: Value, b: Value): number | 'nan' | undefined {
  const na = numericOf(a);
  if (na !== undefined) {
    const nb = numericOf(b);
    if (nb === undefined) return undefined;
    return compareNumeric(na, nb) ?? 'nan';
  }
  if (typeof a === 'string') return typeof b === 'string' ? compareStrings(a, b) : undefined;
  if (typeof a === 'boolean') return typeof b === 'boolean' ? (a === b ? 0 : a ? 1 : -1) : undefined;
  if (a instanceof Uint8Array) return b instanceof Uint8Array ? compareBytes(a, b) : undefined;
  if (a instanceof CelTimestamp) {
    if (!(b instanceof CelTimestamp)) return undefined;
    return a.sec !== b.sec ? (a.sec < b.sec ? -1 : 1) : a.nanos === b.nanos ? 0 : a.nanos < b.nanos ? -1 : 1;
  }
  if (a instanceof CelDuration) {
    if (!(b instanceof CelDuration)) return undefined;
    return a.ns === b.ns ? 0 : a.ns < b.ns ? -1 : 1;
  }
  if (a instanceof OpaqueValue) {
    const c = (a as OpaqueValue & { compare?(o: Value): number | undefined }).compare;
    return c ? c.call(a, b) : undefined;
  }
  return undefined;
}
