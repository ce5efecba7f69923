// UnstructuredToVal (apiserver/pkg/cel/common/values_test.go TestEquality / TestLister / TestMapper,
// and the docs: set/map list equality and concatenation, null fields read as absent, formats).
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../../src/engine/apis/json';
import { unstructuredToVal, UnstructuredList, UnstructuredObject, UnstructuredMap } from '../../../../src/engine/cel/crd/unstructured';
import { ArrayList, CelDuration, CelError, CelTimestamp, type Value, valueEquals } from '../../../../src/engine/cel/values';

const str: JSONSchemaProps = { type: 'string' };
const setOf = (items: JSONSchemaProps): JSONSchemaProps => ({ type: 'array', 'x-kubernetes-list-type': 'set', items });
const mapList: JSONSchemaProps = {
  type: 'array',
  'x-kubernetes-list-type': 'map',
  'x-kubernetes-list-map-keys': ['name'],
  items: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, v: { type: 'integer' } } },
};
const conv = (v: JSONValue, s: JSONSchemaProps) => unstructuredToVal(v, s);
const items = (l: Value) => (l as UnstructuredList).toArray().map((x) => (x instanceof UnstructuredObject ? x.raw : x));

describe('list-type equality (values.go Equal)', () => {
  const rows: [string, JSONSchemaProps, JSONValue, JSONValue, boolean][] = [
    ['docs: set [1,2] == [2,1]', setOf({ type: 'integer' }), [1, 2], [2, 1], true],
    ['set of different size', setOf({ type: 'integer' }), [1, 2], [1], false],
    ['set different elements', setOf(str), ['a', 'b'], ['a', 'c'], false],
    ['atomic list order matters', { type: 'array', items: { type: 'integer' } }, [1, 2], [2, 1], false],
    [
      'map list ignores order',
      mapList,
      [
        { name: 'a', v: 1 },
        { name: 'b', v: 2 },
      ],
      [
        { name: 'b', v: 2 },
        { name: 'a', v: 1 },
      ],
      true,
    ],
    ['map list same keys, different value', mapList, [{ name: 'a', v: 1 }], [{ name: 'a', v: 2 }], false],
  ];
  it.each(rows)('%s', (_n, schema, a, b, want) => {
    expect(valueEquals(conv(a, schema), conv(b, schema))).toBe(want);
  });
  it('a set equals a literal list in any order', () => {
    expect(valueEquals(conv(['x', 'y'], setOf(str)), new ArrayList(['y', 'x']))).toBe(true);
  });
});

describe('list-type concatenation (values.go Add)', () => {
  it('docs: set X + Y keeps X and appends new elements of Y in order', () => {
    const r = (conv(['a', 'b'], setOf(str)) as UnstructuredList).add(new ArrayList(['c', 'a', 'd', 'c']));
    expect(r.toArray()).toEqual(['a', 'b', 'c', 'd']);
  });
  it('docs: map X + Y overwrites same keys in place and appends new keys', () => {
    const x = conv(
      [
        { name: 'a', v: 1 },
        { name: 'b', v: 2 },
      ],
      mapList,
    ) as UnstructuredList;
    const y = conv(
      [
        { name: 'c', v: 3 },
        { name: 'a', v: 9 },
      ],
      mapList,
    );
    expect(items(x.add(y as UnstructuredList))).toEqual([
      { name: 'a', v: 9 },
      { name: 'b', v: 2 },
      { name: 'c', v: 3 },
    ]);
  });
  it('atomic lists concatenate', () => {
    const r = (conv([1, 2], { type: 'array', items: { type: 'integer' } }) as UnstructuredList).add(new ArrayList([1n]));
    expect(r.toArray()).toEqual([1n, 2n, 1n]);
  });
});

