// crd-playground batch `cel` and `compile`: types as cel-go names them, protobuf-JSON values,
// compile errors with cel-go's display text, estimated and runtime costs.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/cli/batch';

const ask = (req: unknown) => answer(JSON.stringify(req), {}) as Record<string, unknown>;

describe('batch op cel', () => {
  it.each([
    ['int arithmetic: int as a decimal string', { expr: '1 + 2' }, { type: 'int', value: '3' }],
    ['uint', { expr: '3u' }, { type: 'uint', value: '3' }],
    ['double as a number', { expr: '1.5 * 2.0' }, { type: 'double', value: 3 }],
    ['bytes as base64', { expr: "b'hi'" }, { type: 'bytes', value: 'aGk=' }],
    ['duration like "3600s"', { expr: "duration('1h')" }, { type: 'google.protobuf.Duration', value: '3600s' }],
    ['timestamp in RFC 3339', { expr: "timestamp('2024-01-02T03:04:05Z')" }, { type: 'google.protobuf.Timestamp', value: '2024-01-02T03:04:05Z' }],
    ['optionals as {hasValue, value}', { expr: 'optional.of(1)' }, { type: 'optional_type(int)', value: { hasValue: true, value: '1' } }],
    ['lists', { expr: '[1, 2].map(x, x * 2)' }, { type: 'list(int)', value: ['2', '4'] }],
    ['net.IP in its string form (Kubernetes IP library)', { expr: "ip('10.0.0.1')" }, { type: 'net.IP', value: '10.0.0.1' }],
    ['quantity comparison (Kubernetes quantity library)', { expr: "quantity('1Gi').isGreaterThan(quantity('1Mi'))" }, { type: 'bool', value: true }],
    ['self typed by the schema', { expr: "self.all(x, x.contains('a'))", schema: { type: 'array', items: { type: 'string' } }, self: ['a', 'ba'] }, { type: 'bool', value: true }],
    ['vars bound as dyn', { expr: 'a + b', vars: { a: 1, b: 2 } }, { type: 'dyn', value: '3' }],
    ['a runtime error', { expr: '1 / 0' }, { type: 'int', error: 'division by zero' }],
  ])('%s', (_n, req, want) => {
    expect(ask({ op: 'cel', ...req })).toMatchObject(want);
  });

  it("a compile error has cel-go's display text (docs: no_matching_overload)", () => {
    const r = ask({ op: 'cel', expr: 'self == true', schema: { type: 'integer' }, self: 3 });
    expect(r.compileError).toBe("ERROR: <input>:1:6: found no matching overload for '_==_' applied to '(int, bool)'\n | self == true\n | .....^");
  });

  it('reports estimated and runtime costs', () => {
    const r = ask({ op: 'cel', expr: "self.all(x, x.contains('a'))", schema: { type: 'array', maxItems: 25, items: { type: 'string', maxLength: 10 } }, self: ['a', 'ba'] });
    expect(r.estimatedCost).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    expect((r.estimatedCost as { max: number }).max).toBeGreaterThan((r.estimatedCost as { min: number }).min);
    expect(r.runtimeCost).toBeGreaterThan(0);
  });
});

describe('batch op compile', () => {
  it("lists every rule with its estimated cost; the docs' unbounded example is rejected", () => {
    const r = ask({
      op: 'compile',
      schema: { type: 'object', properties: { foo: { type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': [{ rule: "self.all(x, x.contains('a string'))" }] } } },
    });
    const rules = r.rules as { path: string; rule: string; transition: boolean; estimatedCost: { max: number }; maxCardinality: number }[];
    expect(rules.map((x) => [x.path, x.rule, x.transition])).toEqual([['properties[foo].x-kubernetes-validations[0]', "self.all(x, x.contains('a string'))", false]]);
    expect(rules[0].estimatedCost.max).toBeGreaterThan(10_000_000 * 100);
    expect((r.errors as { detail: string }[])[0].detail).toMatch(/^estimated rule cost exceeds budget by factor of more than 100x/);
  });
  it('marks transition rules and reports compile errors', () => {
    const r = ask({
      op: 'compile',
      schema: { type: 'object', properties: { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self == oldSelf' }, { rule: 'self.nonExistingField > 0' }] } } },
    });
    const rules = r.rules as { transition: boolean; error?: string }[];
    expect(rules[0].transition).toBe(true);
    expect(rules[1].error).toMatch(/undefined field 'nonExistingField'|does not support field selection/);
  });
});
