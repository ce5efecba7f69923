// Conformance with controller-tools v0.21.0's goldens (pkg/crd/parser_integration_test.go: the
// golden unmarshalled, the controller-gen.kubebuilder.io/version annotation deleted, compared as
// values; gen_integration_test.go's goldens the same way here). Read from the controller-tools
// mirror (or CONTROLLER_TOOLS_DIR) with `git show`; k8s.io/api and apimachinery v0.36.0 from their
// mirrors for the imports. Skipped, with a message, when the mirrors are absent.

import { describe, expect, it } from 'vitest';
import type { JSONObject, JSONValue } from '../../../src/engine/apis/json';
import { generateCRDs, packagesFromFiles, type CrdGenOptions, type GoSourceFile } from '../../../src/engine/crdgen';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { controllerToolsDir, CT_TAG, k8sMirrorsPresent, k8sPackages, kubebuilderDir, show, showAll, testdataFiles, tutorialFiles, TUTORIAL } from './mirror';

const dir = controllerToolsDir();
const present = dir !== undefined && k8sMirrorsPresent();

interface GoldenCase {
  golden: string;
  /** Package directories (relative to pkg/crd/testdata) given as roots. */
  roots: string[];
  options: CrdGenOptions;
}

const ROOT_OPTS: CrdGenOptions = { ignoreUnexportedFields: true, allowDangerousTypes: true };

// parser_integration_test.go and the //go:generate lines of the testdata packages
const CASES: GoldenCase[] = [
  { golden: 'testdata.kubebuilder.io_cronjobs.yaml', roots: ['', 'unserved', 'deprecated'], options: ROOT_OPTS },
  { golden: 'testdata.kubebuilder.io_jobs.yaml', roots: ['job'], options: ROOT_OPTS },
  { golden: 'testdata.kubebuilder.io_oneofs.yaml', roots: ['oneof'], options: ROOT_OPTS },
  { golden: 'testdata.kubebuilder.io_enums.yaml', roots: ['enum'], options: ROOT_OPTS },
  { golden: 'testdata.kubebuilder.io_externaldocs.yaml', roots: ['external_docs'], options: ROOT_OPTS },
  { golden: 'testdata.kubebuilder.io_immutabletypes.yaml', roots: ['immutable'], options: ROOT_OPTS },
  { golden: 'testdata._cronjobs.yaml', roots: ['nogroup'], options: ROOT_OPTS },
  { golden: 'plural/plural.example.com_testquotas.yaml', roots: ['plural'], options: {} },
  { golden: 'multiple_versions/testdata.kubebuilder.io_versionedresources.yaml', roots: ['multiple_versions/v1beta1', 'multiple_versions/v1beta2'], options: {} },
  { golden: 'gen/bar.example.com_foos.yaml', roots: ['gen'], options: {} },
  { golden: 'gen/bar.example.com_foos_maxdesclen.yaml', roots: ['gen'], options: { maxDescLen: 50 } },
  { golden: 'gen/zoo/bar.example.com_zoos.yaml', roots: ['gen/zoo'], options: {} },
];

function withoutAttribution(crd: JSONValue | undefined): JSONValue | undefined {
  if (!crd || typeof crd !== 'object' || Array.isArray(crd)) return crd;
  const c = structuredClone(crd) as JSONObject;
  const meta = c.metadata as JSONObject | undefined;
  const ann = meta?.annotations as JSONObject | undefined;
  if (ann) {
    delete ann['controller-gen.kubebuilder.io/version'];
    if (Object.keys(ann).length === 0) delete meta!.annotations;
  }
  delete c.status;
  return c;
}

let allFiles: GoSourceFile[] | undefined;
let extras: ReturnType<typeof k8sPackages> | undefined;
/** Every case's golden, read with one git process on first use. */
let goldens: Map<string, string> | undefined;

function goldenOf(c: GoldenCase): string {
  if (!goldens) {
    const texts = showAll(
      dir!,
      CT_TAG,
      CASES.map((x) => `pkg/crd/testdata/${x.golden}`),
    );
    goldens = new Map(CASES.map((x, i) => [x.golden, texts[i]!]));
  }
  return goldens.get(c.golden)!;
}

function generateFor(c: GoldenCase) {
  allFiles ??= testdataFiles(dir!);
  const { module, packages } = packagesFromFiles(allFiles);
  const rootPaths = new Set(c.roots.map((r) => (r === '' ? module : `${module}/${r}`)));
  extras ??= k8sPackages([
    'k8s.io/apimachinery/pkg/apis/meta/v1',
    'k8s.io/api/core/v1',
    'k8s.io/api/batch/v1beta1',
    'k8s.io/apimachinery/pkg/runtime',
    'k8s.io/apimachinery/pkg/util/intstr',
    'k8s.io/apimachinery/pkg/api/resource',
  ]);
  // the module's other packages are provided too (roots import siblings such as ./unserved)
  const roots = packages.filter((p) => rootPaths.has(p.importPath));
  const others = packages.filter((p) => !rootPaths.has(p.importPath));
  return generateCRDs({ module, packages: roots, extra: [...others, ...extras] }, c.options);
}

