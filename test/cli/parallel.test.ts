// check on worker threads: the bin (the precompiled CLI, scripts/cli-bundle.mjs) prints with
// --jobs 2 exactly what it prints with --jobs 1, in every output format, on files whose objects'
// CRDs are in other files; this thread checks units beside the workers; the bundle is rebuilt
// when a source changes.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkParallel, PARALLEL_MIN_BYTES, startWorkers, units } from '../../src/cli/parallel';
import { inInputOrder } from '../../src/cli/files';
import { HELM_TEMPLATE } from '../../src/cli/helm';
import { checkStreaming } from '../../src/cli/stream';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../fixtures/crontab';
import type { CheckResult, SourceText } from '../../src/engine';
import { cacheDirs, isFresh, precompiledCli } from '../../scripts/cli-bundle.mjs';
import { startPrecompiledWorkers } from './precompiled-worker';

const root = new URL('../..', import.meta.url).pathname;

const crdOf = (g: string) => CRONTAB_CRD(VALIDATION_PROPS).replaceAll('stable.example.com', `${g}.example.com`);
const objOf = (g: string, spec: string, name: string) => crontab(spec, name).replace('stable.example.com', `${g}.example.com`);
const GOOD = 'cronSpec: "* * * * */5"\nimage: x\nreplicas: 5';
const BAD = 'cronSpec: "* * * * */5"\nimage: x\nreplicas: 15';

/**
 * Files in an order that the units do not keep: objects before the CRDs they need (in other
 * files), a file of objects of two groups (one unit for both), a JSON CRD, a duplicate CRD, an
 * object without a CRD, a built-in kind, a YAML error and a file that is not Kubernetes.
 */
function files(): Record<string, string> {
  const groups = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'];
  const out: Record<string, string> = {};
  groups.forEach((g, i) => (out[`a${i}-objects.yaml`] = [GOOD, `${BAD}\nextra: 1`, BAD].map((s, k) => objOf(g, s, `o${k}`)).join('---\n')));
  out['b-two-groups.yaml'] = `${objOf('g1', BAD, 'm1')}---\n${objOf('g2', GOOD, 'm2')}---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n`;
  out['c-values.yaml'] = 'replicas: 3\n';
  out['d-no-crd.yaml'] = objOf('nowhere', GOOD, 'lost');
  out['e-broken.yaml'] = `${objOf('g3', GOOD, 'ok')}---\nspec: [unclosed\n`;
  groups.slice(0, 5).forEach((g, i) => (out[`z${i}-crd.yaml`] = crdOf(g)));
  out['z5-crd.json'] = JSON.stringify(parse(crdOf('g6')));
  out['z9-dup.yaml'] = crdOf('g3');
  return out;
}

function writeSet(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crdp-par-'));
  for (const [name, text] of Object.entries(files())) writeFileSync(join(dir, name), text);
  return dir;
}

