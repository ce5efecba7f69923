// The language server as an editor meets it: `crd-playground lsp` over stdio, a workspace folder
// with the CronTab CRD (test/fixtures/crontab-crd.ts) and objects, spoken to with vscode-jsonrpc.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { positionOf, TestClient, workspace, type PublishedDiagnostics } from './client';
import { BAD_RULE_CRD, CRD, HELM_TEMPLATE, OBJECT, OTHER_OBJECT } from './fixtures';

const REPLICAS_MAX = 'spec.replicas in body should be less than or equal to 10';

let c: TestClient;

beforeAll(async () => {
  const dir = workspace({
    'crd.yaml': CRD,
    'cron.yaml': OBJECT,
    'other/crd.yaml': BAD_RULE_CRD,
    'other/object.yaml': OTHER_OBJECT,
    'chart/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 0.1.0\n',
    'chart/templates/cron.yaml': HELM_TEMPLATE,
    'values.yaml': 'replicaCount: 15\nimage: nginx\n',
  });
  c = new TestClient(dir);
  const init = await c.initialize();
  expect(init.capabilities.completionProvider).toBeTruthy();
}, 60_000);

afterAll(async () => {
  await c?.close();
});

const messages = (d: PublishedDiagnostics) => d.diagnostics.map((x) => x.message);

