// Evaluating x-kubernetes-validations (schema/cel/validation.go): the CRD docs' examples and rows of
// schema/cel/validation_test.go (TestValidationExpressionsAtSchemaLevels, TestReasonAndFldPath,
// TestCELValidationLimit, TestMessageExpression, TestRatcheting) and apiserver/validation
// TestValidateCustomResource (transition rules). Error strings are kube's field.Error.Error().
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps, ValidationRule } from '../../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../../src/engine/apis/json';
import { validateRules } from '../../../../src/engine/cel/crd';
import { valueRendering } from '../../../../src/engine/field/errorbody';

const str: JSONSchemaProps = { type: 'string' };
const int: JSONSchemaProps = { type: 'integer' };
const obj = (properties: Record<string, JSONSchemaProps>, ...rules: ValidationRule[]): JSONSchemaProps => ({
  type: 'object',
  properties,
  ...(rules.length ? { 'x-kubernetes-validations': rules } : {}),
});
const withRules = (s: JSONSchemaProps, ...rules: ValidationRule[]): JSONSchemaProps => ({ ...s, 'x-kubernetes-validations': rules });
const run = (schema: JSONSchemaProps, value: JSONValue, old?: JSONValue, budget?: number, perCallLimit?: number) =>
  validateRules(schema, value, old, { kubeVersion: '1.34', isResourceRoot: false, runtimeBudget: budget, perCallLimit });
const errs = (schema: JSONSchemaProps, value: JSONValue, old?: JSONValue) => run(schema, value, old).errors.map((e) => e.toString(valueRendering('1.34')));

