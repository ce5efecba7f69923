// Standard operators (cel-go checker/decls standard declarations and common/types arithmetic).
import type { FunctionDecl, OverloadDecl } from '../library';
import { makeDuration, timestampNs, timestampFromNs } from '../time';
import { CelType, T } from '../types';
import { CelDuration, CelError, CelList, CelMap, CelTimestamp, CelUint, OpaqueValue, Value, celInt, celUint, compareValues, valueEquals, valueTypeName } from '../values';
import { formatDouble } from './conversions';

const A = T.param('A');
const K = T.param('K');
const V = T.param('V');
const noOverload = () => new CelError('no such overload');

type Bin = (a: Value, b: Value) => Value;
const o = (id: string, args: CelType[], result: CelType, impl?: (...a: Value[]) => Value, member = false): OverloadDecl => ({ id, args, result, impl, member }) as OverloadDecl;

export function addValues(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') return celInt(a + b);
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (a instanceof CelUint && b instanceof CelUint) return celUint(a.v + b.v);
  if (a instanceof CelList && b instanceof CelList) return a.add(b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    const r = new Uint8Array(a.length + b.length);
    r.set(a);
    r.set(b, a.length);
    return r;
  }
  if (a instanceof CelTimestamp && b instanceof CelDuration) return timestampFromNs(timestampNs(a) + b.ns, a.offset);
  if (a instanceof CelDuration && b instanceof CelTimestamp) return timestampFromNs(timestampNs(b) + a.ns, b.offset);
  if (a instanceof CelDuration && b instanceof CelDuration) return makeDuration(a.ns + b.ns);
  return noOverload();
}

function sub(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') return celInt(a - b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof CelUint && b instanceof CelUint) return celUint(a.v - b.v);
  if (a instanceof CelTimestamp && b instanceof CelTimestamp) return makeDuration(timestampNs(a) - timestampNs(b));
  if (a instanceof CelTimestamp && b instanceof CelDuration) return timestampFromNs(timestampNs(a) - b.ns, a.offset);
  if (a instanceof CelDuration && b instanceof CelDuration) return makeDuration(a.ns - b.ns);
  return noOverload();
}

const INT_MIN = -(2n ** 63n);

function div(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) return new CelError('division by zero');
    if (a === INT_MIN && b === -1n) return new CelError('integer overflow');
    return a / b;
  }
  if (typeof a === 'number' && typeof b === 'number') return a / b;
  if (a instanceof CelUint && b instanceof CelUint) {
    if (b.v === 0n) return new CelError('division by zero');
    return new CelUint(a.v / b.v);
  }
  return noOverload();
}

function mod(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) return new CelError('modulus by zero');
    if (a === INT_MIN && b === -1n) return new CelError('integer overflow');
    return a % b;
  }
  if (a instanceof CelUint && b instanceof CelUint) {
    if (b.v === 0n) return new CelError('modulus by zero');
    return new CelUint(a.v % b.v);
  }
  return noOverload();
}

function mul(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') return celInt(a * b);
  if (typeof a === 'number' && typeof b === 'number') return a * b;
  if (a instanceof CelUint && b instanceof CelUint) return celUint(a.v * b.v);
  return noOverload();
}

function cmp(test: (c: number) => boolean): Bin {
  return (a, b) => {
    const c = compareValues(a, b);
    if (c === undefined) return noOverload();
    if (c === 'nan') return false;
    return test(c);
  };
}

/** `==` / `!=`: an opaque left operand may answer with an error (cel-go Equal returning an Err). */
function equalsOp(a: Value, b: Value, negate: boolean): Value {
  if (a instanceof OpaqueValue) {
    const r = a.equals(b);
    if (r instanceof CelError) return r;
    return negate ? !r : r;
  }
  return negate ? !valueEquals(a, b) : valueEquals(a, b);
}

export function indexValue(a: Value, k: Value): Value {
  if (a instanceof CelList) {
    let idx: number;
    if (typeof k === 'bigint') idx = Number(k);
    else if (k instanceof CelUint) idx = Number(k.v);
    else if (typeof k === 'number') {
      if (!Number.isInteger(k)) return new CelError(`unsupported index value ${formatDouble(k)} in list`);
      idx = k;
    } else return new CelError(`unsupported index type '${valueTypeName(k)}' in list`);
    if (idx < 0 || idx >= a.size) return new CelError(`index out of bounds: ${idx}`);
    return a.get(idx);
  }
  if (a instanceof CelMap) {
    const v = a.get(k);
    if (v === undefined) return new CelError(`no such key: ${displayKey(k)}`);
    return v;
  }
  // cel-go refQualify default: a value that is neither list nor map has no such key
  return new CelError(`no such key: ${displayKey(k)}`);
}

/** Go %v of a CEL key value. */
export function displayKey(k: Value): string {
  if (k instanceof CelUint) return k.v.toString();
  if (typeof k === 'number') return formatDouble(k);
  return String(k);
}

export function inValue(x: Value, c: Value): Value {
  if (c instanceof CelList) return c.contains(x);
  if (c instanceof CelMap) return c.has(x);
  return noOverload();
}

export function sizeValue(v: Value): Value {
  if (typeof v === 'string') {
    let n = 0;
    for (let j = 0; j < v.length; j++) {
      const c = v.charCodeAt(j);
      if (c < 0xd800 || c > 0xdbff) n++;
    }
    return BigInt(n);
  }
  if (v instanceof Uint8Array) return BigInt(v.length);
  if (v instanceof CelList || v instanceof CelMap) return BigInt(v.size);
  return noOverload();
}

