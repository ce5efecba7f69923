// cel-go ext/lists.go at the version Kubernetes enables (ListsVersion(3), cel-go v0.26):
// slice, flatten, sort, sortBy (macro over @sortByAssociatedKeys), lists.range, reverse, distinct.
import { libErr } from './errors';
import { ArrayList, CelDuration, CelList, CelTimestamp, CelUint, compareValues, valueEquals, valueTypeName, type Value } from '../values';

/** <list>.slice(start, end). */
export function listSlice(list: CelList, start: bigint, end: bigint): Value {
  const len = BigInt(list.size);
  if (start < 0n || end < 0n) return libErr(`cannot slice(${start}, ${end}), negative indexes not supported`);
  if (start > end) return libErr(`cannot slice(${start}, ${end}), start index must be less than or equal to end index`);
  if (len < end) return libErr(`cannot slice(${start}, ${end}), list is length ${len}`);
  const out: Value[] = [];
  for (let i = Number(start); i < Number(end); i++) out.push(list.get(i));
  return new ArrayList(out);
}

function flattenInto(list: CelList, depth: bigint, out: Value[]): void {
  for (const v of list.toArray()) {
    if (!(v instanceof CelList) || depth === 0n) out.push(v);
    else flattenInto(v, depth - 1n, out);
  }
}

/** <list>.flatten([depth]). */
export function listFlatten(list: CelList, depth = 1n): Value {
  if (depth < 0n) return libErr('level must be non-negative');
  const out: Value[] = [];
  flattenInto(list, depth, out);
  return new ArrayList(out);
}

/**
 * Longest list lists.range builds. Its runtime cost is 11 + n, so any larger n has exceeded every
 * per-call cost limit by the time Go would have finished allocating it.
 */
const MAX_RANGE = 10_000_000n;
/** ext/lists.go defaultMaxRangeSize (cel-go v0.29). */
const MAX_RANGE_029 = 1_000_000n;

/** lists.range(n): [0, 1, ..., n-1]. */
export function listsRange(n: bigint, celGo029 = false): Value {
  // cel-go v0.29 (#1310; Kubernetes 1.37) genRange: a negative size and more than 1,000,000 elements are errors
  if (celGo029 && n < 0n) return libErr(`lists.range: size must be non-negative, got ${n}`);
  if (celGo029 && n > MAX_RANGE_029) return libErr(`lists.range: size ${n} exceeds maximum allowed (${MAX_RANGE_029})`);
  if (n > MAX_RANGE) return libErr('operation cancelled: actual cost limit exceeded');
  const out: Value[] = [];
  for (let i = 0n; i < n; i++) out.push(i);
  return new ArrayList(out);
}

/** <list>.reverse(). */
export function listReverse(list: CelList): Value {
  return new ArrayList([...list.toArray()].reverse());
}

/** <list>.distinct(): first occurrence of each value (CEL equality). */
export function listDistinct(list: CelList): Value {
  if (list.size === 0) return list;
  const unique: Value[] = [];
  for (const v of list.toArray()) if (!unique.some((u) => valueEquals(v, u))) unique.push(v);
  return new ArrayList(unique);
}

/** traits.Comparer: the value kinds with an ordering. */
function isComparer(v: Value): boolean {
  return (
    typeof v === 'bigint' ||
    typeof v === 'number' ||
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    v instanceof Uint8Array ||
    v instanceof CelUint ||
    v instanceof CelTimestamp ||
    v instanceof CelDuration
  );
}

/**
 * <list(T)>.@sortByAssociatedKeys(list(U)): orders list by keys. A stable sort is used; Go's
 * sort.Slice is not stable, so the order of elements with equal keys may differ from Kubernetes.
 */
export function sortByAssociatedKeys(list: CelList, keys: CelList): Value {
  if (list.size !== keys.size) {
    return libErr(`@sortByAssociatedKeys() expected a list of the same size as the associated keys list, but got ${list.size} and ${keys.size} elements respectively`);
  }
  if (list.size === 0) return list;
  const first = keys.get(0);
  if (!isComparer(first)) return libErr('list elements must be comparable');
  const firstType = valueTypeName(first);
  const ks = keys.toArray();
  if (ks.some((k) => valueTypeName(k) !== firstType)) return libErr('list elements must have the same type');
  const idx = ks.map((_, i) => i);
  idx.sort((i, j) => {
    const c = compareValues(ks[i]!, ks[j]!);
    return typeof c === 'number' ? c : 0;
  });
  return new ArrayList(idx.map((i) => list.get(i)));
}

/** <list(T)>.sort(). */
export const listSort = (list: CelList) => sortByAssociatedKeys(list, list);
