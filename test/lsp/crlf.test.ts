// A file with Windows line ends (CRLF), as checked out by git on Windows: the quick fixes and the
// completions the server offers in it keep its line ends, whatever the client does with the text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient, workspace } from './client';
import { cronTabCRD } from '../fixtures/crontab-crd';

const CRD = cronTabCRD({
  schema: `type: object
properties:
  spec:
    type: object
    properties:
      size:
        description: no type yet`,
}).replace(/\n/g, '\r\n');

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'crd.yaml': CRD }));
  await c.initialize();
}, 60_000);

afterAll(async () => {
  await c?.close();
});

/** Line ends of a text that are a lone LF or CR. */
const lone = (s: string) => s.replace(/\r\n/g, '').match(/[\r\n]/g)?.length ?? 0;

describe('a CRLF file', () => {
  test('the quick fix of a missing type inserts CRLF line ends', async () => {
    await c.open('crd.yaml', CRD);
    const d = await c.nextDiagnostics('crd.yaml', (p) => p.diagnostics.some((x) => x.message.includes('must not be empty')));
    const missing = d.diagnostics.find((x) => x.message.includes('must not be empty'))!;
    const actions = await c.request('textDocument/codeAction', 'crd.yaml', { range: missing.range, context: { diagnostics: [missing] } });
    const add = actions.find((a: any) => a.title === 'Add type: string');
    const texts: string[] = add.edit.changes[c.uri('crd.yaml')].map((e: any) => e.newText);
    expect(texts.join('')).toContain('type: string\r\n');
    expect(texts.map(lone)).toEqual(texts.map(() => 0));
  }, 30_000);

  test('a completion of a nested key inserts CRLF line ends', async () => {
    // a new line under `size:`, indented as its keys
    const lines = CRD.split('\r\n');
    const line = lines.findIndex((l) => l.trim() === 'size:') + 1;
    const indent = lines[line].length - lines[line].trimStart().length;
    lines.splice(line, 0, ' '.repeat(indent));
    await c.change('crd.yaml', lines.join('\r\n'));
    const list = await c.request('textDocument/completion', 'crd.yaml', { position: { line, character: indent } });
    const multi = list.items.filter((i: any) => i.textEdit.newText.includes('\n'));
    expect(multi.length).toBeGreaterThan(0);
    for (const i of multi) expect(lone(i.textEdit.newText)).toBe(0);
  }, 30_000);
});
