// Issue 21's scaling table: each hostile shape and each plain large case timed at n, 2n and
// 4n (CPU time); t(4n)/t(n) must stay ≤ 5 (linear, or n·log n, with room for noise).
// `npm run bench -- --only scaling` runs only this table (`SCALING_ONLY=<regex>` only some rows).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { check } from '../src/engine';
import { answer } from '../src/cli/batch';
import { SHAPES, deepJSON, manyObjects } from '../test/fixtures/hostile';
import { CRONTAB_CRD, PLAIN_PROPS } from '../test/fixtures/crontab';
import { fmt } from './harness';

interface Row {
  name: string;
  /** The smallest n timed (then 2n and 4n). */
  n: number;
  run(n: number): unknown;
  /** Runs that time themselves (a CLI process): the time and the peak memory of one run. */
  measure?(n: number): { ms: number; maxRssKb: number };
}

const root = new URL('..', import.meta.url).pathname;
let streamDir = '';
/**
 * `crd-playground check crd.yaml stream.yaml` on a stream of n CronTab objects (n = 50,000 is
 * issue 21's 7.5 MB): the files are written before the run; the CLI process reports its peak RSS
 * and its CPU time (bench/maxrss.mjs), which is the time used: on a shared machine the wall time
 * of a process this long follows the load. Its start (tsx, the engine) is in each time.
 */
function streamFile(n: number): string {
  if (!streamDir) {
    streamDir = mkdtempSync(join(tmpdir(), 'crd-playground-stream-'));
    writeFileSync(join(streamDir, 'crd.yaml'), CRONTAB_CRD(PLAIN_PROPS));
  }
  const file = join(streamDir, `stream-${n}.yaml`);
  if (!existsSync(file)) writeFileSync(file, manyObjects(n));
  return file;
}

/** A node process with bench/maxrss.mjs preloaded: its CPU time (ms) and peak RSS (kB). */
function measured(args: string[], what: string): { ms: number; maxRssKb: number } {
  const r = spawnSync(process.execPath, ['--import', join(root, 'bench/maxrss.mjs'), ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}: ${r.stderr}`);
  const m = /maxrss-kb (\d+) cpu-us (\d+)/.exec(r.stderr);
  return { ms: Number(m?.[2] ?? 0) / 1000, maxRssKb: Number(m?.[1] ?? 0) };
}

function cliStream(n: number): { ms: number; maxRssKb: number } {
  const file = streamFile(n);
  return measured(['bin/crd-playground.mjs', 'check', join(streamDir, 'crd.yaml'), file, '--jobs', '1'], 'check of the CronTab stream');
}

/** The baseline of the stream row: the `yaml` library parsing the same stream (bench/yaml-parse.mjs). */
function yamlParseStream(n: number): { ms: number; maxRssKb: number } {
  return measured(['bench/yaml-parse.mjs', streamFile(n)], 'yaml parse of the CronTab stream');
}

/** Issue 32's stream row: the check's CPU as a ratio of the yaml parse's, runs alternating, medians of `runs`; peak RSS beside each. */
function streamVsYaml(n: number, runs: number): { check: number; yaml: number; checkMb: number; yamlMb: number } {
  cliStream(Math.floor(n / 8)); // the precompiled CLI is built before the first timed run
  const c: { ms: number; maxRssKb: number }[] = [];
  const y: { ms: number; maxRssKb: number }[] = [];
  for (let i = 0; i < runs; i++) {
    c.push(cliStream(n));
    y.push(yamlParseStream(n));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { check: median(c.map((x) => x.ms)), yaml: median(y.map((x) => x.ms)), checkMb: Math.max(...c.map((x) => x.maxRssKb)) / 1024, yamlMb: Math.max(...y.map((x) => x.maxRssKb)) / 1024 };
}

/** The name SCALING_ONLY matches for issue 32's stream row against the yaml parse. */
const STREAM_ROW = 'CronTab stream vs yaml parse';

const shape = (name: string) => SHAPES.find((s) => s.name === name)!;
let edit = 0;
/** check() caches parsed texts and loaded CRDs: each run's objects text is new (a comment), as after an edit. */
const checkRow = (name: string, n: number): Row => ({
  name,
  n,
  run: (k) =>
    check({
      sources: shape(name)
        .sources(k)
        .map((s) => (s.id === 'objects' ? { ...s, text: `${s.text}\n# edit ${++edit}\n` } : s)),
    }),
});

