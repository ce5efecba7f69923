#!/usr/bin/env node
// npm run lint: ESLint (typescript-eslint and the import layering of docs/architecture.md),
// Prettier, knip and the type checks (scripts/typecheck.mjs: the engine without DOM types, and the
// whole project).
// They are independent and each runs on one core, so they run side by side, as many at a time as
// there are cores, the longest first; each one's output is printed whole when it ends (not interleaved). ESLint,
// Prettier and tsc keep caches under node_modules/.cache (keyed by file content and options,
// so a fresh clone, as in CI, simply starts without them). Exit code 1 when any of them fails.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { typecheck } from './typecheck.mjs';

const root = new URL('..', import.meta.url).pathname;
// node_modules may be shared by several checkouts (a symlink): one cache folder per checkout
const cache = join(root, 'node_modules', '.cache', 'lint', createHash('sha1').update(root).digest('hex').slice(0, 12));
mkdirSync(cache, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** [name, command, args] (or [name, a function resolving to { ok, text }]), the longest first (CPU on a fresh clone, 2026-11-28, decision 0042: ESLint ~34 s, Prettier ~20 s with the Oxc parser, the type checks ~13 s with TypeScript 7, knip ~8 s). */
const TASKS = [
  ['eslint', bin('eslint'), ['.', '--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'eslint/')]],
  ['prettier --check', bin('prettier'), ['--check', '.', '--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'prettier.json')]],
  // both tsc projects with TypeScript 7: the engine without DOM types, then the whole project (scripts/typecheck.mjs,
  // called here rather than started as a script: its two compiler executables are this process's children, decision 0060)
  ['typecheck', () => typecheck({ cacheDir: join(cache, 'tsc'), pretty: process.stdout.isTTY })],
  ['knip', bin('knip'), ['--no-progress']],
];

/** Prints a task's output whole when it ends; resolves to whether it passed. */
function report(name, started, ok, text) {
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name} (${secs} s)\n${text}`);
  return ok;
}

function run([name, cmd, args]) {
  const started = Date.now();
  if (typeof cmd === 'function') return cmd().then(({ ok, text }) => report(name, started, ok, text));
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => resolve(report(name, started, code === 0, Buffer.concat(out).toString())));
  });
}

const queue = [...TASKS];
const results = [];
const lanes = Array.from({ length: Math.max(1, Math.min(availableParallelism(), TASKS.length)) }, async () => {
  while (queue.length > 0) results.push(await run(queue.shift()));
});
await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
