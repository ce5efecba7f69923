// Pins kubectl cmd/get customcolumn_test.go (TestMassageJSONPath, TestNewColumnPrinterFromSpec,
// TestColumnPrint) for `kubectl get -o custom-columns=...`.
import { describe, expect, it } from 'vitest';
import { kubectlCustomColumns, relaxedJSONPathExpression } from '../../../src/engine/printers/customColumns';

const massage: [string, string | null][] = [
  ['foo.bar', '{.foo.bar}'],
  ['{foo.bar}', '{.foo.bar}'],
  ['.foo.bar', '{.foo.bar}'],
  ['{.foo.bar}', '{.foo.bar}'],
  ['', ''],
  ['{foo.bar', null],
  ['foo.bar}', null],
  ['{foo.bar}}', null],
  ['{{foo.bar}', null],
];

describe('relaxedJSONPathExpression: TestMassageJSONPath', () => {
  it.each(massage)('%j', (input, want) => {
    const r = relaxedJSONPathExpression(input);
    if (want === null) expect(r).toEqual({ ok: false, error: "unexpected path string, expected a 'name1.name2' or '.name1.name2' or '{name1.name2}' or '{.name1.name2}'" });
    else expect(r).toEqual({ ok: true, template: want });
  });
});

const specErrors: [string, string][] = [
  ['', 'custom-columns format specified but no custom columns given'],
  ['invalid', 'unexpected custom-columns spec: invalid, expected <header>:<json-path-expr>'],
  ['invalid=foobar', 'unexpected custom-columns spec: invalid=foobar, expected <header>:<json-path-expr>'],
  ['invalid,foobar:blah', 'unexpected custom-columns spec: invalid, expected <header>:<json-path-expr>'],
];

describe('kubectlCustomColumns: TestNewColumnPrinterFromSpec errors', () => {
  it.each(specErrors)('%j', (spec, error) => expect(kubectlCustomColumns(spec, [])).toEqual({ text: '', error }));
});

const foo = { apiVersion: 'baz', kind: 'Pod', metadata: { name: 'foo' } };
const printRows: [string, string, unknown[], string][] = [
  ['one column', 'NAME:metadata.name', [foo], 'NAME\nfoo\n'],
  ['list items', 'NAME:.metadata.name', [foo, { metadata: { name: 'bar' } }], 'NAME\nfoo\nbar\n'],
  ['two columns', 'NAME:{.metadata.name},API_VERSION:apiVersion', [foo], 'NAME   API_VERSION\nfoo    baz\n'],
  ['missing field prints <none>', 'NAME:metadata.name,API_VERSION:apiVersion,NOT_FOUND:{.notFound}', [foo], 'NAME   API_VERSION   NOT_FOUND\nfoo    baz           <none>\n'],
  ['terminal escapes', 'NAME:metadata.name', [{ metadata: { name: '\x1b \r' } }], 'NAME\n^[ \\r\n'],
  ['several values joined with commas, objects with %v', 'V:spec.v[*],M:spec.m', [{ spec: { v: [1, 'a', null], m: { b: 2, a: [1, 2] } } }], 'V           M\n1,a,<nil>   map[a:[1 2] b:2]\n'],
];

describe('kubectlCustomColumns: TestColumnPrint', () => {
  it.each(printRows)('%s', (_name, spec, objects, text) => expect(kubectlCustomColumns(spec, objects as never)).toEqual({ text }));
  it('--no-headers', () => expect(kubectlCustomColumns('NAME:metadata.name', [foo], { noHeaders: true })).toEqual({ text: 'foo\n' }));
  it('an evaluation error stops printing', () => {
    expect(kubectlCustomColumns('X:spec.v[3]', [{ spec: { v: [1, 2, 3, 4] } }, { spec: { v: [1] } }])).toEqual({
      text: 'X\n4\n',
      error: 'array index out of bounds: index 3, length 1',
    });
  });
});
