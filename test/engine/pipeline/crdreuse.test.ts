// What a CRD's load keeps from one check to the next per schema node (docs/decisions/0025): a CRD
// read again after an edit shares its unchanged nodes with the previous read (cache/share.ts), and
// the CEL rule compilation (cel/crd/compile.ts walk memos), the structural and OpenAPI checks
// (schema/validation.ts, schema/openapischema.ts, schema/convert.ts) and the default checks
// (crd/validatedefaults.ts) skip the nodes they found nothing in before. None of it shows in a
// result: after every edit of a series, check() answers exactly what a fresh engine (new module
// instances, empty caches) answers for the same input. The edits are those that change what a node
// depends on from outside it: the path (a renamed property), the cardinality of a rule (maxItems of
// an enclosing list), the rule scope of an ancestor, resource metadata around a default, an error
// appearing in one subtree and going again, the Kubernetes version.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { freshEngine } from '../../fresh-engine';

type Check = typeof check;

/** check() of new module instances: nothing cached. */
async function freshCheck(): Promise<Check> {
  return (await freshEngine()).check;
}

/** What a user sees of a result: everything but the timing (a CEL type name is numbered per process, as in kube). */
function seen(r: ReturnType<Check>): unknown {
  const { elapsedMs: _elapsed, ...rest } = r;
  return JSON.parse(JSON.stringify(rest, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)).replace(/selfType\d+/g, 'selfType'));
}

interface Parts {
  /** Extra root properties (each a YAML block at 8 spaces). */
  rootExtra?: string;
  /** Rules on the root schema. */
  rootRule?: string;
  /** Name of the `spec` property. */
  specName?: string;
  /** maxItems of spec.items (the list whose items hold a rule). */
  maxItems?: number;
  /** The rule on spec.items[*].name. */
  itemRule?: string;
  /** maxLength of spec.items[*].name. */
  nameMaxLength?: number;
  /** The default of spec.replicas. */
  replicasDefault?: string;
  /** The default of spec.template.metadata.labels (an embedded resource's metadata). */
  labelsDefault?: string;
  /** Extra keywords of spec.mode (at 14 spaces). */
  modeExtra?: string;
}

/** Properties that make the list items' schema a subtree large enough to be remembered (cache/clean.ts MIN_SUBTREE). */
const padding = Array.from({ length: 16 }, (_, i) => `                    pad${i}: {type: string, maxLength: ${i + 1}}\n`).join('');

function crd(p: Parts = {}): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
${p.rootRule ? `        x-kubernetes-validations:\n        - rule: ${JSON.stringify(p.rootRule)}\n` : ''}        properties:
${p.rootExtra ?? ''}          ${p.specName ?? 'spec'}:
            type: object
            description: The widget.
            properties:
              replicas:
                type: integer
                default: ${p.replicasDefault ?? '1'}
                x-kubernetes-validations:
                - rule: self >= 0
                  message: must not be negative
              mode:
                type: string
                enum: [a, b]
                format: byte-ish
${p.modeExtra ?? ''}              tags:
                type: array
                x-kubernetes-list-type: set
                items: {type: string, maxLength: 10}
              items:
                type: array
${p.maxItems === undefined ? '' : `                maxItems: ${p.maxItems}\n`}                x-kubernetes-list-type: map
                x-kubernetes-list-map-keys: [name]
                items:
                  type: object
                  required: [name]
                  properties:
                    name:
                      type: string
${p.nameMaxLength === undefined ? '' : `                      maxLength: ${p.nameMaxLength}\n`}                      x-kubernetes-validations:
                      - rule: ${JSON.stringify(p.itemRule ?? "self.startsWith('w')")}
                    value: {type: string}
${padding}                  x-kubernetes-validations:
                  - rule: self.name != self.value
                    messageExpression: "'name ' + self.name + ' equals its value'"
              template:
                type: object
                x-kubernetes-embedded-resource: true
                x-kubernetes-preserve-unknown-fields: true
                properties:
                  metadata:
                    type: object
                    properties:
                      labels:
                        type: object
                        additionalProperties: {type: string}
${p.labelsDefault === undefined ? '' : `                        default: ${p.labelsDefault}\n`}          status:
            type: object
            x-kubernetes-preserve-unknown-fields: true
`;
}

const object = `apiVersion: example.com/v1
kind: Widget
metadata: {name: w1}
spec:
  mode: a
  items:
  - {name: wa, value: x}
