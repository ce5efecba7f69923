// k8s.io/apimachinery/pkg/api/resource Quantity: parsing (ParseQuantity), the canonical string
// form (CanonicalizeBytes / String), Cmp, Add, Sub, Sign, AsInt64 and AsApproximateFloat64.
//
// Go keeps a quantity either as an int64 scaled amount (value × 10^scale, the fast path) or as an
// arbitrary-precision inf.Dec (unscaled × 10^-scale). Both are modelled here with bigint because the
// representation is observable: AsInt64 (CEL isInteger/asInteger) succeeds only for the int64 form.
import { CelError, libErr, type Res } from './errors';
import { T } from '../types';
import { OpaqueValue, type Value } from '../values';
import { RecentCache } from '../../cache';

type QuantityFormat = 'DecimalExponent' | 'BinarySI' | 'DecimalSI';

/** int64Amount: value × 10^scale, value within int64. */
interface IntAmount {
  readonly kind: 'int';
  readonly value: bigint;
  readonly scale: number;
}
/** inf.Dec: unscaled × 10^-scale (inf's scale counts digits after the decimal point). */
interface DecAmount {
  readonly kind: 'dec';
  readonly unscaled: bigint;
  readonly scale: number;
}
type Amount = IntAmount | DecAmount;

/** apiservercel.QuantityType. */
export const QuantityType = T.opaque('kubernetes.Quantity');

export class Quantity extends OpaqueValue {
  readonly celType = QuantityType;
  constructor(
    readonly amount: Amount,
    readonly format: QuantityFormat,
    /** The parsed string, reused by String() when it already was canonical (Go's q.s cache). */
    readonly cached?: string,
  ) {
    super();
  }
  override toString(): string {
    return quantityString(this);
  }
  /** apiservercel.Quantity Equal: Cmp == 0. */
  override equals(other: Value): boolean {
    return other instanceof Quantity && quantityCmp(this, other) === 0;
  }
}

const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);
const fitsInt64 = (v: bigint) => v >= MIN_INT64 && v <= MAX_INT64;
/** Limit on decimal alignment work (Go would spend unbounded time and memory beyond it). */
const MAX_ALIGN_DIGITS = 100_000;

const SPLIT_RE = '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$';
const ERR_FORMAT_WRONG = `quantities must match the regular expression '${SPLIT_RE}'`;
const ERR_NUMERIC = 'unable to parse numeric part of quantity';
const ERR_SUFFIX = "unable to parse quantity's suffix";

const POW10_CACHE = Array.from({ length: 64 }, (_, i) => 10n ** BigInt(i));
const pow10 = (n: number): bigint => (n < 64 ? POW10_CACHE[n]! : 10n ** BigInt(n));
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const SUFFIX_CHARS = 'eEinumkKMGTP';

interface Scanned {
  positive: boolean;
  value: string;
  num: string;
  denom: string;
  suffix: string;
}

/** parseQuantityString: a scanner that splits sign, integer digits, fraction digits and suffix. */
function scanQuantity(str: string): Scanned | null {
  let positive = true;
  let pos = 0;
  const end = str.length;
  if (end > 0 && (str[0] === '-' || str[0] === '+')) {
    positive = str[0] !== '-';
    pos++;
  }
  while (pos < end && str[pos] === '0') pos++;
  if (pos >= end) return { positive, value: '0', num: '0', denom: '', suffix: '' };
  let i = pos;
  while (i < end && isDigit(str[i])) i++;
  let num = str.slice(pos, i);
  if (i >= end) return { positive, value: str, num, denom: '', suffix: '' };
  pos = i;
  if (num.length === 0) num = '0';
  let denom = '';
  if (str[pos] === '.') {
    pos++;
    let j = pos;
    while (j < end && isDigit(str[j])) j++;
    denom = str.slice(pos, j);
    if (j >= end) return { positive, value: str, num, denom, suffix: '' };
    pos = j;
  }
  const value = str.slice(0, pos);
  const suffixStart = pos;
  let k = pos;
  while (k < end && SUFFIX_CHARS.includes(str[k]!)) k++;
  if (k >= end) return { positive, value, num, denom, suffix: str.slice(suffixStart) };
  if (str[k] === '-' || str[k] === '+') k++;
  while (k < end && isDigit(str[k])) k++;
  if (k >= end) return { positive, value, num, denom, suffix: str.slice(suffixStart) };
  return null;
}

interface Suffix {
  base: 2 | 10;
  exponent: number;
  format: QuantityFormat;
}

const DECIMAL_SUFFIXES: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const BINARY_SUFFIXES: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };

