// Changes between a CRD and its next version (src/engine/upgrade/changes.ts), one row per kind of
// change. The kinds cover kubernetes-sigs/crdify's validations (pkg/validations: crd/scope,
// crd/existingfieldremoval, crd/storedversionremoval, property/enum, default, maximum/maxItems/
// maxLength/maxProperties, minimum/minItems/minLength/minProperties, required, type, description,
// pattern, nullable); the `crdify` column names the one each row corresponds to.
import { describe, expect, it } from 'vitest';
import { crdChanges } from '../../../src/engine/upgrade/changes';
import { CHANGE_KINDS } from '../../../src/engine/upgrade/kinds';
import type { CustomResourceDefinition } from '../../../src/engine/crd';
import { check } from '../../../src/engine';

type Doc = Record<string, any>;

function base(spec: Doc = {}): Doc {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'crontabs.stable.example.com' },
    spec: {
      group: 'stable.example.com',
      scope: 'Namespaced',
      names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab', listKind: 'CronTabList', shortNames: ['ct'], categories: ['all'] },
      versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: spec } } } } }],
    },
  };
}

type Row = [name: string, crdify: string, oldSpec: Doc, newSpec: Doc, expected: [kind: string, path: string, breaking: boolean][]];

const rows: Row[] = [
  ['removed field', 'existingFieldRemoval', { a: { type: 'string' }, b: { type: 'string' } }, { a: { type: 'string' } }, [['fieldRemoved', 'spec.b', true]]],
  ['added optional field', '—', { a: { type: 'string' } }, { a: { type: 'string' }, b: { type: 'integer' } }, [['fieldAdded', 'spec.b', false]]],
  ['type change', 'type', { a: { type: 'string' } }, { a: { type: 'integer' } }, [['typeChanged', 'spec.a', true]]],
  ['enum narrowed', 'enum (removed values)', { a: { type: 'string', enum: ['x', 'y'] } }, { a: { type: 'string', enum: ['x'] } }, [['enumNarrowed', 'spec.a', true]]],
  ['enum widened', 'enum (added values, additionPolicy Allow)', { a: { type: 'string', enum: ['x'] } }, { a: { type: 'string', enum: ['x', 'y'] } }, [['enumWidened', 'spec.a', false]]],
  ['enum added', 'enum (net new constraint)', { a: { type: 'string' } }, { a: { type: 'string', enum: ['x'] } }, [['enumAdded', 'spec.a', true]]],
  ['enum removed', '—', { a: { type: 'string', enum: ['x'] } }, { a: { type: 'string' } }, [['enumRemoved', 'spec.a', false]]],
  ['new required field', 'required', { a: { type: 'string' } }, { a: { type: 'string' }, b: { type: 'string' } }, [['fieldAdded', 'spec.b', false]]],
  ['maximum decreased', 'maximum', { a: { type: 'integer', maximum: 10 } }, { a: { type: 'integer', maximum: 5 } }, [['boundTightened', 'spec.a', true]]],
  ['maximum added', 'maximum (net new)', { a: { type: 'integer' } }, { a: { type: 'integer', maximum: 5 } }, [['boundTightened', 'spec.a', true]]],
  ['maximum increased', '—', { a: { type: 'integer', maximum: 5 } }, { a: { type: 'integer', maximum: 10 } }, [['boundLoosened', 'spec.a', false]]],
  ['minimum increased', 'minimum', { a: { type: 'integer', minimum: 1 } }, { a: { type: 'integer', minimum: 2 } }, [['boundTightened', 'spec.a', true]]],
  ['minimum removed', '—', { a: { type: 'integer', minimum: 1 } }, { a: { type: 'integer' } }, [['boundLoosened', 'spec.a', false]]],
  ['maxLength decreased', 'maxLength', { a: { type: 'string', maxLength: 10 } }, { a: { type: 'string', maxLength: 3 } }, [['boundTightened', 'spec.a', true]]],
  ['minLength added', 'minLength', { a: { type: 'string' } }, { a: { type: 'string', minLength: 1 } }, [['boundTightened', 'spec.a', true]]],
  [
    'maxItems decreased',
    'maxItems',
    { a: { type: 'array', items: { type: 'string' }, maxItems: 5 } },
    { a: { type: 'array', items: { type: 'string' }, maxItems: 2 } },
    [['boundTightened', 'spec.a', true]],
  ],
  ['minItems increased', 'minItems', { a: { type: 'array', items: { type: 'string' } } }, { a: { type: 'array', items: { type: 'string' }, minItems: 1 } }, [['boundTightened', 'spec.a', true]]],
  [
    'maxProperties decreased',
    'maxProperties',
    { a: { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 5 } },
    { a: { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 1 } },
    [['boundTightened', 'spec.a', true]],
  ],
  [
    'minProperties increased',
    'minProperties',
    { a: { type: 'object', additionalProperties: { type: 'string' } } },
    { a: { type: 'object', additionalProperties: { type: 'string' }, minProperties: 1 } },
    [['boundTightened', 'spec.a', true]],
  ],
  ['exclusiveMaximum set', '—', { a: { type: 'number', maximum: 5 } }, { a: { type: 'number', maximum: 5, exclusiveMaximum: true } }, [['boundTightened', 'spec.a', true]]],
  ['multipleOf added', '—', { a: { type: 'integer' } }, { a: { type: 'integer', multipleOf: 2 } }, [['boundTightened', 'spec.a', true]]],
  ['multipleOf relaxed to a divisor', '—', { a: { type: 'integer', multipleOf: 4 } }, { a: { type: 'integer', multipleOf: 2 } }, [['boundLoosened', 'spec.a', false]]],
  ['pattern added', 'pattern', { a: { type: 'string' } }, { a: { type: 'string', pattern: '^a' } }, [['patternChanged', 'spec.a', true]]],
  ['pattern changed', 'pattern', { a: { type: 'string', pattern: '^a' } }, { a: { type: 'string', pattern: '^b' } }, [['patternChanged', 'spec.a', true]]],
  ['pattern removed', 'pattern (removalPolicy Allow)', { a: { type: 'string', pattern: '^a' } }, { a: { type: 'string' } }, [['patternRemoved', 'spec.a', false]]],
  ['format added', '—', { a: { type: 'string' } }, { a: { type: 'string', format: 'date-time' } }, [['formatChanged', 'spec.a', true]]],
  ['default changed', 'default (changed)', { a: { type: 'string', default: 'x' } }, { a: { type: 'string', default: 'y' } }, [['defaultChanged', 'spec.a', true]]],
  ['default removed', 'default (removed)', { a: { type: 'string', default: 'x' } }, { a: { type: 'string' } }, [['defaultRemoved', 'spec.a', true]]],
  ['default added', 'default (ErrNetNewDefaultConstraint)', { a: { type: 'string' } }, { a: { type: 'string', default: 'x' } }, [['defaultAdded', 'spec.a', true]]],
  ['nullable removed', 'nullable (removal)', { a: { type: 'string', nullable: true } }, { a: { type: 'string' } }, [['nullableRemoved', 'spec.a', true]]],
  ['nullable added', 'nullable (addition, Allow)', { a: { type: 'string' } }, { a: { type: 'string', nullable: true } }, [['nullableAdded', 'spec.a', false]]],
  ['description changed', 'description', { a: { type: 'string', description: 'x' } }, { a: { type: 'string', description: 'y' } }, [['descriptionChanged', 'spec.a', false]]],
  [
    'list-type atomic → set',
    '—',
    { a: { type: 'array', items: { type: 'string' } } },
    { a: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'set' } },
    [['listTypeChanged', 'spec.a', true]],
  ],
  ['list-type explicit atomic is no change', '—', { a: { type: 'array', items: { type: 'string' } } }, { a: { type: 'array', items: { type: 'string' }, 'x-kubernetes-list-type': 'atomic' } }, []],
  [
    'list map keys changed',
    '—',
    {
      a: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['name'],
        items: { type: 'object', required: ['name', 'port'], properties: { name: { type: 'string' }, port: { type: 'integer' } } },
      },
    },
    {
      a: {
        type: 'array',
        'x-kubernetes-list-type': 'map',
        'x-kubernetes-list-map-keys': ['name', 'port'],
        items: { type: 'object', required: ['name', 'port'], properties: { name: { type: 'string' }, port: { type: 'integer' } } },
      },
    },
    [['mapKeysChanged', 'spec.a', true]],
  ],
  [
    'map-type granular → atomic',
    '—',
    { a: { type: 'object', additionalProperties: { type: 'string' } } },
    { a: { type: 'object', additionalProperties: { type: 'string' }, 'x-kubernetes-map-type': 'atomic' } },
    [['mapTypeChanged', 'spec.a', true]],
  ],
  ['preserve-unknown-fields removed', '—', { a: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } }, { a: { type: 'object' } }, [['preserveUnknownFieldsRemoved', 'spec.a', true]]],
  ['preserve-unknown-fields added', '—', { a: { type: 'object' } }, { a: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } }, [['preserveUnknownFieldsAdded', 'spec.a', false]]],
  [
    'int-or-string removed',
    '—',
    { a: { 'x-kubernetes-int-or-string': true } },
    { a: { type: 'integer' } },
    [
      ['typeChanged', 'spec.a', true],
      ['intOrStringChanged', 'spec.a', true],
    ],
  ],
  ['map values no longer allowed', '—', { a: { type: 'object', additionalProperties: { type: 'string' } } }, { a: { type: 'object' } }, [['additionalPropertiesRemoved', 'spec.a[*]', true]]],
  [
    'nested item field removed',
    'existingFieldRemoval',
    { a: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' }, y: { type: 'string' } } } } },
    { a: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' } } } } },
    [['fieldRemoved', 'spec.a[*].y', true]],
  ],
  ['CEL rule added', '—', { a: { type: 'string' } }, { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() > 1' }] } }, [['ruleAdded', 'spec.a', true]]],
  [
    'CEL rule changed',
    '—',
    { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() > 1' }] } },
    { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() > 2' }] } },
    [['ruleChanged', 'spec.a', true]],
  ],
  [
    'CEL rule message changed',
    '—',
    { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'true', message: 'a' }] } },
    { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'true', message: 'b' }] } },
    [['ruleChanged', 'spec.a', false]],
  ],
  ['CEL rule removed', '—', { a: { type: 'string', 'x-kubernetes-validations': [{ rule: 'true' }] } }, { a: { type: 'string' } }, [['ruleRemoved', 'spec.a', false]]],
  ['anyOf added', '—', { a: { type: 'string' } }, { a: { type: 'string', anyOf: [{ pattern: '^a' }] } }, [['validationChanged', 'spec.a', true]]],
];

