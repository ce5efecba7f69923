// Numeric formats by Kubernetes version, through check() (the custom resource strategy):
// - 1.36+: kube-openapi's numberValidator gets the schema's type and int32/int64/float/double format
//   (kube-openapi 1d94e88 "enhance numberValidator to enforce numeric formats", vendored by
//   apiextensions-apiserver v1.36.0) and StripUnsupportedFormatsPostProcessorForVersion keeps those
//   formats (formats.go at v1.36.0). Upstream: validation_test.go "numeric formats invalid" and the
//   extra `Checked value must be of type integer (default format) in field` row, ratcheting_test.go
//   TestNumericFormatRatcheting, all at v1.36.0.
// - up to 1.35: no range checks at all (the same rows pass at v1.35.0).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { CRONTAB_CRD, crontab } from '../../fixtures/crontab';

const PROPS = `i32:
  type: integer
  format: int32
i64:
  type: integer
  format: int64
f32:
  type: number
  format: float
plain:
  type: integer
low:
  type: integer
  minimum: 0.5
other:
  type: string`;

// The schema has no x-kubernetes-validations, so no "some validation rules were not checked" error
// follows the OpenAPI ones (cel.NewValidator returns nil for a schema without rules).

function objectErrors(kubeVersion: string, spec: string, oldSpec?: string): string[] {
  const r = check({
    sources: [
      { id: 'crd', text: CRONTAB_CRD(PROPS) },
      { id: 'objects', text: crontab(spec) },
    ],
    oldSources: oldSpec === undefined ? undefined : [{ id: 'old', text: crontab(oldSpec) }],
    options: { kubeVersion, request: oldSpec === undefined ? 'create' : 'update' },
  });
  expect(r.crds[0].errors).toEqual([]);
  return r.objects[0].errors.map((e) => e.message);
}

describe('numeric format range checks (create)', () => {
  const rows: [name: string, spec: string, v135: string[], v136: string[]][] = [
    ['int32 in range', 'i32: 2147483647', [], []],
    ['int32 overflow', 'i32: 2147483648', [], ['<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.i32']],
    ['int32 underflow', 'i32: -2147483649', [], ['<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.i32']],
    ['int64, a large exact integer', 'i64: 9007199254740991', [], []],
    ['float in range', 'f32: 3.4e38', [], []],
    ['float overflow', 'f32: 3.5e38', [], ['<nil>: Invalid value: "": Checked value must be of type number with format float in spec.f32']],
    [
      'integer with a fraction: the type error, and from 1.36 the default-format check',
      'plain: 1.5',
      ['spec.plain: Invalid value: "number": spec.plain in body must be of type integer: "number"'],
      ['spec.plain: Invalid value: "number": spec.plain in body must be of type integer: "number"', '<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.plain'],
    ],
    [
      'a fractional minimum on an integer field is itself out of range from 1.36',
      'low: 3',
      [],
      ['<nil>: Invalid value: "": Minimum boundary value must be of type integer (default format) in spec.low'],
    ],
  ];
  it.each(rows)('%s', (_n, spec, v135, v136) => {
    for (const v of ['1.27', '1.34', '1.35']) expect(objectErrors(v, spec), v).toEqual(v135);
    for (const v of ['1.36', '1.37']) expect(objectErrors(v, spec), v).toEqual(v136);
  });
});

describe('numeric format checks are ratcheted on update (TestNumericFormatRatcheting)', () => {
  const bad = 'i32: 2147483648';
  it.each([
    ['unchanged invalid value', `${bad}\nother: a`, `${bad}\nother: a`, []],
    ['other fields change', `${bad}\nother: b`, `${bad}\nother: a`, []],
    ['changed to another invalid value', 'i32: 2147483649', bad, ['<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.i32']],
  ])('%s (1.36)', (_n, spec, old, want) => {
    expect(objectErrors('1.36', spec, old)).toEqual(want);
  });
  it('1.35 has nothing to ratchet', () => {
    expect(objectErrors('1.35', 'i32: 2147483649', bad)).toEqual([]);
  });
});

// The supported string formats follow the server's compatibility version (one minor below it):
// NewSchemaValidator → StripUnsupportedFormatsPostProcessorForVersion(DefaultCompatibilityVersion()),
// and k8s-short-name/k8s-long-name were added at compatibility version 1.34 (formats.go at v1.34.0).
describe('k8s-short-name is enforced from server 1.35 (compatibility version 1.34)', () => {
  const crd = CRONTAB_CRD('name:\n  type: string\n  format: k8s-short-name');
  const errors = (kubeVersion: string) =>
    check({
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text: crontab('name: Not_A_Name') },
      ],
      options: { kubeVersion },
    }).objects[0].errors.map((e) => e.detail);
  it.each([
    ['1.33', []],
    ['1.34', []],
    ['1.35', ['spec.name in body must be of type k8s-short-name: "Not_A_Name"']],
    ['1.37', ['spec.name in body must be of type k8s-short-name: "Not_A_Name"']],
  ])('%s', (v, want) => expect(errors(v)).toEqual(want));
});
