// Compiling x-kubernetes-validations: schema/cel/compilation_test.go TestCelCompilation (expected
// outcomes per rule), the compile-error examples of the CRD docs, and the CRD-write checks of
// apis/apiextensions/validation (validation_test.go: oldSelf placement, optionalOldSelf).
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps, ValidationRule } from '../../../../src/engine/apis/jsonschema';
import { compileNodeRules, type CompiledRule } from '../../../../src/engine/cel/crd/compile';
import { schemaDeclType } from '../../../../src/engine/cel/crd/decltype';
import { compileSchemaRules, validateRules } from '../../../../src/engine/cel/crd';
import { FieldPath } from '../../../../src/engine/field/path';
import { valueRendering } from '../../../../src/engine/field/errorbody';

type Expect = 'ok' | 'transition' | { error: string } | { messageExpressionError: string } | 'empty';

function compileAll(schema: JSONSchemaProps, mode: 'NewExpressions' | 'StoredExpressions' = 'NewExpressions'): CompiledRule[] {
  return compileNodeRules(schema, schemaDeclType(schema, false, true)!, () => mode, '1.33');
}

function matches(cr: CompiledRule, e: Expect): void {
  if (e === 'empty') {
    expect(cr.empty).toBe(true);
    expect(cr.program).toBeUndefined();
    return;
  }
  if (typeof e === 'string') {
    expect(cr.program?.error).toBeUndefined();
    expect(cr.usesOldSelf).toBe(e === 'transition');
    return;
  }
  if ('error' in e) expect(cr.program?.error ?? '').toContain(e.error);
  else expect(cr.messageExpression?.error ?? '').toContain(e.messageExpressionError);
}

const withRules = (s: JSONSchemaProps, ...rules: ValidationRule[]): JSONSchemaProps => ({ ...s, 'x-kubernetes-validations': rules });
const obj = (properties: Record<string, JSONSchemaProps>): JSONSchemaProps => ({ type: 'object', properties });
const int: JSONSchemaProps = { type: 'integer' };
const oos = (rule: string): ValidationRule => ({ rule, optionalOldSelf: true });

