// The server's settings as a client without workspace/configuration passes them
// (initializationOptions, as Helix and Neovim do): CRDs found through `crdPlayground.crds` globs
// outside the workspace folder, and a Kubernetes version the engine does not know.
import { afterAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { positionOf, TestClient, workspace } from './client';
import { BAD_RULE_CRD, CRD, OBJECT } from './fixtures';

const clients: TestClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('crd-playground lsp settings', () => {
  test('a CRD outside the workspace folder, named by a crdPlayground.crds glob, serves the objects', async () => {
    const crds = workspace({ 'deploy/crds/crontab.yaml': CRD, 'deploy/crds/notes.txt': 'not yaml' });
    const dir = workspace({ 'cron.yaml': OBJECT });
    const c = new TestClient(dir);
    clients.push(c);
    await c.initialize({ crdPlayground: { crds: [join(crds, 'deploy/**/*.yaml')], kubeVersion: '1.30' } });
    const d = await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length > 0);
    expect(d.diagnostics.map((x) => x.message)).toEqual(['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10']);
    expect(d.diagnostics[0].range.start).toEqual(positionOf(OBJECT, '15'));
    expect(c.shown).toEqual([]);
  }, 60_000);

  test('a glob removed from the settings: the CRD file it named loses its diagnostics, and no longer serves the objects', async () => {
    const crds = workspace({ 'crd.yaml': BAD_RULE_CRD.replaceAll('other.example.com', 'stable.example.com') });
    const crdUri = pathToFileURL(join(crds, 'crd.yaml')).href;
    const c = new TestClient(workspace({ 'cron.yaml': OBJECT }));
    clients.push(c);
    await c.initialize({ crds: [join(crds, '*.yaml')] });
    const compile = (d: { diagnostics: { message: string }[] } | undefined) => (d?.diagnostics ?? []).some((x) => x.message.includes('compilation failed'));
    await c.nextDiagnostics('cron.yaml', compile);
    await new Promise<void>((resolve) => {
      const poll = () => (compile(c.diagnostics.get(crdUri)) ? resolve() : setTimeout(poll, 50));
      poll();
    });
    await c.conn.sendNotification('workspace/didChangeConfiguration', { settings: { crdPlayground: { crds: [] } } });
    const d = await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.some((x) => x.message.startsWith('no matches for kind')));
    expect(d.diagnostics.map((x) => x.message)).toEqual(['no matches for kind "CronTab" in version "stable.example.com/v1"']);
    expect(c.diagnostics.get(crdUri)?.diagnostics).toEqual([]);
  }, 60_000);

  test('without the glob the object has no CRD (kubectl\'s "no matches for kind"), and an unknown version is refused with a warning', async () => {
    const dir = workspace({ 'cron.yaml': OBJECT });
    const c = new TestClient(dir);
    clients.push(c);
    await c.initialize({ kubeVersion: '1.12' });
    const d = await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length > 0);
    expect(d.diagnostics.map((x) => x.message)).toEqual([expect.stringContaining('no matches for kind "CronTab" in version "stable.example.com/v1"')]);
    expect(c.shown).toEqual([{ type: 2, message: 'crdPlayground.kubeVersion: Kubernetes version "1.12" is not supported: supported versions are 1.27 to 1.37; checking at the newest version' }]);
  }, 60_000);
});
