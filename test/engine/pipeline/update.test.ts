// Update requests through check(): old objects matched by name, PrepareForUpdate (status,
// generation), the /status strategy, metadata immutability and transition rules.
import { describe, expect, it } from 'vitest';
import { check, type RequestKind } from '../../../src/engine';
import { cronTabCRD, cronTab } from '../../fixtures/crontab-crd';

const SCHEMA = `type: object
properties:
  spec:
    type: object
    properties:
      image: {type: string}
      replicas: {type: integer, maximum: 10}
      size:
        type: string
        x-kubernetes-validations:
        - rule: self.startsWith('s-')
          message: size must start with s-
      level:
        type: string
        x-kubernetes-validations:
        - rule: "!(self == 'high' && oldSelf == 'low') && !(self == 'low' && oldSelf == 'high')"
          message: cannot transition directly between 'low' and 'high'
      immutable:
        type: string
        x-kubernetes-validations:
        - rule: self == oldSelf
          message: immutable is immutable
  status:
    type: object
    properties:
      ready: {type: boolean}`;

const CRD_WITH_STATUS = cronTabCRD({ schema: SCHEMA, versionExtra: 'subresources:\n  status: {}' });
const CRD_NO_STATUS = cronTabCRD({ schema: SCHEMA });

function run(crd: string, objects: string, old: string, request: RequestKind) {
  return check({
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: objects },
    ],
    oldSources: [{ id: 'old', text: old }],
    options: { request },
  });
}

describe('update requests (customResourceStrategy.PrepareForUpdate, statusStrategy)', () => {
  it.each([
    [
      'status subresource: changes to status are ignored on the main resource',
      CRD_WITH_STATUS,
      cronTab('image: a', { extraTop: 'status:\n  ready: true' }),
      cronTab('image: a', { extraTop: 'status:\n  ready: false' }),
      'update',
      { status: { ready: false } },
      1,
    ],
    ['no status subresource: status is an ordinary field', CRD_NO_STATUS, cronTab('image: a', { extraTop: 'status:\n  ready: true' }), cronTab('image: a'), 'update', { status: { ready: true } }, 2],
    ['a spec change increments the generation', CRD_WITH_STATUS, cronTab('image: b'), cronTab('image: a'), 'update', { spec: { image: 'b' } }, 2],
    [
      'a metadata-only change keeps the generation',
      CRD_WITH_STATUS,
      cronTab('image: a').replace('metadata:\n', 'metadata:\n  labels:\n    x: z\n'),
      cronTab('image: a'),
      'update',
      { spec: { image: 'a' } },
      1,
    ],
    [
      '/status: only status is taken from the request, spec changes are ignored',
      CRD_WITH_STATUS,
      cronTab('image: b', { extraTop: 'status:\n  ready: true' }),
      cronTab('image: a'),
      'status',
      { spec: { image: 'a' }, status: { ready: true } },
      1,
    ],
  ] as const)('%s', (_n, crd, obj, old, request, want, generation) => {
    const r = run(crd, obj, old, request);
    const o = r.objects[0];
    expect(o.errors).toEqual([]);
    expect(o.result).toMatchObject(want);
    expect((o.result as { metadata: { generation: number } }).metadata.generation).toBe(generation);
  });

  it('an update without a matching old object is checked as a create, with a warning', () => {
    const r = run(CRD_NO_STATUS, cronTab('image: a', { name: 'other' }), cronTab('image: a'), 'update');
    expect(r.objects[0].warnings.map((w) => w.message)).toContain('no old object named "other" for this update: it is checked as a create');
  });
});

describe('transition rules run only on updates with an old value (seeds: Transition rules)', () => {
  it.each([
    ['create: transition rules never run', 'create', 'level: high', 'level: low', []],
    ['update low → high is rejected', 'update', 'level: high', 'level: low', ["spec.level: Invalid value: \"high\": cannot transition directly between 'low' and 'high'"]],
    ['update low → medium is allowed', 'update', 'level: medium', 'level: low', []],
    ['update that adds the field: no old value, the rule does not run', 'update', 'level: high', 'image: x', []],
    ['immutability: self == oldSelf', 'update', 'immutable: b', 'immutable: a', ['spec.immutable: Invalid value: "b": immutable is immutable']],
  ] as const)('%s', (_n, request, spec, oldSpec, want) => {
    const r = run(CRD_NO_STATUS, cronTab(spec), cronTab(oldSpec), request);
    expect(r.objects[0].errors.map((e) => e.message)).toEqual(want);
  });

  it('reports a skipped transition rule on create with its reason', () => {
    const r = run(CRD_NO_STATUS, cronTab('level: high'), cronTab('level: low'), 'create');
    const levelRule = r.objects[0].rules.filter((x) => x.rule.includes("'high'"));
    expect(levelRule.map((x) => x.status)).toEqual(['skipped']);
  });
});

