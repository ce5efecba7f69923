// Batch ops answer a bad request with a result ({ok:false, error}), not a thrown exception; the CLI
// edge (src/cli/batch.ts answer) prints it as the {"error"} line it printed before (README batch
// table: a public contract). The texts are the ones the batch command printed when ops threw.
import { describe, expect, it } from 'vitest';
import { BATCH_OPS, batchResponse } from '../../../src/engine/ops';
import { answer } from '../../../src/cli/batch';

const CRD = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    names: { kind: 'Widget', plural: 'widgets' },
    scope: 'Namespaced',
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
  },
};

describe('a bad request is an ok:false result with the text the CLI prints', () => {
  it.each([
    ['check', { documents: 1 }, '"documents" must be an array of documents'],
    ['check', { sources: [], documents: [] }, 'give "sources" or "documents", not both'],
    ['check', { sources: [{ name: '', text: '' }] }, '"sources"[0].name must be a non-empty string'],
    ['check', { documents: [], old: 'x' }, '"old" must be an array of documents'],
    ['check', { documents: [], oldSources: 1 }, '"oldSources" must be an array of {"name","text"} objects'],
    ['matrix', { documents: [], kubeVersion: '1.30' }, '"kubeVersion" does not apply to the matrix op: it checks every supported version ("versions" selects some)'],
    ['matrix', { old: [] }, '"documents" must be an array of documents'],
    ['structural', {}, '"schema" must be an openAPIV3Schema object'],
    ['validate', { schema: 1, object: {} }, '"schema" must be an openAPIV3Schema object'],
    ['validate', { schema: {} }, '"object" is required'],
    ['prune', { schema: {} }, '"object" is required'],
    ['prune', { object: {} }, '"schema" must be an openAPIV3Schema object'],
    ['default', { object: {}, schema: [] }, '"schema" must be an openAPIV3Schema object'],
    ['convert', { crd: CRD, toVersion: 'v1' }, '"object" is required'],
    ['convert', { crd: CRD, object: {} }, '"toVersion" must be a non-empty string'],
    ['conversionReview', { crd: CRD, objects: {}, toVersion: 'v1' }, '"objects" must be an array'],
    ['checkConversionResponse', { crd: CRD, request: {} }, '"response" is required'],
    ['checkConversionResponse', { crd: CRD, request: {}, response: {} }, '"request" must be a ConversionReview with a request'],
    ['columns', { columns: [], objects: null }, '"objects" must be an array'],
    ['fieldSelector', { crd: CRD, objects: [] }, '"selector" must be a non-empty string'],
    ['cel', { expr: 1 }, '"expr" must be a string'],
    ['compile', {}, '"schema" must be an openAPIV3Schema object'],
    ['versions', { versions: [1] }, '"versions" must be an array of strings'],
  ])('%s %j', (op, req, error) => {
    expect(BATCH_OPS[op]!({ op, ...req }, {})).toEqual({ ok: false, error });
    expect(answer(JSON.stringify({ op, ...req }), {})).toEqual({ error });
  });

  it('a CRD that does not read names its first problem', () => {
    const r = BATCH_OPS.convert!({ crd: { kind: 'CustomResourceDefinition' }, object: {}, toVersion: 'v1' }, {});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^"crd" is not a CustomResourceDefinition: /);
  });
});

describe('answers that are responses stay responses, an "error" field included', () => {
  it.each([
    // a compile error and a conversion to a version the CRD lacks are what kube answers, not bad requests
    ['cel', { expr: '1 +' }, 'compileError'],
    ['conversionReview', { crd: CRD, objects: [], toVersion: 'v9' }, 'error'],
    ['versions', { versions: ['v1', 'v2'] }, 'sorted'],
  ])('%s', (op, req, key) => {
    const r = BATCH_OPS[op]!({ op, ...req }, {});
    expect(r.ok).toBe(true);
    expect(Object.keys(batchResponse(r))).toContain(key);
  });
});
