// Default runtime call costs of cel-go interpreter/runtimecost.go (CostTracker.costCall): string
// traversal and regex factors by overload id; every other call costs 1.
import { actualSize } from './dispatch';
import type { Value } from '../values';

/** The size-based costs by overload id, of the first two arguments (the others are not sized). */
export const SIZE_COST2_IDS: Record<string, (x: Value, y: Value) => number> = {
  starts_with_string: (x) => Math.ceil(actualSize(x) * 0.1),
  ends_with_string: (x) => Math.ceil(actualSize(x) * 0.1),
  string_to_bytes: (x) => Math.ceil(actualSize(x) * 0.1),
  bytes_to_string: (x) => Math.ceil(actualSize(x) * 0.1),
  in_list: (_x, y) => actualSize(y),
  add_string: (x, y) => Math.ceil((actualSize(x) + actualSize(y)) * 0.1),
  add_bytes: (x, y) => Math.ceil((actualSize(x) + actualSize(y)) * 0.1),
  strings_quote: (x) => Math.ceil(actualSize(x) * 0.1),
  string_format: (x) => Math.ceil(actualSize(x) * 0.1),
  matches_string: (x, y) => Math.ceil((1 + actualSize(x)) * 0.1) * Math.ceil(actualSize(y) * 0.25),
  contains_string: (x, y) => Math.ceil(actualSize(x) * 0.1) * Math.ceil(actualSize(y) * 0.1),
};
const COMPARE_SIZE = (x: Value, y: Value) => Math.ceil(Math.min(actualSize(x), actualSize(y)) * 0.1);
for (const id of ['equals', 'not_equals']) SIZE_COST2_IDS[id] = COMPARE_SIZE;
for (const r of ['less', 'less_equals', 'greater', 'greater_equals']) for (const t of ['string', 'bytes']) SIZE_COST2_IDS[`${r}_${t}`] = COMPARE_SIZE;

/** The same, of an argument list. */
export const SIZE_COST_IDS: Record<string, (args: Value[]) => number> = Object.fromEntries(Object.entries(SIZE_COST2_IDS).map(([id, c]) => [id, (a: Value[]) => c(a[0]!, a[1]!)]));
