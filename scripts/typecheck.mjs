#!/usr/bin/env node
// The type checks of `npm run lint`, with TypeScript 7 (the native compiler: the devDependency
// `typescript7`, an alias of typescript@7; `typescript` itself stays 5.9 for the tools that use its
// JavaScript API: typescript-eslint, Vite, Vitest, knip). Two projects, one after the other:
// - the engine alone (tsconfig.engine.json: ES2022 and types/engine-platform.d.ts, no DOM and no
//   Node types, so a browser or Node API used in src/engine fails here);
// - the whole project (tsconfig.json).
// Each runs single-threaded (the lint tasks already fill the cores side by side; TypeScript 7's
// parallel checkers each resolve the global types again: more CPU for the same answer). With a folder
// as the first argument each keeps an incremental build-info file there (none: no caching), so a
// second run checks only what changed. Prints diagnostics as `tsc` does; exit code 1 on any.
// Measured on the tree of 2026-11-28 (decision 0042): 13.4 s of CPU for both, TypeScript 5.9's one
// process 62 s.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const cacheDir = process.argv[2];
if (cacheDir) mkdirSync(cacheDir, { recursive: true });
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');
const pretty = process.env.FORCE_COLOR === '1' || (process.env.FORCE_COLOR === undefined && process.stdout.isTTY);

/** Runs tsc on one project; resolves to its exit code and output. */
function check(project, buildInfo) {
  const args = [tsc, '--noEmit', '-p', join(root, project), '--singleThreaded', '--pretty', String(Boolean(pretty))];
  if (cacheDir) args.push('--incremental', '--tsBuildInfoFile', join(cacheDir, buildInfo));
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => done({ code: code ?? 1, text: Buffer.concat(out).toString() }));
  });
}

/** A plain (not pretty) output's diagnostics: each starts on a line of its own, its continuation lines indented. */
const diagnostics = (text) =>
  text
    .split(/\n(?=\S)/)
    .map((d) => d.trimEnd())
    .filter((d) => d !== '');

const engine = await check('tsconfig.engine.json', 'tsc7-engine.tsbuildinfo');
const project = await check('tsconfig.json', 'tsc7-project.tsbuildinfo');
if (pretty) process.stdout.write(engine.text + project.text);
else {
  // the project's check covers the engine's files again: a problem found in both is printed once
  const seen = new Set(diagnostics(engine.text));
  const all = [...seen, ...diagnostics(project.text).filter((d) => !seen.has(d))];
  const errors = all.filter((d) => /: error TS\d+:/.test(d)).length;
  if (all.length > 0) process.stdout.write(all.map((d) => d + '\n').join(''));
  if (errors > 0) console.log(`Found ${errors} error${errors === 1 ? '' : 's'}.`);
}
process.exit(engine.code === 0 && project.code === 0 ? 0 : 1);
