// The on-demand views bound the depth of the values they show: an object or schema whose YAML
// anchors nest into one another decodes far deeper than its text (up to the decoder's limit,
// yaml/documents.ts MAX_DEPTH), and a pasted webhook response is any JSON (kube-apiserver's JSON
// decoder accepts 10,000 levels, encoding/json maxNestingDepth): each view gives a notice instead
// of recursing through it (Columns, OpenAPI/explain, webhook conversion).
import { describe, expect, it } from 'vitest';
import type { CheckInput } from '../../../src/engine/api';
import { nestsDeeperThan, type JSONValue } from '../../../src/engine/apis/json';
import { VIEW_MAX_DEPTH, ViewEngine, type ViewQuery, type ViewResult } from '../../../src/engine/views/ondemand';

/** Anchors of 8 levels each, every one nesting the previous: `levels` deep from a few kB of text. */
function aliasChain(prefix: string, levels: number, leaf: string, wrap: (inner: string) => string): { anchors: string[]; last: string } {
  const anchors: string[] = [];
  const n = Math.ceil(levels / 8);
  for (let i = 1; i <= n; i++) {
    let inner = i > 1 ? `*${prefix}${i - 1}` : leaf;
    for (let j = 0; j < 8; j++) inner = wrap(inner);
    anchors.push(`  - &${prefix}${i} ${inner}`);
  }
  return { anchors, last: `*${prefix}${n}` };
}

function crdText(deepSchema: boolean): string {
  // each wrap is 3 levels: a schema, its properties, the property
  const s = aliasChain('s', 80, '{type: string}', (i) => `{type: object, properties: {x: ${i}}}`);
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: deeps.example.com
x-anchors:
${s.anchors.join('\n')}
spec:
  group: example.com
  names: {kind: Deep, plural: deeps}
  scope: Namespaced
  conversion: {strategy: Webhook, webhook: {conversionReviewVersions: [v1], clientConfig: {url: "https://conv.example.com"}}}
  versions:
  - name: v1
    served: true
    storage: true
    additionalPrinterColumns: [{name: Size, type: string, jsonPath: .spec.size}]
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, x-kubernetes-preserve-unknown-fields: true}
${deepSchema ? `          deep: ${s.last}\n` : ''}  - name: v2
    served: true
    storage: false
    schema:
      openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;
}

function objectText(name: string, deep: boolean): string {
  const a = aliasChain(`${name}x`, 600, '1', (i) => `{x: ${i}}`);
  return (
    ['apiVersion: example.com/v1', 'kind: Deep', `metadata: {name: ${name}}`, ...(deep ? ['anchors:', ...a.anchors, `spec: {size: big, deep: ${a.last}}`] : ['spec: {size: small}'])].join('\n') + '\n'
  );
}

function compute(objects: string, query: ViewQuery, deepSchema = false): ViewResult {
  const input: CheckInput = {
    sources: [
      { id: 'crd', text: crdText(deepSchema) },
      { id: 'objects', text: objects },
    ],
    options: { kubeVersion: '1.33' },
  };
  return new ViewEngine().compute(input, query);
}

function as<K extends ViewResult['kind']>(r: ViewResult, kind: K): Extract<ViewResult, { kind: K }> {
  expect(r.kind).toBe(kind);
  return r as Extract<ViewResult, { kind: K }>;
}

describe('nestsDeeperThan (iterative, shared subtrees measured once)', () => {
  const chain = (n: number): JSONValue => {
    let v: JSONValue = 1;
    for (let i = 0; i < n; i++) v = { x: v };
    return v;
  };
  // 2^60 paths through 60 shared levels: measured by its 60 distinct nodes
  let shared: JSONValue = [];
  for (let i = 0; i < 60; i++) shared = { a: shared, b: shared };
  it.each([
    ['a scalar', 1, 0, false],
    ['{} is one level', {}, 0, true],
    ['{} is one level', {}, 1, false],
    ['a chain of 100', chain(100), 100, false],
    ['a chain of 101', chain(101), 100, true],
    ['a chain of 10,000 (no stack)', chain(10_000), 100, true],
    ['wide but flat', Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, { v: [i] }])), 3, false],
    ['shared subtrees 61 deep', shared, 61, false],
    ['shared subtrees deeper than 60', shared, 60, true],
  ] as const)('%s (max %d) → %s', (_n, v, max, want) => {
    expect(nestsDeeperThan(v, max)).toBe(want);
  });
});

describe(`views leave out values nesting deeper than ${VIEW_MAX_DEPTH} levels, with a notice`, () => {
  it('Columns: the deep object is left out of the table with a notice, the others are listed', () => {
    const r = as(compute(objectText('flat', false) + '---\n' + objectText('deep', true), { kind: 'columns', selector: '' }), 'columns');
    expect(r.groups).toHaveLength(1);
    const g = r.groups[0];
    expect(g.tooDeep).toBe(`this view leaves out the object "deep": it nests deeper than ${VIEW_MAX_DEPTH} levels`);
    expect(g.listed).toBe(1);
    expect(g.table).toBe('NAME   SIZE\nflat   small\n');
  });

  it('OpenAPI and explain: a schema nesting too deep publishes no document and explains nothing, with a notice', () => {
    const r = as(compute(objectText('flat', false), { kind: 'openapi', crd: 'deeps.example.com', version: 'v1', path: '' }, true), 'openapi');
    const notice = `this view leaves out the schema of deeps.example.com v1: it nests deeper than ${VIEW_MAX_DEPTH} levels`;
    expect(r.tooDeep).toBe(notice);
    expect([r.v3, r.v2]).toEqual([null, null]);
    expect(r.explain).toEqual({ ok: false, error: notice });
    // the same CRD without the deep property publishes as usual
    const ok = as(compute(objectText('flat', false), { kind: 'openapi', crd: 'deeps.example.com', version: 'v1', path: '' }), 'openapi');
    expect(ok.tooDeep).toBeUndefined();
    expect(ok.v3).not.toBeNull();
  });

  it('webhook conversion: a deep object makes no ConversionReview; a response 10,000 deep is not checked', () => {
    const q: ViewQuery = { kind: 'webhook', crd: 'deeps.example.com', toVersion: 'v2', uid: 'u' };
    const deep = as(compute(objectText('deep', true), q), 'webhook');
    expect(deep).toMatchObject({ review: null, total: 1, tooDeep: `this view leaves out the object "deep": it nests deeper than ${VIEW_MAX_DEPTH} levels` });
    let spec = '1';
    for (let i = 0; i < 10_000; i++) spec = `{"x":${spec}}`;
    const response = `{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":"u","result":{"status":"Success"},"convertedObjects":[{"apiVersion":"example.com/v2","kind":"Deep","metadata":{"name":"flat"},"spec":${spec}}]}}`;
    const r = as(compute(objectText('flat', false), { ...q, response }), 'webhook');
    expect(r.review).not.toBeNull();
    expect(r.tooDeep).toBe(`this view leaves out the response: it nests deeper than ${VIEW_MAX_DEPTH} levels`);
    expect(r.outcome).toBeUndefined();
  });
});
