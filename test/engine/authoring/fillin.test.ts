// Fill in: each row is an object that misses required fields (kube's "Required value": kube-openapi
// validate requiredValidator through ValidateCustomResource, and ObjectMeta's
// "name or generateName is required"). The row asks for the code actions at a cursor, applies the
// chosen action's edits to the text and re-runs check(): the "Required value" errors are gone,
// no other error appeared, and the text stays in the layout it was written in.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { fillInActions } from '../../../src/engine/authoring/fillin';
import type { AuthoringInput, CodeAction, EditorId, TextEdit } from '../../../src/engine/authoring/types';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
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
        required: [spec]
        properties:
          spec:
            type: object
            required: [image, replicas, mode, port]
            properties:
              image:
                type: string
                pattern: '^[a-z]+:[0-9]+$'
              replicas:
                type: integer
                minimum: 2
              mode:
                type: string
                enum: [Fast, Slow]
              port:
                type: integer
                default: 8080
              note:
                type: string
              template:
                type: object
                required: [name, ports]
                properties:
                  name: {type: string}
                  ports:
                    type: array
                    minItems: 1
                    items:
                      type: object
                      required: [port]
                      properties:
                        port: {type: integer, minimum: 1}
              items:
                type: array
                items:
                  type: object
                  required: [key, value]
                  properties:
                    key: {type: string}
                    value: {type: string}
`;

function apply(text: string, edits: TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.span.start - a.span.start)) out = out.slice(0, e.span.start) + e.text + out.slice(e.span.end);
  return out;
}

function errorsOf(editor: EditorId, text: string): string[] {
  const sources =
    editor === 'objects'
      ? [
          { id: 'crd', text: CRD },
          { id: 'objects', text },
        ]
      : [
          { id: 'crd', text: CRD },
          { id: 'old', text },
        ];
  return check({ sources })
    .diagnostics.filter((d) => d.source === editor && d.severity === 'error')
    .map((d) => d.message);
}

function actionsAt(text: string, marker: string, editor: EditorId = 'objects'): CodeAction[] {
  const at = text.indexOf(marker);
  expect(at).toBeGreaterThanOrEqual(0);
  const input: AuthoringInput = { texts: { crd: CRD, objects: editor === 'objects' ? text : '', old: editor === 'old' ? text : undefined } };
  return fillInActions(input, editor, { start: at, end: at });
}

interface Row {
  name: string;
  text: string;
  /** Where the cursor is (the first occurrence of this text). */
  at: string;
  /** The titles of the actions offered. */
  titles: string[];
  /** The action applied. */
  apply: string;
  /** The text after applying it. */
  expected: string;
  editor?: EditorId;
}

const ROWS: Row[] = [
  {
    name: 'block mapping: each missing field, and all of them',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  note: hello # a comment
`,
    at: 'note',
    // port has a default: defaulting sets it before validation, so it is not missing
    titles: ['Add required field spec.image', 'Add required field spec.replicas', 'Add required field spec.mode', 'Add all missing required fields'],
    apply: 'Add all missing required fields',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  note: hello # a comment
  image: a:0
  replicas: 2
  mode: Fast
`,
  },
  {
    name: 'one field: the enum value',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: nginx:1
  replicas: 3
  port: 1
`,
    at: 'replicas',
    titles: ['Add required field spec.mode'],
    apply: 'Add required field spec.mode',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: nginx:1
  replicas: 3
  port: 1
  mode: Fast
`,
  },
  {
    name: 'a missing object: block value at the next indentation, with its own required fields',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
    image: nginx:1
    replicas: 3
    mode: Slow
    port: 1
    template:
        name: t
`,
    at: 'name: t',
    titles: ['Add required field spec.template.ports'],
    apply: 'Add required field spec.template.ports',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
    image: nginx:1
    replicas: 3
    mode: Slow
    port: 1
    template:
        name: t
        ports:
          - port: 1
`,
  },
  {
    name: 'the mapping at the cursor: its own missing fields, and all of them',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: nginx:1
  replicas: 3
  template:
    name: t
`,
    at: 'name: t',
    titles: ['Add required field spec.template.ports', 'Add all missing required fields'],
    apply: 'Add all missing required fields',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: nginx:1
  replicas: 3
  template:
    name: t
    ports:
      - port: 1
  mode: Fast