function changesOf(o: Doc, n: Doc) {
  return crdChanges(o as unknown as CustomResourceDefinition, n as unknown as CustomResourceDefinition);
}

describe('schema changes per kind (crdify property validations and more)', () => {
  it.each(rows)('%s (crdify: %s)', (_name, _crdify, oldSpec, newSpec, expected) => {
    const got = changesOf(base(oldSpec), base(newSpec)).map((c) => [c.kind, c.path, c.breaking]);
    expect(got.sort()).toEqual([...expected].sort());
  });

  it('a new required field is reported as required (crdify: required)', () => {
    const o = base({ a: { type: 'string' } });
    const n = base({ a: { type: 'string' } });
    n.spec.versions[0].schema.openAPIV3Schema.properties.spec.required = ['a'];
    expect(changesOf(o, n).map((c) => [c.kind, c.path, c.breaking, c.version])).toEqual([['requiredAdded', 'spec.a', true, 'v1']]);
    // an existing property stays a breaking change with a default (crdify ErrNewRequiredFields)
    n.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.a.default = 'x';
    expect(changesOf(o, n).find((c) => c.kind === 'requiredAdded')?.breaking).toBe(true);
    // a property new in this version, required with a default, is filled in for every object
    const fresh = base({});
    expect(changesOf(fresh, n).find((c) => c.kind === 'requiredAdded')?.breaking).toBe(false);
  });

  it('every change has a path, version, known kind and a one-line message', () => {
    for (const [, , o, n] of rows) {
      for (const c of changesOf(base(o), base(n))) {
        expect(c.path).not.toBe('');
        expect(c.kind in CHANGE_KINDS).toBe(true);
        expect(c.message).not.toMatch(/\n/);
        expect(c.message.length).toBeGreaterThan(5);
      }
    }
  });
});