const cases: [string, JSONSchemaProps, Expect[]][] = [
  [
    'optional primitive transition rule type checking',
    withRules(
      int,
      oos('self >= oldSelf.value()'),
      oos('self >= oldSelf.orValue(1)'),
      oos('oldSelf.hasValue() ? self >= oldSelf.value() : true'),
      oos('self >= oldSelf'),
      oos("self >= oldSelf.orValue('')"),
    ),
    ['transition', 'transition', 'transition', { error: 'optional' }, { error: 'orValue' }],
  ],
  [
    'optional complex transition rule type checking',
    withRules(
      obj({
        i: int,
        b: { type: 'boolean' },
        s: { type: 'string' },
        a: { type: 'array', items: int },
        o: obj({ i: int, b: { type: 'boolean' }, s: { type: 'string' }, a: { type: 'array', items: int }, o: { type: 'object' } }),
      }),
      oos('self.i >= oldSelf.i.value()'),
      oos('self.s == oldSelf.s.value()'),
      oos('self.b == oldSelf.b.value()'),
      oos('self.o == oldSelf.o.value()'),
      oos('self.o.i >= oldSelf.o.i.value()'),
      oos('self.o.s == oldSelf.o.s.value()'),
      oos('self.o.b == oldSelf.o.b.value()'),
      oos('self.o.o == oldSelf.o.o.value()'),
      oos('self.o.i >= oldSelf.o.i.orValue(1)'),
      oos('oldSelf.hasValue() ? self.o.i >= oldSelf.o.i.value() : true'),
      oos('self.o.i >= oldSelf.o.i'),
      oos('self.o.i >= oldSelf.o.s.orValue(0)'),
    ),
    ['transition', 'transition', 'transition', 'transition', 'transition', 'transition', 'transition', 'transition', 'transition', 'transition', { error: 'optional' }, { error: 'orValue' }],
  ],
  ['valid object', withRules(obj({ minReplicas: int, maxReplicas: int }), { rule: 'self.minReplicas < self.maxReplicas', message: 'm' }), ['ok']],
  ['valid for string', withRules({ type: 'string' }, { rule: "self.startsWith('s')" }), ['ok']],
  ['valid for byte', withRules({ type: 'string', format: 'byte' }, { rule: "string(self).endsWith('s')" }), ['ok']],
  ['valid for boolean', withRules({ type: 'boolean' }, { rule: 'self == true' }), ['ok']],
  ['valid for integer', withRules(int, { rule: 'self > 0' }), ['ok']],
  ['valid for number', withRules({ type: 'number' }, { rule: 'self > 1.0' }), ['ok']],
  ['valid nested object of object', withRules(obj({ nestedObj: obj({ val: { type: 'integer', format: 'int64' } }) }), { rule: 'self.nestedObj.val == 10' }), ['ok']],
  ['valid nested object of array', withRules(obj({ nestedObj: { type: 'array', items: { type: 'array', items: { type: 'string' } } } }), { rule: 'size(self.nestedObj[0]) == 10' }), ['ok']],
  ['valid nested array of array', withRules({ type: 'array', items: { type: 'array', items: { type: 'array', items: { type: 'string' } } } }, { rule: 'size(self[0][0]) == 10' }), ['ok']],
  ['valid nested array of object', withRules({ type: 'array', items: obj({ nestedObj: obj({ val: int }) }) }, { rule: 'self[0].nestedObj.val == 10' }), ['ok']],
  ['valid map', withRules({ type: 'object', additionalProperties: { type: 'boolean' } }, { rule: 'size(self) > 0' }), ['ok']],
  ['invalid checking for number', withRules({ type: 'number' }, { rule: 'size(self) == 10' }), [{ error: 'compilation failed' }]],
  ['compilation failure', withRules(int, { rule: 'size(self) == 10' }), [{ error: 'compilation failed' }]],
  [
    'valid for escaping',
    withRules(
      obj({ namespace: { type: 'array', items: { type: 'array', items: { type: 'string' } } }, if: int, self: int }),
      { rule: 'size(self.__namespace__[0]) == 10' },
      { rule: 'self.__if__ == 10' },
      { rule: 'self.self == 10' },
    ),
    ['ok', 'ok', 'ok'],
  ],
  [
    'invalid for escaping (reserved words recognised as field names)',
    withRules(
      obj({ namespace: { type: 'array', items: { type: 'array', items: { type: 'string' } } }, if: int, self: int }),
      { rule: 'size(self.namespace[0]) == 10' },
      { rule: 'self.if == 10' },
      { rule: 'self == 10' },
    ),
    ['ok', 'ok', { error: 'found no matching overload' }],
  ],
  ['transition rule identified', withRules(int, { rule: 'self > 0' }, { rule: 'self >= oldSelf' }), ['ok', 'transition']],
  ['whitespace-only rule', withRules({ type: 'object' }, { rule: ' \t' }), ['empty']],
  ['expression must evaluate to bool', withRules({ type: 'object' }, { rule: '42' }), [{ error: 'must evaluate to a bool' }]],
  ['messageExpression inclusion', withRules({ type: 'string' }, { rule: "self.startsWith('s')", messageExpression: `"scoped field should start with 's'"` }), ['ok']],
  ['messageExpression must evaluate to a string', withRules(int, { rule: 'self == 5', messageExpression: '42' }), [{ messageExpressionError: 'must evaluate to a string' }]],
  ['messageExpression syntax error', withRules({ type: 'number' }, { rule: 'self < 32.0', messageExpression: '"abc' }), [{ messageExpressionError: 'messageExpression compilation failed' }]],
];

describe('TestCelCompilation (compilation_test.go)', () => {
  it.each(cases)('%s', (_name, schema, expects) => {
    const results = compileAll(schema);
    expect(results).toHaveLength(expects.length);
    results.forEach((r, i) => matches(r, expects[i]));
  });
});

