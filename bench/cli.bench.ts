// `crd-playground check` on the whole corpus (../shared/corpus/crds and objects: 209 CRDs, 37 MB,
// and 2,081 object documents; not the corpus's own index, manifest.json, which the yaml baseline
// does not parse either) in one call of the installed bin, single-threaded (--jobs 1) and over the machine's
// cores, beside parsing the same files with the `yaml` library (bench/yaml-parse-files.mjs) in a
// process of its own, as the CLI runs; the wall and CPU time of each call. The baseline runs
// before every pair and at least three times; its median is what the rows are compared with
// (CLI_BENCH_RUNS=n repeats the baseline and the pair, alternating). Before that, the CPU time
// to start one check worker thread from the TypeScript sources (tsx) and from the precompiled CLI
// (scripts/cli-bundle.mjs), and of the whole bin on a one-object file, each way.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_DIR, corpusFiles, hasCorpus } from '../test/corpus';
import { fmt } from './harness';
import type { BenchReport } from './engine.bench';
import { cacheDirs } from '../scripts/cli-bundle.mjs';

const root = new URL('..', import.meta.url).pathname;

/** One node process running `script` with bench/maxrss.mjs preloaded: wall time, CPU time of the process (all its threads) and stdout. */
function timedNode(script: string, args: string[], env: Record<string, string> = {}): { ms: number; cpuMs: number; out: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', join(root, 'bench/maxrss.mjs'), script, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, ...env },
  });
  const ms = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${script} exited ${r.status}: ${r.stderr}`);
  const cpu = /cpu-us (\d+)/.exec(r.stderr);
  return { ms, cpuMs: cpu ? Number(cpu[1]) / 1000 : NaN, out: r.stdout };
}

/** One call of the bin's check. */
const cli = (args: string[], env: Record<string, string> = {}) => timedNode('bin/crd-playground.mjs', ['check', ...args], env);

/** CPU time (ms) of a process that starts one check worker from `entry` and waits for its answer to an empty request (this thread idle). */
function workerStartCpuMs(entry: string): number {
  const script = `import { Worker } from 'node:worker_threads';
