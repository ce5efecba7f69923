// CPU time of each thread of one `crd-playground check` process (Linux: /proc/<pid>/task/*/stat,
// sampled every 50 ms while it runs), for telling the checking threads from V8's helper threads
// (concurrent compiles, parallel and concurrent GC) on a shared machine, where wall time says
// little. Usage: node bench/cli-threads.mjs [bin arguments…], e.g.
//   node bench/cli-threads.mjs check ../shared/corpus/crds ../shared/corpus/objects --jobs 2
// Prints each thread's start (after the process's) and CPU, then one line: the main thread's CPU,
// each check worker's (a thread started 0.03 s or more after the first threads, V8's own, that used
// more than 0.5 s), the rest summed (V8's platform threads,
// libuv's), the total and the load average; stdout of the check goes to the file in CLI_THREADS_OUT
// (default: discarded).
import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';

const TICK_S = 0.01; // USER_HZ is 100 on Linux
/**
 * A thread started this long after the process's first other threads (V8's) that used more than 0.5 s of CPU is a check
 * worker (node names no thread; V8's start within 0.01 s of each other, a worker 0.05–0.1 s after them since the CLI is
 * precompiled; libuv's start later but use next to no CPU).
 */
const WORKER_AFTER_S = 0.03;
const bin = fileURLToPath(new URL('../bin/crd-playground.mjs', import.meta.url));
const out = process.env.CLI_THREADS_OUT ? openSync(process.env.CLI_THREADS_OUT, 'w') : 'ignore';
const load0 = loadavg()[0];
const t0 = performance.now();
const child = spawn(process.execPath, [bin, ...process.argv.slice(2)], { stdio: ['ignore', out, 'inherit'] });
/** tid → CPU seconds (user + system) at the last sample, and when it started (seconds since boot). */
const threads = new Map();

function sample() {
  let tids;
  try {
    tids = readdirSync(`/proc/${child.pid}/task`);
  } catch {
    return;
  }
  const cpuOf = (tid) => {
    const fields = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) * TICK_S, start: Number(fields[19]) * TICK_S };
  };
  for (const tid of tids) {
    try {
      threads.set(tid, cpuOf(tid));
    } catch {
      // the thread ended between the listing and the read
    }
  }
}

const timer = setInterval(sample, 50);
child.on('exit', (code) => {
  clearInterval(timer);
  const wall = (performance.now() - t0) / 1000;
  const { cpu: main, start } = threads.get(String(child.pid)) ?? { cpu: 0, start: 0 };
  const others = [...threads].filter(([tid]) => tid !== String(child.pid)).map(([, t]) => t);
  // V8's platform threads start together, before any script runs; a check worker once the CLI is loaded
  const platform = Math.min(...others.map((t) => t.start));
  const workers = others.filter((t) => t.start - platform >= WORKER_AFTER_S && t.cpu > 0.5);
  const helpers = others.filter((t) => !workers.includes(t)).reduce((n, t) => n + t.cpu, 0);
  const total = main + helpers + workers.reduce((n, t) => n + t.cpu, 0);
  const s = (x) => `${x.toFixed(2)} s`;
  console.log(others.map((t) => `thread started +${s(t.start - start)}: ${s(t.cpu)} CPU`).join('\n'));
  console.log(
    `exit ${code}, wall ${s(wall)}; CPU: main thread ${s(main)}, check workers ${workers.map((t) => s(t.cpu)).join(' + ') || 'none'}, other threads ${s(helpers)}, total ${s(total)}; load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  );
});
