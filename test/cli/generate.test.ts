// `crd-playground generate` on Go fixtures (test/fixtures/go): the CRDs as controller-gen v0.21.0
// writes them (pkg/genall WriteYAML: `---` + sigs.k8s.io/yaml), its errors as `file:line:col:
// message`, and `generate --check` with every CRD problem at the Go position it came from.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, nodeIo } from '../../src/cli/main';

const DEMO = 'test/fixtures/go/demo';
const TYPES = `${DEMO}/api/v1/widget_types.go`;
const POOL = 'test/fixtures/go/pods/v1/pool_types.go';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { ...nodeIo, stdout: (s: string) => void (out += s), stderr: (s: string) => void (err += s) };
  const code = await main(['generate', ...argv], io);
  return { code, out, err };
}

// What controller-gen v0.21.0 writes for the fixture (`controller-gen crd paths=./api/...`): keys
// sorted, the long description folded and single-quoted (it holds ": "), `|-` blocks, `{}` for an
// empty subresource; the enum comes from the imported package of the same module.
const WIDGETS = readFileSync('test/fixtures/go/demo/demo.example.com_widgets.yaml', 'utf8');

describe('generate -o yaml', () => {
  it('writes the CRD of the package as controller-gen does, exit 0', async () => {
    const r = await run(`${DEMO}/api/v1`);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe(WIDGETS);
  });
  it('DIR/... reads every package below; an imported package of the module makes no CRD', async () => {
    const r = await run(`${DEMO}/...`);
    expect(r.code).toBe(0);
    expect(r.out).toBe(WIDGETS);
  });
  it('.go files name their package', async () => {
    const r = await run(TYPES, `${DEMO}/api/v1/groupversion_info.go`);
    expect(r.out).toBe(WIDGETS);
  });
  it('--max-desc-len 0 drops the descriptions', async () => {
    const r = await run('--max-desc-len', '0', `${DEMO}/api/v1`);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('description:');
    expect(r.out).toContain('maximum: 10');
  });
  it('a float without --allow-dangerous-types: controller-gen error at the field, exit 1', async () => {
    const r = await run('test/fixtures/go/pods/v1');
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${POOL}:16:8: found float, the usage of which is highly discouraged`);
    const ok = await run('--allow-dangerous-types', '-o', 'json', 'test/fixtures/go/pods/v1');
    expect(ok.code).toBe(0);
    const crd = JSON.parse(ok.out).crds[0];
    expect(crd.spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.ratio.type).toBe('number');
    // PodTemplateSpec from the bundled k8s.io/api, with its own markers (default: TCP)
    expect(ok.out).toContain('"default": "TCP"');
  });
});

describe('generate -o json', () => {
  it('prints crds, errors, warnings, the k8s.io/api version of go.mod and the imports', async () => {
    const r = await run('-o', 'json', `${DEMO}/api/v1`);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.crds.map((c: { metadata: { name: string } }) => c.metadata.name)).toEqual(['widgets.demo.example.com']);
    expect(doc.files).toEqual(['demo.example.com_widgets.yaml']);
    expect(doc.errors).toEqual([]);
    expect(doc.k8sApi).toEqual({ minor: '1.34', source: 'go.mod' });
    expect(doc.imports.needed).toEqual(['k8s.io/apimachinery/pkg/apis/meta/v1']);
    expect(doc.imports.missing).toEqual([]);
  });
  it('without go.mod: --k8s-api, else the target version', async () => {
    const a = JSON.parse((await run('-o', 'json', '--allow-dangerous-types', '--k8s-api', '1.33', 'test/fixtures/go/pods/v1')).out);
    expect(a.k8sApi).toEqual({ minor: '1.33', source: 'option' });
    const b = JSON.parse((await run('-o', 'json', '--allow-dangerous-types', '--kube-version', '1.30', 'test/fixtures/go/pods/v1')).out);
    expect(b.k8sApi).toEqual({ minor: '1.30', source: 'kubeVersion' });
  });
  it('errors carry file, line and column', async () => {
    const doc = JSON.parse((await run('-o', 'json', 'test/fixtures/go/pods/v1')).out);
    expect(doc.errors[0]).toMatchObject({ file: POOL, line: 16, column: 8 });
  });
});

describe('generate --check', () => {
  it('a CEL error of an XValidation marker at its column inside the rule, exit 1', async () => {
    const r = await run('--check', `${DEMO}/api/v1`);
    expect(r.code).toBe(1);
    // line 19: `\t// +kubebuilder:validation:XValidation:rule="self.size() > 2 && self.foo"`; CEL's 1:24 is the `.` of `.foo`
    expect(r.out).toContain(`${TYPES}:19:70: error: spec.validation.openAPIV3Schema.properties[spec].properties[name].x-kubernetes-validations[0].rule: Invalid value:`);
    expect(r.out).toContain("type 'string' does not support field selection");
    expect(r.out).toMatch(/1 CRD\(s\), 0 object\(s\): 1 error\(s\)/);
  });
  it('-o json: check JSON with the CRD error at the Go position, and the generation block', async () => {
    const r = await run('--check', '-o', 'json', `${DEMO}/api/v1`);
    const doc = JSON.parse(r.out);
    expect(doc.crds[0].errors[0]).toMatchObject({ file: TYPES, line: 19, column: 70 });
    expect(doc.generate).toMatchObject({ crds: ['demo.example.com_widgets.yaml'], errors: [], k8sApi: { minor: '1.34', source: 'go.mod' } });
  });
  it('--objects are checked against the generated CRD', async () => {
    const r = await run('--check', `${DEMO}/api/v1`, '--objects', 'test/fixtures/go/demo/widget.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toContain('test/fixtures/go/demo/widget.yaml:7:13: error: spec.replicas: Invalid value: 20: spec.replicas in body should be less than or equal to 10');
  });
  it('the last-applied size limit names the field whose descriptions cost most, at its Go position', async () => {
    const r = await run('--check', '--allow-dangerous-types', 'test/fixtures/go/pods/v1');
    expect(r.out).toMatch(
      new RegExp(
        `${POOL}:12:2: warning: pools\\.pods\\.example\\.com: client-side kubectl apply would fail: .*most of them under spec\\.versions\\[0\\]\\.schema\\.openAPIV3Schema\\.properties\\.spec\\.properties\\.template \\(\\d+ bytes from ${POOL}:12:2\\)`,
      ),
    );
    const small = await run('--check', '--allow-dangerous-types', '--max-desc-len', '0', 'test/fixtures/go/pods/v1');
    expect(small.out).not.toContain('last-applied-configuration');
  });
});

describe('usage', () => {
  it.each([
    [[], 'generate needs at least one PATH'],
    [['-o', 'text', DEMO], '-o must be yaml or json'],
    [['--objects', 'x.yaml', DEMO], '--objects needs --check'],
    [['--check', '-o', 'yaml', DEMO], 'generate --check prints text or json'],
    [['--max-desc-len', '-1', DEMO], '--max-desc-len must be a whole number'],
    [['--k8s-api', '1.99', DEMO], '--k8s-api:'],
    [['--nope', DEMO], 'unknown flag --nope'],
    // check's words for a path it cannot read, not node's `ENOENT: no such file or directory, scandir '...'`
    [['test/fixtures/go/missing'], `error: cannot read ${resolve('test/fixtures/go/missing')}: no such file or directory (ENOENT)\n`],
    [['test/fixtures/go/missing/...'], `error: cannot read ${resolve('test/fixtures/go/missing')}: no such file or directory (ENOENT)\n`],
    [['test/fixtures/go/missing.go'], `error: cannot read ${resolve('test/fixtures/go/missing.go')}: no such file or directory (ENOENT)\n`],
  ])('%j → exit 2', async (argv, message) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});

describe('the real CLI', () => {
  it('bin/crd-playground.mjs generate prints the same CRD', () => {
    const r = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'generate', `${DEMO}/api/v1`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(WIDGETS);
  });
});

// controller-tools v0.21.0 pkg/crd/testdata, regenerated as its go:generate line does
// (`crd:ignoreUnexportedFields=true,allowDangerousTypes=true paths=./;./deprecated;./unserved;./job/...;./immutable`):
// the cronjobs (k8s.io/api v0.36.0 from the bundled data), immutabletypes and jobs goldens, byte
// for byte but for the version annotation (the goldens were written by an unversioned build).
const CT = '/work/.mirror/kubernetes-sigs+controller-tools/repo';
describe.skipIf(!existsSync(CT))('controller-tools testdata goldens through the CLI', () => {
  it('cronjobs, immutabletypes and jobs come out byte for byte', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-'));
    execSync(`git -C ${CT} archive v0.21.0 pkg/crd/testdata | tar -x -C ${dir}`);
    const td = join(dir, 'pkg/crd/testdata');
    const r = await run('--ignore-unexported-fields', '--allow-dangerous-types', td, `${td}/deprecated`, `${td}/unserved`, `${td}/job/...`, `${td}/immutable`);
    expect(r.code).toBe(0);
    const want = ['testdata.kubebuilder.io_cronjobs.yaml', 'testdata.kubebuilder.io_immutabletypes.yaml', 'testdata.kubebuilder.io_jobs.yaml'].map((f) => readFileSync(join(td, f), 'utf8')).join('');
    expect(r.out.replaceAll('controller-gen.kubebuilder.io/version: v0.21.0', 'controller-gen.kubebuilder.io/version: (devel)')).toBe(want);
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});

describe('marker diagnostics controller-gen does not give', () => {
  const W = 'test/fixtures/go/markers/v1/w_types.go';
  it('unknown or miscased markers, `//+` without a space, Required against omitempty: warnings at the marker', async () => {
    const r = await run('test/fixtures/go/markers/v1');
    expect(r.code).toBe(0);
    expect(r.err).toContain(`${W}:7:5: warning: unknown marker \`+kubebuilder:validation:enum\``);
    expect(r.err).toContain('Did you mean `+kubebuilder:validation:Enum`?');
    expect(r.err).toMatch(new RegExp(`${W}:10:4: warning: .*//\\+kubebuilder:validation:Minimum`));
    expect(r.err).toMatch(new RegExp(`${W}:11:5: warning: .*#621`));
    // controller-gen ignores the unknown marker: no enum
    expect(r.out).not.toContain('enum:');
  });
  it('--check prints them first and counts them beside the summary', async () => {
    const r = await run('--check', 'test/fixtures/go/markers/v1');
    expect(r.out.startsWith(`${W}:7:5: warning: unknown marker`)).toBe(true);
    expect(r.out).toContain('generation: 0 error(s), 3 warning(s)\n1 CRD(s), 0 object(s): 0 error(s), 0 warning(s)\n');
  });
});

// A kubebuilder project's api/v1/groupversion_info.go imports apimachinery's runtime/schema and
// controller-runtime's scheme for its SchemeBuilder: controller-gen reads them and generates as usual.
// Neither is bundled, and nothing of them reaches the CRD, so neither is an error; a kind's field of one
// of their types is (the kubebuilder book's CronJob tutorial, `make manifests`, exit 0).
describe('generate: imports the CRD does not need', () => {
  const GROUPVERSION = `// +kubebuilder:object:generate=true
// +groupName=batch.example.com
package v1

import (
\t"k8s.io/apimachinery/pkg/runtime/schema"
\t"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
\tGroupVersion = schema.GroupVersion{Group: "batch.example.com", Version: "v1"}
\tSchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}
\tAddToScheme = SchemeBuilder.AddToScheme
)
`;
  const types = (field: string) => `package v1

import (
\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
\t"k8s.io/apimachinery/pkg/runtime/schema"
)

var _ = schema.GroupVersion{}

type JobSpec struct {
\t// +kubebuilder:validation:Minimum=1
\tParallelism int32 \`json:"parallelism"\`
${field}}

// +kubebuilder:object:root=true
type Job struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`
\tSpec JobSpec \`json:"spec,omitempty"\`
}
`;
  const project = (field: string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-gen-'));
    mkdirSync(join(dir, 'api/v1'), { recursive: true });
    const write = (path: string, text: string) => writeFileSync(join(dir, path), text);
    write('go.mod', 'module example.com/project\n\ngo 1.24\n\nrequire k8s.io/api v0.36.0\n');
    write('api/v1/groupversion_info.go', GROUPVERSION);
    write('api/v1/job_types.go', types(field));
    return dir;
  };
  it('unbundled imports of groupversion_info.go: the CRD, no error, exit 0', async () => {
    const dir = project('');
    try {
      const r = await run(`${dir}/api/...`);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('name: jobs.batch.example.com');
      expect(r.out).toContain('minimum: 1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('a field of an unbundled package type: an error naming the type, exit 1', async () => {
    const dir = project('\tTarget schema.GroupVersion `json:"target,omitempty"`\n');
    try {
      const r = await run(`${dir}/api/...`);
      expect(r.code).toBe(1);
      expect(r.err).toContain('package k8s.io/apimachinery/pkg/runtime/schema is not available');
      expect(r.err).toContain('schema.GroupVersion');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('warnings about the bundled k8s.io/api itself are not shown (a PodTemplateSpec field)', async () => {
    const dir = project('\t// +optional\n\tTemplate corev1.PodTemplateSpec `json:"template,omitempty"`\n');
    const path = join(dir, 'api/v1/job_types.go');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"k8s.io/apimachinery/pkg/runtime/schema"', '"k8s.io/apimachinery/pkg/runtime/schema"\n\tcorev1 "k8s.io/api/core/v1"'));
    try {
      const r = await run(`${dir}/api/...`);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('containers:');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
