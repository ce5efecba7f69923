// The engine's Go entry (src/engine/ops/generate.ts, generate-check.ts, goversion.ts): which
// k8s.io/api release an input is generated against, the imports built-in data must provide,
// controller-gen's output byte for byte (controller-tools v0.21.0 pkg/crd/gen_integration_test.go:
// "should not strip v1 CRDs...", "should have deterministic output", "should truncate CRD
// descriptions"), and check() diagnostics of a generated CRD moved to the Go position.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate, generateAndCheck, importsOf, k8sApiMinorFor, type GoFile } from '../../../src/engine';
import { argumentColumn } from '../../../src/engine/ops/generate-check';
import { loadK8sApi } from '../../../src/k8sapi/index';

let builtins: GoFile[] = [];
beforeAll(async () => {
  builtins = Object.values(await loadK8sApi(36)).flat();
});

const goMod = (require: string) => ({ path: 'go.mod', text: `module example.com/m\n\ngo 1.24\n\n${require}\n` });

describe('k8sApiMinorFor: go.mod require, else the option, else the target version', () => {
  const table: [string, GoFile[], { k8sApi?: string; kubeVersion?: string }, { minor: string; source: string }][] = [
    ['require block', [goMod('require (\n\tk8s.io/api v0.34.1\n\tk8s.io/apimachinery v0.34.1\n)')], { k8sApi: '1.30' }, { minor: '1.34', source: 'go.mod' }],
    ['single require line', [goMod('require k8s.io/api v0.29.0')], {}, { minor: '1.29', source: 'go.mod' }],
    ['pre-release', [goMod('require k8s.io/api v0.37.0-beta.0 // indirect')], {}, { minor: '1.37', source: 'go.mod' }],
    ['a replace line does not count', [goMod('replace k8s.io/api => k8s.io/api v0.28.0')], { k8sApi: '1.31' }, { minor: '1.31', source: 'option' }],
    ['commented out', [goMod('// require k8s.io/api v0.28.0')], { kubeVersion: '1.32' }, { minor: '1.32', source: 'kubeVersion' }],
    ['no go.mod, option', [], { k8sApi: 'v1.33', kubeVersion: '1.30' }, { minor: '1.33', source: 'option' }],
    ['nothing: the default target', [], {}, { minor: '1.37', source: 'kubeVersion' }],
  ];
  it.each(table)('%s', (_, files, options, want) => expect(k8sApiMinorFor(files, options)).toEqual(want));
});

describe('importsOf: what built-in data must provide', () => {
  it('leaves out the standard library and the module itself', () => {
    const files = [
      goMod(''),
      { path: 'api/v1/a.go', text: 'package v1\nimport (\n\t"time"\n\tcorev1 "k8s.io/api/core/v1"\n\t"example.com/m/pkg/x"\n)\n' },
      { path: 'pkg/x/x.go', text: 'package x\nimport metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n' },
    ];
    expect(importsOf(files)).toEqual(['k8s.io/api/core/v1', 'k8s.io/apimachinery/pkg/apis/meta/v1']);
  });
});

describe('argumentColumn: a rule index to its column in the marker line', () => {
  const table: [string, string, number, number, number][] = [
    ['double-quoted', '// +r:rule="self.a"', 12, 5, 18],
    ['escapes take their written width', '// +r:rule="a\\"b"', 12, 3, 17],
    ['\\u escape', '// +r:rule="\\u00e9x"', 12, 1, 19],
    ['backtick', '// +r:rule=`a\\b`', 12, 2, 15],
    ['bare', '// +r:rule=self', 12, 2, 14],
  ];
  it.each(table)('%s', (_, line, column, index, want) => expect(argumentColumn(line, column, index)).toBe(want));
});

