// suggestBounds: which unbounded lists, maps and strings drive a rule's estimated cost and the
// smallest set of maxItems/maxProperties/maxLength that brings it under a tenth of the per-rule
// limit (StaticEstimatedCostLimit), each result checked by re-running compileSchemaRules on the
// schema with the additions. Rows follow the "Resource use by validation functions" examples of
// the CRD documentation (seeds: crd-and-versions.txt).
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import { FieldPath } from '../../../../src/engine/field/path';
import { compileSchemaRules, splitRulePath, suggestBounds, type BoundAddition } from '../../../../src/engine/cel/crd';
import { valueRendering } from '../../../../src/engine/field/errorbody';

const LIMIT = 10_000_000;
const str: JSONSchemaProps = { type: 'string' };
const obj = (properties: Record<string, JSONSchemaProps>, extra: JSONSchemaProps = {}): JSONSchemaProps => ({ type: 'object', properties, ...extra });
const rules = (...r: string[]) => ({ 'x-kubernetes-validations': r.map((rule) => ({ rule })) });

/** The documentation's first example: `self.all(x, x.contains('a string'))` on a list of strings. */
const docsList = (bounds: { maxItems?: number; maxLength?: number } = {}): JSONSchemaProps =>
  obj({
    foo: {
      type: 'array',
      ...(bounds.maxItems !== undefined ? { maxItems: bounds.maxItems } : {}),
      items: { type: 'string', ...(bounds.maxLength !== undefined ? { maxLength: bounds.maxLength } : {}) },
      ...rules("self.all(x, x.contains('a string'))"),
    },
  });

/** The documentation's second example: the rule on the items of the list. */
const docsItems = (bounds: { maxItems?: number; maxLength?: number } = {}): JSONSchemaProps =>
  obj({
    foo: {
      type: 'array',
      ...(bounds.maxItems !== undefined ? { maxItems: bounds.maxItems } : {}),
      items: { type: 'string', ...(bounds.maxLength !== undefined ? { maxLength: bounds.maxLength } : {}), ...rules("self.contains('a string')") },
    },
  });

/** Sets `additions` on a copy of `schema` (schema paths relative to the root). */
function withAdditions(schema: JSONSchemaProps, additions: BoundAddition[]): JSONSchemaProps {
  const copy = JSON.parse(JSON.stringify(schema)) as JSONSchemaProps;
  for (const a of additions) {
    let node: JSONSchemaProps = copy;
    const re = /properties\[([^\]]*)\]|items|additionalProperties/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(a.schemaPath)) !== null) {
      if (m[1] !== undefined) node = node.properties![m[1]];
      else if (m[0] === 'items') node = node.items as JSONSchemaProps;
      else node = node.additionalProperties as JSONSchemaProps;
    }
    node[a.keyword] = a.value;
  }
  return copy;
}

function ruleCost(schema: JSONSchemaProps, rulePath: string): { cost: number; errors: string[] } {
  const r = compileSchemaRules(schema, FieldPath.root(), { kubeVersion: '1.35', isResourceRoot: true });
  const info = r.rules.find((i) => i.rulePath === rulePath)!;
  return { cost: info.totalCost!, errors: r.errors.map((e) => e.toString(valueRendering('1.35'))) };
}

interface Row {
  name: string;
  schema: JSONSchemaProps;
  rulePath: string;
  overLimit: boolean;
  drivers: string[];
  additions: string[];
  target: 'tenth' | 'limit' | 'none';
}