describe('CRD docs: validation rules', () => {
  const cronTab = (rules: ValidationRule[]): JSONSchemaProps => ({
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        'x-kubernetes-validations': rules,
        properties: { minReplicas: int, replicas: int, maxReplicas: int },
        required: ['minReplicas', 'replicas', 'maxReplicas'],
      },
    },
  });
  const object = { apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'my-new-cron-object' }, spec: { minReplicas: 0, replicas: 20, maxReplicas: 10 } };
  it('message of the failing rule; objects show no value (kubernetes#133832)', () => {
    const r = validateRules(
      cronTab([
        { rule: 'self.minReplicas <= self.replicas', message: 'replicas should be greater than or equal to minReplicas.' },
        { rule: 'self.replicas <= self.maxReplicas', message: 'replicas should be smaller than or equal to maxReplicas.' },
      ]),
      object,
      undefined,
      { kubeVersion: '1.34', isResourceRoot: true },
    );
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual(['spec: Invalid value: replicas should be smaller than or equal to maxReplicas.']);
    expect(r.results.map((x) => [x.rulePath, x.fieldPath, x.status])).toEqual([
      ['properties[spec].x-kubernetes-validations[0]', 'spec', 'passed'],
      ['properties[spec].x-kubernetes-validations[1]', 'spec', 'failed'],
    ]);
  });
  it('without message: failed rule: <rule>', () => {
    const r = validateRules(cronTab([{ rule: 'self.replicas <= self.maxReplicas' }]), object, undefined, { kubeVersion: '1.34', isResourceRoot: true });
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual(['spec: Invalid value: failed rule: self.replicas <= self.maxReplicas']);
  });

  const rows: [string, JSONSchemaProps, JSONValue, string[]][] = [
    [
      "'Available' in self.stateCounts",
      obj({ stateCounts: { type: 'object', additionalProperties: int } }, { rule: "'Available' in self.stateCounts" }),
      { stateCounts: { Other: 1 } },
      [": Invalid value: failed rule: 'Available' in self.stateCounts"],
    ],
    [
      '(size(self.list1) == 0) != (size(self.list2) == 0)',
      obj({ list1: { type: 'array', items: str }, list2: { type: 'array', items: str } }, { rule: '(size(self.list1) == 0) != (size(self.list2) == 0)' }),
      { list1: ['a'], list2: ['b'] },
      [': Invalid value: failed rule: (size(self.list1) == 0) != (size(self.list2) == 0)'],
    ],
    [
      "!('MY_KEY' in self.map1) || self['MY_KEY'].matches(...) (map of strings)",
      withRules({ type: 'object', additionalProperties: str }, { rule: "!('MY_KEY' in self) || self['MY_KEY'].matches('^[a-zA-Z]*$')" }),
      { MY_KEY: 'a1' },
      [": Invalid value: failed rule: !('MY_KEY' in self) || self['MY_KEY'].matches('^[a-zA-Z]*$')"],
    ],
    [
      'has(self.expired) && self.created + self.ttl < self.expired',
      obj(
        { created: { type: 'string', format: 'date-time' }, ttl: { type: 'string', format: 'duration' }, expired: { type: 'string', format: 'date-time' } },
        { rule: 'has(self.expired) && self.created + self.ttl < self.expired' },
      ),
      { created: '2024-01-01T00:00:00Z', ttl: '48h', expired: '2024-01-02T00:00:00Z' },
      [': Invalid value: failed rule: has(self.expired) && self.created + self.ttl < self.expired'],
    ],
    ["self.health.startsWith('ok')", obj({ health: str }, { rule: "self.health.startsWith('ok')" }), { health: 'ok, all good' }, []],
    [
      'type(self) == string ? self == "100%" : self == 1000 (int-or-string, string case)',
      withRules({ 'x-kubernetes-int-or-string': true }, { rule: "type(self) == string ? self == '100%' : self == 1000" }),
      '50%',
      [`: Invalid value: "50%": failed rule: type(self) == string ? self == '100%' : self == 1000`],
    ],
    ['int-or-string, int case', withRules({ 'x-kubernetes-int-or-string': true }, { rule: "type(self) == string ? self == '100%' : self == 1000" }), 1000, []],
    [
      'self.set1.all(e, !(e in self.set2)): list-type=set',
      obj(
        { set1: { type: 'array', 'x-kubernetes-list-type': 'set', items: str }, set2: { type: 'array', 'x-kubernetes-list-type': 'set', items: str } },
        { rule: 'self.set1.all(e, !(e in self.set2))' },
      ),
      { set1: ['a', 'b'], set2: ['b'] },
      [': Invalid value: failed rule: self.set1.all(e, !(e in self.set2))'],
    ],
    ['docs: set equality ignores order ([1, 2] == [2, 1])', obj({ s: { type: 'array', 'x-kubernetes-list-type': 'set', items: int } }, { rule: 'self.s == [2, 1]' }), { s: [1, 2] }, []],
    [
      'size(self.clusters.filter(c, c.name == self.primary)) == 1: list-type=map',
      obj(
        {
          primary: str,
          clusters: { type: 'array', 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['name'], items: obj({ name: str }) },
        },
        { rule: 'size(self.clusters.filter(c, c.name == self.primary)) == 1' },
      ),
      { primary: 'x', clusters: [{ name: 'a' }] },
      [': Invalid value: failed rule: size(self.clusters.filter(c, c.name == self.primary)) == 1'],
    ],
    [
      'docs: escaped property names (x-prop → x__dash__prop)',
      obj({ 'x-prop': int, namespace: int }, { rule: 'self.x__dash__prop > 0 && self.__namespace__ > 0' }),
      { 'x-prop': 1, namespace: 0 },
      [': Invalid value: failed rule: self.x__dash__prop > 0 && self.__namespace__ > 0'],
    ],
    ['a string rule shows the value', withRules(str, { rule: "self.startsWith('kube')" }), 'docker', [`: Invalid value: "docker": failed rule: self.startsWith('kube')`]],
    [
      'a list rule omits the value',
      withRules({ type: 'array', items: int }, { rule: 'self.all(value, value >= 0 && value < 100)' }),
      [1, 200],
      [': Invalid value: failed rule: self.all(value, value >= 0 && value < 100)'],
    ],
  ];
  it.each(rows)('%s', (_n, schema, value, want) => {
    expect(errs(schema, value)).toEqual(want);
  });

  it('rules bind self at each list item and map value', () => {
    const r = run(obj({ items: { type: 'array', items: withRules(int, { rule: 'self < 10' }) }, m: { type: 'object', additionalProperties: withRules(int, { rule: 'self > 0' }) } }), {
      items: [1, 20, 30],
      m: { a: 1, b: 0 },
    });
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([
      'items[1]: Invalid value: 20: failed rule: self < 10',
      'items[2]: Invalid value: 30: failed rule: self < 10',
      'm[b]: Invalid value: 0: failed rule: self > 0',
    ]);
    expect(r.results.filter((x) => x.status === 'passed').map((x) => x.fieldPath)).toEqual(['items[0]', 'm[a]']);
  });

  it('null values are not validated by their own rules', () => {
    expect(errs(obj({ a: withRules({ type: 'string', nullable: true }, { rule: "self == 'x'" }) }), { a: null })).toEqual([]);
  });

  it('root rules see apiVersion, kind and metadata.name', () => {
    const r = validateRules(
      withRules({ type: 'object', properties: { prefix: str } }, { rule: 'self.metadata.name.startsWith(self.prefix)' }),
      { apiVersion: 'v1', kind: 'K', metadata: { name: 'abc', namespace: 'ns' }, prefix: 'x' },
      undefined,
      { kubeVersion: '1.34', isResourceRoot: true },
    );
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([': Invalid value: failed rule: self.metadata.name.startsWith(self.prefix)']);
  });
});

