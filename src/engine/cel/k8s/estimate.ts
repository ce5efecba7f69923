// Cost arithmetic shared by the cost hooks: cel-go's SizeEstimate/CostEstimate operations with
// saturating uint64 semantics on bigint, the cost constants, and runtime sizes (actualSize).
import type { Estimate, EstimateNode } from '../library';
import { actualSize as coreActualSize } from '../interpreter/dispatch';
import type { Value } from '../values';

export const STRING_TRAVERSAL_COST_FACTOR = 0.1;
export const REGEX_STRING_LENGTH_COST_FACTOR = 0.25;
/** cel-go common.ListCreateBaseCost. */
export const LIST_CREATE_BASE_COST = 10;
/** apiserver/pkg/cel/limits.go MaxFormatSize / MaxNameFormatRegexSize. */
export const MAX_FORMAT_SIZE = 64;
export const MAX_NAME_FORMAT_REGEX_SIZE = 128;

export const U64_MAX = (1n << 64n) - 1n;
export const sat = (x: bigint) => (x > U64_MAX ? U64_MAX : x);
export const fixed = (n: number | bigint): Estimate => ({ min: BigInt(n), max: BigInt(n) });
export const add = (a: Estimate, b: Estimate): Estimate => ({ min: sat(a.min + b.min), max: sat(a.max + b.max) });
export const mul = (a: Estimate, b: Estimate): Estimate => ({ min: sat(a.min * b.min), max: sat(a.max * b.max) });

/** cel-go multiplyByCostFactor: ceil(x × f), saturating at 2^64-1. */
export function factorOne(x: bigint, f: number): bigint {
  const v = Math.ceil(Number(x) * f);
  return v >= 2 ** 64 ? U64_MAX : BigInt(v);
}
export const factor = (a: Estimate, f: number): Estimate => ({ min: factorOne(a.min, f), max: factorOne(a.max, f) });

export const UNKNOWN: Estimate = { min: 0n, max: U64_MAX };
export const sizeOf = (n: EstimateNode | undefined): Estimate => n?.size() ?? UNKNOWN;

/** actualSize of the Kubernetes estimator: traits.Sizer values (strings, bytes, lists, maps), else 1 (IP, CIDR ...). */
export const actualSize = (v: Value): number => coreActualSize(v);

export const ceilT = (n: number, f = STRING_TRAVERSAL_COST_FACTOR) => Math.ceil(n * f);
