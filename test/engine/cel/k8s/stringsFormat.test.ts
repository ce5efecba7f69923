// Rows from cel-go ext/formatting_test.go (v0.26, locale en_US) for <string>.format(list).
import { describe, expect, it } from 'vitest';
import { stringsLibrary } from '../../../../src/engine/cel/k8s/lib/strings';
import { evaluateWith } from './harness';

const run = (expr: string) => evaluateWith([stringsLibrary(2)], expr);
const r = String.raw;

describe('cel-go strings.format (version 1-3 formatter)', () => {
  const outputs: [string, string][] = [
    [r`"no substitution".format([])`, 'no substitution'],
    [r`"str is %s and some more".format(["filler"])`, 'str is filler and some more'],
    [r`"%% and also %%".format([])`, '% and also %'],
    [r`"%%%s%%".format(["text"])`, '%text%'],
    [r`"%d %d %d, %s %s %s, %d %d %d, %s %s %s".format([1, 2, 3, "A", "B", "C", 4, 5, 6, "D", "E", "F"])`, '1 2 3, A B C, 4 5 6, D E F'],
    [r`"%.3f".format([1.2345])`, '1.234'],
    [r`"this is 5 in binary: %b".format([5])`, 'this is 5 in binary: 101'],
    [r`"this is -5 in binary: %b".format([-5])`, 'this is -5 in binary: -101'],
    [r`"unsigned 64 in binary: %b".format([uint(64)])`, 'unsigned 64 in binary: 1000000'],
    [r`"bit set from bool: %b".format([true])`, 'bit set from bool: 1'],
    [r`"%o".format([11])`, '13'],
    [r`"%o".format([-11])`, '-13'],
    [r`"this is an unsigned octal: %o".format([uint(65535)])`, 'this is an unsigned octal: 177777'],
    [r`"%x is 30 in hexadecimal".format([30])`, '1e is 30 in hexadecimal'],
    [r`"%X is 20 in hexadecimal".format([30])`, '1E is 20 in hexadecimal'],
    [r`"%x is -30 in hexadecimal".format([-30])`, '-1e is -30 in hexadecimal'],
    [r`"%X is 6000 in hexadecimal".format([uint(6000)])`, '1770 is 6000 in hexadecimal'],
    [r`"%x".format(["Hello world!"])`, '48656c6c6f20776f726c6421'],
    [r`"%X".format(["Hello world!"])`, '48656C6C6F20776F726C6421'],
    [r`"%x".format([b"byte string"])`, '6279746520737472696e67'],
    [r`"%x".format([b"\x00\x00byte string\x00"])`, '00006279746520737472696e6700'],
    [r`"%.6e".format([1052.032911275])`, '1.052033\u202f×\u202f10⁰³'],
    [r`"%f".format([2.71828])`, '2.718280'],
    [r`"%e".format([2.71828])`, '2.718280\u202f×\u202f10⁰⁰'],
    [r`"%s".format([2.71])`, '2.71'],
    [r`"%s".format([[2.71]])`, '[2.710000]'],
    [r`"%s".format([0.000000002])`, '2e-09'],
    [r`"%s".format([[0.000000002]])`, '[0.000000]'],
    [r`"%f".format(["NaN"])`, 'NaN'],
    [r`"%f".format(["Infinity"])`, '∞'],
    [r`"%f".format(["-Infinity"])`, '-∞'],
    [r`"%s".format([double("NaN")])`, 'NaN'],
    [r`"%s".format([double("Inf")])`, '+Inf'],
    [r`"%s".format([double("-Inf")])`, '-Inf'],
    [r`"%s".format([[double("NaN"),double("+Inf"), double("-Inf")]])`, '["NaN", "+Inf", "-Inf"]'],
    [r`"%d".format([uint(64)])`, '64'],
    [r`"null: %s".format([null])`, 'null: null'],
    [r`"%s".format([999999999999])`, '999999999999'],
    [r`"some bytes: %s".format([b"xyz"])`, 'some bytes: xyz'],
    [r`"type is %s".format([type("test string")])`, 'type is string'],
    [r`"%s".format([{"key1": b"xyz", "key5": null, "key2": duration("2h"), "key4": true, "key3": 2.71828}])`, r`{"key1":b"xyz", "key2":duration("7200s"), "key3":2.718280, "key4":true, "key5":null}`],
    [r`"map with multiple key types: %s".format([{1: "value1", uint(2): "value2", true: double("NaN")}])`, r`map with multiple key types: {1:"value1", 2:"value2", true:"NaN"}`],
    [r`"true bool: %s, false bool: %s".format([true, false])`, 'true bool: true, false bool: false'],
    [r`"%s".format([[6, 4.2, "a string"]])`, r`[6, 4.200000, "a string"]`],
    [r`"%.2f".format([1234567.891])`, '1,234,567.89'],
    [r`"%.1f".format([0.25])`, '0.2'],
    [r`"%s".format([timestamp("2009-11-10T23:00:00Z")])`, '2009-11-10T23:00:00Z'],
    [r`"%s".format([[timestamp("2009-11-10T23:00:00Z")]])`, '[timestamp("2009-11-10T23:00:00Z")]'],
  ];
  it.each(outputs)('%s', (expr, want) => {
    expect(run(expr)).toEqual({ value: want });
  });

  // runtime errors: the format string is not a literal, so the compile-time validator does not see it
  const errors: [string, string][] = [
    [r`("" + "%a").format([1])`, 'could not parse formatting clause: unrecognized formatting clause "a"'],
    [r`("" + "%d %d %d").format([0, 1])`, 'index 2 out of range'],
    [r`("" + "string is %b").format(["abc"])`, 'error during formatting: only integers and bools can be formatted as binary, was given string'],
    [r`("" + "%d").format([duration("30m2s")])`, 'error during formatting: decimal clause can only be used on integers, was given google.protobuf.Duration'],
    [r`("" + "octal: %o").format(["a string"])`, 'error during formatting: octal clause can only be used on integers, was given string'],
    [r`("" + "double is %x").format([0.5])`, 'error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given double'],
    [r`("" + "double is %E").format([0.5])`, 'could not parse formatting clause: unrecognized formatting clause "E"'],
    [r`("" + "null: %d").format([null])`, 'error during formatting: decimal clause can only be used on integers, was given null_type'],
    [r`("" + "null: %e").format([null])`, 'error during formatting: scientific clause can only be used on doubles, was given null_type'],
    [r`("" + "null: %f").format([null])`, 'error during formatting: fixed-point clause can only be used on doubles, was given null_type'],
    [r`("" + "null: %x").format([null])`, 'error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given null_type'],
    [r`("" + "null: %b").format([null])`, 'error during formatting: only integers and bools can be formatted as binary, was given null_type'],
    [r`("" + "null: %o").format([null])`, 'error during formatting: octal clause can only be used on integers, was given null_type'],
    [r`("" + "%s %s").format(["abc"])`, 'index 1 out of range'],
    [r`("" + "filler %").format([1])`, 'unexpected end of string'],
    [r`("" + "double is %.34").format([5.0])`, 'could not parse formatting clause: error while parsing precision: could not find end of precision specifier'],
  ];
  it.each(errors)('%s', (expr, want) => {
    expect(run(expr)).toEqual({ error: want });
  });

  it('is absent in strings version 0 (Kubernetes before 1.29)', () => {
    const out = evaluateWith([stringsLibrary(0)], '"%s".format(["a"])');
    expect('compileError' in out && out.compileError).toContain("undeclared reference to 'format' (in container '')");
  });
});