`;

const extra = (name: string, maxLength: number) => `          ${name}:\n            type: string\n            maxLength: ${maxLength}\n`;

/** Each step: the CRD text and the Kubernetes version it is checked with. */
const edits: { what: string; text: string; kubeVersion?: string }[] = [
  { what: 'the CRD', text: crd() },
  { what: 'a new root property with its maxLength (the bench row)', text: crd({ rootExtra: extra('benchRun1', 1) }) },
  { what: 'the next one', text: crd({ rootExtra: extra('benchRun2', 2) }) },
  { what: 'the enclosing list bounded (the item rules’ cardinality)', text: crd({ rootExtra: extra('benchRun2', 2), maxItems: 5 }) },
  { what: 'the bound changed', text: crd({ rootExtra: extra('benchRun2', 2), maxItems: 500000 }) },
  { what: 'the item’s name bounded (its rule’s cost)', text: crd({ maxItems: 500000, nameMaxLength: 3 }) },
  { what: 'a rule that does not compile', text: crd({ maxItems: 500000, nameMaxLength: 3, itemRule: 'self.startsWith(1)' }) },
  { what: 'the same rule, another edit elsewhere', text: crd({ maxItems: 500000, nameMaxLength: 3, itemRule: 'self.startsWith(1)', rootExtra: extra('other', 4) }) },
  { what: 'the rule fixed', text: crd({ maxItems: 500000, nameMaxLength: 3, rootExtra: extra('other', 4) }) },
  { what: 'spec renamed (every path below it moves)', text: crd({ specName: 'specification', maxItems: 500000, nameMaxLength: 3 }) },
  { what: 'back to spec', text: crd({ maxItems: 500000, nameMaxLength: 3 }) },
  { what: 'a rule on the root (every node in its scope)', text: crd({ rootRule: 'has(self.spec)', maxItems: 500000, nameMaxLength: 3 }) },
  { what: 'the root rule with another root property', text: crd({ rootRule: 'has(self.spec)', rootExtra: extra('more', 7), maxItems: 500000, nameMaxLength: 3 }) },
  { what: 'the root rule gone', text: crd({ rootExtra: extra('more', 7), maxItems: 500000, nameMaxLength: 3 }) },
  { what: 'an invalid default', text: crd({ rootExtra: extra('more', 7), replicasDefault: '"x"' }) },
  { what: 'the invalid default, another edit elsewhere', text: crd({ rootExtra: extra('more', 8), replicasDefault: '"x"' }) },
  { what: 'the default fixed', text: crd({ rootExtra: extra('more', 8), replicasDefault: '2' }) },
  { what: 'a default in an embedded resource’s metadata', text: crd({ labelsDefault: '{a: b}' }) },
  { what: 'an invalid one there', text: crd({ labelsDefault: '{"a b": c}' }) },
  { what: 'another edit elsewhere', text: crd({ labelsDefault: '{"a b": c}', rootExtra: extra('x', 1) }) },
  { what: 'a keyword OpenAPI refuses', text: crd({ modeExtra: '                uniqueItems: true\n' }) },
  { what: 'a structural error', text: crd({ modeExtra: '                allOf: [{type: string}]\n' }) },
  { what: 'an unsupported keyword (NewStructural fails)', text: crd({ modeExtra: '                $ref: "#/x"\n' }) },
  { what: 'all fixed', text: crd({ rootExtra: extra('x', 2) }) },
  { what: 'Kubernetes 1.29', text: crd({ rootExtra: extra('x', 3), maxItems: 5 }), kubeVersion: '1.29' },
  { what: 'Kubernetes 1.29, another edit', text: crd({ rootExtra: extra('y', 3), maxItems: 5 }), kubeVersion: '1.29' },
  { what: 'the newest again', text: crd({ rootExtra: extra('y', 4), maxItems: 5 }) },
];

describe('a CRD edited check after check answers what a fresh engine answers', () => {
  it('in its own text, beside the object', async () => {
    for (const e of edits) {
      const input = {
        sources: [
          { id: 'crd', text: e.text },
          { id: 'objects', text: object },
        ],
        options: e.kubeVersion ? { kubeVersion: e.kubeVersion } : undefined,
      };
      const cached = check(input);
      const fresh = (await freshCheck())(input);
      expect(seen(cached), e.what).toEqual(seen(fresh));
    }
  });

  it('in one text with the object', async () => {
    for (const e of edits) {
      const input = { sources: [{ id: 'one', text: `${e.text}---\n${object}` }], options: e.kubeVersion ? { kubeVersion: e.kubeVersion } : undefined };
      const cached = check(input);
      const fresh = (await freshCheck())(input);
      expect(seen(cached), e.what).toEqual(seen(fresh));
    }
  });

  // a text of at least 32 K characters is kept for the next version's parse (pipeline/documents.ts):
  // that parse builds the nodes along the paths the previous version's rules and findings were
  // located along (yaml/blockparsed.ts `along`), so the ranges come without a second pass
  const bulk = Array.from({ length: 700 }, (_, i) => `          line ${i} of a long description, to make the text a large one\n`).join('');
  const large = (text: string) => text.replace('      openAPIV3Schema:\n        type: object\n', `      openAPIV3Schema:\n        type: object\n        description: |\n${bulk}`);

  it('in a text of its own over 32 K characters, beside the object', async () => {
    expect(large(edits[0]!.text).length).toBeGreaterThan(32 * 1024);
    for (const e of edits) {
      const input = {
        sources: [
          { id: 'crd', text: large(e.text) },
          { id: 'objects', text: object },
        ],
        options: e.kubeVersion ? { kubeVersion: e.kubeVersion } : undefined,
      };
      const cached = check(input);
      const fresh = (await freshCheck())(input);
      expect(seen(cached), e.what).toEqual(seen(fresh));
    }
  });

  it('in one text with the object, over 32 K characters', async () => {
    for (const e of edits) {
      const input = { sources: [{ id: 'one', text: `${large(e.text)}---\n${object}` }], options: e.kubeVersion ? { kubeVersion: e.kubeVersion } : undefined };
      const cached = check(input);
      const fresh = (await freshCheck())(input);
      expect(seen(cached), e.what).toEqual(seen(fresh));
    }
  });

  it('finds what the series puts in: the edits are not all clean', () => {
    const codes = edits.map((e) => check({ sources: [{ id: 'crd', text: e.text }] }).diagnostics.filter((d) => d.severity === 'error').length);
    // the rule that does not compile, the invalid defaults, the OpenAPI, structural and NewStructural errors
    expect(codes.filter((n) => n > 0).length).toBeGreaterThanOrEqual(7);
  });
});
