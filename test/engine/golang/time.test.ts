import { describe, expect, it } from 'vitest';
import { DATE_ONLY, formatMetaTime, formatRFC3339, parseRFC3339, parseTime, RFC3339, timeQuote, type GoTime } from '../../../src/engine/golang/time';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s) / 1000;

// time.Parse(time.RFC3339, s): values Go accepts, through the fast path of time/format_rfc3339.go
// (parseRFC3339) or the general parse of time/format.go (one-digit hours, a comma before the
// fraction, zone offsets of 24 hours).
const accepted: [string, string, GoTime][] = [
  ['UTC', '2008-09-17T20:04:26Z', { sec: utc(2008, 9, 17, 20, 4, 26), nanos: 0, offset: 0 }],
  ['negative offset', '1994-09-17T20:04:26-05:00', { sec: utc(1994, 9, 18, 1, 4, 26), nanos: 0, offset: -18000 }],
  ['positive offset', '2000-12-26T01:15:06+04:20', { sec: utc(2000, 12, 25, 20, 55, 6), nanos: 0, offset: 15600 }],
  ['leap day', '2024-02-29T12:00:00Z', { sec: utc(2024, 2, 29, 12), nanos: 0, offset: 0 }],
  ['nanoseconds', '2006-01-02T15:04:05.999999999Z', { sec: utc(2006, 1, 2, 15, 4, 5), nanos: 999999999, offset: 0 }],
  ['fraction beyond nine digits is truncated', '2006-01-02T15:04:05.1234567891Z', { sec: utc(2006, 1, 2, 15, 4, 5), nanos: 123456789, offset: 0 }],
  ['fraction after a comma', '2024-03-01T00:00:00,5Z', { sec: utc(2024, 3, 1), nanos: 500000000, offset: 0 }],
  ['one-digit hour (stdHour takes one or two digits)', '2024-03-01T1:02:03Z', { sec: utc(2024, 3, 1, 1, 2, 3), nanos: 0, offset: 0 }],
  ['offset of 24 hours (the range test uses >)', '2024-03-01T00:00:00+24:00', { sec: utc(2024, 2, 29), nanos: 0, offset: 86400 }],
  ['year 0000', '0000-01-01T00:00:00Z', { sec: -62167219200, nanos: 0, offset: 0 }],
  ['the zero time', '0001-01-01T00:00:00Z', { sec: -62135596800, nanos: 0, offset: 0 }],
];

describe('parseRFC3339: time.Parse(time.RFC3339) accepts', () => {
  it.each(accepted)('%s: %s', (_name, s, want) => expect(parseRFC3339(s)).toEqual({ ok: true, ...want }));
});

// time/format_test.go parseErrorTests (the RFC3339 rows, issues 54569 and 54570) and the range
// and extra-text errors of parse(); the error is the whole ParseError text.
const as = `as "${RFC3339}"`;
const rejected: [string, string, string][] = [
  ['extra text after Z', '2006-01-02T15:04:05Z07:00', `parsing time "2006-01-02T15:04:05Z07:00": extra text: "07:00"`],
  ['missing seconds', '2006-01-02T15:04_abc', `parsing time "2006-01-02T15:04_abc" ${as}: cannot parse "_abc" as ":"`],
  ['missing zone', '2006-01-02T15:04:05_abc', `parsing time "2006-01-02T15:04:05_abc" ${as}: cannot parse "_abc" as "Z07:00"`],
  ['extra text after the zone', '2006-01-02T15:04:05Z_abc', `parsing time "2006-01-02T15:04:05Z_abc": extra text: "_abc"`],
  ['second out of range before a fraction', '2010-02-04T21:00:67.012345678-08:00', `parsing time "2010-02-04T21:00:67.012345678-08:00": second out of range`],
  ['issue 54569', '0000-01-01T00:00:.0+00:00', `parsing time "0000-01-01T00:00:.0+00:00" ${as}: cannot parse ".0+00:00" as "05"`],
  ['a lone quote', '"', `parsing time "\\"" ${as}: cannot parse "\\"" as "2006"`],
  ['issue 54570 (minutes)', '0000-01-01T00:00:00+00:+0', `parsing time "0000-01-01T00:00:00+00:+0" ${as}: cannot parse "+00:+0" as "Z07:00"`],
  ['issue 54570 (hours)', '0000-01-01T00:00:00+-0:00', `parsing time "0000-01-01T00:00:00+-0:00" ${as}: cannot parse "+-0:00" as "Z07:00"`],
  ['offset hour out of range', '2026-09-18T10:11:12+25:00', `parsing time "2026-09-18T10:11:12+25:00": time zone offset hour out of range`],
  ['offset minute out of range', '2026-09-18T10:11:12-23:61', `parsing time "2026-09-18T10:11:12-23:61": time zone offset minute out of range`],
  ['month out of range', '2023-13-01T00:00:00Z', `parsing time "2023-13-01T00:00:00Z": month out of range`],
  ['day out of range (checked after parsing)', '2023-02-29T00:00:00Z', `parsing time "2023-02-29T00:00:00Z": day out of range`],
  ['day 32 is parsed, then the T is missing', '2023-01-32x', `parsing time "2023-01-32x" ${as}: cannot parse "x" as "T"`],
  ['hour out of range', '2024-03-01T24:00:00Z', `parsing time "2024-03-01T24:00:00Z": hour out of range`],
  ['lower-case t is not the literal T', '2024-03-01t00:00:00Z', `parsing time "2024-03-01t00:00:00Z" ${as}: cannot parse "t00:00:00Z" as "T"`],
  ['lower-case z is no zone', '2024-03-01T00:00:00z', `parsing time "2024-03-01T00:00:00z" ${as}: cannot parse "z" as "Z07:00"`],
  ['no zone', '2024-03-01T00:00:00', `parsing time "2024-03-01T00:00:00" ${as}: cannot parse "" as "Z07:00"`],
  ['date only', '2024-03-01', `parsing time "2024-03-01" ${as}: cannot parse "" as "T"`],
  ['non-ASCII digits are quoted byte by byte', '２026-09-18T10:11:12Z', `parsing time "\\xef\\xbc\\x92026-09-18T10:11:12Z" ${as}: cannot parse "\\xef\\xbc\\x92026-09-18T10:11:12Z" as "2006"`],
];

