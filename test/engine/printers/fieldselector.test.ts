// Pins apimachinery fields selector_test.go parsing rules (operators, escaping, error texts),
// the CR converter's ConvertFieldLabel (`field label not supported: <label>`), GetAttrs of
// selectableFields, and the "Field selectors" example of the CRD docs page (Shirts).
import { describe, expect, it } from 'vitest';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONValue } from '../../../src/engine/apis/json';
import { matchFieldSelector, parseFieldSelector } from '../../../src/engine/printers/fieldselector';

const shirtsCRD: CustomResourceDefinition = {
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
      { name: 'v2', served: true, storage: false },
    ],
  },
};
const shirt = (name: string, color: string, size: string) => ({ apiVersion: 'stable.example.com/v1', kind: 'Shirt', metadata: { name, namespace: 'default' }, spec: { color, size } });
const shirts = [shirt('example1', 'blue', 'S'), shirt('example2', 'blue', 'M'), shirt('example3', 'green', 'M')];

const matches: [string, string, string[]][] = [
  // docs page: --field-selector spec.color=blue
  ['docs: blue shirts', 'spec.color=blue', ['example1', 'example2']],
  // docs page: spec.color=green,spec.size=M (the page's sample output shows example2; the selector matches example3)
  ['docs: green and size M', 'spec.color=green,spec.size=M', ['example3']],
  ['== is equality', 'spec.size==M', ['example2', 'example3']],
  ['!= is inequality', 'spec.color!=blue', ['example3']],
  ['metadata.name is always selectable', 'metadata.name=example2', ['example2']],
  ['metadata.namespace is selectable for namespaced resources', 'metadata.namespace=default,spec.size=S', ['example1']],
  ['empty selector selects everything', '', ['example1', 'example2', 'example3']],
  ['empty terms are skipped', ',spec.size=S,', ['example1']],
  ['value compared as text', 'spec.color=Blue', []],
];

describe('matchFieldSelector: docs Shirts example and equality terms', () => {
  it.each(matches)('%s: %s', (_name, selector, names) => {
    expect(matchFieldSelector(shirtsCRD, 'v1', shirts, selector)).toMatchObject({ matches: names });
  });
});

const errors: [string, string, string, string][] = [
  ['field that is not selectable (ConvertFieldLabel)', 'v1', 'spec.image=x', 'field label not supported: spec.image'],
  ['selectable fields are per version', 'v2', 'spec.color=blue', 'field label not supported: spec.color'],
  ['terms are checked in sorted order', 'v1', 'spec.zzz=1,spec.aaa=2', 'field label not supported: spec.aaa'],
  ['a term without operator', 'v1', 'spec.color', "invalid selector: 'spec.color'; can't understand 'spec.color'"],
  ['unescaped = in a value', 'v1', 'spec.color=a=b', 'invalid field selector: unescaped character in value: 61'],
  ['invalid escape sequence', 'v1', 'spec.color=a\\b', 'invalid field selector: invalid escape sequence: \\b'],
  ['trailing backslash', 'v1', 'spec.color=a\\', 'invalid field selector: invalid escape sequence: \\'],
];

describe('matchFieldSelector: apiserver errors', () => {
  it.each(errors)('%s: %s', (_name, version, selector, error) => {
    expect(matchFieldSelector(shirtsCRD, version, shirts, selector)).toEqual({ error });
  });
});

const clusterCRD: CustomResourceDefinition = { ...shirtsCRD, spec: { ...shirtsCRD.spec, scope: 'Cluster' } };

describe('matchFieldSelector: scope and field values', () => {
  it('metadata.namespace is not supported for cluster-scoped resources', () => {
    expect(matchFieldSelector(clusterCRD, 'v1', shirts, 'metadata.namespace=default')).toEqual({ error: 'field label not supported: metadata.namespace' });
  });
  it('a missing or null field is the empty string', () => {
    const objs: JSONValue[] = [{ metadata: { name: 'a' }, spec: {} }, { metadata: { name: 'b' }, spec: { color: null } }, shirt('c', 'red', 'L')];
    expect(matchFieldSelector(shirtsCRD, 'v1', objs, 'spec.color=')).toMatchObject({ matches: ['a', 'b'] });
  });
  it('non-string values are compared with Go %v', () => {
    const crd: CustomResourceDefinition = {
      ...shirtsCRD,
      spec: { ...shirtsCRD.spec, versions: [{ ...shirtsCRD.spec.versions[0], selectableFields: [{ jsonPath: '.spec.n' }, { jsonPath: '.spec.on' }] }] },
    };
    const objs = [
      { metadata: { name: 'a' }, spec: { n: 3, on: true } },
      { metadata: { name: 'b' }, spec: { n: 1000000.5, on: false } },
    ];
    expect(matchFieldSelector(crd, 'v1', objs, 'spec.n=3,spec.on=true')).toMatchObject({ matches: ['a'] });
    expect(matchFieldSelector(crd, 'v1', objs, 'spec.n=1.0000005e+06')).toMatchObject({ matches: ['b'] });
  });
  it('escaped commas and equals signs in values', () => {
    const objs = [shirt('a', 'x,y=z', 'S')];
    expect(matchFieldSelector(shirtsCRD, 'v1', objs, 'spec.color=x\\,y\\=z')).toMatchObject({ matches: ['a'] });
  });
});

