// Evaluation semantics (cel-go interpreter + common/types): values, errors, propagation.
import { describe, expect, it } from 'vitest';
import { ArrayList, compile, createEnv, evalRepeated, program, T, toProtoJSON, twoVarComprehensionsLibrary, type Value } from '../../../src/engine/cel';

const env = createEnv({
  variables: { self: T.list(T.string), n: T.int },
  libraries: [twoVarComprehensionsLibrary],
  features: { optionalTypes: true, crossTypeNumericComparisons: true },
});
const act = { self: new ArrayList(['abc', 'bcd']) as Value, n: 3n };

function run(expr: string): unknown {
  const c = compile(expr, env);
  if (!c.ast) return { compileError: c.issues.map((i) => i.message).join('; ') };
  const r = program(c.ast, env).eval(act);
  return 'error' in r ? { error: r.error } : toProtoJSON(r.value);
}

const rows: [string, string, unknown][] = [
  ['int64 overflow (types.addInt64Checked)', '9223372036854775807 + 1', { error: 'integer overflow' }],
  ['uint64 underflow', '1u - 2u', { error: 'unsigned integer overflow' }],
  ['division by zero', '1 / 0', { error: 'division by zero' }],
  ['modulus by zero', '1 % 0', { error: 'modulus by zero' }],
  ['int64 min literal', '-9223372036854775808', '-9223372036854775808'],
  ['negating int64 min overflows', '-(-9223372036854775808)', { error: 'integer overflow' }],
  ['&& absorbs an error when the other side is false (commutative)', '1/0 == 1 && false', false],
  ['|| absorbs an error when the other side is true', 'true || 1/0 == 1', true],
  ['error propagates when not absorbed', '1/0 == 1 && true', { error: 'division by zero' }],
  ['heterogeneous equality: 1 == 1.0 via dyn', 'dyn(1) == 1.0', true],
  ['heterogeneous equality: different kinds are unequal', "dyn(1) == 'a'", false],
  ['size counts code points', "size('héllo😀')", '6'],
  ['string(double) as Go %g', 'string(1.0e6)', '1e+06'],
  ['string(double) small', 'string(0.5)', '0.5'],
  ['string(bytes) invalid UTF-8', "string(b'\\xff')", { error: 'invalid UTF-8 in bytes, cannot convert to string' }],
  ['bytes literal base64 in proto JSON', "b'abc'", 'YWJj'],
  ['duration parsing as Go ParseDuration; proto JSON uses 0/3/6/9 fraction digits', "duration('1h2m3.5s')", '3723.500s'],
  ['string(duration) as strconv.FormatFloat(Seconds(), f, -1)', "string(duration('1h2m3.5s'))", '3723.5s'],
  ['string(duration) of 1ns has no exponent', "string(duration('1ns'))", '0.000000001s'],
  ['duration(string) failure is a conversion error (String.ConvertToType)', "duration('1x')", { error: "type conversion error from 'string' to 'google.protobuf.Duration'" }],
  ['int(string) failure is a conversion error', "int('acd')", { error: "type conversion error from 'string' to 'int'" }],
  ['uint(string) rejects a sign', "uint('+1')", { error: "type conversion error from 'string' to 'uint'" }],
  ['list index with a fractional double (types.IndexOrError)', '[1, 2][dyn(0.5)]', { error: 'unsupported index value 0.5 in list' }],
  ['string(timestamp) keeps the parsed zone offset (Go time.Time location)', "string(timestamp('2023-05-01T10:00:00+02:00'))", '2023-05-01T10:00:00+02:00'],
  ['timestamp + duration keeps the offset', "string(timestamp('2011-08-18T00:00:00.000+01:00') + duration('19h3m37s10ms'))", '2011-08-18T19:03:37.01+01:00'],
  ['timestamps with different offsets compare by instant', "timestamp('2023-05-01T10:00:00+02:00') == timestamp('2023-05-01T08:00:00Z')", true],
  ['accessors use UTC by default (DefaultUTCTimeZone)', "timestamp('2023-05-01T01:00:00+02:00').getHours()", '23'],
  ['proto JSON of a timestamp is UTC', "timestamp('2023-05-01T10:00:00.5+02:00')", '2023-05-01T08:00:00.500Z'],
  ['timestamp range check', "timestamp('0000-01-01T00:00:00Z')", { error: 'timestamp overflow' }],
  ['time zone accessor with IANA name', "timestamp('2023-07-01T02:00:00Z').getHours('America/New_York')", '22'],
  ['time zone accessor with fixed offset', "timestamp('2023-07-01T02:00:00Z').getHours('+05:30')", '7'],
  ['fixed offset without sign (cel-go timeZone Atoi)', "timestamp('2023-07-01T02:00:00Z').getMinutes('05:30')", '30'],
  ['negative fixed offset', "timestamp('2023-07-01T02:00:00Z').getHours('-08:30')", '17'],
  ['bad offset minutes', "timestamp('2023-07-01T02:00:00Z').getHours('+05:xx')", { error: 'strconv.Atoi: parsing "xx": invalid syntax' }],
  ['unknown zone name', "timestamp('2023-07-01T02:00:00Z').getHours('Mars/Olympus')", { error: 'unknown time zone Mars/Olympus' }],
  ['timestamp - timestamp = duration', "timestamp('2023-01-02T00:00:00Z') - timestamp('2023-01-01T00:00:00Z')", '86400s'],
  ['matches uses RE2', "'abc'.matches('^a.c$')", true],
  ['all macro over a variable', "self.all(x, x.contains('b'))", true],
  ['exists_one', "self.exists_one(x, x.startsWith('a'))", true],
  ['map with filter (3-arg)', "self.map(x, x.size() > 0, x + '!')", ['abc!', 'bcd!']],
  ['filter', "self.filter(x, x.endsWith('d'))", ['bcd']],
  ['two-variable all over a list (index, value)', 'self.all(i, v, i < 2 && v.size() == 3)', true],
  ['transformMapEntry', 'self.transformMapEntry(i, v, {v: i})', { abc: '0', bcd: '1' }],
  ['map key lookup across numeric types', '{1u: "a"}[dyn(1)]', 'a'],
  ['missing map key', "{'a': 1}['b']", { error: 'no such key: b' }],
  ['field selection on a non-map value (refQualify default)', "dyn('abc').f", { error: 'no such key: f' }],
  ['presence test on a non-map value is false', "has(dyn('abc').f)", false],
  ['index on a non-list value', "dyn('abc')[0]", { error: 'no such key: 0' }],
  ['list index out of range', '[1][3]', { error: 'index out of bounds: 3' }],
  ['in list', "'abc' in self", true],
  ['optional chaining with orValue', "{'a': {'b': 1}}.?a.?c.orValue(7)", '7'],
  ['optional.ofNonZeroValue of zero', 'optional.ofNonZeroValue(0).hasValue()', false],
  ['optional literal entries', '[?optional.none(), ?optional.of(1)]', ['1']],
  ['optional in proto JSON', 'optional.of(2)', { hasValue: true, value: '2' }],
  ['type() values compare', 'type(1) == int && type(1u) != int', true],
  ['cross-type numeric comparison', '1 < 1.5 && 2u > 1', true],
  ['ternary', "n > 2 ? 'big' : 'small'", 'big'],
  ['list concatenation', '[1] + [2]', ['1', '2']],
  ['int(double) truncates', 'int(-1.9)', '-1'],
  ['uint(negative) errors', 'uint(-1)', { error: 'unsigned integer overflow' }],
];

