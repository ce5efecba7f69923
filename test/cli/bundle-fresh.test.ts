// The bin's freshness check of the precompiled CLI (scripts/cli-bundle.mjs isFresh), which every
// run pays: an input that is gone, or changed, makes the cache stale, whether the checkout's folder
// is given with or without its trailing slash (parallel.test.ts covers modification times and
// contents).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isFresh, precompiledCli } from '../../scripts/cli-bundle.mjs';

function pkg(): { root: string; cache: string } {
  const r = mkdtempSync(join(tmpdir(), 'crdp-fresh-'));
  mkdirSync(join(r, 'src/cli'), { recursive: true });
  mkdirSync(join(r, 'src/lsp'), { recursive: true });
  writeFileSync(join(r, 'src/cli/lib.ts'), 'export const answer: number = 42;\n');
  writeFileSync(join(r, 'src/cli/other.ts'), 'export const other = 1;\n');
  writeFileSync(join(r, 'src/bin.ts'), "import { answer } from './cli/lib';\nimport { other } from './cli/other';\nconsole.log(answer + other);\n");
  writeFileSync(join(r, 'src/lsp/engine-thread.ts'), "import { answer } from '../cli/lib';\nexport const t = answer;\n");
  writeFileSync(join(r, 'src/cli/check-worker.ts'), "import { answer } from './lib';\nexport const w = answer;\n");
  return { root: r, cache: join(r, 'cache', 'cli') };
}

describe('isFresh', () => {
  it('is stale once an input is gone, with or without the trailing slash', async () => {
    const { root, cache } = pkg();
    await precompiledCli(root, [cache]);
    expect(isFresh(cache, root)).toBe(true);
    expect(isFresh(cache, `${root}/`)).toBe(true);
    rmSync(join(root, 'src/cli/other.ts'));
    expect(isFresh(cache, root)).toBe(false);
    expect(isFresh(cache, `${root}/`)).toBe(false);
  });

  it('is stale when an input grew', async () => {
    const { root, cache } = pkg();
    await precompiledCli(root, [cache]);
    writeFileSync(join(root, 'src/cli/other.ts'), 'export const other = 12;\n');
    expect(isFresh(cache, root)).toBe(false);
  });
});
