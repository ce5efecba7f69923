// The Go values that client-go's JSONPath evaluator handles when it runs over an unstructured
// object, and how Go prints them: encoding/json Marshal (maps and slices), fmt %v (everything
// else), reflect type names (in error texts) and the text/template comparison rules.
import { goFloat, goNumber, goTypeOf, isInt64 } from './fmt';

/** Whether a decoded number is an int64 (fmt.ts: the decoders keep int64 beyond ±2^53 as bigint). */
export { isInt64 };
import { goJSONNumber, goJSONString } from './json';

/** A Go `int` from an integer literal in a template (`[?(@.x<3)]`). */
export class GoInt {
  constructor(readonly value: number) {}
}
/** A Go `float64` from a float literal in a template (`[?(@.x<2.5)]`). */
export class GoFloat {
  constructor(readonly value: number) {}
}
/** A byte of a string, produced by iterating a string with `*`. */
export class GoUint8 {
  constructor(readonly value: number) {}
}
/** The invalid reflect.Value (evaluating a template against nil). */
export const NO_VALUE: unique symbol = Symbol('noValue');

/** JSON values (JS numbers: integral = int64, otherwise float64), template literals and bytes. */
export type GoValue = unknown;

export function isMap(v: GoValue): v is Record<string, GoValue> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof GoInt) && !(v instanceof GoFloat) && !(v instanceof GoUint8);
}

/** reflect.Type.String() of the dynamic value. */
export function goTypeName(v: GoValue): string {
  if (v === NO_VALUE) return '<nil>';
  if (v === null || v === undefined) return 'interface {}';
  if (v instanceof GoInt) return 'int';
  if (v instanceof GoFloat) return 'float64';
  if (v instanceof GoUint8) return 'uint8';
  return goTypeOf(v);
}

/** Sorted keys, as encoding/json and fmt order map keys. */
function sortedKeys(m: Record<string, unknown>): string[] {
  return Object.keys(m).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** encoding/json Marshal: sorted keys, HTML-safe escaping, Go float formatting. */
export function goJSONMarshal(v: GoValue): string {
  if (v === null || v === undefined || v === NO_VALUE) return 'null';
  if (typeof v === 'string') return goJSONString(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number' || typeof v === 'bigint') return goJSONNumber(v);
  if (v instanceof GoInt || v instanceof GoUint8) return String(v.value);
  if (v instanceof GoFloat) return goJSONNumber(v.value);
  if (Array.isArray(v)) return '[' + v.map(goJSONMarshal).join(',') + ']';
  const m = v as Record<string, GoValue>;
  return (
    '{' +
    sortedKeys(m)
      .map((k) => goJSONString(k) + ':' + goJSONMarshal(m[k]))
      .join(',') +
    '}'
  );
}

/** %v of a float64 (field/gofmt.ts). */
export const goFloatV = goFloat;

/** fmt.Sprint / %v of a value. */
export function goSprint(v: GoValue): string {
  if (v === NO_VALUE) return '<no value>';
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return isInt64(v) ? goNumber(v) : goFloatV(v);
  if (typeof v === 'bigint') return String(v);
  if (v instanceof GoInt || v instanceof GoUint8) return String(v.value);
  if (v instanceof GoFloat) return goFloatV(v.value);
  if (Array.isArray(v)) return '[' + v.map((x) => goSprint(x)).join(' ') + ']';
  const m = v as Record<string, GoValue>;
  return (
    'map[' +
    sortedKeys(m)
      .map((k) => `${k}:${goSprint(m[k])}`)
      .join(' ') +
    ']'
  );
}

type Kind = 'bool' | 'int' | 'uint' | 'float' | 'string';

function basicKind(v: GoValue): Kind | null {
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return isInt64(v) ? 'int' : 'float';
  if (typeof v === 'bigint') return 'int';
  if (v instanceof GoInt) return 'int';
  if (v instanceof GoFloat) return 'float';
  if (v instanceof GoUint8) return 'uint';
  return null;
}

/** The numeric value; an int64 beyond ±2^53 stays a bigint (JS compares bigint and number by value). */
function num(v: GoValue): number | bigint {
  if (typeof v === 'number' || typeof v === 'bigint') return v;
  return (v as GoInt | GoFloat | GoUint8).value;
}

export class ComparisonError {
  constructor(readonly message: string) {}
}
const BAD_TYPE = 'invalid type for comparison';
const BAD_COMPARISON = 'incompatible types for comparison';

/** text/template eq. */
export function goEqual(a: GoValue, b: GoValue): boolean {
  const k1 = basicKind(a);
  if (!k1) throw new ComparisonError(BAD_TYPE);
  const k2 = basicKind(b);
  if (!k2) throw new ComparisonError(BAD_TYPE);
  if (k1 !== k2) {
    if ((k1 === 'int' && k2 === 'uint') || (k1 === 'uint' && k2 === 'int')) return num(a) == num(b); // number and bigint compare by value
    throw new ComparisonError(BAD_COMPARISON);
  }
  if (k1 === 'bool' || k1 === 'string') return a === b;
  return num(a) == num(b); // number and bigint compare by value
}

/** text/template lt. */
export function goLess(a: GoValue, b: GoValue): boolean {
  const k1 = basicKind(a);
  if (!k1) throw new ComparisonError(BAD_TYPE);
  const k2 = basicKind(b);
  if (!k2) throw new ComparisonError(BAD_TYPE);
  if (k1 !== k2) {
    if ((k1 === 'int' && k2 === 'uint') || (k1 === 'uint' && k2 === 'int')) return num(a) < num(b);
    throw new ComparisonError(BAD_COMPARISON);
  }
  if (k1 === 'bool') throw new ComparisonError(BAD_TYPE);
  if (k1 === 'string') return compareGoStrings(a as string, b as string) < 0;
  return num(a) < num(b);
}

/** Go string comparison is bytewise on UTF-8, i.e. by code point. */
export function compareGoStrings(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}
