// Pins cli-runtime JSONPathPrintFlags.ToPrinter / JSONPathPrinter.PrintObj (allow-missing-template-keys
// default, error texts) and kubectl get's List wrapping for `-o jsonpath`.
import { describe, expect, it } from 'vitest';
import { kubectlGetJSONPath } from '../../../src/engine/printers/kubectlJSONPath';

const shirt = (name: string, color: string, size: string) => ({ apiVersion: 'stable.example.com/v1', kind: 'Shirt', metadata: { name }, spec: { color, size } });
const shirts = [shirt('example1', 'blue', 'S'), shirt('example2', 'blue', 'M'), shirt('example3', 'green', 'M')];

const rows: [string, string, boolean, string][] = [
  ['several objects are items of a List', '{.items[*].metadata.name}', false, 'example1 example2 example3'],
  ['List kind', '{.kind} {.apiVersion}', false, 'List v1'],
  ['range with a newline', '{range .items[*]}{.metadata.name}{"\\t"}{.spec.color}{"\\n"}{end}', false, 'example1\tblue\nexample2\tblue\nexample3\tgreen\n'],
  ['a single named object is given as is', '{.spec.color}', true, 'blue'],
  ['missing keys are allowed by default', '{.spec.nothing}x', true, 'x'],
];

describe('kubectlGetJSONPath: kubectl get -o jsonpath', () => {
  it.each(rows)('%s', (_name, template, single, text) => {
    expect(kubectlGetJSONPath(template, single ? [shirts[0]] : shirts, { single })).toEqual({ ok: true, text });
  });
  it('parse error (JSONPathPrintFlags.ToPrinter)', () => {
    expect(kubectlGetJSONPath('{.items[*', shirts)).toEqual({ ok: false, error: 'error parsing jsonpath {.items[*, unterminated array' });
  });
  it('execution error (JSONPathPrinter.PrintObj) with --allow-missing-template-keys=false', () => {
    const r = kubectlGetJSONPath('{.spec.nothing}', [shirts[0]], { single: true, allowMissingKeys: false });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.split('\n').slice(0, 3)).toEqual([
      'error executing jsonpath "{.spec.nothing}": Error executing template: nothing is not found. Printing more information for debugging the template:',
      '\ttemplate was:',
      '\t\t{.spec.nothing}',
    ]);
  });
});
