// Writing a new object in the editor: before its apiVersion and kind name a CRD of the workspace,
// completion offers the apiVersions and kinds of every CRD file (as the playground's objects
// editor offers those of its CRD editor).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient, workspace } from './client';
import { BAD_RULE_CRD, CRD, OBJECT } from './fixtures';

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'crd.yaml': CRD, 'other/crd.yaml': BAD_RULE_CRD, 'cron.yaml': OBJECT }));
  await c.initialize();
  await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length > 0);
}, 60_000);

afterAll(async () => {
  await c?.close();
});

const labels = (list: any): string[] => (list?.items ?? []).map((i: any) => i.label);

describe('completion in an object being written', () => {
  test('apiVersion: offers the served group/versions of every CRD file', async () => {
    await c.open('new.yaml', 'apiVersion: \n');
    const list = await c.request('textDocument/completion', 'new.yaml', { position: { line: 0, character: 12 } });
    expect(labels(list)).toEqual(expect.arrayContaining(['stable.example.com/v1', 'other.example.com/v1']));
  }, 30_000);

  test('a half-written apiVersion, and kind: once the group is known', async () => {
    await c.change('new.yaml', 'apiVersion: stable.ex\n');
    const partial = await c.request('textDocument/completion', 'new.yaml', { position: { line: 0, character: 21 } });
    expect(labels(partial)).toContain('stable.example.com/v1');
    await c.change('new.yaml', 'apiVersion: other.example.com/v1\nkind: \n');
    const kinds = await c.request('textDocument/completion', 'new.yaml', { position: { line: 1, character: 6 } });
    expect(labels(kinds)).toEqual(['CronTab']);
    expect(kinds.items[0].detail).toBe('crontabs.other.example.com');
  }, 30_000);

  test('until it names a kind, the document is not completed or hovered as the last of the CRDs', async () => {
    await c.change('new.yaml', 'apiVersion: \nreplicaCount: 1\n');
    const root = await c.request('textDocument/completion', 'new.yaml', { position: { line: 2, character: 0 } });
    expect(labels(root).sort()).toEqual(['kind', 'metadata']);
    const h = await c.request('textDocument/hover', 'new.yaml', { position: { line: 1, character: 2 } });
    expect(h?.contents.value ?? '').not.toContain('crontabs');
    // apiVersion without a value: no CRD serves the document yet, said as a language server's user reads it
    const typeMeta = await c.request('textDocument/hover', 'new.yaml', { position: { line: 0, character: 2 } });
    expect(typeMeta.contents.value).toMatch(/^No CRD serves this document until its `apiVersion` and `kind` name one\.  \nCRDs: CronTab \\\(/);
  }, 30_000);

  test('a document naming a kind no CRD defines (a Deployment) is not asked about with every CRD file', async () => {
    await c.change('new.yaml', 'apiVersion: apps/v1\nkind: Deployment\n');
    const h = await c.request('textDocument/hover', 'new.yaml', { position: { line: 1, character: 8 } });
    expect(h.contents.value).toBe('No CRD serves `apps/v1 Deployment`.');
  }, 30_000);

  test('a second document of a file whose first one is served', async () => {
    const text = `${OBJECT}---\napiVersion: \n`;
    await c.open('two.yaml', text);
    const list = await c.request('textDocument/completion', 'two.yaml', { position: { line: text.split('\n').length - 2, character: 12 } });
    expect(labels(list)).toEqual(expect.arrayContaining(['stable.example.com/v1', 'other.example.com/v1']));
  }, 30_000);
});
