// One reading of a Kubernetes version text for every behaviour gated by version (apis/kubeversion.ts).
// A version is what the CLI's --kube-version, a batch request's "kubeVersion", the app's option and
// share links accept: "1.N", one leading "v" and surrounding spaces ignored. A patch release
// ("1.35.0"), "2.0", "" or other text is refused at those entries; below them it behaves as the
// default version. Kubernetes gates these behaviours by minor release (kube-apiserver's
// DefaultCompatibilityVersion and feature gates are per 1.N: apiserver pkg/cel/environment,
// apiextensions-apiserver pkg/features), so the minor is all a version means here.
//
// Before the one reader, the sites read versions with ten different regexes: " 1.30" rendered bad
// values as 1.34+ (no trim in errorbody.ts) while its maxLength wording was 1.30's (trimmed), and
// "v1.30" turned field selectors on (printers/fieldselector.ts knew no "v"): both reachable through a
// batch request's own "kubeVersion", which the CLI checks but passes on as written.
import { describe, expect, it } from 'vitest';
import { DEFAULT_KUBE_VERSION, kubeMinor, readKubeMinor, supportedKubeVersion } from '../../../src/engine/apis/kubeversion';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { objectMetaNamesCapped } from '../../../src/engine/cel/crd/decltype';
import { defaultCompatibilityVersion } from '../../../src/engine/cel/crd/celenv';
import { formatCompatibilityFor } from '../../../src/engine/validation/formats/registry';
import { validationRatchetingEnabled } from '../../../src/engine/crd/dropdisabled';
import { matchFieldSelector } from '../../../src/engine/printers';
import { readCustomResourceDefinition } from '../../../src/engine/crd';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONValue } from '../../../src/engine/apis/json';
import { main } from '../../../src/cli/main';
import { fakeIo } from '../../cli/fake-io';

// [text, readKubeMinor, kubeMinor (what it behaves as), supportedKubeVersion]
const TEXTS: [string, number | undefined, number, string | undefined][] = [
  ['1.35', 35, 35, '1.35'],
  ['v1.35', 35, 35, '1.35'],
  [' 1.35', 35, 35, '1.35'],
  ['1.35 ', 35, 35, '1.35'],
  ['1.35.0', undefined, 37, undefined],
  ['v1.35.2', undefined, 37, undefined],
  ['1.30', 30, 30, '1.30'],
  [' v1.30\n', 30, 30, '1.30'],
  ['1.9', 9, 9, undefined],
  ['1.99', 99, 99, undefined],
  ['1.035', undefined, 37, undefined],
  ['V1.35', undefined, 37, undefined],
  ['vv1.35', undefined, 37, undefined],
  ['2.0', undefined, 37, undefined],
  ['', undefined, 37, undefined],
  ['garbage', undefined, 37, undefined],
];

describe('the version text', () => {
  it.each(TEXTS)('%j: read %j, behaves as 1.%j, supported as %j', (text, read, minor, supported) => {
    expect(readKubeMinor(text)).toBe(read);
    expect(kubeMinor(text)).toBe(minor);
    expect(supportedKubeVersion(text)).toBe(supported);
  });
  it('absent: the default version', () => {
    expect(kubeMinor(undefined)).toBe(readKubeMinor(DEFAULT_KUBE_VERSION));
    expect(DEFAULT_KUBE_VERSION).toBe('1.37');
  });
});

// Each gated behaviour of the engine, read through its own function: a text behaves exactly as the
// plain "1.N" it names, and a text that is not a version as the default. The 1.29 and 1.36 rows sit
// below the thresholds (1.30 ratcheting, 1.31 field selectors, 1.34 rendering, 1.35/1.36 formats,
// 1.37 capped names), so reading one of them as the default would show.
/** One CRD with a selectable field, read here and sent as written in batch requests below. */
const X_CRD = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'xs.example.com' },
  spec: {
    group: 'example.com',
    scope: 'Namespaced',
    names: { plural: 'xs', kind: 'X' },
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        selectableFields: [{ jsonPath: '.spec.color' }],
        schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { color: { type: 'string' } } } } } },
      },
    ],
  },
};
const crd = readCustomResourceDefinition(structuredClone(X_CRD)).crd as CustomResourceDefinition;
const objects: JSONValue[] = [{ apiVersion: 'example.com/v1', kind: 'X', metadata: { name: 'a' }, spec: { color: 'red' } }];

