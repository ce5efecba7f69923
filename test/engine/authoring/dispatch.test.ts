// The dispatcher routes each editor to its services: the previous CRD's editor (CRD update) is a
// CRD editor whose own text is the CRD, so it gets the same completion and hover as the CRD editor.
import { describe, expect, it } from 'vitest';
import { complete, hover } from '../../../src/engine/authoring';
import type { AuthoringInput } from '../../../src/engine/authoring/types';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.stable.example.com
spec:
  group: stable.example.com
  scope: Namespaced
  names: {kind: CronTab, plural: crontabs, singular: crontab}
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
              replicas:
                ty`;

const offsetOfEnd = CRD.length;

describe('dispatch by editor', () => {
  const rows: { name: string; input: AuthoringInput; editor: 'crd' | 'oldCrd' }[] = [
    { name: 'CRD editor', input: { texts: { crd: CRD, objects: '' } }, editor: 'crd' },
    { name: 'previous CRD editor reads its own text', input: { texts: { crd: '', objects: '', oldCrd: CRD } }, editor: 'oldCrd' },
  ];
  for (const row of rows) {
    it(`${row.name}: schema keywords are completed`, () => {
      const list = complete(row.input, row.editor, offsetOfEnd);
      expect(list?.items.map((i) => i.label)).toContain('type');
    });
    it(`${row.name}: hover explains a schema keyword`, () => {
      const h = hover(row.input, row.editor, CRD.indexOf('properties:') + 2);
      expect(h?.markdown ?? '').toMatch(/properties/);
    });
  }
  it("the previous CRD editor never reads the CRD editor's text", () => {
    const labels = (complete({ texts: { crd: CRD, objects: '' } }, 'oldCrd', offsetOfEnd)?.items ?? []).map((i) => i.label);
    expect(labels).not.toContain('type');
  });
});
