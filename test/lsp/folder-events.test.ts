// Files changed on disk, as editors report them: a folder deleted or moved (the explorer, git)
// comes as one event for the folder, not one per file in it; its CRDs stop serving the objects.
// Events for files discovery leaves out (node_modules: npm install) leave the workspace as it is.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient, workspace } from './client';
import { BAD_RULE_CRD, CRD, OBJECT, OTHER_OBJECT } from './fixtures';

const NO_MATCH = 'no matches for kind "CronTab" in version "stable.example.com/v1"';
const REPLICAS_MAX = 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10';

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'crds/crontab.yaml': CRD, 'cron.yaml': OBJECT }));
  await c.initialize();
}, 60_000);

afterAll(async () => {
  await c?.close();
});

const messages = (d: { diagnostics: { message: string }[] }) => d.diagnostics.map((x) => x.message);

describe('workspace/didChangeWatchedFiles for a folder', () => {
  test('a folder of CRDs moved away: its objects are no longer served; moved back: they are', async () => {
    expect(messages(await c.nextDiagnostics('cron.yaml'))).toEqual([REPLICAS_MAX]);
    renameSync(join(c.dir, 'crds'), join(c.dir, '.crds'));
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: c.uri('crds'), type: 3 }] });
    expect(messages(await c.nextDiagnostics('cron.yaml', (p) => messages(p).includes(NO_MATCH)))).toEqual([NO_MATCH]);
    renameSync(join(c.dir, '.crds'), join(c.dir, 'crds'));
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: c.uri('crds'), type: 1 }] });
    expect(messages(await c.nextDiagnostics('cron.yaml', (p) => messages(p).includes(REPLICAS_MAX)))).toEqual([REPLICAS_MAX]);
  }, 30_000);

  test('a folder deleted', async () => {
    rmSync(join(c.dir, 'crds'), { recursive: true });
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: c.uri('crds'), type: 3 }] });
    expect(messages(await c.nextDiagnostics('cron.yaml', (p) => messages(p).includes(NO_MATCH)))).toEqual([NO_MATCH]);
    expect(messages(await c.nextDiagnostics('crds/crontab.yaml'))).toEqual([]);
  }, 30_000);
});

describe('workspace/didChangeWatchedFiles for files discovery leaves out', () => {
  test('a CRD written into node_modules does not serve the objects, as check does not read it', async () => {
    const other = 'other.yaml';
    const noMatch = 'no matches for kind "CronTab" in version "other.example.com/v1"';
    writeFileSync(join(c.dir, other), OTHER_OBJECT);
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: c.uri(other), type: 1 }] });
    expect(messages(await c.nextDiagnostics(other))).toEqual([noMatch]);
    mkdirSync(join(c.dir, 'node_modules/pkg'), { recursive: true });
    writeFileSync(join(c.dir, 'node_modules/pkg/crd.yaml'), BAD_RULE_CRD);
    const again = OTHER_OBJECT.replace('name: other', 'name: other2');
    writeFileSync(join(c.dir, other), again);
    c.diagnostics.delete(c.uri(other));
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [
        { uri: c.uri('node_modules/pkg/crd.yaml'), type: 1 },
        { uri: c.uri(other), type: 2 },
      ],
    });
    expect(messages(await c.nextDiagnostics(other))).toEqual([noMatch]);
  }, 30_000);
});
