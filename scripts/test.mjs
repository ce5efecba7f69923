#!/usr/bin/env node
// npm test: lint and type checks, unit tests (Vitest), then browser tests (Playwright in Debian's chromium,
// installed by scripts/e2e.mjs when missing). Ends with one plain summary line
// `N passed, N failed, N skipped` counting both suites.
import { spawnSync } from 'node:child_process';
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
  // ESLint (typescript-eslint and the import layering of docs/architecture.md) and both tsc projects
  console.log('\n=== lint and type checks (npm run lint) ===');
  if (run('npm', ['run', 'lint']) !== 0) {
    total.failed += 1;
    status = 1;
  }
}

if (only !== 'e2e') {
  console.log('\n=== unit tests (vitest) ===');
  const unitJson = join(out, 'unit.json');
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
  const c = counts(unitJson);
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed + c.suitesFailed;
    total.skipped += c.skipped;
  } else total.failed += 1;
  if (code !== 0) status = 1;
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