function bin(args: string[], env: Record<string, string> = {}): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(root, 'bin/crd-playground.mjs'), ...args], { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Runs of the bundled bin (no environment added) by their arguments: the same run asked by two tests is made once. */
const binRuns = new Map<string, ReturnType<typeof bin>>();
function bundledBin(args: string[]): ReturnType<typeof bin> {
  const key = JSON.stringify(args);
  let r = binRuns.get(key);
  if (!r) binRuns.set(key, (r = bin(args)));
  return r;
}

describe('the bin on worker threads', () => {
  const dir = writeSet();

  it.each(['text', 'json', 'junit', 'github'])('-o %s: --jobs 2 prints byte for byte what --jobs 1 prints', { timeout: 180_000 }, (format) => {
    const one = bin(['check', dir, '-o', format, '--jobs', '1']);
    const two = bundledBin(['check', dir, '-o', format, '--jobs', '2']);
    expect(one.err).toBe('');
    expect(one.code).toBe(1);
    expect(two).toEqual(one);
    // the findings of every file are there, in file order (as printed: the JSON lists CRDs and objects apart)
    const names = ['a0-objects.yaml', 'a5-objects.yaml', 'b-two-groups.yaml', 'd-no-crd.yaml', 'e-broken.yaml', 'z9-dup.yaml'];
    const printed =
      format === 'json'
        ? (JSON.parse(one.out) as { crds: { file: string }[]; objects: { file: string }[] }).objects.map((o) => o.file)
        : names.map((n) => join(dir, n)).sort((a, b) => one.out.indexOf(a) - one.out.indexOf(b));
    const order = printed.filter((f, i) => f !== printed[i - 1]).map((f) => f.slice(dir.length + 1));
    expect(order).toEqual([...order].sort());
    if (format !== 'json') for (const n of names) expect(one.out).toContain(join(dir, n));
    else
      expect(order).toEqual(['a0-objects.yaml', 'a1-objects.yaml', 'a2-objects.yaml', 'a3-objects.yaml', 'a4-objects.yaml', 'a5-objects.yaml', 'b-two-groups.yaml', 'd-no-crd.yaml', 'e-broken.yaml']);
  });

  it('the precompiled CLI prints what the TypeScript sources print through tsx', { timeout: 240_000 }, () => {
    const bundled = bundledBin(['check', dir, '-o', 'json', '--jobs', '2']); // made once with the -o json test above
    const sources = bin(['check', dir, '-o', 'json', '--jobs', '2'], { CRD_PLAYGROUND_TSX: '1' });
    expect(sources).toEqual(bundled);
    expect(JSON.parse(bundled.out).objects.length).toBeGreaterThan(20);
  });
});

describe('the bin without --jobs on input past PARALLEL_MIN_BYTES (main.ts starts the workers during the read)', () => {
  // two groups, each a CRD and ~2.6 MB of objects in files of their own: two units, every core by default
  const dir = mkdtempSync(join(tmpdir(), 'crdp-large-'));
  const objects = (g: string, k: number) => Array.from({ length: 250 }, (_, i) => objOf(g, i % 7 ? GOOD : BAD, `o${k}-${i}`)).join('---\n');
  for (const g of ['g1', 'g2']) {
    writeFileSync(join(dir, `${g}-crd.yaml`), crdOf(g));
    for (let k = 0; k < 80; k++) writeFileSync(join(dir, `${g}-objects-${String(k).padStart(2, '0')}.yaml`), objects(g, k));
  }
  // a Helm chart's template past the size alone: read (the workers start), then not checked, so one thread checks
  const chart = mkdtempSync(join(tmpdir(), 'crdp-chart-'));
  mkdirSync(join(chart, 'templates'));
  writeFileSync(join(chart, 'Chart.yaml'), 'apiVersion: v2\nname: big\nversion: 0.1.0\n');
  writeFileSync(join(chart, 'templates', 'big.yaml'), objects('g1', 0).repeat(140));
  writeFileSync(join(chart, 'crd.yaml'), crdOf('g1'));
  writeFileSync(join(chart, 'objects.yaml'), objects('g1', 1));
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [join(root, 'bin/crd-playground.mjs'), ...args], { encoding: 'utf8', maxBuffer: 1 << 28, timeout: 120_000 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('prints byte for byte what --jobs 1 prints, and exits', { timeout: 240_000 }, () => {
    const bytes = readdirSync(dir).reduce((n, f) => n + readFileSync(join(dir, f), 'utf8').length, 0);
    expect(bytes).toBeGreaterThan(PARALLEL_MIN_BYTES);
    // (every output format of --jobs 2 against --jobs 1: above)
    const byDefault = run(['check', dir]);
    expect(byDefault.code).toBe(1); // not null: the process ended
    expect(byDefault).toEqual(run(['check', dir, '--jobs', '1']));
  });

  it('ends the workers it started when what is checked turns out smaller (a Helm template skipped), and exits', { timeout: 240_000 }, () => {
    expect(readFileSync(join(chart, 'templates', 'big.yaml'), 'utf8').length).toBeGreaterThan(PARALLEL_MIN_BYTES);
    const byDefault = run(['check', chart]);
    expect(byDefault.code).toBe(1);
    expect(byDefault.out).toContain(`templates/big.yaml: skipped: ${HELM_TEMPLATE}`);
    expect(byDefault).toEqual(run(['check', chart, '--jobs', '1']));
  });
});

describe('checkParallel: this thread and the workers', () => {
  const set = files();
  const sources: SourceText[] = Object.entries(set).map(([id, text]) => ({ id, text }));
  const ids = sources.map((s) => s.id);

  // the worker from the precompiled check worker (test/cli/precompiled-worker.ts); the next describe's first test starts one from the sources
  it('the units are checked in an order other than the input order, and the result in input order equals one thread', async () => {
    const here: number[] = [];
    const run = await checkParallel(
      sources,
      {},
      2,
      (s) => {
        here.push(s.length);
        return checkStreaming(s, {}, true);
      },
      true,
      await startPrecompiledWorkers(1),
    );
    const list = units(sources);
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(run).toMatchObject({ units: list.length, workers: 2, fallback: false });
    // this thread checked some units (never the whole input), the worker the two largest at least
    expect(here.length).toBeGreaterThanOrEqual(1);
    expect(here.length).toBeLessThanOrEqual(list.length - 2);
    expect(Math.max(...here)).toBeLessThan(sources.length);
    // the merge as it comes out of the threads is not in input order (so the test below can fail on order)
    const sourcesOf = (r: CheckResult) => r.objects.map((o) => o.source);
    expect(sourcesOf(run.result)).not.toEqual(sourcesOf(inInputOrder(run.result, ids)));
    const strip = (r: CheckResult) => ({ ...inInputOrder(r, ids), elapsedMs: 0 });
    expect(strip(run.result)).toEqual(strip(checkStreaming(sources, {}, true)));
  });
});

describe('checkParallel with workers started before the files were read (main.ts, --jobs N)', () => {
  const sources: SourceText[] = Object.entries(files()).map(([id, text]) => ({ id, text }));
  const ids = sources.map((s) => s.id);
  const strip = (r: CheckResult) => ({ ...inInputOrder(r, ids), elapsedMs: 0 });

  it('checks on them, with the result of one thread', { timeout: 120_000 }, async () => {
    const pre = startWorkers(1); // src/cli/check-worker.mjs through tsx, as main.ts starts them in the tests
    const exited = new Promise<number>((resolve) => pre[0]!.worker.once('exit', resolve));
    const run = await checkParallel(sources, {}, 2, (s) => checkStreaming(s, {}, true), true, pre);
    expect(run).toMatchObject({ workers: 2, fallback: false });
    expect(strip(run.result)).toEqual(strip(checkStreaming(sources, {}, true)));
    await exited; // ended after the check
  });

  it('ends them when one thread does the check (a single unit)', { timeout: 60_000 }, async () => {
    // what is pinned here is that checkParallel ends them; startWorkers' own start in the test above
    const pre = await startPrecompiledWorkers(2);
    const exited = Promise.all(pre.map((p) => new Promise<number>((resolve) => p.worker.once('exit', resolve))));
    const one = sources.filter((s) => s.id === 'c-values.yaml');
    const run = await checkParallel(one, {}, 3, (s) => checkStreaming(s, {}, true), true, pre);
    expect(run).toMatchObject({ units: 1, workers: 1, fallback: false });
    await exited;
  });
});

describe('scripts/cli-bundle.mjs: the precompiled CLI cache', () => {
  /** A package with its own tiny src/cli entries. */
  function pkg(): { root: string; cache: string } {
    const r = mkdtempSync(join(tmpdir(), 'crdp-bundle-'));
    mkdirSync(join(r, 'src/cli'), { recursive: true });
    writeFileSync(join(r, 'src/cli/lib.ts'), 'export const answer: number = 42;\n');
    writeFileSync(join(r, 'src/bin.ts'), "import { answer } from './cli/lib';\nconsole.log(answer);\n");
    mkdirSync(join(r, 'src/lsp'), { recursive: true });
    writeFileSync(join(r, 'src/lsp/engine-thread.ts'), "import { answer } from '../cli/lib';\nexport const t = answer;\n");
    writeFileSync(join(r, 'src/cli/check-worker.ts'), "import { answer } from './lib';\nexport const w = answer;\n");
    return { root: r, cache: join(r, 'cache', 'cli') };
  }

  it('builds on first use, is fresh until an input changes, and then is built again', async () => {
    const { root: r, cache } = pkg();
    expect(isFresh(cache, r)).toBe(false);
    const url = await precompiledCli(r, [cache]);
    expect(url).toBe(`file://${join(cache, 'run.mjs')}`);
    expect(readFileSync(join(cache, 'run.cjs'), 'utf8')).toContain('42');
    // the check worker runs from the same text, its module picked by the loader
    expect(readFileSync(join(cache, 'run.cjs'), 'utf8')).toContain('src/cli/check-worker.ts');
    expect(readFileSync(join(cache, 'check-worker.mjs'), 'utf8')).toContain('const ENTRY = "check-worker"');
    expect(isFresh(cache, r)).toBe(true);
    // a new modification time with the same contents: still fresh (the hash decides)
    utimesSync(join(r, 'src/cli/lib.ts'), new Date(), new Date(Date.now() + 5000));
    expect(isFresh(cache, r)).toBe(true);
    // same size, other contents: stale, and the next use builds again
    writeFileSync(join(r, 'src/cli/lib.ts'), 'export const answer: number = 43;\n');
    expect(isFresh(cache, r)).toBe(false);
    await precompiledCli(r, [cache]);
    expect(readFileSync(join(cache, 'run.cjs'), 'utf8')).toContain('43');
    expect(isFresh(cache, r)).toBe(true);
  });

  it('gives each checkout its own folders (git worktrees may share one node_modules)', () => {
    const a = cacheDirs('/work/wt/a/');
    const b = cacheDirs('/work/wt/b/');
    expect(a).toHaveLength(2);
    for (const dir of a) expect(b).not.toContain(dir);
    expect(cacheDirs('/work/wt/a/')).toEqual(a);
  });

  it('falls back to the next folder, and to none (tsx) when asked', async () => {
    const { root: r, cache } = pkg();
    writeFileSync(join(r, 'cache'), 'a file where a folder should be');
    const other = join(r, 'other');
    expect(await precompiledCli(r, [cache, other])).toBe(`file://${join(other, 'run.mjs')}`);
    process.env.CRD_PLAYGROUND_TSX = '1';
    try {
      expect(await precompiledCli(r, [other])).toBeNull();
    } finally {
      delete process.env.CRD_PLAYGROUND_TSX;
    }
  });
});
