// YAML decoding as kubectl does it (sigs.k8s.io/yaml on go-yaml v2), with source positions.
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { resolvePlainScalar } from '../../../src/engine/yaml/scalars';

describe('go-yaml v2 plain scalar resolution (resolve.go)', () => {
  it.each([
    ['yes', true],
    ['On', true],
    ['TRUE', true],
    ['no', false],
    ['off', false],
    ['~', null],
    ['null', null],
    ['', null],
    ['42', 42],
    ['-7', -7],
    ['+3', 3],
    ['0x1F', 31],
    ['0o17', 15],
    ['0777', 511],
    ['0b101', 5],
    ['1_000', 1000],
    ['1.5', 1.5],
    ['1e3', 1000],
    ['.5', 0.5],
    ['2017-01-01', '2017-01-01'],
    ['1.2.3', '1.2.3'],
    ['0x', '0x'],
    ['09', 9] /* not octal, but the float pattern matches */,
    ['abc', 'abc'],
    ['FALSE', false],
    // the null and bool words have at most five letters: longer words that start like them stay strings
    ['falsey', 'falsey'],
    ['nullable', 'nullable'],
    ['Trueish', 'Trueish'],
    ['offset', 'offset'],
    ['yes-no', 'yes-no'],
    ['~~~~~~', '~~~~~~'],
    ['-1.5e3', -1500],
  ])('%j', (text, want) => {
    const r = resolvePlainScalar(text);
    expect(r).toEqual({ kind: 'value', value: want });
  });

  it('.inf and .nan have no JSON form', () => {
    expect(resolvePlainScalar('.inf').kind).toBe('nonfinite');
    expect(resolvePlainScalar('-.Inf').kind).toBe('nonfinite');
    expect(resolvePlainScalar('.NaN').kind).toBe('nonfinite');
  });
  // go-yaml v2 resolves an integer to int64 or uint64 (float64 beyond), sigs.k8s.io/yaml writes it
  // as JSON, and the apiserver reads numbers with sigs.k8s.io/json UnmarshalCaseSensitivePreserveInts
  // (json.go): "an int64 if the JSON data does not contain a '.' character and parses as an integer
  // successfully and does not overflow int64. Otherwise ... a float64". int64 values beyond ±2^53
  // are bigints, float64 values JS numbers.
  it.each<[string, number | bigint]>([
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', 9007199254740992n],
    ['123456789012345678', 123456789012345678n],
    ['9223372036854775807', 9223372036854775807n],
    ['-9223372036854775808', -9223372036854775808n],
    ['0x7FFFFFFFFFFFFFFF', 9223372036854775807n],
    ['9_223_372_036_854_775_807', 9223372036854775807n],
    // uint64 in go-yaml, written as the integer, which overflows int64: float64
    ['9223372036854775808', 9223372036854775808],
    ['18446744073709551615', 2 ** 64],
    // beyond uint64 go-yaml has a float64 already
    ['18446744073709551616', 18446744073709551616],
    ['-9223372036854775809', -(2 ** 63)],
    // a float64 is written without exponent below 1e21 (encoding/json), so an integral float
    // within int64 arrives as an integer literal and is an int64
    ['9.2e18', 9200000000000000000n],
    ['1e18', 1000000000000000000n],
    ['1e19', 1e19],
    ['1e21', 1e21],
    ['1.5e300', 1.5e300],
  ])('int64 range: %s', (text, want) => {
    expect(resolvePlainScalar(text)).toEqual({ kind: 'value', value: want });
  });
});

describe('parseDocuments', () => {
  it('splits documents, keeps quoted scalars as strings and mapping keys as written', () => {
    const docs = parseDocuments('a: "01"\ny: 1\non: yes\n---\n[1, {b: c}]\n---\n');
    expect(docs.map((d) => d.value)).toEqual([{ a: '01', y: 1, on: true }, [1, { b: 'c' }], null]);
  });
  it('locates values and keys with 1-based lines and columns', () => {
    const docs = parseDocuments('---\nspec:\n  replicas: 15\n  list:\n  - a\n  - b\n');
    const loc = docs[0].locate(['spec', 'replicas']);
    expect(loc.depth).toBe(2);
    expect(loc.range.start).toMatchObject({ line: 3, column: 13 });
    expect(loc.keyRange?.start).toMatchObject({ line: 3, column: 3 });
    expect(docs[0].locate(['spec', 'list', 1]).range.start).toMatchObject({ line: 6, column: 5 });
    // a missing field resolves to its nearest ancestor
    expect(docs[0].locate(['spec', 'missing', 'deeper']).depth).toBe(1);
  });
  it('merge keys and aliases', () => {
    const [d] = parseDocuments('base: &b {x: 1, y: 2}\nm:\n  <<: *b\n  y: 3\n');
    expect(d.value).toEqual({ base: { x: 1, y: 2 }, m: { y: 3, x: 1 } });
  });
  it.each([
    ['a syntax error', 'a: [1, 2\n', 'error'],
    ['a duplicate key (last wins)', 'a: 1\na: 2\n', 'warning'],
    ['a self-referencing anchor', 'a: &x\n  b: *x\n', 'error'],
    ['an unknown alias', 'a: *nope\n', 'error'],
    ['a tab-indented block', 'a:\n\tb: 1\n', 'error'],
  ])('%s gives a diagnostic with a range and never throws', (_n, text, severity) => {
    const docs = parseDocuments(text);
    const problems = docs.flatMap((d) => d.problems);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].severity).toBe(severity);
    expect(problems[0].range.start.line).toBeGreaterThan(0);
  });
  it('billion laughs is cut off as excessive aliasing', () => {
    let text = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 9; i++)
      text += `a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(', ')}]\n`;
    const docs = parseDocuments(text);
    expect(docs[0].problems.map((p) => p.message)).toContain('document contains excessive aliasing');
  });
  it('deep nesting is reported, not a stack overflow', () => {
    const text = '['.repeat(5000) + ']'.repeat(5000);
    const docs = parseDocuments(text);
    expect(docs.flatMap((d) => d.problems).length).toBeGreaterThan(0);
  });
});
