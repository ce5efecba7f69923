// Static cost estimation of CRD rules: schema/cel/compilation_test.go TestCostEstimation (each case
// twice: without limits ("calc") and with maxItems/maxProperties/maxLength set ("set")), and the cost
// examples of the CRD docs ("Resource use by validation functions").
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import { compileNodeRules } from '../../../../src/engine/cel/crd/compile';
import { schemaDeclType } from '../../../../src/engine/cel/crd/decltype';
import { compileSchemaRules } from '../../../../src/engine/cel/crd';
import { FieldPath } from '../../../../src/engine/field/path';
import { valueRendering } from '../../../../src/engine/field/errorbody';

type Gen = (max?: number) => JSONSchemaProps;
const withMax = (s: JSONSchemaProps, key: 'maxItems' | 'maxProperties' | 'maxLength', max?: number): JSONSchemaProps => (max === undefined ? s : { ...s, [key]: max });
const rules = (rule: string) => ({ 'x-kubernetes-validations': [{ rule }] });
const withRules = (s: JSONSchemaProps, rule: string): JSONSchemaProps => ({ ...s, ...rules(rule) });

function parseRuleType(t: string): JSONSchemaProps {
  if (t === 'duration' || t === 'date' || t === 'date-time') return { type: 'string', format: t };
  if (t === 'int-or-string') return { 'x-kubernetes-int-or-string': true };
  return { type: t };
}
const genArrayWithRule =
  (t: string, rule: string): Gen =>
  (max) =>
    withMax({ type: 'array', items: parseRuleType(t), ...rules(rule) }, 'maxItems', max);
const genArrayOfArraysWithRule =
  (t: string, rule: string): Gen =>
  (max) =>
    withMax({ type: 'array', items: { type: 'array', items: { type: t } }, ...rules(rule) }, 'maxItems', max);
const objectItem: JSONSchemaProps = { type: 'object', required: ['required'], properties: { required: { type: 'string' }, optional: { type: 'string' } } };
const genObjectArrayWithRule =
  (rule: string): Gen =>
  (max) =>
    withMax({ type: 'array', items: objectItem, ...rules(rule) }, 'maxItems', max);
const getMapArrayWithRule =
  (t: string, rule: string): Gen =>
  (max) =>
    withMax({ type: 'array', items: { type: 'object', additionalProperties: { type: t } }, ...rules(rule) }, 'maxItems', max);
const genMapWithRule =
  (t: string, rule: string): Gen =>
  (max) =>
    withMax({ type: 'object', additionalProperties: parseRuleType(t), ...rules(rule) }, 'maxProperties', max);
const genMapWithCustomItemRule =
  (item: JSONSchemaProps, rule: string): Gen =>
  (max) =>
    withMax({ type: 'object', additionalProperties: item, ...rules(rule) }, 'maxProperties', max);
const genStringWithRule =
  (rule: string): Gen =>
  (max) =>
    withMax({ type: 'string', ...rules(rule) }, 'maxLength', max);
const genBytesWithRule =
  (rule: string): Gen =>
  (max) =>
    withMax({ type: 'string', format: 'byte', ...rules(rule) }, 'maxLength', max);
const genEnumWithRuleAndValues =
  (rule: string, ...values: string[]): Gen =>
  (max) =>
    withMax({ type: 'string', enum: values, ...rules(rule) }, 'maxLength', max);
const genNestedSpecWithRule =
  (rule: string): Gen =>
  (max) =>
    withMax({ type: 'object', additionalProperties: withMax({ type: 'string' }, 'maxLength', max), ...rules(rule) }, 'maxProperties', max);
const genAllMaxNestedSpecWithRootRule =
  (rule: string): Gen =>
  (max) =>
    withMax(
      {
        type: 'array',
        items: withMax({ type: 'object', additionalProperties: withMax({ ...objectItem }, 'maxProperties', max) }, 'maxProperties', max),
        ...rules(rule),
      },
      'maxItems',
      max,
    );
