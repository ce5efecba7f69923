// batch `cel`: runtime cost of == between objects, and Kubernetes types shown by their string form.
// - cel-go interpreter/runtimecost.go: Equals/NotEquals cost ceil(0.1 × min(actualSize(lhs),
//   actualSize(rhs))); actualSize is traits.Sizer Size(), and an object is apiserver's
//   unstructuredMap whose Size() is len(value): every key of the raw map, known or not
//   (pkg/cel/common/valuesunstructured.go at v0.36.0).
// - results: semver.Version String(), url.URL String(), the format's Name; quantity, IP and CIDR
//   as before.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/cli/batch';

const ask = (req: unknown) => answer(JSON.stringify(req), {}) as Record<string, unknown>;

function objectWith(n: number): Record<string, string> {
  const o: Record<string, string> = {};
  for (let i = 0; i < n; i++) o[`k${i}`] = 'v';
  return o;
}

describe('runtime cost of == between objects follows their key count', () => {
  const props: Record<string, unknown> = {};
  for (let i = 0; i < 25; i++) props[`k${i}`] = { type: 'string' };
  const schema = { type: 'object', properties: { l: { type: 'array', items: { type: 'object', properties: props } } } };
  const cost = (n: number, m = n) => ask({ op: 'cel', expr: 'self.l[0] == self.l[1]', schema, self: { l: [objectWith(n), objectWith(m)] } }).runtimeCost as number;
  it.each([
    [0, 0, 0], // ceil(0.1 × 0)
    [1, 1, 1],
    [10, 10, 1],
    [11, 11, 2],
    [25, 25, 3],
    [25, 3, 1], // the smaller side
  ])('%i and %i keys: == costs %i', (n, m, eq) => {
    expect(cost(n, m) - cost(1)).toBe(eq - 1);
  });

  it('unknown (preserved) keys count too: Size() is len of the raw map', () => {
    const open = { type: 'object', properties: { a: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: { k0: { type: 'string' } } } } };
    const c = (extra: number) => ask({ op: 'cel', expr: 'self.a == self.a', schema: open, self: { a: { a0: 'v', ...objectWith(extra) } } }).runtimeCost as number;
    expect(c(20) - c(0)).toBe(2); // 21 keys: ceil(2.1) = 3; 1 key: 1
  });
});

describe('Kubernetes types in results show their string form', () => {
  it.each([
    ["semver('1.2.3')", 'kubernetes.Semver', '1.2.3'],
    ["semver('1.2.3-rc.1+build.5')", 'kubernetes.Semver', '1.2.3-rc.1+build.5'],
    ["quantity('1Gi')", 'kubernetes.Quantity', '1Gi'],
    ["ip('10.0.0.1')", 'net.IP', '10.0.0.1'],
    ["cidr('10.0.0.0/8')", 'net.CIDR', '10.0.0.0/8'],
    ["url('https://example.com/a?b=1')", 'kubernetes.URL', 'https://example.com/a?b=1'],
    ["format.named('dns1123Label').value()", 'kubernetes.NamedFormat', 'DNS1123Label'],
  ])('%s', (expr, type, value) => {
    expect(ask({ op: 'cel', expr })).toMatchObject({ type, value });
  });

  it('inside lists and optionals too', () => {
    expect(ask({ op: 'cel', expr: "[semver('1.2.3')]" }).value).toEqual(['1.2.3']);
    expect(ask({ op: 'cel', expr: "optional.of(url('https://x.io'))" }).value).toEqual({ hasValue: true, value: 'https://x.io' });
  });
});
