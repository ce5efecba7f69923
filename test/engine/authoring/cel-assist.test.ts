// CEL completion and hover inside x-kubernetes-validations rules. `|` marks the cursor. The types
// are those of the environment a new rule compiles in (apiextensions-apiserver
// pkg/apiserver/schema/cel/compilation.go: self and oldSelf at the node's DeclType, built by
// apiserver/pkg/cel/common/schemas.go SchemaDeclType; libraries per compatibility version from
// apiserver/pkg/cel/environment/base.go).
import { describe, expect, it } from 'vitest';
import { celComplete, celHover } from '../../../src/engine/authoring/cel-assist';
import type { AuthoringInput } from '../../../src/engine/authoring/types';
import { join } from 'node:path';
import { CORPUS_DIR, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';

/** A CRD whose spec schema holds `specRules` (entries at column 16 under x-kubernetes-validations). */
const crd = (specRules: string, extraProps = '') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    plural: widgets
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              required: [replicas]
              x-kubernetes-validations:
${specRules}
              properties:
                replicas:
                  type: integer
                  description: How many widgets run.
                maxReplicas:
                  type: integer
                version:
                  type: string
                x-y:
                  type: string
                port:
                  x-kubernetes-int-or-string: true
                labels:
                  type: object
                  additionalProperties:
                    type: string
                template:
                  type: object
                  properties:
                    image:
                      type: string
                    created:
                      type: string
                      format: date-time
                items:
                  type: array
                  maxItems: 10
                  items:
                    type: object
                    properties:
                      name:
                        type: string
                      tags:
                        type: array
                        items: {type: string}
                    x-kubernetes-validations:
                      - rule: "self.name != ''"
${extraProps}`;

const at = (text: string) => {
  // the last `|` is the cursor (a block scalar indicator may come before it)
  const i = text.lastIndexOf('|');
  return { text: text.slice(0, i) + text.slice(i + 1), offset: i };
};

const SPEC_FIELDS = ['replicas', 'maxReplicas', 'version', 'x__dash__y', 'port', 'labels', 'template', 'items'];

interface Row {
  name: string;
  rules: string;
  kubeVersion?: string;
  has: string[];
  lacks?: string[];
  /** label → expected detail */
  details?: Record<string, string>;
}

const rows: Row[] = [
  { name: 'plain scalar after self.', rules: '                - rule: self.|', has: SPEC_FIELDS, lacks: ['size', 'all', 'name'] },
  {
    name: 'double-quoted scalar after a comparison',
    rules: '                - rule: "self.replicas <= self.|"',
    has: SPEC_FIELDS,
    details: { replicas: 'int · required', template: 'object', items: 'list(object)', labels: 'map(string, string)', port: 'dyn (int or string)' },
  },
  { name: 'single-quoted scalar', rules: "                - rule: 'self.|'", has: ['replicas', 'template'] },
  {
    name: 'folded scalar, nested object',
    rules: '                - rule: >-\n                    self.template.|',
    has: ['image', 'created'],
    lacks: ['replicas'],
    details: { created: 'timestamp (string, format date-time)' },
  },
  { name: 'literal block scalar, second line', rules: '                - rule: |\n                    self.replicas > 0 &&\n                    self.template.|', has: ['image', 'created'] },
  { name: 'double-quoted with an escape before the cursor', rules: '                - rule: "self.version != \\"a\\" && self.|"', has: ['replicas'] },
  { name: 'comprehension variable of a list', rules: '                - rule: "self.items.all(i, i.|)"', has: ['name', 'tags'], lacks: ['replicas'] },
  { name: 'nested comprehension variables', rules: '                - rule: "self.items.all(i, i.tags.exists(t, t.|))"', has: ['startsWith', 'matches', 'size'], lacks: ['all', 'name'] },
  {
    name: 'string receiver: string member functions',
    rules: '                - rule: self.version.|',
    has: ['contains', 'startsWith', 'endsWith', 'matches', 'size', 'lowerAscii', 'split'],
    lacks: ['all', 'isSorted', 'replicas'],
    details: { startsWith: 'string.startsWith(string) -> bool' },
  },
  {
    name: 'list receiver: macros and list functions',
    rules: '                - rule: self.items[0].tags.|',
    has: ['all', 'exists', 'exists_one', 'map', 'filter', 'size', 'isSorted', 'join'],
    lacks: ['startsWith'],
  },
  { name: 'map receiver: macros', rules: '                - rule: self.labels.|', has: ['all', 'exists', 'size'], lacks: ['isSorted', 'startsWith'] },
  { name: 'timestamp receiver', rules: '                - rule: self.template.created.|', has: ['getFullYear', 'getHours'], lacks: ['startsWith'] },
  {
    name: 'top level: variables, macros and library functions with signatures',
    rules: '                - rule: "self.replicas > 0 && |"',
    has: ['self', 'oldSelf', 'has', 'isSemver', 'quantity', 'isURL', 'int', 'string', 'true'],
    details: { isSemver: 'isSemver(string) -> bool (+1 overloads)', self: 'object' },
  },
  {
    name: 'Kubernetes 1.33 (compatibility 1.32) has no semver library yet',
    rules: '                - rule: "|"',
    kubeVersion: '1.33',
    has: ['self', 'isQuantity', 'ip'],
    lacks: ['isSemver', 'semver'],
  },
  { name: 'Kubernetes 1.28 (compatibility 1.27) has no quantity library yet', rules: '                - rule: "|"', kubeVersion: '1.28', has: ['self', 'isURL'], lacks: ['quantity', 'isQuantity'] },
  { name: 'an empty rule value', rules: '                - rule: |', has: ['self', 'oldSelf', 'has'] },
  { name: 'the optional namespace', rules: '                - rule: "optional.|"', has: ['of', 'none', 'ofNonZeroValue'], lacks: ['replicas'] },
  { name: 'optional field selection', rules: '                - rule: "self.?template.|"', has: ['image', 'created'] },
  { name: 'optionalOldSelf: oldSelf is optional', rules: '                - rule: "|"\n                  optionalOldSelf: true', has: ['oldSelf'], details: { oldSelf: 'optional_type(object)' } },
  { name: 'messageExpression', rules: '                - rule: "true"\n                  messageExpression: "\'replicas: \' + string(self.|)"', has: SPEC_FIELDS },
  { name: 'two-variable comprehension over a map (1.33+ environment)', rules: '                - rule: "self.labels.all(k, v, v.|)"', has: ['startsWith'] },
  { name: 'a word typed after the dot', rules: '                - rule: "self.repl|"', has: ['replicas'] },
];

describe('celComplete inside rule strings', () => {
  it.each(rows)('$name', (row) => {
    const { text, offset } = at(crd(row.rules));
    const input: AuthoringInput = { texts: { crd: text, objects: '' }, kubeVersion: row.kubeVersion };
    const list = celComplete(input, offset);
    expect(list).not.toBeNull();
    const labels = list!.items.map((i) => i.label);
    for (const l of row.has) expect(labels, `missing ${l}`).toContain(l);
    for (const l of row.lacks ?? []) expect(labels, `unexpected ${l}`).not.toContain(l);
    for (const [l, d] of Object.entries(row.details ?? {})) expect(list!.items.find((i) => i.label === l)?.detail).toBe(d);
    for (const i of list!.items) {
      expect(i.range.end).toBe(offset);
      expect(i.range.start).toBeLessThanOrEqual(offset);
    }
  });

  it('the replaced range is the word typed so far, in the CRD text', () => {
    const { text, offset } = at(crd('                - rule: "self.repl|"'));
    const item = celComplete({ texts: { crd: text, objects: '' } }, offset)!.items.find((i) => i.label === 'replicas')!;
    expect(text.slice(item.range.start, item.range.end)).toBe('repl');
  });

  it('required fields sort first and carry the schema description (escaped)', () => {
    const { text, offset } = at(crd('                - rule: self.|'));
    const items = celComplete({ texts: { crd: text, objects: '' } }, offset)!.items;
    const sorted = [...items].sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? ''));
    expect(sorted[0].label).toBe('replicas');
    expect(items.find((i) => i.label === 'replicas')?.documentation).toContain('How many widgets run\\.');
  });

  it('oldSelf is not offered inside the items of an atomic list (compilation.go: uncorrelatable)', () => {
    const { text, offset } = at(crd('                - rule: "true"').replace(`- rule: "self.name != ''"`, '- rule: "|"'));
    const labels = celComplete({ texts: { crd: text, objects: '' } }, offset)!.items.map((i) => i.label);
    expect(labels).toContain('self');
    expect(labels).not.toContain('oldSelf');
  });

  it('a rule line that breaks the YAML (unclosed quote) still completes', () => {
    const { text, offset } = at(crd('                - rule: "self.|\n                - rule: "true"'));
    const labels = celComplete({ texts: { crd: text, objects: '' } }, offset)?.items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['replicas', 'template']));
  });

  const outside: [string, string][] = [
    ['a message (not CEL)', '                - rule: "true"\n                  message: "self.|"'],
    ['inside a CEL string literal', '                - rule: "self.version == \'self.|\'"'],
    ['a key of the rule entry', '                - rule: "true"\n                  mess|'],
  ];
  it.each(outside)('no CEL completion: %s', (_n, rules) => {
    const { text, offset } = at(crd(rules));
    const r = celComplete({ texts: { crd: text, objects: '' } }, offset);
    expect(r === null || r.items.length === 0).toBe(true);
  });

  it('outside any rule it returns null (the YAML completion takes over)', () => {
    const { text, offset } = at(crd('                - rule: "true"').replace('plural: widgets', 'plural: wid|gets'));
    expect(celComplete({ texts: { crd: text, objects: '' } }, offset)).toBeNull();
  });
});

describe('celHover over a rule', () => {
  const rules = `                - rule: "self.replicas <= self.maxReplicas && isSemver(self.version)"
                  messageExpression: "'too many: ' + string(self.replicas)"
                - rule: "self.replicas == oldSelf.replicas"
                - rule: "self.nope > 1"`;
  const text = crd(rules);
  const input: AuthoringInput = { texts: { crd: text, objects: '' }, kubeVersion: '1.35' };
  const hover = (needle: string, delta = 1) => celHover(input, text.indexOf(needle) + delta)?.markdown ?? '';

  it('self: type, oldSelf, estimated cost and cardinality against the limit', () => {
    const md = hover('self.replicas <=');
    expect(md).toContain('`self`: object');
    expect(md).toContain('`oldSelf`: object');
    expect(md).toMatch(/\*\*Estimated cost\*\* \(Kubernetes 1\.35\): [\d,]+ per evaluation/);
    expect(md).toContain('- cardinality: 1');
    expect(md).toMatch(/of the per-rule limit 10,000,000/);
  });

  it('in the Ukrainian UI the summary and the cost lines are Ukrainian (CEL and numbers stay)', () => {
    const md = celHover({ ...input, locale: 'uk' }, text.indexOf('self.replicas <=') + 1)?.markdown ?? '';
    expect(md).toContain('**Правило** в `openAPIV3Schema.properties[spec]`');
    expect(md).toContain('`oldSelf`: object (правила переходу)');
    expect(md).toMatch(/\*\*Оцінена вартість\*\* \(Kubernetes 1\.35\): [\d,]+ за обчислення/);
    expect(md).toContain('з ліміту на правило 10,000,000');
  });

  it('a field: its type and description', () => {
    expect(hover('maxReplicas &&', 3)).toContain('`self.maxReplicas`: int');
    expect(hover('replicas <=', 2)).toContain('How many widgets run');
  });

  it('a library function: its signatures', () => {
    expect(hover('isSemver(')).toContain('isSemver(string) -> bool');
  });

  it('the message expression: its own cost', () => {
    expect(hover("'too many")).toMatch(/Estimated cost\*\* of the message expression: \d/);
  });

  it('a rule with a compile error: no cost, the error stays a diagnostic', () => {
    expect(hover('self.nope')).toContain('does not compile');
  });

  it('a rule on list items: cardinality from maxItems', () => {
    const md = hover("self.name != ''");
    expect(md).toContain('- cardinality: 10');
    expect(md).toContain('`oldSelf`: not available');
  });

  it('the hover range is the word under the cursor', () => {
    const o = text.indexOf('maxReplicas &&') + 3;
    const h = celHover(input, o)!;
    expect(text.slice(h.range.start, h.range.end)).toBe('maxReplicas');
  });

  it('null outside rules', () => {
    expect(celHover(input, text.indexOf('plural'))).toBeNull();
  });
});

describe('bad input: never throws', () => {
  const texts = [
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec: [',
    'x-kubernetes-validations:\n  - rule: "self.',
    '- rule: self.\n',
    'spec:\n  versions:\n    - schema:\n        openAPIV3Schema:\n          allOf:\n            - x-kubernetes-validations:\n                - rule: self.',
    'spec:\n  versions:\n    - schema:\n        openAPIV3Schema:\n          $ref: "#/x"\n          x-kubernetes-validations:\n            - rule: "self.a.b.c.(((["',
    '',
  ];
  it.each(texts.map((t) => [t]))('%j', (t) => {
    for (let o = 0; o <= t.length; o += Math.max(1, Math.floor(t.length / 40))) {
      expect(() => celComplete({ texts: { crd: t, objects: '' } }, o)).not.toThrow();
      expect(() => celHover({ texts: { crd: t, objects: '' } }, o)).not.toThrow();
    }
  });

  it('a huge enum on a field', () => {
    const big = Array.from({ length: 20000 }, (_, i) => `"v${i}"`).join(', ');
    const { text, offset } = at(
      crd('                - rule: self.|', `                big:\n                  type: string\n                  enum: [${big}]\n`).replace(
        '                items:\n',
        `                big:\n                  type: string\n                  enum: [${big}]\n                items:\n`,
      ),
    );
    const items = celComplete({ texts: { crd: text, objects: '' } }, offset)?.items ?? [];
    expect(items.map((i) => i.label)).toContain('big');
    expect((items.find((i) => i.label === 'big')?.documentation ?? '').length).toBeLessThan(2000);
  });
});

describe.skipIf(!hasCorpus)(`corpus CRDs ${hasCorpus ? '' : corpusSkipReason}`, () => {
  it('gateway-api HTTPRoute: self fields inside a rule of a deep node, quickly', () => {
    const text = readCorpus(join(CORPUS_DIR, 'crds/gateway-api/gateway.networking.k8s.io_httproutes.standard.yaml'));
    const re = /- (?:message: [^\n]*\n\s*)?rule: /g;
    let count = 0;
    let worst = 0;
    for (let m = re.exec(text); m && count < 40; m = re.exec(text)) {
      const o = m.index + m[0].length + 1;
      const t0 = performance.now();
      const list = celComplete({ texts: { crd: text, objects: '' } }, o);
      worst = Math.max(worst, performance.now() - t0);
      expect(list, `rule at ${o}`).not.toBeNull();
      expect(list!.items.map((i) => i.label)).toContain('self');
      count++;
    }
    expect(count).toBeGreaterThan(10);
    console.log(`HTTPRoute: ${count} rules, slowest completion ${worst.toFixed(1)} ms`);
  });

  it('argo-workflows CronWorkflow (2.9 MB): null outside rules, without throwing', () => {
    const text = readCorpus(join(CORPUS_DIR, 'crds/argo-workflows/argoproj.io_cronworkflows.yaml'));
    const t0 = performance.now();
    expect(celComplete({ texts: { crd: text, objects: '' } }, Math.floor(text.length / 2))).toBeNull();
    console.log(`CronWorkflow: celComplete outside rules ${(performance.now() - t0).toFixed(1)} ms (no parse: the lines around the cursor hold no rule)`);
  });
});
