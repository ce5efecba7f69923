import { describe, expect, it } from 'vitest';
import {
  validateCustomResourceDefinitionStoredVersions,
  storedVersionsAfterWrite,
  storedVersionsAdvice,
  readCustomResourceDefinition,
  validateCustomResourceDefinition,
} from '../../../src/engine/crd';
import { FieldPath } from '../../../src/engine/field/path';
import type { CustomResourceDefinitionVersion } from '../../../src/engine/crd';
import { valueRendering } from '../../../src/engine/field/errorbody';

// validation_test.go TestValidateCustomResourceDefinitionStoredVersions (1.33+ messages, 1.34+ JSON values)
const rows: [string, string[], string, string[], string[]][] = [
  ['one version', ['v1'], 'v1', ['v1'], []],
  ['no stored version', ['v1'], 'v1', [], ['status.storedVersions: Invalid value: []: must have at least one stored version']],
  ['many versions', ['v1alpha', 'v1beta1', 'v1'], 'v1', ['v1alpha', 'v1'], []],
  [
    'missing stored versions',
    ['v1beta1', 'v1'],
    'v1',
    ['v1alpha', 'v1beta1', 'v1'],
    [
      'status.storedVersions[0]: Invalid value: "v1alpha": missing from spec.versions; v1alpha was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1alpha and removes v1alpha from status.storedVersions',
    ],
  ],
  ['missing storage versions', ['v1alpha', 'v1beta1', 'v1'], 'v1', ['v1alpha', 'v1beta1'], ['status.storedVersions: Invalid value: ["v1alpha","v1beta1"]: must have the storage version v1']],
];

describe('validateCustomResourceDefinitionStoredVersions', () => {
  it.each(rows)('%s', (_n, versions, storage, stored, expected) => {
    const vs = versions.map((name) => ({ name, served: true, storage: name === storage })) as CustomResourceDefinitionVersion[];
    expect(validateCustomResourceDefinitionStoredVersions(stored, vs, FieldPath.of('status', 'storedVersions'), '1.35').map((e) => e.toString(valueRendering('1.35')))).toEqual(expected);
  });
  it('before 1.33 a missing storage version passes the version itself, and removed versions "must appear in spec.versions"', () => {
    const vs = [{ name: 'v1', served: true, storage: true }] as CustomResourceDefinitionVersion[];
    expect(validateCustomResourceDefinitionStoredVersions(['v0'], vs, FieldPath.of('status', 'storedVersions'), '1.30').map((e) => e.toString(valueRendering('1.30')))).toEqual([
      'status.storedVersions: Invalid value: apiextensions.CustomResourceDefinitionVersion{Name:"v1", Served:true, Storage:true, Deprecated:false, DeprecationWarning:(*string)(nil), Schema:(*apiextensions.CustomResourceValidation)(nil), Subresources:(*apiextensions.CustomResourceSubresources)(nil), AdditionalPrinterColumns:[]apiextensions.CustomResourceColumnDefinition(nil), SelectableFields:[]apiextensions.SelectableField(nil)}: must have the storage version v1',
      'status.storedVersions[0]: Invalid value: "v0": must appear in spec.versions',
    ]);
  });
});

describe('storedVersionsAfterWrite (registry strategy PrepareForCreate / PrepareForUpdate)', () => {
  const v = (name: string, storage: boolean) => ({ name, served: true, storage }) as CustomResourceDefinitionVersion;
  it.each<[string, CustomResourceDefinitionVersion[], string[] | undefined, string[]]>([
    ['create: the storage version', [v('v1beta1', false), v('v1', true)], undefined, ['v1']],
    ['update: a new storage version is appended', [v('v1beta1', false), v('v1', true)], ['v1beta1'], ['v1beta1', 'v1']],
    ['update: unchanged', [v('v1', true)], ['v1'], ['v1']],
    ['no storage version', [v('v1', false)], undefined, []],
  ])('%s', (_n, versions, old, expected) => expect(storedVersionsAfterWrite(versions, old)).toEqual(expected));

  it('docs "Upgrade existing objects": switching storage to v1 keeps v1beta1 listed until migrated', () => {
    const doc = (storage: string) => ({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'crontabs.example.com' },
      spec: {
        group: 'example.com',
        scope: 'Namespaced',
        names: { plural: 'crontabs', kind: 'CronTab' },
        versions: ['v1beta1', 'v1'].map((name) => ({ name, served: true, storage: name === storage, schema: { openAPIV3Schema: { type: 'object' } } })),
      },
    });
    const old = readCustomResourceDefinition(doc('v1beta1')).crd!;
    const next = readCustomResourceDefinition(doc('v1')).crd!;
    expect(validateCustomResourceDefinition(next, { kubeVersion: '1.35', oldCRD: old })).toEqual([]);
    // dropping v1beta1 while it is still stored is refused
    next.spec.versions = next.spec.versions.filter((x) => x.name === 'v1');
    old.status = { storedVersions: ['v1beta1', 'v1'] };
    expect(validateCustomResourceDefinition(next, { kubeVersion: '1.35', oldCRD: old }).map((e) => e.toString(valueRendering('1.35')))).toEqual([
      'status.storedVersions[0]: Invalid value: "v1beta1": missing from spec.versions; v1beta1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1beta1 and removes v1beta1 from status.storedVersions',
    ]);
  });
});

describe('storedVersionsAdvice', () => {
  const v = (name: string, storage: boolean) => ({ name, served: true, storage }) as CustomResourceDefinitionVersion;
  it.each<[string, CustomResourceDefinitionVersion[], string[] | undefined, RegExp[]]>([
    ['nothing to say on create', [v('v1', true)], undefined, []],
    ['storage switched: old objects stay in v1beta1', [v('v1beta1', false), v('v1', true)], ['v1beta1'], [/^objects written before the switch stay stored as v1beta1/]],
    ['stored version removed', [v('v1', true)], ['v1beta1', 'v1'], [/^v1beta1 is still listed in status\.storedVersions/]],
  ])('%s', (_n, versions, old, patterns) => {
    const advice = storedVersionsAdvice(versions, old);
    expect(advice).toHaveLength(patterns.length);
    patterns.forEach((p, i) => expect(advice[i]).toMatch(p));
  });
});
