// crd-playground check --old: a property gaining a default or becoming required is a breaking
// change (kubernetes-sigs/crdify property/default ErrNetNewDefaultConstraint, property/required
// ErrNewRequiredFields), printed like a linter and failing --fail-on-breaking; a field missing
// from a newly added served version is listed, not breaking.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeIo } from './fake-io';

const version = (name: string, storage: boolean, props: string, required = '') => `
  - name: ${name}
    served: true
    storage: ${storage}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object${required}
            properties:${props}`;
const crd = (versions: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.stable.example.com
spec:
  group: stable.example.com
  scope: Namespaced
  names: {plural: crontabs, singular: crontab, kind: CronTab}
  versions:${versions}
`;
const A = '\n              a: {type: string}';
const A_DEFAULT = '\n              a: {type: string, default: x}';
const B = '\n              b: {type: string}';

const files = {
  'old.yaml': crd(version('v1', true, A + B)),
  'default.yaml': crd(version('v1', true, A_DEFAULT + B)),
  'required.yaml': crd(version('v1', true, A + B, '\n            required: [a]')),
  'v2.yaml': crd(version('v1', true, A + B) + version('v2', false, A)),
};

describe('check --old: defaults and required', () => {
  it.each([
    ['default.yaml', 'crontabs.stable.example.com: 1 breaking and 0 other change(s)', 'breaking: spec.a (v1): default "x" added', 1],
    ['required.yaml', 'crontabs.stable.example.com: 1 breaking and 0 other change(s)', 'breaking: spec.a (v1): now required', 1],
    ['v2.yaml', 'crontabs.stable.example.com: 0 breaking and 2 other change(s)', undefined, 0],
  ])('%s', async (file, summary, breaking, failOnBreaking) => {
    const io = fakeIo(files);
    expect(await main(['check', '--old', 'old.yaml', file], io)).toBe(0);
    expect(io.out).toContain(summary);
    if (breaking) expect(io.out).toContain(breaking);
    else expect(io.out).not.toContain('breaking: ');
    expect(await main(['check', '--old', 'old.yaml', file, '--fail-on-breaking'], fakeIo(files))).toBe(failOnBreaking);

    const json = fakeIo(files);
    await main(['check', '--old', 'old.yaml', file, '-o', 'json'], json);
    const changes = (JSON.parse(json.out) as { crds: { changes: { kind: string; breaking: boolean }[] }[] }).crds[0].changes;
    expect(changes.filter((c) => c.breaking).length).toBe(failOnBreaking);
  });
});