describe('parseFieldSelector: fields.ParseSelector', () => {
  const rows: [string, unknown][] = [
    [
      'a=b,c!=d,e==f',
      {
        terms: [
          { field: 'a', operator: '=', value: 'b' },
          { field: 'c', operator: '!=', value: 'd' },
          { field: 'e', operator: '==', value: 'f' },
        ],
      },
    ],
    [
      'z=1,a=2',
      {
        terms: [
          { field: 'a', operator: '=', value: '2' },
          { field: 'z', operator: '=', value: '1' },
        ],
      },
    ],
    ['x=', { terms: [{ field: 'x', operator: '=', value: '' }] }],
    ['=x', { terms: [{ field: '', operator: '=', value: 'x' }] }],
    ['a!==b', { error: 'invalid field selector: unescaped character in value: 61' }],
  ];
  it.each(rows)('%s', (selector, want) => expect(parseFieldSelector(selector)).toEqual(want));
});

// selector_test.go TestSelectorParse / TestSplitTerms / TestEscapeValue, with the error texts
describe('parseFieldSelector: selector_test.go', () => {
  const good: [string, { field: string; operator: string; value: string }[]][] = [
    [
      'x=a,y=b,z=c',
      [
        { field: 'x', operator: '=', value: 'a' },
        { field: 'y', operator: '=', value: 'b' },
        { field: 'z', operator: '=', value: 'c' },
      ],
    ],
    ['', []],
    [
      'x!=a,y=b',
      [
        { field: 'x', operator: '!=', value: 'a' },
        { field: 'y', operator: '=', value: 'b' },
      ],
    ],
    ['x=a||y\\=b', [{ field: 'x', operator: '=', value: 'a||y=b' }]],
    ['x=a\\=\\=b', [{ field: 'x', operator: '=', value: 'a==b' }]],
    // terms sort bytewise: "k2=v2" before "k=..."
    [
      'k=\\,,k2=v2',
      [
        { field: 'k2', operator: '=', value: 'v2' },
        { field: 'k', operator: '=', value: ',' },
      ],
    ],
    [
      'k=\\\\,k2=v2',
      [
        { field: 'k2', operator: '=', value: 'v2' },
        { field: 'k', operator: '=', value: '\\' },
      ],
    ],
    [
      '함=수,목=록',
      [
        { field: '목', operator: '=', value: '록' },
        { field: '함', operator: '=', value: '수' },
      ],
    ],
  ];
  it.each(good)('good: %s', (selector, terms) => expect(parseFieldSelector(selector)).toEqual({ terms }));
  const bad: [string, string][] = [
    ['x=a||y=b', 'invalid field selector: unescaped character in value: 61'],
    ['x==a==b', 'invalid field selector: unescaped character in value: 61'],
    ['x=a,b', "invalid selector: 'x=a,b'; can't understand 'b'"],
    ['x in (a)', "invalid selector: 'x in (a)'; can't understand 'x in (a)'"],
    ['x in (a,b,c)', "invalid selector: 'x in (a,b,c)'; can't understand 'b'"],
    ['x', "invalid selector: 'x'; can't understand 'x'"],
    ['k=\\', 'invalid field selector: invalid escape sequence: \\'],
    ['k=\\\\\\', 'invalid field selector: invalid escape sequence: \\'],
    ['k=\\a', 'invalid field selector: invalid escape sequence: \\a'],
  ];
  it.each(bad)('bad: %s', (selector, error) => expect(parseFieldSelector(selector)).toEqual({ error }));
});

// apiextensions-apiserver features: CustomResourceFieldSelectors is alpha (off by default) in 1.30 and
// beta (on) from 1.31; with it off selectableFields are dropped and ConvertFieldLabel knows only metadata
describe('field selectors per Kubernetes version (CustomResourceFieldSelectors gate)', () => {
  it.each([
    ['1.29', { error: 'field label not supported: spec.color' }],
    ['1.30', { error: 'field label not supported: spec.color' }],
    ['1.31', { matches: ['example1', 'example2'], indexes: [0, 1] }],
    ['1.37', { matches: ['example1', 'example2'], indexes: [0, 1] }],
  ])('%s', (kubeVersion, want) => {
    expect(matchFieldSelector(shirtsCRD, 'v1', shirts as JSONValue[], 'spec.color=blue', kubeVersion)).toEqual(want);
  });
  it('metadata.name works with the gate off', () => {
    expect(matchFieldSelector(shirtsCRD, 'v1', shirts as JSONValue[], 'metadata.name=example2', '1.30')).toEqual({ matches: ['example2'], indexes: [1] });
  });
});
