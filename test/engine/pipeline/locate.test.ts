// Where a CEL compile error of a rule is marked in the editor: the position travels as a structure
// from the compile issues (cel-go common/errors.go: issues sorted by location, the first printed as
// `ERROR: <input>:L:C:` by common/error.go ToDisplayString) through the field error
// (apiextensions-apiserver schema/cel/compilation.go: "compilation failed: " + issues.String(),
// unchanged) to the diagnostic; attachRanges reads no message text.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { diagnostic, type Diagnostic } from '../../../src/engine/diagnostics';
import { attachRanges } from '../../../src/engine/pipeline/locate';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { firstPosition, makeIssue } from '../../../src/engine/cel/issues';
import { cronTabCRD } from '../../fixtures/crontab-crd';

const crd = (ruleYaml: string) =>
  cronTabCRD({
    schema: `type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations:\n    - ${ruleYaml}\n    properties:\n      replicas: {type: integer}`,
  });

describe('a CEL compile error carries the position of its first located issue', () => {
  it.each([
    // [name, rule YAML, field, position, source text the caret stands at, the printed `<input>:L:C`]
    ['plain, line 1', 'rule: self.replicas == true', 'rule', { line: 1, column: 15, offset: 14 }, '== true', '<input>:1:15:'],
    [
      'literal block, error on line 2',
      'message: m\n      rule: |-\n        self.replicas > 0 &&\n          self.replicas == true',
      'rule',
      { line: 2, column: 17, offset: 37 },
      '== true',
      '<input>:2:17:',
    ],
    ['folded block, error on line 2', 'message: m\n      rule: >-\n        self.replicas > 0 &&\n\n        nope', 'rule', { line: 2, column: 1, offset: 21 }, 'nope', '<input>:2:1:'],
    ['two issues: the first by position', 'rule: y || self.replicas == true || z', 'rule', { line: 1, column: 1, offset: 0 }, 'y ||', '<input>:1:1:'],
    [
      'messageExpression on line 2',
      "rule: self.replicas > 0\n      messageExpression: |-\n        'replicas: ' +\n          string(self.nope)",
      'messageExpression',
      { line: 2, column: 14, offset: 28 },
      '.nope',
      '<input>:2:14:',
    ],
  ])('%s', (_n, ruleYaml, field, position, at, printed) => {
    const text = crd(ruleYaml);
    const r = check({ sources: [{ id: 'crd', text }] });
    const d = r.diagnostics.find((x) => x.field.endsWith(`.${field}`))!;
    expect(d.valuePosition).toEqual(position);
    // the message text stays kube-apiserver's
    expect(d.detail).toContain(`ERROR: ${printed}`);
    const offset = d.range!.start.offset;
    expect(text.slice(offset, offset + at.length)).toBe(at);
  });

  it('errors without a CEL position have none', () => {
    const r = check({ sources: [{ id: 'crd', text: crd('rule: "1"') }] });
    const d = r.diagnostics.find((x) => x.field.endsWith('.rule'))!;
    expect(d.detail).toBe('cel expression must evaluate to a bool');
    expect(d.valuePosition).toBeUndefined();
  });
});

describe('attachRanges places the caret from the structure, not from the text', () => {
  const text = 'rule: |-\n  a &&\n    bcd\n';
  const doc = parseDocuments(text)[0]!;
  const diag = (detail: string, valuePosition?: Diagnostic['valuePosition']): Diagnostic => {
    const d = diagnostic({ code: 'field-error', severity: 'error', origin: 'crd', source: 's', docIndex: 0, field: 'rule', detail, message: detail, path: ['rule'] });
    if (valuePosition) d.valuePosition = valuePosition;
    return d;
  };
  it.each([
    // a position with a text that prints none: the caret at the position
    ['position, no text', diag('compilation failed', { line: 2, column: 4, offset: 8 }), 'cd'],
    // a text that looks like a position without the structure: the whole value's range
    ['text only', diag('compilation failed: ERROR: <input>:2:3: x'), '|-'],
  ])('%s', (_n, d, at) => {
    attachRanges([d], new Map([['s', [doc]]]));
    const o = d.range!.start.offset;
    expect(text.slice(o, o + at.length)).toBe(at);
  });
});

describe('firstPosition: the first issue in display order that has a location', () => {
  const src = { lineOffsets: [0, 5] };
  it.each([
    ['none', [], undefined],
    ['unlocated only', [makeIssue(src, -1, 'x')], undefined],
    ['unlocated sorts first, the located one is printed with a position', [makeIssue(src, 6, 'b'), makeIssue(src, -1, 'a')], { line: 2, column: 2, offset: 6 }],
    ['by offset, not by order', [makeIssue(src, 3, 'b'), makeIssue(src, 1, 'a')], { line: 1, column: 2, offset: 1 }],
  ])('%s', (_n, issues, want) => {
    expect(firstPosition(issues)).toEqual(want);
  });
});

describe('a rule report is placed by its field path, not by re-reading the path text', () => {
  // schema/cel/compilation.go names the rule `...properties[<name>].x-kubernetes-validations[i]`:
  // a property name with `]` does not read back from that text
  it.each([
    ['a name with a bracket', '"a]b"'],
    ['a name with brackets inside', '"x[0]"'],
  ])('%s', (_n, name) => {
    const text = cronTabCRD({
      schema: `type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      ${name}:\n        type: integer\n        x-kubernetes-validations:\n        - rule: self > 41`,
    });
    const r = check({ sources: [{ id: 'crd', text }] });
    const rule = r.crds[0]!.rules.find((x) => x.rule === 'self > 41')!;
    const o = rule.range!.start.offset;
    expect(text.slice(o, o + 'self > 41'.length)).toBe('self > 41');
  });
});

describe("a failing rule's fieldPath is placed by its steps, not by re-reading the printed path", () => {
  // validation.go appends the normalised fieldPath to the node path as one child (its text is kept);
  // the diagnostic's document path follows ValidFieldPath's steps
  const schema = (fieldPath: string) =>
    `type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations:\n    - rule: "false"\n      fieldPath: ${JSON.stringify(fieldPath)}\n    properties:\n      a:\n        type: object\n        properties:\n          "x]y": {type: string}\n          "p.q": {type: string}`;
  it.each([
    ['a key with a bracket', ".a['x]y']", 'spec.a.x]y', '"v"'],
    ['a key with a dot', ".a['p.q']", 'spec.a.p.q', '"w"'],
  ])('%s', (_n, fieldPath, field, at) => {
    const crdText = cronTabCRD({ schema: schema(fieldPath) });
    const text = `${crdText.trimEnd()}\n---\napiVersion: stable.example.com/v1\nkind: CronTab\nmetadata: {name: x}\nspec:\n  a:\n    "x]y": "v"\n    "p.q": "w"\n`;
    const r = check({ sources: [{ id: 'all', text }] });
    const d = r.objects[0]!.errors.find((e) => e.origin === 'schema' && e.detail.includes('failed rule'))!;
    expect(d.field).toBe(field);
    const o = d.range!.start.offset;
    expect(text.slice(o, o + at.length)).toBe(at);
  });
});
