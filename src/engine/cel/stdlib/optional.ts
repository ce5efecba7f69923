// cel.OptionalTypes library (cel-go cel/library.go optionalLib): optional values, optional field and
// index selection, and the optMap/optFlatMap macros.
import type { Library, OverloadDecl } from '../library';
import { OPTIONAL_MACROS } from '../parser/macros';
import { T } from '../types';
import { CelDuration, CelError, CelList, CelMap, CelObject, CelOptional, CelTimestamp, CelUint, Value } from '../values';
import { indexValue } from './operators';

const A = T.param('A');
const K = T.param('K');
const V = T.param('V');
const OA = T.optional(A);
const OV = T.optional(V);

/** Unix seconds of Go's zero time.Time, 0001-01-01T00:00:00Z. */
const GO_ZERO_TIME_UNIX = -62_135_596_800;

function isZeroValue(v: Value): boolean {
  if (v === null || v === false || v === '' || v === 0n || v === 0) return true;
  if (v instanceof CelUint) return v.v === 0n;
  if (v instanceof Uint8Array) return v.length === 0;
  if (v instanceof CelList || v instanceof CelMap) return v.size === 0;
  if (v instanceof CelDuration) return v.ns === 0n;
  // Go's time.Time.IsZero (cel-go Timestamp.IsZeroValue): January 1, year 1, 00:00:00 UTC, not 1970
  if (v instanceof CelTimestamp) return v.sec === GO_ZERO_TIME_UNIX && v.nanos === 0;
  if (v instanceof CelObject) return v.fieldNames().length === 0;
  if (v instanceof CelOptional) return !v.hasValue();
  return false;
}

/** `a[?k]` and `opt[k]`: optional index (absent key / out of range index = none). */
export function optionalIndex(a: Value, k: Value): Value {
  if (a instanceof CelOptional) {
    if (!a.hasValue()) return a;
    a = a.value!;
  }
  if (a instanceof CelMap) {
    const v = a.get(k);
    return v === undefined ? CelOptional.none : new CelOptional(v);
  }
  if (a instanceof CelList) {
    const r = indexValue(a, k);
    if (r instanceof CelError) return r.message.startsWith('index out of bounds') ? CelOptional.none : r;
    return new CelOptional(r);
  }
  return new CelError('no such overload');
}

const o = (id: string, args: OverloadDecl['args'], result: OverloadDecl['result'], impl: OverloadDecl['impl'], member = false): OverloadDecl => ({
  id,
  args,
  result,
  impl,
  member,
});
const noOverload = () => new CelError('no such overload');
const opt = (v: Value): CelOptional | undefined => (v instanceof CelOptional ? v : undefined);

export const optionalLibrary: Library = {
  name: 'cel.lib.optional',
  types: [T.opaque('optional_type', T.dyn)],
  macros: OPTIONAL_MACROS,
  functions: [
    { name: 'optional.of', overloads: [o('optional_of', [A], OA, (v) => new CelOptional(v))] },
    {
      name: 'optional.ofNonZeroValue',
      overloads: [o('optional_ofNonZeroValue', [A], OA, (v) => (isZeroValue(v) ? CelOptional.none : new CelOptional(v)))],
    },
    { name: 'optional.none', overloads: [o('optional_none', [], OA, () => CelOptional.none)] },
    { name: 'hasValue', overloads: [o('optional_hasValue', [OA], T.bool, (v) => opt(v)?.hasValue() ?? noOverload(), true)] },
    {
      name: 'value',
      overloads: [
        o(
          'optional_value',
          [OA],
          A,
          (v) => {
            const x = opt(v);
            if (!x) return noOverload();
            return x.hasValue() ? x.value! : new CelError('optional.none() dereference');
          },
          true,
        ),
      ],
    },
    {
      name: 'or',
      overloads: [o('optional_or_optional', [OA, OA], OA, (a, b) => (opt(a) ? (opt(a)!.hasValue() ? a : opt(b) ? b : noOverload()) : noOverload()), true)],
    },
    {
      name: 'orValue',
      overloads: [o('optional_orValue_value', [OA, A], A, (a, b) => (opt(a) ? (opt(a)!.hasValue() ? opt(a)!.value! : b) : noOverload()), true)],
    },
    {
      name: '_[?_]',
      overloads: [
        o('list_optindex_optional_int', [T.list(V), T.int], OV, optionalIndex),
        o('optional_list_optindex_optional_int', [T.optional(T.list(V)), T.int], OV, optionalIndex),
        o('map_optindex_optional_value', [T.map(K, V), K], OV, optionalIndex),
        o('optional_map_optindex_optional_value', [T.optional(T.map(K, V)), K], OV, optionalIndex),
      ],
    },
    {
      name: '_[_]',
      overloads: [o('optional_list_index_int', [T.optional(T.list(V)), T.int], OV, optionalIndex), o('optional_map_index_value', [T.optional(T.map(K, V)), K], OV, optionalIndex)],
    },
  ],
};
