// SchemaDeclType sizes (apiserver/pkg/cel/common/schemas.go, schemas_test.go TestEstimateMaxLengthJSON /
// TestSchemaDeclTypes) and the size table of cel-cost.md §2.
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import { schemaDeclType, withTypeAndObjectMeta } from '../../../../src/engine/cel/crd/decltype';
import { ruleTypes } from '../../../../src/engine/cel/crd/celtypes';
import { formatType } from '../../../../src/engine/cel/types';

const R = 3 * 1024 * 1024;

describe('SchemaDeclType MaxElements', () => {
  const rows: [string, JSONSchemaProps, string, number, number][] = [
    ['string maxLength 10 → 4×10', { type: 'string', maxLength: 10 }, 'string', 40, 2],
    ['string maxLength -1 → 0', { type: 'string', maxLength: -1 }, 'string', 0, 2],
    ['string enum → longest enum byte length', { type: 'string', enum: ['a', 'abcd', 'ab'] }, 'string', 4, 2],
    ['unbounded string → request size − 2', { type: 'string' }, 'string', R - 2, 2],
    ['byte with maxLength (no ×4)', { type: 'string', format: 'byte', maxLength: 10 }, 'bytes', 10, 2],
    ['byte unbounded', { type: 'string', format: 'byte' }, 'bytes', R - 2, 2],
    ['duration ignores maxLength', { type: 'string', format: 'duration', maxLength: 5 }, 'duration', 32, 3],
    ['date', { type: 'string', format: 'date' }, 'timestamp', 12, 12],
    ['date-time', { type: 'string', format: 'date-time' }, 'timestamp', 32, 21],
    ['other formats are strings', { type: 'string', format: 'uri' }, 'string', R - 2, 2],
    ['int-or-string with maxLength', { 'x-kubernetes-int-or-string': true, maxLength: 5 }, 'dyn', 20, 1],
    ['int-or-string unbounded', { 'x-kubernetes-int-or-string': true }, 'dyn', R - 2, 1],
    ['list of strings unbounded → 1,048,575', { type: 'array', items: { type: 'string' } }, 'list', 1048575, 2],
    ['list of integers unbounded → 1,572,863', { type: 'array', items: { type: 'integer' } }, 'list', 1572863, 2],
    ['list of booleans unbounded → 629,145', { type: 'array', items: { type: 'boolean' } }, 'list', 629145, 2],
    ['list with maxItems', { type: 'array', maxItems: 25, items: { type: 'string' } }, 'list', 25, 2],
    ['list with negative maxItems', { type: 'array', maxItems: -3, items: { type: 'string' } }, 'list', 0, 2],
    ['map of strings unbounded → 393,215', { type: 'object', additionalProperties: { type: 'string' } }, 'map', 393215, 2],
    ['map with maxProperties', { type: 'object', maxProperties: 7, additionalProperties: { type: 'string' } }, 'map', 7, 2],
    ['integer', { type: 'integer' }, 'int', 0, 1],
    ['number', { type: 'number' }, 'double', 0, 1],
    ['boolean', { type: 'boolean' }, 'bool', 0, 4],
    [
      'object min size counts required properties without defaults',
      { type: 'object', required: ['ab', 'c', 'd'], properties: { ab: { type: 'string' }, c: { type: 'integer' }, d: { type: 'integer', default: 1 } } },
      'object',
      2 + (2 + 2 + 4) + (1 + 1 + 4),
      0,
    ],
  ];
  it.each(rows)('%s', (_name, schema, kind, maxElements, minSize) => {
    const t = schemaDeclType(schema, false, true)!;
    expect(t.kind).toBe(kind);
    if (kind === 'object') expect(t.minSerializedSize).toBe(maxElements);
    else {
      expect(t.maxElements).toBe(maxElements);
      expect(t.minSerializedSize).toBe(minSize);
    }
  });

  it('list of objects: items min size from required fields (estimateMaxArrayItemsFromMinSize)', () => {
    const t = schemaDeclType({ type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } }, false, true)!;
    // object min size 2 + len("name") 4 + "" 2 + 4 = 12; (R-2)/(12+1)
    expect(t.maxElements).toBe(Math.floor((R - 2) / 13));
  });
});

