// The accept/reject cases of apimachinery's own tests, run against the one copy of the name
// validators (objectmeta/names.ts) at both message versions, and through the CEL format library,
// which upstream calls the same functions: apiserver pkg/cel/library/format.go at kubernetes-1.34.0
// to 1.37.0-beta.0 uses apimachinery/pkg/api/validation NameIsDNSLabel / NameIsDNSSubdomain /
// NameIsDNS1035Label and util/validation IsQualifiedName / IsValidLabelValue.
// Inputs: apimachinery pkg/util/validation/validation_test.go at kubernetes-1.34.0 (TestIsDNS1123Label,
// TestIsDNS1123Subdomain, TestIsDNS1035Label, TestIsQualifiedName, TestIsValidLabelValue); the same
// inputs are TestIsLabelKey / TestIsLabelValue of pkg/api/validate/content/kube_test.go at
// kubernetes-1.35.0, where IsQualifiedName and IsValidLabelValue became content.IsLabelKey and
// content.IsLabelValue (apimachinery da7b67ed "Add support for k8s-label-key", first in 1.35.0).
// Wording per version (read at the kubernetes-1.27.0 … 1.37.0-beta.0 tags and apimachinery master):
// util/validation.MaxLenError says "must be no more than N characters" in every version, and
// IsDNS1123Label / IsDNS1123Subdomain / IsDNS1035Label keep it (content.IsDNS1123Label/Subdomain,
// which say "bytes", serve only declarative validation: pkg/api/validate/strfmt.go); only the label
// key and value checks say "bytes" (content.MaxLenError), from 1.35.
import { describe, expect, it } from 'vitest';
import { isDNS1035Label, isDNS1123Label, isDNS1123Subdomain, isQualifiedName, isValidLabelValue } from '../../../src/engine/objectmeta/names';
import { CONSTANT_FORMATS, CONSTANT_FORMATS_134 } from '../../../src/engine/cel/k8s/format';

const a = (n: number) => 'a'.repeat(n);
const b = (n: number) => 'b'.repeat(n);

const LABEL_BAD_COMMON = ['', 'A', 'ABC', 'aBc', 'A1', 'A-1', '1-A', '-', 'a-', '-a', '1-', '-1', '_', 'a_', '_a', 'a_b', '1_', '_1', '1_2', ' ', 'a ', ' a', 'a b', '1 ', ' 1', '1 2'];

