// The `generate` batch op through `crd-playground batch` (NDJSON in, NDJSON out): the CRDs of Go
// files with the bundled k8s.io/api loaded for the request's minor, errors at Go positions,
// "check": true with check()'s report, and bad requests answered with {"error"}.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeIo } from './fake-io';

const DEMO = 'test/fixtures/go/demo';
const read = (p: string) => ({ path: p, text: readFileSync(`${DEMO}/${p}`, 'utf8') });
const FILES = [read('go.mod'), read('api/v1/groupversion_info.go'), read('api/v1/widget_types.go'), read('pkg/shared/size.go')];

async function batch(...requests: unknown[]): Promise<Record<string, unknown>[]> {
  const io = fakeIo({}, requests.map((r) => JSON.stringify(r)).join('\n') + '\n');
  expect(await main(['batch'], io)).toBe(0);
  return io.out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('batch op generate', () => {
  it('answers the CRDs as controller-gen writes them, with k8s.io/api from the go.mod', async () => {
    const [r] = await batch({ op: 'generate', files: FILES, options: { roots: ['api/v1'] } });
    expect(r!.errors).toEqual([]);
    const crds = r!.crds as { fileName: string; yaml: string }[];
    expect(crds.map((c) => c.fileName)).toEqual(['demo.example.com_widgets.yaml']);
    expect(crds[0]!.yaml).toBe(readFileSync(`${DEMO}/demo.example.com_widgets.yaml`, 'utf8'));
    expect(r!.k8sApi).toEqual({ minor: '1.34', source: 'go.mod' });
  });
  it('options reach the generator; errors carry Go positions', async () => {
    const pool = { path: 'pool/v1/pool_types.go', text: readFileSync('test/fixtures/go/pods/v1/pool_types.go', 'utf8') };
    const [bad, ok] = await batch({ op: 'generate', files: [pool] }, { op: 'generate', files: [pool], options: { allowDangerousTypes: true, maxDescLen: 0 }, kubeVersion: '1.31' });
    expect((bad!.errors as { file: string; line: number; column: number; message: string }[])[0]).toMatchObject({ file: 'pool/v1/pool_types.go', line: 16, column: 8 });
    expect(ok!.errors).toEqual([]);
    expect(ok!.k8sApi).toEqual({ minor: '1.31', source: 'kubeVersion' });
    expect((ok!.crds as { yaml: string }[])[0]!.yaml).not.toContain('description:');
  });
  it("check: true adds check()'s report and maps CRD problems to Go", async () => {
    const [r] = await batch({ op: 'generate', files: FILES, check: true, options: { roots: ['api/v1'] }, sources: [{ name: 'o.yaml', text: readFileSync(`${DEMO}/widget.yaml`, 'utf8') }] });
    const errors = r!.errors as { origin: string; file: string; line: number; column: number }[];
    expect(errors.find((e) => e.origin === 'check')).toMatchObject({ file: 'api/v1/widget_types.go', line: 19, column: 70 });
    const check = r!.check as { objects: { errors: { message: string }[] }[] };
    expect(check.objects[0]!.errors.map((e) => e.message)).toContain('spec.replicas: Invalid value: 20: spec.replicas in body should be less than or equal to 10');
  });
  it.each([
    [{ op: 'generate' }, '"files" must be a non-empty array'],
    [{ op: 'generate', files: [{ path: 'a.go' }] }, '"files" must be a non-empty array'],
    [{ op: 'generate', files: FILES, options: { maxDescLen: -1 } }, '"options.maxDescLen" must be a whole number'],
    [{ op: 'generate', files: FILES, options: { allowDangerousTypes: 'yes' } }, '"options.allowDangerousTypes" must be a boolean'],
  ])('bad request %#', async (req, error) => {
    const [r] = await batch(req);
    expect(r!.error).toContain(error);
  });
});
