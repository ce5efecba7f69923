// subtreeMatcher (schema/subtree.ts): the list-type and embedded-resource walks ask it whether a
// schema node or anything below it (properties, additionalProperties, items) matches; it keeps the
// answers of the nodes asked about and of those on the way to a match, so the answers for nodes
// asked about after a walk passed them must be the same as when asked first.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { subtreeMatcher } from '../../../src/engine/schema/subtree';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';

const schema = parse(`
properties:
  a: {properties: {b: {type: string}, c: {items: {type: object, x-mark: true}}}}
  d: {additionalProperties: {properties: {e: {type: string}}}}
  f: {type: string}
`) as JSONSchemaProps;
const at = (...keys: string[]): JSONSchemaProps =>
  keys.reduce<JSONSchemaProps>((s, k) => (k === '*' ? (s.additionalProperties as JSONSchemaProps) : k === '[]' ? (s.items as JSONSchemaProps) : s.properties![k]!), schema);

const expected: [string, string[], boolean][] = [
  ['the root (a match below a)', [], true],
  ['on the way to the match', ['a'], true],
  ['the matching items schema', ['a', 'c', '[]'], true],
  ['a sibling passed before the match', ['a', 'b'], false],
  ['a subtree after the match (not walked by the root question)', ['d'], false],
  ['inside additionalProperties', ['d', '*', 'e'], false],
  ['a leaf', ['f'], false],
];

describe('subtreeMatcher: the same answer whatever was asked before', () => {
  it.each(expected)('%s, asked first', (_name, path, answer) => {
    const has = subtreeMatcher((s) => s['x-mark'] === true);
    expect(has(at(...path))).toBe(answer);
  });

  it('every node asked after the root, twice', () => {
    const has = subtreeMatcher((s) => s['x-mark'] === true);
    expect(has(schema)).toBe(true);
    const answers = () => expected.map(([, path]) => has(at(...path)));
    expect([answers(), answers()]).toEqual([expected.map((e) => e[2]), expected.map((e) => e[2])]);
  });

  it('nodes without a schema value', () => {
    const has = subtreeMatcher(() => true);
    expect([has(undefined), has({} as JSONSchemaProps)]).toEqual([false, true]);
  });
});
