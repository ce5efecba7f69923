// Kubernetes 1.37: WithTypeAndObjectMeta gives metadata.name maxLength 253 and metadata.generateName
// 252 (or the schema's own smaller maxLength), so rules on names are estimated with a bounded size
// (apiextensions schema/cel/model/schemas.go cappedLengthStringType and compilation_test.go
// TestMetadataNameCostIsBounded at v1.37.0-beta.0: MaxCost <= 10000). Up to 1.36 both were plain
// strings sized by the request limit.
import { describe, expect, it } from 'vitest';
import { compileSchemaRules, objectMetaNamesCapped, schemaDeclType, validateRules } from '../../../../src/engine/cel/crd';
import { FieldPath } from '../../../../src/engine/field/path';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';

const root = (rule: string, metadata?: JSONSchemaProps): JSONSchemaProps => ({
  type: 'object',
  'x-kubernetes-validations': [{ rule }],
  properties: { spec: { type: 'object' }, ...(metadata ? { metadata } : {}) },
});
const maxCost = (schema: JSONSchemaProps, kubeVersion: string) => {
  const r = compileSchemaRules(schema, FieldPath.root(), { kubeVersion, isResourceRoot: true });
  expect(r.rules[0].error).toBeUndefined();
  return Number(r.rules[0].estimatedCost!.max);
};

describe('cost of rules on metadata.name / generateName', () => {
  it.each([["self.metadata.name.contains('x')"], ["self.metadata.generateName.contains('x')"], ["self.metadata.name.matches('^[a-z]+$')"]])(
    '%s: bounded (<= 10000) from 1.37, by the request size before',
    (rule) => {
      expect(maxCost(root(rule), '1.37')).toBeLessThanOrEqual(10000);
      expect(maxCost(root(rule), '1.37')).toBeGreaterThan(0);
      expect(maxCost(root(rule), '1.36')).toBeGreaterThan(100000);
      expect(maxCost(root(rule), '1.27')).toBe(maxCost(root(rule), '1.36'));
    },
  );
  it('a smaller maxLength of the schema wins; 253 / 252 otherwise', () => {
    const rule = "self.metadata.name.matches('^[a-z]+$')";
    const small = maxCost(root(rule, { type: 'object', properties: { name: { type: 'string', maxLength: 20 } } }), '1.37');
    const dflt = maxCost(root(rule), '1.37');
    expect(small).toBeLessThan(dflt);
    // matches costs about length × pattern factor: the ratio follows 20 : 253
    expect(dflt / small).toBeGreaterThan(8);
  });
});

describe('the cap is decided per call from the Kubernetes version (no module switch)', () => {
  it.each([
    ['1.27', false],
    ['1.36', false],
    ['v1.36', false],
    // not a version the CLI or the app accepts (a patch release): the default version (apis/kubeversion.ts)
    ['v1.36.2', true],
    ['1.37', true],
    ['1.38', true],
    ['not-a-version', true],
  ])('objectMetaNamesCapped(%s) = %s', (v, capped) => {
    expect(objectMetaNamesCapped(v)).toBe(capped);
  });

  it('SchemaDeclType of a resource root: metadata.name sized by 253 bytes when capped, by the request otherwise', () => {
    const s = root('true');
    const name = (capNames: boolean) => schemaDeclType(s, true, capNames)!.fields!.get('metadata')!.type.fields!.get('name')!.type;
    expect(name(true).maxElements).toBeLessThan(name(false).maxElements);
    expect(name(true).schema?.maxLength).toBe(253);
    expect(name(false).schema?.maxLength).toBeUndefined();
  });

  it('compiling the same schema object for 1.37 and 1.36 in turn gives each version its own estimate', () => {
    const s = root("self.metadata.name.contains('x')");
    const costs = ['1.37', '1.36', '1.37', '1.36'].map((v) => maxCost(s, v));
    expect(costs[0]).toBe(costs[2]);
    expect(costs[1]).toBe(costs[3]);
    expect(costs[0]).toBeLessThan(costs[1]);
  });

  it('a rule run at 1.36 and at 1.37 on the same object gives the same answer (the cap bounds estimates, not values)', () => {
    const s = root("self.metadata.name.startsWith('a')");
    const obj = { apiVersion: 'example.com/v1', kind: 'W', metadata: { name: 'a'.repeat(300) }, spec: {} };
    for (const v of ['1.36', '1.37']) {
      const r = validateRules(s, obj, undefined, { kubeVersion: v, isResourceRoot: true });
      expect(r.errors).toEqual([]);
    }
  });
});
