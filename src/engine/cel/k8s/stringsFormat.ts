// <string>.format(list) of the cel-go strings extension, versions 1-3 (ext/formatting.go of
// cel-go v0.26, locale en_US): %s %d %f %e %b %x %X %o and %%, with cel-go's error texts.
// %f and %e go through golang.org/x/text/message for en_US: digit grouping with ',' and
// scientific notation written as `1.052033 × 10⁰³`.
import { goQuote } from '../../golang/fmt';
import { toStringValue } from '../stdlib/conversions';
import { libErr } from './errors';
import { CelDuration, CelError, CelList, CelMap, CelObject, CelTimestamp, CelTypeValue, CelUint, valueTypeName, type Value } from '../values';

const DEFAULT_PRECISION = 6;
/** Largest precision formatted (not a cel-go v0.26 limit; see parseClause). */
const MAX_PRECISION = 10_000;
const utf8 = new TextEncoder();

class FormatFailure {
  constructor(readonly message: string) {}
}
type Out = string | FormatFailure;
const fail = (m: string) => new FormatFailure(m);

/** TypeName() as cel-go prints it in clause errors (google.protobuf.Duration, null_type ...). */
function typeNameOf(v: Value): string {
  if (v === null) return 'null_type';
  if (v instanceof CelObject) return 'map';
  return valueTypeName(v);
}

const STRING_CLAUSE_TYPES = 'string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps';

/** Exact decimal rounding of a double to `prec` fraction digits, ties to even (strconv 'f'). */
function fixedDigits(x: number, prec: number): string {
  const neg = x < 0 || Object.is(x, -0);
  const ax = Math.abs(x);
  // exact value ax = m × 2^e
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, ax);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const exp = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (exp === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = exp - 1075;
  }
  // value × 10^prec as a rational num/den
  let num = m * 10n ** BigInt(prec);
  let den = 1n;
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  let q = num / den;
  const r = num % den;
  if (r * 2n > den || (r * 2n === den && q % 2n === 1n)) q += 1n;
  let s = q.toString().padStart(prec + 1, '0');
  const intPart = s.slice(0, s.length - prec);
  const frac = s.slice(s.length - prec);
  s = prec > 0 ? `${intPart}.${frac}` : intPart;
  return (neg ? '-' : '') + s;
}

/** x/text number grouping for en: ',' every three integer digits. */
function groupEn(s: string): string {
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const dot = body.indexOf('.');
  const int = dot >= 0 ? body.slice(0, dot) : body;
  const rest = dot >= 0 ? body.slice(dot) : '';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (neg ? '-' : '') + grouped + rest;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function localizedSpecial(x: number): string | undefined {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return '∞';
  if (x === -Infinity) return '-∞';
  return undefined;
}

/** %f through message.Printer(en_US). */
function formatFixedEn(x: number, prec: number): string {
  return localizedSpecial(x) ?? groupEn(fixedDigits(x, prec));
}

/** %e through message.Printer(en_US): mantissa, then ` × 10` and a two-digit superscript exponent. */
function formatScientificEn(x: number, prec: number): string {
  const special = localizedSpecial(x);
  if (special) return special;
  let exp = x === 0 ? 0 : Math.floor(Math.log10(Math.abs(x)));
  let mant = fixedDigits(x / 10 ** exp, prec);
  // correct for log10 imprecision and rounding up to 10.0
  const lead = Math.abs(Number(mant));
  if (lead >= 10) {
    exp += 1;
    mant = fixedDigits(x / 10 ** exp, prec);
  } else if (lead < 1 && x !== 0) {
    exp -= 1;
    mant = fixedDigits(x / 10 ** exp, prec);
  }
  const digits = String(Math.abs(exp)).padStart(2, '0');
  const sup = [...digits].map((d) => SUPERSCRIPT[Number(d)]).join('');
  return `${mant}\u202f×\u202f10${exp < 0 ? '⁻' : ''}${sup}`;
}

/** %.6f of fmt.Sprintf (no locale), used for doubles inside lists and maps. */
function goFixed(x: number, prec: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return '+Inf';
  if (x === -Infinity) return '-Inf';
  return fixedDigits(x, prec);
}

/** FormatString: the %s clause. */
function formatString(v: Value): Out {
  if (v instanceof CelList) return formatList(v);
  if (v instanceof CelMap || v instanceof CelObject) return formatMap(v);
  if (v === null) return 'null';
  if (v instanceof CelTypeValue) return v.name;
  if (
    typeof v === 'string' ||
    typeof v === 'bigint' ||
    typeof v === 'number' ||
    typeof v === 'boolean' ||
    v instanceof CelUint ||
    v instanceof Uint8Array ||
    v instanceof CelTimestamp ||
    v instanceof CelDuration
  ) {
    const s = toStringValue(v);
    return typeof s === 'string' ? s : fail(`could not convert argument ${goQuote(String((s as CelError).message))} to string`);
  }
  return fail(`${STRING_CLAUSE_TYPES}, was given ${typeNameOf(v)}`);
}

function formatDecimal(v: Value): Out {
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof CelUint) return v.v.toString();
  return fail(`decimal clause can only be used on integers, was given ${typeNameOf(v)}`);
}

