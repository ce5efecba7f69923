// The apimachinery name and label validators (objectmeta/names.ts), the one implementation that
// ObjectMeta, CRD metadata, webhook conversion and the CEL format library use. Messages per
// Kubernetes version, read from kubernetes/apimachinery at the kubernetes-1.x.0 tags:
// pkg/util/validation/validation.go keeps MaxLenError "must be no more than %d characters" in
// every version (IsDNS1123Label/Subdomain, IsDNS1035Label); up to kubernetes-1.34.0 its
// IsQualifiedName says "a qualified name ..." and IsValidLabelValue uses that MaxLenError; from
// kubernetes-1.35.0 they are pkg/api/validate/content's IsLabelKey ("a valid label key ...") and
// IsLabelValue, whose content.MaxLenError says "must be no more than %d bytes".
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { isDNS1035Label, isDNS1123Label, isDNS1123Subdomain, isQualifiedName, isValidLabelValue, nameIsDNSSubdomain } from '../../../src/engine/objectmeta/names';
import { kubeMinor } from '../../../src/engine/apis/kubeversion';
import { CONSTANT_FORMATS, CONSTANT_FORMATS_134 } from '../../../src/engine/cel/k8s/format';
import { cronTabCRD } from '../../fixtures/crontab-crd';

const QNAME_RE =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const PREFIX_HINT = " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const long = (n: number) => 'a'.repeat(n);

// [name, function, input, messages at 1.34, messages at 1.35]
const rows: [string, (s: string, minor: number) => string[], string, string[], string[]][] = [
  ['qualified name with two slashes', isQualifiedName, 'a/b/c', [`a qualified name ${QNAME_RE}${PREFIX_HINT}`], [`a valid label key ${QNAME_RE}${PREFIX_HINT}`]],
  ['qualified name part too long', isQualifiedName, long(64), ['name part must be no more than 63 characters'], ['name part must be no more than 63 bytes']],
  [
    'qualified name prefix too long (a DNS subdomain: characters)',
    isQualifiedName,
    `${long(254)}/a`,
    ['prefix part must be no more than 253 characters'],
    ['prefix part must be no more than 253 characters'],
  ],
  ['label value too long', isValidLabelValue, long(64), ['must be no more than 63 characters'], ['must be no more than 63 bytes']],
  ['valid label value', isValidLabelValue, 'my_value.1', [], []],
  ['empty label value', isValidLabelValue, '', [], []],
  ['DNS-1123 label too long', (s) => isDNS1123Label(s), long(64), ['must be no more than 63 characters'], ['must be no more than 63 characters']],
  ['DNS-1123 subdomain too long', (s) => isDNS1123Subdomain(s), long(254), ['must be no more than 253 characters'], ['must be no more than 253 characters']],
  ['DNS-1035 label too long', (s) => isDNS1035Label(s), long(64), ['must be no more than 63 characters'], ['must be no more than 63 characters']],
  ['DNS-1123 label with dots', (s) => isDNS1123Label(s), 'a.b', ['must not contain dots'], ['must not contain dots']],
];

describe('name validators on both sides of the 1.34/1.35 message change', () => {
  it.each(rows)('%s', (_name, fn, input, at134, at135) => {
    expect(fn(input, 34)).toEqual(at134);
    expect(fn(input, 35)).toEqual(at135);
    expect(fn(input, kubeMinor('1.37'))).toEqual(at135);
  });
  it('the version read as everywhere (apis/kubeversion.ts): "1.N", "v1.N", absent = the default', () => {
    expect([kubeMinor('1.34'), kubeMinor('v1.35'), kubeMinor(undefined)]).toEqual([34, 35, 37]);
  });
  it('maskTrailingDash for generateName', () => {
    expect(nameIsDNSSubdomain('my-', true)).toEqual([]);
    expect(nameIsDNSSubdomain('my-', false)).toHaveLength(1);
  });
});

// The character checks replace the regexes the messages name; they must agree on every input.
describe('the linear checks match the regexes', () => {
  const patterns: [string, RegExp, (s: string) => boolean][] = [
    ['DNS-1123 label', /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, (s) => isDNS1123Label(s).length === 0 || (s.length > 63 && isDNS1123Label(s).length === 1)],
    ['DNS-1123 subdomain', /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/, (s) => isDNS1123Subdomain(s).length === 0],
    ['DNS-1035 label', /^[a-z]([-a-z0-9]*[a-z0-9])?$/, (s) => isDNS1035Label(s).length === 0],
    ['label value', /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/, (s) => isValidLabelValue(s, 35).length === 0],
  ];
  const alphabet = ['a', 'z', '0', '9', '-', '.', '_', 'A', ' ', 'é'];
  const inputs: string[] = [''];
  for (const a of alphabet) for (const b of alphabet) for (const c of ['', ...alphabet]) inputs.push(a + b + c);
  it.each(patterns)('%s', (_name, re, ok) => {
    for (const s of inputs) expect([s, ok(s)]).toEqual([s, re.test(s)]);
  });
});

describe('the version reaches every caller', () => {
  const crd = cronTabCRD({ schema: 'type: object\nx-kubernetes-preserve-unknown-fields: true' });
  const object = `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
  name: a
  labels:
    k: ${long(64)}
spec: {}
`;
  const labelErrors = (kubeVersion: string) =>
    check({
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text: object },
      ],
      options: { kubeVersion },
    })
      .objects.flatMap((o) => o.errors)
      .map((d) => d.message)
      .filter((m) => m.startsWith('metadata.labels'));
  it('ObjectMeta labels through check(): characters at 1.34, bytes at 1.35', () => {
    expect(labelErrors('1.34')).toEqual([`metadata.labels: Invalid value: "${long(64)}": must be no more than 63 characters`]);
    expect(labelErrors('1.35')).toEqual([`metadata.labels: Invalid value: "${long(64)}": must be no more than 63 bytes`]);
  });
  it('the CEL format library of the 1.34 and the 1.35+ binaries', () => {
    expect(CONSTANT_FORMATS_134.labelValue.validateFunc(long(64))).toEqual(['must be no more than 63 characters']);
    expect(CONSTANT_FORMATS.labelValue.validateFunc(long(64))).toEqual(['must be no more than 63 bytes']);
    expect(CONSTANT_FORMATS_134.qualifiedName.validateFunc('a/b/c')[0]).toMatch(/^a qualified name /);
    expect(CONSTANT_FORMATS.qualifiedName.validateFunc('a/b/c')[0]).toMatch(/^a valid label key /);
  });
  it('CEL rules get the format library of the server binary (celenv binaryImplementation)', () => {
    const ruleCRD = cronTabCRD({
      schema: `type: object
properties:
  spec:
    type: object
    properties:
      v: {type: string, maxLength: 10}
    x-kubernetes-validations:
    - rule: "!format.qualifiedName().validate(self.v).hasValue()"
      messageExpression: "format.qualifiedName().validate(self.v).value()[0]"`,
    });
    const obj = `apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: a\nspec:\n  v: a/b/c\n`;
    const message = (kubeVersion: string) =>
      check({
        sources: [
          { id: 'crd', text: ruleCRD },
          { id: 'objects', text: obj },
        ],
        options: { kubeVersion },
      })
        .objects.flatMap((o) => o.errors)
        .map((d) => d.message)
        .join('\n');
    expect(message('1.34')).toContain('spec: Invalid value: a qualified name must consist');
    expect(message('1.35')).toContain('spec: Invalid value: a valid label key must consist');
  });
});
