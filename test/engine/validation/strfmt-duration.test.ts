import { describe, expect, it } from 'vitest';
import { isDate, isDuration, parseStrfmtDuration } from '../../../src/engine/validation/formats/time';

const ns = 1n;
const us = 1000n;
const ms = 1000n * us;
const s = 1000n * ms;
const m = 60n * s;
const h = 60n * m;
const d = 24n * h;
const w = 7n * d;

// kube-openapi pkg/validation/strfmt/duration_test.go TestDurationParser: Go's syntax first, then
// "<n> <unit word>" pairs with the long unit names.
const parsed: [string, bigint][] = [
  ['1ns', ns],
  ['1us', us],
  ['1µs', us],
  ['1ms', ms],
  ['1s', s],
  ['1m', m],
  ['1h', h],
  ['1hr', h],
  ['1d', d],
  ['1w', w],
  ['1wk', w],
  ['1nanoseconds', ns],
  ['1nanos', ns],
  ['1microseconds', us],
  ['1micros', us],
  ['1millis', ms],
  ['1milliseconds', ms],
  ['1second', s],
  ['1sec', s],
  ['1min', m],
  ['1minute', m],
  ['1hour', h],
  ['1day', d],
  ['1week', w],
  ['1  ns', ns],
  ['1  day', d],
  ['3 weeks 2 days', 3n * w + 2n * d],
  // Go's syntax wins where it parses: fractions only there
  ['1.5h', h + 30n * m],
];

describe('parseStrfmtDuration: strfmt.ParseDuration', () => {
  it.each(parsed)('%j', (input, want) => {
    expect(parseStrfmtDuration(input)).toEqual({ ok: true, ns: want });
    expect(isDuration(input)).toBe(true);
  });
  it.each([
    ['no unit word', 'soon', 'unable to parse soon as duration'],
    ['a number beyond strconv.Atoi', '99999999999999999999 days', 'strconv.Atoi: parsing "99999999999999999999": value out of range'],
  ])('%s', (_name, input, error) => {
    expect(parseStrfmtDuration(input)).toEqual({ ok: false, error });
    expect(isDuration(input)).toBe(false);
  });
});

// strfmt.IsDate = time.Parse(RFC3339FullDate) == nil (strfmt/date_test.go).
describe('isDate', () => {
  it.each([
    ['2014-12-15', true],
    ['2012-02-29', true],
    ['2013-02-29', false],
    ['2014-1-15', false],
    ['2014-12-15 ', false],
    ['20141215', false],
  ])('%j -> %s', (input, want) => expect(isDate(input)).toBe(want));
});