/** clauseForType: how a list element or map value is rendered. */
function formatMember(v: Value): Out {
  if (typeof v === 'bigint' || v instanceof CelUint) return formatDecimal(v);
  if (v instanceof CelTimestamp || v instanceof CelDuration) {
    const s = toStringValue(v) as string;
    return v instanceof CelTimestamp ? `timestamp(${goQuote(s)})` : `duration(${goQuote(s)})`;
  }
  if (typeof v === 'number') return goFixed(v, DEFAULT_PRECISION);
  if (v instanceof CelList) return formatList(v);
  if (v instanceof CelMap || v instanceof CelObject) return formatMap(v);
  if (typeof v === 'string' || v instanceof Uint8Array || typeof v === 'boolean' || v === null || v instanceof CelTypeValue) {
    return formatString(v);
  }
  return fail(`${STRING_CLAUSE_TYPES}, was given ${typeNameOf(v)}`);
}

/** quoteForCEL. */
function quoteForCEL(v: Value, s: string): string {
  if (typeof v === 'string') return goQuote(s);
  if (v instanceof Uint8Array) return `b${goQuote(s)}`;
  if (typeof v === 'number' && !Number.isFinite(v)) return goQuote(s);
  return s;
}

function formatList(l: CelList): Out {
  const parts: string[] = [];
  for (const m of l.toArray()) {
    const s = formatMember(m);
    if (s instanceof FormatFailure) return s;
    parts.push(quoteForCEL(m, s));
  }
  return `[${parts.join(', ')}]`;
}

/**
 * formatMap. Custom-resource objects are maps at runtime in Kubernetes (unstructuredMap has
 * Type() == map), so a CelObject is formatted by its set fields.
 */
function formatMap(m: CelMap | CelObject): Out {
  const pairs: { key: string; value: string }[] = [];
  const keys: Value[] = m instanceof CelMap ? m.keys() : m.fieldNames();
  const get = (k: Value): Value => (m instanceof CelMap ? m.get(k)! : m.getField(k as string)!);
  for (const k of keys) {
    let ks: Out;
    if (typeof k === 'string' || typeof k === 'boolean') ks = formatString(k);
    else if (typeof k === 'bigint' || k instanceof CelUint) ks = formatDecimal(k);
    else return fail(`no formatting function for map key of type ${typeNameOf(k)}`);
    if (ks instanceof FormatFailure) return ks;
    const v = get(k);
    const vs = formatMember(v);
    if (vs instanceof FormatFailure) return vs;
    pairs.push({ key: quoteForCEL(k, ks), value: quoteForCEL(v, vs) });
  }
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return `{${pairs.map((p) => `${p.key}:${p.value}`).join(', ')}}`;
}

const isSpecialDoubleString = (v: Value) => v === 'NaN' || v === 'Infinity' || v === '-Infinity';
const asDouble = (v: Value) => (typeof v === 'number' ? v : v === 'NaN' ? NaN : v === 'Infinity' ? Infinity : -Infinity);

