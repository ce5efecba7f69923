// crd-playground check / batch: exit codes and the JSON contract.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../fixtures/crontab';
import { fakeIo } from './fake-io';

const CRD = CRONTAB_CRD(VALIDATION_PROPS);
const GOOD = crontab('cronSpec: "* * * * */5"\nimage: x\nreplicas: 5');
const BAD = crontab('cronSpec: "* * * * */5"\nimage: x\nreplicas: 15\nextra: 1');

describe('crd-playground check: exit codes', () => {
  it.each([
    ['valid CRD and object', ['check', 'crd.yaml', 'good.yaml'], 0],
    ['validation errors', ['check', 'crd.yaml', 'bad.yaml'], 1],
    ['both in one multi-document file', ['check', 'all.yaml'], 1],
    ['unreadable file', ['check', 'missing.yaml'], 2],
    ['no files', ['check'], 2],
    ['unknown flag', ['check', '--frobnicate', 'crd.yaml'], 2],
    ['bad -o', ['check', '-o', 'xml', 'crd.yaml'], 2],
    ['unknown command', ['lint'], 2],
    ['help', ['--help'], 0],
  ])('%s → %i', async (_n, argv, code) => {
    const io = fakeIo({ 'crd.yaml': CRD, 'good.yaml': GOOD, 'bad.yaml': BAD, 'all.yaml': `${CRD}---\n${BAD}` });
    expect(await main(argv, io)).toBe(code);
  });

  it('reads stdin with -', async () => {
    const io = fakeIo({}, `${CRD}---\n${GOOD}`);
    expect(await main(['check', '-'], io)).toBe(0);
  });
});

describe('crd-playground check -o json: the documented shape', () => {
  it('objects carry apiVersion, kind, name, errors, warnings, pruned, defaulted, result', async () => {
    const io = fakeIo({ 'crd.yaml': CRD, 'bad.yaml': BAD });
    expect(await main(['check', 'crd.yaml', 'bad.yaml', '-o', 'json'], io)).toBe(1);
    const doc = JSON.parse(io.out);
    expect(Object.keys(doc)).toEqual(['kubeVersion', 'crds', 'objects', 'diagnostics']);
    expect(doc.crds).toHaveLength(1);
    expect(doc.crds[0]).toMatchObject({ name: 'crontabs.stable.example.com', errors: [], warnings: [] });
    expect(doc.crds[0].versions).toEqual([{ name: 'v1', served: true, storage: true, deprecated: false, default: true }]);
    const o = doc.objects[0];
    expect(o).toMatchObject({ apiVersion: 'stable.example.com/v1', kind: 'CronTab', name: 'my-new-cron-object', pruned: ['spec.extra'], defaulted: [] });
    expect(o.errors).toEqual([
      {
        field: 'spec.replicas',
        type: 'FieldValueInvalid',
        detail: 'spec.replicas in body should be less than or equal to 10',
        message: 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10',
        line: 8,
        column: 13,
        file: 'bad.yaml',
        code: 'field-error',
      },
    ]);
    expect(o.warnings.map((w: { message: string; code: string }) => [w.message, w.code])).toEqual([['Warning: unknown field "spec.extra"', 'unknown-field']]);
    expect(o.result.spec).toEqual({ cronSpec: '* * * * */5', image: 'x', replicas: 15 });
  });
});

describe('crd-playground batch: NDJSON in, NDJSON out, in order', () => {
  const schema = { type: 'object', properties: { a: { type: 'integer', maximum: 3, default: 1 }, s: { type: 'string' } } };
  const requests = [
    { op: 'versions', versions: ['v1', 'v10', 'v2', 'v1beta1', 'foo1'] },
    { op: 'validate', schema, object: { a: 5 } },
    { op: 'prune', schema, object: { a: 1, b: 2 }, isResourceRoot: false },
    { op: 'default', schema, object: {} },
    { op: 'structural', schema: { type: 'object', properties: { x: {} } } },
    'not json',
    { op: 'nope' },
    { op: 'check', documents: [JSON.parse(JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } }))] },
  ];
  it('answers each request', async () => {
    const io = fakeIo({}, requests.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n');
    expect(await main(['batch'], io)).toBe(0);
    const lines = io.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(requests.length);
    expect(lines[0]).toEqual({ sorted: ['v10', 'v2', 'v1', 'v1beta1', 'foo1'] });
    expect(lines[1].errors.map((e: { message: string }) => e.message)).toEqual(['a: Invalid value: 5: a in body should be less than or equal to 3']);
    expect(lines[2]).toEqual({ object: { a: 1 }, pruned: ['b'] });
    expect(lines[3]).toEqual({ object: { a: 1 } });
    expect(lines[4].violations.map((v: { message: string }) => v.message)).toEqual(['properties[x].type: Required value: must not be empty for specified object fields']);
    expect(lines[5].error).toMatch(/^request is not JSON/);
    expect(lines[6].error).toMatch(/^unknown op "nope"/);
    expect(lines[7]).toMatchObject({ crds: [], objects: [{ kind: 'ConfigMap', crd: null, errors: [] }] });
  });
});

describe('the installed bin', () => {
  it('runs the TypeScript CLI through node', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'all.yaml'), `${CRD}---\n${GOOD}`);
    const r = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'check', join(dir, 'all.yaml'), '-o', 'json'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).objects[0].errors).toEqual([]);
  });
});