const numeric: [string, CelType][] = [
  ['int64', T.int],
  ['uint64', T.uint],
  ['double', T.double],
];

const comparable: [string, CelType][] = [
  ['bool', T.bool],
  ['int64', T.int],
  ['uint64', T.uint],
  ['double', T.double],
  ['string', T.string],
  ['bytes', T.bytes],
  ['timestamp', T.timestamp],
  ['duration', T.duration],
];

const REL: [string, string, (c: number) => boolean][] = [
  ['_<_', 'less', (c) => c < 0],
  ['_<=_', 'less_equals', (c) => c <= 0],
  ['_>_', 'greater', (c) => c > 0],
  ['_>=_', 'greater_equals', (c) => c >= 0],
];

export const OPERATOR_FUNCTIONS: FunctionDecl[] = [
  {
    name: '_+_',
    overloads: [
      ...numeric.map(([n, t]) => o(`add_${n}`, [t, t], t, addValues)),
      o('add_string', [T.string, T.string], T.string, addValues),
      o('add_bytes', [T.bytes, T.bytes], T.bytes, addValues),
      o('add_list', [T.list(A), T.list(A)], T.list(A), addValues),
      o('add_timestamp_duration', [T.timestamp, T.duration], T.timestamp, addValues),
      o('add_duration_timestamp', [T.duration, T.timestamp], T.timestamp, addValues),
      o('add_duration_duration', [T.duration, T.duration], T.duration, addValues),
    ],
  },
  {
    name: '_-_',
    overloads: [
      ...numeric.map(([n, t]) => o(`subtract_${n}`, [t, t], t, sub)),
      o('subtract_timestamp_timestamp', [T.timestamp, T.timestamp], T.duration, sub),
      o('subtract_timestamp_duration', [T.timestamp, T.duration], T.timestamp, sub),
      o('subtract_duration_duration', [T.duration, T.duration], T.duration, sub),
    ],
  },
  { name: '_*_', overloads: numeric.map(([n, t]) => o(`multiply_${n}`, [t, t], t, mul)) },
  { name: '_/_', overloads: numeric.map(([n, t]) => o(`divide_${n}`, [t, t], t, div)) },
  {
    name: '_%_',
    overloads: [o('modulo_int64', [T.int, T.int], T.int, mod), o('modulo_uint64', [T.uint, T.uint], T.uint, mod)],
  },
  {
    name: '-_',
    overloads: [
      o('negate_int64', [T.int], T.int, (a) => (typeof a === 'bigint' ? celInt(-a) : noOverload())),
      o('negate_double', [T.double], T.double, (a) => (typeof a === 'number' ? -a : noOverload())),
    ],
  },
  { name: '!_', overloads: [o('logical_not', [T.bool], T.bool, (a) => (typeof a === 'boolean' ? !a : noOverload()))] },
  { name: '_&&_', overloads: [o('logical_and', [T.bool, T.bool], T.bool)] },
  { name: '_||_', overloads: [o('logical_or', [T.bool, T.bool], T.bool)] },
  { name: '_?_:_', overloads: [o('conditional', [T.bool, A, A], A)] },
  { name: '@not_strictly_false', overloads: [{ id: 'not_strictly_false', args: [T.bool], result: T.bool, nonStrict: true, impl: (a) => a !== false }] },
  { name: '_==_', overloads: [o('equals', [A, A], T.bool, (a, b) => equalsOp(a, b, false))] },
  { name: '_!=_', overloads: [o('not_equals', [A, A], T.bool, (a, b) => equalsOp(a, b, true))] },
  ...REL.map(([name, id, test]) => ({
    name,
    overloads: comparable.map(([n, t]) => o(`${id}_${n}`, [t, t], T.bool, cmp(test))),
  })),
  {
    name: '_[_]',
    overloads: [o('index_list', [T.list(A), T.int], A, indexValue), o('index_map', [T.map(K, V), K], V, indexValue)],
  },
  {
    name: '@in',
    overloads: [o('in_list', [A, T.list(A)], T.bool, inValue), o('in_map', [K, T.map(K, V)], T.bool, inValue)],
  },
  {
    name: 'size',
    overloads: [
      o('size_string', [T.string], T.int, sizeValue),
      o('size_bytes', [T.bytes], T.int, sizeValue),
      o('size_list', [T.list(A)], T.int, sizeValue),
      o('size_map', [T.map(K, V)], T.int, sizeValue),
      o('string_size', [T.string], T.int, sizeValue, true),
      o('bytes_size', [T.bytes], T.int, sizeValue, true),
      o('list_size', [T.list(A)], T.int, sizeValue, true),
      o('map_size', [T.map(K, V)], T.int, sizeValue, true),
    ],
  },
];

/** cel.CrossTypeNumericComparisons: relational overloads across int, uint and double. */
export const CROSS_TYPE_COMPARISONS: FunctionDecl[] = REL.map(([name, id, test]) => ({
  name,
  overloads: numeric.flatMap(([n1, t1]) => numeric.filter(([n2]) => n2 !== n1).map(([n2, t2]) => o(`${id}_${n1}_${n2}`, [t1, t2], T.bool, cmp(test)))),
}));
