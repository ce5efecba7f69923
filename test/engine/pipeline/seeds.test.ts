// The CRD page's examples end to end through check(): each row is a documented outcome.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { CRONTAB_CRD, DEFAULTING_PROPS, NULLABLE_PROPS, PLAIN_PROPS, VALIDATION_PROPS, crontab } from '../../fixtures/crontab';

const run = (crd: string, objects: string, options = {}) =>
  check({
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: objects },
    ],
    options,
  });

describe('CRD documentation examples (crd-and-versions seeds)', () => {
  it('Create a CustomResourceDefinition: the CRD and the CronTab object are accepted', () => {
    const r = run(CRONTAB_CRD(PLAIN_PROPS), crontab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image'));
    expect(r.crds.map((c) => [c.name, c.errors.map((e) => e.message)])).toEqual([['crontabs.stable.example.com', []]]);
    expect(r.objects).toHaveLength(1);
    expect(r.objects[0].errors).toEqual([]);
    expect(r.objects[0].crd).toBe('crontabs.stable.example.com');
  });

  it('Field pruning: someRandomField is pruned and reported as an unknown field', () => {
    const r = run(CRONTAB_CRD(PLAIN_PROPS), crontab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nsomeRandomField: 42'));
    const o = r.objects[0];
    expect(o.pruned).toEqual(['spec.someRandomField']);
    expect(o.result).toEqual({
      apiVersion: 'stable.example.com/v1',
      kind: 'CronTab',
      // as in the docs' output: kubectl's default namespace, generation 1 from PrepareForCreate
      metadata: { name: 'my-new-cron-object', namespace: 'default', generation: 1 },
      spec: { cronSpec: '* * * * */5', image: 'my-awesome-cron-image' },
    });
    expect(o.errors).toEqual([]);
    expect(o.warnings.map((w) => w.message)).toContain('Warning: unknown field "spec.someRandomField"');
    // the warning points at the key in the editor (line 8 of the object document)
    const w = o.warnings.find((x) => x.origin === 'pruning')!;
    expect(w.range?.start.line).toBe(8);
  });

  it('Field pruning with --strict: unknown fields are errors, as with kubectl --validate=strict', () => {
    const r = run(CRONTAB_CRD(PLAIN_PROPS), crontab('image: x\nsomeRandomField: 42'), { strict: true });
    expect(r.objects[0].errors.map((e) => e.message)).toEqual(['strict decoding error: unknown field "spec.someRandomField"']);
  });

  it("Validation: the cronSpec pattern and the replicas maximum, with kube-apiserver's messages, paths and ranges", () => {
    const r = run(CRONTAB_CRD(VALIDATION_PROPS), crontab('cronSpec: "* * * *"\nimage: my-awesome-cron-image\nreplicas: 15'));
    const o = r.objects[0];
    expect(o.errors.map((e) => [e.field, e.type, e.message])).toEqual([
      ['spec.cronSpec', 'FieldValueInvalid', `spec.cronSpec: Invalid value: "* * * *": spec.cronSpec in body should match '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'`],
      ['spec.replicas', 'FieldValueInvalid', 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'],
    ]);
    const replicas = o.errors[1];
    expect(replicas.range?.start).toMatchObject({ line: 8, column: 13 });
    expect(o.kubectlMessage).toBe(
      `The CronTab "my-new-cron-object" is invalid: \n* spec.cronSpec: Invalid value: "* * * *": spec.cronSpec in body should match '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'\n* spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10`,
    );
    expect(o.status).toMatch(/^CronTab\.stable\.example\.com "my-new-cron-object" is invalid: \[spec\.cronSpec: /);
  });

  it('Validation: valid values are accepted', () => {
    const r = run(CRONTAB_CRD(VALIDATION_PROPS), crontab('cronSpec: "* * * * */5"\nimage: my-awesome-cron-image\nreplicas: 5'));
    expect(r.objects[0].errors).toEqual([]);
  });

  it('Defaulting: cronSpec and replicas are defaulted', () => {
    const r = run(CRONTAB_CRD(DEFAULTING_PROPS), crontab('image: my-awesome-cron-image'));
    const o = r.objects[0];
    expect(o.errors).toEqual([]);
    expect((o.result as { spec: unknown }).spec).toEqual({ cronSpec: '5 0 * * *', image: 'my-awesome-cron-image', replicas: 1 });
    expect([...o.defaulted].sort()).toEqual(['spec.cronSpec', 'spec.replicas']);
  });

  it('Defaulting and Nullable: foo defaulted, bar kept null, baz pruned', () => {
    const r = run(CRONTAB_CRD(NULLABLE_PROPS), crontab('foo: null\nbar: null\nbaz: null'));
    const o = r.objects[0];
    expect((o.result as { spec: unknown }).spec).toEqual({ foo: 'default', bar: null });
    expect(o.errors).toEqual([]);
  });
});

describe('bad input gives one clear diagnostic and never throws', () => {
  const cases: [string, string, string, RegExp][] = [
    ['malformed YAML', CRONTAB_CRD(PLAIN_PROPS), 'spec: [1, 2\n', /./],
    ['a document that is not an object', CRONTAB_CRD(PLAIN_PROPS), '- a\n- b\n', /^error validating data: the document is a list, not an object$/],
    ['missing apiVersion and kind', CRONTAB_CRD(PLAIN_PROPS), 'metadata:\n  name: x\n', /^error validating data: \[apiVersion not set, kind not set\]$/],
    [
      'an object whose version matches no CRD',
      CRONTAB_CRD(PLAIN_PROPS),
      'apiVersion: stable.example.com/v2\nkind: CronTab\nmetadata:\n  name: x\n',
      /^no matches for kind "CronTab" in version "stable.example.com\/v2"$/,
    ],
    [
      'an object whose kind matches no CRD',
      CRONTAB_CRD(PLAIN_PROPS),
      'apiVersion: stable.example.com/v1\nkind: CronJob\nmetadata:\n  name: x\n',
      /^no matches for kind "CronJob" in version "stable.example.com\/v1"$/,
    ],
  ];
  it.each(cases)('%s', (_name, crd, objects, message) => {
    const r = run(crd, objects);
    const errs = r.diagnostics.filter((d) => d.severity === 'error' && d.source === 'objects');
    expect(errs).toHaveLength(1);
    expect(errs[0].message).toMatch(message);
    expect(errs[0].range).toBeDefined();
  });

  it('empty editors give no diagnostics and no objects', () => {
    const r = check({
      sources: [
        { id: 'crd', text: '' },
        { id: 'objects', text: '' },
      ],
    });
    expect(r).toMatchObject({ crds: [], objects: [], diagnostics: [] });
  });

  it('a built-in kind is reported as not checked, not as an error', () => {
    const r = run(CRONTAB_CRD(PLAIN_PROPS), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.diagnostics.map((d) => d.severity)).toEqual(['info']);
  });
});

describe('unchanged texts are not checked again (the worker re-runs on every edit)', () => {
  it('a repeated run gives the same result, and run-specific warnings do not pile up', () => {
    const crd = CRONTAB_CRD(PLAIN_PROPS);
    const input = {
      sources: [
        { id: 'crd', text: `${crd}---\n${crd}` },
        { id: 'objects', text: crontab('image: x') },
      ],
    };
    const first = run(input.sources[0].text, input.sources[1].text);
    const second = run(input.sources[0].text, input.sources[1].text);
    const dupes = (r: typeof first) => r.diagnostics.filter((d) => d.message.includes('appears more than once')).length;
    expect(dupes(first)).toBe(1);
    expect(dupes(second)).toBe(1);
    expect(second.crds.map((c) => c.warnings.length)).toEqual(first.crds.map((c) => c.warnings.length));
  });
});

describe('kubectl get columns of an object (additionalPrinterColumns, priority > 0 only in -o wide)', () => {
  it('normal and wide views', () => {
    const crd = CRONTAB_CRD(PLAIN_PROPS).replace(
      '      storage: true\n',
      '      storage: true\n      additionalPrinterColumns:\n      - {name: Spec, type: string, jsonPath: .spec.cronSpec}\n      - {name: Replicas, type: integer, jsonPath: .spec.replicas, priority: 1}\n',
    );
    const o = run(crd, crontab('cronSpec: "* * * * */5"\nreplicas: 2')).objects[0];
    expect(o.columns).toEqual({
      headers: ['Name', 'Spec'],
      rows: [['my-new-cron-object', '* * * * */5']],
      wideHeaders: ['Name', 'Spec', 'Replicas'],
      wideRows: [['my-new-cron-object', '* * * * */5', 2]],
    });
  });
});
