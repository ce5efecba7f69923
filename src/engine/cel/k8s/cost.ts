// The Kubernetes CostEstimator (apiserver/pkg/cel/library/cost.go): CallCost (runtime) and
// EstimateCallCost (static), consulted by function name for every call in a Kubernetes environment.
import type { CallCostHook, CallEstimate, Estimate, EstimateCallCostHook, EstimateNode } from '../library';
import type { CelType } from '../types';
import { CelList, CelMap, OpaqueValue, type Value } from '../values';
import {
  actualSize,
  add,
  ceilT,
  factor,
  factorOne,
  fixed,
  MAX_FORMAT_SIZE,
  MAX_NAME_FORMAT_REGEX_SIZE,
  mul,
  REGEX_STRING_LENGTH_COST_FACTOR,
  sat,
  sizeOf,
  STRING_TRAVERSAL_COST_FACTOR,
  U64_MAX,
  UNKNOWN,
} from './estimate';
import { FormatValue } from './format';
import { utf8Len } from '../../golang/utf8';

/** traversalCost: strings/bytes floor(0.1 × byte length), containers summed, anything else 1. */
function traversalCost(v: Value): number {
  if (typeof v === 'string') return Math.floor(utf8Len(v) * STRING_TRAVERSAL_COST_FACTOR);
  if (v instanceof Uint8Array) return Math.floor(v.length * STRING_TRAVERSAL_COST_FACTOR);
  if (v instanceof CelList) return v.toArray().reduce<number>((s, x) => s + traversalCost(x), 0);
  if (v instanceof CelMap) return v.keys().reduce<number>((s, k) => s + traversalCost(k) + traversalCost(v.get(k)!), 0);
  return 1;
}

const NOMINAL = new Set([
  'sign',
  'asInteger',
  'isInteger',
  'asApproximateFloat',
  'isGreaterThan',
  'isLessThan',
  'compareTo',
  'add',
  'sub',
  'masked',
  'prefixLength',
  'family',
  'isUnspecified',
  'isLoopback',
  'isLinkLocalMulticast',
  'isLinkLocalUnicast',
  'isGlobalUnicast',
  'major',
  'minor',
  'patch',
  'format.named',
  'getScheme',
  'getHost',
  'getHostname',
  'getPort',
  'getEscapedPath',
  'getQuery',
  // authorization builders and accessors
  'serviceAccount',
  'path',
  'group',
  'resource',
  'subresource',
  'namespace',
  'name',
  'allowed',
  'reason',
  'error',
  'errored',
]);
/** An authorization check has a fixed cost that allows two checks per expression. */
const AUTHZ_CHECK_COST = 350_000;

/** fieldSelector/labelSelector: 10 + ceil(0.1 × len) + ceil(len / 2) × 50. */
const selectorCost = (len: number) => 10 + Math.ceil(len * STRING_TRAVERSAL_COST_FACTOR) + Math.ceil(len * 0.5) * 50;
const STRING_ARG0_FUNCTIONS = new Set(['url', 'lowerAscii', 'upperAscii', 'substring', 'trim', 'cidr', 'isIP', 'isCIDR', 'quantity', 'isQuantity', 'semver', 'isSemver']);

const isKubernetesOpaque = (v: Value) => v instanceof OpaqueValue && /^(net\.|kubernetes\.)/.test(v.celType.kind === 'opaque' ? v.celType.name : '');

