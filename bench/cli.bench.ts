// `crd-playground check` on the whole corpus (../shared/corpus: 209 CRDs, 37 MB, and 2,081 object
// documents) in one call of the installed bin, single-threaded (--jobs 1) and over the machine's
// cores, beside parsing the same files with the `yaml` library in the same run.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { CORPUS_DIR, corpusFiles, hasCorpus } from '../test/corpus';
import { fmt, type Timing } from './harness';
import type { BenchReport } from './engine.bench';

const root = new URL('..', import.meta.url).pathname;

function cli(args: string[]): { ms: number; out: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'check', CORPUS_DIR, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`check exited ${r.status}: ${r.stderr}`);
  return { ms, out: r.stdout };
}

export async function run(): Promise<BenchReport> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  if (!hasCorpus) return { lines: ['check on the whole corpus: skipped (../shared/corpus not found)'], results };
  const files = [...corpusFiles('crds'), ...corpusFiles('objects')];
  const t0 = performance.now();
  let docs = 0;
  let bytes = 0;
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    bytes += text.length;
    for (const d of parseAllDocuments(text, { logLevel: 'error' })) {
      d.toJS({ maxAliasCount: -1 });
      docs++;
    }
  }
  const parse: Timing = { name: 'yaml parse', medianMs: performance.now() - t0, runs: 1 };
  const jobs = availableParallelism();
  const load = [loadavg()[0]];
  const one = cli(['--jobs', '1']);
  load.push(loadavg()[0]);
  const many = cli(['--jobs', String(jobs)]);
  load.push(loadavg()[0]);
  const summary = one.out.trim().split('\n').pop() ?? '';
  const objects = Number(/(\d+) object\(s\)/.exec(summary)?.[1] ?? 0);
  const crds = Number(/(\d+) CRD\(s\)/.exec(summary)?.[1] ?? 0);
  if (many.out !== one.out) throw new Error('check --jobs N printed something else than --jobs 1');
  const perSec = (ms: number) => Math.round((objects / ms) * 1000);
  const row = (label: string, ms: number) =>
    `${label.padEnd(58)} ${fmt(ms).padStart(12)}  ${perSec(ms).toLocaleString('en-US')} objects/s, ${Math.round(((objects + crds) / ms) * 1000).toLocaleString('en-US')} documents/s  ${(ms / parse.medianMs).toFixed(2)}× yaml parse`;
  lines.push(`corpus: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB, ${crds} CRDs and ${objects} objects (${docs} YAML documents)`);
  lines.push(`${'yaml parseAllDocuments + toJS of the same files'.padEnd(58)} ${fmt(parse.medianMs).padStart(12)}`);
  lines.push(row('check CORPUS, one call, --jobs 1', one.ms));
  lines.push(row(`check CORPUS, one call, --jobs ${jobs}`, many.ms));
  // the worker threads' gain; a busy machine has no idle core to give them, so the load is printed beside it
  lines.push(
    `${`worker speed-up (--jobs 1 time / --jobs ${jobs} time)`.padEnd(58)} ${`${(one.ms / many.ms).toFixed(2)}×`.padStart(12)}  load average ${load.map((l) => l.toFixed(1)).join(' → ')} (before, between, after)`,
  );
  results.corpusWorkerSpeedup = one.ms / many.ms;
  results.corpusYamlParseMs = parse.medianMs;
  results.corpusCheckOneThreadMs = one.ms;
  results.corpusCheckWorkersMs = many.ms;
  results.corpusCheckWorkers = jobs;
  results.corpusObjectsPerSecondOneThread = perSec(one.ms);
  results.corpusObjectsPerSecondWorkers = perSec(many.ms);
  results.corpusCheckOneThreadVsYamlParse = one.ms / parse.medianMs;
  results.corpusCheckWorkersVsYamlParse = many.ms / parse.medianMs;
  return { lines, results };
}
