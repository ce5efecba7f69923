// Quick fixes: each row finds a diagnostic kube reports, asks for the code actions at its place,
// applies the chosen action's edits to the text and re-runs check() to show the diagnostic is gone
// (and that no YAML problem appeared).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { quickFixes } from '../../../src/engine/authoring/quickfix';
import type { AuthoringInput, CodeAction, EditorId } from '../../../src/engine/authoring/types';

/** A v1 CRD with the given versions block (YAML under `versions:` at column 4). */
const crdWith = (versions: string) => `apiVersion: apiextensions.k8s.io/v1
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
${versions}`;

const schemaVersion = (name: string, flags: string, props: string) => `    - name: ${name}
${flags}
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
${props}`;

const OK_PROPS = `                replicas:
                  type: integer
                image:
                  type: string`;

const COST_PROPS = `                hosts:
                  type: array
                  items:
                    type: string
                  x-kubernetes-validations:
                    - rule: "self.all(x, x.matches('^[a-z.]+$'))"`;

const COST_PROPS_DASH = `                hosts:
                  type: array
                  items: {type: string}
                  x-kubernetes-validations:
                    - rule: "self.all(x, x.matches('^[a-z.]+$'))"`;

const MAP_COST_PROPS = `                labels:
                  type: object
                  additionalProperties:
                    type: string
                  x-kubernetes-validations:
                    - rule: "self.all(k, self[k].matches('^[a-z]+$') && k.matches('^[a-z]+$'))"`;

const FLAGS_STORAGE = '      served: true\n      storage: true';
const FLAGS_NO_STORAGE = '      served: true\n      storage: false';
const FLAGS_NO_STORAGE_KEY = '      served: true';

const ONE = crdWith(schemaVersion('v1', FLAGS_STORAGE, OK_PROPS));

interface Row {
  name: string;
  /** The Kubernetes code that reports the problem. */
  cites: string;
  crd: string;
  objects?: string;
  editor: EditorId;
  /** A substring of the editor text where the cursor (the span) stands. */
  at: string;
  /** The diagnostic the fix removes. */
  diag: RegExp;
  /** The action to apply (title). */
  action: RegExp;
  /** Other titles that must be offered. */
  alsoOffered?: RegExp[];
  /** Text that must appear after the fix. */
  after?: string;
}