describe('controller-tools v0.21.0 goldens (pkg/crd/testdata)', () => {
  it.runIf(!present)('is skipped: no controller-tools / kubernetes mirror (set CONTROLLER_TOOLS_DIR)', () => {
    console.warn('crdgen conformance skipped: controller-tools v0.21.0 or k8s.io/api mirror absent (set CONTROLLER_TOOLS_DIR)');
  });

  const results: { golden: string; ok: boolean }[] = [];
  for (const c of CASES) {
    it.runIf(present)(`${c.golden} equals as values`, { timeout: 120_000 }, () => {
      const goldenText = goldenOf(c);
      const [doc] = parseDocuments(goldenText);
      const expected = withoutAttribution(doc?.value);
      const name = ((expected as JSONObject).metadata as JSONObject).name;
      const res = generateFor(c);
      const got = res.crds.find((x) => (x.crd.metadata as JSONObject).name === name);
      const errors = res.errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`);
      results.push({ golden: c.golden, ok: errors.length === 0 && got !== undefined && JSON.stringify(sortKeys(withoutAttribution(got.crd))) === JSON.stringify(sortKeys(expected)) });
      expect(errors).toEqual([]);
      expect(withoutAttribution(got?.crd)).toEqual(expected);
    });
  }
  // parser_integration_test.go's failing inputs: generation reports upstream's text
  const FAILING: { name: string; roots: string[]; group: string; kind: string; message: string }[] = [
    { name: 'enum_error', roots: ['enum_error'], group: 'testdata.kubebuilder.io', kind: 'EnumError', message: 'k8s:enum must be set on a type, not a field' },
    {
      name: 'oneof_error',
      roots: ['oneof_error'],
      group: 'testdata.kubebuilder.io',
      kind: 'Oneof',
      message: 'kubebuilder:validation:AtMostOneOf: cannot reference nested fields: field.foo,field.bar',
    },
    { name: 'wrong_annotation_format', roots: ['wrong_annotation_format'], group: 'testdata.kubebuilder.io', kind: 'CronJob', message: "is not in 'xxx=xxx' format" },
    { name: 'wrong_title_format (int)', roots: ['wrong_title_format'], group: 'testdata.kubebuilder.io', kind: 'JobSpec', message: 'expected string, got int' },
    { name: 'wrong_title_format (map)', roots: ['wrong_title_format'], group: 'testdata.kubebuilder.io', kind: 'TestType', message: 'expected string, got map[string]interface {}' },
    { name: 'iface', roots: ['iface'], group: 'testdata.kubebuilder.io', kind: 'InterfaceField', message: 'cannot generate schema for any' },
  ];
  for (const f of FAILING) {
    it.runIf(present)(`${f.name} fails with "${f.message}"`, { timeout: 120_000 }, () => {
      const res = generateFor({ golden: '', roots: f.roots, options: { ...ROOT_OPTS, kinds: [{ group: f.group, kind: f.kind }] } });
      expect(res.errors.map((e) => e.message).join('\n')).toContain(f.message);
    });
  }

  // parser_integration_test.go "should skip api internal package": +kubebuilder:skip, no CRD, no error
  it.runIf(present)('internal_version is skipped', { timeout: 120_000 }, () => {
    const res = generateFor({ golden: '', roots: ['internal_version'], options: {} });
    expect(res.crds).toEqual([]);
    expect(res.errors).toEqual([]);
  });

  it.runIf(present)('reports the count', () => {
    console.log(`crdgen conformance: ${results.filter((r) => r.ok).length}/${CASES.length} goldens equal`);
  });
});

function sortKeys(v: JSONValue | undefined): JSONValue | undefined {
  if (Array.isArray(v)) return v.map((x) => sortKeys(x)!);
  if (v && typeof v === 'object') {
    const o: JSONObject = {};
    for (const k of Object.keys(v).sort()) o[k] = sortKeys((v as JSONObject)[k])!;
    return o;
  }
  return v;
}

// Tried as a new user would: the kubebuilder book's CronJob tutorial (controller-tools v0.21.0,
// k8s.io/api v0.36.0 in its Makefile and go.mod), `controller-gen crd:maxDescLen=0` as its Makefile runs it.
const kb = kubebuilderDir();
describe('the kubebuilder book CronJob tutorial', () => {
  it.runIf(kb !== undefined && k8sMirrorsPresent())('its config/crd/bases CRD comes out', { timeout: 120_000 }, () => {
    const { module, packages } = packagesFromFiles(tutorialFiles(kb!));
    const extra = k8sPackages(['k8s.io/apimachinery/pkg/apis/meta/v1', 'k8s.io/api/batch/v1', 'k8s.io/api/core/v1']);
    const res = generateCRDs({ module, packages, extra }, { maxDescLen: 0 });
    expect(res.errors).toEqual([]);
    const [doc] = parseDocuments(show(kb!, 'HEAD', `${TUTORIAL}/config/crd/bases/batch.tutorial.kubebuilder.io_cronjobs.yaml`));
    expect(res.crds.map((c) => withoutAttribution(c.crd))).toEqual([withoutAttribution(doc?.value)]);
  });
});
