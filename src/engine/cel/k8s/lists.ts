// Kubernetes CEL Lists library (apiserver/pkg/cel/library/lists.go): isSorted, sum, min, max,
// indexOf and lastIndexOf on lists.
import { libErr, NO_SUCH_OVERLOAD } from './errors';
import { INT64_MAX, INT64_MIN, UINT64_MAX, CelDuration, CelError, CelList, CelUint, compareValues, valueEquals, type Value } from '../values';

/**
 * <list(T)>.isSorted(): false as soon as an element is greater than its successor. Like the Go code,
 * a comparison that fails (mixed types through dyn, NaN) simply does not count as "greater".
 */
export function listIsSorted(list: CelList): Value {
  let prev: Value | undefined;
  for (const next of list.toArray()) {
    if (prev !== undefined && compareValues(prev, next) === 1) return false;
    prev = next;
  }
  return true;
}

/** The `+` of the summable types (int, uint, double, duration) with cel-go's overflow errors. */
function addSummable(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    const r = a + b;
    return r < INT64_MIN || r > INT64_MAX ? libErr('integer overflow') : r;
  }
  if (a instanceof CelUint && b instanceof CelUint) {
    const r = a.v + b.v;
    return r > UINT64_MAX ? libErr('unsigned integer overflow') : new CelUint(r);
  }
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (a instanceof CelDuration && b instanceof CelDuration) {
    const r = a.ns + b.ns;
    return r < INT64_MIN || r > INT64_MAX ? libErr('integer overflow') : new CelDuration(r);
  }
  return libErr(NO_SUCH_OVERLOAD);
}

export type SummableKind = 'int' | 'uint' | 'double' | 'duration';

const ZERO_OF_SUMMABLE: Readonly<Record<SummableKind, Value>> = {
  int: 0n,
  uint: new CelUint(0n),
  double: 0,
  duration: new CelDuration(0n),
};

/** <list(T)>.sum(): the zero of T for an empty list (overloads list_<T>_sum_<T>). */
export function listSum(list: CelList, kind: SummableKind): Value {
  let acc: Value = ZERO_OF_SUMMABLE[kind];
  for (const next of list.toArray()) {
    acc = addSummable(acc, next);
    if (acc instanceof CelError) return acc;
  }
  return acc;
}

function extreme(list: CelList, op: 'min' | 'max'): Value {
  let result: Value | undefined;
  const prefer = op === 'min' ? 1 : -1;
  for (const next of list.toArray()) {
    if (result === undefined) {
      result = next;
      continue;
    }
    // a failed comparison (error value in Go) never equals the preferred result
    if (compareValues(result, next) === prefer) result = next;
  }
  return result === undefined ? libErr(`${op} called on empty list`) : result;
}

/** <list(T)>.min(): error `min called on empty list` for an empty list. */
export const listMin = (list: CelList) => extreme(list, 'min');
/** <list(T)>.max(): error `max called on empty list` for an empty list. */
export const listMax = (list: CelList) => extreme(list, 'max');

/** <list(A)>.indexOf(A): first index with an equal element, or -1. */
export function listIndexOf(list: CelList, item: Value): bigint {
  for (let i = 0; i < list.size; i++) if (valueEquals(list.get(i), item)) return BigInt(i);
  return -1n;
}

/** <list(A)>.lastIndexOf(A): last index with an equal element, or -1. */
export function listLastIndexOf(list: CelList, item: Value): bigint {
  for (let i = list.size - 1; i >= 0; i--) if (valueEquals(list.get(i), item)) return BigInt(i);
  return -1n;
}

/**
 * <dyn>.includes(dyn) (kubernetes.lists version 1, Kubernetes 1.37): a list includes an element equal
 * to the argument; any other value "includes" the argument when it equals it (lists.go includes).
 */
export function includes(target: Value, arg: Value): boolean {
  if (target instanceof CelList) {
    for (let i = 0; i < target.size; i++) if (valueEquals(target.get(i), arg) === true) return true;
    return false;
  }
  return valueEquals(target, arg) === true;
}
