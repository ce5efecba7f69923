// Views of deeply nested decoded values (YAML anchors nesting into one another): iterative,
// bounded in depth and size, quick.
import { describe, expect, it } from 'vitest';
import { boundedValue } from '../../src/state/bounded';
import { TOO_DEEP, toYaml } from '../../src/state/steps';
import type { JSONValue } from '../../src/engine/apis/json';

/** `x1: &a1 {x: {x: ... }}`, `x2: {x: *a1, y: *a1}`, ...: a DAG 2^n values large when expanded. */
function aliasNest(levels: number, chain: number): JSONValue {
  let v: JSONValue = 'leaf';
  const out: Record<string, JSONValue> = {};
  for (let i = 1; i <= levels; i++) {
    for (let j = 0; j < chain; j++) v = { x: v };
    v = { x: v, y: v };
    out[`x${i}`] = v;
  }
  return out;
}

describe('bounded values for the views', () => {
  it('cuts depth and size without recursion, marking the cut', () => {
    let deep: JSONValue = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const d = boundedValue(deep, '…', { maxDepth: 5, maxNodes: 100 });
    expect(d.truncated).toBe(true);
    expect(JSON.stringify(d.value)).toBe('[[[[["…"]]]]]');
    const small = { a: [1, { b: null }], c: 'x' };
    expect(boundedValue(small, '…')).toEqual({ value: small, truncated: false });
  });

  it('a value whose aliases nest renders as bounded YAML without expanding them', () => {
    const v = aliasNest(30, 10); // 2^30 leaves when expanded
    const yaml = toYaml(v); // expanded it would never end: the test's own timeout is the hang guard
    expect(yaml).toContain(TOO_DEEP);
    expect(yaml.split('\n').length).toBeLessThan(25_000);
  });
});
