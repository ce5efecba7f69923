import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../../src/engine/golang/duration';

const ns = 1n;
const us = 1000n * ns;
const ms = 1000n * us;
const s = 1000n * ms;
const m = 60n * s;
const h = 60n * m;

// time/time_test.go parseDurationTests.
const ok: [string, bigint][] = [
  ['0', 0n],
  ['5s', 5n * s],
  ['30s', 30n * s],
  ['1478s', 1478n * s],
  ['-5s', -5n * s],
  ['+5s', 5n * s],
  ['-0', 0n],
  ['+0', 0n],
  ['5.0s', 5n * s],
  ['5.6s', 5n * s + 600n * ms],
  ['5.s', 5n * s],
  ['.5s', 500n * ms],
  ['1.0s', 1n * s],
  ['1.00s', 1n * s],
  ['1.004s', 1n * s + 4n * ms],
  ['1.0040s', 1n * s + 4n * ms],
  ['100.00100s', 100n * s + 1n * ms],
  ['10ns', 10n * ns],
  ['11us', 11n * us],
  ['12µs', 12n * us],
  ['12μs', 12n * us],
  ['13ms', 13n * ms],
  ['14s', 14n * s],
  ['15m', 15n * m],
  ['16h', 16n * h],
  ['3h30m', 3n * h + 30n * m],
  ['10.5s4m', 4n * m + 10n * s + 500n * ms],
  ['-2m3.4s', -(2n * m + 3n * s + 400n * ms)],
  ['1h2m3s4ms5us6ns', 1n * h + 2n * m + 3n * s + 4n * ms + 5n * us + 6n * ns],
  ['39h9m14.425s', 39n * h + 9n * m + 14n * s + 425n * ms],
  ['52763797000ns', 52763797000n],
  // more than 9 digits after the decimal point (golang.org/issue/6617): float64 arithmetic
  ['0.3333333333333333333h', 20n * m],
  ['9007199254740993ns', (1n << 53n) + 1n],
  ['9223372036854775807ns', (1n << 63n) - 1n],
  ['9223372036854775.807us', (1n << 63n) - 1n],
  ['9223372036s854ms775us807ns', (1n << 63n) - 1n],
  ['-9223372036854775808ns', -(1n << 63n)],
  ['-9223372036854775.808us', -(1n << 63n)],
  ['-9223372036s854ms775us808ns', -(1n << 63n)],
  ['-2562047h47m16.854775808s', -(1n << 63n)],
  ['0.100000000000000000000h', 6n * m],
  ['0.830103483285477580700h', 49n * m + 48n * s + 372539827n * ns],
];

describe('parseDuration: time.ParseDuration (time_test.go parseDurationTests)', () => {
  it.each(ok)('%s', (input, want) => expect(parseDuration(input)).toEqual({ ok: true, ns: want }));
});

// time/time_test.go parseDurationErrorTests (the quoted input is what the test looks for; JS
// strings hold no invalid UTF-8, so the \x85 rows have no counterpart) and the unit errors.
const bad: [string, string][] = [
  ['', 'time: invalid duration ""'],
  ['3', 'time: missing unit in duration "3"'],
  ['-', 'time: invalid duration "-"'],
  ['s', 'time: invalid duration "s"'],
  ['.', 'time: invalid duration "."'],
  ['-.', 'time: invalid duration "-."'],
  ['.s', 'time: invalid duration ".s"'],
  ['+.s', 'time: invalid duration "+.s"'],
  ['\uFFFD', 'time: invalid duration "\\xef\\xbf\\xbd"'],
  ['\uFFFD hello \uFFFD world', 'time: invalid duration "\\xef\\xbf\\xbd hello \\xef\\xbf\\xbd world"'],
  ['9223372036854775810ns', 'time: invalid duration "9223372036854775810ns"'],
  ['9223372036854775808ns', 'time: invalid duration "9223372036854775808ns"'],
  ['-9223372036854775809ns', 'time: invalid duration "-9223372036854775809ns"'],
  ['9223372036854776us', 'time: invalid duration "9223372036854776us"'],
  ['3000000h', 'time: invalid duration "3000000h"'],
  ['9223372036854775807.9223372036854775807h', 'time: invalid duration "9223372036854775807.9223372036854775807h"'],
  ['9223372036854775.808us', 'time: invalid duration "9223372036854775.808us"'],
  ['9223372036854ms775us808ns', 'time: invalid duration "9223372036854ms775us808ns"'],
  ['1d', 'time: unknown unit "d" in duration "1d"'],
  ['1h ', 'time: unknown unit "h " in duration "1h "'],
  ['1é', 'time: unknown unit "\\xc3\\xa9" in duration "1\\xc3\\xa9"'],
];

describe('parseDuration errors', () => {
  it.each(bad)('%j', (input, error) => expect(parseDuration(input)).toEqual({ ok: false, error }));
});