const genOneMaxNestedSpecWithRootRule =
  (rule: string): Gen =>
  (max) => ({
    type: 'array',
    items: withMax({ type: 'object', additionalProperties: { ...objectItem } }, 'maxProperties', max),
    ...rules(rule),
  });
const genMapForMap: JSONSchemaProps = { type: 'object', additionalProperties: { type: 'number' } };
const genArrayForMap: JSONSchemaProps = { type: 'array', items: { type: 'number' } };

const costLimit = 100_000_000n;

// [name, generator, setMaxElements, expectedCalcCost (or ['exceeds', n]), expectedSetCost]
const cases: [string, Gen, number, bigint | ['exceeds', bigint], bigint][] = [
  ['number array with all', genArrayWithRule('number', 'self.all(x, true)'), 10, 4718591n, 32n],
  ['string array with all', genArrayWithRule('string', 'self.all(x, true)'), 20, 3145727n, 62n],
  ['boolean array with all', genArrayWithRule('boolean', 'self.all(x, true)'), 5, 1887437n, 17n],
  ['array of number arrays with all', genArrayOfArraysWithRule('number', 'self.all(x, true)'), 100, 3145727n, 302n],
  ['array of objects with all', genObjectArrayWithRule('self.all(x, true)'), 50, 555128n, 152n],
  ['map of numbers with all', genMapWithRule('number', 'self.all(x, true)'), 10, 1348169n, 32n],
  ['map of numbers with has', genMapWithRule('number', 'has(self.x)'), 100, 0n, 0n],
  ['map of strings with all', genMapWithRule('string', 'self.all(x, true)'), 3, 1179647n, 11n],
  ['map of strings with has', genMapWithRule('string', 'has(self.x)'), 550, 0n, 0n],
  ['map of booleans with all', genMapWithRule('boolean', 'self.all(x, true)'), 100, 943718n, 302n],
  ['map of booleans with has', genMapWithRule('boolean', 'has(self.x)'), 1024, 0n, 0n],
  ['string with contains', genStringWithRule("self.contains('test')"), 10, 314574n, 5n],
  ['string with startsWith', genStringWithRule("self.startsWith('test')"), 15, 2n, 2n],
  ['string with endsWith', genStringWithRule("self.endsWith('test')"), 30, 2n, 2n],
  ['concat string', genStringWithRule('size(self + "hello") > size("hello")'), 4, 314578n, 7n],
  ['index of array with numbers', genArrayWithRule('number', 'self[1] == 0.0'), 5000, 2n, 2n],
  ['index of array with strings', genArrayWithRule('string', 'self[1] == self[1]'), 8, 314577n, 314577n],
  ['O(n^2) loop with numbers', genArrayWithRule('number', 'self.all(x, self.all(y, true))'), 10, ['exceeds', costLimit], 352n],
  ['O(n^3) loop with numbers', genArrayWithRule('number', 'self.all(x, self.all(y, self.all(z, true)))'), 10, ['exceeds', costLimit], 3552n],
  ['regex matches simple', genStringWithRule('self.matches("x")'), 50, 314574n, 22n],
  ['regex matches empty string', genStringWithRule('"".matches("(((((((((())))))))))[0-9]")'), 10, 7n, 7n],
  ['regex matches empty regex', genStringWithRule('self.matches("")'), 100, 1n, 1n],
  ['map of strings with value length', genNestedSpecWithRule('self.all(x, x.contains(self[x]))'), 10, 2752507n, 72n],
  ['set array maxLength to zero', genArrayWithRule('number', 'self[3] == 0.0'), 0, 2n, 2n],
  ['set map maxLength to zero', genMapWithRule('number', 'self["x"] == 0.0'), 0, 2n, 2n],
  ['set string maxLength to zero', genStringWithRule('self == "x"'), 0, 2n, 1n],
  ['set bytes maxLength to zero', genBytesWithRule('self == b"x"'), 0, 2n, 1n],
  ['set maxLength greater than estimated maxLength', genArrayWithRule('number', 'self.all(x, x == 0.0)'), 3 * 1024 * 2048, 6291454n, 25165826n],
  ['nested types with root rule with all supporting maxLength', genAllMaxNestedSpecWithRootRule('self.all(x, x["y"].required == "z")'), 10, 7340027n, 72n],
  ['nested types with root rule with one supporting maxLength', genOneMaxNestedSpecWithRootRule('self.all(x, x["y"].required == "z")'), 10, 7340027n, 7340027n],
  ['int-or-string array with all', genArrayWithRule('int-or-string', 'self.all(x, true)'), 10, 4718591n, 32n],
  ['index of array with int-or-strings', genArrayWithRule('int-or-string', 'self[0] == 5'), 10, 3n, 3n],
  ['index of array with booleans', genArrayWithRule('boolean', 'self[0] == false'), 25, 2n, 2n],
  ['index of array of objects', genObjectArrayWithRule('self[0] == null'), 422, 2n, 2n],
  ['index of array of array of numnbers', genArrayOfArraysWithRule('number', 'self[0][0] == -1.0'), 51, 3n, 3n],
  ['array of number maps with all', getMapArrayWithRule('number', 'self.all(x, x.y == 25.2)'), 12, 6291452n, 74n],
  ['index of array of number maps', getMapArrayWithRule('number', 'self[0].x > 2.0'), 3000, 4n, 4n],
  ['duration array with all', genArrayWithRule('duration', 'self.all(x, true)'), 5, 2359295n, 17n],
  ['index of duration array', genArrayWithRule('duration', 'self[0].getHours() == 2'), 525, 4n, 4n],
  ['date array with all', genArrayWithRule('date', 'self.all(x, true)'), 15, 725936n, 47n],
  ['index of date array', genArrayWithRule('date', 'self[2].getDayOfMonth() == 13'), 42, 4n, 4n],
  ['date-time array with all', genArrayWithRule('date-time', 'self.all(x, true)'), 25, 428963n, 77n],
  ['index of date-time array', genArrayWithRule('date-time', 'self[2].getMinutes() == 45'), 99, 4n, 4n],
  ['map of int-or-strings with all', genMapWithRule('int-or-string', 'self.all(x, true)'), 15, 1348169n, 47n],
  ['map of int-or-strings with has', genMapWithRule('int-or-string', 'has(self.x)'), 5000, 0n, 0n],
  ['map of objects with all', genMapWithCustomItemRule(objectItem, 'self.all(x, true)'), 20, 428963n, 62n],
  ['map of objects with has', genMapWithCustomItemRule(objectItem, 'has(self.x)'), 9001, 0n, 0n],
  ['map of number maps with all', genMapWithCustomItemRule(genMapForMap, 'self.all(x, true)'), 10, 1179647n, 32n],
  ['map of number maps with has', genMapWithCustomItemRule(genMapForMap, 'has(self.x)'), 101, 0n, 0n],
  ['map of number arrays with all', genMapWithCustomItemRule(genArrayForMap, 'self.all(x, true)'), 25, 1179647n, 77n],
  ['map of number arrays with has', genMapWithCustomItemRule(genArrayForMap, 'has(self.x)'), 40000, 0n, 0n],
  ['map of durations with all', genMapWithRule('duration', 'self.all(x, true)'), 5, 1048577n, 17n],
  ['map of durations with has', genMapWithRule('duration', 'has(self.x)'), 256, 0n, 0n],
  ['map of dates with all', genMapWithRule('date', 'self.all(x, true)'), 10, 524288n, 32n],
  ['map of dates with has', genMapWithRule('date', 'has(self.x)'), 65536, 0n, 0n],
  ['map of date-times with all', genMapWithRule('date-time', 'self.all(x, true)'), 25, 349526n, 77n],
  ['map of date-times with has', genMapWithRule('date-time', 'has(self.x)'), 490, 0n, 0n],
  ['check cost of size call', genMapWithRule('integer', 'oldSelf.size() == self.size()'), 10, 5n, 5n],
  ['check cost of timestamp comparison', genMapWithRule('date-time', 'self["a"] == self["b"]'), 7, 8n, 8n],
  ['check cost of duration comparison', genMapWithRule('duration', 'self["c"] == self["d"]'), 42, 8n, 8n],
  ['extended library regex find', genStringWithRule("self.find('[0-9]+') == ''"), 10, 629147n, 11n],
  ['extended library join', (max) => withRules(withMax({ type: 'array', items: withMax({ type: 'string' }, 'maxLength', max) }, 'maxItems', max), "self.join(' ') == 'aa bb'"), 10, 329853068905n, 43n],
  [
    'extended library isSorted',
    (max) => withRules(withMax({ type: 'array', items: withMax({ type: 'string' }, 'maxLength', max) }, 'maxItems', max), 'self.isSorted() == true'),
    10,
    329854432052n,
    52n,
  ],
  [
    'extended library replace',
    (max) =>
      withRules(
        { type: 'object', properties: { str: withMax({ type: 'string' }, 'maxLength', max), before: { type: 'string', maxLength: 2 }, after: { type: 'string', maxLength: 4 } } },
        "self.str.replace(self.before, self.after) == 'does not matter'",
      ),
    4,
    629154n,
    12n,
  ],
  [
    'extended library split',
    (max) =>
      withRules(
        { type: 'object', properties: { str: withMax({ type: 'string' }, 'maxLength', max), separator: withMax({ type: 'string' }, 'maxLength', max) } },
        'self.str.split(self.separator) == []',
      ),
    10,
    629160n,
    22n,
  ],
  ['extended library lowerAscii', (max) => withRules(withMax({ type: 'string' }, 'maxLength', max), "self.lowerAscii() == 'lower!'"), 10, 314575n, 6n],
  ['enums with maxLength equals to the longest possible value', genEnumWithRuleAndValues("self.contains('A')", 'A', 'B', 'C', 'LongValue'), 1000, 2n, 401n],
];

