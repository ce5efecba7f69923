// crd-playground check --old with a previous CRD: update validation, breaking changes printed like
// a linter, --fail-on-breaking, and the JSON additions (crds[].update, crds[].changes,
// objects[].upgrade); batch check with the previous CRD in `old`.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeIo } from './fake-io';

const crd = (modeEnum: string, extra = '') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.stable.example.com
spec:
  group: stable.example.com
  scope: Namespaced${extra}
  names: {plural: crontabs, singular: crontab, kind: CronTab}
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
            properties:
              mode: {type: string, enum: ${modeEnum}}
`;
const OBJ = `---
apiVersion: stable.example.com/v1
kind: CronTab
metadata: {name: x}
spec: {mode: c}
`;
const files = {
  'old.yaml': crd('[a, b, c]'),
  'narrowed.yaml': crd('[a, b]'),
  'narrowed-obj.yaml': crd('[a, b]') + OBJ,
  'widened.yaml': crd('[a, b, c, d]'),
  'scope.yaml': crd('[a, b, c]').replace('scope: Namespaced', 'scope: Cluster'),
};

describe('check --old OLD.yaml NEW.yaml with a previous CRD', () => {
  it('prints breaking changes like a linter; exit 0 without --fail-on-breaking, 1 with it', async () => {
    const io = fakeIo(files);
    expect(await main(['check', '--old', 'old.yaml', 'narrowed.yaml'], io)).toBe(0);
    expect(io.out).toContain('narrowed.yaml:20:42: breaking: spec.mode (v1): enum value "c" removed: stored objects and clients using it are rejected\n');
    expect(io.out).toContain('narrowed.yaml: crontabs.stable.example.com: 1 breaking and 0 other change(s) from the previous CRD\n');
    // the object is created (--old has no objects): rejected; as a stored object it passes a no-op update
    const withObj = fakeIo(files);
    expect(await main(['check', '--old', 'old.yaml', 'narrowed-obj.yaml'], withObj)).toBe(1);
    expect(withObj.out).toContain('narrowed-obj.yaml:25:14: error: spec.mode: Unsupported value: "c": supported values: "a", "b"');
    expect(withObj.out).toMatch(/warning: under the new CRD 1 value of this stored object is invalid: an update that leaves it unchanged passes \(ratcheting\)/);
    expect(await main(['check', '--old', 'old.yaml', 'narrowed.yaml', '--fail-on-breaking'], fakeIo(files))).toBe(1);
    expect(await main(['check', '--old', 'old.yaml', 'widened.yaml', '--fail-on-breaking'], fakeIo(files))).toBe(0);
  });

  it('-o junit: with --fail-on-breaking the breaking changes fail the CRD test case (the run exits 1), else they are its output', async () => {
    // a CI job failed by --fail-on-breaking showed a JUnit report with no failure at all
    const failing = fakeIo(files);
    expect(await main(['check', '--old', 'old.yaml', 'narrowed.yaml', '--fail-on-breaking', '-o', 'junit'], failing)).toBe(1);
    const line = '20:42: breaking: spec.mode (v1): enum value &quot;c&quot; removed: stored objects and clients using it are rejected';
    expect(failing.out).toContain('<testsuites name="crd-playground check" tests="2" failures="1"');
    expect(failing.out).toContain(
      `<testcase name="CustomResourceDefinition/crontabs.stable.example.com" classname="narrowed.yaml">\n      <failure message="breaking: spec.mode (v1): enum value &quot;c&quot; removed: stored objects and clients using it are rejected" type="1 breaking change(s)">${line.replace(/&quot;/g, '"')}</failure>`,
    );
    const passing = fakeIo(files);
    expect(await main(['check', '--old', 'old.yaml', 'narrowed.yaml', '-o', 'junit'], passing)).toBe(0);
    expect(passing.out).toContain('failures="0"');
    expect(passing.out).toContain(`<system-out>${line.replace(/&quot;/g, '"')}</system-out>`);
  });

  it('an update error of the CRD (immutable scope) exits 1', async () => {
    const io = fakeIo(files);
    expect(await main(['check', '--old', 'old.yaml', 'scope.yaml'], io)).toBe(1);
    expect(io.out).toContain('error: spec.scope: Invalid value: "Cluster": field is immutable');
  });

  it('-o json: crds[].update, crds[].changes and objects[].upgrade', async () => {
    const io = fakeIo(files);
    await main(['check', '--old', 'old.yaml', 'narrowed-obj.yaml', '-o', 'json'], io);
    const doc = JSON.parse(io.out);
    const c = doc.crds[0];
    expect(c.update).toMatchObject({ errors: [], oldFile: 'old.yaml', oldDocument: 0 });
    expect(doc.objects[0].errors.map((e: { field: string }) => e.field)).toEqual(['spec.mode']);
    expect(c.changes).toEqual([
      {
        path: 'spec.mode',
        version: 'v1',
        kind: 'enumNarrowed',
        breaking: true,
        affects: ['clients', 'storedObjects'],
        keyword: 'enum',
        old: ['c'],
        new: ['a', 'b'],
        message: 'enum value "c" removed: stored objects and clients using it are rejected',
        line: 20,
        column: 42,
        file: 'narrowed-obj.yaml',
      },
    ]);
    const up = doc.objects[0].upgrade;
    expect(up).toMatchObject({ storedVersion: 'v1', version: 'v1', failsOnUpdate: false });
    expect(up.errors.map((e: { field: string; ratcheted?: boolean }) => [e.field, e.ratcheted])).toEqual([['spec.mode', true]]);
    expect(up.createErrors.map((e: { message: string; line: number }) => [e.message, e.line])).toEqual([['spec.mode: Unsupported value: "c": supported values: "a", "b"', 25]]);
    expect(up.object).toEqual({ apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'x' }, spec: { mode: 'c' } });
  });

  it('without a previous CRD the JSON has no update, changes or upgrade', async () => {
    const io = fakeIo(files);
    await main(['check', 'narrowed-obj.yaml', '-o', 'json'], io);
    const doc = JSON.parse(io.out);
    expect('update' in doc.crds[0] || 'changes' in doc.crds[0] || 'upgrade' in doc.objects[0]).toBe(false);
  });

  it('batch check: a CRD in old is the previous version', async () => {
    const { parseAllDocuments } = await import('yaml');
    const js = (t: string) => parseAllDocuments(t).map((d) => d.toJS());
    const req = { op: 'check', documents: js(files['narrowed-obj.yaml']), old: js(files['old.yaml']) };
    const io = fakeIo({}, JSON.stringify(req) + '\n');
    expect(await main(['batch'], io)).toBe(0);
    const res = JSON.parse(io.out.trim());
    expect(res.crds[0].changes.map((x: { kind: string }) => x.kind)).toEqual(['enumNarrowed']);
    expect(res.crds[0].update.oldFile).toBe('old');
    expect(res.objects[0].upgrade.createErrors.map((e: { field: string }) => e.field)).toEqual(['spec.mode']);
  });
});