/** CostEstimator.CallCost (runtime), args with the receiver first. */
export const kubernetesCallCost: CallCostHook = (fn, overloadId, args, result) => {
  if (fn === 'check') return AUTHZ_CHECK_COST;
  if (NOMINAL.has(fn)) return 1;
  if ((fn === 'fieldSelector' || fn === 'labelSelector') && args.length >= 2) return selectorCost(actualSize(args[1]!));
  switch (fn) {
    case 'isSorted':
    case 'sum':
    case 'max':
    case 'min':
    case 'indexOf':
    case 'lastIndexOf':
    case 'includes':
      return args.length > 0 ? traversalCost(args[0]!) : 0;
    case 'replace':
    case 'split':
      return args.length >= 1 ? ceilT(actualSize(args[0]!), 2 * STRING_TRAVERSAL_COST_FACTOR) : undefined;
    case 'join':
      return args.length >= 1 ? ceilT(actualSize(result), 2 * STRING_TRAVERSAL_COST_FACTOR) : undefined;
    case 'find':
    case 'findAll':
      if (args.length < 2) return undefined;
      return ceilT(1 + actualSize(args[0]!)) * ceilT(actualSize(args[1]!), REGEX_STRING_LENGTH_COST_FACTOR);
    case 'ip':
      if (args.length < 1) return undefined;
      return overloadId === 'cidr_ip' ? 1 : ceilT(actualSize(args[0]!));
    case 'ip.isCanonical':
      return args.length >= 1 ? ceilT(actualSize(args[0]!), 2 * STRING_TRAVERSAL_COST_FACTOR) : undefined;
    case 'containsIP': {
      if (args.length < 2) return undefined;
      const c = actualSize(args[0]!);
      let cost = ceilT(c + c);
      if (overloadId === 'cidr_contains_ip_string') cost += ceilT(actualSize(args[1]!));
      return cost;
    }
    case 'containsCIDR': {
      if (args.length < 2) return undefined;
      const c = actualSize(args[0]!);
      let cost = ceilT(c + c) + ceilT(c) + 1;
      if (overloadId === 'cidr_contains_cidr_string') cost += ceilT(actualSize(args[1]!));
      return cost;
    }
    case 'validate': {
      const f = args[0];
      if (!(f instanceof FormatValue) || args.length < 2) return undefined;
      return ceilT(actualSize(args[1]!) + 1) * ceilT(f.maxRegexSize, REGEX_STRING_LENGTH_COST_FACTOR);
    }
    case '_==_':
      return args.length === 2 && isKubernetesOpaque(args[0]!) ? 1 : undefined;
  }
  if (STRING_ARG0_FUNCTIONS.has(fn) && args.length >= 1) return ceilT(actualSize(args[0]!));
  return undefined;
};

function opaqueName(t: CelType | undefined): string | undefined {
  return t && t.kind === 'opaque' ? t.name : undefined;
}

/** Element node of a list node: the element type and the `@items` path (listElementNode). */
function listElementNode(list: EstimateNode, size: (n: { path: string[] | undefined; type: CelType }) => Estimate | undefined) {
  if (list.type.kind !== 'list') return undefined;
  const p = list.path();
  const elem = { path: p ? [...p, '@items'] : undefined, type: list.type.elem };
  return { type: elem.type, size: () => size(elem) ?? UNKNOWN };
}

/**
 * CostEstimator.EstimateCallCost (static). `elementSize` resolves the size of a list element from
 * its path/type (the CRD size estimator); global constructors such as ip()/quantity() are
 * estimated from their argument as the published Kubernetes tests expect (see cel-cost.md 3.5).
 */
