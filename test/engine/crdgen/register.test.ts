// crdmarkers.Register (controller-tools v0.21.0 pkg/crd/markers): 127 definitions under 77 names,
// each validation marker on fields, types and as items: on both; the targets of the others.

import { describe, expect, it } from 'vitest';
import { crdMarkerDefinitions, crdMarkerRegistry } from '../../../src/engine/crdgen';

describe('CRD marker definitions', () => {
  const defs = crdMarkerDefinitions();
  it('127 definitions under 77 names', () => {
    expect(defs).toHaveLength(127);
    expect(new Set(defs.map((d) => d.name)).size).toBe(77);
  });
  const cases: [string, string[]][] = [
    ['kubebuilder:validation:Maximum', ['field', 'type']],
    ['kubebuilder:validation:items:XValidation', ['field', 'type']],
    ['kubebuilder:validation:Optional', ['field', 'package']],
    ['kubebuilder:validation:ExactlyOneOf', ['type']],
    ['k8s:enum', ['field', 'type']],
    ['kubebuilder:printcolumn', ['type']],
    ['kubebuilder:externalDocs', ['field', 'type']],
    ['listMapKey', ['field', 'type']],
    ['groupName', ['package']],
    ['default', ['field']],
  ];
  for (const [name, targets] of cases) {
    it(`${name} on ${targets.join(', ')}`, () => {
      expect(
        crdMarkerRegistry()
          .definitionsNamed(name)
          .map((d) => d.target)
          .sort(),
      ).toEqual(targets);
    });
  }
});
