// The per-position property memo of schema skeletons and compiled validators (decision note 0015)
// must not make one object's answer depend on the objects walked before it under the same schema
// node: a run of objects whose keys change order, gain and lose keys, and reuse a position for
// another key, each gets what a walk of that object alone gets. Rows follow the pruning,
// defaulting and validation cases of apiserver/schema/pruning/algorithm_test.go TestPrune,
// defaulting/algorithm_test.go TestDefault and kube-openapi's object validator (properties and
// additionalProperties).
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { prune } from '../../../src/engine/pruning';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../../../src/engine/defaulting';
import { validateCustomResource } from '../../../src/engine/validation';
import { FieldPath } from '../../../src/engine/field/path';
import { expandSkeleton, propertyAt, skeletonOf } from '../../../src/engine/schema/skeleton';
import { NEWEST_RENDERING } from '../field/newest-rendering';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';

const schemaText = `
type: object
properties:
  a: {type: string, default: A}
  b: {type: integer, maximum: 3}
  c: {type: object, properties: {x: {type: string}}}
  n: {type: string, nullable: false}
`;

/** Objects walked one after the other under the same schema; keys move between positions. */
const objects = [
  '{"a": "1", "b": 1, "c": {"x": "y"}}',
  '{"b": 4, "a": "1", "u": 1}',
  '{"u": {"v": 1}, "b": 5, "c": {"x": 1, "z": 2}}',
  '{"c": {"z": 1}, "n": null, "b": 2, "a": 7}',
  '{"a": "1", "b": 1, "c": {"x": "y"}}',
  '{}',
  '{"x": 1, "a": null, "b": 9, "c": null}',
];

interface Outcome {
  value: JSONValue;
  pruned: string[];
  defaulted: string[];
  errors: string[];
}

function walk(schema: JSONSchemaProps, text: string): Outcome {
  const value = JSON.parse(text) as JSONValue;
  const pruned = prune(value, schema, { isResourceRoot: false });
  pruneNonNullableNullsWithoutDefaults(value, schema);
  const defaulted = applyDefaults(value, schema);
  const errors = validateCustomResource(FieldPath.nil(), value, schema).map((e) => e.toString(NEWEST_RENDERING));
  return { value, pruned, defaulted, errors };
}

describe('schema skeleton: per-position property memo', () => {
  it('gives every object in a run the result of walking it alone (fresh schema per object)', () => {
    const shared = parse(schemaText) as JSONSchemaProps;
    for (const text of objects) {
      const inRun = walk(shared, text);
      const alone = walk(parse(schemaText) as JSONSchemaProps, text);
      expect(inRun, text).toEqual(alone);
    }
  });

  it('pins the expected outcome of the run (TestPrune / TestDefault / object validator cases)', () => {
    const shared = parse(schemaText) as JSONSchemaProps;
    const run = objects.map((t) => walk(shared, t));
    expect(run[1]).toEqual({
      value: { b: 4, a: '1' },
      pruned: ['u'],
      defaulted: [],
      errors: ['b: Invalid value: 4: b in body should be less than or equal to 3'],
    });
    expect(run[2]).toEqual({
      value: { b: 5, c: { x: 1 }, a: 'A' },
      pruned: ['c.z', 'u'],
      defaulted: ['a'],
      errors: ['b: Invalid value: 5: b in body should be less than or equal to 3', 'c.x: Invalid value: "integer": c.x in body must be of type string: "integer"'],
    });
    expect(run[3]).toEqual({
      value: { c: {}, b: 2, a: 7 },
      pruned: ['c.z'],
      defaulted: [],
      errors: ['a: Invalid value: "integer": a in body must be of type string: "integer"'],
    });
    expect(run[6]).toEqual({
      value: { a: 'A', b: 9 },
      pruned: ['x'],
      defaulted: ['a'],
      errors: ['b: Invalid value: 9: b in body should be less than or equal to 3'],
    });
  });

  it('propertyAt answers properties[key] whatever the key seen before at that position', () => {
    const s = skeletonOf(parse(schemaText) as JSONSchemaProps);
    expandSkeleton(s);
    const props = (s.schema.properties ?? {}) as Record<string, JSONSchemaProps>;
    const sequence: [number, string][] = [
      [0, 'a'],
      [1, 'b'],
      [0, 'b'],
      [1, 'zz'],
      [0, 'a'],
      [2, 'c'],
      [1, 'constructor'],
      [1, 'n'],
    ];
    for (const [i, key] of sequence) {
      const got = propertyAt(s, i, key);
      const want = Object.prototype.hasOwnProperty.call(props, key) ? props[key] : undefined;
      expect(got?.schema, `${i}:${key}`).toBe(want);
    }
  });
});