const WIDGET = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetSpec struct {
	// +kubebuilder:validation:Maximum=10
	// +kubebuilder:default=20
	// +optional
	Replicas *int32 \`json:"replicas,omitempty"\`

	// +kubebuilder:validation:XValidation:rule="self.startsWith(\\"a\\") && self.x"
	// +optional
	Name string \`json:"name,omitempty"\`
}

// +kubebuilder:object:root=true

type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec WidgetSpec \`json:"spec,omitempty"\`
}
`;
const widgetFiles = (): GoFile[] => [
  goMod('require k8s.io/api v0.36.0'),
  { path: 'api/v1/doc.go', text: '// +groupName=demo.example.com\npackage v1\n' },
  { path: 'api/v1/widget_types.go', text: WIDGET },
];

describe('generateAndCheck: CRD diagnostics at Go positions', () => {
  it('a default failing its own schema at the default marker; a CEL error inside the rule after an escape', () => {
    const r = generateAndCheck(widgetFiles(), {}, builtins);
    expect(r.crds.map((c) => c.fileName)).toEqual(['demo.example.com_widgets.yaml']);
    const def = r.errors.find((e) => e.crdPath?.endsWith('properties.replicas.default'));
    expect(def).toMatchObject({ origin: 'check', file: 'api/v1/widget_types.go', line: 7, crd: 'widgets.demo.example.com' });
    expect(def!.message).toContain('should be less than or equal to 10');
    const cel = r.errors.find((e) => e.crdPath?.endsWith('x-kubernetes-validations[0].rule'));
    // `self.startsWith("a") && self.x`: CEL reports the `.` before x (index 26); in the source the two \" add 2
    const line = WIDGET.split('\n')[10]!;
    expect(cel).toMatchObject({ file: 'api/v1/widget_types.go', line: 11 });
    expect(line.slice(cel!.column - 1, cel!.column + 1)).toBe('.x');
    expect(cel!.diagnostic?.source).toBe('demo.example.com_widgets.yaml');
  });
  it('crdSourceId puts every CRD in one source, docIndex = index in crds; objects are checked beside them', () => {
    const obj = { id: 'objects', text: 'apiVersion: demo.example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  replicas: 11\n' };
    const r = generateAndCheck(widgetFiles(), { kubeVersion: '1.33' }, builtins, { sources: [obj], crdSourceId: 'crd' });
    expect(r.crdSources).toEqual([{ id: 'crd', text: r.crds[0]!.yaml }]);
    expect(r.check.kubeVersion).toBe('1.33');
    expect(r.check.crds[0]).toMatchObject({ source: 'crd', docIndex: 0 });
    expect(r.errors.some((e) => e.origin === 'check' && e.line === 7)).toBe(true);
    expect(r.check.objects[0]!.errors.map((e) => e.message)).toContain('spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10');
  });
  // a CRD update whose previous CRD is Go too (apiextensions-apiserver pkg/registry/customresourcedefinition/strategy.go
  // ValidateUpdate checks the new CRD against the old one): the old CRD's own problems (what a create of it would report)
  // belong to the old Go files, at the positions they would have if it were the current CRD
  it('previous: the old CRD generated from its own Go files, checked as the old source, its problems at its Go positions', () => {
    const obj = { id: 'objects', text: 'apiVersion: demo.example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  replicas: 5\n' };
    const cur = widgetFiles().map((f) => (f.path.endsWith('widget_types.go') ? { ...f, text: f.text.replace('default=20', 'default=2').replace(' && self.x', '') } : f));
    const r = generateAndCheck(cur, { kubeVersion: '1.36' }, builtins, { sources: [obj], crdSourceId: 'crd', previous: { files: widgetFiles(), builtins, sourceId: 'oldCrd' } });
    expect(r.previous!.text).toBe(r.previous!.gen.crds[0]!.yaml);
    expect(r.check.crds[0]!.update).toBeDefined();
    // the current CRD is clean; every problem of the previous one is in previous.diagnostics, none in errors
    expect(r.errors).toEqual([]);
    const at = r.previous!.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.crdPath?.replace(/.*openAPIV3Schema\./, ''), d.file, d.line]);
    expect(at).toEqual(expect.arrayContaining([['properties.spec.properties.replicas.default', 'api/v1/widget_types.go', 7]]));
    // what is said about the whole previous CRD (no path) is at its kind's type
    const whole = r.previous!.diagnostics.filter((d) => d.crdPath === '');
    expect(whole.map((d) => [d.file, d.line])).toEqual(whole.map(() => ['api/v1/widget_types.go', WIDGET.split('\n').findIndex((l) => l.startsWith('type Widget struct')) + 1]));
    expect(whole.some((d) => /has no status.storedVersions/.test(d.message))).toBe(true);
    // each diagnostic about the old source once, whether it is in the result's list or only in an update report
    const about = new Set([...r.check.diagnostics, ...(r.check.crds[0]!.update?.oldErrors ?? [])].filter((d) => d.source === 'oldCrd'));
    expect(new Set(r.previous!.diagnostics.map((d) => d.diagnostic))).toEqual(about);
  });
  it('the version annotation: v0.21.0 as the release writes it, or the one asked for', () => {
    expect(generate(widgetFiles(), {}, builtins).crds[0]!.yaml).toContain('controller-gen.kubebuilder.io/version: v0.21.0\n');
    expect(generate(widgetFiles(), { controllerGenVersion: '(devel)' }, builtins).crds[0]!.yaml).toContain('controller-gen.kubebuilder.io/version: (devel)\n');
  });
  it('imports: needed and, without built-ins, missing', () => {
    const r = generate(widgetFiles());
    expect(r.imports).toEqual({ needed: ['k8s.io/apimachinery/pkg/apis/meta/v1'], missing: ['k8s.io/apimachinery/pkg/apis/meta/v1'] });
    expect(generate(widgetFiles(), {}, builtins).imports.missing).toEqual([]);
  });
});

// controller-tools v0.21.0 pkg/crd/gen_integration_test.go, byte for byte (when the mirror is here)
const CT = '/work/.mirror/kubernetes-sigs+controller-tools/repo';
const show = (p: string) => execFileSync('git', ['-C', CT, 'show', `v0.21.0:pkg/crd/testdata/${p}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
describe.skipIf(!existsSync(CT))('controller-tools gen_integration_test goldens', () => {
  const files = (): GoFile[] => [
    { path: 'go.mod', text: show('go.mod') },
    { path: 'gen/foo_types.go', text: show('gen/foo_types.go') },
    { path: 'gen/zoo/zoo_types.go', text: show('gen/zoo/zoo_types.go') },
  ];
  it('should not strip v1 CRDs of default fields and metadata description', () => {
    const r = generate(files(), { roots: ['gen'], controllerGenVersion: '(devel)' }, builtins);
    expect(r.errors).toEqual([]);
    expect(r.crds.map((c) => c.yaml).join('')).toBe(show('gen/bar.example.com_foos.yaml'));
  });
  it('should have deterministic output', () => {
    const r = generate(files(), { roots: ['gen', 'gen/zoo'], controllerGenVersion: '(devel)' }, builtins);
    expect(r.crds.map((c) => c.yaml).join('')).toBe(show('gen/bar.example.com_foos.yaml') + show('gen/zoo/bar.example.com_zoos.yaml'));
  });
  it('should truncate CRD descriptions', () => {
    const r = generate(files(), { roots: ['gen'], maxDescLen: 50, controllerGenVersion: '(devel)' }, builtins);
    expect(r.crds.map((c) => c.yaml).join('')).toBe(show('gen/bar.example.com_foos_maxdesclen.yaml'));
  });
});
