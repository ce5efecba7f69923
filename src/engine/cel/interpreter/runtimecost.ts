// Default runtime call costs of cel-go interpreter/runtimecost.go (CostTracker.costCall): string
// traversal and regex factors by overload id; every other call costs 1.
import { actualSize } from './dispatch';
import type { Value } from '../values';

export const SIZE_COST_IDS: Record<string, (args: Value[]) => number> = {
  starts_with_string: (a) => Math.ceil(actualSize(a[0]!) * 0.1),
  ends_with_string: (a) => Math.ceil(actualSize(a[0]!) * 0.1),
  string_to_bytes: (a) => Math.ceil(actualSize(a[0]!) * 0.1),
  bytes_to_string: (a) => Math.ceil(actualSize(a[0]!) * 0.1),
  in_list: (a) => actualSize(a[1]!),
  add_string: (a) => Math.ceil((actualSize(a[0]!) + actualSize(a[1]!)) * 0.1),
  add_bytes: (a) => Math.ceil((actualSize(a[0]!) + actualSize(a[1]!)) * 0.1),
  strings_quote: (a) => Math.ceil(actualSize(a[0]!) * 0.1),
  string_format: (a) => Math.ceil(actualSize(a[0]!) * 0.1),
  matches_string: (a) => Math.ceil((1 + actualSize(a[0]!)) * 0.1) * Math.ceil(actualSize(a[1]!) * 0.25),
  contains_string: (a) => Math.ceil(actualSize(a[0]!) * 0.1) * Math.ceil(actualSize(a[1]!) * 0.1),
};
const COMPARE_SIZE = (a: Value[]) => Math.ceil(Math.min(actualSize(a[0]!), actualSize(a[1]!)) * 0.1);
for (const id of ['equals', 'not_equals']) SIZE_COST_IDS[id] = COMPARE_SIZE;
for (const r of ['less', 'less_equals', 'greater', 'greater_equals']) for (const t of ['string', 'bytes']) SIZE_COST_IDS[`${r}_${t}`] = COMPARE_SIZE;

const pair: Value[] = [null, null];
/** SIZE_COST_IDS entry applied to two arguments without allocating. */
export function sizeCost2(sc: (a: Value[]) => number, x: Value, y: Value): number {
  pair[0] = x;
  pair[1] = y;
  return sc(pair);
}
