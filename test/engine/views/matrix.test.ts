// The compatibility matrix: the same input at every supported Kubernetes version. What it pins
// is kube-apiserver's per-version behaviour as the engine implements it: CEL libraries enter the
// NewExpressions environment (new rules in a CRD) one minor after they are introduced, because
// the compatibility version is one below the binary's (apiserver/pkg/cel/environment/base.go,
// DefaultCompatibilityVersion), while StoredExpressions (runtime) has them from their introduction.
import { describe, expect, it } from 'vitest';
import { combineMatrix, compatibilityMatrix, matrixAtVersion, matrixOrder, matrixSummary, readMatrixVersions, SUPPORTED_KUBE_VERSIONS, type CheckInput, type KubeVersion } from '../../../src/engine';
import { findExample } from '../../../src/examples/gallery';
import { cronTab, cronTabCRD } from '../../fixtures/crontab-crd';

const input = (crd: string, objects = ''): CheckInput => ({
  sources: [
    { id: 'crd', text: crd },
    { id: 'objects', text: objects },
  ],
});

const from = (v: KubeVersion) => SUPPORTED_KUBE_VERSIONS.slice(SUPPORTED_KUBE_VERSIONS.indexOf(v));
const before = (v: KubeVersion) => SUPPORTED_KUBE_VERSIONS.slice(0, SUPPORTED_KUBE_VERSIONS.indexOf(v));

/** A CronTab CRD with one rule on spec (spec.v: string, spec.n: integer, spec.l: list of strings). */
const ruleCRD = (rule: string) =>
  cronTabCRD({
    schema: `type: object
properties:
  spec:
    type: object
    properties:
      v: {type: string, maxLength: 64}
      n: {type: integer}
      l: {type: array, maxItems: 8, items: {type: string, maxLength: 8}}
    x-kubernetes-validations:
    - rule: ${JSON.stringify(rule)}`,
  });

describe('matrix: the semver example (kubernetes#130648: semver enabled in the base environment at 1.33, usable in new rules from 1.34)', () => {
  const e = findExample('semver-matrix')!;
  const m = compatibilityMatrix(input(e.crd, e.objects));

  it('has every supported version, oldest to newest', () => {
    expect(m.versions.map((v) => v.kubeVersion)).toEqual([...SUPPORTED_KUBE_VERSIONS]);
    expect(m.columns.map((c) => [c.kind, c.label])).toEqual([
      ['crd', 'crontabs.stable.example.com'],
      ['object', 'CronTab/my-new-cron-object'],
    ]);
  });

  it('rejects the CRD up to 1.33 and accepts it from 1.34 on', () => {
    const accepted = Object.fromEntries(m.versions.map((v) => [v.kubeVersion, v.cells[0].accepted]));
    for (const v of before('1.34')) expect(accepted[v], v).toBe(false);
    for (const v of from('1.34')) expect(accepted[v], v).toBe(true);
    for (const v of before('1.34')) expect(m.versions.find((r) => r.kubeVersion === v)!.firstError).toMatch(/compilation failed: ERROR: <input>:1:9: undeclared reference to 'isSemver'/);
  });

  it('the object cannot be created while its CRD is rejected, and is valid once it is accepted', () => {
    for (const v of m.versions) {
      const obj = v.cells[1];
      expect(obj.accepted, v.kubeVersion).toBe(from('1.34').includes(v.kubeVersion));
      if (obj.accepted) expect(obj.errors).toBe(0);
      else expect(obj.crdRejected).toBe(true);
    }
  });

  it("the CRD's first differing message is at 1.34: the compile error of 1.33 is gone", () => {
    const diffs = m.versions.filter((v) => v.cells[0].firstDifference).map((v) => [v.kubeVersion, v.cells[0].firstDifference!.change, v.cells[0].firstDifference!.against]);
    expect(diffs).toEqual([['1.34', 'removed', '1.33']]);
    const row = m.versions.find((v) => v.kubeVersion === '1.34')!;
    expect(row.cells[0].firstDifference?.message).toMatch(/undeclared reference to 'isSemver'/);
    expect(row.firstDifference).toEqual(row.cells[0].firstDifference);
    // nothing changes after 1.34
    expect(m.versions.filter((v) => from('1.35').includes(v.kubeVersion) && v.firstDifference)).toEqual([]);
  });

  it('counts for the batch op', () => {
    const s = matrixSummary(m).versions;
    expect(s.find((v) => v.kubeVersion === '1.33')).toMatchObject({ crdErrors: 1, objectErrors: 0, warnings: 0 });
    expect(s.find((v) => v.kubeVersion === '1.34')).toEqual({ kubeVersion: '1.34', crdErrors: 0, objectErrors: 0, warnings: 0 });
  });
});