const behaviours: [string, (v: string) => unknown][] = [
  ['valueRendering (json.Marshal from 1.34)', (v) => valueRendering(v).complexValuesAsJSON],
  ['objectMetaNamesCapped (from 1.37)', (v) => objectMetaNamesCapped(v)],
  ['defaultCompatibilityVersion', (v) => defaultCompatibilityVersion(v)],
  ['formatCompatibilityFor', (v) => formatCompatibilityFor(v)],
  ['validationRatchetingEnabled (from 1.30)', (v) => validationRatchetingEnabled(v)],
  ['matchFieldSelector on a selectable field (from 1.31)', (v) => matchFieldSelector(crd, 'v1', objects, 'spec.color=red', v)],
];

// [text, the plain version it behaves as]
const SAME_AS: [string, string][] = [
  ['v1.29', '1.29'],
  [' 1.29', '1.29'],
  ['1.29\t', '1.29'],
  [' v1.36 ', '1.36'],
  ['1.9', '1.9'],
  ['1.29.0', '1.37'],
  ['1.36.2', '1.37'],
  ['2.0', '1.37'],
  ['', '1.37'],
  ['garbage', '1.37'],
];

describe('every gated behaviour reads the version the same way', () => {
  for (const [name, behaviour] of behaviours) {
    it.each(SAME_AS)(`${name}: %j behaves as %s`, (text, plain) => {
      expect(behaviour(text)).toEqual(behaviour(plain));
    });
  }
  it('the thresholds sit between the rows (the rows are not all alike)', () => {
    for (const [, behaviour] of behaviours) expect(behaviour('1.29')).not.toEqual(behaviour('1.37'));
    expect(defaultCompatibilityVersion('1.29')).toBe('1.28');
    expect(defaultCompatibilityVersion('garbage')).toBe('1.36');
  });
});

// Through the CLI, as a user passes a version (the batch requests send X_CRD as written).
const refused = (v: string) => ({ error: `Kubernetes version ${JSON.stringify(v)} is not supported: supported versions are 1.27 to 1.37` });
const SHARP_V = 'a: Unsupported value: map[string]interface {}{"y":2}: supported values: "{\\"x\\":1}"';
const AS_JSON = 'a: Unsupported value: {"y":2}: supported values: "{\\"x\\":1}"';
const OFF = { error: 'field label not supported: spec.color' };
const ON = { matches: ['a'] };

// [kubeVersion of the request, fieldSelector answer, validate message] — field selectors from 1.31
// (CustomResourceFieldSelectors beta), json.Marshal rendering from 1.34 (apimachinery c58e197e).
const BATCH: [string, unknown, string | undefined][] = [
  ['1.30', OFF, SHARP_V],
  ['v1.30', OFF, SHARP_V],
  [' 1.30', OFF, SHARP_V],
  ['1.35', ON, AS_JSON],
  ['v1.35', ON, AS_JSON],
  [' 1.35', ON, AS_JSON],
  ['1.35.0', refused('1.35.0'), undefined],
  ['1.9', refused('1.9'), undefined],
  ['2.0', refused('2.0'), undefined],
  ['', refused(''), undefined],
  ['garbage', refused('garbage'), undefined],
];

describe('crd-playground batch: a request with its own kubeVersion', () => {
  it.each(BATCH)('%j', async (kubeVersion, selected, message) => {
    const lines = [
      { op: 'fieldSelector', crd: X_CRD, objects, selector: 'spec.color=red', kubeVersion },
      { op: 'validate', kubeVersion, schema: { type: 'object', properties: { a: { type: 'object', enum: [{ x: 1 }] } } }, object: { a: { y: 2 } } },
    ];
    const io = fakeIo({}, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    await main(['batch'], io);
    const [sel, val] = io.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(sel).toEqual(selected);
    if (message === undefined) expect(val).toEqual(refused(kubeVersion));
    else expect(val.errors.map((e: { message: string }) => e.message)).toEqual([message]);
  });
});

describe('crd-playground check and sample --kube-version: the same texts accepted', () => {
  const CRD_YAML = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: xs.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {plural: xs, kind: X}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema: {type: object}
`;
  it.each([
    ['1.35', true],
    ['v1.35', true],
    [' 1.35', true],
    ['1.35.0', false],
    ['1.9', false],
    ['1.99', false],
    ['2.0', false],
    ['', false],
    ['garbage', false],
  ])('%j accepted: %s', async (v, accepted) => {
    for (const command of ['check', 'sample']) {
      const io = fakeIo({ 'crd.yaml': CRD_YAML });
      const code = await main([command, 'crd.yaml', '--kube-version', v], io);
      expect([command, code]).toEqual([command, accepted ? 0 : 2]);
      if (!accepted) expect(io.err).toContain(`--kube-version: Kubernetes version ${JSON.stringify(v)} is not supported: supported versions are 1.27 to 1.37`);
    }
  });
});
