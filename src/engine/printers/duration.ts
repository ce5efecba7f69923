// Ages as the apiserver and kubectl print them: apimachinery util/duration (HumanDuration,
// ShortHumanDuration), metav1.Time's query-parameter parsing (RFC 3339) and
// meta/table ConvertToHumanReadableDateType.
import { daysFromCivil, parseRFC3339 } from '../golang/time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Go integer division of durations: truncates toward zero. */
const div = (a: number, b: number) => Math.trunc(a / b);

/** HumanDuration(d): ~2-3 significant figures (`5m30s`, `3h10m`, `2d5h`, `3y45d`). */
export function humanDuration(ms: number): string {
  // up to two seconds in the future are tolerated as "now"
  const seconds = div(ms, SECOND);
  if (seconds < -1) return '<invalid>';
  if (seconds < 0) return '0s';
  if (seconds < 60 * 2) return `${seconds}s`;
  const minutes = div(ms, MINUTE);
  if (minutes < 10) {
    const s = div(ms, SECOND) % 60;
    return s === 0 ? `${minutes}m` : `${minutes}m${s}s`;
  }
  if (minutes < 60 * 3) return `${minutes}m`;
  const hours = div(ms, HOUR);
  if (hours < 8) {
    const m = minutes % 60;
    return m === 0 ? `${hours}h` : `${hours}h${m}m`;
  }
  if (hours < 48) return `${hours}h`;
  if (hours < 24 * 8) {
    const h = hours % 24;
    return h === 0 ? `${div(hours, 24)}d` : `${div(hours, 24)}d${h}h`;
  }
  if (hours < 24 * 365 * 2) return `${div(hours, 24)}d`;
  if (hours < 24 * 365 * 8) {
    const dy = div(hours, 24) % 365;
    return dy === 0 ? `${div(hours, 24 * 365)}y` : `${div(hours, 24 * 365)}y${dy}d`;
  }
  return `${div(hours, 24 * 365)}y`;
}

/** ShortHumanDuration(d): one unit (`5m`, `3h`, `2d`, `3y`). */
export function shortHumanDuration(ms: number): string {
  const seconds = div(ms, SECOND);
  if (seconds < -1) return '<invalid>';
  if (seconds < 0) return '0s';
  if (seconds < 60) return `${seconds}s`;
  const minutes = div(ms, MINUTE);
  if (minutes < 60) return `${minutes}m`;
  const hours = div(ms, HOUR);
  if (hours < 24) return `${hours}h`;
  if (hours < 24 * 365) return `${div(hours, 24)}d`;
  return `${Math.trunc(ms / HOUR / 24 / 365)}y`;
}

export type ParsedTime = { zero: true } | { zero: false; ms: number };

/**
 * metav1.Time.UnmarshalQueryParameter: "" and "null" are the zero time, anything else must
 * parse as time.RFC3339. Returns null when it does not parse.
 */
export function parseMetaTime(s: string): ParsedTime | null {
  if (s.length === 0 || s === 'null') return { zero: true };
  const t = parseRFC3339(s);
  if (!t.ok) return null;
  // time.Time.IsZero: 0001-01-01T00:00:00Z
  if (t.sec === ZERO_TIME_SECONDS && t.nanos === 0) return { zero: true };
  return { zero: false, ms: t.sec * 1000 + Math.trunc(t.nanos / 1e6) };
}

const ZERO_TIME_SECONDS = daysFromCivil(1, 1, 1) * 86400;

/** The "now" of a conversion: an RFC 3339 string, or the current time. */
export function resolveNow(now?: string): number {
  if (now !== undefined) {
    const t = Date.parse(now);
    if (!Number.isNaN(t)) return t;
  }
  return Date.now();
}

/** ConvertToHumanReadableDateType: `<unknown>` for the zero time, else the age at `nowMs`. */
export function humanReadableAge(t: ParsedTime, nowMs: number): string {
  if (t.zero) return '<unknown>';
  return humanDuration(nowMs - t.ms);
}
