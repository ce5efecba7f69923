// crd-playground link (issue 23): a share link (or the <crd-playground> element) that opens the given
// files in the playground; the link decodes to exactly the texts, split into CRD and objects.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { decodeState, stateFromHash } from '../../src/state/permalink';
import { splitDocuments } from '../../src/cli/link';
import { RESULT_TAB_IDS } from '../../src/state/snapshot';
import { RESULT_TABS } from '../../src/ui/results/tabs';
import { fakeIo } from './fake-io';

const CRD = 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: crontabs.stable.example.com\n';
const OBJ = 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: a # <b>\n';

async function link(argv: string[], files: Record<string, string>, stdin = '') {
  const io = fakeIo(files, stdin);
  const code = await main(['link', ...argv], io);
  return { code, out: io.out, err: io.err };
}

describe('crd-playground link', () => {
  it('prints a link whose state holds the CRDs and the objects, each in its editor', async () => {
    const r = await link(['--base', 'https://docs.example/pg/', '--tab', 'pruned', '--kube-version', '1.33', 'all.yaml'], { 'all.yaml': `${OBJ}---\n${CRD}---\n# only a comment\n` });
    expect(r.code).toBe(0);
    expect(r.out.startsWith('https://docs.example/pg/#state=')).toBe(true);
    const dec = decodeState(stateFromHash(new URL(r.out.trim()).hash)!);
    expect(dec.ok).toBe(true);
    if (!dec.ok) return;
    expect(dec.snapshot.texts.crd).toBe(CRD);
    expect(dec.snapshot.texts.objects).toBe(OBJ);
    expect(dec.snapshot.tab).toBe('pruned');
    expect(dec.snapshot.options.kubeVersion).toBe('1.33');
  });

  it('reads several files and stdin, in order', async () => {
    const r = await link(['crd.yaml', '-'], { 'crd.yaml': CRD }, OBJ);
    const dec = decodeState(stateFromHash(new URL(r.out.trim()).hash)!);
    expect(dec.ok && dec.snapshot.texts).toMatchObject({ crd: CRD, objects: OBJ });
  });

  // a deterministic text deflate cannot shrink much (Park–Miller), so the link is about as long as the text
  const incompressible = (n: number) => {
    const a = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    let x = 1;
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(a[Math.floor(((x = (x * 48271) % 2147483647) / 2147483647) * 62)]!);
    return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: r\ndata:\n  a: ${out.join('')}\n`;
  };

  it('content the playground would refuse (over 32 MiB) is no link: an error, exit 1, nothing printed', async () => {
    const r = await link(['big.yaml'], { 'big.yaml': incompressible(10).replace('a: ', `a: ${'x'.repeat(33 * 1024 * 1024)}`) });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('error: the files are too large for a link: the playground opens links whose content is at most 32 MiB (33,554,432 bytes); use --embed\n');
  });

  it('a link longer than browsers open is printed with a warning naming the limit', async () => {
    const long = await link(['r.yaml'], { 'r.yaml': incompressible(2_300_000) });
    expect(long.code).toBe(0);
    const chars = long.out.trim().length;
    expect(chars).toBeGreaterThan(2 * 1024 * 1024);
    expect(long.err).toBe(
      `warning: the link is ${chars.toLocaleString('en-US')} characters long; Chromium-based browsers open links of at most 2,097,152 characters (Firefox 1,048,576): use --embed\n`,
    );
    const firefox = await link(['r.yaml'], { 'r.yaml': incompressible(1_300_000) });
    expect(firefox.err).toMatch(/^warning: the link is [\d,]+ characters long; Firefox opens links of at most 1,048,576 characters: use --embed\n$/);
    const short = await link(['r.yaml'], { 'r.yaml': incompressible(10_000) });
    expect(short.err).toBe('');
  });

  it('--embed prints the element with the texts escaped and the script next to the playground', async () => {
    const r = await link(['--embed', '--base', 'https://docs.example/pg/', '--tab', 'cel', 'a.yaml'], { 'a.yaml': `${CRD}---\n${OBJ}` });
    expect(r.code).toBe(0);
    expect(r.out).toContain('<script type="module" src="https://docs.example/pg/embed.js"></script>');
    expect(r.out).toContain('<crd-playground tab="cel">');
    expect(r.out).toContain(`<pre data-crd>\n${CRD}</pre>`);
    expect(r.out).toContain('name: a # &lt;b&gt;');
    expect(r.out).not.toContain('<b>');
  });

  it.each([
    [[], 'link needs at least one FILE'],
    [['--tab', 'nope', 'a.yaml'], '--tab must be one of problems, pruned'],
    [['--kube-version', '1.99', 'a.yaml'], '--kube-version'],
    [['--base', 'ftp://x/', 'a.yaml'], '--base must be an http(s) URL'],
    [['--base', 'not a url', 'a.yaml'], '--base must be an absolute http(s) URL'],
    [['--frobnicate', 'a.yaml'], 'unknown flag --frobnicate'],
    [['missing.yaml'], 'error: cannot read missing.yaml: no such file or directory (ENOENT)\n'], // check's words
  ])('%j exits 2 with a clear message', async (argv, message) => {
    const r = await link(argv, { 'a.yaml': CRD });
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
  });

  it.each([
    ['a: 1\n---\nb: 2\n', ['a: 1\n', 'b: 2\n']],
    ['---\na: 1\n--- # two\nb: 2', ['a: 1\n', 'b: 2']],
    ['a: "---"\n', ['a: "---"\n']],
    ['# c\n---\n', []],
  ])('splitDocuments(%j)', (text, docs) => {
    expect(splitDocuments(text)).toEqual(docs);
  });

  it('knows every result tab of the app', () => {
    expect([...RESULT_TAB_IDS]).toEqual(RESULT_TABS.map((t) => t.id));
  });
});