// [upstream test, CEL format, validator (minor → messages), good inputs, bad inputs]
const CASES: [string, string, (s: string, minor: number) => string[], string[], string[]][] = [
  [
    'TestIsDNS1123Label',
    'dns1123Label',
    (s) => isDNS1123Label(s),
    ['a', 'ab', 'abc', 'a1', 'a-1', 'a--1--2--b', '0', '01', '012', '1a', '1-a', '1--a--b--2', a(63)],
    [...LABEL_BAD_COMMON, '.', 'a.', '.a', 'a.b', '1.', '.1', '1.2', a(64)],
  ],
  [
    'TestIsDNS1123Subdomain',
    'dns1123Subdomain',
    (s) => isDNS1123Subdomain(s),
    [
      'a',
      'ab',
      'abc',
      'a1',
      'a-1',
      'a--1--2--b',
      '0',
      '01',
      '012',
      '1a',
      '1-a',
      '1--a--b--2',
      'a.a',
      'ab.a',
      'a--1--2--b.a',
      'a.1',
      'a--1--2--b.1',
      '0.a',
      '012.a',
      '1-a.a',
      '0.1',
      '1--a--b--2.1',
      'a.b.c.d.e',
      'aa.bb.cc.dd.ee',
      '1.2.3.4.5',
      '11.22.33.44.55',
      a(253),
    ],
    [
      ...LABEL_BAD_COMMON,
      '.',
      'a.',
      '.a',
      'a..b',
      '1.',
      '.1',
      '1..2',
      'A.a',
      'aB.a',
      'ab.A',
      'A1.a',
      'a1.A',
      'A.1',
      '1A.1',
      '0.A',
      '1a.A',
      'A.B.C.D.E',
      'a.B.c.d.e',
      'aa.bB.cc.dd.ee',
      'a@b',
      'a,b',
      'a;b',
      'a:b',
      'a%b',
      'a?b',
      'a$b',
      a(254),
    ],
  ],
  [
    'TestIsDNS1035Label',
    'dns1035Label',
    (s) => isDNS1035Label(s),
    ['a', 'ab', 'abc', 'a1', 'a-1', 'a--1--2--b', a(63)],
    ['0', '01', '012', '1a', '1-a', '1--a--b--2', ...LABEL_BAD_COMMON, '.', 'a.', '.a', 'a.b', '1.', '.1', '1.2', a(64)],
  ],
  [
    'TestIsQualifiedName / TestIsLabelKey',
    'qualifiedName',
    isQualifiedName,
    [
      'simple',
      'now-with-dashes',
      '1-starts-with-num',
      '1234',
      'simple/simple',
      'now-with-dashes/now-with-dashes',
      'now.with.dots/simple',
      'now-with.dashes-and.dots/simple',
      '1-num.2-num/3-num',
      '1234/5678',
      '1.2.3.4/5678',
      'Uppercase_Is_OK_123',
      'example.com/Uppercase_Is_OK_123',
      'requests.storage-foo',
      a(63),
      `${a(253)}/${b(63)}`,
    ],
    ['nospecialchars%^=@', 'cantendwithadash-', '-cantstartwithadash-', 'only/one/slash', 'Example.com/abc', 'example_com/abc', 'example.com/', '/simple', a(64), `${a(254)}/abc`],
  ],
  [
    'TestIsValidLabelValue / TestIsLabelValue',
    'labelValue',
    isValidLabelValue,
    ['simple', 'now-with-dashes', '1-starts-with-num', 'end-with-num-1', '1234', a(63), ''],
    ['nospecialchars%^=@', 'Tama-nui-te-rā.is.Māori.sun', '\\backslashes\\are\\bad', '-starts-with-dash', 'ends-with-dash-', '.starts.with.dot', 'ends.with.dot.', a(64)],
  ],
];

describe.each(CASES)('%s', (_test, format, validate, good, bad) => {
  it.each(good)('accepts %j at 1.34 and 1.35', (s) => {
    expect([validate(s, 34), validate(s, 35)]).toEqual([[], []]);
  });
  it.each(bad)('rejects %j at 1.34 and 1.35', (s) => {
    expect(validate(s, 34).length).toBeGreaterThan(0);
    expect(validate(s, 35).length).toBeGreaterThan(0);
  });
  it('the CEL format library gives the same messages as the validator of its binary', () => {
    for (const s of [...good, ...bad]) {
      expect(CONSTANT_FORMATS_134[format].validateFunc(s)).toEqual(validate(s, 34));
      expect(CONSTANT_FORMATS[format].validateFunc(s)).toEqual(validate(s, 35));
    }
  });
});

// The one message that differs between versions, on each validator: [validator, too long input,
// the message at 1.34, at 1.35 and later].
const TOO_LONG: [string, (s: string, minor: number) => string[], string, string, string][] = [
  ['IsDNS1123Label', (s) => isDNS1123Label(s), a(64), 'must be no more than 63 characters', 'must be no more than 63 characters'],
  ['IsDNS1123Subdomain', (s) => isDNS1123Subdomain(s), a(254), 'must be no more than 253 characters', 'must be no more than 253 characters'],
  ['IsDNS1035Label', (s) => isDNS1035Label(s), a(64), 'must be no more than 63 characters', 'must be no more than 63 characters'],
  ['IsQualifiedName name part', isQualifiedName, a(64), 'name part must be no more than 63 characters', 'name part must be no more than 63 bytes'],
  ['IsQualifiedName prefix (IsDNS1123Subdomain)', isQualifiedName, `${a(254)}/abc`, 'prefix part must be no more than 253 characters', 'prefix part must be no more than 253 characters'],
  ['IsValidLabelValue', isValidLabelValue, a(64), 'must be no more than 63 characters', 'must be no more than 63 bytes'],
];

describe('"characters" or "bytes", per validator and Kubernetes version', () => {
  it.each(TOO_LONG)('%s', (_name, validate, input, at134, at135) => {
    for (const minor of [27, 30, 34]) expect(validate(input, minor)[0]).toBe(at134);
    for (const minor of [35, 36, 37]) expect(validate(input, minor)[0]).toBe(at135);
  });
});
