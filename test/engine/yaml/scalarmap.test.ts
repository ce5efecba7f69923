// A CEL compile error's column inside the rule maps onto the YAML source whatever the scalar
// style (issue: markers at the exact column inside plain, quoted, folded and block scalars).
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { indexOfLineColumn, valueOffsetsInSource } from '../../../src/engine/yaml/scalarmap';
import { check } from '../../../src/engine';
import { cronTabCRD } from '../../fixtures/crontab-crd';

describe('valueOffsetsInSource: every value character found in the scalar source', () => {
  it.each([
    ['plain', 'r: self.a == true\n'],
    ['double-quoted with escapes', 'r: "x \\"y\\" \\u00e9 z"\n'],
    ['single-quoted with a doubled quote', "r: 'it''s == x'\n"],
    ['multi-line plain', 'r: self.a\n  == true\n'],
    ['folded block', 'r: >-\n  self.a\n  == true\n'],
    ['literal block', 'r: |\n  self.a ==\n    true\n'],
  ])('%s', (_n, text) => {
    const [doc] = parseDocuments(text);
    const s = doc.scalar(['r'])!;
    const src = text.slice(s.start, s.end);
    const offsets = valueOffsetsInSource(s.style, src, s.value);
    expect(offsets).toHaveLength(s.value.length + 1);
    // non-space characters map onto the same character in the source (or its escape)
    s.value.split('').forEach((c, i) => {
      if (/\s/.test(c)) return;
      const at = src[offsets[i]];
      expect(at === c || at === '\\' || (c === "'" && at === "'")).toBe(true);
    });
  });

  it('indexOfLineColumn counts code points', () => {
    expect(indexOfLineColumn('a\nbé😀c', 2, 4)).toBe(6);
  });
});

describe('CEL compile errors are marked at their column inside the rule text', () => {
  const crd = (ruleYaml: string) =>
    cronTabCRD({
      schema: `type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations:\n    - ${ruleYaml}\n    properties:\n      replicas: {type: integer}`,
    });
  it.each([
    ['plain', 'rule: self.replicas == true', '== true'],
    ['double-quoted', 'rule: "self.replicas == true"', '== true"'],
    ['single-quoted', "rule: 'self.replicas == true'", "== true'"],
    ['folded block', 'rule: >-\n        self.replicas\n        == true', '== true'],
    ['literal block with a message', 'message: m\n      rule: |-\n        self.replicas ==\n          true', '=='],
  ])('%s', (_n, ruleYaml, from) => {
    const text = crd(ruleYaml);
    const r = check({ sources: [{ id: 'crd', text }] });
    const d = r.diagnostics.find((x) => x.field.endsWith('.rule'))!;
    expect(d.detail).toMatch(/found no matching overload for '_==_' applied to '\(int, bool\)'/);
    const line = text.split('\n')[d.range!.start.line - 1];
    expect(line.slice(d.range!.start.column - 1).startsWith(from)).toBe(true);
  });
});