describe('evaluation errors', () => {
  const rows: [string, JSONSchemaProps, JSONValue, string][] = [
    ['no such key on an absent field', obj({ x: int }, { rule: 'self.x == 1' }), {}, ': Invalid value: "object": no such key: x evaluating rule: self.x == 1'],
    ['message replaces the rule in error texts', obj({ x: int }, { rule: 'self.x == 1', message: 'x must be 1' }), {}, ': Invalid value: "object": no such key: x evaluating rule: x must be 1'],
    ['division by zero', withRules(int, { rule: '10 / self == 1' }), 0, ': Invalid value: "integer": division by zero evaluating rule: 10 / self == 1'],
  ];
  it.each(rows)('%s', (_n, schema, value, want) => {
    expect(errs(schema, value)).toEqual([want]);
  });
  it('runtime overload errors on int-or-string get the signature message', () => {
    const e = errs(withRules({ 'x-kubernetes-int-or-string': true }, { rule: 'self > 5' }), 'abc');
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/^: Invalid value: "": 'no such overload.*': call arguments did not match a supported operator, function or macro signature for rule: self > 5$/);
  });
});

describe('TestReasonAndFldPath', () => {
  const rows: [string, ValidationRule, string][] = [
    ['reason Forbidden', { rule: 'self.m == 2', reason: 'FieldValueForbidden' }, 'f: Forbidden: failed rule: self.m == 2'],
    ['default is Invalid', { rule: 'self.m == 2' }, 'f: Invalid value: failed rule: self.m == 2'],
    ['fieldPath is appended to the node path', { rule: 'self.m == 2', fieldPath: '.m', reason: 'FieldValueForbidden' }, 'f.m: Forbidden: failed rule: self.m == 2'],
    ['Required keeps the detail', { rule: 'self.m == 2', reason: 'FieldValueRequired', fieldPath: '.m' }, 'f.m: Required value: failed rule: self.m == 2'],
    ['Duplicate prints no detail', { rule: 'self.m == 2', reason: 'FieldValueDuplicate' }, 'f: Duplicate value'],
    ['unknown reasons default to Invalid', { rule: 'self.m == 2', reason: 'Whatever' }, 'f: Invalid value: failed rule: self.m == 2'],
  ];
  it.each(rows)('%s', (_n, rule, want) => {
    expect(errs(obj({ f: obj({ m: int }, rule) }, { rule: '1 == 1' }), { f: { m: 1 } })).toEqual([want]);
  });
  it('multiple rules with custom reason and field path', () => {
    expect(
      errs(
        obj(
          { field1: str, field2: str, field3: str },
          { rule: 'self.field2 != "value2"', reason: 'FieldValueDuplicate', fieldPath: '.field2' },
          { rule: 'self.field3 != "value3"', reason: 'FieldValueRequired', fieldPath: '.field3' },
          { rule: 'self.field1 != "value1"', reason: 'FieldValueForbidden', fieldPath: '.field1' },
        ),
        { field1: 'value1', field2: 'value2', field3: 'value3' },
      ),
    ).toEqual(['field2: Duplicate value', 'field3: Required value: failed rule: self.field3 != "value3"', 'field1: Forbidden: failed rule: self.field1 != "value1"']);
  });
  it("map keys in fieldPath: .m['key'] (normalised and appended as one child)", () => {
    expect(errs(obj({ m: { type: 'object', additionalProperties: str } }, { rule: "self.m['key'] == 'x'", fieldPath: ".m['key']" }), { m: { key: 'y' } })).toEqual([
      "m[key]: Invalid value: failed rule: self.m['key'] == 'x'",
    ]);
  });
});