describe('crd-playground lsp', () => {
  test("opening the folder shows kube's message on the object's replicas line (the issue's \"done when\")", async () => {
    const d = await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length > 0);
    const hit = d.diagnostics.find((x) => x.message.includes(REPLICAS_MAX));
    expect(hit?.message).toBe(`spec.replicas: Invalid value: 15: ${REPLICAS_MAX}`);
    expect(hit?.severity).toBe(1);
    expect(hit?.range.start).toEqual(positionOf(OBJECT, '15'));
    expect(hit?.range.end).toEqual(positionOf(OBJECT, '15', 2));
  }, 30_000);

  test('a CEL compile error is at the column inside the rule, in the CRD file', async () => {
    const d = await c.nextDiagnostics('other/crd.yaml', (p) => p.diagnostics.length > 0);
    const cel = d.diagnostics.find((x) => x.message.includes('compilation failed'));
    expect(cel?.message).toContain("Syntax error: mismatched input '<EOF>'");
    // the caret of `<input>:1:22`: the 22nd character of the rule's text
    expect(cel?.range.start).toEqual(positionOf(BAD_RULE_CRD, 'self.replicas >= 1 &&', 21));
    // the CronTab CRD itself has no errors; the other CRD's object meets the rule as the apiserver would
    expect(messages(await c.nextDiagnostics('crd.yaml'))).toEqual([]);
    const obj = await c.nextDiagnostics('other/object.yaml', (p) => p.diagnostics.length > 0);
    expect(messages(obj)).toEqual([expect.stringMatching(/^spec: Invalid value: "object": rule compile error: compilation failed: ERROR: <input>:1:22: /)]);
    expect(obj.diagnostics[0].range.start).toEqual(positionOf(OTHER_OBJECT, 'spec:'));
  }, 30_000);

  test('Helm templates and files that are not Kubernetes documents get nothing', async () => {
    expect(messages(await c.nextDiagnostics('chart/templates/cron.yaml'))).toEqual([]);
    expect(messages(await c.nextDiagnostics('values.yaml'))).toEqual([]);
    await c.open('chart/templates/cron.yaml', HELM_TEMPLATE);
    const at = positionOf(HELM_TEMPLATE, 'replicas');
    expect(await c.request('textDocument/hover', 'chart/templates/cron.yaml', { position: at })).toBeNull();
    expect(await c.request('textDocument/completion', 'chart/templates/cron.yaml', { position: { line: 5, character: 0 } })).toBeNull();
    // a values file and a package.json, open in the editor: no hover, no completion of object fields
    await c.open('values.yaml', 'replicaCount: 15\nimage: nginx\n\n');
    expect(await c.request('textDocument/hover', 'values.yaml', { position: { line: 0, character: 2 } })).toBeNull();
    expect(await c.request('textDocument/completion', 'values.yaml', { position: { line: 2, character: 0 } })).toBeNull();
    await c.open('package.json', '{"name": "demo", "version": "0.1.0", }');
    expect(await c.request('textDocument/hover', 'package.json', { position: { line: 0, character: 3 } })).toBeNull();
    expect(await c.request('textDocument/completion', 'package.json', { position: { line: 0, character: 37 } })).toBeNull();
  }, 30_000);

  test("completion under spec: offers the CRD's fields", async () => {
    const text = 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: new\nspec:\n  \n';
    await c.open('new.yaml', text);
    const list = await c.request('textDocument/completion', 'new.yaml', { position: { line: 5, character: 2 } });
    const labels = list.items.map((i: any) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['cronSpec', 'image', 'replicas']));
    const replicas = list.items.find((i: any) => i.label === 'replicas');
    expect(replicas.detail).toContain('integer');
    expect(replicas.textEdit.range.start).toEqual({ line: 5, character: 2 });
  }, 30_000);

  test('hover on a field shows its schema', async () => {
    await c.open('cron.yaml', OBJECT);
    const h = await c.request('textDocument/hover', 'cron.yaml', { position: positionOf(OBJECT, 'replicas', 2) });
    expect(h.contents.kind).toBe('markdown');
    expect(h.contents.value).toContain('integer');
    expect(h.contents.value).toContain('How many copies run at once');
    expect(h.contents.value).toMatch(/maximum[^\n]*10/);
    expect(h.range.start).toEqual(positionOf(OBJECT, 'replicas'));
  }, 30_000);

  test('definition: an object field goes to its schema property in the CRD file, and back', async () => {
    const there = await c.request('textDocument/definition', 'cron.yaml', { position: positionOf(OBJECT, 'replicas', 1) });
    expect(there).toHaveLength(1);
    expect(there[0].uri).toBe(c.uri('crd.yaml'));
    expect(there[0].range.start.line).toBe(positionOf(CRD, '      replicas:').line);
    await c.open('crd.yaml', CRD);
    const back = await c.request('textDocument/definition', 'crd.yaml', { position: positionOf(CRD, 'replicas:', 1) });
    expect(back.map((l: any) => l.uri)).toContain(c.uri('cron.yaml'));
    const use = back.find((l: any) => l.uri === c.uri('cron.yaml'));
    expect(use.range.start.line).toBe(positionOf(OBJECT, 'replicas').line);
  }, 30_000);

  test('a quick fix applied: the unknown field is removed and its warning goes', async () => {
    const text = OBJECT.replace('replicas: 15', 'replicas: 5\n  bogus: 2');
    await c.change('cron.yaml', text);
    const d = await c.nextDiagnostics('cron.yaml', (p) => messages(p).some((m) => m.includes('unknown field "spec.bogus"')));
    expect(messages(d).some((m) => m.includes(REPLICAS_MAX))).toBe(false);
    const at = positionOf(text, 'bogus');
    const actions = await c.request('textDocument/codeAction', 'cron.yaml', { range: { start: at, end: at }, context: { diagnostics: d.diagnostics } });
    const fix = actions.find((a: any) => a.title.startsWith('Remove unknown field "spec.bogus"'));
    expect(fix.kind).toBe('quickfix');
    const edits = fix.edit.changes[c.uri('cron.yaml')];
    expect(edits).toHaveLength(1);
    const fixed = applyEdits(text, edits);
    expect(fixed).not.toContain('bogus');
    const v = await c.change('cron.yaml', fixed);
    const after = await c.nextDiagnostics('cron.yaml', (p) => p.version === v);
    expect(messages(after)).toEqual([]);
  }, 30_000);

  test('a CRD edit re-checks the objects it serves, and only those', async () => {
    await c.change('cron.yaml', OBJECT);
    await c.nextDiagnostics('cron.yaml', (p) => messages(p).some((m) => m.includes(REPLICAS_MAX)));
    const otherBefore = c.diagnostics.get(c.uri('other/object.yaml'));
    await c.change('crd.yaml', CRD.replace('maximum: 10', 'maximum: 20'));
    const after = await c.nextDiagnostics('cron.yaml', (p) => p.diagnostics.length === 0);
    expect(messages(after)).toEqual([]);
    // the other CRD's object was not published again
    expect(c.diagnostics.get(c.uri('other/object.yaml'))).toBe(otherBefore);
    await c.change('crd.yaml', CRD);
    const back = await c.nextDiagnostics('cron.yaml', (p) => messages(p).some((m) => m.includes(REPLICAS_MAX)));
    expect(back.diagnostics).toHaveLength(1);
  }, 30_000);

  test('a CRD file changed on disk (workspace/didChangeWatchedFiles) re-checks its objects', async () => {
    await c.nextDiagnostics('other/object.yaml', (p) => p.diagnostics.length > 0);
    writeFileSync(join(c.dir, 'other/crd.yaml'), BAD_RULE_CRD.replace('self.replicas >= 1 &&', 'self.replicas >= 1'));
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: c.uri('other/crd.yaml'), type: 2 }] });
    expect(messages(await c.nextDiagnostics('other/object.yaml', (p) => p.diagnostics.length === 0))).toEqual([]);
    expect(messages(await c.nextDiagnostics('other/crd.yaml', (p) => p.diagnostics.length === 0))).toEqual([]);
  }, 30_000);

  test("CEL help inside a rule: completion of self's fields", async () => {
    const text = CRD.replace('self.replicas >= 1', 'self.');
    await c.change('crd.yaml', text);
    const list = await c.request('textDocument/completion', 'crd.yaml', { position: positionOf(text, 'self.', 5) });
    expect(list.items.map((i: any) => i.label)).toEqual(expect.arrayContaining(['replicas', 'cronSpec', 'image']));
    await c.change('crd.yaml', CRD);
  }, 30_000);
});

/** The text with LSP edits applied (positions in the text as given). */
function applyEdits(text: string, edits: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }[]): string {
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}
