// The warnings a user sees: kube-apiserver's warning recorder
// (k8s.io/apiserver/pkg/endpoints/filters/warning.go) and the text outputs' list summaries.
import { describe, expect, it } from 'vitest';
import { recordWarnings, shownDiagnostics, summariseList } from '../../src/cli/warnings';
import type { Diagnostic } from '../../src/engine';

describe('recordWarnings: the apiserver recorder', () => {
  it('TestTruncation (filters/warning_test.go) with limits 25 and 5', () => {
    const texts = ['aaaaaaaaaa', 'aaaaaaaaaa', 'bb', 'ccc', 'Iñtërnâtiô'];
    expect(recordWarnings(texts, 25, 5).sent).toEqual(['aaaaaaaaaa', 'bb', 'ccc', 'Iñtërnâtiô']);
    const all = [...texts, 'e', 'ffffffffff', 'ffffffffff', 'gggggggggg', 'h'];
    const r = recordWarnings(all, 25, 5);
    expect(r.sent).toEqual(['aaaaa', 'bb', 'ccc', 'Iñtër', 'e', 'fffff', 'ggggg']);
    expect(r.index).toEqual([0, -1, 1, 2, 3, 4, 5, -1, 6, -1]);
  });

  it.each([
    ['empty texts are not sent', ['', 'a'], ['a']],
    ['repeated texts are sent once', ['a', 'b', 'a'], ['a', 'b']],
  ])('%s', (_n, texts, sent) => {
    expect(recordWarnings(texts).sent).toEqual(sent);
  });
});

describe('shownDiagnostics: one document as the text outputs print it', () => {
  const warning = (detail: string): Diagnostic => ({
    code: 'unknown-field',
    severity: 'warning',
    origin: 'pruning',
    source: 'f',
    docIndex: 0,
    field: '',
    type: '',
    detail,
    message: `Warning: ${detail}`,
  });
  const error = (n: number): Diagnostic => ({ code: 'field-error', severity: 'error', origin: 'schema', source: 'f', docIndex: 0, field: '', type: '', detail: `e${n}`, message: `e${n}` });
  it('playground notes (not Warning headers) are always shown; errors beyond the cap are counted', () => {
    const note: Diagnostic = { ...warning('x'), message: 'no old object named "a" for this update' };
    const r = shownDiagnostics([note, warning('a'), warning('a'), ...Array.from({ length: 5 }, (_, i) => error(i))], 3);
    expect(r.shown.map((d) => d.message)).toEqual(['no old object named "a" for this update', 'Warning: a', 'e0', 'e1', 'e2']);
    expect(r).toMatchObject({ droppedWarnings: 1, moreErrors: 2 });
  });
});

describe('summariseList', () => {
  it.each([
    [['a', 'b'], 'a, b'],
    [Array.from({ length: 11 }, (_, i) => `f${i}`), 'f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10'],
    [Array.from({ length: 32_000 }, (_, i) => `spec.f${i}`), 'spec.f0, spec.f1, spec.f2, spec.f3, spec.f4, spec.f5, spec.f6, spec.f7, spec.f8, spec.f9, … and 31,990 more'],
  ])('%#', (items, text) => {
    expect(summariseList(items)).toBe(text);
  });
});
