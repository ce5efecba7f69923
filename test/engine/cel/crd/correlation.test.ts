// Old/new correlation: MakeMapList (common/maplist.go, maplist_test.go) and CorrelatedObject
// CachedDeepEqual (common/equality.go, equality_test.go) that drives CEL error ratcheting.
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../../src/engine/apis/json';
import { CorrelatedObject, makeMapList } from '../../../../src/engine/cel/crd/correlation';

const mapList: JSONSchemaProps = {
  type: 'array',
  'x-kubernetes-list-type': 'map',
  'x-kubernetes-list-map-keys': ['k1', 'k2'],
  items: { type: 'object', properties: { k1: { type: 'string' }, k2: { type: 'integer', default: 7 }, v: { type: 'string' } } },
};

describe('MakeMapList', () => {
  const old: JSONValue[] = [
    { k1: 'a', k2: 1, v: 'x' },
    { k1: 'b', v: 'y' },
  ];
  const rows: [string, JSONValue, JSONValue | undefined][] = [
    ['match on all keys', { k1: 'a', k2: 1, v: 'changed' }, { k1: 'a', k2: 1, v: 'x' }],
    ['different key value', { k1: 'a', k2: 2 }, undefined],
    ['unset key uses its default on both sides', { k1: 'b', k2: 7 }, { k1: 'b', v: 'y' }],
    ['not an object', 'a', undefined],
  ];
  it.each(rows)('%s', (_n, el, want) => {
    expect(makeMapList(mapList, old).get(el)).toEqual(want);
  });
  it('lists that are not list-type=map never correlate', () => {
    expect(makeMapList({ type: 'array', items: { type: 'string' } }, ['a']).get('a')).toBeUndefined();
  });
});

describe('CorrelatedObject.CachedDeepEqual', () => {
  const schema: JSONSchemaProps = {
    type: 'object',
    properties: { m: mapList, atomic: { type: 'array', items: { type: 'string' } }, s: { type: 'string' } },
  };
  const rows: [string, JSONValue, JSONValue, boolean][] = [
    ['identical objects', { s: 'a', atomic: ['x'] }, { s: 'a', atomic: ['x'] }, true],
    ['changed scalar', { s: 'a' }, { s: 'b' }, false],
    [
      'map list reordered is equal',
      {
        m: [
          { k1: 'a', k2: 1 },
          { k1: 'b', k2: 2 },
        ],
      },
      {
        m: [
          { k1: 'b', k2: 2 },
          { k1: 'a', k2: 1 },
        ],
      },
      true,
    ],
    ['atomic list reordered is not', { atomic: ['x', 'y'] }, { atomic: ['y', 'x'] }, false],
    ['added key', { s: 'a', atomic: [] }, { s: 'a' }, false],
  ];
  it.each(rows)('%s', (_n, v, o, want) => {
    expect(new CorrelatedObject(v, o, schema).deepEqual()).toBe(want);
  });
  it('children correlate by key and by map-list keys', () => {
    const c = new CorrelatedObject(
      { m: [{ k1: 'a', k2: 1, v: 'n' }] },
      {
        m: [
          { k1: 'z', k2: 0 },
          { k1: 'a', k2: 1, v: 'o' },
        ],
      },
      schema,
    );
    expect(c.key('m')!.index(0)!.oldValue).toEqual({ k1: 'a', k2: 1, v: 'o' });
    expect(c.key('atomic')).toBeUndefined();
  });
});