/** strconv.ParseInt(s, 10, 64). */
function goParseInt64(s: string): bigint | null {
  if (!/^[+-]?[0-9]+$/.test(s)) return null;
  const v = BigInt(s);
  return fitsInt64(v) ? v : null;
}

/** quantitySuffixer.interpret. */
function interpretSuffix(s: string): Suffix | null {
  if (Object.hasOwn(DECIMAL_SUFFIXES, s)) return { base: 10, exponent: DECIMAL_SUFFIXES[s]!, format: 'DecimalSI' };
  if (Object.hasOwn(BINARY_SUFFIXES, s)) return { base: 2, exponent: BINARY_SUFFIXES[s]!, format: 'BinarySI' };
  if (s.length > 1 && (s[0] === 'E' || s[0] === 'e')) {
    const parsed = goParseInt64(s.slice(1));
    if (parsed === null) return null;
    return { base: 10, exponent: Number(BigInt.asIntN(32, parsed)), format: 'DecimalExponent' };
  }
  return null;
}

/** inf.Dec SetString of a signed decimal such as "-12.50". */
function parseDecimal(s: string): DecAmount | null {
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/.exec(s);
  if (!m || (m[2]!.length === 0 && (m[3] ?? '').length === 0)) return null;
  const frac = m[3] ?? '';
  const unscaled = BigInt((m[1] === '-' ? '-' : '') + (m[2]! + frac || '0'));
  return { kind: 'dec', unscaled, scale: frac.length };
}

/** inf.Dec Round(x, scale, RoundUp) on a non-negative value (round away from zero). */
function roundUpDec(d: DecAmount, scale: number): DecAmount {
  if (d.scale <= scale) {
    const shift = scale - d.scale;
    if (shift > MAX_ALIGN_DIGITS) return d; // value unchanged; only the stored scale differs
    return { kind: 'dec', unscaled: d.unscaled * pow10(shift), scale };
  }
  const div = pow10(d.scale - scale);
  const q = d.unscaled / div;
  const r = d.unscaled % div;
  const up = r === 0n ? q : d.unscaled > 0n ? q + 1n : q - 1n;
  return { kind: 'dec', unscaled: up, scale };
}

/** resource.ParseQuantity. */
/** Parsed quantities by text (a Quantity is immutable; errors are not kept, they carry an expression id). */
const parsed = new RecentCache<string, Quantity>('cel.quantities', 8192);

export function parseQuantity(str: string): Res<Quantity> {
  const hit = parsed.get(str);
  if (hit !== undefined) return hit;
  const r = parseQuantityUncached(str);
  if (r instanceof Quantity) {
    parsed.set(str, r);
  }
  return r;
}

function parseQuantityUncached(str: string): Res<Quantity> {
  if (str.length === 0) return libErr(ERR_FORMAT_WRONG);
  if (str === '0') return new Quantity({ kind: 'int', value: 0n, scale: 0 }, 'DecimalSI', str);
  const sc = scanQuantity(str);
  if (!sc) return libErr(ERR_FORMAT_WRONG);
  const suf = interpretSuffix(sc.suffix);
  if (!suf) return libErr(ERR_SUFFIX);
  let format = suf.format;
  let precision: number;
  let scale = 0;
  let mantissa = 1n;
  if (format === 'BinarySI') {
    if (suf.exponent >= 0 && sc.denom.length === 0) {
      mantissa = 1n << BigInt(suf.exponent);
      precision = 15 - sc.num.length - Math.trunc(Math.fround(Math.fround(suf.exponent) * 3) / 10) - 1;
    } else {
      precision = -1;
    }
  } else {
    scale = suf.exponent;
    precision = 18 - (sc.num.length + sc.denom.length);
  }
  if (precision >= 0) {
    scale = (scale - sc.denom.length) | 0;
    if (scale >= -9) {
      const shifted = sc.num + sc.denom;
      const value = BigInt(shifted);
      const product = value * mantissa;
      if (product <= MAX_INT64) {
        const result = sc.positive ? product : -product;
        const amount: IntAmount = { kind: 'int', value: result, scale };
        let canonical: boolean;
        if (format === 'BinarySI') canonical = suf.exponent % 10 === 0 && (value & 7n) !== 0n;
        else canonical = scale % 3 === 0 && !shifted.endsWith('000') && shifted[0] !== '0';
        return new Quantity(amount, format, canonical ? str : undefined);
      }
    }
  }
  let amount = parseDecimal(sc.value);
  if (!amount) return libErr(ERR_NUMERIC);
  if (suf.base === 10) amount = { kind: 'dec', unscaled: amount.unscaled, scale: (amount.scale - suf.exponent) | 0 };
  else amount = { kind: 'dec', unscaled: amount.unscaled << BigInt(suf.exponent), scale: amount.scale };
  const negative = amount.unscaled < 0n;
  if (negative) amount = { kind: 'dec', unscaled: -amount.unscaled, scale: amount.scale };
  if (amount.unscaled !== 0n) amount = roundUpDec(amount, 9);
  if (format === 'BinarySI' && cmpAmounts(amount, { kind: 'dec', unscaled: MAX_INT64, scale: 0 }) > 0) {
    amount = { kind: 'dec', unscaled: MAX_INT64, scale: 0 };
  }
  if (format === 'BinarySI' && amount.unscaled > 0n && cmpAmounts(amount, { kind: 'dec', unscaled: 1n, scale: 0 }) < 0) {
    format = 'DecimalSI';
  }
  if (negative) amount = { kind: 'dec', unscaled: -amount.unscaled, scale: amount.scale };
  return new Quantity(amount, format);
}

