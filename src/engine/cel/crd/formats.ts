// String formats CEL sees as typed values (apiserver/pkg/cel/common/values.go UnstructuredToVal):
// `duration` via strfmt.ParseDuration, `date` via time.Parse("2006-01-02"), `date-time` via
// strfmt.ParseDateTime, `byte` via base64 (strfmt.Base64).
import { daysFromCivil, daysIn, DATE_ONLY, parseTime } from '../../golang/time';
import { parseStrfmtDuration } from '../../validation/formats/time';
import { CelDuration, CelTimestamp } from '../values';

/** strfmt.ParseDuration as a CEL duration, or its error text. */
export function parseDurationFormat(s: string): CelDuration | string {
  const d = parseStrfmtDuration(s);
  return d.ok ? new CelDuration(d.ns) : d.error;
}

/** time.Parse("2006-01-02", s): midnight UTC. */
export function parseDateFormat(s: string): CelTimestamp | string {
  const t = parseTime(DATE_ONLY, s);
  return t.ok ? new CelTimestamp(t.sec, 0) : t.error;
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
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(mo, y) || h > 23 || mi > 59 || sec > 59) return `parsing time ${JSON.stringify(s)}: value out of range`;
  let offset = 0;
  const tz = m[8];
  if (tz && tz !== 'Z' && tz !== 'z') {
    const sign = tz[0] === '-' ? -1 : 1;
    const digits = tz.slice(1).replace(':', '');
    offset = sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2, 4)) * 60);
  }
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  return new CelTimestamp(daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec - offset, nanos, offset);
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