describe('cel-go stringFormatValidator (compile-time check of constant format strings)', () => {
  const compileErrors: [string, string][] = [
    [r`"%s %s".format(["abc", "def", "ghi"])`, 'too many arguments supplied to string.format (expected 2, got 3)'],
    [r`"%s %s".format(["abc"])`, 'index 1 out of range'],
    [r`"filler %".format([])`, 'unexpected end of string'],
    [r`"%j".format([123])`, 'could not parse formatting clause: unrecognized formatting clause "j"'],
    [r`"int is %d".format([5.2])`, 'error during formatting: decimal clause can only be used on integers, was given double'],
    [r`"double is %f".format([true])`, 'error during formatting: fixed-point clause can only be used on doubles, was given bool'],
    [r`"double is %.34".format([5.0])`, 'could not parse formatting clause: error while parsing precision: could not find end of precision specifier'],
    [r`"double is %e".format([true])`, 'error during formatting: scientific clause can only be used on doubles, was given bool'],
    [r`"string is %b".format(["a string"])`, 'error during formatting: only integers and bools can be formatted as binary, was given string'],
    [r`"%x is a double".format([2.5])`, 'error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given double'],
    [r`"an octal: %o".format([3.14])`, 'error during formatting: octal clause can only be used on integers, was given double'],
  ];
  it.each(compileErrors)('%s', (expr, want) => {
    const out = run(expr);
    expect('compileError' in out && out.compileError).toContain(want);
  });

  it('dyn arguments are accepted statically', () => {
    expect(run(r`"%d".format([dyn("x")])`)).toEqual({ error: 'error during formatting: decimal clause can only be used on integers, was given string' });
  });
});

describe('format of custom-resource objects (unstructuredMap is a map at runtime)', () => {
  it('formats the set fields like a map', async () => {
    const { RecordObject } = await import('../../../../src/engine/cel/values');
    const { compile, createEnv, program, T } = await import('../../../../src/engine/cel');
    const env = createEnv({ libraries: [stringsLibrary(2)], variables: { obj: T.dyn } });
    const c = compile('"%s".format([obj])', env);
    const out = program(c.ast!, env).eval({ obj: new RecordObject('selfType1', { b: 'x', a: 1n }) });
    expect(out).toMatchObject({ value: '{"a":1, "b":"x"}' });
  });
});