describe('TestValidationExpressionsAtSchemaLevels', () => {
  it('failing rule under escaped field name', () => {
    expect(errs(obj({ 'f/2': obj({ m: int }, { rule: 'self.m == 2' }) }), { 'f/2': { m: 1 } })).toEqual(['f/2: Invalid value: failed rule: self.m == 2']);
  });
  it('failing rule under unescapable field name', () => {
    expect(errs(obj({ 'a@b': obj({ m: int }, { rule: 'self.m == 2' }) }), { 'a@b': { m: 1 } })).toEqual(['a@b: Invalid value: failed rule: self.m == 2']);
  });
  it('allOf rule', () => {
    const s: JSONSchemaProps = {
      ...obj({ key: str, key2: str }, { rule: 'true' }),
      allOf: [
        { 'x-kubernetes-validations': [{ rule: "self.key == 'value' && self.key2 == 'value2'", message: "key must be 'value' and key2 must be 'value2'" }] },
        { 'x-kubernetes-validations': [{ rule: 'self.key != self.key2', message: 'key must not be equal to key2' }] },
      ],
    };
    expect(errs(s, { key: 'value', key2: 'value' })).toEqual([": Invalid value: key must be 'value' and key2 must be 'value2'", ': Invalid value: key must not be equal to key2']);
  });
  it('anyOf / oneOf / not rules are ignored', () => {
    const s: JSONSchemaProps = {
      ...obj({ key: str, key2: str }, { rule: 'true' }),
      anyOf: [{ 'x-kubernetes-validations': [{ rule: 'false' }] }],
      oneOf: [{ 'x-kubernetes-validations': [{ rule: 'false' }] }],
      not: { 'x-kubernetes-validations': [{ rule: 'false' }] },
    };
    expect(errs(s, { key: 'value', key2: 'value' })).toEqual([]);
  });
  it('allOf.properties', () => {
    const s: JSONSchemaProps = {
      ...obj({ key: str, key2: str }, { rule: 'true' }),
      allOf: [
        {
          properties: {
            key: { 'x-kubernetes-validations': [{ rule: 'self == "value2" || self != "value"', message: 'must be value2 or not value' }] },
            key2: { 'x-kubernetes-validations': [{ rule: 'self.size() == 5', message: 'len must be 5' }] },
          },
        },
      ],
    };
    expect(errs(s, { key: 'value', key2: 'value2' })).toEqual(['key: Invalid value: "value": must be value2 or not value', 'key2: Invalid value: "value2": len must be 5']);
  });
  it('allOf.additionalProperties', () => {
    const s: JSONSchemaProps = obj(
      {
        myProperty: {
          type: 'object',
          additionalProperties: str,
          allOf: [
            {
              additionalProperties: {
                'x-kubernetes-validations': [
                  { rule: 'self == "value2" || self != "value"', message: 'must be value2 or not value' },
                  { rule: 'self.size() == 5', message: 'len must be 5' },
                ],
              },
            },
          ],
        },
      },
      { rule: 'true' },
    );
    expect(errs(s, { myProperty: { key: 'value', key2: 'value2' } })).toEqual([
      'myProperty[key]: Invalid value: "value": must be value2 or not value',
      'myProperty[key2]: Invalid value: "value2": len must be 5',
    ]);
  });
});

