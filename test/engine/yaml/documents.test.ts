// YAML decoding as kubectl does it (sigs.k8s.io/yaml on go-yaml v2), with source positions.
import { describe, expect, it } from 'vitest';
import { parseDocuments, resolvePlainScalar } from '../../../src/engine/yaml/documents';

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
  ])('%j', (text, want) => {
    const r = resolvePlainScalar(text);
    expect(r).toEqual({ kind: 'value', value: want });
  });

  it('.inf and .nan have no JSON form', () => {
    expect(resolvePlainScalar('.inf').kind).toBe('nonfinite');
    expect(resolvePlainScalar('-.Inf').kind).toBe('nonfinite');
    expect(resolvePlainScalar('.NaN').kind).toBe('nonfinite');
  });
  it('integers beyond 2^53 are flagged', () => {
    expect(resolvePlainScalar('123456789012345678').kind).toBe('bigint');
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
