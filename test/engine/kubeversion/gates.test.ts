// Behaviour gated by Kubernetes version, pinned on both sides of each boundary through check()
// (the custom resource strategy and CRD validation), so newer behaviour does not leak into older
// versions and the other way round. Upstream, read at the kubernetes-1.x.0 tags (staging repos
// vN.M.0 = Kubernetes 1.N.M):
// - maxLength / maxItems wording: apiextensions-apiserver pkg/apiserver/validation/validation.go
//   kubeOpenAPIResultToFieldErrors calls field.TooLongMaxLength up to v0.31.0 ("may not be longer
//   than N") and field.TooLong from v0.32.0 ("may not be more than N bytes"); apimachinery
//   pkg/util/validation/field/errors.go says "1 byte" / "1 item" from v0.34.0 ("1 bytes" /
//   "1 items" before).
// - numeric format range checks: kube-openapi 1d94e88 (numberValidator enforces numeric formats),
//   first vendored by apiextensions-apiserver v0.36.0 (go.mod: kube-openapi 20260317…; v0.35.0
//   vendors 20250910…, which does not contain it). ValidateDefaults uses the same validator.
// - containsCIDR: apiserver pkg/cel/library/cidr.go cidrContainsCIDR compares
//   Masked() == PrefixFrom(other.Addr(), bits) up to v0.32.0, and Overlaps(other) from v0.33.0.
//   A binary behaviour, not a versioned option: it follows the server, not the compatibility version.
// - reserved words as field names: apiserver pkg/cel/environment/environment.go
//   filterAndBuildOpts `compatVer.AtLeast(1.31)` → SetRecognizeKeywordAsFieldName (from v0.31.0);
//   new expressions use the compatibility version (server − 1), stored ones the highest version.
//   environment_test.go "recognizeKeywordAsFieldName disabled" (1.30 NewExpressions) and
//   "enabled" (1.31 NewExpressions, 1.30 StoredExpressions).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { CRONTAB_CRD, crontab } from '../../fixtures/crontab';

function run(kubeVersion: string, props: string, spec: string, oldSpec?: string) {
  return check({
    sources: [
      { id: 'crd', text: CRONTAB_CRD(props) },
      { id: 'objects', text: crontab(spec) },
    ],
    oldSources: oldSpec === undefined ? undefined : [{ id: 'old', text: crontab(oldSpec) }],
    options: { kubeVersion, request: oldSpec === undefined ? 'create' : 'update' },
  });
}

function objectErrors(kubeVersion: string, props: string, spec: string, oldSpec?: string): string[] {
  const r = run(kubeVersion, props, spec, oldSpec);
  expect(r.crds[0].errors.map((e) => e.message)).toEqual([]);
  return r.objects[0].errors.map((e) => e.message);
}

const crdErrors = (kubeVersion: string, props: string) => run(kubeVersion, props, 'x: 1').crds[0].errors.map((e) => e.message);

describe('maxLength / maxItems / maxProperties wording by version', () => {
  const S2 = 's:\n  type: string\n  maxLength: 2';
  const S1 = 's:\n  type: string\n  maxLength: 1';
  const L1 = 'l:\n  type: array\n  maxItems: 1\n  items:\n    type: string';
  const M1 = 'm:\n  type: object\n  maxProperties: 1\n  additionalProperties:\n    type: string';
  const rows: [kube: string, props: string, spec: string, want: string][] = [
    ['1.27', S2, 's: abc', 'spec.s: Too long: may not be longer than 2'],
    ['1.31', S2, 's: abc', 'spec.s: Too long: may not be longer than 2'],
    ['1.32', S2, 's: abc', 'spec.s: Too long: may not be more than 2 bytes'],
    ['1.37', S2, 's: abc', 'spec.s: Too long: may not be more than 2 bytes'],
    ['1.31', S1, 's: ab', 'spec.s: Too long: may not be longer than 1'],
    ['1.33', S1, 's: ab', 'spec.s: Too long: may not be more than 1 bytes'],
    ['1.34', S1, 's: ab', 'spec.s: Too long: may not be more than 1 byte'],
    ['1.33', L1, 'l: [a, b]', 'spec.l: Too many: 2: must have at most 1 items'],
    ['1.34', L1, 'l: [a, b]', 'spec.l: Too many: 2: must have at most 1 item'],
    ['1.27', M1, 'm: {a: x, b: z}', 'spec.m: Too many: 2: must have at most 1 items'],
    ['1.34', M1, 'm: {a: x, b: z}', 'spec.m: Too many: 2: must have at most 1 item'],
  ];
  it.each(rows)('%s %s → %s', (kube, props, spec, want) => {
    expect(objectErrors(kube, props, spec)).toEqual([want]);
  });

  it('a ratcheted update words its remaining errors by version too', () => {
    expect(objectErrors('1.31', `${S2}\nt:\n  type: string\n  maxLength: 2`, 's: abc\nt: abc', 's: abc\nt: ab')).toEqual(['spec.t: Too long: may not be longer than 2']);
  });
});