describe('CRD-wide and version changes (crdify scope, storedVersionRemoval, served versions)', () => {
  const twoVersions = () => {
    const c = base({ a: { type: 'string' } });
    c.spec.versions.push({ name: 'v2', served: true, storage: false, schema: structuredClone(c.spec.versions[0].schema) });
    return c;
  };
  const cases: [name: string, crdify: string, mutateOld: (c: Doc) => void, mutateNew: (c: Doc) => void, expected: [string, string, string, boolean][]][] = [
    ['scope changed', 'scope', () => {}, (c) => void (c.spec.scope = 'Cluster'), [['scopeChanged', '', 'spec.scope', true]]],
    ['kind renamed', '—', () => {}, (c) => void (c.spec.names.kind = 'Cron'), [['namesChanged', '', 'spec.names.kind', true]]],
    [
      'short name removed, category added',
      '—',
      () => {},
      (c) => void (c.spec.names = { ...c.spec.names, shortNames: [], categories: ['all', 'batch'] }),
      [
        ['shortNameRemoved', '', 'spec.names.shortNames', true],
        ['categoryAdded', '', 'spec.names.categories', false],
      ],
    ],
    ['version added', '—', () => {}, (c) => c.spec.versions.push({ ...structuredClone(c.spec.versions[0]), name: 'v3', storage: false }), [['versionAdded', 'v3', 'spec.versions', false]]],
    [
      'stored version removed',
      'storedVersionRemoval',
      (c) => Object.assign(c, { status: { storedVersions: ['v1', 'v2'] } }),
      (c) => void c.spec.versions.pop(),
      [['storedVersionRemoved', 'v2', 'spec.versions', true]],
    ],
    ['served version removed (never stored)', 'servedVersionRemoval', () => {}, (c) => void c.spec.versions.pop(), [['versionRemoved', 'v2', 'spec.versions', true]]],
    ['version no longer served', '—', () => {}, (c) => void (c.spec.versions[1].served = false), [['versionUnserved', 'v2', 'served', true]]],
    ['version deprecated', '—', () => {}, (c) => void (c.spec.versions[1].deprecated = true), [['versionDeprecated', 'v2', 'deprecated', false]]],
    [
      'storage version changed with None conversion and different schemas',
      'served version validator',
      () => {},
      (c) => {
        c.spec.versions[0].storage = false;
        c.spec.versions[1].storage = true;
        c.spec.versions[1].schema.openAPIV3Schema.properties.spec.properties.b = { type: 'string' };
      },
      // v2 → v1 drops spec.b for clients of v1: both served, conversion None (crdify served version validator)
      [
        ['storageVersionChanged', 'v2', 'storage', true],
        ['fieldAdded', 'v2', 'spec.b', false],
        ['servedVersionsIncompatible', 'v1', 'spec.b', true],
      ],
    ],
    [
      'storage version changed with identical schemas',
      '—',
      () => {},
      (c) => {
        c.spec.versions[0].storage = false;
        c.spec.versions[1].storage = true;
      },
      [['storageVersionChanged', 'v2', 'storage', false]],
    ],
    [
      'served versions made incompatible (None conversion)',
      'served version validator',
      () => {},
      (c) => void (c.spec.versions[1].schema.openAPIV3Schema.properties.spec.properties.a.enum = ['x']),
      [
        ['enumAdded', 'v2', 'spec.a', true],
        ['servedVersionsIncompatible', 'v2', 'spec.a', true],
      ],
    ],
    [
      'served versions already incompatible before: not reported again',
      'served version validator (existing issues subtracted)',
      (c) => void (c.spec.versions[1].schema.openAPIV3Schema.properties.spec.properties.a.enum = ['x']),
      (c) => void (c.spec.versions[1].schema.openAPIV3Schema.properties.spec.properties.a.enum = ['x']),
      [],
    ],
    [
      'served versions differ with a conversion webhook: not reported',
      '—',
      (c) => void (c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://x.example.com' } } }),
      (c) => {
        c.spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://x.example.com' } } };
        c.spec.versions[1].schema.openAPIV3Schema.properties.spec.properties.a.enum = ['x'];
      },
      [['enumAdded', 'v2', 'spec.a', true]],
    ],
    ['status subresource added', '—', () => {}, (c) => void (c.spec.versions[0].subresources = { status: {} }), [['subresourceAdded', 'v1', 'subresources.status', true]]],
    [
      'printer columns changed',
      '—',
      () => {},
      (c) => void (c.spec.versions[0].additionalPrinterColumns = [{ name: 'A', type: 'string', jsonPath: '.spec.a' }]),
      [['printerColumnsChanged', 'v1', 'additionalPrinterColumns', false]],
    ],
  ];
  it.each(cases)('%s (crdify: %s)', (_n, _c, mo, mn, expected) => {
    const o = twoVersions();
    mo(o);
    const n = twoVersions();
    mn(n);
    expect(
      changesOf(o, n)
        .map((c) => [c.kind, c.version, c.path, c.breaking])
        .sort(),
    ).toEqual([...expected].sort());
  });
  it('breaking changes come first', () => {
    const o = twoVersions();
    const n = twoVersions();
    n.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.b = { type: 'string' };
    n.spec.scope = 'Cluster';
    const got = changesOf(o, n);
    expect(got[0].kind).toBe('scopeChanged');
    expect(got.at(-1)?.breaking).toBe(false);
  });
});

describe('CrdReport.changes in check(): defaults, required and new served versions (issue 29)', () => {
  const crdText = (versions: Doc[]) => JSON.stringify({ ...base(), spec: { ...base().spec, versions } });
  const v = (name: string, storage: boolean, props: Doc, required?: string[]) => ({
    name,
    served: true,
    storage,
    schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: props, ...(required ? { required } : {}) } } } },
  });
  const rows: [name: string, oldVersions: Doc[], newVersions: Doc[], expected: [kind: string, version: string, path: string, breaking: boolean][]][] = [
    // crdify property/default: ErrNetNewDefaultConstraint
    ['a property gains a default', [v('v1', true, { a: { type: 'string' } })], [v('v1', true, { a: { type: 'string', default: 'x' } })], [['defaultAdded', 'v1', 'spec.a', true]]],
    // crdify property/required: ErrNewRequiredFields
    ['an existing property becomes required', [v('v1', true, { a: { type: 'string' } })], [v('v1', true, { a: { type: 'string' } }, ['a'])], [['requiredAdded', 'v1', 'spec.a', true]]],
    [
      'an existing property gains a default and becomes required',
      [v('v1', true, { a: { type: 'string' } })],
      [v('v1', true, { a: { type: 'string', default: 'x' } }, ['a'])],
      [
        ['defaultAdded', 'v1', 'spec.a', true],
        ['requiredAdded', 'v1', 'spec.a', true],
      ],
    ],
    [
      'a new served version without a field v1 keeps: not breaking by itself',
      [v('v1', true, { a: { type: 'string' }, b: { type: 'string' } })],
      [v('v1', true, { a: { type: 'string' }, b: { type: 'string' } }), v('v2', false, { a: { type: 'string' } })],
      [
        ['versionAdded', 'v2', 'spec.versions', false],
        ['servedVersionsIncompatible', 'v2', 'spec.b', false],
      ],
    ],
    [
      'a new served version with a field v1 does not have: not breaking by itself',
      [v('v1', true, { a: { type: 'string' } })],
      [v('v1', true, { a: { type: 'string' } }), v('v2', false, { a: { type: 'string' }, c: { type: 'string' } })],
      [
        ['versionAdded', 'v2', 'spec.versions', false],
        ['servedVersionsIncompatible', 'v1', 'spec.c', false],
      ],
    ],
    [
      'a field removed from a version that was served before stays breaking',
      [v('v1', true, { a: { type: 'string' }, b: { type: 'string' } }), v('v2', false, { a: { type: 'string' }, b: { type: 'string' } })],
      [v('v1', true, { a: { type: 'string' }, b: { type: 'string' } }), v('v2', false, { a: { type: 'string' } })],
      [
        ['fieldRemoved', 'v2', 'spec.b', true],
        ['servedVersionsIncompatible', 'v2', 'spec.b', true],
      ],
    ],
  ];
  it.each(rows)('%s', (_n, oldVersions, newVersions, expected) => {
    const r = check({ sources: [{ id: 'crd', text: crdText(newVersions) }], oldSources: [{ id: 'oldCrd', text: crdText(oldVersions) }] });
    expect(r.crds[0].errors).toEqual([]);
    expect(r.crds[0].changes!.map((c) => [c.kind, c.version, c.path, c.breaking]).sort()).toEqual([...expected].sort());
  });
});

describe('CrdReport.changes in check(): placed in the new CRD text', () => {
  it('a narrowed enum points at the enum in the new CRD', () => {
    const o = base({ mode: { type: 'string', enum: ['a', 'b'] } });
    const n = base({ mode: { type: 'string', enum: ['a'] } });
    const text = JSON.stringify(n, null, 1);
    const r = check({ sources: [{ id: 'crd', text }], oldSources: [{ id: 'oldCrd', text: JSON.stringify(o) }] });
    const [c] = r.crds[0].changes!;
    expect([c.kind, c.path, c.version, c.breaking, c.affects]).toEqual(['enumNarrowed', 'spec.mode', 'v1', true, ['clients', 'storedObjects']]);
    expect(c.message).toBe('enum value "b" removed: stored objects and clients using it are rejected');
    expect(text.slice(c.range!.start.offset, c.range!.end.offset).replace(/\s/g, '')).toBe('["a"]');
  });
});