describe('transition rules (TestValidateCustomResource, docs "Transition rules")', () => {
  const immutable = obj({ field: withRules(str, { rule: 'self == oldSelf' }) });
  it('skipped on create', () => {
    const r = run(immutable, { field: 'y' });
    expect(r.errors).toEqual([]);
    expect(r.results[0]).toMatchObject({ status: 'skipped', skipReason: 'transition rule without an old value' });
  });
  it('evaluated on update', () => {
    expect(errs(immutable, { field: 'y' }, { field: 'x' })).toEqual(['field: Invalid value: "y": failed rule: self == oldSelf']);
  });
  it('list-type=map items correlate by keys', () => {
    const s = obj({
      field: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['k1', 'k2'],
        items: obj({ k1: str, k2: str, v1: withRules({ type: 'number' }, { rule: 'self >= oldSelf' }) }),
      },
    });
    expect(errs(s, { field: [{ k1: 'a', k2: 'b', v1: 0.9 }] }, { field: [{ k1: 'a', k2: 'b', v1: 1.0 }] })).toEqual(['field[0].v1: Invalid value: 0.9: failed rule: self >= oldSelf']);
    expect(errs(s, { field: [{ k1: 'a', k2: 'c', v1: 0.9 }] }, { field: [{ k1: 'a', k2: 'b', v1: 1.0 }] })).toEqual([]);
  });
  it("docs: !(self == 'high' && oldSelf == 'low') with a message", () => {
    const s = obj({
      level: withRules(
        { type: 'string', enum: ['low', 'medium', 'high'] },
        { rule: "!(self == 'high' && oldSelf == 'low') && !(self == 'low' && oldSelf == 'high')", message: "cannot transition directly between 'low' and 'high'" },
      ),
    });
    expect(errs(s, { level: 'high' }, { level: 'low' })).toEqual([`level: Invalid value: "high": cannot transition directly between 'low' and 'high'`]);
  });
  it('optionalOldSelf rules run on create with oldSelf = optional.none()', () => {
    const s = obj({ v: withRules(int, { rule: 'oldSelf.optMap(o, o < self).orValue(self > 10)', optionalOldSelf: true }) });
    expect(errs(s, { v: 5 })).toEqual(['v: Invalid value: 5: failed rule: oldSelf.optMap(o, o < self).orValue(self > 10)']);
    expect(errs(s, { v: 5 }, { v: 3 })).toEqual([]);
  });
});

