// Table tests for the ratcheting predicates of ValidateCustomResourceDefinitionUpdate
// (requireStructuralSchema, requireValidPropertyType, requireAtomicSetType,
// requireMapListKeysMapSetValidation, requirePrunedDefaults, specHasKubernetesExtensions).
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  schemaHasDefaults,
  schemaHasInvalidMapListKeysMapSet,
  schemaHasInvalidTypes,
  schemaHasKubernetesExtensions,
  schemaHasNonAtomicSetType,
  schemaHasUnprunedDefaults,
  schemaIsNonStructural,
} from '../../../src/engine/crd/ratcheting';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';

const preds = {
  schemaHasDefaults,
  schemaHasInvalidMapListKeysMapSet,
  schemaHasInvalidTypes,
  schemaHasKubernetesExtensions,
  schemaHasNonAtomicSetType,
  schemaHasUnprunedDefaults,
  schemaIsNonStructural,
};

const rows: { name: string; pred: keyof typeof preds; schema: string; want: boolean }[] = [
  { name: 'schemaHasDefaults: default deep inside anyOf', pred: 'schemaHasDefaults', schema: 'type: object\nanyOf: [{properties: {a: {default: 1}}}]', want: true },
  { name: 'schemaHasDefaults: none', pred: 'schemaHasDefaults', schema: 'type: object\nproperties: {a: {type: string}}', want: false },
  { name: 'schemaHasInvalidTypes: type dict in items', pred: 'schemaHasInvalidTypes', schema: 'type: object\nproperties: {l: {type: array, items: {type: dict}}}', want: true },
  { name: 'schemaHasInvalidTypes: all OpenAPI v3 types', pred: 'schemaHasInvalidTypes', schema: 'type: object\nproperties: {a: {type: boolean}, b: {type: number}}', want: false },
  {
    name: 'specHasKubernetesExtensions: x-kubernetes-preserve-unknown-fields',
    pred: 'schemaHasKubernetesExtensions',
    schema: 'type: object\nproperties: {a: {x-kubernetes-preserve-unknown-fields: true}}',
    want: true,
  },
  {
    name: 'specHasKubernetesExtensions: x-kubernetes-map-type does not count',
    pred: 'schemaHasKubernetesExtensions',
    schema: 'type: object\nproperties: {a: {type: object, x-kubernetes-map-type: atomic}}',
    want: false,
  },
  {
    name: 'hasNonAtomicSetType: set of granular objects',
    pred: 'schemaHasNonAtomicSetType',
    schema: 'type: object\nproperties: {s: {type: array, x-kubernetes-list-type: set, items: {type: object}}}',
    want: true,
  },
  {
    name: 'hasNonAtomicSetType: set of scalars',
    pred: 'schemaHasNonAtomicSetType',
    schema: 'type: object\nproperties: {s: {type: array, x-kubernetes-list-type: set, items: {type: string}}}',
    want: false,
  },
  {
    name: 'hasInvalidMapListKeysMapSet: optional key without default',
    pred: 'schemaHasInvalidMapListKeysMapSet',
    schema: 'type: object\nproperties: {m: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [k], items: {type: object, properties: {k: {type: string}}}}}',
    want: true,
  },
  { name: 'schemaIsNonStructural: missing type', pred: 'schemaIsNonStructural', schema: 'properties: {a: {type: string}}', want: true },
  { name: 'schemaIsNonStructural: NewStructural error counts', pred: 'schemaIsNonStructural', schema: 'type: object\n$schema: x', want: true },
  { name: 'schemaIsNonStructural: structural', pred: 'schemaIsNonStructural', schema: 'type: object\nproperties: {a: {type: string}}', want: false },
  {
    name: 'schemaHasUnprunedDefaults: default with an unknown field',
    pred: 'schemaHasUnprunedDefaults',
    schema: 'type: object\nproperties: {spec: {type: object, default: {a: 1, b: 2}, properties: {a: {type: integer}}}}',
    want: true,
  },
  {
    name: 'schemaHasUnprunedDefaults: pruned default',
    pred: 'schemaHasUnprunedDefaults',
    schema: 'type: object\nproperties: {spec: {type: object, default: {a: 1}, properties: {a: {type: integer}}}}',
    want: false,
  },
];

describe('ratcheting predicates', () => {
  it.each(rows)('$name', (row) => {
    expect(preds[row.pred](parse(row.schema) as JSONSchemaProps)).toBe(row.want);
  });
});