describe('validation ratcheting (seeds: Validation ratcheting; ValidateCustomResourceUpdate with ratcheting)', () => {
  const crd = cronTabCRD({ schema: SCHEMA });
  it.each([
    [
      'an unchanged invalid value does not fail the update; it is reported as ratcheted',
      'replicas: 15\nimage: b',
      'replicas: 15\nimage: a',
      [],
      ['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'],
    ],
    ['a changed invalid value fails', 'replicas: 16', 'replicas: 15', ['spec.replicas: Invalid value: 16: spec.replicas in body should be less than or equal to 10'], []],
    ['a new invalid value fails', 'replicas: 16', 'image: a', ['spec.replicas: Invalid value: 16: spec.replicas in body should be less than or equal to 10'], []],
  ] as const)('%s', (_n, spec, oldSpec, errors, ratcheted) => {
    const r = run(crd, cronTab(spec), cronTab(oldSpec), 'update');
    const o = r.objects[0];
    expect(o.errors.map((e) => e.message)).toEqual(errors);
    expect(o.warnings.filter((w) => w.ratcheted).map((w) => w.message)).toEqual(ratcheted);
  });

  // a ratcheted rule failure: kube's warning text is the error's text (validation.go addErr:
  // warning.AddWarning(ctx, "", e.Error())); the diagnostic keeps the rule node's path and range
  it.each([
    ['a ratcheted CEL failure is a warning at the rule’s node', 'size: big\nimage: b', 'size: big\nimage: a', 'spec.size', 'spec.size: Invalid value: "big": size must start with s-'],
  ] as const)('%s', (_n, spec, oldSpec, field, message) => {
    const text = cronTab(spec);
    const r = run(crd, text, cronTab(oldSpec), 'update');
    const w = r.objects[0].warnings.filter((x) => x.ratcheted && x.origin === 'cel');
    expect(w.map((x) => [x.field, x.type, x.message, x.path?.join('.')])).toEqual([[field, 'FieldValueInvalid', message, field]]);
    const start = text.indexOf('size: big');
    const line = text.slice(0, start).split('\n').length;
    expect(w[0].range?.start.line).toBe(line);
  });

  it('the same objects as a create fail', () => {
    const r = run(crd, cronTab('replicas: 15'), cronTab('replicas: 15'), 'create');
    expect(r.objects[0].errors.map((e) => e.message)).toEqual(['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10']);
  });
});

describe('per Kubernetes version: CRDValidationRatcheting is on by default from 1.30', () => {
  const crd = cronTabCRD({ schema: SCHEMA });
  const update = (kubeVersion: string) =>
    check({
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text: cronTab('replicas: 15\nimage: b') },
      ],
      oldSources: [{ id: 'old', text: cronTab('replicas: 15\nimage: a') }],
      options: { request: 'update', kubeVersion },
    });
  it.each([
    ['1.29', ['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10']],
    ['1.30', []],
  ] as const)('%s: an unchanged invalid value fails only without ratcheting', (v, errors) => {
    expect(update(v).objects[0].errors.map((e) => e.message)).toEqual(errors);
  });

  it('optionalOldSelf is dropped before 1.30 (dropDisabledFields), with a warning', () => {
    const withOptional = cronTabCRD({
      schema: `type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      a:\n        type: string\n        x-kubernetes-validations:\n        - rule: "!oldSelf.hasValue() || self == oldSelf.value()"\n          optionalOldSelf: true`,
    });
    const at = (kubeVersion: string) => check({ sources: [{ id: 'crd', text: withOptional }], options: { kubeVersion } });
    expect(at('1.30').crds[0].errors).toEqual([]);
    const old = at('1.29').crds[0];
    expect(old.warnings.map((w) => w.message).join('\n')).toMatch(/optionalOldSelf is dropped from 1 rule/);
    // without optionalOldSelf, oldSelf is not an optional: the rule no longer compiles
    expect(old.errors.map((e) => e.detail).join('\n')).toMatch(/compilation failed/);
  });
});
