// Default runtime call costs of cel-go interpreter/runtimecost.go (CostTracker.costCall): string
// traversal and regex factors by overload id; every other call costs 1.
import { actualSize } from './dispatch';
import type { Value } from '../values';

/**
 * ceil(actualSize(v) × 0.1) (cel-go's traversal factor, in float64 as Go computes it). A string of
 * 1 to 10 UTF-16 units has 1 to 10 code points, and every such size gives 1: no scan.
 */
export function tenth(v: Value): number {
  if (typeof v === 'string' && v.length <= 10) return v.length === 0 ? 0 : 1;
  return Math.ceil(actualSize(v) * 0.1);
}

/** The size-based costs by overload id, of the first two arguments (the others are not sized). */
export const SIZE_COST2_IDS: Record<string, (x: Value, y: Value) => number> = {
  starts_with_string: (x) => tenth(x),
  ends_with_string: (x) => tenth(x),
  string_to_bytes: (x) => tenth(x),
  bytes_to_string: (x) => tenth(x),
  in_list: (_x, y) => actualSize(y),
  add_string: (x, y) => Math.ceil((actualSize(x) + actualSize(y)) * 0.1),
  add_bytes: (x, y) => Math.ceil((actualSize(x) + actualSize(y)) * 0.1),
  strings_quote: (x) => tenth(x),
  string_format: (x) => tenth(x),
  matches_string: (x, y) => Math.ceil((1 + actualSize(x)) * 0.1) * Math.ceil(actualSize(y) * 0.25),
  contains_string: (x, y) => tenth(x) * tenth(y),
};
/**
 * min(tenth(v), cap) without scanning a string whose length alone decides it: n code points of l
 * UTF-16 units lie in [ceil(l / 2), l].
 */
export function tenthCapped(v: Value, cap: number): number {
  if (typeof v === 'string') {
    const l = v.length;
    if (l <= 10) return l === 0 ? 0 : Math.min(1, cap);
    if (Math.ceil(Math.ceil(l / 2) * 0.1) >= cap) return cap;
  }
  return Math.min(tenth(v), cap);
}

// ceil(min(a, b) × 0.1) = min(ceil(a × 0.1), ceil(b × 0.1)): the rounding is monotonic
const COMPARE_SIZE = (x: Value, y: Value) => tenthCapped(x, tenth(y));
for (const id of ['equals', 'not_equals']) SIZE_COST2_IDS[id] = COMPARE_SIZE;
for (const r of ['less', 'less_equals', 'greater', 'greater_equals']) for (const t of ['string', 'bytes']) SIZE_COST2_IDS[`${r}_${t}`] = COMPARE_SIZE;

/**
 * The same with a constant second argument, its part of the formula computed once (a call such as
 * `x + '-b'` or `x == 'a'` then sizes only `x`).
 */
export function sizeCostConst2(id: string, c: Value, table: Record<string, (x: Value, y: Value) => number> = SIZE_COST2_IDS): ((x: Value) => number) | undefined {
  const general = table[id];
  if (!general) return undefined;
  if (general === COMPARE_SIZE) {
    const tc = tenth(c);
    return (x) => tenthCapped(x, tc);
  }
  switch (id) {
    case 'add_string': {
      const nc = actualSize(c);
      return (x) => Math.ceil((actualSize(x) + nc) * 0.1);
    }
    case 'contains_string': {
      const tc = tenth(c);
      return (x) => tenth(x) * tc;
    }
    case 'matches':
    case 'matches_string': {
      const rc = Math.ceil(actualSize(c) * 0.25);
      return (x) => Math.ceil((1 + actualSize(x)) * 0.1) * rc;
    }
  }
  return (x) => general(x, c);
}

/**
 * cel-go v0.29 (Kubernetes 1.37): startsWith/endsWith cost the traversal of their second argument,
 * the prefix or suffix (#1351), and the global `matches` overload costs as the receiver one (#1350).
 */
const SIZE_COST2_IDS_029: Record<string, (x: Value, y: Value) => number> = {
  ...SIZE_COST2_IDS,
  starts_with_string: (_x, y) => tenth(y),
  ends_with_string: (_x, y) => tenth(y),
  matches: SIZE_COST2_IDS.matches_string!,
};

const ofArgs = (table: Record<string, (x: Value, y: Value) => number>): Record<string, (args: Value[]) => number> =>
  Object.fromEntries(Object.entries(table).map(([id, c]) => [id, (a: Value[]) => c(a[0]!, a[1]!)]));

/** The same, of an argument list. */
const SIZE_COST_IDS = ofArgs(SIZE_COST2_IDS);
const SIZE_COST_IDS_029 = ofArgs(SIZE_COST2_IDS_029);

/** The size-based cost tables of the cel-go cost model in use (EnvFeatures.celGo029Costs). */
export function sizeCostTables(celGo029: boolean): { two: Record<string, (x: Value, y: Value) => number>; args: Record<string, (args: Value[]) => number> } {
  return celGo029 ? { two: SIZE_COST2_IDS_029, args: SIZE_COST_IDS_029 } : { two: SIZE_COST2_IDS, args: SIZE_COST_IDS };
}
