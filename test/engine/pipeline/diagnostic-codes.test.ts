// Every diagnostic carries a stable `code` (engine/diagnostics.ts) that the UI, the views and the
// CLI filter on instead of message text; `check -o json` carries it too.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { checkJson } from '../../../src/engine/ops/report';
import { cronTabCRD } from '../../fixtures/crontab-crd';

const CRD = cronTabCRD({ schema: 'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      replicas: {type: integer, maximum: 10}' });
const obj = (spec: string) => `apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: a\nspec:\n${spec}\n`;

const run = (objects: string, crd = CRD, kubeVersion?: string) =>
  check({
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: objects },
    ],
    options: kubeVersion ? { kubeVersion } : {},
  });
const codes = (r: ReturnType<typeof check>) => [...r.diagnostics, ...r.objects.flatMap((o) => [...o.errors, ...o.warnings]), ...r.crds.flatMap((c) => [...c.errors, ...c.warnings])].map((d) => d.code);

describe('diagnostic codes', () => {
  it.each([
    ['a field error (schema)', obj('  replicas: 15'), 'field-error'],
    ['an unknown field warning', obj('  replicas: 1\n  extra: x'), 'unknown-field'],
    ['a YAML error', 'a: [', 'yaml'],
    ['not an object (error validating data)', '- 1\n- 2\n', 'not-an-object'],
    ['no apiVersion or kind (error validating data)', 'metadata: {name: a}\n', 'not-an-object'],
    ['no CRD serves the kind', 'apiVersion: other.example.com/v1\nkind: Other\nmetadata: {name: a}\n', 'no-match'],
    ['a decode failure (400 BadRequest)', 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata: {name: 5}\n', 'bad-request'],
  ])('%s', (_name, objects, code) => {
    expect(codes(run(objects))).toContain(code);
  });
  it('a storage-version error of the CRD', () => {
    const twoStorage = CRD.replace('storage: true', 'storage: false');
    expect(twoStorage).not.toBe(CRD);
    const r = run(obj('  replicas: 1'), twoStorage);
    const d = r.crds.flatMap((c) => c.errors).find((x) => x.code === 'storage-version');
    expect(d?.message).toMatch(/must have exactly one version marked as storage version/);
  });
  it('a refused Kubernetes version', () => {
    expect(codes(run(obj('  replicas: 1'), CRD, '1.99'))).toEqual(['version-refused']);
  });
  it('check -o json carries the code of each diagnostic', () => {
    const json = checkJson(run(obj('  replicas: 15'))) as { objects: { errors: { code: string }[] }[] };
    expect(json.objects[0].errors.map((e) => e.code)).toEqual(['field-error']);
  });
});
