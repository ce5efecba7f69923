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
// The compiler's native executable is started directly: the package's `bin/tsc` is a Node script
// that only starts it (and on Node before 22.15 waits for it), one Node process per project for
// nothing (decision 0060). `scripts/lint.mjs` imports `typecheck()` instead of starting this script.
import { spawn } from 'node:child_process';
import { mkdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(new URL('..', import.meta.url).pathname);
const pkg = dirname(createRequire(import.meta.url).resolve('typescript7/package.json'));

/** [command, leading args] that run TypeScript 7's tsc: its native executable, found as the package's own launcher finds it; else that launcher under Node. */
async function tscCommand() {
  try {
    const { default: getExePath } = await import(pathToFileURL(join(pkg, 'lib', 'getExePath.js')).href);
    return [getExePath(), []];
  } catch {
    return [process.execPath, [join(pkg, 'bin', 'tsc')]];
  }
}

/** Runs tsc on one project; resolves to its exit code and output. */
function check([cmd, lead], project, cacheDir, buildInfo, pretty) {
  const args = [...lead, '--noEmit', '-p', join(root, project), '--singleThreaded', '--pretty', String(Boolean(pretty))];
  if (cacheDir) args.push('--incremental', '--tsBuildInfoFile', join(cacheDir, buildInfo));
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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

/**
 * Both checks, one after the other; resolves to { ok, text }: the output to print (diagnostics as tsc
 * prints them). With a cache folder each project keeps its incremental build info there.
 */
export async function typecheck({ cacheDir, pretty = false } = {}) {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const tsc = await tscCommand();
  const engine = await check(tsc, 'tsconfig.engine.json', cacheDir, 'tsc7-engine.tsbuildinfo', pretty);
  const project = await check(tsc, 'tsconfig.json', cacheDir, 'tsc7-project.tsbuildinfo', pretty);
  const ok = engine.code === 0 && project.code === 0;
  if (pretty) return { ok, text: engine.text + project.text };
  // the project's check covers the engine's files again: a problem found in both is printed once
  const seen = new Set(diagnostics(engine.text));
  const all = [...seen, ...diagnostics(project.text).filter((d) => !seen.has(d))];
  const errors = all.filter((d) => /: error TS\d+:/.test(d)).length;
  const text = all.map((d) => d + '\n').join('') + (errors > 0 ? `Found ${errors} error${errors === 1 ? '' : 's'}.\n` : '');
  return { ok, text };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const pretty = process.env.FORCE_COLOR === '1' || (process.env.FORCE_COLOR === undefined && process.stdout.isTTY);
  const { ok, text } = await typecheck({ cacheDir: process.argv[2], pretty });
  process.stdout.write(text);
  process.exit(ok ? 0 : 1);
}
