// One document at several Kubernetes versions in one engine: the CRD read at one version is read
// again from there at the others (pipeline/crds.ts), and the per-node memos of its validation and
// rule compilation are consulted at every version. What a version decides must still be that
// version's own: each finding below changes between versions in kube-apiserver —
// optionalOldSelf dropped before 1.30 (CRDValidationRatcheting, dropDisabledFields), selectableFields
// dropped before 1.31 (CustomResourceFieldSelectors), isSemver usable in new rules from 1.34
// (kubernetes#130648), the unrecognized-format warning from 1.34 and for typed formats from 1.36
// (WarningsOnCreate, kubernetes#132136), the warning for x-kubernetes-list-type set of objects
// from 1.37 (getNonScalarListTypeSetWarnings) — and each version is compared with an engine
// that has seen no other version (test/fresh-engine.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { check, compatibilityMatrix, SUPPORTED_KUBE_VERSIONS, type CheckInput, type CheckResult, type MatrixResult } from '../../../src/engine';
import { freshEngine } from '../../fresh-engine';
import { cronTab, cronTabCRD } from '../../fixtures/crontab-crd';

/** Enough fields that the subtrees are large enough to be remembered (cache/clean.ts MIN_SUBTREE). */
const fields = (n: number, indent: string) => Array.from({ length: n }, (_, i) => `${indent}f${i}: {type: string, maxLength: 16, default: "d${i}"}`).join('\n');

const CRD = cronTabCRD({
  schema: `type: object
properties:
  spec:
    type: object
    properties:
${fields(20, '      ')}
      v: {type: string, maxLength: 64, default: "1.0.0", example: "2.0.0"}
      when: {type: string, format: not-a-format}
      port: {type: integer, format: uint16}
      pairs:
        type: array
        maxItems: 4
        x-kubernetes-list-type: set
        items:
          type: object
          x-kubernetes-map-type: atomic
          properties:
${fields(18, '            ')}
    x-kubernetes-validations:
    - rule: "isSemver(self.v)"
    - rule: "oldSelf == oldSelf"
      optionalOldSelf: true`,
  versionExtra: `selectableFields:
- jsonPath: .spec.v`,
});

const OBJECTS = [cronTab('v: "1.2.3"\nwhen: soon\nport: 8080\npairs: [{f0: a}]'), cronTab('v: nope\nport: 70000', { name: 'bad' })].join('---\n');

const input: CheckInput = {
  sources: [
    { id: 'crd', text: CRD },
    { id: 'objects', text: OBJECTS },
  ],
};

const newestFirst = [...SUPPORTED_KUBE_VERSIONS].reverse();
const withoutTimes = (r: CheckResult) => ({ ...r, elapsedMs: 0 });
const matrixWithoutTimes = (m: MatrixResult) => ({ ...m, versions: m.versions.map((v) => ({ ...v, elapsedMs: 0 })) });
/** The CEL self type's name is numbered per process (cel/crd/compile.ts): engines count apart. */
const selfTypesOut = (x: unknown) => JSON.parse(JSON.stringify(x).replace(/selfType\d+/g, 'selfType'));

/** check() at one version in an engine that has checked nothing else. */
async function alone(kubeVersion: string): Promise<CheckResult> {
  const e = await freshEngine();
  return e.check({ ...input, options: { kubeVersion } });
}

describe('one document at every version in one engine: each version as if it were alone', () => {
  /** Each version's check() in an engine of its own. */
  const single = new Map<string, CheckResult>();
  beforeAll(async () => {
    for (const v of SUPPORTED_KUBE_VERSIONS) single.set(v, await alone(v));
  });

  it('the findings change between versions where kube-apiserver changes them (the input is worth comparing)', () => {
    const at = (v: string) => single.get(v)!.diagnostics.map((d) => `${d.severity}: ${d.message}`);
    const [v27, v33, v37] = [at('1.27'), at('1.33'), at('1.37')];
    expect(v27.some((m) => /optionalOldSelf is dropped/.test(m))).toBe(true);
    expect(v33.some((m) => /optionalOldSelf is dropped/.test(m))).toBe(false);
    expect(v33.some((m) => /undeclared reference to 'isSemver'/.test(m))).toBe(true);
    expect(v37.some((m) => /undeclared reference to 'isSemver'/.test(m))).toBe(false);
    expect(v37.some((m) => /failed rule: isSemver/.test(m))).toBe(true);
    expect(v33.some((m) => /unrecognized format/.test(m))).toBe(false);
    expect(v37.some((m) => /unrecognized format "not-a-format"/.test(m))).toBe(true);
    expect(v37.some((m) => /x-kubernetes-list-type: set for items of type "object"/.test(m))).toBe(true);
  });

  it('check(): newest to oldest, then oldest to newest, each version equal to the version alone', async () => {
    const shared = await freshEngine();
    for (const order of [newestFirst, [...SUPPORTED_KUBE_VERSIONS]]) {
      for (const v of order) expect(selfTypesOut(withoutTimes(shared.check({ ...input, options: { kubeVersion: v } }))), v).toEqual(selfTypesOut(withoutTimes(single.get(v)!)));
    }
  });

  it("compatibilityMatrix: every version's column equal to that version computed alone", async () => {
    const parts = [];
    for (const v of newestFirst) parts.push((await freshEngine()).matrixAtVersion(input, v));
    const expected = selfTypesOut(matrixWithoutTimes((await freshEngine()).combineMatrix(parts)));
    expect(selfTypesOut(matrixWithoutTimes((await freshEngine()).compatibilityMatrix(input)))).toEqual(expected);
    // this file's engine (warm from other files) too, and twice
    expect(selfTypesOut(matrixWithoutTimes(compatibilityMatrix(input)))).toEqual(expected);
    expect(selfTypesOut(matrixWithoutTimes(compatibilityMatrix(input)))).toEqual(expected);
    // and check() at one version after the matrix: as alone
    expect(selfTypesOut(withoutTimes(check({ ...input, options: { kubeVersion: '1.29' } })))).toEqual(selfTypesOut(withoutTimes(single.get('1.29')!)));
  });
});