function hexOf(v: Value, upper: boolean): Out {
  let s: string;
  if (typeof v === 'string' || v instanceof Uint8Array) {
    const bytes = typeof v === 'string' ? utf8.encode(v) : v;
    s = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  } else if (typeof v === 'bigint') s = v.toString(16);
  else if (v instanceof CelUint) s = v.v.toString(16);
  else return fail(`only integers, byte buffers, and strings can be formatted as hex, was given ${typeNameOf(v)}`);
  return upper ? s.toUpperCase() : s;
}

type Clause = (v: Value) => Out;

function clauseFor(c: string, precision: number | undefined): Clause | undefined {
  const prec = precision ?? DEFAULT_PRECISION;
  switch (c) {
    case 's':
      return formatString;
    case 'd':
      return formatDecimal;
    case 'f':
      return (v) => (typeof v === 'number' || isSpecialDoubleString(v) ? formatFixedEn(asDouble(v), prec) : fail(`fixed-point clause can only be used on doubles, was given ${typeNameOf(v)}`));
    case 'e':
      return (v) => (typeof v === 'number' || isSpecialDoubleString(v) ? formatScientificEn(asDouble(v), prec) : fail(`scientific clause can only be used on doubles, was given ${typeNameOf(v)}`));
    case 'b':
      return (v) => {
        if (typeof v === 'bigint') return v.toString(2);
        if (v instanceof CelUint) return v.v.toString(2);
        if (typeof v === 'boolean') return v ? '1' : '0';
        return fail(`only integers and bools can be formatted as binary, was given ${typeNameOf(v)}`);
      };
    case 'x':
    case 'X':
      return (v) => hexOf(v, c === 'X');
    case 'o':
      return (v) => {
        if (typeof v === 'bigint') return v.toString(8);
        if (v instanceof CelUint) return v.v.toString(8);
        return fail(`octal clause can only be used on integers, was given ${typeNameOf(v)}`);
      };
  }
  return undefined;
}

/**
 * Parses the clause after a '%' (precision and verb): `read` = characters consumed, or an error
 * text already prefixed with "could not parse formatting clause: ".
 */
export function parseClause(s: string, at: number): { read: number; verb: string; precision?: number } | { error: string } {
  let i = at;
  let precision: number | undefined;
  if (s[i] === '.') {
    i++;
    let digits = '';
    for (;;) {
      if (i >= s.length) return { error: 'could not parse formatting clause: error while parsing precision: could not find end of precision specifier' };
      if (!/[0-9]/.test(s[i]!)) break;
      digits += s[i];
      i++;
    }
    const atoi = 'could not parse formatting clause: error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing';
    if (digits === '') return { error: `${atoi} "": invalid syntax` };
    if (BigInt(digits) > 2n ** 63n - 1n) return { error: `${atoi} "${digits}": value out of range` };
    precision = Number(digits);
    // Go would build a string of that many digits; beyond this bound the playground refuses instead.
    if (precision > MAX_PRECISION) return { error: `could not parse formatting clause: precision ${digits} exceeds the supported maximum of ${MAX_PRECISION}` };
  }
  const verb = s[i]!;
  if (clauseFor(verb, precision) === undefined) return { error: `could not parse formatting clause: unrecognized formatting clause "${verb}"` };
  return { read: i + 1 - at, verb, precision };
}

/** <string>.format(list) — overload string_format. */
export function stringFormat(format: string, args: CelList): Value {
  let out = '';
  let argIndex = 0;
  let i = 0;
  while (i < format.length) {
    const c = format[i]!;
    if (c !== '%') {
      out += c;
      i++;
      continue;
    }
    if (format[i + 1] === '%') {
      out += '%';
      i += 2;
      continue;
    }
    if (argIndex >= args.size) return libErr(`index ${argIndex} out of range`);
    if (i + 1 >= format.length) return libErr('unexpected end of string');
    const clause = parseClause(format, i + 1);
    if ('error' in clause) return libErr(clause.error);
    const s = clauseFor(clause.verb, clause.precision)!(args.get(argIndex));
    if (s instanceof FormatFailure) return libErr(`error during formatting: ${s.message}`);
    out += s;
    i += 1 + clause.read;
    argIndex++;
  }
  return out;
}
