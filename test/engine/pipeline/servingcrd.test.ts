// Which CRD serves an object (pipeline/objects.ts findServingCRD, as the apiserver's discovery
// finds the resource for a group, version and kind): the last CRD of the input with the object's
// group and kind that serves its version. An input of many CRDs is searched through an index by
// group and kind (from 16 CRDs on); the answers must be the ones a plain search gives, for
// streams (checkByDocument) and check() alike.
import { describe, expect, it } from 'vitest';
import { check, type CheckResult, type SourceText } from '../../../src/engine';
import { checkByDocument } from '../../../src/engine/pipeline/stream';

/** A CRD of kind `kind` in `group` (plural from the kind and a tag), its versions [name, served], and a `spec.n` bounded by `max`. */
function crd(group: string, kind: string, tag: string, versions: [string, boolean][], max: number): string {
  const plural = `${kind.toLowerCase()}s${tag}`;
  const vs = versions
    .map(
      ([name, served], i) =>
        `  - name: ${name}\n    served: ${served}\n    storage: ${i === 0}\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              n:\n                type: integer\n                maximum: ${max}\n`,
    )
    .join('');
  return `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${plural}.${group}\nspec:\n  group: ${group}\n  names:\n    kind: ${kind}\n    plural: ${plural}\n  scope: Namespaced\n  versions:\n${vs}`;
}

const obj = (apiVersion: string, kind: string, name: string) => `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: ${name}\n  namespace: d\nspec:\n  n: 5\n`;

/** Each object's CRD and version, or its first error. */
const served = (r: CheckResult) => r.objects.map((o) => `${o.name}: ${o.crd ?? '-'} ${o.version ?? '-'} ${o.errors.map((e) => e.message).join('; ')}`);

function sources(fillers: number): SourceText[] {
  const crds = [
    // the same group and kind three times: the last one that serves the version wins
    crd('a.io', 'Widget', '1', [['v1', true]], 100),
    crd(
      'a.io',
      'Widget',
      '2',
      [
        ['v1', true],
        ['v2', true],
      ],
      3,
    ),
    crd(
      'a.io',
      'Widget',
      '3',
      [
        ['v1', false],
        ['v2', true],
      ],
      100,
    ),
    // the same kind in another group
    crd('b.io', 'Widget', '4', [['v1', true]], 1),
  ];
  for (let i = 0; i < fillers; i++) crds.push(crd(`f${i}.io`, `Filler${i}`, '', [['v1', true]], 100));
  const objects = [
    obj('a.io/v1', 'Widget', 'w1'),
    obj('a.io/v2', 'Widget', 'w2'),
    obj('b.io/v1', 'Widget', 'w3'),
    obj('a.io/v3', 'Widget', 'w4'),
    obj('c.io/v1', 'Widget', 'w5'),
    obj(`f${Math.max(0, fillers - 1)}.io/v1`, `Filler${Math.max(0, fillers - 1)}`, 'f'),
  ];
  return [
    { id: 'crds.yaml', text: crds.join('---\n') },
    { id: 'objects.yaml', text: objects.join('---\n') },
  ];
}

describe('findServingCRD: the last CRD serving the group, version and kind', () => {
  const expected = [
    'w1: widgets2.a.io v1 spec.n: Invalid value: 5: spec.n in body should be less than or equal to 3',
    'w2: widgets3.a.io v2 ',
    'w3: widgets4.b.io v1 spec.n: Invalid value: 5: spec.n in body should be less than or equal to 1',
    'w4: - - no matches for kind "Widget" in version "a.io/v3"',
    'w5: - - no matches for kind "Widget" in version "c.io/v1"',
  ];
  // 4 + 2 CRDs: a plain search; 4 + 30: through the index
  it.each([2, 30])('with %i more CRDs of other kinds, streamed and whole', (fillers) => {
    const src = sources(fillers);
    for (const r of [checkByDocument({ sources: src }), check({ sources: src })]) {
      expect(r.crds).toHaveLength(4 + fillers);
      expect(served(r)).toEqual([...expected, `f: filler${fillers - 1}s.f${fillers - 1}.io v1 `]);
    }
  });
});
