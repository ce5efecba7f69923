// The language server reads the workspace's files from disk as `check` and kubectl read them
// (src/cli/textdecode.ts): a CRD saved in UTF-16 with a byte order mark (Windows PowerShell 5's
// `kubectl get crd -o yaml > crd.yaml`) serves the objects; it was read as UTF-8, found no CRD in it,
// and every object of its kind got "no matches for kind".
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { TestClient, workspace } from './client';
import { CRD, OBJECT } from './fixtures';

let c: TestClient | undefined;

afterAll(async () => {
  await c?.close();
});

describe('crd-playground lsp: files on disk in UTF-16', () => {
  test('a UTF-16LE CRD with its byte order mark serves the object beside it', async () => {
    const dir = workspace({ 'cron.yaml': OBJECT });
    writeFileSync(join(dir, 'crd.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CRD, 'utf16le')]));
    c = new TestClient(dir);
    await c.initialize();
    const d = await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length > 0);
    expect(d.diagnostics.map((x) => x.message)).toEqual(['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10']);
  }, 60_000);
});
