// A file closed while its check runs (a new file never saved, a preview tab replaced as the user
// browses): the check's result, which comes after the close, is not shown for the file that is gone.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient, workspace } from './client';
import { CRD, OBJECT } from './fixtures';

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'crd.yaml': CRD, 'cron.yaml': OBJECT }));
  await c.initialize();
  await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length > 0);
}, 60_000);

afterAll(async () => {
  await c?.close();
});

describe('a file closed while it is checked', () => {
  test('an unsaved file closed during its check keeps no diagnostics', async () => {
    // many objects over the maximum: a check that takes a while
    const big = Array.from({ length: 2000 }, (_, i) => OBJECT.replace('my-new-cron-object', `cron-${i}`)).join('---\n');
    await c.open('unsaved.yaml', big);
    // past the server's wait before a check (150 ms): the check has started
    await new Promise((r) => setTimeout(r, 600));
    await c.conn.sendNotification('textDocument/didClose', { textDocument: { uri: c.uri('unsaved.yaml') } });
    // checks run one after another in one thread: once a later file's check is published, the closed file's has ended
    await c.open('later.yaml', OBJECT.replace('my-new-cron-object', 'later'));
    await c.nextDiagnostics('later.yaml', (p) => p.diagnostics.length > 0);
    expect(c.diagnostics.get(c.uri('unsaved.yaml'))?.diagnostics).toEqual([]);
  }, 60_000);
});
