// Timestamps and durations as cel-go models them (Go time.Time / time.Duration semantics):
// RFC 3339 parsing and formatting, Go ParseDuration, duration strings, time-zone field access.
import { CelDuration, CelError, CelTimestamp, Value } from './values';

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in Unix seconds (cel-go timestamp range). */
export const MIN_UNIX_SECONDS = -62135596800;
export const MAX_UNIX_SECONDS = 253402300799;
const NS = 1_000_000_000n;
export const DURATION_MIN_NS = -(2n ** 63n);
export const DURATION_MAX_NS = 2n ** 63n - 1n;

export function makeTimestamp(sec: number, nanos: number, offset = 0): Value {
  if (nanos >= 1e9 || nanos < 0) {
    const carry = Math.floor(nanos / 1e9);
    sec += carry;
    nanos -= carry * 1e9;
  }
  if (!Number.isFinite(sec) || sec < MIN_UNIX_SECONDS || sec > MAX_UNIX_SECONDS) return new CelError('timestamp overflow');
  return new CelTimestamp(sec, nanos, offset);
}

export function makeDuration(ns: bigint): Value {
  if (ns < DURATION_MIN_NS || ns > DURATION_MAX_NS) return new CelError('duration overflow');
  return new CelDuration(ns);
}

export function timestampNs(t: CelTimestamp): bigint {
  return BigInt(t.sec) * NS + BigInt(t.nanos);
}