describe('matrix: first version whose NewExpressions environment compiles a rule (base.go introduced versions + DefaultCompatibilityVersion)', () => {
  it.each<[string, string, KubeVersion]>([
    ['quantity library (introduced 1.28)', 'isQuantity(self.v)', '1.29'],
    ['sets extension (introduced 1.29)', 'sets.contains(self.l, ["a"])', '1.30'],
    ['IP library (introduced 1.30)', 'isIP(self.v)', '1.31'],
    ['format library (introduced 1.31)', '!format.dns1123Label().validate(self.v).hasValue()', '1.32'],
    ['two-variable comprehensions (introduced 1.32)', 'self.l.all(i, s, i >= 0)', '1.33'],
    ['semver library (introduced 1.33, kubernetes#130648)', 'isSemver(self.v)', '1.34'],
    ['lists extension v3 (introduced 1.34)', 'self.l.sort() == self.l', '1.35'],
  ])('%s: accepted from %s… (rule %s)', (_name, rule, first) => {
    const m = compatibilityMatrix(input(ruleCRD(rule)));
    const accepted = m.versions.filter((v) => v.cells[0].accepted).map((v) => v.kubeVersion);
    expect(accepted).toEqual(from(first));
    const boundary = m.versions.find((v) => v.kubeVersion === first)!;
    expect(boundary.firstDifference).toMatchObject({ change: 'removed', severity: 'error' });
  });
});

describe('matrix: inputs that are wrong at every version', () => {
  it('a CRD that fails everywhere: rejected by every version with the same message, so no row differs', () => {
    const crd = cronTabCRD({ schema: 'type: object' }).replace('scope: Namespaced', 'scope: Galaxy');
    const m = compatibilityMatrix(input(crd, cronTab('image: x')));
    for (const v of m.versions) {
      expect(v.cells[0].accepted).toBe(false);
      // ValidateCustomResourceDefinitionSpec: scope must be Cluster or Namespaced
      expect(v.firstError).toBe('spec.scope: Unsupported value: "Galaxy": supported values: "Cluster", "Namespaced"');
      expect(v.cells[1]).toMatchObject({ accepted: false, crdRejected: true });
      expect(v.firstDifference).toBeUndefined();
    }
  });

  it.each<[string, string, { crdErrors: number; objectErrors: number; documentErrors: number }, RegExp]>([
    [
      'an object of a kind no CRD serves',
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\n',
      { crdErrors: 0, objectErrors: 1, documentErrors: 0 },
      /^no matches for kind "Widget" in version "example.com\/v1"$/,
    ],
    ['a document without kind', 'apiVersion: example.com/v1\nmetadata: {name: w}\n', { crdErrors: 0, objectErrors: 0, documentErrors: 1 }, /kind not set/],
    ['YAML that does not parse', 'a: [1, 2\n', { crdErrors: 0, objectErrors: 0, documentErrors: 1 }, /./],
  ])('unknown documents: %s is an error at every version', (_name, text, counts, first) => {
    const m = compatibilityMatrix({ sources: [{ id: 'objects', text }] });
    expect(m.versions).toHaveLength(SUPPORTED_KUBE_VERSIONS.length);
    for (const v of m.versions) {
      expect(v).toMatchObject(counts);
      expect(v.firstError).toMatch(first);
      expect(v.firstDifference).toBeUndefined();
    }
  });

  it('empty input: a row per version with nothing in it', () => {
    for (const sources of [[], [{ id: 'crd', text: '' }], [{ id: 'crd', text: '---\n---\n' }]]) {
      const m = compatibilityMatrix({ sources });
      expect(m.columns).toEqual([]);
      expect(matrixSummary(m).versions).toEqual(SUPPORTED_KUBE_VERSIONS.map((kubeVersion) => ({ kubeVersion, crdErrors: 0, objectErrors: 0, warnings: 0 })));
    }
  });
});

