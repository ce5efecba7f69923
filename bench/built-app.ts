// The built app the bundle and browser benches measure: dist/ is built again when it is missing or
// older than any of its inputs (sources, public files, the page, the build config, the lock file),
// so a bench never reports the bytes or timings of an earlier build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/precompressed.mjs'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, e)));
  return newest;
}

/** True when dist/index.html is missing or older than one of the build's inputs. */
export function builtAppIsStale(): boolean {
  if (!existsSync('dist/index.html')) return true;
  const built = statSync('dist/index.html').mtimeMs;
  return INPUTS.some((p) => newestMtime(p) > built);
}

/** Builds the app when dist/ is stale; false when the build failed. */
export function ensureBuiltApp(): boolean {
  if (!builtAppIsStale()) return true;
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status === 0;
}
