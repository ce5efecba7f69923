// Cost trackers and estimators of the cel-go extensions Kubernetes enables, keyed by overload id:
// ext/sets.go (trackSetsCost, estimateSetsCost), ext/lists.go version 3 (trackListOutputSize ...
// estimateListSortCost) and the cel-go defaults of strings.quote / <string>.format.
import type { CallCostHook, CallEstimate, Estimate, EstimateCallCostHook, EstimateNode } from '../library';
import { CelList, type Value } from '../values';
import { actualSize, add, ceilT, factor, fixed, LIST_CREATE_BASE_COST, mul, sat, sizeOf, STRING_TRAVERSAL_COST_FACTOR, U64_MAX } from './estimate';

/**
 * cel-go's default costs of strings.quote and <string>.format (ExtQuoteString, ExtFormatString):
 * ceil(0.1 × size of the first argument, the target for format). The core's defaults lack them
 * (docs/notes/cel-k8s-needs.md 2), so the strings library carries them.
 */
export const stringsExtCallCost: CallCostHook = (_fn, overloadId, args) => {
  if ((overloadId === 'strings_quote' || overloadId === 'string_format') && args.length >= 1) return ceilT(actualSize(args[0]!));
  return undefined;
};

export const stringsExtEstimateCallCost: EstimateCallCostHook = (_fn, overloadId, _target, args) => {
  if (overloadId !== 'strings_quote') return undefined;
  const arg = args.length === 1 ? args[0] : undefined;
  if (!arg) return undefined;
  const sz = sizeOf(arg);
  return { cost: factor(sz, STRING_TRAVERSAL_COST_FACTOR), resultSize: { min: sat(sz.min + 2n), max: sat(sz.max * 2n + 2n) } };
};

const CALL_COST = 1;

/** ext/sets.go trackSetsCost / estimateSetsCost. */
const SETS_FACTOR: Record<string, number> = { list_sets_contains_list: 1, list_sets_intersects_list: 1, list_sets_equivalent_list: 2 };

export const setsCallCost: CallCostHook = (_fn, overloadId, args) => {
  const f = SETS_FACTOR[overloadId];
  if (f === undefined || args.length !== 2) return undefined;
  return CALL_COST + Math.floor(actualSize(args[0]!) * actualSize(args[1]!) * f);
};

export const setsEstimateCallCost: EstimateCallCostHook = (_fn, overloadId, _target, args) => {
  const f = SETS_FACTOR[overloadId];
  if (f === undefined || args.length !== 2) return undefined;
  return { cost: add(factor(mul(sizeOf(args[0]), sizeOf(args[1])), f), fixed(CALL_COST)) };
};

const allocating = (f: number, size: number) => Math.floor(size * f) + CALL_COST + LIST_CREATE_BASE_COST;

/** An erroneous argument (`self.x` of a missing x) is no list: the call costs the default. */
function selfCompare(l: Value): number | undefined {
  if (!(l instanceof CelList)) return undefined;
  const n = actualSize(l);
  let f = 2;
  if (n === 0) return allocating(f, 0);
  const first = l.get(0);
  if (typeof first === 'string' || first instanceof Uint8Array) f += STRING_TRAVERSAL_COST_FACTOR;
  return allocating(f, n * n);
}

/** ext/lists.go version-3 trackers. */
export const listsExtCallCost: CallCostHook = (_fn, overloadId, args, result) => {
  if (overloadId === 'list_slice' || overloadId === 'lists_range' || overloadId === 'list_reverse') return allocating(1, actualSize(result));
  if (overloadId === 'list_flatten' || overloadId === 'list_flatten_int') {
    const depth = args.length === 2 ? Number(args[1] as bigint) : 1;
    return allocating(depth, actualSize(args[0]!));
  }
  if (overloadId === 'list_distinct') return selfCompare(args[0]!);
  // list_<type>_sort and list_<type>_sortByAssociatedKeys (tested by prefix and suffix: this runs for every call)
  if (overloadId.startsWith('list_')) {
    if (overloadId.length > 10 && overloadId.endsWith('_sort')) return selfCompare(args[0]!);
    if (overloadId.length > 26 && overloadId.endsWith('_sortByAssociatedKeys')) return selfCompare(args[1]!);
  }
  return undefined;
};

function intLiteral(n: EstimateNode | undefined, dflt: bigint): bigint {
  const e = n?.expr;
  if (!e || e.kind !== 'const' || typeof e.value !== 'bigint') return dflt;
  return e.value < 0n ? 0n : e.value;
}

const allocatingEstimate = (f: number, size: Estimate): CallEstimate => ({
  cost: add(add(factor(size, f), fixed(CALL_COST)), fixed(LIST_CREATE_BASE_COST)),
  resultSize: size,
});

/** ext/lists.go version-3 estimators. */
export const listsExtEstimateCallCost: EstimateCallCostHook = (_fn, overloadId, target, args) => {
  switch (overloadId) {
    case 'list_slice': {
      if (!target || args.length !== 2) return undefined;
      const sz = sizeOf(target);
      return allocatingEstimate(1, fixed(BigInt.asUintN(64, intLiteral(args[1], sz.max) - intLiteral(args[0], 0n))));
    }
    case 'lists_range':
      return !target && args.length === 1 ? allocatingEstimate(1, fixed(intLiteral(args[0], U64_MAX))) : undefined;
    case 'list_reverse':
      return target && args.length === 0 ? allocatingEstimate(1, sizeOf(target)) : undefined;
    case 'list_flatten':
    case 'list_flatten_int': {
      if (!target || args.length > 1) return undefined;
      const depth = args.length === 1 ? intLiteral(args[0], U64_MAX) : 1n;
      return allocatingEstimate(Number(depth), sizeOf(target));
    }
    case 'list_distinct': {
      if (!target || args.length !== 0) return undefined;
      const sz = sizeOf(target);
      return allocatingEstimate(2, mul(sz, sz));
    }
  }
  const sort = /^list_(.+)_sort$/.exec(overloadId);
  const sortBy = /^list_(.+)_sortByAssociatedKeys$/.exec(overloadId);
  if (sort || sortBy) {
    const node = sort ? (target && args.length === 0 ? target : undefined) : target && args.length === 1 ? args[0] : undefined;
    if (!node) return undefined;
    const elem = (sort ?? sortBy)![1];
    const f = 2 + (elem === 'string' || elem === 'bytes' ? STRING_TRAVERSAL_COST_FACTOR : 0);
    const sz = sizeOf(node);
    return allocatingEstimate(f, mul(sz, sz));
  }
  return undefined;
};