`,
  },
  {
    name: 'a list item mapping (`- key: x`)',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: nginx:1
  replicas: 3
  mode: Slow
  port: 1
  items:
  - key: a
  - key: c
    value: b
`,
    at: 'key: a',
    titles: ['Add required field spec.items[0].value'],
    apply: 'Add required field spec.items[0].value',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: nginx:1
  replicas: 3
  mode: Slow
  port: 1
  items:
  - key: a
    value: example
  - key: c
    value: b
`,
  },
  {
    name: 'a flow mapping gets flow entries',
    text: `apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec: {image: "nginx:1", mode: Fast, port: 1}
`,
    at: 'image',
    titles: ['Add required field spec.replicas'],
    apply: 'Add required field spec.replicas',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec: {"replicas": 2, image: "nginx:1", mode: Fast, port: 1}
`,
  },
  {
    name: 'a key written without a value',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
`,
    at: 'spec',
    titles: ['Add required field spec'],
    apply: 'Add required field spec',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: a:0
  replicas: 2
  mode: Fast
  port: 8080
`,
  },
  {
    name: 'the resource root: spec and metadata.name missing',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  labels: {a: b}
`,
    // the cursor is in the root mapping: spec is offered on its own, metadata.name with all
    at: 'kind',
    titles: ['Add required field spec', 'Add all missing required fields'],
    apply: 'Add all missing required fields',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  labels: {a: b}
  name: widget-sample
spec:
  image: a:0
  replicas: 2
  mode: Fast
  port: 8080
`,
  },
  {
    name: 'a JSON document',
    text: `{"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"}}
`,
    at: 'kind',
    titles: ['Add required field spec'],
    apply: 'Add required field spec',
    expected: `{"spec": {"image":"a:0","replicas":2,"mode":"Fast","port":8080}, "apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"}}
`,
  },
  {
    name: 'the second document of several, in the old-objects editor',
    editor: 'old',
    text: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ok
spec: {image: "a:1", replicas: 2, mode: Fast, port: 1}
---
apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: a:1
  replicas: 2
  port: 1
`,
    // the cursor is elsewhere in the object: what the object misses is offered
    at: 'name: w',
    titles: ['Add required field spec.mode'],
    apply: 'Add required field spec.mode',
    expected: `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ok
spec: {image: "a:1", replicas: 2, mode: Fast, port: 1}
---
apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  image: a:1
  replicas: 2
  port: 1
  mode: Fast
`,
  },
];

describe('fillInActions: insert missing required fields, then check() has no "Required value" error', () => {
  it.each(ROWS)('$name', (row) => {
    const editor = row.editor ?? 'objects';
    expect(errorsOf(editor, row.text).some((e) => e.includes('Required value'))).toBe(true);
    const actions = actionsAt(row.text, row.at, editor);
    expect(actions.map((a) => a.title)).toEqual(row.titles);
    const action = actions.find((a) => a.title === row.apply)!;
    expect(action.edits.every((e) => e.editor === editor)).toBe(true);
    const after = apply(row.text, action.edits);
    expect(after).toBe(row.expected);
    const remaining = errorsOf(editor, after);
    if (row.apply.startsWith('Add all') || row.titles.length === 1) expect(remaining).toEqual([]);
    else expect(remaining.filter((e) => e.includes(row.apply.replace('Add required field ', '')))).toEqual([]);
  });
});

describe('fillInActions: where nothing is offered', () => {
  const complete = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec: {image: "a:1", replicas: 2, mode: Fast, port: 1}
---
apiVersion: example.com/v1
kind: Widget
metadata:
  name: w2
spec:
  image: a:1
`;
  it('a cursor in a complete object of the same text gets no action', () => {
    expect(actionsAt(complete, 'mode: Fast')).toEqual([]);
  });
  it('the CRD editor gets none (its quick fixes are elsewhere)', () => {
    expect(fillInActions({ texts: { crd: CRD, objects: complete } }, 'crd', { start: 0, end: 0 })).toEqual([]);
  });
  it.each([
    ['broken YAML', 'spec: [unclosed\n  image: {'],
    ['a kind no CRD serves', 'apiVersion: other.io/v1\nkind: Nope\nmetadata:\n  name: x\n'],
    ['an empty text', ''],
  ])('%s: no action, no exception', (_n, text) => {
    expect(fillInActions({ texts: { crd: CRD, objects: text } }, 'objects', { start: 0, end: text.length })).toEqual([]);
  });
  it('a CRD text that does not parse: no action, no exception', () => {
    expect(fillInActions({ texts: { crd: 'kind: [', objects: complete } }, 'objects', { start: 0, end: complete.length })).toEqual([]);
  });
});
