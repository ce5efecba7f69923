// %v (fmt.Sprint) of values as the apiserver holds them after decoding into interface{}: int64 for
// integer literals that fit (bigint beyond ±2^53 here), float64 for every other number — so an
// integral JS number beyond 2^53 is a float64 and prints as Go prints a float64 (fmt/print.go
// fmtFloat with verb 'v': %g with the shortest representation, exponent from 1e21).
import { describe, expect, it } from 'vitest';
import { goSprint, isInt64 } from '../../../src/engine/golang/values';

describe('goSprint: %v of decoded numbers', () => {
  it.each([
    ['an int64', 42, '42'],
    ['an int64 beyond 2^53 (a bigint)', 9223372036854775807n, '9223372036854775807'],
    ['a float64 that is integral and beyond 2^53 (1e20 decodes as float64)', 1e20, '1e+20'],
    ['2^63 as decoded from 9223372036854775808 (beyond int64: float64)', 2 ** 63, '9.223372036854776e+18'],
    ['a fraction', 1.5, '1.5'],
  ])('%s', (_name, v, want) => expect(goSprint(v)).toBe(want));

  it('isInt64 is the decoders’ rule: a safe integer number, nothing beyond', () => {
    expect([isInt64(2 ** 53 - 1), isInt64(2 ** 53), isInt64(1e20), isInt64(1.5)]).toEqual([true, false, false, false]);
  });
});