describe('objects and maps', () => {
  const obj: JSONSchemaProps = {
    type: 'object',
    properties: { a: { type: 'string' }, n: { type: 'string', nullable: true }, 'x-y': { type: 'integer' }, m: { type: 'object', additionalProperties: str } },
  };
  it('null-valued nullable fields read as absent (docs: "Null valued fields are treated as absent")', () => {
    const o = conv({ a: 'x', n: null }, obj) as UnstructuredObject;
    expect(o.getField('a')).toBe('x');
    expect(o.hasField('n')).toBe(false);
  });
  it('escaped field names resolve to the property', () => {
    expect((conv({ 'x-y': 3 }, obj) as UnstructuredObject).getField('x__dash__y')).toBe(3n);
  });
  it('unknown fields are invisible', () => {
    expect((conv({ zzz: 1 }, { type: 'object', properties: {}, 'x-kubernetes-preserve-unknown-fields': true }) as UnstructuredObject).getField('zzz')).toBeUndefined();
  });
  it('map values by key; null values of a non-nullable schema are errors', () => {
    const m = conv({ k: 'v', z: null }, { type: 'object', additionalProperties: str }) as UnstructuredMap;
    expect(m.get('k')).toBe('v');
    expect(m.get('nope')).toBeUndefined();
    expect((m.get('z') as CelError).message).toBe('invalid data, got null for schema with nullable=false');
  });
  it('object equality compares declared fields by value and unknown fields by raw data', () => {
    const s: JSONSchemaProps = { type: 'object', properties: { a: { type: 'string' } }, 'x-kubernetes-preserve-unknown-fields': true };
    expect(valueEquals(conv({ a: 'x', u: [1] }, s), conv({ a: 'x', u: [1] }, s))).toBe(true);
    expect(valueEquals(conv({ a: 'x', u: [1] }, s), conv({ a: 'x', u: [2] }, s))).toBe(false);
  });
});

describe('scalars and formats', () => {
  const rows: [string, JSONValue, JSONSchemaProps, Value | string][] = [
    ['integer → int', 5, { type: 'integer' }, 5n],
    ['number accepts integers as double', 5, { type: 'number' }, 5],
    ['int-or-string int', 5, { 'x-kubernetes-int-or-string': true }, 5n],
    ['int-or-string string', '50%', { 'x-kubernetes-int-or-string': true }, '50%'],
    ['int-or-string float', 1.5, { 'x-kubernetes-int-or-string': true }, 'invalid data, expected XIntOrString value to be either a string or integer'],
    ['null in non-nullable', null, { type: 'string' }, 'invalid data, got null for schema with nullable=false'],
    ['null in nullable', null, { type: 'string', nullable: true }, null],
    ['integer given a float', 1.5, { type: 'integer' }, 'invalid data, expected int, got float64'],
    ['string given a bool', true, { type: 'string' }, 'invalid data, expected string, got bool'],
  ];
  it.each(rows)('%s', (_n, v, s, want) => {
    const got = conv(v, s);
    if (got instanceof CelError) expect(got.message).toBe(want);
    else expect(got).toEqual(want);
  });
  it('duration: Go syntax and strfmt long units', () => {
    expect((conv('1h30m', { type: 'string', format: 'duration' }) as CelDuration).ns).toBe(5400n * 1000000000n);
    expect((conv('2 days', { type: 'string', format: 'duration' }) as CelDuration).ns).toBe(2n * 86400n * 1000000000n);
    expect((conv('soon', { type: 'string', format: 'duration' }) as CelError).message).toBe('Invalid duration soon: unable to parse soon as duration');
  });
  it('date and date-time become timestamps (instant in UTC, the parsed zone offset kept)', () => {
    expect(conv('2020-01-02', { type: 'string', format: 'date' })).toEqual(new CelTimestamp(1577923200, 0));
    expect(conv('2020-01-02T03:04:05.5+01:00', { type: 'string', format: 'date-time' })).toEqual(new CelTimestamp(1577923200 + 2 * 3600 + 4 * 60 + 5, 500000000, 3600));
  });
  it('byte becomes base64-decoded bytes', () => {
    expect(conv('aGk=', { type: 'string', format: 'byte' })).toEqual(new Uint8Array([104, 105]));
  });
});
