// Table tests for prune(): rows follow pruning/algorithm_test.go TestPrune and the
// "Field pruning" / "Controlling pruning" / "RawExtension" sections of the CRD docs.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { prune } from '../../../src/engine/pruning';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { pruneRows as rows } from './rows';

describe('prune (pruning.PruneWithOptions)', () => {
  it.each(rows)('$name', (row) => {
    const value = parse(row.value) as JSONValue;
    const schema = row.schema === undefined ? undefined : (parse(row.schema) as JSONSchemaProps);
    const pruned = prune(value, schema, { isResourceRoot: row.isResourceRoot ?? false });
    expect(value).toEqual(parse(row.expected));
    expect(pruned).toEqual(row.pruned);
  });

  it('handles 200k items and 20k nesting levels without recursion (linear time)', () => {
    const items: JSONValue[] = [];
    for (let i = 0; i < 200_000; i++) items.push({ keep: i, drop: i });
    let deep: JSONValue = { leaf: 1 };
    for (let i = 0; i < 20_000; i++) deep = { n: deep };
    const value: JSONValue = { list: items, deep };
    const schema = parse('type: object\nproperties:\n  list: {type: array, items: {type: object, properties: {keep: {type: integer}}}}') as JSONSchemaProps;
    const t0 = performance.now();
    const pruned = prune(value, schema, { isResourceRoot: true });
    const ms = performance.now() - t0;
    console.log(`pruned ${pruned.length} fields from 200k items + 20k-deep object in ${ms.toFixed(0)} ms`);
    expect(pruned.length).toBe(200_001);
    expect(pruned[0]).toBe('deep');
    expect((value as { list: JSONValue[] }).list[5]).toEqual({ keep: 5 });
  });
});
