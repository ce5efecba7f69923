// Malformed definitions as an author may type them (wrong types, missing fields) never throw and
// give what the apiserver would: unparseable columns are dropped, objects whose selectable
// fields cannot be computed are not listed, absent scale paths report the missing replicas.
import { describe, expect, it } from 'vitest';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import { convertToTable, matchFieldSelector, scaleForObject, executeJSONPath } from '../../../src/engine/printers';
import { explain, publishOpenAPIV2, publishOpenAPIV3 } from '../../../src/engine/openapi';

const obj = { metadata: { name: 'a' }, spec: { list: [1, 2], map: { k: 'v' }, color: 'red' } };

describe('printer columns with malformed definitions', () => {
  const rows: [string, unknown[], unknown[]][] = [
    [
      'column without jsonPath: {} selects the object, a string column prints it as JSON',
      [{ name: 'X', type: 'string' }],
      ['a', '{"metadata":{"name":"a"},"spec":{"color":"red","list":[1,2],"map":{"k":"v"}}}'],
    ],
    ['column that is not an object: no type, no cell', [42], ['a', null]],
    ['index past the end', [{ name: 'X', type: 'integer', jsonPath: '.spec.list[5]' }], ['a', null]],
    ['indexing an object', [{ name: 'X', type: 'string', jsonPath: '.spec.map[0]' }], ['a', null]],
    ['filter on an object', [{ name: 'X', type: 'string', jsonPath: '.spec.map[?(@.k=="v")]' }], ['a', null]],
    ['unknown column type', [{ name: 'X', type: 'color', jsonPath: '.spec.color' }], ['a', null]],
  ];
  it.each(rows)('%s', (_name, columns, cells) => {
    expect(convertToTable(columns as never, [obj], { wide: true }).rows[0]).toEqual(cells);
  });
});

const crd = (extra: object): CustomResourceDefinition =>
  ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'xs.example.com' },
    spec: { group: 'example.com', scope: 'Namespaced', names: { plural: 'xs', kind: 'X' }, versions: [{ name: 'v1', served: true, storage: true, ...extra }] },
  }) as CustomResourceDefinition;

describe('field selectors with malformed selectable fields', () => {
  it('a selectable field whose path selects several values: the object is not listed', () => {
    expect(matchFieldSelector(crd({ selectableFields: [{ jsonPath: '.spec.list[*]' }] }), 'v1', [obj], 'metadata.name=a')).toEqual({ matches: [], indexes: [] });
  });
  it('a selectable field without jsonPath', () => {
    expect(matchFieldSelector(crd({ selectableFields: [{}] }), 'v1', [obj], 'spec.color=red')).toEqual({ error: 'field label not supported: spec.color' });
  });
});

describe('scale and publishing with malformed definitions', () => {
  it('scale paths that are not strings', () => {
    expect(scaleForObject({ specReplicasPath: 3, statusReplicasPath: null } as never, obj)).toMatchObject({ ok: false });
  });
  it('versions, names and schema of the wrong shape', () => {
    const bad = { apiVersion: 'x', kind: 'y', metadata: {}, spec: { group: 1, names: null, versions: [null, { name: 'v1', served: true, schema: 'nope' }] } } as never;
    expect(publishOpenAPIV3(bad, 'v1')).not.toBeNull();
    expect(publishOpenAPIV2(bad, 'v1')).not.toBeNull();
    expect(explain(bad, 'v1', { recursive: true }).ok).toBe(true);
    expect(explain({ ...(bad as object), spec: { versions: 'x' } } as never, 'v1', { recursive: false }).ok).toBe(false);
  });
});

describe('JSONPath never throws', () => {
  const deep = (n: number): unknown => (n === 0 ? 'leaf' : { a: deep(n - 1) });
  it('recursive descent over deep data', () => {
    const r = executeJSONPath('{..a}', deep(2000));
    expect(r.ok || r.error).toBeTruthy();
  });
  it('a huge template parses without exhausting the stack', () => {
    const r = executeJSONPath('{' + '.a'.repeat(20000) + '}', { a: 1 }, { allowMissingKeys: true });
    expect(r).toMatchObject({ ok: true, text: '' });
  });
});