const rows: Row[] = [
  {
    name: 'rule over budget: maxItems and maxLength from suggestBounds',
    cites: 'apiextensions validation.go: estimated rule cost exceeds budget (getCostErrorMessage)',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, COST_PROPS)),
    editor: 'crd',
    at: 'self.all',
    diag: /estimated rule cost exceeds budget/,
    action: /^Add maxItems: \d+ at spec\.hosts, maxLength: \d+ at spec\.hosts\[\*\]/,
    after: '                  type: array\n                  maxItems:',
  },
  {
    name: 'rule over budget with a flow-mapping items schema',
    cites: 'apiextensions validation.go: estimated rule cost exceeds budget',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, COST_PROPS_DASH)),
    editor: 'crd',
    at: 'self.all',
    diag: /estimated rule cost exceeds budget/,
    action: /^Add maxItems/,
    after: 'items: {maxLength:',
  },
  {
    name: 'rule over budget on a map: maxProperties',
    cites: 'apiextensions validation.go: estimated rule cost exceeds budget',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, MAP_COST_PROPS)),
    editor: 'crd',
    at: 'self.all',
    diag: /estimated rule cost exceeds budget/,
    action: /maxProperties: \d+ at spec\.labels/,
  },
  {
    name: 'rule over budget in a schema shared by two versions: every copy is bounded',
    cites: 'apiextensions validation.go (the internal CRD holds one shared schema at spec.validation)',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, COST_PROPS) + '\n' + schemaVersion('v2', FLAGS_NO_STORAGE, COST_PROPS)),
    editor: 'crd',
    at: 'self.all',
    diag: /estimated rule cost exceeds budget/,
    action: /^Add maxItems/,
  },
  {
    name: 'no storage version: mark the highest-priority served one',
    cites: 'ValidateCustomResourceDefinitionSpec: must have exactly one version marked as storage version',
    crd: crdWith(schemaVersion('v1beta1', FLAGS_NO_STORAGE, OK_PROPS) + '\n' + schemaVersion('v1', FLAGS_NO_STORAGE, OK_PROPS)),
    editor: 'crd',
    at: 'versions:',
    diag: /must have exactly one version marked as storage version/,
    action: /^Mark version v1 as the storage version$/,
    alsoOffered: [/^Mark version v1beta1 as the storage version$/],
  },
  {
    name: 'no storage key at all: the key is added',
    cites: 'ValidateCustomResourceDefinitionSpec: must have exactly one version marked as storage version',
    crd: crdWith(schemaVersion('v1', FLAGS_NO_STORAGE_KEY, OK_PROPS)),
    editor: 'crd',
    at: 'versions:',
    diag: /must have exactly one version marked as storage version/,
    action: /^Mark version v1 as the storage version$/,
    after: 'storage: true',
  },
  {
    name: 'two storage versions: keep one',
    cites: 'ValidateCustomResourceDefinitionSpec: must have exactly one version marked as storage version',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, OK_PROPS) + '\n' + schemaVersion('v2', FLAGS_STORAGE, OK_PROPS)),
    editor: 'crd',
    at: 'versions:',
    diag: /must have exactly one version marked as storage version/,
    action: /^Keep v2 as the only storage version$/,
    alsoOffered: [/^Keep v1 as the only storage version$/],
  },
  {
    name: 'missing type of an object field with properties',
    cites: 'validateStructuralInvariants: type: Required value: must not be empty for specified object fields',
    crd: crdWith(
      schemaVersion(
        'v1',
        FLAGS_STORAGE,
        `                template:
                  properties:
                    name:
                      type: string`,
      ),
    ),
    editor: 'crd',
    at: 'template:',
    diag: /must not be empty for specified object fields/,
    action: /^Add type: object$/,
  },
  {
    name: 'missing type at the schema root: object',
    cites: 'validateStructuralInvariants: type: Required value: must not be empty at the root',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, OK_PROPS).replace('          type: object\n          properties:\n            spec:', '          properties:\n            spec:')),
    editor: 'crd',
    at: 'openAPIV3Schema',
    diag: /must not be empty at the root/,
    action: /^Add type: object$/,
  },
  {
    name: 'missing type of a field with maxLength',
    cites: 'validateStructuralInvariants: must not be empty for specified object fields',
    crd: crdWith(
      schemaVersion(
        'v1',
        FLAGS_STORAGE,
        `                image:
                  maxLength: 10`,
      ),
    ),
    editor: 'crd',
    at: 'image:',
    diag: /must not be empty for specified object fields/,
    action: /^Add type: string$/,
  },
  {
    name: 'missing type of array items (a flow mapping)',
    cites: 'validateStructuralInvariants: must not be empty for specified array items',
    crd: crdWith(
      schemaVersion(
        'v1',
        FLAGS_STORAGE,
        `                ports:
                  type: array
                  items: {minimum: 1}`,
      ),
    ),
    editor: 'crd',
    at: 'items: {',
    diag: /must not be empty for specified array items/,
    action: /^Add type: integer$/,
    alsoOffered: [/^Add type: number$/],
  },
  {
    name: 'a pruned field of an object',
    cites: 'pruning.go (unknown fields are dropped; kubectl prints "unknown field")',
    crd: ONE,
    objects: 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  replicas: 1\n  colour: red\n  image: x\n',
    editor: 'objects',
    at: 'colour',
    diag: /unknown field "spec\.colour"/,
    action: /^Remove unknown field "spec\.colour"/,
  },
  {
    name: 'a pruned field holding a mapping',
    cites: 'pruning.go',
    crd: ONE,
    objects: 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  extra:\n    a: 1\n    b:\n      - x\n  image: x\n',
    editor: 'objects',
    at: 'extra',
    diag: /unknown field "spec\.extra"/,
    action: /^Remove unknown field/,
  },
  {
    name: 'a pruned field in a flow mapping',
    cites: 'pruning.go',
    crd: ONE,
    objects: 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec: {replicas: 1, junk: true, image: x}\n',
    editor: 'objects',
    at: 'junk',
    diag: /unknown field "spec\.junk"/,
    action: /^Remove unknown field/,
  },
  {
    name: 'a pruned field that is the only one of its mapping',
    cites: 'pruning.go',
    crd: ONE,
    objects: 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  junk: true\n',
    editor: 'objects',
    at: 'junk',
    diag: /unknown field "spec\.junk"/,
    action: /^Remove unknown field/,
  },
  {
    name: 'an object at a version the CRD does not serve',
    cites: 'the RESTMapper: no matches for kind "Widget" in version "example.com/v2"',
    crd: ONE,
    objects: 'apiVersion: example.com/v2\nkind: Widget\nmetadata:\n  name: w\nspec:\n  replicas: 1\n',
    editor: 'objects',
    at: 'Widget',
    diag: /no matches for kind "Widget"/,
    action: /^Change apiVersion to example\.com\/v1/,
  },
  {
    name: 'an object with the wrong group: every served version of the kind',
    cites: 'the RESTMapper: no matches for kind',
    crd: crdWith(schemaVersion('v1', FLAGS_STORAGE, OK_PROPS) + '\n' + schemaVersion('v2', FLAGS_NO_STORAGE, OK_PROPS)),
    objects: 'apiVersion: wrong.com/v1\nkind: Widget\nmetadata:\n  name: w\n',
    editor: 'objects',
    at: 'Widget',
    diag: /no matches for kind "Widget"/,
    action: /^Change apiVersion to example\.com\/v2/,
    alsoOffered: [/^Change apiVersion to example\.com\/v1 \(storage version\)$/],
  },
];

