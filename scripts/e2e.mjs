#!/usr/bin/env node
// Browser tests: make sure Chromium is there, build the app, run e2e/ with Vitest.
// Exits with the tests' exit code.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  return r.status ?? 1;
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing; install Chromium (as root: apt-get update && apt-get install -y chromium)`);
    process.exit(1);
  }
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0) {
    console.error('could not install chromium');
    process.exit(1);
  }
}

if (!process.env.E2E_DIST) {
  const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}

process.exit(run('npx', ['vitest', 'run', '-c', 'e2e/vitest.config.ts', ...process.argv.slice(2)]));