const ROWS: Row[] = [
  checkRow('nested block sequences', 5000),
  checkRow('anchor chain', 400),
  checkRow('anchor fan-out', 40),
  checkRow('unknown fields', 8000),
  checkRow('many objects', 2500),
  { name: 'deep JSON (batch prune)', n: 2500, run: (k) => answer(`{"op":"prune","schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true},"object":${deepJSON(k)}}`, {}) },
  { name: 'deep JSON (batch default)', n: 2500, run: (k) => answer(`{"op":"default","schema":{"type":"object"},"object":${deepJSON(k)}}`, {}) },
  checkRow('long string', 250_000),
  checkRow('wide object', 500),
  checkRow('long list', 5000),
  { name: 'CronTab stream (CLI, CPU)', n: 12_500, run: cliStream, measure: cliStream },
];

/** Peak RSS of the last self-timed run of each row and n (MB). */
const peakMb = new Map<string, number>();

/** Median of `runs` timings (inputs built outside the timing). */
function time(row: Row, n: number, runs: number): number {
  const samples: number[] = [];
  row.run(Math.max(1, Math.floor(n / 8))); // warm the code paths
  for (let i = 0; i < runs; i++) {
    if (row.measure) {
      const m = row.measure(n);
      samples.push(m.ms);
      peakMb.set(`${row.name}@${n}`, m.maxRssKb / 1024);
      continue;
    }
    // CPU time of this process (user + system): on a shared, loaded machine wall time mostly measures the load
    const c0 = process.cpuUsage();
    row.run(n);
    const c = process.cpuUsage(c0);
    samples.push((c.user + c.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines = [`${'shape'.padEnd(28)} ${'n'.padStart(9)} ${'t(n)'.padStart(11)} ${'t(2n)'.padStart(11)} ${'t(4n)'.padStart(11)}  t(4n)/t(n)`];
  const results: Record<string, number> = {};
  // SCALING_ONLY=<regular expression> times only the rows whose name matches
  const only = process.env.SCALING_ONLY ? new RegExp(process.env.SCALING_ONLY, 'i') : null;
  for (const row of ROWS) {
    if (only && !only.test(row.name)) continue;
    // rows of a few milliseconds take the median of more runs (one scheduler hiccup is a 5× outlier there)
    const quick = time(row, row.n, 3);
    const runs = quick > 2000 ? 1 : quick < 50 ? 15 : 3;
    const first = runs === 15 ? time(row, row.n, runs) : quick;
    const t = [first, time(row, 2 * row.n, runs), time(row, 4 * row.n, runs)];
    const ratio = t[2] / t[0];
    results[`${row.name} t(4n)/t(n)`] = ratio;
    lines.push(`${row.name.padEnd(28)} ${String(row.n).padStart(9)} ${fmt(t[0]).padStart(11)} ${fmt(t[1]).padStart(11)} ${fmt(t[2]).padStart(11)}  ${ratio.toFixed(2)}${ratio <= 5 ? '' : '  OVER 5'}`);
    if (row.measure) {
      const mb = [1, 2, 4].map((k) => peakMb.get(`${row.name}@${k * row.n}`) ?? 0);
      mb.forEach((v, k) => (results[`${row.name} peak RSS MB (${(k === 2 ? 4 : k + 1) * row.n})`] = v));
      lines.push(`${'  peak RSS (process)'.padEnd(28)} ${''.padStart(9)} ${mb.map((v) => `${v.toFixed(0)} MB`.padStart(11)).join(' ')}`);
    }
  }
  // issue 32: the 50,000-object stream against the yaml library parsing it, in the same run
  if (!only || only.test(STREAM_ROW)) {
    const n = 50_000;
    const r = streamVsYaml(n, Number(process.env.STREAM_RUNS ?? 3));
    const ratio = r.check / r.yaml;
    results['CronTab stream 50000 CPU vs yaml parse'] = ratio;
    results['CronTab stream 50000 check CPU ms'] = r.check;
    results['CronTab stream 50000 yaml parse CPU ms'] = r.yaml;
    results['CronTab stream 50000 check peak RSS MB'] = r.checkMb;
    results['CronTab stream 50000 yaml parse peak RSS MB'] = r.yamlMb;
    lines.push('');
    lines.push(
      `${STREAM_ROW} (${n.toLocaleString('en-US')} objects): check ${(r.check / 1000).toFixed(2)} s CPU, ${r.checkMb.toFixed(0)} MB peak; yaml parse ${(r.yaml / 1000).toFixed(2)} s CPU, ${r.yamlMb.toFixed(0)} MB peak; ${ratio.toFixed(2)}× the yaml parse (target ≤ 0.3×, ≤ 100 MB); load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
  }
  return { lines, results };
}
