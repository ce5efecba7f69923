// prunedCopy (pruning/copy.ts) against the in-place sequence it replaces: for every row of the
// upstream tables — pruning/algorithm_test.go TestPrune (./rows.ts), defaulting/algorithm_test.go
// TestDefault and prunenulls_test.go TestPruneNonNullableNullsWithoutDefaults
// (../defaulting/rows.ts) — each subset of the steps (null pruning, defaulting, pruning as
// resource root or not) gives the value, key order, defaulted and pruned paths of
// pruneNonNullableNullsWithoutDefaults → applyDefaults → prune run in place on a deep copy; the
// input and the schema are never changed (they are frozen): ./same-as-in-place.ts. Every corpus
// object against its CRD version is in ./corpus.test.ts (it shares the parsed corpus CRDs with the
// pruning test there).
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { prunedCopy, type CopyOptions } from '../../../src/engine/pruning';
import type { JSONValue } from '../../../src/engine/apis/json';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { pruneRows } from './rows';
import { defaultRows, nullRows } from '../defaulting/rows';
import { expectSame } from './same-as-in-place';

/** Every subset of the steps (the pruning as resource root and not). */
const STEPS: { name: string; opts: CopyOptions }[] = [];
for (const dropNulls of [false, true]) {
  for (const defaults of [false, true]) {
    for (const p of [undefined, false, true]) {
      const prune = p === undefined ? undefined : { isResourceRoot: p };
      STEPS.push({ name: `nulls=${dropNulls} defaults=${defaults} prune=${p === undefined ? 'no' : p ? 'root' : 'nested'}`, opts: { dropNulls, defaults, prune } });
    }
  }
}

interface Case {
  name: string;
  value: string;
  schema?: string;
}

const upstream: Case[] = [
  ...pruneRows.map((r) => ({ name: `TestPrune ${r.name}`, value: r.value, schema: r.schema })),
  ...defaultRows.map((r) => ({ name: `TestDefault ${r.name}`, value: r.value, schema: r.schema })),
  ...nullRows.map((r) => ({ name: `TestPruneNonNullableNullsWithoutDefaults ${r.name}`, value: r.value, schema: r.schema })),
];

// where the three steps meet: the order of the sequence shows (defaults pruned, nulls in
// defaults not dropped, defaults under preserve-unknown-fields and in embedded resources)
const combined: Case[] = [
  {
    name: 'a default with unknown fields is pruned (Default runs before pruning)',
    value: '{"spec": {}}',
    schema: 'type: object\nproperties:\n  spec: {type: object, properties: {a: {type: object, default: {x: 1, unknown: 2}, properties: {x: {type: integer}}}}}',
  },
  {
    name: 'a non-nullable null inside a default is kept, or defaulted (the null pruning ran before)',
    value: '{"spec": {"keep": null, "drop": null}}',
    schema:
      'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      keep: {nullable: true}\n      drop: {type: string}\n      d: {type: object, default: {n: null, m: null}, properties: {n: {type: string}, m: {type: string, default: M}}}',
  },
  {
    name: 'a replaced null keeps its place, missing defaults follow the keys in schema order',
    value: '{"z": 1, "b": null, "a": 2, "u": 3}',
    schema: 'type: object\nproperties:\n  c: {default: C}\n  b: {default: B}\n  z: {type: integer}\n  a: {type: integer}\n  y: {default: {q: 1}}',
  },
  {
    name: 'preserve-unknown-fields keeps unknown fields, defaults and nulls below still apply',
    value: '{"spec": {"free": {"x": null}, "known": {"n": null, "u": 1}, "l": [null, {"k": null}]}}',
    schema:
      'type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-preserve-unknown-fields: true\n    properties:\n      known: {type: object, properties: {n: {type: string}, d: {default: 1}}}\n      l: {type: array, x-kubernetes-preserve-unknown-fields: true, items: {type: object, default: {k: 1}, properties: {k: {type: integer, default: 2}}}}',
  },
  {
    name: 'embedded resources: apiVersion/kind/metadata kept and not walked by pruning, defaulted and null-pruned',
    value: '{"apiVersion": "v1", "kind": "K", "metadata": {"name": "n", "x": null}, "unknown": 1, "e": {"apiVersion": "v1", "metadata": null, "spec": {"u": 1, "a": null}}}',
    schema:
      'type: object\nproperties:\n  metadata: {type: object, properties: {x: {type: string}, y: {type: string, default: Y}}}\n  e:\n    type: object\n    x-kubernetes-embedded-resource: true\n    properties:\n      kind: {type: string, default: D}\n      metadata: {type: object}\n      spec: {type: object, properties: {a: {type: string, default: A}}}',
  },
  {
    name: 'additionalProperties: true (no schema below: pruning removes every field of a nested object) and a schema',
    value: '{"t": {"k": {"x": 1}, "n": null}, "m": {"k": null, "j": {"z": null, "w": 1}}}',
    schema: 'type: object\nproperties:\n  t: {type: object, additionalProperties: true}\n  m: {type: object, additionalProperties: {type: object, default: {z: 0}, properties: {z: {type: integer}}}}',
  },
  {
    name: 'arrays: null items defaulted, objects in items walked, no items schema',
    value: '{"l": [null, {"a": null, "b": 1}, [1]], "free": [{"a": 1}]}',
    schema: 'type: object\nproperties:\n  l: {type: array, items: {type: object, default: {a: 0, junk: 1}, properties: {a: {type: integer, default: 5}}}}\n  free: {type: array}',
  },
  {
    name: 'an own __proto__ key stays a key',
    value: '{"__proto__": {"a": null}, "spec": {"__proto__": 1}}',
    schema: 'type: object\nproperties:\n  __proto__: {type: object, properties: {a: {type: string}}}\n  spec: {type: object}',
  },
  { name: 'a scalar root', value: '4', schema: 'default: foo' },
  { name: 'no schema', value: '{"a": {"b": null}, "apiVersion": "v1"}' },
];

