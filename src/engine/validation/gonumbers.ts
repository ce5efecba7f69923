// Numbers as kube-openapi and Go's fmt see them. The apiserver decodes JSON integers that fit
// into int64 as int64 and every other number as float64; a JS number is treated as int64 when
// it is integral and within the int64 range. %v of a float64 is strconv 'g' with the shortest
// precision: exponent form when the decimal exponent is < -4 or >= 6 (fmt.Println(1e6) prints
// "1e+06"); the 21 threshold belongs to encoding/json, not to fmt.

const TWO63 = 9223372036854775808;

/** Whether the apiserver would hold this JSON number as an int64. */
export function isInt64(n: number): boolean {
  return Number.isInteger(n) && n >= -TWO63 && n < TWO63;
}

/** strconv.FormatFloat(f, 'g', -1, 64): what %v prints for a float64. */
export function formatFloatV(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const [mant, expStr] = n.toExponential().split('e');
  const exp = parseInt(expStr, 10);
  if (exp < -4 || exp >= 6) {
    const abs = Math.abs(exp);
    return `${mant}e${exp < 0 ? '-' : '+'}${abs < 10 ? '0' + abs : abs}`;
  }
  return plainDecimal(mant, exp);
}

function plainDecimal(mant: string, exp: number): string {
  const neg = mant.startsWith('-');
  const digits = mant.replace('-', '').replace('.', '');
  let out: string;
  if (exp < 0) out = '0.' + '0'.repeat(-exp - 1) + digits;
  else if (digits.length <= exp + 1) out = digits.padEnd(exp + 1, '0');
  else out = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
  return (neg ? '-' : '') + out;
}

/** %v of a decoded JSON number: int64 in decimal, float64 via formatFloatV. */
export function formatNumberV(n: number): string {
  if (isInt64(n)) return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
  return formatFloatV(n);
}

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
