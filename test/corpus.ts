// Access to ../shared/corpus for tests; tests that need it skip with a message when it is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SHARED_DIR = resolve(here, '..', '..', 'shared');
export const CORPUS_DIR = join(SHARED_DIR, 'corpus');
export const SEEDS_DIR = join(SHARED_DIR, 'seeds');
export const hasCorpus = existsSync(join(CORPUS_DIR, 'manifest.json'));
export const corpusSkipReason = `../shared/corpus not found at ${CORPUS_DIR}: corpus tests skipped`;

export function corpusFiles(sub: string): string[] {
  const dir = join(CORPUS_DIR, sub);
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

export function readCorpus(path: string): string {
  return readFileSync(path, 'utf8');
}

export function corpusManifest(): unknown {
  return JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8'));
}
