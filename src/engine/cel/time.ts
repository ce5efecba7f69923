// Timestamps and durations as cel-go models them (Go time.Time / time.Duration semantics):
// RFC 3339 and ParseDuration from golang/, duration strings, proto JSON forms, time-zone field access.
import { parseDuration as goParseDuration } from '../golang/duration';
import { civilFromDays, daysFromCivil, formatRFC3339, parseRFC3339 } from '../golang/time';
import { CelDuration, CelError, CelTimestamp, Value } from './values';
import { LRU } from '../cache';

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in Unix seconds (cel-go timestamp range). */
const MIN_UNIX_SECONDS = -62135596800;
const MAX_UNIX_SECONDS = 253402300799;
const NS = 1_000_000_000n;
const DURATION_MIN_NS = -(2n ** 63n);
const DURATION_MAX_NS = 2n ** 63n - 1n;

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

/** Parse an RFC 3339 timestamp as Go's time.Parse(time.RFC3339, s) does (cel-go timestamp(string)). */
export function parseTimestamp(s: string): Value {
  const t = parseRFC3339(s);
  return t.ok ? makeTimestamp(t.sec, t.nanos, t.offset) : new CelError(t.error);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Go time.Time.Format(time.RFC3339Nano) in the value's zone offset (cel-go string(timestamp)). */
export function formatTimestamp(t: CelTimestamp): string {
  return formatRFC3339(t, true);
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
function formatFloatF(x: number): string {
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

/** Go time.ParseDuration (cel-go duration(string)). */
export function parseDuration(s: string): Value {
  const d = goParseDuration(s);
  return d.ok ? new CelDuration(d.ns) : new CelError(d.error);
}

/** Formatters by IANA time zone name (null: not a zone); names come from expressions, so the cache is bounded. */
const dtfCache = new LRU<string, Intl.DateTimeFormat | null>({ name: 'cel.timeZones', capacity: 64 });

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