function apply(text: string, action: CodeAction): string {
  const edits = [...action.edits].sort((a, b) => b.span.start - a.span.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.span.start) + e.text + out.slice(e.span.end);
  return out;
}

const diagnostics = (crd: string, objects: string) =>
  check({
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: objects },
    ],
  }).diagnostics;

describe('quickFixes: the edit removes the diagnostic kube reports', () => {
  it.each(rows)('$name ($cites)', (row) => {
    const objects = row.objects ?? '';
    const before = diagnostics(row.crd, objects).filter((d) => d.source === row.editor && row.diag.test(d.message));
    expect(before.length, 'the diagnostic exists before the fix').toBeGreaterThan(0);
    const text = row.editor === 'crd' ? row.crd : objects;
    const at = text.indexOf(row.at);
    expect(at).toBeGreaterThanOrEqual(0);
    const input: AuthoringInput = { texts: { crd: row.crd, objects } };
    const actions = quickFixes(input, row.editor, { start: at, end: at + 1 });
    const action = actions.find((a) => row.action.test(a.title));
    expect(action, `offered: ${actions.map((a) => a.title).join(' | ')}`).toBeDefined();
    for (const other of row.alsoOffered ?? []) expect(actions.some((a) => other.test(a.title))).toBe(true);
    for (const e of action!.edits) expect(e.editor).toBe(row.editor);
    const fixed = apply(text, action!);
    if (row.after) expect(fixed).toContain(row.after);
    const after = row.editor === 'crd' ? diagnostics(fixed, objects) : diagnostics(row.crd, fixed);
    expect(after.filter((d) => row.diag.test(d.message)).map((d) => d.message)).toEqual([]);
    expect(after.filter((d) => d.origin === 'yaml').map((d) => d.message)).toEqual([]);
    expect(after.filter((d) => d.severity === 'error').length).toBeLessThan(before.length + diagnostics(row.crd, objects).filter((d) => d.severity === 'error').length);
  });

  it('the preferred storage fix follows Kubernetes version priority (v1 over v1beta1)', () => {
    const crd = crdWith(schemaVersion('v1beta1', FLAGS_NO_STORAGE, OK_PROPS) + '\n' + schemaVersion('v1', FLAGS_NO_STORAGE, OK_PROPS));
    const at = crd.indexOf('versions:');
    const actions = quickFixes({ texts: { crd, objects: '' } }, 'crd', { start: at, end: at + 1 });
    expect(actions.find((a) => a.isPreferred)?.title).toBe('Mark version v1 as the storage version');
  });

  it('nothing where the span meets no diagnostic', () => {
    const at = ONE.indexOf('plural');
    expect(quickFixes({ texts: { crd: ONE, objects: '' } }, 'crd', { start: at, end: at + 1 })).toEqual([]);
  });
});

describe('quickFixes on bad input returns what it can, never throws', () => {
  const cases: [string, AuthoringInput, EditorId][] = [
    ['broken YAML', { texts: { crd: 'spec: [\n  - a: {\n', objects: 'x: "' } }, 'crd'],
    ['broken object YAML', { texts: { crd: ONE, objects: 'kind: [' } }, 'objects'],
    ['a CRD that does not parse as a CRD', { texts: { crd: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec: 3\n', objects: '' } }, 'crd'],
    ['the old-objects editor', { texts: { crd: ONE, objects: '', old: 'a: 1' } }, 'old'],
    ['empty texts', { texts: { crd: '', objects: '' } }, 'objects'],
    ['an unknown version', { texts: { crd: ONE, objects: '' }, kubeVersion: '9.99' }, 'crd'],
  ];
  it.each(cases)('%s', (_name, input, editor) => {
    expect(() => quickFixes(input, editor, { start: 0, end: 1_000_000 })).not.toThrow();
    expect(Array.isArray(quickFixes(input, editor, { start: 0, end: 1_000_000 }))).toBe(true);
  });
});
