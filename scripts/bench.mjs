#!/usr/bin/env node
// npm run bench: engine benchmarks (Node) and, when chromium is available, the
// edit-to-results time in the built app. Results also go to bench/results/latest.json.
import { spawnSync } from 'node:child_process';
const root = new URL('..', import.meta.url).pathname;
const r = spawnSync('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
