// Table tests for applyDefaults / pruneNonNullableNullsWithoutDefaults: rows follow
// defaulting/algorithm_test.go TestDefault, prunenulls_test.go and the CRD docs sections
// "Defaulting" and "Defaulting and Nullable".
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../../../src/engine/defaulting';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { defaultRows, nullRows } from './rows';

describe('applyDefaults (defaulting.Default)', () => {
  it.each(defaultRows)('$name', (row) => {
    const value = parse(row.value) as JSONValue;
    const schema = row.schema === undefined ? undefined : (parse(row.schema) as JSONSchemaProps);
    const defaulted = applyDefaults(value, schema);
    expect(value).toEqual(parse(row.expected));
    expect(defaulted).toEqual(row.defaulted);
  });

  it('deep-copies defaults: mutating one defaulted value leaves the schema and siblings alone', () => {
    const schema = parse('items: {properties: {m: {default: {k: [1]}}}}') as JSONSchemaProps;
    const value = [{}, {}] as JSONValue;
    applyDefaults(value, schema);
    const arr = value as { m: { k: number[] } }[];
    arr[0].m.k.push(2);
    expect(arr[1].m.k).toEqual([1]);
    expect(schema).toEqual(parse('items: {properties: {m: {default: {k: [1]}}}}'));
  });
});

describe('pruneNonNullableNullsWithoutDefaults (defaulting.PruneNonNullableNullsWithoutDefaults)', () => {
  it.each(nullRows)('$name', (row) => {
    const value = parse(row.value) as JSONValue;
    const schema = row.schema === undefined ? undefined : (parse(row.schema) as JSONSchemaProps);
    pruneNonNullableNullsWithoutDefaults(value, schema);
    expect(value).toEqual(parse(row.expected));
  });
});

describe('docs "Defaulting and Nullable": prune nulls, then default', () => {
  it('foo defaulted, bar kept null, baz pruned', () => {
    const schema = parse(`
type: object
properties:
  spec:
    type: object
    properties:
      foo: {type: string, nullable: false, default: "default"}
      bar: {type: string, nullable: true}
      baz: {type: string}`) as JSONSchemaProps;
    const value = parse('spec: {foo: null, bar: null, baz: null}') as JSONValue;
    pruneNonNullableNullsWithoutDefaults(value, schema);
    const defaulted = applyDefaults(value, schema);
    expect(value).toEqual({ spec: { foo: 'default', bar: null } });
    expect(defaulted).toEqual(['spec.foo']);
  });

  it('linear on 100k list items and 20k nesting levels', () => {
    const schema = parse('properties: {l: {items: {properties: {a: {default: 1}, n: {}}}}}') as JSONSchemaProps;
    const l: JSONValue[] = [];
    for (let i = 0; i < 100_000; i++) l.push({ n: null });
    let deep: JSONValue = null;
    for (let i = 0; i < 20_000; i++) deep = { d: deep };
    const value = { l, deep } as JSONValue;
    const t0 = performance.now();
    pruneNonNullableNullsWithoutDefaults(value, schema);
    const defaulted = applyDefaults(value, schema);
    const ms = performance.now() - t0;
    console.log(`prunenulls + defaults over 100k items + 20k-deep object: ${ms.toFixed(0)} ms`);
    expect(defaulted.length).toBe(100_000);
    expect(l[7]).toEqual({ a: 1 });
  });
});