describe('crd-playground batch: versions, conversion and kubectl-view ops', () => {
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'shirts.stable.example.com' },
    spec: {
      group: 'stable.example.com',
      scope: 'Namespaced',
      names: { plural: 'shirts', singular: 'shirt', kind: 'Shirt' },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { color: { type: 'string' }, size: { type: 'string' } } } } } },
          selectableFields: [{ jsonPath: '.spec.color' }, { jsonPath: '.spec.size' }],
        },
        {
          name: 'v2',
          served: true,
          storage: false,
          schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { color: { type: 'string', default: 'white' } } } } } },
        },
      ],
    },
  };
  const shirt = (name: string, color: string, size: string) => ({ apiVersion: 'stable.example.com/v1', kind: 'Shirt', metadata: { name }, spec: { color, size } });
  const objects = [shirt('example1', 'blue', 'S'), shirt('example2', 'blue', 'M'), shirt('example3', 'green', 'M')];

  async function ask(req: unknown): Promise<Record<string, unknown>> {
    const io = fakeIo({}, JSON.stringify(req) + '\n');
    await main(['batch'], io);
    return JSON.parse(io.out);
  }

  it.each([
    ['spec.color=blue', ['example1', 'example2']],
    ['spec.color=green,spec.size=M', ['example3']],
    ['spec.size!=M', ['example1']],
  ])('fieldSelector %s (the Shirts example of the docs)', async (selector, matches) => {
    expect(await ask({ op: 'fieldSelector', crd, objects, selector })).toEqual({ matches });
  });

  it('fieldSelector on a field that is not selectable gives the apiserver error', async () => {
    const r = await ask({ op: 'fieldSelector', crd, objects, selector: 'spec.pattern=x' });
    expect(r.error).toMatch(/spec\.pattern/);
  });

  it('convert: None conversion rewrites apiVersion, prunes and defaults against the target schema', async () => {
    const r = await ask({ op: 'convert', crd, object: objects[0], toVersion: 'v2' });
    expect(r.object).toEqual({ apiVersion: 'stable.example.com/v2', kind: 'Shirt', metadata: { name: 'example1' }, spec: { color: 'blue' } });
    expect(r.pruned).toEqual(['spec.size']);
  });

  it('conversionReview and checkConversionResponse: a response with the wrong uid is rejected', async () => {
    const webhookCRD = { ...crd, spec: { ...crd.spec, conversion: { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://example.com/convert' } } } } };
    const { review } = (await ask({ op: 'conversionReview', crd: webhookCRD, objects, toVersion: 'v2', uid: 'u-1' })) as {
      review: { apiVersion: string; request: { uid: string; desiredAPIVersion: string; objects: unknown[] } };
    };
    expect(review.apiVersion).toBe('apiextensions.k8s.io/v1');
    expect(review.request).toMatchObject({ uid: 'u-1', desiredAPIVersion: 'stable.example.com/v2' });
    expect(review.request.objects).toHaveLength(3);
    const converted = objects.map((o) => ({ ...o, apiVersion: 'stable.example.com/v2' }));
    const ok = await ask({
      op: 'checkConversionResponse',
      crd: webhookCRD,
      request: review,
      response: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'ConversionReview', response: { uid: 'u-1', result: { status: 'Success' }, convertedObjects: converted } },
    });
    expect(ok.errors).toEqual([]);
    const bad = await ask({
      op: 'checkConversionResponse',
      crd: webhookCRD,
      request: review,
      response: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'ConversionReview', response: { uid: 'other', result: { status: 'Success' }, convertedObjects: converted } },
    });
    expect((bad.errors as string[])[0]).toMatch(/uid/);
  });

  it('columns: typed cells as the Table returns them; a value of the wrong type is omitted', async () => {
    const r = await ask({
      op: 'columns',
      columns: [
        { name: 'Spec', type: 'string', jsonPath: '.spec.cronSpec' },
        { name: 'Replicas', type: 'integer', jsonPath: '.spec.replicas' },
      ],
      objects: [
        { metadata: { name: 'a' }, spec: { cronSpec: '* * * * */5', replicas: 'three' } },
        { metadata: { name: 'b' }, spec: { replicas: 3 } },
      ],
    });
    expect(r).toEqual({
      headers: ['Name', 'Spec', 'Replicas'],
      rows: [
        ['a', '* * * * */5', null],
        ['b', null, 3],
      ],
    });
  });

  it('a request that is not JSON gets encoding/json’s message (not V8’s) and the stream goes on', async () => {
    const io = fakeIo({}, ['not json', '{"op":"versions","versions":["v1"],}', JSON.stringify({ op: 'versions', versions: ['v1'] })].join('\n'));
    await main(['batch'], io);
    expect(
      io.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { error: "request is not JSON: invalid character 'o' in literal null (expecting 'u')" },
      { error: "request is not JSON: invalid character '}' looking for beginning of object key string" },
      { sorted: ['v1'] },
    ]);
  });

  it('a malformed request gets an error and the stream goes on', async () => {
    const io = fakeIo({}, [JSON.stringify({ op: 'convert', crd: { kind: 'Nope' }, object: {}, toVersion: 'v2' }), JSON.stringify({ op: 'versions', versions: ['v1'] })].join('\n'));
    await main(['batch'], io);
    const [a, b] = io.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(a.error).toMatch(/^"crd" is not a CustomResourceDefinition/);
    expect(b).toEqual({ sorted: ['v1'] });
  });
});