describe('parseRFC3339: time.Parse(time.RFC3339) errors', () => {
  it.each(rejected)('%s: %s', (_name, s, error) => expect(parseRFC3339(s)).toEqual({ ok: false, error }));
});

// time.Parse(time.DateOnly): kube-openapi strfmt IsDate and CEL's `date` format (issue 56730 row).
const dates: [string, string, string | number][] = [
  ['a date', '2024-02-29', utc(2024, 2, 29)],
  ['issue 56730: two-digit year', '22-10-25', `parsing time "22-10-25" as "2006-01-02": cannot parse "22-10-25" as "2006"`],
  ['one-digit month', '2024-1-01', `parsing time "2024-1-01" as "2006-01-02": cannot parse "1-01" as "01"`],
  ['day out of range', '2023-02-29', `parsing time "2023-02-29": day out of range`],
  ['extra text', '2023-02-01T00:00:00Z', `parsing time "2023-02-01T00:00:00Z": extra text: "T00:00:00Z"`],
];

describe('parseTime(DATE_ONLY): time.Parse("2006-01-02")', () => {
  it.each(dates)('%s: %s', (_name, s, want) => {
    const t = parseTime(DATE_ONLY, s);
    expect(t).toEqual(typeof want === 'number' ? { ok: true, sec: want, nanos: 0, offset: 0 } : { ok: false, error: want });
  });
});

// time/format_test.go rfc3339Formats, and RFC3339Nano's fraction without trailing zeros.
const formats: [GoTime, boolean, string][] = [
  [{ sec: utc(2008, 9, 17, 20, 4, 26), nanos: 0, offset: 0 }, false, '2008-09-17T20:04:26Z'],
  [{ sec: utc(1994, 9, 18, 1, 4, 26), nanos: 0, offset: -18000 }, false, '1994-09-17T20:04:26-05:00'],
  [{ sec: utc(2000, 12, 25, 20, 55, 6), nanos: 0, offset: 15600 }, false, '2000-12-26T01:15:06+04:20'],
  [{ sec: utc(2006, 1, 2, 15, 4, 5), nanos: 120000000, offset: 0 }, true, '2006-01-02T15:04:05.12Z'],
  [{ sec: utc(2006, 1, 2, 15, 4, 5), nanos: 120000000, offset: 0 }, false, '2006-01-02T15:04:05Z'],
  [{ sec: -62135596800, nanos: 0, offset: 0 }, false, '0001-01-01T00:00:00Z'],
];

describe('formatRFC3339: Time.Format(RFC3339 / RFC3339Nano)', () => {
  it.each(formats)('%j nano=%s -> %s', (t, nano, want) => expect(formatRFC3339(t, nano)).toBe(want));
  it('round-trips what it parses', () => {
    for (const [, s] of accepted.slice(0, 3)) {
      const t = parseRFC3339(s);
      expect(t.ok && formatRFC3339(t)).toBe(s);
    }
  });
  it('metav1.Time.MarshalJSON: UTC, whole seconds', () => expect(formatMetaTime(utc(1994, 9, 18, 1, 4, 26) + 0.9)).toBe('1994-09-18T01:04:26Z'));
});

// time.quote (time/format.go): unlike strconv.Quote every byte of a non-ASCII or control
// character is written as \xNN (time_test.go parseDurationErrorTests use it too).
describe('timeQuote', () => {
  it.each([
    ['', '""'],
    ['a"b\\c', '"a\\"b\\\\c"'],
    ['é', '"\\xc3\\xa9"'],
    ['\uFFFD hello', '"\\xef\\xbf\\xbd hello"'],
    ['tab\t', '"tab\\x09"'],
    ['del\x7f', '"del\x7f"'],
  ])('%j -> %s', (s, want) => expect(timeQuote(s)).toBe(want));
});
