#!/usr/bin/env node
// npm test: lint and type checks beside the unit tests (Vitest), then browser tests (Playwright in
// Debian's chromium, installed by scripts/e2e.mjs when missing). Ends with one plain summary line
// `N passed, N failed, N skipped` counting both suites.
//
// Lint and the unit tests run at the same time: both are CPU-bound and neither keeps every core busy
// to its end (the lint tools are five processes of unequal length, Vitest's last files run alone), so
// together they end sooner than one after the other. The lint output is held and printed whole after
// the unit tests' (not interleaved with it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

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

if (only !== 'e2e') {
  // ESLint (typescript-eslint and the import layering of docs/architecture.md), Prettier, knip and both
  // tsc projects: started first, printed after the unit tests
  const lint = runHeld(process.execPath, [join(root, 'scripts', 'lint.mjs')]);

  console.log('\n=== unit tests (vitest; lint and type checks run beside them) ===');
  const unitJson = join(out, 'unit.json');
  const code = await runAsync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
  const c = counts(unitJson);
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed + c.suitesFailed;
    total.skipped += c.skipped;
  } else total.failed += 1;
  if (code !== 0) status = 1;

  console.log('\n=== lint and type checks (npm run lint) ===');
  const l = await lint;
  process.stdout.write(l.text);
  if (l.code !== 0) {
    total.failed += 1;
    status = 1;
  }
}

if (only !== 'unit') {
  console.log('\n=== browser tests (playwright-core + chromium) ===');
  const e2eJson = join(out, 'e2e.json');
  const code = run('node', ['scripts/e2e.mjs', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eJson}`]);
  const c = counts(e2eJson);
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed + c.suitesFailed;
    total.skipped += c.skipped;
  } else total.failed += 1;
  if (code !== 0) status = 1;
}

if (status !== 0 && total.failed === 0) total.failed = 1;
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(status);