describe('matrix: per version and combined (the worker streams versions newest first)', () => {
  const e = findExample('semver-matrix')!;
  const parts = matrixOrder().map((v) => matrixAtVersion(input(e.crd, e.objects), v));

  it('computes newest first', () => {
    expect(matrixOrder()[0]).toBe(SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1]);
    expect(parts.map((p) => p.kubeVersion)).toEqual([...SUPPORTED_KUBE_VERSIONS].reverse());
  });

  it('combining all parts in any order gives the whole matrix', () => {
    const whole = compatibilityMatrix(input(e.crd, e.objects));
    const strip = (m: ReturnType<typeof combineMatrix>) => m.versions.map(({ elapsedMs: _e, ...v }) => v);
    expect(strip(combineMatrix(parts))).toEqual(strip(whole));
    expect(strip(combineMatrix([...parts].reverse()))).toEqual(strip(whole));
    // parts that went through postMessage (structured clone) combine the same
    expect(strip(combineMatrix(parts.map((p) => structuredClone(p))))).toEqual(strip(whole));
  });

  it('a partial matrix compares a version only with its present older neighbour', () => {
    const byVersion = new Map(parts.map((p) => [p.kubeVersion, p]));
    const partial = combineMatrix([byVersion.get('1.37')!, byVersion.get('1.34')!, byVersion.get('1.33')!]);
    expect(partial.versions.map((v) => v.kubeVersion)).toEqual(['1.33', '1.34', '1.37']);
    expect(partial.versions[1].firstDifference?.against).toBe('1.33');
    // 1.36 is missing: 1.37 has no neighbour to differ from
    expect(partial.versions[2].firstDifference).toBeUndefined();
    const onlyNewest = combineMatrix([byVersion.get('1.34')!]);
    expect(onlyNewest.versions[0].firstDifference).toBeUndefined();
  });

  it('keeps the playground options but not its Kubernetes version', () => {
    const withVersion: CheckInput = { ...input(e.crd, e.objects), options: { kubeVersion: '1.27', strict: true } };
    expect(matrixAtVersion(withVersion, '1.37').crdErrors).toBe(0);
    const strict = matrixAtVersion({ ...input(e.crd, cronTab('version: "1.0.0"\nextra: 1')), options: { strict: true } }, '1.37');
    expect(strict.cells[1]).toMatchObject({ accepted: false, errors: 1, firstError: 'strict decoding error: unknown field "spec.extra"' });
  });
});

describe('readMatrixVersions: versions given by a user are supported ones or an error naming the range', () => {
  it.each<[string, unknown, KubeVersion[] | RegExp]>([
    ['absent: every supported version', undefined, [...SUPPORTED_KUBE_VERSIONS]],
    ['a subset, duplicates once', ['1.37', '1.30', '1.37'], ['1.37', '1.30']],
    ['newer than supported', ['1.40'], /^Kubernetes version "1\.40" is not supported: supported versions are 1\.27 to 1\.37$/],
    ['older than supported', ['1.26'], /"1\.26" is not supported: supported versions are 1\.27 to 1\.37/],
    ['malformed', ['one.thirty'], /^malformed Kubernetes version "one\.thirty": versions look like 1\.37/],
    ['not a string', [1.3], /^malformed Kubernetes version 1\.3/],
    ['not an array', '1.30', /"versions" must be a non-empty array/],
    ['empty', [], /"versions" must be a non-empty array/],
  ])('%s', (_name, value, want) => {
    const r = readMatrixVersions(value);
    if (want instanceof RegExp) expect('error' in r ? r.error : r).toMatch(want);
    else expect(r).toEqual({ versions: want });
  });
});