const c0 = process.cpuUsage();
const w = new Worker(new URL(${JSON.stringify(entry)}));
await new Promise((res, rej) => { w.on('message', res); w.on('error', rej); w.postMessage({ id: 0, sources: [], options: {}, keepValues: false }); });
const c = process.cpuUsage(c0);
console.log(c.user + c.system);
await w.terminate();`;
  const file = join(mkdtempSync(join(tmpdir(), 'crdp-bench-worker-')), 'start.mjs');
  writeFileSync(file, script);
  const r = spawnSync(process.execPath, [file], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`worker start failed: ${r.stderr}`);
  return Number(r.stdout.trim()) / 1000;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Worker start and bin start, TypeScript through tsx against the precompiled CLI, alternating (medians of 3). */
function startCosts(lines: string[], results: Record<string, number>): void {
  const dir = mkdtempSync(join(tmpdir(), 'crdp-bench-cli-'));
  const one = join(dir, 'cm.yaml');
  writeFileSync(one, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n');
  cli([one]); // builds the precompiled CLI if it is missing or stale
  const cache = new URL(`file://${cacheDirs(root)[0]}/check-worker.mjs`).href;
  const tsxWorker = new URL('../src/cli/check-worker.mjs', import.meta.url).href;
  const w = { tsx: [] as number[], bundled: [] as number[] };
  const b = { tsx: [] as number[], bundled: [] as number[] };
  const load0 = loadavg()[0];
  for (let i = 0; i < 3; i++) {
    w.tsx.push(workerStartCpuMs(tsxWorker));
    w.bundled.push(workerStartCpuMs(cache));
    b.tsx.push(cli([one], { CRD_PLAYGROUND_TSX: '1' }).cpuMs);
    b.bundled.push(cli([one]).cpuMs);
  }
  const cpuRow = (label: string, tsx: number[], bundled: number[]) =>
    `${label.padEnd(58)} ${`${Math.round(median(tsx))} ms → ${Math.round(median(bundled))} ms`.padStart(18)} CPU (TypeScript through tsx → precompiled; ${(median(tsx) / median(bundled)).toFixed(1)}×)`;
  lines.push(cpuRow('start of one check worker thread', w.tsx, w.bundled));
  lines.push(cpuRow('check of a one-object file, whole bin', b.tsx, b.bundled));
  lines.push(`${''.padEnd(58)} medians of 3 alternating runs, load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
  results.workerStartCpuMsTsx = median(w.tsx);
  results.workerStartCpuMsPrecompiled = median(w.bundled);
  results.binOneObjectCpuMsTsx = median(b.tsx);
  results.binOneObjectCpuMsPrecompiled = median(b.bundled);
}

export async function run(): Promise<BenchReport> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  if (!hasCorpus) return { lines: ['check on the whole corpus: skipped (../shared/corpus not found)'], results };
  // the CLI is given the folders whose files the baseline parses
  const dirs = [join(CORPUS_DIR, 'crds'), join(CORPUS_DIR, 'objects')];
  const files = [...corpusFiles('crds'), ...corpusFiles('objects')];
  const list = join(mkdtempSync(join(tmpdir(), 'crdp-bench-cli-files-')), 'files.txt');
  writeFileSync(list, files.join('\n') + '\n');
  const parses: ReturnType<typeof timedNode>[] = [];
  const parse = () => parses.push(timedNode('bench/yaml-parse-files.mjs', [list]));
  startCosts(lines, results);
  const jobs = availableParallelism();
  const runs = Math.max(1, Number(process.env.CLI_BENCH_RUNS ?? 1));
  const ones: ReturnType<typeof cli>[] = [];
  const manys: ReturnType<typeof cli>[] = [];
  const loads: string[] = [];
  for (let i = 0; i < runs; i++) {
    parse();
    const load = [loadavg()[0]];
    ones.push(cli([...dirs, '--jobs', '1']));
    load.push(loadavg()[0]);
    manys.push(cli([...dirs, '--jobs', String(jobs)]));
    load.push(loadavg()[0]);
    loads.push(load.map((l) => l.toFixed(1)).join(' → '));
    if (manys[i].out !== ones[i].out || ones[i].out !== ones[0].out) throw new Error('check --jobs N printed something else than --jobs 1');
  }
  while (parses.length < 3) parse();
  const [, , bytes, , docs] = parses[0].out.trim().split(' ').map(Number);
  const parseMs = median(parses.map((p) => p.ms));
  const parseCpuMs = median(parses.map((p) => p.cpuMs));
  const summary = ones[0].out.trim().split('\n').pop() ?? '';
  const objects = Number(/(\d+) object\(s\)/.exec(summary)?.[1] ?? 0);
  const crds = Number(/(\d+) CRD\(s\)/.exec(summary)?.[1] ?? 0);
  const perSec = (ms: number) => Math.round((objects / ms) * 1000);
  const row = (label: string, r: { ms: number; cpuMs: number }) =>
    `${label.padEnd(58)} ${fmt(r.ms).padStart(12)}  ${perSec(r.ms).toLocaleString('en-US')} objects/s, ${Math.round(((objects + crds) / r.ms) * 1000).toLocaleString('en-US')} documents/s  ${(r.ms / parseMs).toFixed(2)}× yaml parse; CPU ${(r.cpuMs / 1000).toFixed(1)} s (${(r.cpuMs / parseCpuMs).toFixed(2)}× the parse's)`;
  lines.push(`corpus: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB, ${crds} CRDs and ${objects} objects (${docs} YAML documents)`);
  lines.push(
    `${'yaml parseAllDocuments + toJS of the same files'.padEnd(58)} ${fmt(parseMs).padStart(12)}  CPU ${(parseCpuMs / 1000).toFixed(1)} s; median of ${parses.length} processes (${parses.map((p) => fmt(p.ms)).join(', ')})`,
  );
  for (let i = 0; i < runs; i++) {
    const n = runs > 1 ? ` (run ${i + 1})` : '';
    lines.push(row(`check CORPUS, one call, --jobs 1${n}`, ones[i]));
    lines.push(row(`check CORPUS, one call, --jobs ${jobs}${n}`, manys[i]));
    // the threads' gain; a busy machine has no idle core to give them, so the load is printed beside it
    lines.push(
      `${`worker speed-up (--jobs 1 time / --jobs ${jobs} time)${n}`.padEnd(58)} ${`${(ones[i].ms / manys[i].ms).toFixed(2)}×`.padStart(12)}  load average ${loads[i]} (before, between, after)`,
    );
  }
  const one = { ms: median(ones.map((r) => r.ms)), cpuMs: median(ones.map((r) => r.cpuMs)) };
  const many = { ms: median(manys.map((r) => r.ms)), cpuMs: median(manys.map((r) => r.cpuMs)) };
  results.corpusWorkerSpeedup = one.ms / many.ms;
  results.corpusYamlParseMs = parseMs;
  results.corpusYamlParseCpuMs = parseCpuMs;
  results.corpusCheckOneThreadMs = one.ms;
  results.corpusCheckWorkersMs = many.ms;
  results.corpusCheckOneThreadCpuMs = one.cpuMs;
  results.corpusCheckWorkersCpuMs = many.cpuMs;
  results.corpusCheckWorkers = jobs;
  results.corpusObjectsPerSecondOneThread = perSec(one.ms);
  results.corpusObjectsPerSecondWorkers = perSec(many.ms);
  results.corpusCheckOneThreadVsYamlParse = one.ms / parseMs;
  results.corpusCheckWorkersVsYamlParse = many.ms / parseMs;
  results.corpusCheckOneThreadVsYamlParseCpu = one.cpuMs / parseCpuMs;
  return { lines, results };
}
