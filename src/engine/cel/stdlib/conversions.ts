// Type conversion functions int, uint, double, string, bytes, bool, dyn, type, duration, timestamp
// (cel-go common/types *.ConvertToType).
import type { FunctionDecl, OverloadDecl } from '../library';
import { formatDuration, formatTimestamp, makeTimestamp, parseDuration, parseTimestamp } from '../time';
import { CelType, T } from '../types';
import { CelDuration, CelError, CelTimestamp, CelTypeValue, CelUint, INT64_MAX, INT64_MIN, UINT64_MAX, Value, typeOfValue } from '../values';

const A = T.param('A');
const o = (id: string, args: CelType[], result: CelType, impl: (...a: Value[]) => Value): OverloadDecl => ({ id, args, result, impl });

/** Go strconv.FormatFloat(d, 'g', -1, 64). */
export function formatDouble(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Infinity) return '+Inf';
  if (d === -Infinity) return '-Inf';
  if (d === 0) return Object.is(d, -0) ? '-0' : '0';
  const e = d.toExponential(); // shortest round-trip digits
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(e)!;
  const digits = m[2]! + (m[3] ?? '');
  const exp = Number(m[4]);
  if (exp < -4 || exp >= 6) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ae = Math.abs(exp);
    return `${m[1]}${mant}e${exp < 0 ? '-' : '+'}${ae < 10 ? '0' + ae : ae}`;
  }
  if (exp >= digits.length - 1) return m[1] + digits + '0'.repeat(exp - digits.length + 1);
  if (exp >= 0) return `${m[1]}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  return `${m[1]}0.${'0'.repeat(-exp - 1)}${digits}`;
}

/** cel-go String.ConvertToType failure: "type conversion error from 'string' to '<type>'". */
function conversionError(to: string): CelError {
  return new CelError(`type conversion error from 'string' to '${to}'`);
}

/** Parsing errors of duration()/timestamp() surface as conversion errors; range errors stay. */
function orConversionError(v: Value, to: string): Value {
  return v instanceof CelError && v.message !== 'timestamp overflow' ? conversionError(to) : v;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const enc = new TextEncoder();

function doubleToInt(d: number): Value {
  if (!Number.isFinite(d) || d <= -(2 ** 63) || d >= 2 ** 63) return new CelError('integer overflow');
  return BigInt(Math.trunc(d));
}

function toInt(v: Value): Value {
  if (typeof v === 'bigint') return v;
  if (v instanceof CelUint) return v.v > INT64_MAX ? new CelError('integer overflow') : v.v;
  if (typeof v === 'number') return doubleToInt(v);
  if (typeof v === 'string') {
    if (!/^[+-]?\d+$/.test(v)) return conversionError('int');
    const n = BigInt(v);
    if (n < INT64_MIN || n > INT64_MAX) return conversionError('int');
    return n;
  }
  if (v instanceof CelTimestamp) return BigInt(v.sec);
  if (v instanceof CelDuration) return v.ns;
  return new CelError('no such overload');
}

function toUint(v: Value): Value {
  if (v instanceof CelUint) return v;
  if (typeof v === 'bigint') return v < 0n ? new CelError('unsigned integer overflow') : new CelUint(v);
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v <= -1 || v >= 18446744073709551616) return new CelError('unsigned integer overflow');
    return new CelUint(BigInt(Math.trunc(v)));
  }
  if (typeof v === 'string') {
    if (!/^\d+$/.test(v)) return conversionError('uint');
    const n = BigInt(v);
    if (n > UINT64_MAX) return conversionError('uint');
    return new CelUint(n);
  }
  return new CelError('no such overload');
}

function toDouble(v: Value): Value {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof CelUint) return Number(v.v);
  if (typeof v === 'string') {
    const s = v.trim() === v ? v : '';
    if (/^[+-]?(inf|infinity)$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
    if (/^nan$/i.test(s)) return NaN;
    if (!/^[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?)$/.test(s)) return conversionError('double');
    const d = Number(s);
    // Go ParseFloat reports out-of-range values as an error (the conversion then fails)
    return Number.isFinite(d) ? d : conversionError('double');
  }
  return new CelError('no such overload');
}

export function toStringValue(v: Value): Value {
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof CelUint) return v.v.toString();
  if (typeof v === 'number') return formatDouble(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Uint8Array) {
    try {
      return utf8.decode(v);
    } catch {
      return new CelError('invalid UTF-8 in bytes, cannot convert to string');
    }
  }
  if (v instanceof CelTimestamp) return formatTimestamp(v);
  if (v instanceof CelDuration) return formatDuration(v);
  if (v instanceof CelTypeValue) return v.name;
  const sv = v as { toCelString?: () => Value } | null;
  if (sv && typeof sv.toCelString === 'function') return sv.toCelString();
  return new CelError('no such overload');
}

function toBool(v: Value): Value {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(v)) return true;
    if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(v)) return false;
    return conversionError('bool');
  }
  return new CelError('no such overload');
}

export const CONVERSION_FUNCTIONS: FunctionDecl[] = [
  {
    name: 'int',
    overloads: [
      o('int64_to_int64', [T.int], T.int, toInt),
      o('uint64_to_int64', [T.uint], T.int, toInt),
      o('double_to_int64', [T.double], T.int, toInt),
      o('string_to_int64', [T.string], T.int, toInt),
      o('timestamp_to_int64', [T.timestamp], T.int, toInt),
      o('duration_to_int64', [T.duration], T.int, toInt),
    ],
  },
  {
    name: 'uint',
    overloads: [
      o('uint64_to_uint64', [T.uint], T.uint, toUint),
      o('int64_to_uint64', [T.int], T.uint, toUint),
      o('double_to_uint64', [T.double], T.uint, toUint),
      o('string_to_uint64', [T.string], T.uint, toUint),
    ],
  },
  {
    name: 'double',
    overloads: [
      o('double_to_double', [T.double], T.double, toDouble),
      o('int64_to_double', [T.int], T.double, toDouble),
      o('uint64_to_double', [T.uint], T.double, toDouble),
      o('string_to_double', [T.string], T.double, toDouble),
    ],
  },
  {
    name: 'string',
    overloads: [
      o('string_to_string', [T.string], T.string, toStringValue),
      o('int64_to_string', [T.int], T.string, toStringValue),
      o('uint64_to_string', [T.uint], T.string, toStringValue),
      o('double_to_string', [T.double], T.string, toStringValue),
      o('bool_to_string', [T.bool], T.string, toStringValue),
      o('bytes_to_string', [T.bytes], T.string, toStringValue),
      o('timestamp_to_string', [T.timestamp], T.string, toStringValue),
      o('duration_to_string', [T.duration], T.string, toStringValue),
    ],
  },
  {
    name: 'bytes',
    overloads: [o('bytes_to_bytes', [T.bytes], T.bytes, (v) => v), o('string_to_bytes', [T.string], T.bytes, (v) => (typeof v === 'string' ? enc.encode(v) : new CelError('no such overload')))],
  },
  {
    name: 'bool',
    overloads: [o('bool_to_bool', [T.bool], T.bool, toBool), o('string_to_bool', [T.string], T.bool, toBool)],
  },
  { name: 'dyn', overloads: [o('to_dyn', [A], T.dyn, (v) => v)] },
  { name: 'type', overloads: [o('type', [A], T.typeOf(A), (v) => new CelTypeValue(typeOfValue(v)))] },
  {
    name: 'duration',
    overloads: [
      o('duration_to_duration', [T.duration], T.duration, (v) => v),
      o('string_to_duration', [T.string], T.duration, (v) => (typeof v === 'string' ? orConversionError(parseDuration(v), 'google.protobuf.Duration') : new CelError('no such overload'))),
    ],
  },
  {
    name: 'timestamp',
    overloads: [
      o('timestamp_to_timestamp', [T.timestamp], T.timestamp, (v) => v),
      o('string_to_timestamp', [T.string], T.timestamp, (v) => (typeof v === 'string' ? orConversionError(parseTimestamp(v), 'google.protobuf.Timestamp') : new CelError('no such overload'))),
      o('int64_to_timestamp', [T.int], T.timestamp, (v) => (typeof v === 'bigint' ? makeTimestamp(Number(v), 0) : new CelError('no such overload'))),
    ],
  },
];