describe('numeric format range checks: from 1.36 only (objects and CRD defaults)', () => {
  const I32 = 'i:\n  type: integer\n  format: int32';
  const PLAIN = 'i:\n  type: integer';
  const DEF = 'i:\n  type: integer\n  format: int32\n  default: 2147483648';
  it.each([
    ['1.27', I32, 'i: 2147483648', []],
    ['1.35', I32, 'i: 2147483648', []],
    ['1.36', I32, 'i: 2147483648', ['<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.i']],
    ['1.35', PLAIN, 'i: 1.5', ['spec.i: Invalid value: "number": spec.i in body must be of type integer: "number"']],
    [
      '1.36',
      PLAIN,
      'i: 1.5',
      ['spec.i: Invalid value: "number": spec.i in body must be of type integer: "number"', '<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.i'],
    ],
  ])('%s %s / %s', (kube, props, spec, want) => {
    expect(objectErrors(kube, props, spec)).toEqual(want);
  });

  it.each([
    ['1.35', []],
    ['1.36', ['spec.validation.openAPIV3Schema.properties[spec].properties[i].default: Invalid value: "": Checked value must be of type integer with format int32 in ']], // the default is validated as a root value (name "")
  ])('a default out of int32 at %s', (kube, want) => {
    expect(crdErrors(kube, DEF).map((m) => m.replace(/^spec\.versions\[0\]\.schema\.openAPIV3Schema/, 'spec.validation.openAPIV3Schema'))).toEqual(want);
  });
});

describe('containsCIDR: the 1.33 binary compares by Prefix.Overlaps', () => {
  const RULE = (expr: string) => `c:\n  type: string\n  x-kubernetes-validations:\n  - rule: ${JSON.stringify(expr)}`;
  it.each([
    // the row: the /32 inside the /24 but not at its network address
    ['1.32', "cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.1/32'))", false],
    ['1.33', "cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.1/32'))", true],
    ['1.32', "cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16')", false],
    ['1.33', "cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16')", true],
    // unchanged on both sides (cidr_test.go rows)
    ['1.32', "cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/25'))", true],
    ['1.33', "cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/23'))", false],
    ['1.33', "cidr('192.168.0.0/24').containsCIDR(cidr('2001:db8::/33'))", false],
    ['1.37', "cidr('0.0.0.0/0').containsCIDR('10.1.0.0/16')", true],
  ])('%s %s is %s', (kube, expr, want) => {
    const errs = objectErrors(kube, RULE(expr), 'c: x');
    expect(errs).toEqual(want ? [] : [`spec.c: Invalid value: "x": failed rule: ${expr}`]);
  });
});

describe('CEL reserved words as field names (self.namespace)', () => {
  const PROPS = 'o:\n  type: object\n  properties:\n    namespace:\n      type: string\n  x-kubernetes-validations:\n  - rule: "self.namespace == \'a\'"';
  it.each([
    ['1.30', false],
    ['1.31', false], // compatibility version 1.30: NewExpressions do not recognize it
    ['1.32', true], // compatibility version 1.31
    ['1.37', true],
  ])('a new rule at %s compiles: %s', (kube, ok) => {
    const errs = crdErrors(kube, PROPS);
    if (ok) expect(errs).toEqual([]);
    else expect(errs.join('\n')).toContain("undefined field 'namespace'");
  });

  it('at 1.32 the rule runs against the object', () => {
    expect(objectErrors('1.32', PROPS, 'o: {namespace: a}')).toEqual([]);
    expect(objectErrors('1.32', PROPS, 'o: {namespace: b}')).toEqual([`spec.o: Invalid value: failed rule: self.namespace == 'a'`]);
  });
});
