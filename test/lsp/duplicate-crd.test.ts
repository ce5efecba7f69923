// Two CRD files defining the same CRD (a repository holding the standard and the experimental
// channel of the Gateway API CRDs): `crd-playground check` notes on the one used that the CRD
// appears more than once; the editor shows the same note on the same file, and drops it once the
// other file no longer defines that CRD.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathToFileURL } from 'node:url';
import { TestClient, workspace, type PublishedDiagnostics } from './client';
import { CRD, OBJECT } from './fixtures';

const COPY = CRD.replace('maximum: 10', 'maximum: 20');
const NOTE = 'CustomResourceDefinition "crontabs.stable.example.com" appears more than once; the last one is used';

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'a/crd.yaml': CRD, 'b/crd.yaml': COPY }));
  await c.initialize();
}, 60_000);

afterAll(async () => {
  await c?.close();
});

const shown = (d: PublishedDiagnostics) => d.diagnostics.map((x) => `${x.range.start.line + 1}:${x.range.start.character + 1} ${x.message}`);

/** `check -o json` of the folder: each file's findings as `line:column message`. */
function checked(dir: string): Record<string, string[]> {
  let out: string;
  try {
    out = execFileSync(process.execPath, ['bin/crd-playground.mjs', 'check', '-o', 'json', dir], { encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const r = JSON.parse(out) as { crds: { errors: any[]; warnings: any[] }[] };
  const by: Record<string, string[]> = {};
  for (const crd of r.crds) for (const d of [...crd.errors, ...crd.warnings]) (by[d.file] ??= []).push(`${d.line}:${d.column} ${d.message}`);
  return by;
}

describe('a CRD defined in two files', () => {
  test('the note of check is on the same file, at the same place', async () => {
    const want = checked(c.dir);
    expect(Object.values(want).flat()).toEqual([expect.stringContaining(NOTE)]);
    for (const file of ['a/crd.yaml', 'b/crd.yaml']) {
      const expected = want[`${c.dir}/${file}`] ?? [];
      const got = await c.nextDiagnostics(file);
      expect(shown(got)).toEqual(expected);
    }
  }, 30_000);

  test('the note goes when the other file stops defining the CRD', async () => {
    await c.open('a/crd.yaml', CRD);
    await c.change('a/crd.yaml', CRD.replace(/stable\.example\.com/g, 'renamed.example.com'));
    const after = await c.nextDiagnostics('b/crd.yaml', (p) => p.diagnostics.length === 0);
    expect(shown(after)).toEqual([]);
  }, 30_000);
});

describe('which of the two is used does not depend on the files open in the editor', () => {
  let e: TestClient;
  afterAll(async () => {
    await e?.close();
  });

  test('a file open as the editor starts (a restored tab) is not used ahead of those after it in path order', async () => {
    // replicas 15: over a/crd.yaml's maximum of 10, within b/crd.yaml's 20; check uses b/crd.yaml
    e = new TestClient(workspace({ 'a/crd.yaml': COPY.replace('maximum: 20', 'maximum: 10'), 'b/crd.yaml': COPY, 'cron.yaml': OBJECT }));
    expect(checked(e.dir)[`${e.dir}/b/crd.yaml`]).toEqual([expect.stringContaining(NOTE)]);
    // a client that answers workspace/configuration: the server reads the folder after asking it,
    // and the tab restored with the editor is opened before
    await e.conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(e.dir).href,
      workspaceFolders: [{ uri: pathToFileURL(e.dir).href, name: 'test' }],
      capabilities: { workspace: { configuration: true } },
    });
    await e.conn.sendNotification('initialized', {});
    await e.open('b/crd.yaml', COPY);
    const d = await e.nextDiagnostics('cron.yaml');
    expect(shown(d)).toEqual([]);
    expect(shown(await e.nextDiagnostics('b/crd.yaml'))).toEqual([expect.stringContaining(NOTE)]);
  }, 30_000);
});
