// Rows from apiserver/pkg/cel/library/format_test.go (TestFormat) and the apimachinery
// validation messages behind each named format.
import { describe, expect, it } from 'vitest';
import { CONSTANT_FORMATS } from '../../../../src/engine/cel/k8s/format';
import { evaluate } from './harness';

const LABEL =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const QNAME =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_VALUE =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

const none = { optional: null };
const errs = (...m: string[]) => ({ optional: m });

describe('Kubernetes format library (TestFormat)', () => {
  const rows: [string, string, unknown][] = [
    ['dns1123Label', 'format.dns1123Label().validate("contains a space")', errs(LABEL)],
    ['dns1123Subdomain', 'format.dns1123Subdomain().validate("contains a space")', errs(SUBDOMAIN)],
    ['dns1035Label', 'format.dns1035Label().validate("contains a space")', errs(DNS1035)],
    ['qualifiedName', 'format.qualifiedName().validate("contains a space")', errs(QNAME)],
    ['dns1123LabelPrefix', 'format.dns1123LabelPrefix().validate("contains a space-")', errs(LABEL)],
    ['dns1123SubdomainPrefix', 'format.dns1123SubdomainPrefix().validate("contains a space-")', errs(SUBDOMAIN)],
    ['dns1035LabelPrefix', 'format.dns1035LabelPrefix().validate("contains a space-")', errs(DNS1035)],
    ['dns1123Label_Success', 'format.dns1123Label().validate("my-label-name")', none],
    ['dns1123Subdomain_Success', 'format.dns1123Subdomain().validate("example.com")', none],
    ['dns1035Label_Success', 'format.dns1035Label().validate("my-label-name")', none],
    ['qualifiedName_Success', 'format.qualifiedName().validate("my.name")', none],
    ['example_usage_dns1123LabelPrefix', 'format.dns1123LabelPrefix().validate("my-label-prefix-")', none],
    ['example_usage_dns1123SubdomainPrefix', 'format.dns1123SubdomainPrefix().validate("mysubdomain.prefix.-")', none],
    ['example_usage_dns1035LabelPrefix', 'format.dns1035LabelPrefix().validate("my-label-prefix-")', none],
    ['example_usage_uri', 'format.uri().validate("http://example.com")', none],
    ['example_usage_uuid', 'format.uuid().validate("123e4567-e89b-12d3-a456-426614174000")', none],
    ['byte_success', 'format.byte().validate("aGVsbG8=")', none],
    ['byte_failure', 'format.byte().validate("aGVsbG8")', errs('invalid base64')],
    ['date_success', 'format.date().validate("2020-01-01")', none],
    ['date_failure', 'format.date().validate("2020-01-32")', errs('invalid date')],
    ['datetime_success', 'format.datetime().validate("2020-01-01T00:00:00Z")', none],
    ['datetime_failure', 'format.datetime().validate("2020-01-32T00:00:00Z")', errs('invalid datetime')],
    ['unknown_format', 'format.named("unknown").hasValue()', false],
    ['labelValue_success', 'format.labelValue().validate("my-cool-label-Value")', none],
    ['labelValue_failure', 'format.labelValue().validate("my-cool-label-Value!!\\n\\n!!!")', errs(LABEL_VALUE)],
    ['dns1123Label with dots (IsDNS1123Label)', 'format.dns1123Label().validate("a.b")', errs('must not contain dots')],
    ['dns1123Label too long', `format.dns1123Label().validate("${'a'.repeat(64)}")`, errs('must be no more than 63 characters')],
    ['qualifiedName empty prefix', 'format.qualifiedName().validate("/a")', errs('prefix part must be non-empty')],
    ['qualifiedName bad prefix', 'format.qualifiedName().validate("A_B/a")', errs(`prefix part ${SUBDOMAIN}`)],
    [
      // the newest binary: content.IsLabelKey's wording from 1.35 (the 1.34 wording: test/engine/objectmeta/names.test.ts)
      'qualifiedName with two slashes',
      'format.qualifiedName().validate("a/b/c")',
      errs(
        "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
      ),
    ],
    ['uri failure (ParseRequestURI error)', 'format.uri().validate("relative")', errs('parse "relative": invalid URI for request')],
    ['uuid failure', 'format.uuid().validate("not-a-uuid")', errs('does not match the UUID format')],
    ['uuid without dashes', 'format.uuid().validate("123e4567e89b12d3a456426614174000")', none],
    ['datetime with offset', 'format.datetime().validate("2020-02-29T23:59:59.5+01:00")', none],
    ['datetime hour out of range', 'format.datetime().validate("2020-01-01T24:00:00Z")', errs('invalid datetime')],
    ['date on a non-leap year', 'format.date().validate("2021-02-29")', errs('invalid date')],
  ];
  it.each(rows)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const keys = Object.keys(CONSTANT_FORMATS);
  it.each(keys)('lookup and comparison: format.named("%s")', (key) => {
    expect(evaluate(`format.named("${key}").hasValue()`)).toEqual({ value: true });
    expect(evaluate(`format.named("${key}").value() == format.${key}()`)).toEqual({ value: true });
    for (const other of keys) {
      if (other !== key) expect(evaluate(`format.${key}() == format.${other}()`)).toEqual({ value: false });
    }
  });

  it('is absent before 1.31 (NewExpressions of 1.30)', () => {
    const r = evaluate('format.dns1123Label().validate("a").hasValue()', '1.30', 'NewExpressions');
    expect('compileError' in r).toBe(true);
  });
});
