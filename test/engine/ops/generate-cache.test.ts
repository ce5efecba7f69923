// What generate() and generateAndCheck() keep from one run to the next (crdgen's parsed files,
// the provided packages' schemas, flattenEmbedded's results with their JSON, provenance index and
// description costs) never shows in a result: after a series of edits each result equals the one a
// fresh engine (new module instances, empty caches) gives for the same input. The edits are those
// an author makes in the app's Go mode: a marker of a type used by two fields, a type in another
// package of the module, the go.mod's k8s.io/api version (the caller then passes that version's
// built-ins), a provided package's type, --max-desc-len on and off.
import { beforeAll, describe, expect, it } from 'vitest';
import { generate, generateAndCheck, type GoFile } from '../../../src/engine';
import { loadK8sApi } from '../../../src/k8sapi/index';
import { freshEngine as freshModules } from '../../fresh-engine';

type Engine = { generate: typeof generate; generateAndCheck: typeof generateAndCheck };

/** The engine's Go entries in new module instances: nothing cached. */
async function freshEngine(): Promise<Engine> {
  const e = await freshModules();
  return { generate: e.generate, generateAndCheck: e.generateAndCheck };
}

/** What a user sees of a generateAndCheck result (the check's timing left out). */
function seen(r: ReturnType<typeof generateAndCheck>) {
  const diag = (d: (typeof r.errors)[number]) => ({ ...d, diagnostic: d.diagnostic?.message });
  return {
    crds: r.crds.map((c) => ({ yaml: c.yaml, crd: c.crd, provenance: { ...c.provenance } })),
    errors: r.errors.map(diag),
    warnings: r.warnings.map(diag),
    checked: r.check.diagnostics.map((d) => [d.code, d.message, d.path]),
  };
}

let v36: GoFile[] = [];
let v35: GoFile[] = [];
beforeAll(async () => {
  v36 = Object.values(await loadK8sApi(36)).flat();
  v35 = Object.values(await loadK8sApi(35)).flat();
});

const goMod = (k8s: string) => ({ path: 'go.mod', text: `module example.com/m\n\ngo 1.24\n\nrequire k8s.io/api ${k8s}\n` });
const doc = { path: 'api/v1/doc.go', text: '// +groupName=demo.example.com\npackage v1\n' };
const common = (max: number) => ({
  path: 'api/common/common.go',
  text: `package common

// Shared is used by the v1 types.
type Shared struct {
	// Level of the thing.
	// +kubebuilder:validation:Maximum=${max}
	Level int32 \`json:"level"\`
}
`,
});
const types = (max: number, extra = '') => ({
  path: 'api/v1/widget_types.go',
  text: `package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"example.com/m/api/common"
)

// Limit is used by two fields.
type Limit struct {
	// +kubebuilder:validation:Maximum=${max}
	// +kubebuilder:default=${max + 1}
	Value int32 \`json:"value"\`
}

type WidgetSpec struct {
	A Limit \`json:"a"\`
	B *Limit \`json:"b,omitempty"\`
	Shared common.Shared \`json:"shared"\`
	// +kubebuilder:validation:XValidation:rule="self.metadata.name != ''"
	Template corev1.PodTemplateSpec \`json:"template,omitempty"\`
${extra}}

// +kubebuilder:object:root=true

// Widget is the kind.
type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec WidgetSpec \`json:"spec,omitempty"\`
}
`,
});

