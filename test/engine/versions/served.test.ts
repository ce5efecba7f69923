import { describe, expect, it } from 'vitest';
import { defaultDeprecationWarning, defaultVersion, deprecationWarning, resourceNames, restPaths, servedVersions, storageVersion } from '../../../src/engine/versions';
import type { CustomResourceDefinition } from '../../../src/engine/crd';

function crd(
  versions: { name: string; served?: boolean; storage?: boolean; deprecated?: boolean; deprecationWarning?: string; subresources?: object }[],
  extra: object = {},
): CustomResourceDefinition {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { plural: 'widgets', kind: 'Widget' },
      versions: versions.map((v) => ({ served: false, storage: false, ...v })),
      ...extra,
    },
  } as CustomResourceDefinition;
}

// customresource_handler_test.go Test_defaultDeprecationWarning
const deprecationRows: [string, string, Parameters<typeof crd>[0], string][] = [
  [
    'no replacement',
    'v1',
    [
      { name: 'v1', served: true, deprecated: true },
      { name: 'v2', served: true, deprecated: true },
      { name: 'v3', served: false },
    ],
    'example.com/v1 Widget is deprecated',
  ],
  [
    'replacement sorting',
    'v1',
    ['v1', 'v1alpha1', 'v1alpha2', 'v1beta1', 'v1beta2', 'v2', 'v2alpha1', 'v2alpha2', 'v2beta1', 'v2beta2']
      .map((name) => ({ name, served: true }))
      .concat(['v3', 'v3alpha1', 'v3alpha2', 'v3beta1', 'v3beta2'].map((name) => ({ name, served: false }))),
    'example.com/v1 Widget is deprecated; use example.com/v2 Widget',
  ],
  [
    'no newer replacement of equal stability',
    'v2',
    [
      { name: 'v1', served: true },
      { name: 'v3', served: false },
      { name: 'v3alpha1', served: true },
      { name: 'v3beta1', served: true },
      { name: 'v4', served: true, deprecated: true },
    ],
    'example.com/v2 Widget is deprecated',
  ],
];

describe('defaultDeprecationWarning (customresource_handler.go)', () => {
  it.each(deprecationRows)('%s', (_n, version, versions, expected) => {
    expect(defaultDeprecationWarning(crd(versions), version)).toBe(expected);
  });
});

describe('deprecationWarning (docs "Version deprecation" example)', () => {
  const docs = crd([
    {
      name: 'v1alpha1',
      served: true,
      deprecated: true,
      deprecationWarning: 'example.com/v1alpha1 CronTab is deprecated; see http://example.com/v1alpha1-v1 for instructions to migrate to example.com/v1 CronTab',
    },
    { name: 'v1beta1', served: true, deprecated: true },
    { name: 'v1', served: true, storage: true },
  ]);
  docs.spec.names.kind = 'CronTab';
  const rows: [string, string][] = [
    ['v1alpha1', 'example.com/v1alpha1 CronTab is deprecated; see http://example.com/v1alpha1-v1 for instructions to migrate to example.com/v1 CronTab'],
    ['v1beta1', 'example.com/v1beta1 CronTab is deprecated; use example.com/v1 CronTab'],
    ['v1', ''],
  ];
  it.each(rows)('%s → %j', (v, expected) => expect(deprecationWarning(docs, v)).toBe(expected));
});

describe('storage, served and default versions (GetCRDStorageVersion, discovery PreferredVersion)', () => {
  const rows: [string, Parameters<typeof crd>[0], string | undefined, string[], string | undefined][] = [
    [
      'docs "Specify multiple versions": v1 sorts before v1beta1 and is kubectl\'s default',
      [
        { name: 'v1beta1', served: true, storage: true },
        { name: 'v1', served: true },
      ],
      'v1beta1',
      ['v1', 'v1beta1'],
      'v1',
    ],
    [
      'docs "Version removal": v1beta1 no longer served',
      [
        { name: 'v1beta1', served: false },
        { name: 'v1', served: true, storage: true },
      ],
      'v1',
      ['v1'],
      'v1',
    ],
    ['no served version', [{ name: 'v1', served: false, storage: true }], 'v1', [], undefined],
    ['no storage version', [{ name: 'v2', served: true }], undefined, ['v2'], 'v2'],
  ];
  it.each(rows)('%s', (_n, versions, storage, served, dflt) => {
    const c = crd(versions);
    expect(storageVersion(c)).toBe(storage);
    expect(servedVersions(c)).toEqual(served);
    expect(defaultVersion(c)).toBe(dflt);
  });
});

describe('restPaths (docs: /apis/<group>/<version>/namespaces/*/<plural>, /status, /scale)', () => {
  it('namespaced, with status and scale subresources', () => {
    const c = crd([{ name: 'v1', served: true, storage: true, subresources: { status: {}, scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' } } }]);
    expect(restPaths(c)).toEqual([
      {
        version: 'v1',
        collection: '/apis/example.com/v1/namespaces/{namespace}/widgets',
        allNamespaces: '/apis/example.com/v1/widgets',
        item: '/apis/example.com/v1/namespaces/{namespace}/widgets/{name}',
        status: '/apis/example.com/v1/namespaces/{namespace}/widgets/{name}/status',
        scale: '/apis/example.com/v1/namespaces/{namespace}/widgets/{name}/scale',
      },
    ]);
  });
  it('cluster-scoped, served versions only, in priority order', () => {
    const c = crd([
      { name: 'v1beta1', served: true },
      { name: 'v1', served: true, storage: true },
      { name: 'v0', served: false },
    ]);
    c.spec.scope = 'Cluster';
    expect(restPaths(c).map((e) => [e.collection, e.item, e.allNamespaces])).toEqual([
      ['/apis/example.com/v1/widgets', '/apis/example.com/v1/widgets/{name}', undefined],
      ['/apis/example.com/v1beta1/widgets', '/apis/example.com/v1beta1/widgets/{name}', undefined],
    ]);
  });
});

describe('resourceNames (docs: singular, plural, short names; case-insensitive)', () => {
  it('docs CronTab', () => {
    const c = crd([{ name: 'v1', served: true, storage: true }]);
    c.spec.group = 'stable.example.com';
    c.spec.names = { plural: 'crontabs', singular: 'crontab', kind: 'CronTab', shortNames: ['ct'] };
    expect(resourceNames(c)).toEqual(['crontabs', 'crontab', 'ct', 'crontabs.stable.example.com', 'crontabs.v1.stable.example.com', 'crontab.stable.example.com', 'crontab.v1.stable.example.com']);
  });
});