describe('TestRatcheting', () => {
  const s = obj({ foo: withRules(str, { rule: 'self == "bar"', message: 'gotta be bar' }), other: str });
  it('unchanged invalid values become warnings', () => {
    const r = run(s, { foo: 'baz', other: 'new' }, { foo: 'baz', other: 'old' });
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((e) => e.toString(valueRendering('1.34')))).toEqual(['foo: Invalid value: "baz": gotta be bar']);
    // the warning carries the rule's node as its field path, as the error would
    expect(r.warnings.map((e) => [e.field, e.type])).toEqual([['foo', 'FieldValueInvalid']]);
  });
  it('changed values stay errors', () => {
    expect(errs(s, { foo: 'qux' }, { foo: 'baz' })).toEqual(['foo: Invalid value: "qux": gotta be bar']);
  });
  it('atomic list items ratchet with their unchanged list', () => {
    const l = obj({ atomicArray: { type: 'array', items: obj({ bar: withRules(str, { rule: 'self == "baz"', message: 'gotta be baz' }) }) } });
    const r = run(l, { atomicArray: [{ bar: 'bar' }] }, { atomicArray: [{ bar: 'bar' }] });
    expect(r.warnings.map((e) => e.toString(valueRendering('1.34')))).toEqual(['atomicArray[0].bar: Invalid value: "bar": gotta be baz']);
    expect(r.warnings.map((e) => e.field)).toEqual(['atomicArray[0].bar']);
  });
});

describe('cost budget (TestCELValidationLimit, TestMessageExpression)', () => {
  const s = obj({ val1: int }, { rule: 'self.val1 > 0' });
  it('budget exhausted', () => {
    const r = run(s, { val1: 1 }, undefined, 0);
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([
      ': Invalid value: "object": validation failed due to running out of cost budget, no further validation rules will be run',
    ]);
    expect(r.remainingBudget).toBe(-1);
  });
  it('per-call limit exceeded', () => {
    const r = run(s, { val1: 1 }, undefined, undefined, 0);
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([
      ': Invalid value: "object": \'operation cancelled: actual cost limit exceeded\': no further validation rules will be run due to call cost exceeds limit for rule: self.val1 > 0',
    ]);
  });
  const msg = (messageExpression: string, message?: string) => obj({ str }, { rule: 'false', messageExpression, ...(message ? { message } : {}) });
  const value = { str: 'a string' };
  const rows: [string, JSONSchemaProps, number, string, number | undefined][] = [
    ['no cost error expected', msg('"static string"'), 300, ': Invalid value: static string', 300],
    ['messageExpression takes precedence over message', msg('"this is messageExpression"', 'invisible'), 10_000_000, ': Invalid value: this is messageExpression', undefined],
    [
      'limit exceeded',
      msg('"string 1" + "string 2" + "string 3"'),
      1,
      ': Invalid value: "object": messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run',
      -1,
    ],
    ['messageExpression budget (str concat)', msg('"str1 " + self.str'), 50, ': Invalid value: str1 a string', 46],
    ['newline falls back to message', msg('"str with \\na newline"', 'message not messageExpression'), 10_000_000, ': Invalid value: message not messageExpression', undefined],
    ['over 5120 bytes falls back', msg(`"${'a'.repeat(5121)}"`, 'message not messageExpression'), 10_000_000, ': Invalid value: message not messageExpression', undefined],
    ['empty string falls back', msg('string("")', 'message not messageExpression'), 10_000_000, ': Invalid value: message not messageExpression', undefined],
    ['only spaces falls back', msg('string("     ")', 'message not messageExpression'), 10_000_000, ': Invalid value: message not messageExpression', undefined],
    ['default rule message used if messageExpression does not eval to string', msg('true'), 10_000_000, ': Invalid value: failed rule: false', 10_000_000],
  ];
  it.each(rows)('%s', (_n, schema, budget, want, remaining) => {
    const r = run(schema, value, undefined, budget);
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([want]);
    if (remaining !== undefined) expect(r.remainingBudget).toBe(remaining);
  });
  it.each([
    ['messageExpression should not contain line breaks', '"str with \\na newline"'],
    ['messageExpression beyond allowable length of 5120', `"${'a'.repeat(5121)}"`],
    ['messageExpression should evaluate to a non-empty string', 'string("")'],
    ['messageExpression evaluation failed due to: index out of bounds: 4', '"str1 " + ["a", "b", "c", "d"][4]'],
  ])('the apiserver log line is kept on the result: %s', (logged, expr) => {
    const r = run(msg(expr, 'message not messageExpression'), value);
    expect(r.results[0]).toMatchObject({ status: 'failed', message: 'message not messageExpression', messageExpressionError: logged });
  });
  it('per-call limit exceeded during messageExpression execution', () => {
    const r = run(msg('"string 1" + "string 2" + "string 3"'), value, undefined, 10_000_000, 1);
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([
      ': Invalid value: "object": no further validation rules will be run due to call cost exceeds limit for messageExpression: "\\"string 1\\" + \\"string 2\\" + \\"string 3\\""',
    ]);
  });
});

