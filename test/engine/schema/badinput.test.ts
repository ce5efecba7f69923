// Bad input: schemas nested far deeper than any real CRD or very wide ones must not throw or
// hang; every walker of the schema module uses an explicit stack and is linear in the size.
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field/path';
import { validateStructural } from '../../../src/engine/schema/validation';
import { newStructuralError } from '../../../src/engine/schema/convert';
import { validateOpenAPISchema } from '../../../src/engine/schema/openapischema';
import { schemaHasUnprunedDefaults, schemaIsNonStructural } from '../../../src/engine/crd/ratcheting';
import { validateCRDSchema } from '../../../src/engine/crd/crdschema';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';

const openapiOpts = { allowDefaults: true, requireValidPropertyType: true, requireAtomicSetType: true, requireMapListKeysMapSetValidation: true };

function deepProperties(depth: number): JSONSchemaProps {
  let s: JSONSchemaProps = { type: 'string', default: 'x' };
  for (let i = 0; i < depth; i++) s = { type: 'object', properties: { p: s } };
  return s;
}

function deepJunctors(depth: number): JSONSchemaProps {
  let s: JSONSchemaProps = { minimum: 1 };
  for (let i = 0; i < depth; i++) s = i % 2 ? { not: s } : { allOf: [s] };
  return { type: 'object', ...s };
}

function run(schema: JSONSchemaProps): { ms: number; structural: number; openapi: number } {
  const t0 = performance.now();
  expect(newStructuralError(schema)).toBeNull();
  const structural = validateStructural(FieldPath.root(), schema).length;
  const openapi = validateOpenAPISchema(schema, FieldPath.root(), openapiOpts).length;
  schemaIsNonStructural(schema);
  schemaHasUnprunedDefaults(schema);
  validateCRDSchema(schema, FieldPath.root(), { requireStructural: true, allowDefaults: true });
  return { ms: performance.now() - t0, structural, openapi };
}

describe('schema walkers on pathological schemas', () => {
  it('50,000 levels of nested properties: no stack overflow, no errors', () => {
    const r = run(deepProperties(50_000));
    console.log(`50k-deep properties: ${r.ms.toFixed(0)} ms`);
    expect(r).toMatchObject({ structural: 0, openapi: 0 });
  });

  it('50,000 nested allOf/not junctors: no stack overflow, no errors', () => {
    const r = run(deepJunctors(50_000));
    console.log(`50k-deep junctors: ${r.ms.toFixed(0)} ms`);
    expect(r).toMatchObject({ structural: 0, openapi: 0 });
  });

  it('50,000 properties, each missing its type: one error each, no super-linear blow-up', () => {
    const properties: Record<string, JSONSchemaProps> = {};
    for (let i = 0; i < 50_000; i++) properties['f' + i] = { description: 'no type' };
    const r = run({ type: 'object', properties });
    console.log(`50k properties: ${r.ms.toFixed(0)} ms`);
    expect(r.structural).toBe(50_000);
  });
});
