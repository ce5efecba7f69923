// The precompiled CLI's V8 code cache (scripts/cli-bundle.mjs, loaderText; decision 0065): run.mjs compiles run.cjs
// with the cache a run wrote at exit. V8 rejects a cache written under other flags than its reader's, and the CLI
// changes V8 flags while it runs (parallel.ts, younggen.ts), so the loader puts those back to V8's defaults before it
// writes: a second run accepts the cache (and so leaves it as it is). A rejected cache, or one written by a much
// shorter run, is written again.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompiledCli, RUNTIME_V8_FLAGS, v8FlagDefaults } from '../../scripts/cli-bundle.mjs';

const SRC = new URL('../../src', import.meta.url).pathname;

/** A package whose CLI changes the flags the real one changes, then prints its answer and its import.meta.url. */
async function built(): Promise<{ cache: string }> {
  const r = mkdtempSync(join(tmpdir(), 'crdp-codecache-'));
  mkdirSync(join(r, 'src/cli'), { recursive: true });
  mkdirSync(join(r, 'src/lsp'), { recursive: true });
  writeFileSync(join(r, 'src/cli/lib.ts'), 'export const answer: number = 42;\n');
  writeFileSync(
    join(r, 'src/bin.ts'),
    [
      "import { setFlagsFromString } from 'node:v8';",
      "import { answer } from './cli/lib';",
      "setFlagsFromString('--interrupt-budget=400000');",
      "setFlagsFromString('--semi-space-growth-factor=1');",
      'console.log(answer, import.meta.url);',
      '',
    ].join('\n'),
  );
  writeFileSync(join(r, 'src/lsp/engine-thread.ts'), "import { answer } from '../cli/lib';\nexport const t = answer;\n");
  writeFileSync(join(r, 'src/cli/check-worker.ts'), "import { answer } from './lib';\nexport const w = answer;\n");
  const cache = join(r, 'cache', 'cli');
  expect(await precompiledCli(r, [cache])).toBe(pathToFileURL(join(cache, 'run.mjs')).href);
  return { cache };
}

function runCli(cache: string): string {
  const r = spawnSync(process.execPath, [join(cache, 'run.mjs')], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

const cacheBytes = (cache: string): Buffer => readFileSync(join(cache, 'run.cache'));

describe('the precompiled CLI through a V8 code cache', () => {
  it('runs run.cjs with import.meta.url standing for run.mjs, writes the cache at exit, and a second run accepts it', async () => {
    const { cache } = await built();
    expect(runCli(cache)).toBe(`42 ${pathToFileURL(join(cache, 'run.mjs')).href}\n`);
    const first = cacheBytes(cache);
    expect(first.readDoubleLE(0)).toBeGreaterThan(0); // the writing run's CPU time
    expect(first.length).toBeGreaterThan(8);
    // accepted: not written again (a rejected cache would be, with this run's CPU time in its header)
    expect(runCli(cache)).toContain('42 ');
    expect(cacheBytes(cache).equals(first)).toBe(true);
    expect(readdirSync(cache).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes a rejected cache again, and one written by a run of less than half the CPU time', async () => {
    const { cache } = await built();
    runCli(cache);
    const good = cacheBytes(cache);
    const header = Buffer.alloc(8);
    header.writeDoubleLE(good.readDoubleLE(0), 0);
    writeFileSync(join(cache, 'run.cache'), Buffer.concat([header, Buffer.from('not V8 code cache data')]));
    runCli(cache);
    const rewritten = cacheBytes(cache);
    expect(rewritten.subarray(8).toString('latin1')).not.toContain('not V8 code cache data');
    runCli(cache); // and the next run accepts it
    expect(cacheBytes(cache).equals(rewritten)).toBe(true);
    // the same data, written by a (pretended) run of 0.001 ms: this run used more than twice that
    const short = Buffer.from(good);
    short.writeDoubleLE(0.001, 0);
    writeFileSync(join(cache, 'run.cache'), short);
    runCli(cache);
    expect(cacheBytes(cache).readDoubleLE(0)).toBeGreaterThan(0.002);
  });

  it('knows every V8 flag the CLI sets while it runs, and this node reports a default for each', () => {
    const set = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) for (const m of readFileSync(p, 'utf8').matchAll(/setFlagsFromString\(\s*[`'"]--([a-z0-9-]+)/g)) set.add(m[1]);
      }
    };
    walk(SRC);
    expect([...set].sort()).toEqual([...RUNTIME_V8_FLAGS].sort());
    expect(v8FlagDefaults().map((f) => f.slice(2, f.indexOf('=')))).toEqual(RUNTIME_V8_FLAGS);
  });
});