describe('CRD docs: messageExpression, reason, fieldPath, transition and optionalOldSelf examples', () => {
  const limits = obj({ x: int, maxLimit: int, foo: obj({ test: obj({ x: int }) }) });
  const withRule = (rule: ValidationRule) => ({ ...limits, 'x-kubernetes-validations': [rule] });
  it('messageExpression builds the message from self', () => {
    expect(errs(withRule({ rule: 'self.x <= self.maxLimit', messageExpression: '"x exceeded max limit of " + string(self.maxLimit)' }), { x: 11, maxLimit: 10 })).toEqual([
      ': Invalid value: x exceeded max limit of 10',
    ]);
  });
  it('reason FieldValueInvalid', () => {
    expect(errs(withRule({ rule: 'self.x <= self.maxLimit', reason: 'FieldValueInvalid' }), { x: 11, maxLimit: 10 })).toEqual([': Invalid value: failed rule: self.x <= self.maxLimit']);
  });
  it('fieldPath .foo.test.x', () => {
    expect(errs(withRule({ rule: 'self.foo.test.x <= self.maxLimit', fieldPath: '.foo.test.x' }), { foo: { test: { x: 11 } }, maxLimit: 10 })).toEqual([
      'foo.test.x: Invalid value: failed rule: self.foo.test.x <= self.maxLimit',
    ]);
  });
  const transition: [string, JSONSchemaProps, JSONValue, JSONValue, boolean][] = [
    ['immutability: self.foo == oldSelf.foo', obj({ foo: str }, { rule: 'self.foo == oldSelf.foo' }), { foo: 'b' }, { foo: 'a' }, false],
    ["prevent modification once assigned: oldSelf != 'bar' || self == 'bar'", withRules(str, { rule: "oldSelf != 'bar' || self == 'bar'" }), 'baz', 'bar', false],
    ['prevent removal: !has(oldSelf.field) || has(self.field)', obj({ field: str }, { rule: '!has(oldSelf.field) || has(self.field)' }), {}, { field: 'x' }, false],
    [
      'append-only set: self.all(element, element in oldSelf)',
      withRules({ type: 'array', 'x-kubernetes-list-type': 'set', items: str }, { rule: 'self.all(element, element in oldSelf)' }),
      ['a', 'c'],
      ['a', 'b'],
      false,
    ],
    ["if previous value was X, new value can only be A or B: oldSelf != 'X' || self in ['A', 'B']", withRules(str, { rule: "oldSelf != 'X' || self in ['A', 'B']" }), 'A', 'X', true],
    ['monotonic counters: self >= oldSelf', withRules(int, { rule: 'self >= oldSelf' }), 3, 4, false],
  ];
  it.each(transition)('%s', (_n, schema, value, old, ok) => {
    expect(errs(schema, value, old).length === 0).toBe(ok);
  });
  const optional: [string, string, JSONValue, JSONValue | undefined, boolean][] = [
    ['[oldSelf.orValue(""), self].all(...) on create', '[oldSelf.orValue(""), self].all(x, ["OldCase1", "OldCase2"].exists(case, x == case))', 'OldCase1', undefined, false],
    ['[oldSelf.orValue(""), self].all(...) on update', '[oldSelf.orValue(""), self].all(x, ["OldCase1", "OldCase2"].exists(case, x == case))', 'OldCase1', 'OldCase2', true],
    ['oldSelf.optMap(o, o.size()).orValue(0) < 4 on create', 'oldSelf.optMap(o, o.size()).orValue(0) < 4', 'abcdef', undefined, true],
    ['oldSelf.optMap(o, o.size()).orValue(0) < 4 on update', 'oldSelf.optMap(o, o.size()).orValue(0) < 4', 'a', 'abcdef', false],
  ];
  it.each(optional)('optionalOldSelf: %s', (_n, rule, value, old, ok) => {
    expect(errs(withRules(str, { rule, optionalOldSelf: true }), value, old).length === 0).toBe(ok);
  });
});