describe('prunedCopy: the upstream tables and where the steps meet, every subset of the steps', () => {
  for (const step of STEPS) {
    it.each([...upstream, ...combined])(`${step.name}: $name`, (c) => {
      expectSame(JSON.parse(JSON.stringify(parse(c.value))) as JSONValue, c.schema === undefined ? undefined : (parse(c.schema) as JSONSchemaProps), step.opts);
    });
  }

  it('the combined rows give what the sequence gives (a few results written out)', () => {
    const c = (i: number) => combined[i];
    const run = (i: number) => prunedCopy(parse(c(i).value) as JSONValue, parse(c(i).schema!) as JSONSchemaProps, { dropNulls: true, defaults: true, prune: { isResourceRoot: true } });
    expect(run(0)).toEqual({ value: { spec: { a: { x: 1 } } }, defaulted: ['spec.a'], pruned: ['spec.a.unknown'] });
    expect(run(1)).toEqual({ value: { spec: { keep: null, d: { n: null, m: 'M' } } }, defaulted: ['spec.d', 'spec.d.m'], pruned: [] });
    // u is unknown; y's schema has no properties: the q of its default is pruned
    expect(JSON.stringify(run(2).value)).toBe('{"z":1,"b":"B","a":2,"c":"C","y":{}}');
    expect(run(2).pruned).toEqual(['u', 'y.q']);
  });

  it('copies defaults: two objects defaulted from one schema share nothing', () => {
    const schema = parse('items: {properties: {m: {default: {k: [1]}}}}') as JSONSchemaProps;
    const out = prunedCopy([{}, {}], schema, { dropNulls: false, defaults: true }).value as { m: { k: number[] } }[];
    out[0].m.k.push(2);
    expect(out[1].m.k).toEqual([1]);
    expect(schema).toEqual(parse('items: {properties: {m: {default: {k: [1]}}}}'));
  });

  it('handles 200k items and 20k nesting levels without recursion', () => {
    const items: JSONValue[] = [];
    for (let i = 0; i < 200_000; i++) items.push({ keep: i, drop: i, n: null });
    let deep: JSONValue = { leaf: 1 };
    for (let i = 0; i < 20_000; i++) deep = { n: deep };
    const schema = parse(
      'type: object\nproperties:\n  list: {type: array, items: {type: object, properties: {keep: {type: integer}, n: {type: string}, d: {default: 1}}}}\n  deep: {type: object, x-kubernetes-preserve-unknown-fields: true}',
    ) as JSONSchemaProps;
    const value: JSONValue = { list: items, deep };
    const t0 = performance.now();
    const r = prunedCopy(value, schema, { dropNulls: true, defaults: true, prune: { isResourceRoot: true } });
    console.log(`one copying walk over 200k items + 20k-deep object: ${(performance.now() - t0).toFixed(0)} ms`);
    expect(r.pruned.length).toBe(200_000);
    expect(r.defaulted.length).toBe(200_000);
    expect((r.value as { list: JSONValue[] }).list[5]).toEqual({ keep: 5, d: 1 });
    expect(items[5]).toEqual({ keep: 5, drop: 5, n: null });
  });
});