describe('generateAndCheck after edits equals a fresh engine', () => {
  it('a marker of a type two fields use, then a type of another package of the module, then back', async () => {
    const runs: [string, GoFile[]][] = [
      ['first', [goMod('v0.36.0'), doc, common(3), types(5)]],
      ['Limit edited: both fields', [goMod('v0.36.0'), doc, common(3), types(7)]],
      ['common.Shared edited', [goMod('v0.36.0'), doc, common(9), types(7)]],
      ['a field added', [goMod('v0.36.0'), doc, common(9), types(7, '\tNote string `json:"note,omitempty"`\n')]],
      ['back to the first', [goMod('v0.36.0'), doc, common(3), types(5)]],
    ];
    const results = runs.map(([, files]) => seen(generateAndCheck(files, {}, v36)));
    // the edits show
    const spec = (i: number) => (results[i]!.crds[0]!.crd as any).spec.versions[0].schema.openAPIV3Schema.properties.spec.properties;
    expect([spec(0).a.properties.value.maximum, spec(0).b.properties.value.maximum]).toEqual([5, 5]);
    expect([spec(1).a.properties.value.maximum, spec(1).b.properties.value.maximum]).toEqual([7, 7]);
    expect([spec(1).shared.properties.level.maximum, spec(2).shared.properties.level.maximum]).toEqual([3, 9]);
    expect(spec(3).note).toEqual({ type: 'string' });
    // a default above the maximum fails at the default marker, in both fields
    expect(results[1]!.errors.filter((e) => e.line === 13 && /less than or equal to 7/.test(e.message))).toHaveLength(2);
    // the size limit names the pod template field (its range starts at its comment; descriptions of k8s.io/api)
    expect(results[1]!.warnings.find((w) => w.origin === 'size')).toMatchObject({ file: 'api/v1/widget_types.go', line: 22 });
    for (let i = 0; i < runs.length; i++) {
      const fresh = await freshEngine();
      expect(seen(fresh.generateAndCheck(runs[i]![1], {}, v36)), runs[i]![0]).toEqual(results[i]);
    }
  }, 120_000);

  it("the go.mod's k8s.io/api version: the other version's types", async () => {
    const files = (v: string) => [goMod(v), doc, common(3), types(5)];
    const a = seen(generateAndCheck(files('v0.36.0'), {}, v36));
    const b = seen(generateAndCheck(files('v0.35.0'), {}, v35));
    const c = seen(generateAndCheck(files('v0.36.0'), {}, v36));
    expect(c).toEqual(a);
    expect(b.crds[0]!.yaml).not.toBe(a.crds[0]!.yaml);
    expect(seen((await freshEngine()).generateAndCheck(files('v0.35.0'), {}, v35))).toEqual(b);
  }, 120_000);

  it('a provided package edited (its marker), and --max-desc-len on and off', async () => {
    const meta = v36.filter((f) => f.path.startsWith('k8s.io/apimachinery/'));
    const core = (max: number): GoFile => ({
      path: 'k8s.io/api/core/v1/types.go',
      text: `package v1\n\n// PodTemplateSpec is a stand-in.\ntype PodTemplateSpec struct {\n\t// Replicas of it.\n\t// +kubebuilder:validation:Maximum=${max}\n\tReplicas int32 \`json:"replicas"\`\n}\n`,
    });
    const files = [goMod('v0.36.0'), doc, common(3), types(5)];
    const template = (r: ReturnType<typeof generate>) => (r.crds[0]!.crd as any).spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.template;
    const r1 = generate(files, {}, [...meta, core(10)]);
    const r2 = generate(files, {}, [...meta, core(20)]);
    expect([template(r1).properties.replicas.maximum, template(r2).properties.replicas.maximum]).toEqual([10, 20]);
    const cut = generate(files, { maxDescLen: 0 }, [...meta, core(20)]);
    expect(cut.crds[0]!.yaml).not.toContain('description:');
    const again = generate(files, {}, [...meta, core(20)]);
    expect(again.crds[0]!.yaml).toBe(r2.crds[0]!.yaml);
    expect(template(again).properties.replicas.description).toBe('Replicas of it.');
    const fresh = await freshEngine();
    expect(fresh.generate(files, { maxDescLen: 0 }, [...meta, core(20)]).crds[0]!.yaml).toBe(cut.crds[0]!.yaml);
    expect({ ...fresh.generate(files, {}, [...meta, core(20)]).crds[0]!.provenance }).toEqual({ ...r2.crds[0]!.provenance });
  }, 120_000);
});