/** The value as coefficient × 10^exponent. */
function asRational(a: Amount): { c: bigint; e: number } {
  return a.kind === 'int' ? { c: a.value, e: a.scale } : { c: a.unscaled, e: -a.scale };
}

const digitCount = (c: bigint) => (c < 0n ? -c : c).toString().length;

function cmpAmounts(a: Amount, b: Amount): number {
  const x = asRational(a);
  const y = asRational(b);
  const sx = x.c === 0n ? 0 : x.c > 0n ? 1 : -1;
  const sy = y.c === 0n ? 0 : y.c > 0n ? 1 : -1;
  if (sx !== sy) return sx > sy ? 1 : -1;
  if (sx === 0) return 0;
  // magnitude exponents decide without aligning when they differ
  const mx = digitCount(x.c) + x.e;
  const my = digitCount(y.c) + y.e;
  if (mx !== my) return mx > my ? sx : -sx;
  const e = Math.min(x.e, y.e);
  const xv = x.c * pow10(x.e - e);
  const yv = y.c * pow10(y.e - e);
  return xv === yv ? 0 : xv > yv ? 1 : -1;
}

/** Quantity.Cmp: -1, 0 or 1. */
export function quantityCmp(q: Quantity, y: Quantity): number {
  return cmpAmounts(q.amount, y.amount);
}

/** Quantity.Sign. */
export function quantitySign(q: Quantity): number {
  const c = asRational(q.amount).c;
  return c === 0n ? 0 : c > 0n ? 1 : -1;
}

const quantityIsZero = (q: Quantity) => asRational(q.amount).c === 0n;

/** int64MultiplyScale by powers of ten: value × 10^n if it fits an int64. */
function positiveScaleInt64(value: bigint, n: number): bigint | null {
  if (n === 0) return value;
  if (value === 0n) return 0n;
  if (n > 19) return null;
  const r = value * pow10(n);
  return fitsInt64(r) ? r : null;
}

/** Quantity.AsInt64 (CEL asInteger/isInteger): only the int64 form converts, and only exactly. */
export function quantityAsInt64(q: Quantity): bigint | null {
  const a = q.amount;
  if (a.kind === 'dec') return null;
  if (a.scale === 0) return a.value;
  if (a.scale < 0) return null;
  return positiveScaleInt64(a.value, a.scale);
}

const POW10_TAB = Array.from({ length: 32 }, (_, i) => Number(`1e${i}`));
const POW10_POS32 = Array.from({ length: 10 }, (_, i) => Number(`1e${i * 32}`));
const POW10_NEG32 = Array.from({ length: 11 }, (_, i) => Number(`1e-${i * 32}`));

/** Go math.Pow10 (two correctly rounded table entries combined with one operation). */
function goPow10(n: number): number {
  if (n >= 0 && n <= 308) return POW10_POS32[Math.trunc(n / 32)]! * POW10_TAB[n % 32]!;
  if (n >= -323 && n <= 0) return POW10_NEG32[Math.trunc(-n / 32)]! / POW10_TAB[-n % 32]!;
  return n > 0 ? Infinity : 0;
}

/** Quantity.AsApproximateFloat64. */
export function quantityAsApproximateFloat(q: Quantity): number {
  const { c, e } = asRational(q.amount);
  const base = Number(c);
  if (e === 0) return base;
  return base * goPow10(e);
}

function toDec(a: Amount): DecAmount {
  return a.kind === 'dec' ? a : { kind: 'dec', unscaled: a.value, scale: -a.scale };
}

/** inf.Dec Add: aligned to the larger scale. */
function decAdd(x: DecAmount, y: DecAmount, negateY: boolean): Res<DecAmount> {
  const s = Math.max(x.scale, y.scale);
  if (s - Math.min(x.scale, y.scale) > MAX_ALIGN_DIGITS) {
    return libErr('quantity arithmetic exceeds the supported exponent range');
  }
  const xv = x.unscaled * pow10(s - x.scale);
  const yv = y.unscaled * pow10(s - y.scale);
  return { kind: 'dec', unscaled: negateY ? xv - yv : xv + yv, scale: s };
}

