// CRD validation ratcheting on update (apiextensions-apiserver validation/ratcheting.go,
// ratcheting_test.go behaviour): failures inside a subtree equal to its correlated old value
// are let through; correlation follows properties by key and list-type=map items by key; set and
// atomic lists (atomic is the default) compare as a unit (apiserver cel/common/equality.go).
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field/path';
import { validateCustomResourceUpdate } from '../../../src/engine/validation';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const spec = (props: Record<string, JSONSchemaProps>, extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: 'object',
  properties: { spec: { type: 'object', properties: props, ...extra } },
});

const rows: [name: string, schema: JSONSchemaProps, old: JSONValue, value: JSONValue, errors: string[], ratcheted: number][] = [
  ['unchanged invalid value is ratcheted', spec({ replicas: { type: 'integer', maximum: 10 } }), { spec: { replicas: 15 } }, { spec: { replicas: 15 } }, [], 1],
  [
    'changed invalid value is an error',
    spec({ replicas: { type: 'integer', maximum: 10 } }),
    { spec: { replicas: 15 } },
    { spec: { replicas: 16 } },
    ['spec.replicas: Invalid value: 16: spec.replicas in body should be less than or equal to 10'],
    0,
  ],
  [
    'a sibling change does not un-ratchet an unchanged field',
    spec({ replicas: { type: 'integer', maximum: 10 }, image: { type: 'string' } }),
    { spec: { replicas: 15, image: 'a' } },
    { spec: { replicas: 15, image: 'b' } },
    [],
    1,
  ],
  [
    'newly added invalid field is an error',
    spec({ replicas: { type: 'integer', maximum: 10 } }),
    { spec: {} },
    { spec: { replicas: 15 } },
    ['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'],
    0,
  ],
  ['object-level failure ratchets only when the whole object is unchanged', spec({ a: {}, b: {} }, { required: ['x'] }), { spec: { a: 1 } }, { spec: { a: 1 } }, [], 1],
  ['object-level failure after a change in the object', spec({ a: {}, b: {} }, { required: ['x'] }), { spec: { a: 1 } }, { spec: { a: 2 } }, ['spec.x: Required value'], 0],
  // common.CorrelatedObject.correlateOldValueForChildAtNewIndex: "" falls through to atomic, not correlated by index
  [
    'items of a list without list-type are not correlated by index',
    spec({ l: { type: 'array', items: { type: 'string', maxLength: 2 } } }),
    { spec: { l: ['aaa'] } },
    { spec: { l: ['aaa', 'b'] } },
    ['spec.l[0]: Too long: may not be more than 2 bytes'],
    0,
  ],
  [
    'a moved list item is not correlated',
    spec({ l: { type: 'array', items: { type: 'string', maxLength: 2 } } }),
    { spec: { l: ['aaa', 'b'] } },
    { spec: { l: ['b', 'aaa'] } },
    ['spec.l[1]: Too long: may not be more than 2 bytes'],
    0,
  ],
  [
    'list-type=map items correlate by key',
    spec({
      l: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['name'],
        items: { type: 'object', properties: { name: { type: 'string' }, v: { type: 'integer', maximum: 1 } } },
      },
    }),
    {
      spec: {
        l: [
          { name: 'a', v: 5 },
          { name: 'b', v: 0 },
        ],
      },
    },
    {
      spec: {
        l: [
          { name: 'b', v: 0 },
          { name: 'a', v: 5 },
        ],
      },
    },
    [],
    1,
  ],
  // set items are not correlated, but CachedDeepEqual compares the unchanged list as a unit, and an
  // unchanged node ratchets everything below it (ratchetingValueValidator.Validate)
  [
    "an unchanged list-type=set list ratchets its items' errors as a unit",
    spec({ l: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string', maxLength: 2 } } }),
    { spec: { l: ['aaa'] } },
    { spec: { l: ['aaa'] } },
    [],
    1,
  ],
  [
    'a changed list-type=set list does not ratchet its items',
    spec({ l: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string', maxLength: 2 } } }),
    { spec: { l: ['aaa'] } },
    { spec: { l: ['aaa', 'b'] } },
    ['spec.l[0]: Too long: may not be more than 2 bytes'],
    0,
  ],
  [
    'an unchanged set/atomic list compares as a unit (CorrelatedObject.CachedDeepEqual), so its unchanged parent ratchets',
    spec({ l: { type: 'array', 'x-kubernetes-list-type': 'atomic', items: { type: 'string' } } }, { required: ['x'] }),
    { spec: { l: ['a'] } },
    { spec: { l: ['a'] } },
    [],
    1,
  ],
  [
    'unvisited (preserved) fields keep an unchanged object from counting as unchanged',
    spec({ a: { type: 'integer' } }, { 'x-kubernetes-preserve-unknown-fields': true, minProperties: 3 }),
    { spec: { a: 1, extra: true } },
    { spec: { a: 1, extra: true } },
    ['spec: Invalid value: 2: spec in body should have at least 3 properties'],
    0,
  ],
  ['a whole unchanged object is ratcheted at the root', { type: 'object', required: ['spec'], properties: { kind: { type: 'string' } } }, { kind: 'K' }, { kind: 'K' }, [], 1],
  ["composition branches use the value's correlation", spec({ x: { anyOf: [{ type: 'integer', maximum: 1 }, { type: 'string' }] } }), { spec: { x: 5 } }, { spec: { x: 5 } }, [], 2],
];

describe('validateCustomResourceUpdate (ratcheting)', () => {
  it.each(rows)('%s', (_n, schema, old, value, errors, ratcheted) => {
    const r = validateCustomResourceUpdate(FieldPath.root(), value, old, schema);
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual(errors);
    expect(r.ratcheted).toHaveLength(ratcheted);
  });
});
