#!/usr/bin/env node
// Browser tests: make sure Chromium's headless shell is there (installed as root when it is not;
// E2E_BROWSER=chromium: the full browser), build the app (once: skipped when dist/ was built from
// exactly the sources on disk), run e2e/ with Vitest. Exits with the tests' exit code.
//
// The build is skipped only when .vite/e2e-build.json records a build whose inputs hash to the same
// value as now (every file under src/, public/ and types/, the files the build read from elsewhere,
// index.html, the configs and the installed packages' lock) and whose output still hashes to what
// that build wrote. `CI` set or `E2E_REBUILD=1` always builds; `E2E_DIST=dir` tests that directory
// as it is.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH as CHROMIUM, HEADLESS_SHELL_PATH as HEADLESS_SHELL } from './chromium-paths.mjs';

// the tests run Chromium's headless shell (e2e/chromium.ts, decision 0047); E2E_BROWSER=chromium runs the full browser
const root = resolve(new URL('..', import.meta.url).pathname);
const dist = join(root, 'dist');
const stampFile = join(root, '.vite', 'e2e-build.json');

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  return r.status ?? 1;
}

let aptUpdated = false;
/** `path` is there, or was installed now with Debian's package `pkg` (as root). */
function ensure(path, pkg) {
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) return false;
  if (!aptUpdated && run('apt-get', ['update']) !== 0) return false;
  aptUpdated = true;
  return run('apt-get', ['install', '-y', pkg]) === 0 && existsSync(path);
}

if (process.env.E2E_CHROMIUM_PATH) {
  if (!existsSync(process.env.E2E_CHROMIUM_PATH)) {
    console.error(`E2E_CHROMIUM_PATH=${process.env.E2E_CHROMIUM_PATH} is missing`);
    process.exit(1);
  }
} else if (process.env.E2E_BROWSER !== 'chromium' && ensure(HEADLESS_SHELL, 'chromium-headless-shell')) {
  process.env.E2E_CHROMIUM_PATH = HEADLESS_SHELL;
} else if (ensure(CHROMIUM, 'chromium')) {
  if (process.env.E2E_BROWSER !== 'chromium') console.log(`${HEADLESS_SHELL} is missing and could not be installed: the tests run ${CHROMIUM}`);
  process.env.E2E_CHROMIUM_PATH = CHROMIUM;
} else {
  console.error(`${CHROMIUM} is missing; install Chromium (as root: apt-get update && apt-get install -y chromium-headless-shell chromium)`);
  process.exit(1);
}

/** Every file under `dir` (relative to the root, sorted), without node_modules. */
function walk(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.isFile()) out.push(p);
  }
  return out;
}

/** One hash over the names and bytes of `files` (absolute paths; a missing file counts as missing). */
function hashFiles(files) {
  const h = createHash('sha256');
  for (const f of [...new Set(files)].sort()) {
    h.update(relative(root, f).split(sep).join('/') + '\0');
    h.update(existsSync(f) && statSync(f).isFile() ? readFileSync(f) : '\u0000missing');
    h.update('\0');
  }
  return h.digest('hex');
}

const CONFIG_FILES = ['index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'node_modules/.package-lock.json'].map((f) => join(root, f));
const SOURCE_DIRS = ['src', 'public', 'types'].map((d) => join(root, d));

function inputsHash(extra) {
  return hashFiles([...CONFIG_FILES, ...SOURCE_DIRS.flatMap(walk), ...extra]);
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

function upToDate() {
  if (process.env.CI || process.env.E2E_REBUILD === '1') return false;
  const stamp = readStamp();
  if (!stamp || !existsSync(join(dist, 'index.html'))) return false;
  const extra = (stamp.extra ?? []).map((f) => join(root, f));
  return stamp.inputs === inputsHash(extra) && stamp.dist === hashFiles(walk(dist));
}

async function buildApp() {
  const { build } = await import('vite');
  // the files the app build read from outside src/, public/, types/ and node_modules (a new one counts next time)
  const read = new Set();
  const record = {
    name: 'crd-playground:e2e-inputs',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0];
        if (file.startsWith(root + sep) && !file.includes(`${sep}node_modules${sep}`) && existsSync(file)) read.add(file);
      }
    },
  };
  const t0 = Date.now();
  await build({ root, logLevel: 'warn', plugins: [record] });
  const dirs = SOURCE_DIRS.map((d) => d + sep);
  const extra = [...read].filter((f) => !dirs.some((d) => f.startsWith(d)) && !CONFIG_FILES.includes(f));
  mkdirSync(join(root, '.vite'), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs: inputsHash(extra), dist: hashFiles(walk(dist)), extra: extra.map((f) => relative(root, f)) }, null, 1) + '\n');
  console.log(`built the app in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (!process.env.E2E_DIST) {
  if (upToDate()) console.log('dist/ is up to date with the sources (.vite/e2e-build.json): not rebuilt');
  else {
    try {
      await buildApp();
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  }
}

process.exit(run('npx', ['vitest', 'run', '-c', 'e2e/vitest.config.ts', ...process.argv.slice(2)]));
