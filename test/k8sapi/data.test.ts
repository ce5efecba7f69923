import { describe, expect, it } from 'vitest';
import { commentGroupText, getTag, parseGoFile } from '../../src/engine/gosource/index';
import type { Field, GoFile, TypeSpec } from '../../src/engine/gosource/index';
import { k8sApiMinors, k8sApiPackages, k8sApiTag, loadK8sApi } from '../../src/k8sapi/index';

function typeSpec(files: GoFile[], name: string): TypeSpec | undefined {
  for (const f of files) {
    for (const d of f.decls) {
      if (d.kind !== 'gen' || d.tok !== 'type') continue;
      for (const s of d.specs) {
        if (s.kind === 'type' && s.name === name) return s.doc ? s : { ...s, ...(d.doc ? { doc: d.doc } : {}) };
      }
    }
  }
  return undefined;
}

function fieldsOf(t: TypeSpec | undefined): Field[] {
  return t?.type.kind === 'struct' ? t.type.fields : [];
}

const jsonNames = (fs: Field[]) => fs.map((f) => getTag(f.tag?.value ?? '', 'json'));

// The data written by `npm run k8s-api-data` (scripts/k8s-api-data.ts) from k8s.io/api and
// k8s.io/apimachinery v0.N.0: every file reads with the project's Go reader, and the types CRDs
// embed are there with their markers, the way controller-gen reads them from the module cache.
describe.each(k8sApiMinors.map((m) => [m]))('Kubernetes 1.%i', (minor) => {
  it(`reads every bundled file of ${k8sApiTag(minor)} without syntax errors`, async () => {
    const pkgs = await loadK8sApi(minor);
    expect(Object.keys(pkgs).sort()).toEqual([...k8sApiPackages].filter((p) => p in pkgs).sort());
    for (const p of ['k8s.io/api/core/v1', 'k8s.io/apimachinery/pkg/apis/meta/v1', 'k8s.io/api/batch/v1']) {
      expect(pkgs[p]?.length).toBeGreaterThan(0);
    }
    for (const files of Object.values(pkgs)) {
      for (const f of files) {
        const parsed = parseGoFile(f.path, f.text);
        expect(parsed.errors, f.path).toEqual([]);
        // struct tags hold the json key only (protobuf and patch tags are dropped)
        for (const d of parsed.decls) {
          if (d.kind !== 'gen' || d.tok !== 'type') continue;
          for (const s of d.specs) {
            if (s.kind !== 'type' || s.type.kind !== 'struct') continue;
            for (const fl of s.type.fields) if (fl.tag) expect(fl.tag.value).toMatch(/^json:"[^"]*"$/);
          }
        }
      }
    }
  });

  it('has core/v1 PodTemplateSpec and metav1.Condition with their markers', async () => {
    const pkgs = await loadK8sApi(minor);
    const core = pkgs['k8s.io/api/core/v1'].map((f) => parseGoFile(f.path, f.text));
    const meta = pkgs['k8s.io/apimachinery/pkg/apis/meta/v1'].map((f) => parseGoFile(f.path, f.text));

    const pts = typeSpec(core, 'PodTemplateSpec');
    expect(jsonNames(fieldsOf(pts))).toEqual(['metadata,omitempty', 'spec,omitempty']);
    expect(commentGroupText(pts?.doc)).toContain('PodTemplateSpec describes the data a pod should have');
    const podSpec = fieldsOf(typeSpec(core, 'PodSpec'));
    const containers = podSpec.find((f) => f.names[0] === 'Containers');
    // k8s.io/api gave PodSpec.containers list markers in v0.30.0
    const listMarkers = /\+patchStrategy=merge\n\+listType=map\n\+listMapKey=name\n/;
    if (minor >= 30) expect(commentGroupText(containers?.doc)).toMatch(listMarkers);
    else expect(commentGroupText(containers?.doc)).not.toMatch(listMarkers);

    const cond = fieldsOf(typeSpec(meta, 'Condition'));
    expect(jsonNames(cond)).toEqual(['type', 'status', 'observedGeneration,omitempty', 'lastTransitionTime', 'reason', 'message']);
    const docs = Object.fromEntries(cond.map((f) => [f.names[0], commentGroupText(f.doc)]));
    expect(docs.Type).toContain('+kubebuilder:validation:MaxLength=316');
    expect(docs.Status).toContain('+kubebuilder:validation:Enum=True;False;Unknown');
    expect(docs.LastTransitionTime).toContain('+kubebuilder:validation:Format=date-time');
    expect(docs.Reason).toContain('+kubebuilder:validation:Pattern=`^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`');
  });

  it('keeps the enums and the JSON methods generation looks for', async () => {
    const pkgs = await loadK8sApi(minor);
    const text = (p: string) => pkgs[p].map((f) => f.text).join('\n');
    expect(text('k8s.io/api/core/v1')).toMatch(/ProtocolTCP Protocol = "TCP"/);
    const meta = text('k8s.io/apimachinery/pkg/apis/meta/v1');
    expect(meta).toContain('func (t Time) MarshalJSON() ([]byte, error)');
    expect(meta).toMatch(/ConditionTrue\s+ConditionStatus = "True"/);
    expect(text('k8s.io/apimachinery/pkg/util/intstr')).toContain('func (intstr IntOrString) MarshalJSON() ([]byte, error)');
    expect(text('k8s.io/apimachinery/pkg/runtime')).toContain('type RawExtension struct');
  });
});

it('refuses a minor that is not bundled', async () => {
  await expect(loadK8sApi(26)).rejects.toThrow('no bundled k8s.io/api for Kubernetes 1.26');
});
