import { describe, expect, it } from 'vitest';
import { numberValue, runeValue, unquoteString } from '../../../src/engine/gosource/literal';

// strconv quote_test.go unquotetests / misquoted, and the Go spec's literal examples.
describe('strconv.Unquote of string literals', () => {
  const ok: [string, string][] = [
    ['""', ''],
    ['"a"', 'a'],
    ['"abc"', 'abc'],
    ['"☺"', '☺'],
    ['"hello world"', 'hello world'],
    ['"\\xFF"', '\uFFFD'],
    ['"\\377"', '\uFFFD'],
    ['"\\u1234"', '\u1234'],
    ['"\\U00010111"', '\u{10111}'],
    ['"\\U0001011111"', '\u{10111}11'],
    ['"\\a\\b\\f\\n\\r\\t\\v\\\\\\""', '\x07\b\f\n\r\t\v\\"'],
    ['"\'"', "'"],
    ['"\\xe2\\x98\\xba"', '☺'],
    ['`a`', 'a'],
    ['`\\n`', '\\n'],
    ['`\r\nx`', '\nx'],
  ];
  it.each(ok)('%s', (lit, want) => {
    expect(unquoteString(lit)).toBe(want);
  });
  const bad = ['', '"', '"a', "'a'", '"\\\'"', '"\\q"', '"\\x1"', '"\\ud800"', '"\\400"', '`a', '"a"b"', '"\n"'];
  it.each(bad)('refuses %j', (lit) => {
    expect(unquoteString(lit)).toBeUndefined();
  });
});

describe('rune literals', () => {
  const cases: [string, number | undefined][] = [
    ["'a'", 97],
    ["'ä'", 0xe4],
    ["'😀'", 0x1f600],
    ["'\\t'", 9],
    ["'\\000'", 0],
    ["'\\x07'", 7],
    ["'\\u12e4'", 0x12e4],
    ["'\\U00101234'", 0x101234],
    ["'\\''", 39],
    ["'aa'", undefined],
    ["'\\\"'", undefined],
    ["'\\uD800'", undefined],
  ];
  it.each(cases)('%s', (lit, want) => {
    expect(runeValue(lit)).toBe(want);
  });
});

describe('integer and floating-point literals (Go spec examples)', () => {
  const cases: [string, number | undefined][] = [
    ['42', 42],
    ['4_2', 42],
    ['0600', 384],
    ['0_600', 384],
    ['0o600', 384],
    ['0O600', 384],
    ['0xBadFace', 0xbadface],
    ['0xBad_Face', 0xbadface],
    ['0x_67_7a_2f_cc_40_c6', 0x677a2fcc40c6],
    ['0b1011', 11],
    ['0.', 0],
    ['72.40', 72.4],
    ['072.40', 72.4],
    ['2.71828', 2.71828],
    ['1.e+0', 1],
    ['6.67428e-11', 6.67428e-11],
    ['1E6', 1e6],
    ['.25', 0.25],
    ['.12345E+5', 12345],
    ['1_5.', 15],
    ['0.15e+0_2', 15],
    ['0x1p-2', 0.25],
    ['0x2.p10', 2048],
    ['0x1.Fp+0', 1.9375],
    ['0X.8p-0', 0.5],
    ['0X_1FFFP-16', 0.1249847412109375],
    ['1i', undefined],
    ['0x15e', 350],
  ];
  it.each(cases)('%s', (lit, want) => {
    expect(numberValue(lit)).toBe(want);
  });
});
