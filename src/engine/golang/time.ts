// Go's time package as the apiserver's messages and values show it: time.Parse with the layouts
// Kubernetes uses (time.RFC3339 for metav1.Time and CEL's timestamp(), time.DateOnly for the `date`
// format) and its ParseError texts (time/format.go parse; the RFC 3339 fast path of
// time/format_rfc3339.go accepts a subset of what parse accepts, with the same result),
// Time.Format(time.RFC3339 / time.RFC3339Nano), the proleptic Gregorian calendar of time.Date and
// the package's own quote() used in its error texts.

/** A point in time as Go's time.Time holds it: Unix seconds, nanoseconds in [0, 1e9), zone offset in seconds east of UTC. */
export interface GoTime {
  sec: number;
  nanos: number;
  offset: number;
}

type ParsedGoTime = ({ ok: true } & GoTime) | { ok: false; error: string };

export const RFC3339 = '2006-01-02T15:04:05Z07:00';
export const DATE_ONLY = '2006-01-02';

const UTF8 = new TextEncoder();

/** time.quote: double quotes, `"` and `\` escaped, every byte of a non-ASCII or control character as `\xNN`. */
export function timeQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x80 || c < 0x20) {
      for (const b of UTF8.encode(ch)) out += '\\x' + b.toString(16).padStart(2, '0');
    } else {
      if (ch === '"' || ch === '\\') out += '\\';
      out += ch;
    }
  }
  return out + '"';
}

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1–12) of a year. */
export function daysIn(month: number, year: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
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

/** The proleptic Gregorian date of a day count since 1970-01-01. */
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

const isDigit = (s: string, i: number) => i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57;

/** getnum(s, fixed): one or two leading digits (exactly two when fixed). */
function getnum(s: string, fixed: boolean): [number, string] | null {
  if (!isDigit(s, 0)) return null;
  if (!isDigit(s, 1)) return fixed ? null : [s.charCodeAt(0) - 48, s.slice(1)];
  return [(s.charCodeAt(0) - 48) * 10 + (s.charCodeAt(1) - 48), s.slice(2)];
}

// The layouts as time.nextStdChunk splits them: std chunks and literal bytes.
const CHUNKS: Record<string, string[]> = {
  [RFC3339]: ['2006', '-', '01', '-', '02', 'T', '15', ':', '04', ':', '05', 'Z07:00'],
  [DATE_ONLY]: ['2006', '-', '01', '-', '02'],
};

/** time.Parse(layout, value) for time.RFC3339 and time.DateOnly, in UTC unless the value names an offset. */
export function parseTime(layout: typeof RFC3339 | typeof DATE_ONLY, avalue: string): ParsedGoTime {
  const fail = (m: string): ParsedGoTime => ({ ok: false, error: `parsing time ${timeQuote(avalue)}${m}` });
  const cannot = (valueElem: string, layoutElem: string) => fail(` as ${timeQuote(layout)}: cannot parse ${timeQuote(valueElem)} as ${timeQuote(layoutElem)}`);
  let value = avalue;
  let year = 0;
  let month = -1;
  let day = -1;
  let hour = 0;
  let min = 0;
  let sec = 0;
  let nanos = 0;
  let offset = 0;
  for (const chunk of CHUNKS[layout]!) {
    const hold = value;
    let range = '';
    let r: [number, string] | null;
    switch (chunk) {
      case '2006':
        if (value.length < 4 || !/^[0-9]{4}/.test(value)) return cannot(hold, chunk);
        year = +value.slice(0, 4);
        value = value.slice(4);
        break;
      case '01':
        if (!(r = getnum(value, true))) return cannot(hold, chunk);
        [month, value] = r;
        if (month <= 0 || month > 12) range = 'month';
        break;
      case '02':
        // any one- or two-digit day here; the date is validated after parsing
        if (!(r = getnum(value, true))) return cannot(hold, chunk);
        [day, value] = r;
        break;
      case '15':
        if (!(r = getnum(value, false))) return cannot(hold, chunk);
        [hour, value] = r;
        if (hour >= 24) range = 'hour';
        break;
      case '04':
        if (!(r = getnum(value, true))) return cannot(hold, chunk);
        [min, value] = r;
        if (min >= 60) range = 'minute';
        break;
      case '05':
        if (!(r = getnum(value, true))) return cannot(hold, chunk);
        [sec, value] = r;
        if (sec >= 60) {
          range = 'second';
          break;
        }
        // a fractional second the layout does not name, after a period or a comma
        if (value.length >= 2 && (value[0] === '.' || value[0] === ',') && isDigit(value, 1)) {
          let n = 2;
          while (isDigit(value, n)) n++;
          nanos = Number(value.slice(1, Math.min(n, 10)).padEnd(9, '0'));
          value = value.slice(n);
        }
        break;
      case 'Z07:00': {
        if (value.length >= 1 && value[0] === 'Z') {
          value = value.slice(1);
          break;
        }
        if (value.length < 6 || value[3] !== ':') return cannot(hold, chunk);
        const hh = getnum(value.slice(1, 3), true);
        const mm = hh && getnum(value.slice(4, 6), true);
        const sign = value[0];
        const hr = hh ? hh[0] : 0;
        const mi = mm ? mm[0] : 0;
        // offsets of 24 hours or 60 minutes are accepted: Go tests with > rather than >=
        if (hr > 24) range = 'time zone offset hour';
        if (mi > 60) range = 'time zone offset minute';
        if (range) break;
        if (!hh || !mm || (sign !== '+' && sign !== '-')) return cannot(hold, chunk);
        offset = (sign === '-' ? -1 : 1) * (hr * 3600 + mi * 60);
        value = value.slice(6);
        break;
      }
      default:
        if (!value.startsWith(chunk)) return cannot(value, chunk);
        value = value.slice(chunk.length);
    }
    if (range) return fail(`: ${range} out of range`);
  }
  if (value.length > 0) return fail(`: extra text: ${timeQuote(value)}`);
  if (day < 1 || day > daysIn(month, year)) return fail(': day out of range');
  return { ok: true, sec: daysFromCivil(year, month, day) * 86400 + hour * 3600 + min * 60 + sec - offset, nanos, offset };
}

/** time.Parse(time.RFC3339, value). */
export function parseRFC3339(value: string): ParsedGoTime {
  return parseTime(RFC3339, value);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Time.Format(time.RFC3339) (whole seconds) or, with `nano`, Time.Format(time.RFC3339Nano)
 * (fraction without trailing zeros), in the time's zone offset (`Z` for UTC).
 */
export function formatRFC3339(t: GoTime, nano = false): string {
  const local = t.sec + t.offset;
  const days = Math.floor(local / 86400);
  const rem = local - days * 86400;
  const { y, m, d } = civilFromDays(days);
  let s = `${y < 0 ? '-' + pad(-y, 4) : pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(Math.floor(rem / 3600))}:${pad(Math.floor((rem % 3600) / 60))}:${pad(rem % 60)}`;
  if (nano && t.nanos) s += '.' + pad(t.nanos, 9).replace(/0+$/, '');
  if (!t.offset) return s + 'Z';
  const a = Math.abs(t.offset);
  return `${s}${t.offset < 0 ? '-' : '+'}${pad(Math.floor(a / 3600))}:${pad(Math.floor((a % 3600) / 60))}`;
}

/** metav1.Time in JSON (MarshalJSON): UTC, RFC 3339 with whole seconds. */
export function formatMetaTime(unixSeconds: number): string {
  return formatRFC3339({ sec: Math.floor(unixSeconds), nanos: 0, offset: 0 });
}
