// Batch contract additions (issue 18): `validate` runs OpenAPI validation and the schema's
// x-kubernetes-validations as the custom resource strategy does (strategy.go Validate/ValidateUpdate:
// OpenAPI, embedded resources, list types, then CEL unless hasBlockingErr), with oldObject for
// transition rules and ratcheting and kubeVersion; `cel` takes isResourceRoot and optimize;
// `check` takes source texts.
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/cli/batch';

const ask = (req: unknown) => answer(JSON.stringify(req), {}) as Record<string, unknown>;
const BLOCKED = '<nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation';
const messages = (r: Record<string, unknown>) => (r.errors as { message: string }[]).map((e) => e.message);

const RULED = {
  type: 'object',
  properties: {
    replicas: { type: 'integer', maximum: 10, 'x-kubernetes-validations': [{ rule: 'self >= 0', message: 'must not be negative' }] },
    name: { type: 'string', maxLength: 2 },
    mode: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self == oldSelf', message: 'mode is immutable' }] },
  },
  required: ['name'],
  'x-kubernetes-validations': [{ rule: "self.name != 'xx'", message: 'name must not be xx' }],
};

describe('validate: OpenAPI and x-kubernetes-validations in kube order', () => {
  it.each([
    ['clean', { name: 'a', replicas: 1 }, []],
    ['a rule fails', { name: 'a', replicas: -1 }, ['replicas: Invalid value: -1: must not be negative']],
    ['an OpenAPI error and a rule failure', { name: 'a', replicas: 11 }, ['replicas: Invalid value: 11: replicas in body should be less than or equal to 10']],
    ['the root rule', { name: 'xx' }, ['<nil>: Invalid value: name must not be xx']],
    ['a blocking error stops the rules (hasBlockingErr)', { replicas: -1 }, ['name: Required value', BLOCKED]],
  ])('%s', (_n, object, want) => {
    expect(messages(ask({ op: 'validate', schema: RULED, object }))).toEqual(want);
  });

  it('without rules a blocking error stands alone (cel.NewValidator returns nil)', () => {
    expect(messages(ask({ op: 'validate', schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, object: {} }))).toEqual(['a: Required value']);
  });

  it('oldObject: transition rules run, unchanged invalid values are ratcheted', () => {
    expect(messages(ask({ op: 'validate', schema: RULED, object: { name: 'a', mode: 'x' }, oldObject: { name: 'a', mode: 'y' } }))).toEqual(['mode: Invalid value: "x": mode is immutable']);
    const r = ask({ op: 'validate', schema: RULED, object: { name: 'abc', mode: 'x' }, oldObject: { name: 'abc', mode: 'x' } });
    expect(messages(r)).toEqual([]);
    expect((r.ratcheted as { message: string }[]).map((e) => e.message)).toEqual(['name: Too long: may not be more than 2 bytes']);
    // without oldObject the transition rule does not run
    expect(messages(ask({ op: 'validate', schema: RULED, object: { name: 'a', mode: 'x' } }))).toEqual([]);
  });

  it('honours kubeVersion (wording and ratcheting before 1.30)', () => {
    expect(messages(ask({ op: 'validate', kubeVersion: '1.31', schema: RULED, object: { name: 'abc' } }))).toEqual(['name: Too long: may not be longer than 2', BLOCKED]);
    expect(messages(ask({ op: 'validate', kubeVersion: '1.29', schema: RULED, object: { name: 'abc' }, oldObject: { name: 'abc' } }))).toEqual(['name: Too long: may not be longer than 2', BLOCKED]);
  });

  it('numeric format checks follow kubeVersion (1.36+)', () => {
    const schema = { type: 'object', properties: { i: { type: 'integer', format: 'int32' } } };
    expect(messages(ask({ op: 'validate', kubeVersion: '1.35', schema, object: { i: 2147483648 } }))).toEqual([]);
    expect(messages(ask({ op: 'validate', kubeVersion: '1.36', schema, object: { i: 2147483648 } }))).toEqual([
      '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in i',
    ]);
  });

  it('isResourceRoot: rules see metadata.name and kind', () => {
    const schema = { type: 'object', 'x-kubernetes-validations': [{ rule: "self.metadata.name.startsWith('a') && self.kind == 'K'", message: 'bad name' }] };
    const obj = (name: string) => ({ apiVersion: 'g/v1', kind: 'K', metadata: { name } });
    expect(messages(ask({ op: 'validate', isResourceRoot: true, schema, object: obj('abc') }))).toEqual([]);
    expect(messages(ask({ op: 'validate', isResourceRoot: true, schema, object: obj('bcd') }))).toEqual(['<nil>: Invalid value: bad name']);
  });

  it('the runtime cost budget applies', () => {
    const schema = {
      type: 'object',
      properties: { l: { type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': [{ rule: 'self.all(x, self.all(y, self.all(z, x + y + z != "")))' }] } },
    };
    const r = ask({ op: 'validate', schema, object: { l: Array.from({ length: 300 }, () => 'aaaaaaaaaa') } });
    expect(messages(r).join('\n')).toMatch(/call cost exceeds limit/);
  });
});

describe('cel: isResourceRoot and optimize', () => {
  it('isResourceRoot makes metadata and kind available', () => {
    const self = { apiVersion: 'g/v1', kind: 'K', metadata: { name: 'n1' } };
    expect(ask({ op: 'cel', expr: 'self.metadata.name + self.kind', schema: { type: 'object' }, self, isResourceRoot: true })).toMatchObject({ type: 'string', value: 'n1K' });
    expect(ask({ op: 'cel', expr: 'self.metadata.name', schema: { type: 'object' }, self }).compileError).toMatch(/undefined field 'metadata'/);
  });

  // apiserver/pkg/cel/library/cost_test.go testCost evaluates without cel.OptOptimize: a list literal
  // costs its creation at runtime (TestSetsCost `sets.contains([], [])` runtime 21: two lists of 10,
  // plus the call); with OptOptimize the literal is folded into a constant first.
  it.each([
    ['sets.contains([], [])', 21],
    ['sets.contains([1], [1])', 22],
    ['[1, 2, 3].sum()', 13],
  ])('optimize: false costs %s as cost_test.go does (%i)', (expr, cost) => {
    expect(ask({ op: 'cel', expr, optimize: false }).runtimeCost).toBe(cost);
    expect(ask({ op: 'cel', expr }).runtimeCost as number).toBeLessThan(cost);
  });
});

describe('check: sources as texts', () => {
  const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              mode: {type: integer}
              flag: {type: string}
`;
  const obj = (spec: string) => `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {${spec}}\n`;

  it('YAML text decoded by the engine: 0755 is octal (493), file names kept', () => {
    const r = ask({
      op: 'check',
      sources: [
        { name: 'crd.yaml', text: CRD },
        { name: 'w.yaml', text: obj('mode: 0755') },
      ],
    }) as { objects: { file: string; errors: unknown[]; result: { spec: { mode: number } } }[] };
    expect(r.objects[0].file).toBe('w.yaml');
    expect(r.objects[0].errors).toEqual([]);
    expect(r.objects[0].result.spec.mode).toBe(493);
  });

  it('JSON text too, and oldSources make an update', () => {
    const o = JSON.stringify({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, spec: { mode: 1 } });
    const r = ask({
      op: 'check',
      sources: [
        { name: 'crd.yaml', text: CRD },
        { name: 'w.json', text: o },
      ],
      oldSources: [{ name: 'old.json', text: o }],
    }) as { objects: { errors: unknown[] }[] };
    expect(r.objects[0].errors).toEqual([]);
  });

  it.each([
    [{ sources: 'x' }, '"sources" must be an array of {"name","text"} objects'],
    [{ sources: [1] }, '"sources"[0] must be an object {"name","text"}'],
    [{ sources: [{ name: '', text: '' }] }, '"sources"[0].name must be a non-empty string'],
    [{ sources: [{ name: 'a' }] }, '"sources"[0].text must be a string (the YAML or JSON text)'],
    [
      {
        sources: [
          { name: 'a', text: '' },
          { name: 'a', text: '' },
        ],
      },
      '"sources"[1].name "a" is used twice',
    ],
    [{ sources: [], documents: [] }, 'give "sources" or "documents", not both'],
    [{ documents: [], oldSources: {} }, '"oldSources" must be an array of {"name","text"} objects'],
  ])('malformed: %j', (req, error) => {
    expect(ask({ op: 'check', ...req })).toEqual({ error });
  });
});
