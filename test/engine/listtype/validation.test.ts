// apiextensions-apiserver schema/listtype ValidateListSetsAndMaps (validation_test.go
// TestValidateListSetsAndMaps): duplicates in list-type=set lists and of key tuples in
// list-type=map lists, reported once at the second appearance, with recursion through
// properties, additionalProperties and items.
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field/path';
import { validateListSetsAndMaps } from '../../../src/engine/listtype';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const set = (items: JSONSchemaProps = {}): JSONSchemaProps => ({ type: 'array', 'x-kubernetes-list-type': 'set', items });
const map = (keys: string[], items: JSONSchemaProps = { type: 'object' }): JSONSchemaProps => ({
  type: 'array',
  'x-kubernetes-list-type': 'map',
  'x-kubernetes-list-map-keys': keys,
  items,
});
const obj = (props: Record<string, JSONSchemaProps>): JSONSchemaProps => ({ type: 'object', properties: props });

const rows: [name: string, schema: JSONSchemaProps, value: JSONValue, want: string[]][] = [
  ['set of strings without duplicates', obj({ l: set() }), { l: ['a', 'b'] }, []],
  ['set: duplicate string at its second appearance only', obj({ l: set() }), { l: ['a', 'b', 'a', 'a'] }, ['l[2]: Duplicate value: "a"']],
  ['set: every repeated value once', obj({ l: set() }), { l: [1, 2, 1, 2] }, ['l[2]: Duplicate value: 1', 'l[3]: Duplicate value: 2']],
  ['set: 1 and "1" differ', obj({ l: set() }), { l: [1, '1'] }, []],
  ['set: null scalars', obj({ l: set() }), { l: [null, null] }, ['l[1]: Duplicate value: "null"']],
  [
    'set of objects compares by content, key order ignored',
    obj({ l: set({ type: 'object' }) }),
    {
      l: [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
    },
    ['l[1]: Duplicate value: {"a":1,"b":2}'],
  ],
  [
    'set of lists',
    obj({ l: set({ type: 'array' }) }),
    {
      l: [
        [1, 2],
        [2, 1],
        [1, 2],
      ],
    },
    ['l[2]: Duplicate value: [1,2]'],
  ],
  ['map with one key', obj({ l: map(['name']) }), { l: [{ name: 'a', v: 1 }, { name: 'b' }, { name: 'a', v: 2 }] }, ['l[2]: Duplicate value: {"name":"a"}']],
  ['map: missing keys collide as unspecified', obj({ l: map(['name']) }), { l: [{ v: 1 }, { v: 2 }] }, ['l[1]: Duplicate value: {}']],
  ['map: null items are unspecified keys', obj({ l: map(['name']) }), { l: [null, {}] }, ['l[1]: Duplicate value: {}']],
  [
    'map with two keys compares tuples',
    obj({ l: map(['name', 'protocol']) }),
    {
      l: [
        { name: 'a', protocol: 'TCP' },
        { name: 'a', protocol: 'UDP' },
        { protocol: 'TCP', name: 'a' },
      ],
    },
    ['l[2]: Duplicate value: {"name":"a","protocol":"TCP"}'],
  ],
  [
    'map items must be objects; the first offender stops the check',
    obj({ l: map(['name']) }),
    { l: [{ name: 'a' }, 'x', 3, { name: 'a' }] },
    ['l[1]: Invalid value: "x": must be an object for an array of list-type map'],
  ],
  ['atomic lists are not checked', obj({ l: { type: 'array', 'x-kubernetes-list-type': 'atomic' } }), { l: [1, 1] }, []],
  ['lists without a list type are not checked', obj({ l: { type: 'array' } }), { l: [1, 1] }, []],
  ['recursion through items', obj({ l: { type: 'array', items: obj({ s: set() }) } }), { l: [{ s: ['x'] }, { s: ['y', 'y'] }] }, ['l[1].s[1]: Duplicate value: "y"']],
  ['recursion through additionalProperties uses key paths', { type: 'object', additionalProperties: obj({ s: set() }) }, { k: { s: [true, true] } }, ['[k].s[1]: Duplicate value: true']],
  ['nested sets inside a map list', obj({ l: map(['n'], obj({ s: set() })) }), { l: [{ n: 'a', s: [1, 1] }] }, ['l[0].s[1]: Duplicate value: 1']],
  ['values without a schema are ignored', obj({}), { l: [1, 1] }, []],
  ['a non-object root is ignored', set(), [1, 1] as JSONValue, []],
];

describe('validateListSetsAndMaps', () => {
  it.each(rows)('%s', (_name, schema, value, want) => {
    expect(validateListSetsAndMaps(FieldPath.root(), schema, value).map((e) => e.toString(NEWEST_RENDERING))).toEqual(want);
  });
  it('prefixes the given field path', () => {
    expect(validateListSetsAndMaps(FieldPath.of('spec'), obj({ l: set() }), { l: ['a', 'a'] }).map((e) => e.toString(NEWEST_RENDERING))).toEqual(['spec.l[1]: Duplicate value: "a"']);
  });
  it('runs in linear time on a huge set', () => {
    const big = Array.from({ length: 200000 }, (_, i) => `v${i}`);
    big.push('v0');
    const errs = validateListSetsAndMaps(FieldPath.root(), obj({ l: set() }), { l: big });
    expect(errs.map((e) => e.toString(NEWEST_RENDERING))).toEqual(['l[200000]: Duplicate value: "v0"']);
  });
});