describe('evaluation as cel-go does it', () => {
  it.each(rows)('%s: %s', (_name, expr, want) => {
    expect(run(expr)).toEqual(want);
  });
});

describe('evalRepeated (bench entry: compile once, evaluate n times)', () => {
  it('returns the last result and the elapsed time', () => {
    const items = new ArrayList(Array.from({ length: 100 }, (_, i) => `item-a-${i}`));
    const r = evalRepeated("self.all(x, x.contains('a'))", env, { self: items }, 50);
    expect(r.issues).toEqual([]);
    expect(r.result).toEqual({ value: true, cost: 502 });
    expect(r.ms).toBeGreaterThanOrEqual(0);
    expect(evalRepeated('self +', env, {}, 1).issues[0]!.message).toContain('Syntax error');
  });
});

describe('map()/filter() accumulate in place (cel-go MutableList)', () => {
  it('the accumulated list is an ordinary list afterwards and results are unchanged', async () => {
    const { createEnv, compile, program, T, ArrayList, toProtoJSON } = await import('../../../src/engine/cel');
    const env = createEnv({ variables: { xs: T.list(T.int) } });
    const items = new ArrayList(Array.from({ length: 2000 }, (_, i) => BigInt(i)));
    for (const [expr, want] of [
      ['size(xs.filter(x, x % 2 == 0))', '1000'],
      ['xs.map(x, x * 2)[1999]', '3998'],
      ['xs.filter(x, x < 3) + xs.filter(x, x < 2)', ['0', '1', '2', '0', '1']],
      ['xs.filter(x, x < 2) == [0, 1]', true],
    ] as const) {
      const c = compile(expr, env);
      const r = program(c.ast!, env).eval({ xs: items });
      expect('value' in r && toProtoJSON(r.value)).toEqual(want);
    }
  });
});
