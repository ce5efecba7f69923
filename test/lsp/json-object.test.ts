// Writing a custom object in a .json file, as VS Code types it (a typed `"` comes with its closing
// quote): completion inserts JSON, quoted keys and string values, and leaves no stray quote; in
// a CRD written as JSON as well.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TestClient, workspace } from './client';
import { CRD } from './fixtures';

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'crd.yaml': CRD }));
  await c.initialize();
  await c.nextDiagnostics('crd.yaml');
}, 60_000);

afterAll(async () => {
  await c?.close();
});

const HEAD = '{"apiVersion": "stable.example.com/v1", "kind": "CronTab", "metadata": {"name": "j"}, "spec": {';

/** The text with the completion item labelled `label` at the `|` applied (one-line texts). */
async function accept(marked: string, label: string): Promise<string> {
  const at = marked.indexOf('|');
  const text = marked.replace('|', '');
  await c.change('cron.json', text);
  const list = await c.request('textDocument/completion', 'cron.json', { position: { line: 0, character: at } });
  const item = list.items.find((i: any) => i.label === label);
  const { start, end } = item.textEdit.range;
  return text.slice(0, start.character) + item.textEdit.newText + text.slice(end.character);
}

describe('completion in a JSON object', () => {
  test('a key typed between the quotes the editor closed, a key without quotes, a string value', async () => {
    await c.open('cron.json', `${HEAD}}}`);
    expect(await accept(`${HEAD}"rep|"}}`, 'replicas')).toBe(`${HEAD}"replicas": }}`);
    expect(await accept(`${HEAD}|}}`, 'image')).toBe(`${HEAD}"image": }}`);
    expect(JSON.parse(await accept('{"apiVersion": |}', 'stable.example.com/v1'))).toEqual({ apiVersion: 'stable.example.com/v1' });
  }, 30_000);

  test('a CRD written as JSON: its fields and values too', async () => {
    const crd = '{"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition", "spec": {';
    expect(await accept(`${crd}"gr|"}}`, 'group')).toBe(`${crd}"group": }}`);
    expect(JSON.parse(await accept(`${crd}"scope": |}}`, 'Namespaced'))).toMatchObject({ spec: { scope: 'Namespaced' } });
  }, 30_000);
});