// NewValidator (schema/cel/validation.go validator()) gives each node the type its parent's DeclType has for it: a resource
// root's metadata is WithTypeAndObjectMeta's (name and generateName declared), a property whose name has no CEL escape gets
// SchemaDeclType of its own schema, and a node without a DeclType (a list of items of no type) has its rules fail with the
// compiler initialization error. The validator makes a node's type only where the node has rules (docs/decisions/0072); these
// rows pin the types it takes along the way.
describe('validator: each node with rules gets the type NewValidator reads from the root DeclType', () => {
  const metaRule: ValidationRule = { rule: "self.name == 'abc' && !has(self.generateName)" };
  const withMeta = obj({ metadata: { type: 'object', properties: { name: str }, 'x-kubernetes-validations': [metaRule] } });
  const value = { apiVersion: 'v1', kind: 'K', metadata: { name: 'abc' } };
  const rows: [string, JSONSchemaProps, JSONValue, boolean, string[], [string, string, string][]][] = [
    ['a resource root: metadata has WithTypeAndObjectMeta fields', withMeta, value, true, [], [['properties[metadata].x-kubernetes-validations[0]', 'metadata', 'passed']]],
    [
      'not a resource root: metadata is typed by its own schema',
      withMeta,
      value,
      false,
      [
        `metadata: Invalid value: "object": rule compile error: compilation failed: ERROR: <input>:1:27: undefined field 'generateName'\n | self.name == 'abc' && !has(self.generateName)\n | ..........................^`,
      ],
      [['properties[metadata].x-kubernetes-validations[0]', 'metadata', 'error']],
    ],
    [
      'a property name without CEL escape: typed by its own schema',
      obj({ 'a b': withRules(str, { rule: "self == 'x'" }) }),
      { 'a b': 'y' },
      false,
      ['a b: Invalid value: "y": failed rule: self == \'x\''],
      [['properties[a b].x-kubernetes-validations[0]', 'a b', 'failed']],
    ],
    [
      'a list of items of no type: no DeclType, the initialization error',
      withRules({ type: 'array', items: {} }, { rule: 'self.size() > 0' }),
      [1],
      false,
      [": Invalid value: \"array\": rule compiler initialization error: rule declared on schema that does not support validation rules type: 'array' x-kubernetes-preserve-unknown-fields: 'false'"],
      [['x-kubernetes-validations[0]', '', 'error']],
    ],
    [
      'rules below rules: the inner node types from the outer one',
      obj({ spec: obj({ n: withRules(int, { rule: 'self < 3' }) }, { rule: 'self.n > 0' }) }),
      { spec: { n: 5 } },
      false,
      ['spec.n: Invalid value: 5: failed rule: self < 3'],
      [
        ['properties[spec].x-kubernetes-validations[0]', 'spec', 'passed'],
        ['properties[spec].properties[n].x-kubernetes-validations[0]', 'spec.n', 'failed'],
      ],
    ],
  ];
  it.each(rows)('%s', (_name, schema, v, isResourceRoot, errors, results) => {
    const r = validateRules(schema, v, undefined, { kubeVersion: '1.34', isResourceRoot });
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual(errors);
    expect(r.results.map((x) => [x.rulePath, x.fieldPath, x.status])).toEqual(results);
  });
});
