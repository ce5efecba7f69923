// time.Parse(time.RFC3339, s) as metav1.Time.UnmarshalJSON uses it, with Go's ParseError texts,
// and the RFC 3339 (seconds, UTC) rendering of metav1.Time.MarshalJSON.
import { goQuote } from '../golang/fmt';

const LAYOUT = '2006-01-02T15:04:05Z07:00';

export type ParsedTime = { ok: true; epochSeconds: number } | { ok: false; error: string };

const isDigit = (s: string, i: number) => i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57;

/** getnum(s, fixed): one or two leading digits (exactly two when fixed). */
function getnum(s: string, fixed: boolean): [number, string] | null {
  if (!isDigit(s, 0)) return null;
  if (!isDigit(s, 1)) return fixed ? null : [s.charCodeAt(0) - 48, s.slice(1)];
  return [(s.charCodeAt(0) - 48) * 10 + (s.charCodeAt(1) - 48), s.slice(2)];
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

export function parseRFC3339(avalue: string): ParsedTime {
  const cannot = (valueElem: string, layoutElem: string): ParsedTime => ({
    ok: false,
    error: `parsing time ${goQuote(avalue)} as ${goQuote(LAYOUT)}: cannot parse ${goQuote(valueElem)} as ${goQuote(layoutElem)}`,
  });
  const message = (m: string): ParsedTime => ({ ok: false, error: `parsing time ${goQuote(avalue)}${m}` });
  let value = avalue;
  const literal = (lit: string): boolean => {
    if (!value.startsWith(lit)) return false;
    value = value.slice(lit.length);
    return true;
  };
  // 2006
  let hold = value;
  if (value.length < 4 || !isDigit(value, 0) || !/^[0-9]{4}/.test(value)) return cannot(hold, '2006');
  const year = +value.slice(0, 4);
  value = value.slice(4);
  if (!literal('-')) return cannot(value, '-');
  hold = value;
  let r = getnum(value, true);
  if (!r) return cannot(hold, '01');
  const month = r[0];
  value = r[1];
  if (month <= 0 || month > 12) return message(': month out of range');
  if (!literal('-')) return cannot(value, '-');
  hold = value;
  r = getnum(value, true);
  if (!r) return cannot(hold, '02');
  const day = r[0];
  value = r[1];
  if (day < 0 || day > 31) return message(': day out of range');
  if (!literal('T')) return cannot(value, 'T');
  hold = value;
  r = getnum(value, false);
  if (!r) return cannot(hold, '15');
  const hour = r[0];
  value = r[1];
  if (hour >= 24) return message(': hour out of range');
  if (!literal(':')) return cannot(value, ':');
  hold = value;
  r = getnum(value, true);
  if (!r) return cannot(hold, '04');
  const min = r[0];
  value = r[1];
  if (min >= 60) return message(': minute out of range');
  if (!literal(':')) return cannot(value, ':');
  hold = value;
  r = getnum(value, true);
  if (!r) return cannot(hold, '05');
  const sec = r[0];
  value = r[1];
  if (sec >= 60) return message(': second out of range');
  if (value.length >= 2 && (value[0] === '.' || value[0] === ',') && isDigit(value, 1)) {
    let n = 2;
    while (isDigit(value, n)) n++;
    value = value.slice(n);
  }
  // Z07:00
  hold = value;
  let offset = 0;
  if (value.length >= 1 && value[0] === 'Z') value = value.slice(1);
  else {
    if (value.length < 6 || value[3] !== ':') return cannot(hold, 'Z07:00');
    const sign = value[0];
    const hh = getnum(value.slice(1, 3), true);
    const mm = getnum(value.slice(4, 6), true);
    if (!hh || !mm || (sign !== '+' && sign !== '-')) return cannot(hold, 'Z07:00');
    if (hh[0] > 24) return message(': time zone offset hour out of range');
    if (mm[0] > 60) return message(': time zone offset minute out of range');
    offset = (sign === '-' ? -1 : 1) * (hh[0] * 3600 + mm[0] * 60);
    value = value.slice(6);
  }
  if (value.length > 0) return message(`: extra text: ${goQuote(value)}`);
  if (day < 1 || day > daysIn(month, year)) return message(': day out of range');
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, min, sec, 0);
  return { ok: true, epochSeconds: Math.floor(d.getTime() / 1000) - offset };
}

/** metav1.Time in JSON: UTC, RFC 3339 with seconds precision. */
export function formatRFC3339(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(d.getUTCFullYear(), 4)}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}Z`;
}