describe('compile errors as the CRD docs show them', () => {
  const spec = (rule: string): JSONSchemaProps => ({
    type: 'object',
    properties: { spec: { type: 'object', properties: { replicas: int }, 'x-kubernetes-validations': [{ rule }] } },
  });
  const fld = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
  const rows: [string, JSONSchemaProps, string][] = [
    [
      'no_matching_overload: self == true on an integer',
      { type: 'object', properties: { spec: { type: 'object', properties: { x: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self == true' }] } } } } },
      `spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[x].x-kubernetes-validations[0].rule: Invalid value: apiextensions.ValidationRule{Rule:"self == true", Message:"", MessageExpression:"", Reason:(*apiextensions.FieldValueErrorReason)(nil), FieldPath:"", OptionalOldSelf:(*bool)(nil)}: compilation failed: ERROR: <input>:1:6: found no matching overload for '_==_' applied to '(int, bool)'\n | self == true\n | .....^`,
    ],
    [
      'no_such_field: self.nonExistingField > 0',
      spec('self.nonExistingField > 0'),
      `spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule: Invalid value: apiextensions.ValidationRule{Rule:"self.nonExistingField > 0", Message:"", MessageExpression:"", Reason:(*apiextensions.FieldValueErrorReason)(nil), FieldPath:"", OptionalOldSelf:(*bool)(nil)}: compilation failed: ERROR: <input>:1:5: undefined field 'nonExistingField'\n | self.nonExistingField > 0\n | ....^`,
    ],
    [
      'invalid argument: has(self) (reported at the argument since cel-go 0.17; the docs show 1:4 from older releases)',
      spec('has(self)'),
      `spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule: Invalid value: apiextensions.ValidationRule{Rule:"has(self)", Message:"", MessageExpression:"", Reason:(*apiextensions.FieldValueErrorReason)(nil), FieldPath:"", OptionalOldSelf:(*bool)(nil)}: compilation failed: ERROR: <input>:1:5: invalid argument to has() macro\n | has(self)\n | ....^`,
    ],
  ];
  it.each(rows)('%s', (_n, schema, want) => {
    const r = compileSchemaRules(schema, fld, { kubeVersion: '1.34', isResourceRoot: true });
    expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([want]);
  });
});

describe('CRD-write checks around rules (apis/apiextensions/validation)', () => {
  const fld = FieldPath.of('spec', 'validation', 'openAPIV3Schema');
  const check = (schema: JSONSchemaProps) => compileSchemaRules(schema, fld, { kubeVersion: '1.34', isResourceRoot: true }).errors.map((e) => e.toString(valueRendering('1.34')));
  it('oldSelf under list items of a non-map list is uncorrelatable', () => {
    expect(
      check({ type: 'object', properties: { list: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: 'self == oldSelf' }] } } } }),
    ).toEqual([
      'spec.validation.openAPIV3Schema.properties[list].items.x-kubernetes-validations[0].rule: Invalid value: "self == oldSelf": oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[list]',
    ]);
  });
  it('oldSelf under list-type=map items is allowed', () => {
    expect(
      check({
        type: 'object',
        properties: {
          list: {
            type: 'array',
            maxItems: 10,
            'x-kubernetes-list-type': 'map',
            'x-kubernetes-list-map-keys': ['k'],
            items: { type: 'object', required: ['k'], properties: { k: { type: 'string', maxLength: 10 } }, 'x-kubernetes-validations': [{ rule: 'self.k == oldSelf.k' }] },
          },
        },
      }),
    ).toEqual([]);
  });
  it('the first uncorrelatable ancestor is reported for nested lists', () => {
    expect(
      check({
        type: 'object',
        properties: {
          outer: {
            type: 'array',
            maxItems: 10,
            'x-kubernetes-list-type': 'set',
            items: { type: 'array', maxItems: 10, items: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self >= oldSelf' }] } },
          },
        },
      }),
    ).toEqual([
      'spec.validation.openAPIV3Schema.properties[outer].items.items.x-kubernetes-validations[0].rule: Invalid value: "self >= oldSelf": oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[outer]',
    ]);
  });
  it('optionalOldSelf without oldSelf is rejected', () => {
    expect(check({ type: 'object', properties: { a: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self > 0', optionalOldSelf: true }] } } })).toEqual([
      'spec.validation.openAPIV3Schema.properties[a].x-kubernetes-validations[0].optionalOldSelf: Invalid value: true: may not be set if oldSelf is not used in rule',
    ]);
  });
  it('messageExpression type errors carry kube prefix', () => {
    expect(check({ type: 'object', properties: { a: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self > 0', messageExpression: '42' }] } } })).toEqual([
      'spec.validation.openAPIV3Schema.properties[a].x-kubernetes-validations[0].messageExpression: Invalid value: apiextensions.ValidationRule{Rule:"self > 0", Message:"", MessageExpression:"42", Reason:(*apiextensions.FieldValueErrorReason)(nil), FieldPath:"", OptionalOldSelf:(*bool)(nil)}: messageExpression must evaluate to a string',
    ]);
  });
  it('rule-field errors skip CEL compilation of that node', () => {
    expect(check({ type: 'object', properties: { a: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self == true', reason: 'Nope' }] } } })).toEqual([
      'spec.validation.openAPIV3Schema.properties[a].x-kubernetes-validations[0].reason: Unsupported value: "Nope": supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"',
    ]);
  });
  it('root rules see apiVersion, kind, metadata.name and generateName only', () => {
    expect(check({ type: 'object', 'x-kubernetes-validations': [{ rule: "self.metadata.name.startsWith('a') && self.kind != '' && self.apiVersion != ''" }] })).toEqual([]);
    expect(check({ type: 'object', 'x-kubernetes-validations': [{ rule: "self.metadata.namespace == 'a'" }] })[0]).toContain("undefined field 'namespace'");
  });
  it('rules on properties with unescapable names still compile with their own self', () => {
    expect(check({ type: 'object', properties: { 'a:b': { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self > 0' }] } } })).toEqual([]);
  });
  it('rules on schema nodes CEL cannot type report an internal error', () => {
    expect(check({ type: 'object', properties: { blob: { 'x-kubernetes-preserve-unknown-fields': true, 'x-kubernetes-validations': [{ rule: 'true' }] } } })).toEqual([
      'spec.validation.openAPIV3Schema.properties[blob].x-kubernetes-validations: Internal error: internal error: failed to construct type information for x-kubernetes-validations rules: unable to convert structural schema to CEL declarations',
    ]);
  });
});

describe('CRD updates (validation.go suppressPerExpressionCost, preexisting expressions)', () => {
  const fld = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
  const expensive: JSONSchemaProps = {
    type: 'object',
    properties: { foo: { type: 'array', items: { type: 'string', maxLength: 1000 }, maxItems: 100000, 'x-kubernetes-validations': [{ rule: "self.all(x, x.contains('a'))" }] } },
  };
  it('an unchanged schema skips the per-rule limit', () => {
    const created = compileSchemaRules(expensive, fld, { kubeVersion: '1.34', isResourceRoot: true });
    expect(created.errors.map((e) => e.toString(valueRendering('1.34')))[0]).toContain('Forbidden: estimated rule cost exceeds budget by factor of');
    const updated = compileSchemaRules(expensive, fld, { kubeVersion: '1.34', isResourceRoot: true, oldSchema: JSON.parse(JSON.stringify(expensive)) });
    expect(updated.errors).toEqual([]);
  });
  it('rules already in the old schema compile with StoredExpressions (functions newer than the compatibility version)', () => {
    // semver() arrives in the 1.33 environment: new in a 1.33 apiserver (compat 1.32) it is unknown, stored it compiles
    const s: JSONSchemaProps = { type: 'object', properties: { v: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: 'isSemver(self)' }] } } };
    const fresh = compileSchemaRules(s, fld, { kubeVersion: '1.33', isResourceRoot: true });
    expect(fresh.errors.map((e) => e.toString(valueRendering('1.33')))[0]).toContain("undeclared reference to 'isSemver'");
    const stored = compileSchemaRules(s, fld, { kubeVersion: '1.33', isResourceRoot: true, oldSchema: s });
    expect(stored.errors).toEqual([]);
  });
});

describe('program instantiation (compilation.go env.Program with cel.OptOptimize)', () => {
  it('a constant conversion that fails is rejected when the CRD is written', () => {
    const r = compileSchemaRules({ type: 'object', 'x-kubernetes-validations': [{ rule: "int('abc') == 1" }] }, FieldPath.of('s'), { kubeVersion: '1.34', isResourceRoot: true });
    expect(r.errors.map((e) => e.detail)).toEqual(["program instantiation failed: type conversion error from 'string' to 'int'"]);
  });
});

describe('environments per Kubernetes version (environment/base.go)', () => {
  const fld = FieldPath.of('s');
  const compileAt = (rule: string, kubeVersion: string) =>
    compileSchemaRules({ type: 'object', properties: { v: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule }] } } }, fld, { kubeVersion, isResourceRoot: true }).errors.map(
      (e) => e.detail,
    );
  const rows: [string, string, string, boolean][] = [
    ['quantity library from compatibility 1.28', 'isQuantity(self)', '1.29', true],
    ['quantity library not before', 'isQuantity(self)', '1.28', false],
    ['IP library from 1.30', 'isIP(self)', '1.31', true],
    ['IP library not before', 'isIP(self)', '1.30', false],
    ['format library from 1.31', 'format.dns1123Label().validate(self).hasValue()', '1.32', true],
    ['semver library from 1.33', 'isSemver(self)', '1.34', true],
    ['optional types from 1.28', 'optional.of(self).hasValue()', '1.29', true],
  ];
  it.each(rows)('%s (kube %s)', (_n, rule, kube, ok) => {
    expect(compileAt(rule, kube).length === 0).toBe(ok);
  });
  // StoredExpressions filters with the highest version, but over the option groups the server's own
  // binary lists: semver is there from the 1.33 binary (introduced 1.33), not in a 1.32 one.
  it('runtime validation uses StoredExpressions: every library the server knows (1.33: semver)', () => {
    const schema: JSONSchemaProps = { type: 'object', properties: { v: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: 'isSemver(self)' }] } } };
    const r = validateRules(schema, { v: 'nope' }, undefined, { kubeVersion: '1.33', isResourceRoot: true });
    expect(r.errors.map((e) => e.toString(valueRendering('1.33')))).toEqual(['v: Invalid value: "nope": failed rule: isSemver(self)']);
  });
  it('a 1.32 server has no semver library at all, not even for stored expressions', () => {
    const schema: JSONSchemaProps = { type: 'object', properties: { v: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: 'isSemver(self)' }] } } };
    const r = validateRules(schema, { v: 'nope' }, undefined, { kubeVersion: '1.32', isResourceRoot: true });
    expect(r.errors.map((e) => e.toString(valueRendering('1.32')))).toEqual([
      `v: Invalid value: "string": rule compile error: compilation failed: ERROR: <input>:1:9: undeclared reference to 'isSemver' (in container '')\n | isSemver(self)\n | ........^`,
    ]);
  });
});

