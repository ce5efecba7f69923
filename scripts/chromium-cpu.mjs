#!/usr/bin/env node
// Where Chromium's CPU goes while a command runs: `node scripts/chromium-cpu.mjs [--every ms] [--json file] -- <cmd…>`.
// Runs the command and samples /proc every `--every` ms (default 200): each Chromium process by its
// `--type=` (browser, renderer, gpu-process, utility by its sub-type, zygote) and each renderer's
// threads by name (main, workers, compositor, V8's helpers…), keeping the last figure of a process or
// thread after it is gone. The command's own rusage misses most of Chromium's CPU (a renderer's time
// ends in its zygote, which no one waits for); the machine's busy CPU (/proc/stat) is printed beside.
// Up to one sampling period of a process or thread that ends is missed; a process's threads that
// ended between samples are counted as "(ended threads)".
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const opts = dash < 0 ? argv : argv.slice(0, dash);
const cmd = dash < 0 ? [] : argv.slice(dash + 1);
const opt = (name, dflt) => (opts.includes(name) ? opts[opts.indexOf(name) + 1] : dflt);
if (cmd.length === 0) {
  console.error('usage: node scripts/chromium-cpu.mjs [--every ms] [--json file] -- <command…>');
  process.exit(2);
}
const every = Number(opt('--every', '200'));
const jsonOut = opt('--json', '');
const HZ = 100;

/** utime + stime (clock ticks) and the name of a /proc stat line. */
function parseStat(text) {
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const f = text.slice(close + 2).split(' ');
  // fields after the name: state(0) ppid(1) … utime(11) stime(12) … starttime(19)
  return { name, ticks: Number(f[11]) + Number(f[12]), start: Number(f[19]) };
}

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function machineBusy() {
  const [, u, n, s, , , q, sq, st] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return u + n + s + q + sq + (st || 0);
}

/** pid → { kind, ticks, threads: Map<tid, {name, ticks, start}> } for the command's Chromium processes */
const procs = new Map();
/** The command's process tree (pids), grown as processes start; Chromium's crash handler leaves it. */
const ours = new Set();

function kindOf(pid) {
  const cl = read(`/proc/${pid}/cmdline`);
  if (!cl) return null;
  // a process that set its title (a zygote's fork) has its whole command line in one string
  const args = cl.replace(/\0+$/, '').split(/\0| (?=--)/);
  if (!/\/(chromium|chrome|chromium-headless-shell|headless_shell)$/.test(args[0])) return null;
  const type = args.find((a) => a.startsWith('--type='))?.slice(7) ?? 'browser';
  if (type === 'utility') return `utility:${(args.find((a) => a.startsWith('--utility-sub-type='))?.slice(19) ?? '').replace(/\.mojom\./, '.')}`;
  if (type === 'renderer' && args.includes('--top-chrome-webui')) return 'renderer:browser-ui';
  if (type === 'renderer' && args.includes('--extension-process')) return 'renderer:extension';
  return type;
}

const isRenderer = (kind) => kind === 'renderer' || kind.startsWith('renderer:');

function sample() {
  const stats = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const st = read(`/proc/${d}/stat`);
    if (!st) continue;
    const close = st.lastIndexOf(')');
    stats.push([d, st.slice(close + 2).split(' ', 2)[1], st]);
  }
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, ppid] of stats)
      if (!ours.has(pid) && ours.has(ppid)) {
        ours.add(pid);
        grown = true;
      }
  }
  for (const [d, , st] of stats) {
    if (!ours.has(d)) continue;
    let p = procs.get(d);
    // a zygote's fork starts with the zygote's command line and is given its own (renderer…) after
    if (!p || p.kind === 'zygote') {
      const kind = kindOf(d);
      if (!kind) continue;
      if (!p) procs.set(d, (p = { kind, ticks: 0, threads: new Map() }));
      p.kind = kind;
    }
    p.ticks = parseStat(st).ticks;
    if (!isRenderer(p.kind)) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${d}/task`);
    } catch {
      continue;
    }
    for (const t of tids) {
      const ts = read(`/proc/${d}/task/${t}/stat`);
      if (ts) p.threads.set(t, parseStat(ts));
    }
  }
}

const t0 = Date.now();
const busy0 = machineBusy();
const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit' });
ours.add(String(child.pid));
const timer = setInterval(sample, every);
const code = await new Promise((res) => child.on('exit', (c, sig) => res(c ?? (sig ? 1 : 0))));
clearInterval(timer);
sample();
const busy1 = machineBusy();
const wall = (Date.now() - t0) / 1000;
const self = process.cpuUsage();

const byKind = new Map();
const threadsByName = new Map();
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
let rendererCount = 0;
for (const [pid, p] of procs) {
  const { kind, ticks } = p;
  add(byKind, kind, ticks);
  if (!isRenderer(kind)) continue;
  if (ticks > 0) rendererCount++;
  let seen = 0;
  for (const [t, th] of p.threads) {
    seen += th.ticks;
    add(threadsByName, t === pid ? '(main)' : th.name, th.ticks);
  }
  add(threadsByName, '(ended threads)', Math.max(0, ticks - seen));
}
const total = [...byKind.values()].reduce((a, b) => a + b, 0);
const s = (ticks) => (ticks / HZ).toFixed(1).padStart(7);
console.log(`\n== Chromium CPU (s) over ${wall.toFixed(1)} s of wall; exit ${code}`);
for (const [k, v] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`${s(v)}  ${k}`);
console.log(`${s(total)}  all Chromium processes (${procs.size} processes, ${rendererCount} renderers)`);
console.log('-- renderer threads');
for (const [k, v] of [...threadsByName].sort((a, b) => b[1] - a[1])) if (v >= 10) console.log(`${s(v)}  ${k}`);
console.log(`machine busy CPU: ${((busy1 - busy0) / HZ).toFixed(1)} s; sampler's own CPU ${((self.user + self.system) / 1e6).toFixed(1)} s`);
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        wall,
        code,
        machineBusy: (busy1 - busy0) / HZ,
        byKind: Object.fromEntries([...byKind].map(([k, v]) => [k, v / HZ])),
        rendererThreads: Object.fromEntries([...threadsByName].map(([k, v]) => [k, v / HZ])),
      },
      null,
      1,
    ) + '\n',
  );
process.exit(code);
