// Date, date-time and duration formats of kube-openapi strfmt:
import { utf8Len } from '../../golang/utf8';
// IsDate = time.Parse("2006-01-02"), IsDateTime (split at 't' + DateTimePattern),
// IsDuration = time.ParseDuration or the strfmt duration matcher fallback.

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** time.Parse("2006-01-02", s) == nil: 4-digit year, 2-digit month 01-12, 2-digit day valid for the month. */
export function isDate(s: string): boolean {
  if (s.length !== 10) return false;
  for (const i of [0, 1, 2, 3, 5, 6, 8, 9]) if (!isDigit(s.charCodeAt(i))) return false;
  if (s[4] !== '-' || s[7] !== '-') return false;
  const year = +s.slice(0, 4);
  const month = +s.slice(5, 7);
  const day = +s.slice(8, 10);
  if (month < 1 || month > 12) return false;
  return day >= 1 && day <= daysIn(month, year);
}

// DateTimePattern, applied to the lower-cased time part.
const RX_TIME = /^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$/u;

/** strfmt.IsDateTime */
export function isDateTime(s: string): boolean {
  if (utf8Len(s) < 4) return false;
  const parts = s.toLowerCase().split('t');
  if (parts.length < 2 || !isDate(parts[0])) return false;
  const m = RX_TIME.exec(parts[1]);
  if (!m) return false;
  return m[1] <= '23' && m[2] <= '59' && m[3] <= '59';
}

const UNIT_NS: Record<string, number> = {
  ns: 1,
  us: 1e3,
  µs: 1e3, // U+00B5
  μs: 1e3, // U+03BC
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9,
};
const MAX_DURATION = 2 ** 63;

/** time.ParseDuration(s) == nil */
export function isGoDuration(s: string): boolean {
  let i = 0;
  if (s.length > 0 && (s[0] === '-' || s[0] === '+')) i++;
  if (s.slice(i) === '0') return true;
  if (i === s.length) return false;
  let total = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (!(c === 46 || isDigit(c))) return false;
    const intStart = i;
    while (i < s.length && isDigit(s.charCodeAt(i))) i++;
    const pre = i > intStart;
    let v = pre ? Number(s.slice(intStart, i)) : 0;
    let post = false;
    let frac = 0;
    let scale = 1;
    if (i < s.length && s[i] === '.') {
      i++;
      const fracStart = i;
      while (i < s.length && isDigit(s.charCodeAt(i))) {
        if (scale < 1e18) {
          frac = frac * 10 + (s.charCodeAt(i) - 48);
          scale *= 10;
        }
        i++;
      }
      post = i > fracStart;
    }
    if (!pre && !post) return false;
    const unitStart = i;
    while (i < s.length) {
      const u = s.charCodeAt(i);
      if (u === 46 || isDigit(u)) break;
      i++;
    }
    if (i === unitStart) return false;
    const unit = UNIT_NS[s.slice(unitStart, i)];
    if (unit === undefined) return false;
    if (v > MAX_DURATION / unit) return false;
    v = v * unit + (frac * unit) / scale;
    total += v;
    if (total > MAX_DURATION) return false;
  }
  return true;
}

const TIME_UNITS: string[][] = [
  ['ns', 'nano'],
  ['us', 'µs', 'micro'],
  ['ms', 'milli'],
  ['s', 'sec'],
  ['m', 'min'],
  ['h', 'hr', 'hour'],
  ['d', 'day'],
  ['w', 'wk', 'week'],
];
const DURATION_MATCHER = /(([0-9]+)[\t\n\f\r ]*([A-Za-zµ]+))/g;

function goEqualFold(a: string, b: string): boolean {
  return a.length === b.length && a.toLowerCase() === b.toLowerCase();
}

/** strfmt.IsDuration: Go durations, or any "<digits> <unit word>" found in the string. */
export function isDuration(s: string): boolean {
  if (isGoDuration(s)) return true;
  let ok = false;
  DURATION_MATCHER.lastIndex = 0;
  for (let m = DURATION_MATCHER.exec(s); m !== null; m = DURATION_MATCHER.exec(s)) {
    // strconv.Atoi fails beyond int64: the whole parse fails.
    const digits = m[2].replace(/^0+/, '');
    if (digits.length > 19 || (digits.length === 19 && digits > '9223372036854775807')) return false;
    const unit = m[3].toLowerCase().trim();
    for (const variants of TIME_UNITS) {
      const last = variants.length - 1;
      variants.forEach((variant, i) => {
        if ((i === last && unit.startsWith(variant)) || goEqualFold(variant, unit)) ok = true;
      });
    }
  }
  return ok;
}
