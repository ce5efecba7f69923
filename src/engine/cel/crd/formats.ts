// String formats CEL sees as typed values (apiserver/pkg/cel/common/values.go UnstructuredToVal):
// `duration` via strfmt.ParseDuration, `date` via time.Parse("2006-01-02"), `date-time` via
// strfmt.ParseDateTime, `byte` via base64 (strfmt.Base64).
import { CelDuration, CelTimestamp } from '../values';

const UNIT_NS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1000000n,
  s: 1000000000n,
  m: 60n * 1000000000n,
  h: 3600n * 1000000000n,
};

const MAX_DURATION = (1n << 63n) - 1n;

/** Go time.ParseDuration: `[-+]?([0-9]*(\.[0-9]*)?[a-z]+)+`; returns nanoseconds or an error text. */
export function goParseDuration(s: string): bigint | string {
  const orig = s;
  const quoted = JSON.stringify(orig);
  let neg = false;
  if (s !== '' && (s[0] === '-' || s[0] === '+')) {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  if (s === '0') return 0n;
  if (s === '') return `time: invalid duration ${quoted}`;
  let total = 0n;
  while (s !== '') {
    const m = /^([0-9]*)(\.([0-9]*))?/.exec(s)!;
    const intPart = m[1];
    const frac = m[3] ?? '';
    if (intPart === '' && (m[2] === undefined || frac === '')) return `time: invalid duration ${quoted}`;
    s = s.slice(m[0].length);
    const um = /^[^0-9.]+/.exec(s);
    if (!um) return `time: missing unit in duration ${quoted}`;
    const unit = um[0];
    const mult = UNIT_NS[unit];
    if (mult === undefined) return `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`;
    s = s.slice(unit.length);
    let v = BigInt(intPart || '0') * mult;
    if (frac !== '') {
      const scale = 10n ** BigInt(frac.length);
      v += (BigInt(frac) * mult) / scale;
    }
    total += v;
    if (total > MAX_DURATION + (neg ? 1n : 0n)) return `time: invalid duration ${quoted}`;
  }
  return neg ? -total : total;
}

// strfmt's fallback grammar: "<n> <unit>" pairs with long unit names (day, week, ...).
const STRFMT_UNITS: [string[], bigint][] = [
  [['ns', 'nano'], 1n],
  [['us', 'µs', 'micro'], 1000n],
  [['ms', 'milli'], 1000000n],
  [['s', 'sec'], 1000000000n],
  [['m', 'min'], 60n * 1000000000n],
  [['h', 'hr', 'hour'], 3600n * 1000000000n],
  [['d', 'day'], 24n * 3600n * 1000000000n],
  [['w', 'wk', 'week'], 7n * 24n * 3600n * 1000000000n],
];

/** strfmt.ParseDuration: Go syntax first, then `<n><unit>` pairs with long unit names. */
export function parseDurationFormat(s: string): CelDuration | string {
  const go = goParseDuration(s);
  if (typeof go === 'bigint') return new CelDuration(go);
  let dur = 0n;
  let ok = false;
  for (const m of s.matchAll(/(\d+)\s*([A-Za-zµ]+)/g)) {
    const factor = BigInt(m[1]);
    const unit = m[2].trim().toLowerCase();
    for (const [variants, mult] of STRFMT_UNITS) {
      const last = variants.length - 1;
      variants.forEach((variant, i) => {
        if ((i === last && unit.startsWith(variant)) || variant.toLowerCase() === unit) {
          ok = true;
          dur += factor * mult;
        }
      });
    }
  }
  if (ok) return new CelDuration(dur);
  return `unable to parse ${s} as duration`;
}

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const dim = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= dim;
}

function utcSeconds(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const dt = new Date(0);
  dt.setUTCFullYear(y, mo - 1, d);
  dt.setUTCHours(h, mi, s, 0);
  return Math.floor(dt.getTime() / 1000);
}

/** time.Parse("2006-01-02", s): midnight UTC. */
export function parseDateFormat(s: string): CelTimestamp | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return `parsing time ${JSON.stringify(s)} as "2006-01-02": cannot parse ${JSON.stringify(s)} as "2006-01-02"`;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validDate(y, mo, d)) return `parsing time ${JSON.stringify(s)}: day out of range`;
  return new CelTimestamp(utcSeconds(y, mo, d, 0, 0, 0), 0);
}

/**
 * strfmt.ParseDateTime: RFC 3339 with or without fractional seconds, `Z` or a numeric offset (with
 * or without colon), `T` or space separator, and the offset-less local forms (UTC).
 */
export function parseDateTimeFormat(s: string): CelTimestamp | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}:?\d{2})?$/.exec(s);
  if (!m) return `parsing time ${JSON.stringify(s)} as "2006-01-02T15:04:05.000Z07:00": cannot parse ${JSON.stringify(s)} as "2006-01-02T15:04:05.000Z07:00"`;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const sec = m[6] !== undefined ? Number(m[6]) : 0;
  if (!validDate(y, mo, d) || h > 23 || mi > 59 || sec > 59) return `parsing time ${JSON.stringify(s)}: value out of range`;
  let offset = 0;
  const tz = m[8];
  if (tz && tz !== 'Z' && tz !== 'z') {
    const sign = tz[0] === '-' ? -1 : 1;
    const digits = tz.slice(1).replace(':', '');
    offset = sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2, 4)) * 60);
  }
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  return new CelTimestamp(utcSeconds(y, mo, d, h, mi, sec) - offset, nanos, offset);
}

/** strfmt.Base64 UnmarshalText: standard base64 with padding. */
export function parseByteFormat(s: string): Uint8Array | string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s) || s.length % 4 !== 0) {
    return `illegal base64 data at input byte ${firstBadBase64Byte(s)}`;
  }
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function firstBadBase64Byte(s: string): number {
  for (let i = 0; i < s.length; i++) if (!/[A-Za-z0-9+/=]/.test(s[i]!)) return i;
  return Math.floor(s.length / 4) * 4;
}
