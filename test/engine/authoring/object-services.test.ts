// Completion, hover and go-to-definition in the object editors. The schema an object is completed
// against is the one the apiserver validates it with: the CRD matching group and kind, the version
// named by apiVersion when served (pipeline findServingCRD, registry/customresource), fields kept
// by pruning only (apiserver/schema/pruning: properties, additionalProperties, preserve-unknown),
// ObjectMeta/TypeMeta at object roots and embedded resources (objectmeta coercion).
import { describe, expect, it } from 'vitest';
import { complete, hover, definition } from '../../../src/engine/authoring';
import type { AuthoringInput } from '../../../src/engine/authoring/types';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from '../../../src/state/examples';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget, listKind: WidgetList}
  versions:
  - name: v1alpha1
    served: false
    storage: false
    schema:
      openAPIV3Schema:
        type: object
        properties:
          old: {type: string}
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            description: "The <b>desired</b> state. *Markdown* stays text.\\nSecond line."
            required: [size]
            x-kubernetes-validations:
            - rule: "self.size <= 10"
              message: size too big
            properties:
              size:
                type: integer
                minimum: 1
                maximum: 100
                description: How big.
              mode:
                type: string
                enum: [Always, Never, "yes", ""]
              enabled:
                type: boolean
              color:
                type: string
                default: blue
              port:
                x-kubernetes-int-or-string: true
              ports:
                type: array
                x-kubernetes-list-type: map
                x-kubernetes-list-map-keys: [protocol, port]
                items:
                  type: object
                  required: [port]
                  properties:
                    name: {type: string}
                    port: {type: integer}
                    protocol: {type: string, default: TCP}
              template:
                type: object
                x-kubernetes-embedded-resource: true
                x-kubernetes-preserve-unknown-fields: true
              extra:
                type: object
                x-kubernetes-preserve-unknown-fields: true
              labels:
                type: object
                additionalProperties: {type: string}
              nothing:
                type: string
                nullable: true
          status:
            type: object
            properties:
              phase: {type: string}
  - name: v2
    served: true
    storage: false
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              sizeV2: {type: integer}
`;

function at(marked: string): [string, number] {
  const i = marked.indexOf('|');
  return [marked.slice(0, i) + marked.slice(i + 1), i];
}

function run(objects: string, extra: Partial<AuthoringInput> = {}, crd = CRD) {
  const [text, offset] = at(objects);
  const input: AuthoringInput = { texts: { crd, objects: text }, ...extra };
  return { input, offset, text };
}

const labels = (objects: string, crd = CRD) => {
  const { input, offset } = run(objects, {}, crd);
  return (complete(input, 'objects', offset)?.items ?? []).sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((i) => i.label);
};

const W = 'apiVersion: example.com/v1\nkind: Widget\n';

describe('completion of keys', () => {
  it.each([
    ['spec fields, required first', `${W}spec:\n  |`, ['size', 'color', 'enabled', 'extra', 'labels', 'mode', 'nothing', 'port', 'ports', 'template']],
    ['present keys are not offered again', `${W}spec:\n  size: 1\n  mode: Always\n  |`, ['color', 'enabled', 'extra', 'labels', 'nothing', 'port', 'ports', 'template']],
    ['a key without colon', `${W}spec:\n  si|`, ['size', 'color', 'enabled', 'extra', 'labels', 'mode', 'nothing', 'port', 'ports', 'template']],
    ['the root: apiVersion/kind required, metadata, spec, status', `${W}|`, ['metadata', 'spec', 'status']],
    ['inside a flow map', `${W}spec: {size: 1, |}`, ['color', 'enabled', 'extra', 'labels', 'mode', 'nothing', 'port', 'ports', 'template']],
    ['list-type map items offer their keys first', `${W}spec:\n  ports:\n  - |`, ['port', 'protocol', 'name']],
    ['an embedded resource offers apiVersion, kind, metadata', `${W}spec:\n  template:\n    |`, ['apiVersion', 'kind', 'metadata']],
    ['ObjectMeta fields under metadata', `${W}metadata:\n  |`, ['name', 'namespace', 'generateName', 'labels', 'annotations', 'finalizers', 'ownerReferences']],
    ['nothing under preserve-unknown-fields', `${W}spec:\n  extra:\n    |`, []],
    ['nothing under a field that is pruned', `${W}spec:\n  bogus:\n    |`, []],
    ['v2 schema when apiVersion names v2', 'apiVersion: example.com/v2\nkind: Widget\nspec:\n  |', ['sizeV2']],
    ['nothing for a version that is not served', 'apiVersion: example.com/v1alpha1\nkind: Widget\nspec:\n  |', []],
    ['the storage version while apiVersion is not typed', 'kind: Widget\nspec:\n  |', ['size', 'color', 'enabled', 'extra', 'labels', 'mode', 'nothing', 'port', 'ports', 'template']],
    ['the second document uses its own kind', `apiVersion: v1\nkind: ConfigMap\n---\n${W}spec:\n  |`, ['size', 'color', 'enabled', 'extra', 'labels', 'mode', 'nothing', 'port', 'ports', 'template']],
  ])('%s', (_n, objects, want) => {
    const got = labels(objects);
    if (_n.startsWith('the root')) expect(got.filter((l) => !['apiVersion', 'kind'].includes(l))).toEqual(want);
    else if (_n.startsWith('ObjectMeta')) expect(got.slice(0, want.length)).toEqual(want);
    else expect(got).toEqual(want);
  });

  it('required fields are marked and carry type and first description line', () => {
    const { input, offset } = run(`${W}spec:\n  |`);
    const size = complete(input, 'objects', offset)!.items.find((i) => i.label === 'size')!;
    expect(size).toMatchObject({ required: true, detail: 'integer · required', kind: 'property' });
    expect(size.documentation).toContain('How big\\.');
    expect(size.documentation).toContain('minimum: 1');
  });

  it('insert texts: nested blocks, lists, defaults as snippets, name only before an existing colon', () => {
    const { input, offset } = run(`${W}spec:\n  |`);
    const items = Object.fromEntries(complete(input, 'objects', offset)!.items.map((i) => [i.label, i]));
    expect(items.template).toMatchObject({ insertText: 'template:\n  $0', snippet: true });
    expect(items.ports).toMatchObject({ insertText: 'ports:\n  - $0', snippet: true });
    expect(items.color).toMatchObject({ insertText: 'color: ${1:blue}', snippet: true });
    expect(items.mode).toMatchObject({ insertText: 'mode: ', triggerSuggest: true });
    const c = run(`${W}spec:\n  si|ze: 3`);
    expect(complete(c.input, 'objects', c.offset)!.items.find((i) => i.label === 'size')!.insertText).toBe('size');
  });

  it('the completion replaces the word typed so far', () => {
    const { input, offset, text } = run(`${W}spec:\n  mo|`);
    const item = complete(input, 'objects', offset)!.items.find((i) => i.label === 'mode')!;
    expect(text.slice(item.range.start, item.range.end)).toBe('mo');
  });
});

describe('completion of values', () => {
  it.each([
    ['enum values (quoted where YAML would read another type)', `${W}spec:\n  mode: |`, ['Always', 'Never', '"yes"', '""']],
    ['booleans', `${W}spec:\n  enabled: |`, ['true', 'false']],
    ['the default first', `${W}spec:\n  color: |`, ['blue']],
    ['nullable', `${W}spec:\n  nothing: |`, ['null']],
    ['enum inside a flow map', `${W}spec: {mode: N|}`, ['Always', 'Never', '"yes"', '""']],
    ['list-map item default', `${W}spec:\n  ports:\n  - protocol: |`, ['TCP']],
    ['apiVersion: served group/versions only, in version priority', 'apiVersion: |\nkind: Widget\n', ['example.com/v2', 'example.com/v1']],
    ['kind: the kinds of the CRDs', 'apiVersion: example.com/v1\nkind: |\n', ['Widget']],
    ['nothing for an int-or-string', `${W}spec:\n  port: |`, []],
  ])('%s', (_n, objects, want) => {
    expect(labels(objects)).toEqual(want);
  });

  it('inside quotes the bare value is inserted', () => {
    const { input, offset } = run(`${W}spec:\n  mode: "|"`);
    const items = complete(input, 'objects', offset)!.items;
    expect(items.map((i) => i.insertText)).toEqual(['Always', 'Never', 'yes', '']);
  });

  it('apiVersion values of every CRD before kind is typed; kind values follow the typed group', () => {
    const two = CRD + '---\n' + DEFAULT_CRD;
    expect(labels('apiVersion: |\n', two)).toEqual(['example.com/v2', 'stable.example.com/v1', 'example.com/v1']);
    expect(labels('apiVersion: stable.example.com/v1\nkind: |\n', two)).toEqual(['CronTab']);
  });

  // The apiserver serves a custom resource by its group and kind (the CRD registered for them):
  // until the document names a kind, or a group with one kind, no CRD of several is its CRD.
  it.each([
    ['nothing typed yet', '|', ['apiVersion', 'kind', 'metadata']],
    ['a key typed at the start', 'ap|', ['apiVersion', 'kind', 'metadata']],
    ['metadata first', 'metadata:\n  name: a\n|', ['apiVersion', 'kind']],
    ['an apiVersion without a group', 'apiVersion: v1\n|', ['kind', 'metadata']],
    ['a group with one kind', 'apiVersion: stable.example.com/v1\n|', ['kind', 'metadata', 'spec']],
    ['a kind', 'kind: Widget\n|', ['apiVersion', 'metadata', 'spec', 'status']],
  ])('several CRDs, %s: the root offers the fields of a CRD only once the document picks it', (_n, objects, want) => {
    const two = CRD + '---\n' + DEFAULT_CRD;
    expect(labels(objects, two).sort()).toEqual(want);
  });

  // A JSON document (kubectl reads JSON manifests as they are: encoding/json) is completed as JSON:
  // quoted keys and string values, and a key whose closing quote the editor typed ends at it.
  it.each([
    ['a key in a JSON document', '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {|}}', 'size', '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"size": }}'],
    ['a quoted key whose quote is closed', '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"si|"}}', 'size', '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"size": }}'],
    ['a quoted key not closed yet', '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"si|}}', 'size', '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"size": }}'],
    [
      'an enum value in a JSON document',
      '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"mode": |}}',
      'Always',
      '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"mode": "Always"}}',
    ],
    [
      'a boolean in a JSON document',
      '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"enabled": |}}',
      'true',
      '{"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"enabled": true}}',
    ],
    ['apiVersion in a JSON document', '{"apiVersion": |}', 'example.com/v1', '{"apiVersion": "example.com/v1"}'],
    ['a YAML flow mapping stays YAML', `${W}spec: {|}`, 'size', `${W}spec: {size: }`],
    ['a YAML flow value stays YAML', `${W}spec: {mode: |}`, 'Always', `${W}spec: {mode: Always}`],
  ])('%s', (_n, objects, label, want) => {
    const { input, offset, text } = run(objects);
    const item = complete(input, 'objects', offset)!.items.find((i) => i.label === label)!;
    expect(text.slice(0, item.range.start) + item.insertText + text.slice(item.range.end)).toBe(want);
  });

  it('huge enums are cut and the list says so', () => {
    const values = Array.from({ length: 3000 }, (_, i) => `v${i}`);
    const crd = CRD.replace('enum: [Always, Never, "yes", ""]', `enum: [${values.join(', ')}]`);
    const { input, offset } = run(`${W}spec:\n  mode: |`, {}, crd);
    const list = complete({ ...input, texts: { ...input.texts, crd } }, 'objects', offset)!;
    expect(list.items.length).toBe(500);
    expect(list.isIncomplete).toBe(true);
  });
});

describe('hover', () => {
  const md = (objects: string, extra: Partial<AuthoringInput> = {}) => {
    const { input, offset } = run(objects, extra);
    return hover(input, 'objects', offset)?.markdown ?? '';
  };
  it('path as kubectl explain names it, type, escaped description, constraints', () => {
    const m = md(`${W}spec:\n  si|ze: 3\n`);
    expect(m).toContain('**widgets\\.spec\\.size** `<integer>`');
    expect(m).toContain('How big\\.');
    expect(m).toContain('- required');
    expect(m).toContain('- minimum: 1');
    expect(m).toContain('- maximum: 100');
  });
  it('Markdown and HTML in a description render as text', () => {
    const m = md(`${W}sp|ec:\n  size: 3\n`);
    expect(m).toContain('The &lt;b&gt;desired&lt;/b&gt; state\\. \\*Markdown\\* stays text\\.');
    expect(m).not.toContain('<b>');
  });
  it('rules at the node with their result for this object', () => {
    expect(md(`${W}metadata: {name: a}\nsp|ec:\n  size: 30\n`)).toMatch(/`self\.size <= 10` — size too big {2}\n {2}✗ failed: size too big/);
    expect(md(`${W}metadata: {name: a}\nsp|ec:\n  size: 3\n`)).toContain('✓ passed');
    // an object rejected before CEL runs (no name) has no result to show
    expect(md(`${W}sp|ec:\n  size: 3\n`)).toContain('not evaluated for this object');
  });
  it('list types and map keys, enums, defaults, nullable', () => {
    expect(md(`${W}spec:\n  po|rts: []\n`)).toContain('list type: `map`, map keys: `protocol`, `port`');
    expect(md(`${W}spec:\n  mode: Alw|ays\n`)).toContain('enum: `Always`, `Never`, `"yes"`, `""`');
    expect(md(`${W}spec:\n  col|or: red\n`)).toContain('default: `blue`');
    expect(md(`${W}spec:\n  not|hing: null\n`)).toContain('- nullable');
  });
  it('a list item, a map value, ObjectMeta', () => {
    expect(md(`${W}spec:\n  ports:\n  - po|rt: 80\n`)).toContain('**widgets\\.spec\\.ports\\.port** `<integer>`');
    expect(md(`${W}spec:\n  labels:\n    a|pp: x\n`)).toContain('**widgets\\.spec\\.labels\\.app** `<string>`');
    expect(md(`${W}metadata:\n  na|me: x\n`)).toContain('Unique name of the object');
  });
  it('a pruned field says so', () => {
    expect(md(`${W}spec:\n  bo|gus: 1\n`)).toContain('**prunes**');
  });
  it('apiVersion and kind values: the CRD and its versions, or why none serves them', () => {
    expect(md('apiVersion: example.com/v1\nkind: Wid|get\n')).toContain('`example.com/v1alpha1` not served');
    expect(md('apiVersion: example.com/v1alpha1\nkind: Wid|get\n')).toContain('this version is not served');
    // worded for every place the CRDs come from: the CRD editor, the CRD files of an editor's workspace
    expect(md('apiVersion: other.io/v1\nkind: Gad|get\n')).toContain('No CRD serves `other.io/v1 Gadget`.  \nCRDs: Widget \\(example\\.com\\)');
    const { input, offset } = run('api|Version: \n', {}, CRD + '---\n' + DEFAULT_CRD);
    expect(hover(input, 'objects', offset)?.markdown).toContain('No CRD serves this document until its `apiVersion` and `kind` name one.');
  });
  it('a key of a document that names no kind is not a field of the last of several CRDs', () => {
    const two = CRD + '---\n' + DEFAULT_CRD;
    const { input, offset } = run('repl|icaCount: 1\n', {}, two);
    expect(hover(input, 'objects', offset)?.markdown ?? '').not.toContain('crontabs');
  });
});

describe('go to definition', () => {
  const def = (objects: string) => {
    const { input, offset } = run(objects);
    return definition(input, 'objects', offset).map((d) => ({ editor: d.editor, text: CRD.slice(d.span.start, d.span.end), line: CRD.slice(0, d.span.start).split('\n').length }));
  };
  it('a field goes to its property key in the served version', () => {
    expect(def(`${W}spec:\n  si|ze: 3\n`)).toEqual([{ editor: 'crd', text: 'size', line: CRD.split('\n').findIndex((l) => l.trim() === 'size:') + 1 }]);
    expect(def('apiVersion: example.com/v2\nkind: Widget\nspec:\n  size|V2: 3\n')[0].text).toBe('sizeV2');
  });
  it('a list item field goes through items', () => {
    const d = def(`${W}spec:\n  ports:\n  - proto|col: UDP\n`);
    expect(d[0].text).toBe('protocol');
  });
  it('kind and apiVersion go to the CRD names and version', () => {
    expect(def(`${W}`.replace('Widget', 'Wid|get'))[0].text).toBe('Widget');
    expect(def('apiVersion: example.com/v|2\nkind: Widget\n')[0].text).toBe('v2');
  });
  it('nothing for metadata and pruned fields', () => {
    expect(def(`${W}metadata:\n  na|me: x\n`)).toEqual([]);
    expect(def(`${W}spec:\n  bo|gus: 1\n`)).toEqual([]);
  });
  it('from a schema property to the objects that use it', () => {
    const objects = `${W}spec:\n  size: 3\n---\n${W}spec:\n  size: 4\n`;
    const off = CRD.indexOf('size:\n                type: integer') + 2;
    const uses = definition({ texts: { crd: CRD, objects } }, 'crd', off);
    expect(uses.map((u) => [u.editor, objects.slice(u.span.start, u.span.end)])).toEqual([
      ['objects', 'size'],
      ['objects', 'size'],
    ]);
  });
});

describe('the default example', () => {
  it('completes CronTab spec fields and hovers replicas with its bounds', () => {
    const objects = DEFAULT_OBJECTS.replace('  replicas: 5\n', '  |\n');
    const { input, offset } = run(objects, {}, DEFAULT_CRD);
    expect(complete(input, 'objects', offset)!.items.map((i) => i.label)).toEqual(['replicas']);
    const h = DEFAULT_OBJECTS.indexOf('replicas') + 2;
    const m = hover({ texts: { crd: DEFAULT_CRD, objects: DEFAULT_OBJECTS } }, 'objects', h)!.markdown;
    expect(m).toContain('**crontabs\\.spec\\.replicas** `<integer>`');
    expect(m).toContain('- maximum: 10');
  });
});

describe('bad input gives what it can or nothing, never throws', () => {
  const inputs: [string, string, string][] = [
    ['broken YAML', CRD, `${W}spec:\n  size: [1, {\n  |`],
    ['a kind matching no CRD', CRD, 'apiVersion: x.io/v1\nkind: Nope\nspec:\n  |'],
    ['a CRD that does not parse', 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec: [', `${W}spec:\n  |`],
    [
      '$ref junk in a schema',
      CRD.replace('type: integer\n                minimum: 1', '$ref: "#/definitions/x"\n                items: 7\n                properties: [1, 2]'),
      `${W}spec:\n  size:\n    |`,
    ],
    ['properties that are not a map', CRD.replace('properties:\n              phase: {type: string}', 'properties: 42'), `${W}status:\n  |`],
    ['an empty CRD editor', '', `${W}spec:\n  |`],
    ['an empty object editor', CRD, '|'],
  ];
  it.each(inputs)('%s', (_n, crd, objects) => {
    const [text, offset] = at(objects);
    const input = { texts: { crd, objects: text } };
    for (let o = 0; o <= text.length; o++) {
      expect(() => complete(input, 'objects', o)).not.toThrow();
      expect(() => hover(input, 'objects', o)).not.toThrow();
      expect(() => definition(input, 'objects', o)).not.toThrow();
    }
    void offset;
  });
  it('an unknown kind still offers apiVersion, kind and metadata at the root', () => {
    expect(labels('apiVersion: x.io/v1\nkind: Nope\n|')).toEqual(['metadata']);
  });
  // `crd-playground check` skips a file with no apiVersion and kind (a Helm values file, a
  // package.json): a document with other keys and neither of them is not an object being written
  it.each([
    ['YAML', 'replicaCount: 1\nimage:\n  repository: nginx\n|'],
    ['JSON', '{"name": "x", "version": "1.0.0", |}'],
    ['JSON, a key being typed', '{"name": "x", "ver|"}'],
  ])('a document of other keys without apiVersion or kind (%s) gets no completion or hover', (_n, objects) => {
    expect(labels(objects)).toEqual([]);
    expect(labels(objects, CRD + '---\n' + DEFAULT_CRD)).toEqual([]);
    const [text] = at(objects);
    for (let o = 0; o <= text.length; o++) expect(hover({ texts: { crd: CRD, objects: text } }, 'objects', o)).toBeNull();
  });
  // ... but an object begun below its type meta (`spec:` first, as in the playground's objects editor beside one CRD)
  // has only keys of that CRD's root: it is one, and is completed and hovered as the CRD's
  it.each([
    ['spec first', 'spec:\n  |'],
    ['metadata, then spec', 'metadata:\n  name: x\nspec:\n  |'],
    ['status too', 'spec:\n  size: 1\nstatus:\n  phase: x\nspec2: 1\n---\nspec:\n  |'],
  ])('a document of the one CRD root keys without apiVersion or kind (%s) is completed and hovered', (_n, objects) => {
    expect(labels(objects)).toEqual(expect.arrayContaining(['size', 'mode']));
    const [text, offset] = at(objects);
    const specKey = text.lastIndexOf('spec:', offset);
    expect(hover({ texts: { crd: CRD, objects: text } }, 'objects', specKey + 1)?.markdown).toContain('desired');
  });
});
