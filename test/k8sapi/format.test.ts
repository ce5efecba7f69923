import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyK8sApiDiff } from '../../src/k8sapi/format';
import { diffFrom } from '../../scripts/k8s-api-data';

// src/k8sapi/format.ts: one version = the base with the version's differences applied; the
// differences written by scripts/k8s-api-data.ts (diffFrom) restore every version exactly.
describe('base + differences', () => {
  it('applies line edits, whole new files and removals', () => {
    const base = { 'a/x.go': 'l1\nl2\nl3\nl4', 'a/gone.go': 'old', 'a/same.go': 'same' };
    const out = applyK8sApiDiff(base, {
      'a/x.go': [
        [0, 1, ['L1', 'L1b']],
        [2, 0, ['ins']],
        [3, 1, []],
      ],
      'a/gone.go': null,
      'b/new.go': 'new',
    });
    expect(out).toEqual({ 'a/same.go': 'same', 'a/x.go': 'L1\nL1b\nl2\nins\nl3', 'b/new.go': 'new' });
    expect(Object.keys(out)).toEqual(['a/same.go', 'a/x.go', 'b/new.go']);
  });

  const lines = fc.array(fc.constantFrom('type A struct {', '}', '\tX int `json:"x"`', '// doc', '', 'const (', ')'), {
    maxLength: 30,
  });
  const files = fc.dictionary(
    fc.constantFrom('p/a.go', 'p/b.go', 'q/c.go', 'q/d.go'),
    lines.map((l) => l.join('\n')),
  );

  it('restores any version from the base (diffFrom, then applyK8sApiDiff)', () => {
    fc.assert(
      fc.property(files, files, (base, version) => {
        const sorted = Object.fromEntries(Object.entries(version).sort(([a], [b]) => (a < b ? -1 : 1)));
        expect(applyK8sApiDiff(base, diffFrom(base, version))).toEqual(sorted);
      }),
      { numRuns: 300 },
    );
  });

  it('stores nothing for a file that did not change', () => {
    expect(diffFrom({ 'p/a.go': 'x\ny' }, { 'p/a.go': 'x\ny' })).toEqual({});
  });
});
