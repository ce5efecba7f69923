// The Problems tab's filters, order and kubectl text (issue 17). kubectl's format follows
// staging/src/k8s.io/kubectl/pkg/cmd/util/helpers.go checkErr (IsInvalid: `The %s %q is invalid`)
// and MultilineError (one cause on the prefix line; several as `* ` lines after it).
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import type { Diagnostic } from '../../src/engine/diagnostics';
import { findExample } from '../../src/examples/gallery';
import { exampleSnapshot } from '../../src/state/gallery';
import { ALL_PROBLEMS, filterProblems, kubectlProblemsText, problemDocuments } from '../../src/state/problems';
import { kubectlInvalidText } from '../../src/engine';
import { defaultSnapshot } from '../../src/state/snapshot';
import { toCheckInput } from '../../src/state/store';

const d = (source: string, docIndex: number, severity: Diagnostic['severity'], line?: number): Diagnostic => ({
  code: 'field-error',
  severity,
  origin: 'validation' as Diagnostic['origin'],
  source,
  docIndex,
  field: '',
  type: '',
  detail: '',
  message: `${source}${docIndex}@${line ?? '-'}`,
  range: line === undefined ? undefined : { start: { line, column: 1, offset: 0 }, end: { line, column: 2, offset: 1 } },
});

describe('problems filter and order', () => {
  const diags = [d('objects', 1, 'error', 30), d('crd', 0, 'warning', 9), d('objects', 0, 'error'), d('objects', 0, 'warning', 4), d('crd', 0, 'error', 2)];
  const msgs = (x: Diagnostic[]) => x.map((y) => `${y.severity}:${y.message}`);
  it('all, as reported', () => {
    expect(filterProblems(diags, ALL_PROBLEMS)).toEqual(diags);
  });
  it('by position: editor order, document, line; no place last', () => {
    expect(msgs(filterProblems(diags, { ...ALL_PROBLEMS, sort: 'position' }))).toEqual(['error:crd0@2', 'warning:crd0@9', 'warning:objects0@4', 'error:objects0@-', 'error:objects1@30']);
  });
  it('by severity and document', () => {
    expect(msgs(filterProblems(diags, { ...ALL_PROBLEMS, severity: 'warning' }))).toEqual(['warning:crd0@9', 'warning:objects0@4']);
    expect(msgs(filterProblems(diags, { ...ALL_PROBLEMS, document: 'objects#0', severity: 'error' }))).toEqual(['error:objects0@-']);
  });
  it('documents with problems, in editor order', () => {
    expect(problemDocuments(diags).map((x) => x.key)).toEqual(['crd#0', 'objects#0', 'objects#1']);
  });
});

describe('kubectl text', () => {
  it.each([
    [['spec.replicas: Invalid value: 15: too many'], 'The CronTab "x" is invalid: spec.replicas: Invalid value: 15: too many'],
    [['a: Required value', 'b: Required value'], 'The CronTab "x" is invalid: \n* a: Required value\n* b: Required value'],
  ])('%j', (causes, text) => {
    expect(kubectlInvalidText('CronTab', 'x', causes)).toBe(text);
  });

  it('the whole list: the refused CRD and each refused object', () => {
    const run = (id: string) => check(toCheckInput(exampleSnapshot(findExample(id)!, defaultSnapshot())));
    expect(kubectlProblemsText(run('validation'))).toBe(
      'The CronTab "my-new-cron-object" is invalid: \n' +
        `* spec.cronSpec: Invalid value: "* * * *": spec.cronSpec in body should match '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$'\n` +
        '* spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10\n',
    );
    expect(kubectlProblemsText(run('nonstructural-1'))).toMatch(/^The CustomResourceDefinition "crontabs\.stable\.example\.com" is invalid: spec\.validation/);
    expect(kubectlProblemsText(run('crontab-basics'))).toBe('');
  });
});