export function kubernetesEstimateCallCost(elementSize: (n: { path: string[] | undefined; type: CelType }) => Estimate | undefined = () => undefined): EstimateCallCostHook {
  return (fn, overloadId, target, args) => {
    const T = STRING_TRAVERSAL_COST_FACTOR;
    const nominal = (): CallEstimate => ({ cost: fixed(1) });
    switch (fn) {
      case 'check':
        return { cost: fixed(AUTHZ_CHECK_COST) };
      case 'fieldSelector':
      case 'labelSelector': {
        if (args.length < 1) return undefined;
        const sz = sizeOf(args[0]);
        const one = (n: bigint) => (n >= U64_MAX ? U64_MAX : BigInt(selectorCost(Number(n))));
        return { cost: { min: one(sz.min), max: one(sz.max) } };
      }
      case 'isSorted':
      case 'sum':
      case 'max':
      case 'min':
      case 'indexOf':
      case 'lastIndexOf':
      case 'includes': {
        if (!target) return undefined;
        const el = listElementNode(target, elementSize);
        if (el) {
          let elCost = fixed(1);
          if (el.type.kind === 'string' || el.type.kind === 'bytes') elCost = add(elCost, factor(el.size(), T));
          return { cost: mul(sizeOf(target), elCost) };
        }
        // includes on a dyn target: a list comparison of the target's size, 1 per element (cost.go at v1.37.0)
        if (fn === 'includes') return { cost: mul(sizeOf(target), fixed(1)) };
        return { cost: factor(sizeOf(target), T) };
      }
      case 'url':
        return args.length === 1 ? { cost: factor(sizeOf(args[0]), T), resultSize: sizeOf(args[0]) } : undefined;
      case 'lowerAscii':
      case 'upperAscii':
      case 'substring':
      case 'trim': {
        if (!target) return undefined;
        const sz = sizeOf(target);
        return { cost: factor(sz, T), resultSize: sz };
      }
      case 'replace':
        return target && args.length >= 2 ? { cost: factor(sizeOf(target), 2 * T), resultSize: replaceSize(sizeOf(target), sizeOf(args[0]), sizeOf(args[1])) } : undefined;
      case 'split': {
        if (!target) return undefined;
        const sz = sizeOf(target);
        let max = sz.max;
        const limit = args[1]?.expr;
        if (limit && limit.kind === 'const' && typeof limit.value === 'bigint') max = BigInt.asUintN(64, limit.value);
        return { cost: factor(sz, 2 * T), resultSize: { min: 0n, max } };
      }
      case 'join': {
        if (!target) return undefined;
        const listSize = sizeOf(target);
        let sz: Estimate = { min: 0n, max: 0n };
        const el = listElementNode(target, elementSize);
        if (el) sz = mul(listSize, el.size());
        if (args.length > 0) {
          const seps = { min: listSize.min > 0n ? listSize.min - 1n : 0n, max: listSize.max > 0n ? listSize.max - 1n : 0n };
          sz = add(sz, mul(sizeOf(args[0]), seps));
        }
        return { cost: factor(sz, T), resultSize: sz };
      }
      case 'find':
      case 'findAll': {
        if (!target || args.length < 1) return undefined;
        const sz = sizeOf(target);
        const strCost = factor(add(sz, fixed(1)), T);
        const reCost = factor(sizeOf(args[0]), REGEX_STRING_LENGTH_COST_FACTOR);
        return { cost: mul(strCost, reCost), resultSize: { min: 0n, max: sz.max } };
      }
      case 'cidr':
      case 'isIP':
      case 'isCIDR':
      case 'quantity':
      case 'isQuantity':
      case 'semver':
      case 'isSemver':
        return args.length >= 1 ? { cost: factor(sizeOf(args[0]), T) } : undefined;
      case 'ip':
        if (overloadId === 'cidr_ip' || (target && args.length === 0)) return nominal();
        return args.length >= 1 ? { cost: factor(sizeOf(args[0]), T) } : undefined;
      case 'ip.isCanonical':
        return args.length >= 1 ? { cost: factor(sizeOf(args[0]), 2 * T) } : undefined;

      case 'containsIP':
      case 'containsCIDR': {
        if (!target || args.length < 1) return undefined;
        const ipSize: Estimate = { min: 4n, max: 16n };
        let cost = factor(add(ipSize, ipSize), T);
        if (fn === 'containsCIDR') cost = add(add(cost, factor(ipSize, T)), fixed(1));
        if (overloadId === 'cidr_contains_ip_string' || overloadId === 'cidr_contains_cidr_string') cost = add(cost, factor(sizeOf(args[0]), T));
        return { cost };
      }
      case 'validate':
        if (!target || args.length < 1 || opaqueName(target.type) !== 'kubernetes.NamedFormat') return undefined;
        return { cost: factor(factor(sizeOf(args[0]), T), MAX_NAME_FORMAT_REGEX_SIZE * REGEX_STRING_LENGTH_COST_FACTOR) };
      case '_==_': {
        const name = opaqueName(args[0]?.type);
        if (!name || name !== opaqueName(args[1]?.type)) return undefined;
        if (name === 'kubernetes.NamedFormat') return { cost: { min: factorOne(1n, T), max: factorOne(BigInt(MAX_FORMAT_SIZE), T) } };
        if (name === 'kubernetes.URL') {
          const rhs = args[1]!.size();
          return { cost: { min: 1n, max: rhs ? factorOne(rhs.max, T) : 1n } };
        }
        if (/^(net\.|kubernetes\.)/.test(name)) return nominal();
        return undefined;
      }
    }
    if (NOMINAL.has(fn)) return nominal();
    return undefined;
  };
}

/** Result size of replace (cost.go "replace" branch). */
function replaceSize(sz: Estimate, toReplace: Estimate, replaceWith: Estimate): Estimate {
  let countMax: bigint;
  let retainedMax = 0n;
  if (toReplace.min === 0n) {
    countMax = sz.max < U64_MAX ? sz.max + 1n : sz.max;
    retainedMax = sz.max;
  } else if (replaceWith.max <= toReplace.min) {
    countMax = 0n;
    retainedMax = sz.max;
  } else {
    countMax = BigInt(Math.ceil(Number(sz.max) / Number(toReplace.min)));
  }
  let countMin: bigint;
  let retainedMin = 0n;
  if (toReplace.max === 0n) {
    countMin = sz.min < U64_MAX ? sz.min + 1n : sz.min;
    retainedMin = sz.min;
  } else if (toReplace.max <= replaceWith.min) {
    countMin = 0n;
    retainedMin = sz.min;
  } else {
    countMin = BigInt(Math.ceil(Number(sz.min) / Number(toReplace.max)));
  }
  return add(mul({ min: countMin, max: sat(countMax) }, replaceWith), { min: retainedMin, max: retainedMax });
}