// compileSchemaRules caches by the schema without its descriptions (CEL compilation never reads a
// description, schema/cel/compilation.go builds declarations from types, formats and bounds), so
// a description edit keeps the compiled rules; a property *named* description is schema, not text.
describe('compiled rules are reused across description edits only', () => {
  const fld = FieldPath.nil().child('openAPIV3Schema');
  const opts = { kubeVersion: '1.34', isResourceRoot: true };
  const withProperty = (type: string, description: string): JSONSchemaProps => ({
    type: 'object',
    description,
    properties: { description: { type, description, 'x-kubernetes-validations': [{ rule: 'self.size() > 0' }] } },
  });

  it('a schema that differs only in descriptions compiles to the same result', () => {
    const first = compileSchemaRules(withProperty('string', 'first text'), fld, opts);
    const edited = compileSchemaRules(withProperty('string', 'edited text'), fld, opts);
    expect(edited).toEqual(first);
    expect(first.rules.length).toBe(1);
    expect(first.errors).toEqual([]);
  });

  it('a property named description is compared (its type decides the rule compiles)', () => {
    compileSchemaRules(withProperty('string', 'd'), fld, opts);
    const r = compileSchemaRules(withProperty('boolean', 'd'), fld, opts);
    expect(r.errors.map((e) => e.toString(valueRendering(opts.kubeVersion))).join('\n')).toContain('compilation failed');
  });
});
