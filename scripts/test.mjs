#!/usr/bin/env node
// npm test: lint and type checks, the unit tests (Vitest) and the browser tests (the app built, then
// Playwright in Debian's Chromium headless shell, installed by scripts/e2e.mjs when missing), all three started at
// once. Ends with one plain summary line `N passed, N failed, N skipped` counting both suites.
//
// Why at once (decision 0036): the browser suite keeps about half a core busy (193 s of CPU over its
// 384 s on a quiet 2-core machine: its tests wait for the page's frames, timers and workers); the
// unit tests and lint are CPU-bound. Side by side, the unit tests and lint fill what the browser
// leaves idle. They run under `nice -n 19` (the lowest priority) so that the browser's
// timing-sensitive tests (frames, long tasks) get the CPU whenever they ask for it. The unit tests print as they run; the lint output and then the browser
// output are held and printed whole after them (not interleaved).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** `nice -n 19` (the lowest priority) in front of a command when the system has it (the CPU-bound side yields to the browser's). */
const NICE = spawnSync('nice', ['-n', '19', 'true']).status === 0 ? ['nice', '-n', '19'] : [];
const niced = (cmd, args) => (NICE.length ? [NICE[0], [...NICE.slice(1), cmd, ...args]] : [cmd, args]);

/** run(), without blocking this process (so that a held command's output is read meanwhile). */
function runAsync(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs a command with its output held; resolves to its exit code and that output. */
function runHeld(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => resolve({ code: code ?? 1, text: Buffer.concat(out).toString() }));
  });
}

function counts(file) {
  if (!existsSync(file)) return null;
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const failedTests = j.numFailedTests ?? 0;
    return {
      passed: j.numPassedTests ?? 0,
      failed: failedTests,
      skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
      // a file that fails to load has no failed test but a failed suite
      suitesFailed: failedTests === 0 ? (j.numFailedTestSuites ?? 0) : 0,
    };
  } catch {
    return null;
  }
}

const only = process.argv[2];
const total = { passed: 0, failed: 0, skipped: 0 };
let status = 0;

function add(c, code) {
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed + c.suitesFailed;
    total.skipped += c.skipped;
  } else total.failed += 1;
  if (code !== 0) status = 1;
}

// the browser tests (build + Playwright): started first, at normal priority; printed last
const e2eJson = join(out, 'e2e.json');
// written once the unit tests and lint are over: e2e/longtask.e2e.ts (the last browser file) waits
// for it, as its wall-time measurement of the page's tasks needs the cores the CPU-bound side takes
const cpuDone = join(out, 'cpu-side-done');
if (only !== 'e2e') process.env.E2E_AFTER_FILE = cpuDone;
const e2eArgs = [join(root, 'scripts', 'e2e.mjs'), '--reporter=default', '--reporter=json', `--outputFile.json=${e2eJson}`];
const E2E_HEADING = '\n=== browser tests (playwright-core + chromium) ===';
if (only === 'e2e') console.log(E2E_HEADING);
const e2e = only === 'unit' ? null : only === 'e2e' ? runAsync(process.execPath, e2eArgs).then((code) => ({ code, text: '' })) : runHeld(process.execPath, e2eArgs);

if (only !== 'e2e') {
  // ESLint (typescript-eslint and the import layering of docs/architecture.md), Prettier, knip and both
  // tsc projects: started now, printed after the unit tests
  const lint = runHeld(...niced(process.execPath, [join(root, 'scripts', 'lint.mjs')]));

  console.log(`\n=== unit tests (vitest; lint and type checks${e2e ? ' and the browser tests' : ''} run beside them) ===`);
  const unitJson = join(out, 'unit.json');
  const code = await runAsync(...niced('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]));
  add(counts(unitJson), code);

  console.log('\n=== lint and type checks (npm run lint) ===');
  const l = await lint;
  writeFileSync(cpuDone, '');
  process.stdout.write(l.text);
  if (l.code !== 0) {
    total.failed += 1;
    status = 1;
  }
}

if (e2e) {
  if (only !== 'e2e') console.log(E2E_HEADING);
  const { code, text } = await e2e;
  process.stdout.write(text);
  add(counts(e2eJson), code);
}

if (status !== 0 && total.failed === 0) total.failed = 1;
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(status);
