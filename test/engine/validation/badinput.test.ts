// Hostile input: deep nesting, huge arrays and strings, numbers beyond 2^53, catastrophic regex
// patterns and malformed schemas. Nothing may throw or hang.
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field/path';
import { validateCustomResource } from '../../../src/engine/validation';
import { validateValue } from '../../../src/engine/ops/validate-value';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

function deepSchema(depth: number): JSONSchemaProps {
  let s: JSONSchemaProps = { type: 'string' };
  for (let i = 0; i < depth; i++) s = { type: 'object', properties: { a: s } };
  return s;
}
function deepValue(depth: number): JSONValue {
  let v: JSONValue = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

// A hang fails through the test timeout; speed itself is measured in bench/, not asserted here.

describe('bad input', () => {
  it('deeply nested values under a shallow schema', () => {
    const errs = validateValue({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }, deepValue(100000), {});
    expect(errs).toEqual([]);
  });
  it('deeply nested schema and value report the leaf error', () => {
    const errs = validateCustomResource(FieldPath.root(), deepValue(1000), deepSchema(1000));
    expect(errs).toHaveLength(1);
    expect(errs[0].toString(NEWEST_RENDERING)).toMatch(/must be of type string: "integer"$/);
  });
  it('pathologically deep schema does not throw', () => {
    const errs = validateCustomResource(FieldPath.root(), deepValue(30000), deepSchema(30000));
    expect(Array.isArray(errs)).toBe(true);
  });
  it('huge array with uniqueItems is linear', () => {
    const arr = Array.from({ length: 300000 }, (_, i) => i);
    const errs = validateCustomResource(FieldPath.root(), arr, { type: 'array', uniqueItems: true, items: { type: 'integer', maximum: 1e9 } });
    expect(errs).toEqual([]);
  });
  it('huge array with an error on every item', () => {
    const arr = Array.from({ length: 50000 }, () => 'x');
    const errs = validateCustomResource(FieldPath.root(), arr, { type: 'array', items: { type: 'integer' } });
    expect(errs).toHaveLength(50000);
  });
  it('numbers beyond 2^53 and 2^63', () => {
    // an int64 beyond 2^53 is a bigint (the decoders' representation); 1e20 is a float64
    const s: JSONSchemaProps = { type: 'object', properties: { i: { type: 'integer', maximum: 10 }, f: { type: 'integer' } } };
    expect(validateCustomResource(FieldPath.root(), { i: 2n ** 60n, f: 1e20 }, s).map((e) => e.toString(NEWEST_RENDERING))).toEqual([
      'i: Invalid value: 1152921504606846976: i in body should be less than or equal to 10',
      'f: Invalid value: "number": f in body must be of type integer: "number"',
      '<nil>: Invalid value: "": Checked value must be of type integer (default format) in f',
    ]);
  });
  it('catastrophic patterns run in linear time', () => {
    const s: JSONSchemaProps = { type: 'string', pattern: '^(a+)+$' };
    const errs = validateCustomResource(FieldPath.root(), 'a'.repeat(100000) + '!', s);
    expect(errs).toHaveLength(1);
  });
  it('invalid pattern and pattern properties with invalid regexes', () => {
    const s: JSONSchemaProps = { type: 'object', patternProperties: { '(': { type: 'string' } }, additionalProperties: false };
    expect(validateCustomResource(FieldPath.root(), { x: 1 }, s).map((e) => e.toString(NEWEST_RENDERING))).toEqual(['<nil>: Invalid value: "x": .x in body is a forbidden property']);
  });
  it('huge strings against length and format checks', () => {
    const big = 'a'.repeat(5_000_000);
    const s: JSONSchemaProps = { type: 'object', properties: { h: { type: 'string', format: 'hostname' }, u: { type: 'string', format: 'uri' }, m: { type: 'string', maxLength: 3 } } };
    const errs = validateCustomResource(FieldPath.root(), { h: big, u: big, m: big }, s);
    expect(errs.map((e) => e.field)).toEqual(['h', 'u', 'm']);
  });
  it('malformed schema keywords are ignored, not thrown on', () => {
    const s = { type: 'object', properties: 'x', required: 'a', items: 5, enum: 'no', maximum: 'ten', allOf: {} } as unknown as JSONSchemaProps;
    expect(validateCustomResource(FieldPath.root(), { a: 1 }, s)).toEqual([]);
  });
});

describe('format checks stay linear on hostile strings', () => {
  const hostile: [format: string, value: string][] = [
    ['email', 'a '.repeat(200000)],
    ['email', '"'.repeat(100000)],
    ['email', '('.repeat(100000)],
    ['uri', 'http://' + '%'.repeat(200000)],
    ['duration', '1 day '.repeat(100000)],
    ['date-time', '2020-01-01t'.repeat(50000)],
    ['ipv6', ':'.repeat(200000)],
    ['cidr', '1.2.3.4/' + '1'.repeat(200000)],
    ['byte', 'aaaa'.repeat(100000) + '!'],
  ];
  it.each(hostile)('%s', (format, value) => {
    const errs = validateCustomResource(FieldPath.root(), { v: value }, { type: 'object', properties: { v: { type: 'string', format } } });
    expect(Array.isArray(errs)).toBe(true);
  });
});
