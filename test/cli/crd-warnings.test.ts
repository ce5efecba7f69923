// CRD warnings as a user of the CLI meets them: the text output prints them as kubectl prints a
// Warning header and counts them; `check -o json` lists them in crds[].warnings. The texts and
// version gates are registry/customresourcedefinition/strategy.go WarningsOnCreate (1.34+; every
// type's format from 1.36; sets of objects from 1.37), pinned in test/engine/pipeline/crdwarnings.test.ts.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeIo } from './fake-io';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget}
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
              s: {type: string, format: foo}
              n: {type: integer, format: uint32}
              b: {type: boolean, format: flag}
              l:
                type: array
                x-kubernetes-list-type: set
                items: {type: object, x-kubernetes-map-type: atomic, properties: {x: {type: string}}}
`;

const FOO = 'unrecognized format "foo"';
const UINT32 = 'unrecognized format "uint32"';
const FLAG = 'unrecognized format "flag"';
const SET = 'x-kubernetes-list-type: set for items of type "object" is not supported by server-side apply or CEL validation rules';

describe('check: CRD warnings in the text output and in -o json', () => {
  it.each([
    ['1.33', []],
    ['1.35', [FOO]],
    ['1.36', [FOO, UINT32, FLAG]],
    ['1.37', [FOO, UINT32, FLAG, SET]],
  ])('--kube-version %s', async (kubeVersion, expected) => {
    const text = fakeIo({ 'crd.yaml': CRD });
    expect(await main(['check', 'crd.yaml', '--kube-version', kubeVersion], text)).toBe(0);
    const printed = text.out.split('\n').filter((l) => l.includes('Warning: '));
    expect(printed.map((l) => l.replace(/^crd\.yaml:\d+:\d+: warning: Warning: /, ''))).toEqual(expected);
    expect(text.out).toContain(`1 CRD(s), 0 object(s): 0 error(s), ${expected.length} warning(s)`);

    const json = fakeIo({ 'crd.yaml': CRD });
    expect(await main(['check', 'crd.yaml', '--kube-version', kubeVersion, '-o', 'json'], json)).toBe(0);
    const doc = JSON.parse(json.out) as { crds: { warnings: { detail: string; message: string; code: string; line: number }[] }[] };
    expect(doc.crds[0].warnings.map((w) => w.detail)).toEqual(expected);
    for (const w of doc.crds[0].warnings) {
      expect(w.message).toBe(`Warning: ${w.detail}`);
      expect(w.code).toBe('warning-header');
      expect(w.line).toBeGreaterThan(0);
    }
  });
});
