// E2E_CPU_PER_TEST=<file>: a setup file (vitest.config.ts adds it then) that appends one JSON line
// per test to <file>: the CPU that Chromium's processes (those started under the Vitest run) and the
// runner (this worker and the main Vitest process, which also serves the app) used while the test
// ran, and its wall time. Chromium's processes are read from /proc every 200 ms and at each test's
// start and end; a process that ends keeps its last figure (up to 200 ms of it may be missed).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';

const HZ = 100;
const out = process.env.E2E_CPU_PER_TEST;

type State = { ticks: Map<string, number>; timer: NodeJS.Timeout; start?: { chromium: number; runner: number; wall: number } };
const g = globalThis as unknown as { __cpuPerTest?: State };

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** utime + stime of a /proc stat line, and its parent pid. */
function stat(text: string): { ppid: string; ticks: number } {
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: f[1], ticks: Number(f[11]) + Number(f[12]) };
}

/** Samples the Chromium processes below the main Vitest process; returns their CPU so far (ticks, ended ones included). */
function sample(s: State): number {
  const root = String(process.ppid);
  const parent = new Map<string, string>();
  const stats = new Map<string, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const st = read(`/proc/${d}/stat`);
    if (!st) continue;
    const { ppid, ticks } = stat(st);
    parent.set(d, ppid);
    stats.set(d, ticks);
  }
  for (const [pid, ticks] of stats) {
    let p: string | undefined = parent.get(pid);
    for (let i = 0; i < 8 && p && p !== root; i++) p = parent.get(p);
    if (p !== root) continue;
    const cmd = s.ticks.has(pid) ? 'chromium' : (read(`/proc/${pid}/cmdline`) ?? '').split('\0')[0];
    if (!/chrom/.test(cmd)) continue;
    s.ticks.set(pid, ticks);
  }
  let total = 0;
  for (const t of s.ticks.values()) total += t;
  return total;
}

function runnerTicks(): number {
  const u = process.cpuUsage();
  const main = read(`/proc/${process.ppid}/stat`);
  return ((u.user + u.system) / 1e6) * HZ + (main ? stat(main).ticks : 0);
}

if (out) {
  if (!g.__cpuPerTest) {
    const s: State = { ticks: new Map(), timer: setInterval(() => sample(s), 200) };
    s.timer.unref();
    g.__cpuPerTest = s;
  }
  const s = g.__cpuPerTest;
  beforeEach(() => {
    s.start = { chromium: sample(s), runner: runnerTicks(), wall: Date.now() };
  });
  afterEach(() => {
    const st = s.start;
    if (!st) return;
    const chromium = (sample(s) - st.chromium) / HZ;
    const runner = (runnerTicks() - st.runner) / HZ;
    const name = expect.getState().testPath?.split('/').pop() + ' > ' + expect.getState().currentTestName;
    appendFileSync(out, JSON.stringify({ test: name, chromium: +chromium.toFixed(2), runner: +runner.toFixed(2), wall: (Date.now() - st.wall) / 1000 }) + '\n');
  });
}
