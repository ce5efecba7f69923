// Evaluation state shared by the planned closures: slots for comprehension variables, the
// activation, and cel-go's runtime cost counter with its limit.
import { CelError, CelUnknown, Value } from '../values';

/** Thrown when the cost limit is passed; Program.eval turns it into cel-go's cancellation error. */
export class CostExceeded {}

export interface Frame {
  slots: Value[];
  lookup: (name: string) => Value | undefined;
  cost: number;
  limit: number;
  /** false only to measure what tracking costs (bench): no cost is counted, no limit applies. */
  track: boolean;
}

export type Ev = (f: Frame) => Value;

export function addCost(f: Frame, c: number): void {
  if (!f.track) return;
  f.cost += c;
  if (f.cost > f.limit) throw new CostExceeded();
}

/** addCost(f, a) then addCost(f, b), in one step when both stay within the limit. */
export function addCost2(f: Frame, a: number, b: number): void {
  if (!f.track) return;
  const c = f.cost + a + b;
  if (c <= f.limit) f.cost = c;
  else {
    addCost(f, a);
    addCost(f, b);
  }
}

/** First unknown (merged) or error among strict call arguments, as cel-go propagates them. */
export function firstBad(args: Value[]): Value | undefined {
  let unk: CelUnknown | undefined;
  let err: CelError | undefined;
  for (const a of args) {
    if (a instanceof CelUnknown) unk = unk ? new CelUnknown([...unk.ids, ...a.ids]) : a;
    else if (a instanceof CelError && !err) err = a;
  }
  return unk ?? err;
}
