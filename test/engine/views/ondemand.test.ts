// The on-demand views the view worker computes, on the gallery examples.
import { describe, expect, it } from 'vitest';
import type { CheckInput } from '../../../src/engine/api';
import { findExample } from '../../../src/examples/gallery';
import { ViewEngine, type ViewResult } from '../../../src/engine/views/ondemand';
import { responseSkeleton } from '../../../src/state/conversion';

function inputOf(id: string, patch: (crd: string) => string = (c) => c): CheckInput {
  const ex = findExample(id)!;
  return {
    sources: [
      { id: 'crd', text: patch(ex.crd) },
      { id: 'objects', text: ex.objects },
    ],
    options: { kubeVersion: '1.35' },
  };
}

function as<K extends ViewResult['kind']>(r: ViewResult, kind: K): Extract<ViewResult, { kind: K }> {
  expect(r.kind).toBe(kind);
  return r as Extract<ViewResult, { kind: K }>;
}

describe('view engine', () => {
  const views = new ViewEngine();

  it.each([
    ['spec.color=blue', ['example1', 'example2']],
    ['spec.color=green,spec.size=M', ['example3']],
    ['spec.size!=M', ['example1']],
    ['metadata.name=example2', ['example2']],
  ])('field selector %s on the Shirts example', (selector, names) => {
    const r = as(views.compute(inputOf('selectable-fields'), { kind: 'fieldSelector', selector }), 'fieldSelector');
    expect(r.groups).toEqual([{ crd: 'shirts.stable.example.com', kind: 'Shirt', version: 'v1', result: { matches: names } }]);
  });

  it('a rejected object is not stored, so no selector lists it', () => {
    const ex = findExample('selectable-fields')!;
    const input: CheckInput = {
      sources: [
        { id: 'crd', text: ex.crd },
        { id: 'objects', text: ex.objects.replace('color: green', 'color: 5') },
      ],
    };
    const r = as(views.compute(input, { kind: 'fieldSelector', selector: 'spec.size=M' }), 'fieldSelector');
    expect(r.groups[0].result).toEqual({ matches: ['example2'] });
  });

  it('columns: kubectl get and -o wide of the stored objects, restricted by a field selector; rejected objects apart', () => {
    const ex = findExample('selectable-fields')!;
    const crd = ex.crd.replace('    - jsonPath: .spec.size\n      name: Size\n      type: string\n', '    - jsonPath: .spec.size\n      name: Size\n      type: string\n      priority: 1\n');
    const input: CheckInput = {
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text: ex.objects.replace('color: green', 'color: 5') },
      ],
    };
    const all = as(views.compute(input, { kind: 'columns', selector: '' }), 'columns');
    expect(all.groups).toEqual([
      {
        crd: 'shirts.stable.example.com',
        resource: 'shirts.v1.stable.example.com',
        version: 'v1',
        table: 'NAME       COLOR\nexample1   blue\nexample2   blue\n',
        wideTable: 'NAME       COLOR   SIZE\nexample1   blue    S\nexample2   blue    M\n',
        listed: 2,
        rejected: ['example3'],
      },
    ]);
    const some = as(views.compute(input, { kind: 'columns', selector: 'spec.size=M' }), 'columns');
    expect(some.groups[0].selected).toEqual({ matches: ['example2'] });
    expect(some.groups[0].table).toBe('NAME       COLOR\nexample2   blue\n');
    const bad = as(views.compute(input, { kind: 'columns', selector: 'spec.weight=1' }), 'columns');
    expect(bad.groups[0].selected).toEqual({ error: 'field label not supported: spec.weight' });
    expect(bad.groups[0].listed).toBe(0);
  });

  it('a field that is not selectable gets the apiserver error', () => {
    const r = as(views.compute(inputOf('selectable-fields'), { kind: 'fieldSelector', selector: 'spec.weight=3' }), 'fieldSelector');
    expect(r.groups[0].result).toEqual({ error: 'field label not supported: spec.weight' });
  });

  it('OpenAPI v3, v2 and explain of a served version', () => {
    const r = as(views.compute(inputOf('printer-columns'), { kind: 'openapi', crd: 'crontabs.stable.example.com', version: 'v1' }), 'openapi');
    expect(r.v3).not.toBeNull();
    expect(r.v2).not.toBeNull();
    expect(JSON.stringify(r.v3)).toContain('com.example.stable.v1.CronTab');
    expect(r.explain.ok).toBe(true);
    if (r.explain.ok) {
      expect(r.explain.text).toContain('KIND:       CronTab');
      expect(r.explain.text).toContain('cronSpec\t<string>');
    }
  });

  it("explain of a field path, and kubectl's error for a field that does not exist", () => {
    const q = { kind: 'openapi' as const, crd: 'crontabs.stable.example.com', version: 'v1' };
    const r = as(views.compute(inputOf('printer-columns'), { ...q, path: 'spec.replicas' }), 'openapi');
    expect(r.path).toBe('spec.replicas');
    expect(r.explain).toEqual({ ok: true, text: expect.stringContaining('FIELD: replicas <integer>') });
    const bad = as(views.compute(inputOf('printer-columns'), { ...q, path: 'spec.nope' }), 'openapi');
    expect(bad.explain).toEqual({ ok: false, error: 'error: field "nope" does not exist' });
  });

  it('OpenAPI of an unknown CRD says so', () => {
    const r = as(views.compute(inputOf('printer-columns'), { kind: 'openapi', crd: 'nope.example.com', version: 'v1' }), 'openapi');
    expect(r.v3).toBeNull();
    expect(r.explain).toEqual({ ok: false, error: 'no CustomResourceDefinition nope.example.com' });
  });

  it('schema diff, None-conversion loss, strategy and categories', () => {
    const r = as(views.compute(inputOf('webhook-conversion'), { kind: 'schemaDiff', crd: 'crontabs.example.com', from: 'v1beta1', to: 'v1' }), 'schemaDiff');
    expect(r.strategy).toBe('Webhook');
    expect(r.changes).toEqual([
      { path: 'host', change: 'added' },
      { path: 'hostPort', change: 'removed' },
      { path: 'port', change: 'added' },
    ]);
    expect(r.noneWarnings).toEqual([]); // webhook conversion: None does not apply
    const none = as(
      views.compute(
        inputOf('webhook-conversion', (c) => c.replace('strategy: Webhook', 'strategy: None').replace(/\n    webhook:[\s\S]*?caBundle: "[^"]*"/, '')),
        {
          kind: 'schemaDiff',
          crd: 'crontabs.example.com',
          from: 'v1beta1',
          to: 'v1',
        },
      ),
      'schemaDiff',
    );
    expect(none.strategy).toBe('None');
    expect(none.noneWarnings).toContain('None conversion from v1beta1 to v1 drops hostPort: the v1 schema does not have this field, so it is pruned');
    const cats = as(views.compute(inputOf('categories'), { kind: 'schemaDiff', crd: 'crontabs.stable.example.com', from: 'v1', to: 'v1' }), 'schemaDiff');
    expect(cats.categories).toEqual(['all']);
    expect(cats.changes).toEqual([]);
  });

  it('a written status.storedVersions: what an update records and the apiserver refusal when a stored version left spec.versions', () => {
    // v1beta1 removed from spec.versions while status.storedVersions still lists it
    const removed = (c: string) => c.replace(/  - name: v1beta1\n[\s\S]*?(  - name: v1\n)/, '$1').replace('storage: false', 'storage: true') + 'status:\n  storedVersions: [v1beta1, v1]\n';
    const r = as(views.compute(inputOf('multiple-versions', removed), { kind: 'schemaDiff', crd: 'crontabs.example.com', from: 'v1', to: 'v1' }), 'schemaDiff');
    expect(r.update).toEqual({
      storedVersions: ['v1beta1', 'v1'],
      errors: [
        'status.storedVersions[0]: Invalid value: "v1beta1": missing from spec.versions; v1beta1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1beta1 and removes v1beta1 from status.storedVersions',
      ],
    });
    // switching the storage version appends it
    const switched = (c: string) =>
      c.replace('storage: true', 'storage: false').replace(/storage: false(\n    schema:(?:(?!- name)[\s\S])*?\n  conversion)/, 'storage: true$1') + 'status:\n  storedVersions: [v1beta1]\n';
    const s2 = as(views.compute(inputOf('multiple-versions', switched), { kind: 'schemaDiff', crd: 'crontabs.example.com', from: 'v1', to: 'v1beta1' }), 'schemaDiff');
    expect(s2.update).toEqual({ storedVersions: ['v1beta1', 'v1'], errors: [] });
    // no written status: nothing to say about updates
    const none = as(views.compute(inputOf('multiple-versions'), { kind: 'schemaDiff', crd: 'crontabs.example.com', from: 'v1', to: 'v1beta1' }), 'schemaDiff');
    expect(none.update).toBeUndefined();
  });

  it('webhook conversion: the request, a bad response and an accepted one validated at the target version', () => {
    const input = inputOf('webhook-conversion');
    const q = { kind: 'webhook' as const, crd: 'crontabs.example.com', toVersion: 'v1', uid: 'u-1' };
    const req = as(views.compute(input, q), 'webhook');
    expect(req.sent).toBe(1);
    expect(req.total).toBe(1);
    expect(req.outcome).toBeUndefined();
    const review = req.review as { apiVersion: string; request: { uid: string; desiredAPIVersion: string; objects: { metadata: { name: string } }[] } };
    expect(review.apiVersion).toBe('apiextensions.k8s.io/v1');
    expect(review.request.uid).toBe('u-1');
    expect(review.request.desiredAPIVersion).toBe('example.com/v1');
    expect(review.request.objects[0].metadata.name).toBe('my-new-cron-object');

    const wrongUID = as(views.compute(input, { ...q, response: responseSkeleton(req.review).replace('"u-1"', '"other"') }), 'webhook');
    expect(wrongUID.outcome?.errors).toEqual(['conversion webhook for example.com/v1beta1, Kind=CronTab failed: expected response.uid="u-1", got "other"']);

    // the skeleton keeps hostPort, which v1 does not know: accepted, and pruned at v1
    const ok = as(views.compute(input, { ...q, response: responseSkeleton(req.review) }), 'webhook');
    expect(ok.outcome?.errors).toEqual([]);
    expect(ok.outcome?.checks).toEqual([{ name: 'my-new-cron-object', apiVersion: 'example.com/v1', errors: [], warnings: [], pruned: ['hostPort'] }]);

    // a converted object that v1's schema rejects
    const body = JSON.parse(responseSkeleton(req.review));
    body.response.convertedObjects[0].port = 1234;
    const invalid = as(views.compute(input, { ...q, response: JSON.stringify(body) }), 'webhook');
    expect(invalid.outcome?.errors).toEqual([]);
    expect(invalid.outcome?.checks[0].errors.join('\n')).toContain('port: Invalid value: "integer": port in body must be of type string: "integer"');
  });

  it('webhook conversion to the version the objects are at sends nothing', () => {
    const r = as(views.compute(inputOf('webhook-conversion'), { kind: 'webhook', crd: 'crontabs.example.com', toVersion: 'v1beta1', uid: 'u' }), 'webhook');
    expect(r.review).toBeNull();
    expect(r.sent).toBe(0);
    expect(r.total).toBe(1);
  });
});