const rows: Row[] = [
  {
    name: 'docs: unbounded list of unbounded strings is over the limit; bounds on both bring it under a tenth',
    schema: docsList(),
    rulePath: 'properties[foo].x-kubernetes-validations[0]',
    overLimit: true,
    drivers: ['foo maxItems', 'foo[*] maxLength'],
    additions: ['foo maxItems 4096', 'foo[*] maxLength 256'],
    target: 'tenth',
  },
  {
    name: 'docs: maxItems 25 and maxLength 10 fit; nothing left to suggest',
    schema: docsList({ maxItems: 25, maxLength: 10 }),
    rulePath: 'properties[foo].x-kubernetes-validations[0]',
    overLimit: false,
    drivers: [],
    additions: [],
    target: 'none',
  },
  {
    name: 'docs: the rule on the items is multiplied by the unbounded list above it (cardinality)',
    schema: docsItems(),
    rulePath: 'properties[foo].items.x-kubernetes-validations[0]',
    overLimit: true,
    drivers: ['foo maxItems', 'foo[*] maxLength'],
    additions: ['foo maxItems 4096', 'foo[*] maxLength 256'],
    target: 'tenth',
  },
  {
    name: 'docs: the rule on the items with maxItems 25 and maxLength 10 fits',
    schema: docsItems({ maxItems: 25, maxLength: 10 }),
    rulePath: 'properties[foo].items.x-kubernetes-validations[0]',
    overLimit: false,
    drivers: [],
    additions: [],
    target: 'none',
  },
  {
    name: 'only the list is unbounded: one addition',
    schema: docsList({ maxLength: 10 }),
    rulePath: 'properties[foo].x-kubernetes-validations[0]',
    overLimit: false,
    drivers: ['foo maxItems'],
    additions: ['foo maxItems 4096'],
    target: 'tenth',
  },
  {
    name: 'a map (additionalProperties) is bounded with maxProperties',
    schema: obj({ labels: { type: 'object', additionalProperties: str, ...rules("self.all(k, self[k].contains('x'))") } }),
    rulePath: 'properties[labels].x-kubernetes-validations[0]',
    overLimit: true,
    drivers: ['labels maxProperties', 'labels[*] maxLength'],
    additions: ['labels maxProperties 4096', 'labels[*] maxLength 256'],
    target: 'tenth',
  },
  {
    name: 'nested lists: the inner and the outer list drive the estimate',
    schema: obj({
      spec: obj({ hosts: { type: 'array', items: obj({ ports: { type: 'array', items: { type: 'integer' } } }) } }, rules('self.hosts.all(h, h.ports.all(p, p > 0))')),
    }),
    rulePath: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0]',
    overLimit: true,
    drivers: ['spec.hosts[*].ports maxItems', 'spec.hosts maxItems'],
    additions: ['spec.hosts[*].ports maxItems 4096', 'spec.hosts maxItems 32'],
    target: 'tenth',
  },
  {
    name: 'estimate saturated at MaxUint64, with a bound that only matters together with the others (string comparison)',
    schema: obj({
      spec: obj({ f: { type: 'array', items: str }, h: { type: 'object', additionalProperties: { type: 'array', items: str } } }, rules('self.f.all(q, self.h.all(k, self.h[k].exists(v, v == q)))')),
    }),
    rulePath: 'properties[spec].x-kubernetes-validations[0]',
    overLimit: true,
    drivers: ['spec.f maxItems', 'spec.h[*] maxItems', 'spec.h maxProperties', 'spec.h[*][*] maxLength'],
    additions: ['spec.f maxItems 1024', 'spec.h[*] maxItems 16', 'spec.h maxProperties 4', 'spec.h[*][*] maxLength 16'],
    target: 'tenth',
  },
  {
    name: 'a constant-cost rule has no drivers',
    schema: obj({ spec: obj({ replicas: { type: 'integer' }, hosts: { type: 'array', items: str } }, rules('self.replicas > 0')) }),
    rulePath: 'properties[spec].x-kubernetes-validations[0]',
    overLimit: false,
    drivers: [],
    additions: [],
    target: 'none',
  },
];

describe('suggestBounds', () => {
  it.each(rows)('$name', ({ schema, rulePath, overLimit, drivers, additions, target }) => {
    const s = suggestBounds(schema, rulePath, '1.35')!;
    expect(s).not.toBeNull();
    const relative = rulePath.replace(/^.*openAPIV3Schema\./, '');
    expect(s.cost).toBe(ruleCost(schema, relative).cost);
    expect(s.cost > LIMIT).toBe(overLimit);
    expect(s.limit).toBe(LIMIT);
    expect(s.drivers.map((d) => `${d.path} ${d.keyword}`)).toEqual(drivers);
    expect(s.additions.map((a) => `${a.path} ${a.keyword} ${a.value}`)).toEqual(additions);
    expect(s.target).toBe(target);
    if (s.additions.length > 0) {
      // the resulting cost is what the estimator says about the schema with the additions
      const fixed = withAdditions(schema, s.additions);
      const after = ruleCost(fixed, relative);
      expect(after.cost).toBe(s.resultingCost);
      expect(after.cost).toBeLessThanOrEqual(LIMIT / 10);
      expect(after.errors).toEqual([]);
    } else {
      expect(s.resultingCost).toBe(s.cost);
    }
  });

  it('the documentation example as written is rejected for its cost, with bounds it is not', () => {
    expect(ruleCost(docsList(), 'properties[foo].x-kubernetes-validations[0]').errors.join('\n')).toContain('estimated rule cost exceeds budget by factor of more than 100x');
    expect(ruleCost(docsList({ maxItems: 25, maxLength: 10 }), 'properties[foo].x-kubernetes-validations[0]').errors).toEqual([]);
  });

  it('no suggestion for a missing rule or a rule that does not compile', () => {
    expect(suggestBounds(docsList(), 'properties[bar].x-kubernetes-validations[0]', '1.35')).toBeNull();
    expect(suggestBounds(docsList(), 'properties[foo].x-kubernetes-validations[3]', '1.35')).toBeNull();
    expect(suggestBounds(obj({ foo: { type: 'array', items: str, ...rules('self.nope()') } }), 'properties[foo].x-kubernetes-validations[0]', '1.35')).toBeNull();
  });

  it('leaves the schema it is given unchanged', () => {
    const schema = docsList();
    const before = JSON.stringify(schema);
    suggestBounds(schema, 'properties[foo].x-kubernetes-validations[0]', '1.35');
    expect(JSON.stringify(schema)).toBe(before);
  });
});

describe('splitRulePath', () => {
  it.each([
    ['x-kubernetes-validations[0]', { nodePath: '', index: 0 }],
    ['properties[foo].x-kubernetes-validations[2]', { nodePath: 'properties[foo]', index: 2 }],
    ['spec.validation.openAPIV3Schema.x-kubernetes-validations[1]', { nodePath: '', index: 1 }],
    ['spec.versions[0].schema.openAPIV3Schema.properties[spec].items.x-kubernetes-validations[0].rule', { nodePath: 'properties[spec].items', index: 0 }],
    ['properties[foo]', null],
  ])('%s', (path, want) => {
    expect(splitRulePath(path)).toEqual(want);
  });
});