describe('SchemaDeclType exposure', () => {
  const rows: [string, JSONSchemaProps, boolean][] = [
    ['no type, preserve-unknown-fields → not exposed', { 'x-kubernetes-preserve-unknown-fields': true }, false],
    ['array of unexposed items → not exposed', { type: 'array', items: { 'x-kubernetes-preserve-unknown-fields': true } }, false],
    ['map of unexposed values → not exposed', { type: 'object', additionalProperties: { 'x-kubernetes-preserve-unknown-fields': true } }, false],
    ['object with preserve-unknown-fields → empty object', { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }, true],
  ];
  it.each(rows)('%s', (_n, schema, exposed) => {
    expect(schemaDeclType(schema, false, true) !== undefined).toBe(exposed);
  });

  it('unescapable and unexposed properties are not fields; escaped names are', () => {
    const t = schemaDeclType(
      {
        type: 'object',
        properties: {
          'x-prop': { type: 'string' },
          namespace: { type: 'string' },
          '3d': { type: 'string' },
          blob: { 'x-kubernetes-preserve-unknown-fields': true },
        },
      },
      false,
      true,
    )!;
    expect([...t.fields!.keys()].sort()).toEqual(['__namespace__', 'x__dash__prop']);
  });

  it('resource root exposes apiVersion, kind, metadata.name/generateName only (WithTypeAndObjectMeta)', () => {
    const t = schemaDeclType(
      { type: 'object', properties: { metadata: { type: 'object', properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } } }, spec: { type: 'object', properties: {} } } },
      true,
      true,
    )!;
    expect([...t.fields!.keys()].sort()).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
    expect([...t.fields!.get('metadata')!.type.fields!.keys()].sort()).toEqual(['generateName', 'name']);
  });

  it('embedded resources get the same fields', () => {
    const t = schemaDeclType(
      { type: 'object', properties: { tpl: { type: 'object', 'x-kubernetes-embedded-resource': true, properties: { spec: { type: 'object', properties: {} } } } } },
      false,
      true,
    )!;
    expect([...t.fields!.get('tpl')!.type.fields!.keys()].sort()).toEqual(['apiVersion', 'kind', 'metadata', 'spec']);
  });

  it('WithTypeAndObjectMeta keeps a schema that already declares all four', () => {
    const s: JSONSchemaProps = {
      type: 'object',
      properties: {
        kind: { type: 'string' },
        apiVersion: { type: 'string' },
        metadata: { type: 'object', properties: { name: { type: 'string' }, generateName: { type: 'string' }, namespace: { type: 'string' } } },
      },
    };
    expect(withTypeAndObjectMeta(s, true)).toBe(s);
  });

  it('MaybeAssignTypeName: object types are named by path (.@idx for items, .@elem for map values)', () => {
    const t = schemaDeclType(
      {
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            properties: {
              list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
              m: { type: 'object', additionalProperties: { type: 'object', properties: { b: { type: 'string' } } } },
              'x-y': { type: 'object', properties: {} },
            },
          },
        },
      },
      false,
      true,
    )!;
    const { selfType, provider } = ruleTypes(t, 'selfType1');
    expect(formatType(selfType)).toBe('selfType1');
    expect(formatType(provider.fieldType('selfType1', 'spec'))).toBe('selfType1.spec');
    expect(formatType(provider.fieldType('selfType1.spec', 'list'))).toBe('list(selfType1.spec.list.@idx)');
    expect(formatType(provider.fieldType('selfType1.spec', 'm'))).toBe('map(string, selfType1.spec.m.@elem)');
    expect(formatType(provider.fieldType('selfType1.spec', 'x__dash__y'))).toBe('selfType1.spec.x__dash__y');
    expect(formatType(provider.fieldType('selfType1.spec.list.@idx', 'a'))).toBe('string');
    expect(provider.fieldType('selfType1.spec', 'nope')).toBeUndefined();
  });
});