export function timestampFromNs(ns: bigint, offset = 0): Value {
  let sec = ns / NS;
  let nanos = ns % NS;
  if (nanos < 0n) {
    nanos += NS;
    sec -= 1n;
  }
  return makeTimestamp(Number(sec), Number(nanos), offset);
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** Parse an RFC 3339 timestamp as Go's time.Parse(time.RFC3339, s) does (cel-go timestamp(string)). */
export function parseTimestamp(s: string): Value {
  const m = RFC3339.exec(s);
  if (!m) return new CelError(`parsing time "${s}" as "2006-01-02T15:04:05Z07:00": cannot parse "${s}" as "2006"`);
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || se > 59) {
    return new CelError(`parsing time "${s}": ${mo < 1 || mo > 12 ? 'month' : d < 1 || d > daysIn(y, mo) ? 'day' : 'time'} out of range`);
  }
  const frac = m[7] ? Number((m[7].slice(1) + '000000000').slice(0, 9)) : 0;
  let off = 0;
  const z = m[8]!;
  if (z !== 'Z' && z !== 'z') {
    const oh = Number(z.slice(1, 3));
    const om = Number(z.slice(4, 6));
    if (oh > 23 || om > 59) return new CelError(`parsing time "${s}": time zone offset out of range`);
    off = (oh * 3600 + om * 60) * (z[0] === '-' ? -1 : 1);
  }
  const sec = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se - off;
  return makeTimestamp(sec, frac, off);
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
function daysIn(y: number, m: number): number {
  return [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(z: number): { y: number; m: number; d: number } {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Go time.Time.Format(time.RFC3339Nano) in the value's zone offset (cel-go string(timestamp)). */
export function formatTimestamp(t: CelTimestamp): string {
  const local = t.sec + t.offset;
  const days = Math.floor(local / 86400);
  const rem = local - days * 86400;
  const { y, m, d } = civilFromDays(days);
  let s = `${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(Math.floor(rem / 3600))}:${pad(Math.floor((rem % 3600) / 60))}:${pad(rem % 60)}`;
  if (t.nanos) s += '.' + pad(t.nanos, 9).replace(/0+$/, '');
  if (!t.offset) return s + 'Z';
  const a = Math.abs(t.offset);
  return `${s}${t.offset < 0 ? '-' : '+'}${pad(Math.floor(a / 3600))}:${pad(Math.floor((a % 3600) / 60))}`;
}

/**
 * cel-go string(duration): strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "s", where Go computes
 * Seconds() as float64(sec) + float64(nsec)/1e9 (so very long durations round like Go does).
 */
export function formatDuration(d: CelDuration): string {
  const sec = d.ns / NS;
  const nsec = d.ns % NS;
  return formatFloatF(Number(sec) + Number(nsec) / 1e9) + 's';
}

/** Proto3 JSON form of a duration: 0, 3, 6 or 9 fractional digits ("3600s", "1.500s"). */
export function durationProtoJSON(d: CelDuration): string {
  const neg = d.ns < 0n;
  const a = neg ? -d.ns : d.ns;
  return (neg ? '-' : '') + (a / NS).toString() + protoFraction(Number(a % NS)) + 's';
}

/** Proto3 JSON form of a timestamp (RFC 3339, UTC, 0/3/6/9 fractional digits). */
export function timestampProtoJSON(t: CelTimestamp): string {
  return formatTimestamp(new CelTimestamp(t.sec, 0)).slice(0, -1) + protoFraction(t.nanos) + 'Z';
}

function protoFraction(nanos: number): string {
  if (!nanos) return '';
  const s = pad(nanos, 9);
  if (nanos % 1_000_000 === 0) return '.' + s.slice(0, 3);
  if (nanos % 1000 === 0) return '.' + s.slice(0, 6);
  return '.' + s;
}

/** Go strconv.FormatFloat(x, 'f', -1, 64): shortest round-trip digits, never an exponent. */
export function formatFloatF(x: number): string {
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(x.toExponential())!;
  const digits = m[2]! + (m[3] ?? '');
  const exp = Number(m[4]);
  let out: string;
  if (exp < 0) out = '0.' + '0'.repeat(-exp - 1) + digits;
  else if (exp >= digits.length - 1) out = digits + '0'.repeat(exp - digits.length + 1);
  else out = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
  return m[1] + out;
}

const UNITS: Record<string, bigint> = { ns: 1n, us: 1000n, µs: 1000n, μs: 1000n, ms: 1_000_000n, s: NS, m: 60n * NS, h: 3600n * NS };

/** Go time.ParseDuration. */
export function parseDuration(s: string): Value {
  const orig = s;
  const bad = () => new CelError(`time: invalid duration "${orig}"`);
  let neg = false;
  if (s[0] === '-' || s[0] === '+') {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  if (s === '0') return new CelDuration(0n);
  if (s === '') return bad();
  let total = 0;
  let totalNs = 0n;
  while (s !== '') {
    const m = /^(\d*)(?:\.(\d*))?/.exec(s)!;
    if (!m[1] && !m[2]) return bad();
    if (m[0] === '.') return bad();
    s = s.slice(m[0].length);
    const um = /^(ns|us|µs|μs|ms|s|m|h)/.exec(s);
    if (!um) return new CelError(`time: ${s === '' ? 'missing unit' : `unknown unit "${/^[^0-9.]*/.exec(s)![0]}"`} in duration "${orig}"`);
    s = s.slice(um[0].length);
    const unit = UNITS[um[1]!]!;
    const whole = BigInt(m[1] || '0') * unit;
    let fracNs = 0n;
    if (m[2]) {
      const digits = m[2];
      fracNs = (BigInt(digits) * unit) / 10n ** BigInt(digits.length);
    }
    totalNs += whole + fracNs;
    total++;
    if (totalNs > 2n ** 63n) return new CelError(`time: invalid duration "${orig}"`);
  }
  if (!total) return bad();
  const v = neg ? -totalNs : totalNs;
  if (v > DURATION_MAX_NS) return new CelError(`time: invalid duration "${orig}"`);
  return new CelDuration(v);
}

const dtfCache = new Map<string, Intl.DateTimeFormat | null>();

/** Go strconv.Atoi. */
function atoi(s: string): number | CelError {
  return /^[+-]?\d+$/.test(s) ? Number(s) : new CelError(`strconv.Atoi: parsing ${JSON.stringify(s)}: invalid syntax`);
}

/** cel-go timeZone(): an IANA name, or "[+-]HH:MM" parsed as hours and minutes with Atoi. */
function zoneOffsetSeconds(tz: string, sec: number): number | CelError {
  const colon = tz.indexOf(':');
  if (colon >= 0) {
    const hr = atoi(tz.slice(0, colon));
    if (hr instanceof CelError) return hr;
    const min = atoi(tz.slice(colon + 1));
    if (min instanceof CelError) return min;
    return (tz[0] === '-' ? hr * 60 - min : hr * 60 + min) * 60;
  }
  if (tz === 'UTC' || tz === '' || tz === 'Local') return 0;
  let f = dtfCache.get(tz);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      });
    } catch {
      f = null;
    }
    dtfCache.set(tz, f);
  }
  if (!f) return new CelError(`unknown time zone ${tz}`);
  const parts = f.formatToParts(new Date(sec * 1000));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  let y = get('year');
  if (parts.find((p) => p.type === 'era')?.value === 'BC') y = 1 - y;
  const local = daysFromCivil(y, get('month'), get('day')) * 86400 + get('hour') * 3600 + get('minute') * 60 + get('second');
  return local - sec;
}

export interface TimeFields {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
  hour: number;
  minute: number;
  second: number;
  dayOfWeek: number; // 0 = Sunday
  dayOfYear: number; // 0-based
}

/** Calendar fields of a timestamp in a zone (IANA name or ±HH:MM); CelError for unknown zones. */
export function timeFields(t: CelTimestamp, tz: string | undefined): TimeFields | CelError {
  let off = 0;
  if (tz !== undefined) {
    const o = zoneOffsetSeconds(tz, t.sec);
    if (o instanceof CelError) return o;
    off = o;
  }
  const local = t.sec + off;
  const days = Math.floor(local / 86400);
  const rem = local - days * 86400;
  const { y, m, d } = civilFromDays(days);
  return {
    year: y,
    month: m,
    day: d,
    hour: Math.floor(rem / 3600),
    minute: Math.floor((rem % 3600) / 60),
    second: rem % 60,
    dayOfWeek: (((days + 4) % 7) + 7) % 7,
    dayOfYear: days - daysFromCivil(y, 1, 1),
  };
}