function maxCost(schema: JSONSchemaProps): bigint {
  const compiled = compileNodeRules(schema, schemaDeclType(schema, false, true)!, () => 'NewExpressions', '1.33');
  expect(compiled).toHaveLength(1);
  expect(compiled[0].program?.error).toBeUndefined();
  return compiled[0].program!.cost!.max;
}

describe('TestCostEstimation (compilation_test.go)', () => {
  it.each(cases)('%s', (_name, gen, setMax, calc, set) => {
    const c = maxCost(gen());
    if (Array.isArray(calc)) expect(c >= calc[1]).toBe(true);
    else if (calc > 0n) expect(c).toBe(calc);
    const s = maxCost(gen(setMax));
    if (set > 0n) expect(s).toBe(set);
  });
});

describe('CRD docs: rule cost limits', () => {
  const path = FieldPath.of('spec', 'validation', 'openAPIV3Schema');
  const check = (schema: JSONSchemaProps) => compileSchemaRules(schema, path, { kubeVersion: '1.34', isResourceRoot: true }).errors.map((e) => e.toString(valueRendering('1.34')));
  it("cel-cost §8.1: self.all(x, x.contains('a string')) on an unbounded list costs 329,857,577,777", () => {
    const r = compileSchemaRules(
      { type: 'object', properties: { foo: { type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': [{ rule: "self.all(x, x.contains('a string'))" }] } } },
      path,
      { kubeVersion: '1.34', isResourceRoot: true },
    );
    expect(r.rules[0].estimatedCost).toEqual({ min: 2, max: 329_857_577_777 });
    expect(r.rules[0].cardinality).toBe(1);
  });
  it("docs: self.all(x, x.contains('a string')) on an unbounded list is rejected", () => {
    expect(check({ type: 'object', properties: { foo: { type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': [{ rule: "self.all(x, x.contains('a string'))" }] } } })).toEqual([
      'spec.validation.openAPIV3Schema.properties[foo].x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
      'spec.validation.openAPIV3Schema.properties[foo].x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema',
      'spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
    ]);
  });
  it('docs: the same rule with maxItems 25 and maxLength 10 is accepted (cost 202)', () => {
    const r = compileSchemaRules(
      { type: 'object', properties: { foo: { type: 'array', maxItems: 25, items: { type: 'string', maxLength: 10 }, 'x-kubernetes-validations': [{ rule: "self.all(x, x.contains('a string'))" }] } } },
      path,
      { kubeVersion: '1.34', isResourceRoot: true },
    );
    expect(r.errors).toEqual([]);
    expect(r.rules[0].estimatedCost?.max).toBe(202);
  });
  it('docs: the rule on the items multiplies by cardinality 25 (5 × 25 = 125)', () => {
    const r = compileSchemaRules(
      { type: 'object', properties: { foo: { type: 'array', maxItems: 25, items: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: "self.contains('a string')" }] } } } },
      path,
      { kubeVersion: '1.34', isResourceRoot: true },
    );
    expect(r.errors).toEqual([]);
    expect(r.rules[0].totalCost).toBe(125);
    expect(r.rules[0].cardinality).toBe(25);
  });
  it('docs: self.all(x, x == 5) on an unbounded integer list is allowed (6,291,454)', () => {
    const r = compileSchemaRules({ type: 'object', properties: { foo: { type: 'array', items: { type: 'integer' }, 'x-kubernetes-validations': [{ rule: 'self.all(x, x == 5)' }] } } }, path, {
      kubeVersion: '1.34',
      isResourceRoot: true,
    });
    expect(r.errors).toEqual([]);
    expect(r.rules[0].totalCost).toBe(6291454);
  });
  it('docs: the same rule on nested unbounded lists is rejected (fallback cardinality 1,048,576)', () => {
    const r = compileSchemaRules(
      {
        type: 'object',
        properties: { foo: { type: 'array', items: { type: 'array', items: { type: 'integer' }, 'x-kubernetes-validations': [{ rule: 'self.all(x, x == 5)' }] } } },
      },
      path,
      { kubeVersion: '1.34', isResourceRoot: true },
    );
    expect(r.rules[0].totalCost).toBe(6291454 * 1048576);
    expect(r.errors[0].toString(valueRendering('1.34'))).toBe(
      'spec.validation.openAPIV3Schema.properties[foo].items.x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
    );
  });
});

describe('per-schema total (validation.go StaticEstimatedCRDCostLimit, TotalCost top 4)', () => {
  it('reports the 4 most expensive contributors and the schema total', () => {
    const properties: Record<string, JSONSchemaProps> = {};
    for (let i = 0; i < 12; i++) {
      properties[`p${i}`] = { type: 'array', maxItems: 22000 - i * 100, items: { type: 'string', maxLength: 1000, 'x-kubernetes-validations': [{ rule: "self.contains('abc')" }] } };
    }
    const fld = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
    const r = compileSchemaRules({ type: 'object', properties }, fld, { kubeVersion: '1.34', isResourceRoot: true });
    // each rule: ceil(0.1 × 4000) × ceil(0.1 × 3) + 1 = 401, × maxItems; total 103,217,400
    expect(r.rules.map((x) => x.totalCost)).toEqual(Array.from({ length: 12 }, (_, i) => 401 * (22000 - i * 100)));
    expect(r.totalCost).toBe(103_217_400);
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([
      ...[0, 1, 2, 3].map(
        (i) =>
          `spec.versions[0].schema.openAPIV3Schema.properties[p${i}].items.x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema`,
      ),
      'spec.versions[0].schema.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of 1.032174x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
    ]);
  });
});
