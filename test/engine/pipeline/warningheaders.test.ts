// kube-apiserver's warning recorder (k8s.io/apiserver/pkg/endpoints/filters/warning.go):
// TestTruncation's table with the same sequence at the real limits scaled down is not
// possible (the limits are package variables there), so the cases are built at 4,096/256.
import { describe, expect, it } from 'vitest';
import { kubectlWarnings, objectKubectlWarnings, TRUNCATE_AT_TOTAL_RUNES, TRUNCATE_ITEM_RUNES } from '../../../src/engine';

describe('kubectlWarnings (filters/warning.go recorder)', () => {
  it.each([
    ['keeps order and drops duplicates', ['a', 'b', 'a', 'c'], ['a', 'b', 'c'], 0, 1, false],
    ['skips empty texts', ['', 'a'], ['a'], 0, 0, false],
    ['refuses texts with control characters (NewWarningHeader)', ['my\ntext', 'ok'], ['ok'], 1, 0, false],
  ])('%s', (_name, texts, shown, dropped, duplicates, truncated) => {
    const r = kubectlWarnings(texts);
    expect(r.shown).toEqual(shown);
    expect(r.lines).toEqual(shown.map((t) => `Warning: ${t}`));
    expect([r.dropped, r.duplicates, r.truncated]).toEqual([dropped, duplicates, truncated]);
  });

  it('once over 4,096 runes cuts every warning to 256 runes and stops at the budget', () => {
    const long = (c: string) => c.repeat(1000);
    // 4 × 1000 runes fit (4,000); the fifth triggers truncation: all replayed cut to 256
    const r = kubectlWarnings([long('a'), long('b'), long('c'), long('d'), long('e'), long('f')]);
    expect(r.truncated).toBe(true);
    expect(r.shown.every((t) => Array.from(t).length === TRUNCATE_ITEM_RUNES)).toBe(true);
    expect(r.shown.map((t) => t[0])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('32,000 unknown-field warnings: about a hundred reach the user', () => {
    const texts = Array.from({ length: 32000 }, (_, i) => `unknown field "spec.f${i}"`);
    const r = kubectlWarnings(texts);
    const total = r.shown.reduce((n, t) => n + t.length, 0);
    expect(total).toBeLessThanOrEqual(TRUNCATE_AT_TOTAL_RUNES + 256);
    expect(r.shown.length).toBeGreaterThan(100);
    expect(r.shown.length).toBeLessThan(300);
    expect(r.shown.length + r.dropped).toBe(32000);
  });

  it('objectKubectlWarnings leaves out the playground notes', () => {
    const r = objectKubectlWarnings([
      { message: 'Warning: unknown field "spec.x"', origin: 'pruning' },
      { message: 'the document is 1.60 MiB as JSON…', origin: 'document' },
    ]);
    expect(r.lines).toEqual(['Warning: unknown field "spec.x"']);
  });
});
