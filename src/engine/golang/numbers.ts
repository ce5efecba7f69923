// Numbers as kube-openapi and Go's fmt see them. The apiserver decodes JSON integers that fit
// into int64 as int64 and every other number as float64; a JS number is treated as int64 when
// it is integral and within the int64 range. %v of a float64 is strconv 'g' with the shortest
// precision: exponent form when the decimal exponent is < -4 or >= 6 (fmt.Println(1e6) prints
// "1e+06"); the 21 threshold belongs to encoding/json, not to fmt. The formatting itself
// lives in field/gofmt.ts.
import { goFloat, isInt64 } from './fmt';

/** Whether the apiserver would hold this JSON number as an int64. */
export { isInt64 };

/** strconv.FormatFloat(f, 'g', -1, 64): what %v prints for a float64. */
export const formatFloatV = goFloat;

/** A float64 bad value: prints with %v rules through field.Error (formatGoValue uses goString). */
export class GoFloat64 {
  constructor(readonly value: number) {}
  goString(): string {
    return formatFloatV(this.value);
  }
  toJSON(): number {
    return this.value;
  }
}

/** The bad value a field error should carry for a decoded JSON value. */
export function goBadValue(v: unknown): unknown {
  return typeof v === 'number' && !isInt64(v) ? new GoFloat64(v) : v;
}