/** int64Amount.Add; null when the result would not fit an int64 (Go then uses inf.Dec). */
function intAdd(a: IntAmount, b: IntAmount): IntAmount | null {
  if (b.value === 0n) return a;
  if (a.value === 0n) return b;
  if (a.scale === b.scale) {
    const c = a.value + b.value;
    return fitsInt64(c) ? { kind: 'int', value: c, scale: a.scale } : null;
  }
  if (a.scale > b.scale) {
    const c = positiveScaleInt64(a.value, a.scale - b.scale);
    if (c === null || !fitsInt64(c + b.value)) return null;
    return { kind: 'int', value: c + b.value, scale: b.scale };
  }
  const c = positiveScaleInt64(b.value, b.scale - a.scale);
  if (c === null || !fitsInt64(a.value + c)) return null;
  return { kind: 'int', value: a.value + c, scale: a.scale };
}

/** Quantity.Add on a copy: the format follows y when q is zero. */
export function quantityAdd(q: Quantity, y: Quantity): Res<Quantity> {
  let format = q.format;
  if (q.amount.kind === 'int' && y.amount.kind === 'int') {
    if (q.amount.value === 0n) format = y.format;
    const r = intAdd(q.amount, y.amount);
    if (r) return new Quantity(r, format);
  } else if (quantityIsZero(q)) {
    format = y.format;
  }
  const d = decAdd(toDec(q.amount), toDec(y.amount), false);
  return d instanceof CelError ? d : new Quantity(d, format);
}

/** Quantity.Sub on a copy: the format follows y when q is zero. */
export function quantitySub(q: Quantity, y: Quantity): Res<Quantity> {
  const format = quantityIsZero(q) ? y.format : q.format;
  if (q.amount.kind === 'int' && y.amount.kind === 'int' && y.amount.value !== MIN_INT64) {
    const r = intAdd(q.amount, { kind: 'int', value: -y.amount.value, scale: y.amount.scale });
    if (r) return new Quantity(r, format);
  }
  const d = decAdd(toDec(q.amount), toDec(y.amount), true);
  return d instanceof CelError ? d : new Quantity(d, format);
}

/** resource.NewQuantity(value, format). */
export function newQuantity(value: bigint, format: QuantityFormat): Quantity {
  return new Quantity({ kind: 'int', value, scale: 0 }, format);
}

/** Removes factors of `base` from |c| (removeInt64Factors / removeBigIntFactors). */
function removeFactors(c: bigint, base: bigint): { c: bigint; times: number } {
  let times = 0;
  while (c !== 0n && c % base === 0n) {
    c /= base;
    times++;
  }
  return { c, times };
}

const DECIMAL_SUFFIX_BY_EXP = new Map(Object.entries(DECIMAL_SUFFIXES).map(([k, v]) => [v, k]));
const BINARY_SUFFIX_BY_EXP = new Map(Object.entries(BINARY_SUFFIXES).map(([k, v]) => [v, k]));

/** Quantity.String (CanonicalizeBytes). */
export function quantityString(q: Quantity): string {
  if (q.cached !== undefined) return q.cached;
  const { c, e } = asRational(q.amount);
  if (c === 0n) return '0';
  let format = q.format;
  let integral: bigint | null = null;
  if (format === 'BinarySI') {
    const small = cmpAmounts(q.amount, { kind: 'int', value: -1024n, scale: 0 }) > 0 && cmpAmounts(q.amount, { kind: 'int', value: 1024n, scale: 0 }) < 0;
    if (small) format = 'DecimalSI';
    else if (e >= 0) integral = c * pow10(e);
    else if (c % pow10(-e) === 0n) integral = c / pow10(-e);
    else format = 'DecimalSI';
  }
  if (format === 'BinarySI' && integral !== null) {
    const r = removeFactors(integral, 1024n);
    const suffix = BINARY_SUFFIX_BY_EXP.get(r.times * 10) ?? '';
    return r.c.toString() + suffix;
  }
  const r = removeFactors(c, 10n);
  let amount = r.c;
  let exponent = e + r.times;
  while (exponent % 3 !== 0) {
    amount *= 10n;
    exponent--;
  }
  let suffix: string;
  if (format === 'DecimalExponent') suffix = exponent === 0 ? '' : `e${exponent}`;
  else suffix = DECIMAL_SUFFIX_BY_EXP.get(exponent) ?? '';
  return amount.toString() + suffix;
}
