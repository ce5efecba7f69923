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

/**
 * Corpus texts read so far. The files of the shared Vitest project share this module within a
 * worker (vitest.config.ts), so the corpus (39 MB of YAML, 1,670 files) is read and decoded once
 * per worker instead of once per test file that walks it (~0.5 s of CPU a pass); strings cannot
 * be changed by a test, and every test still parses the text itself.
 */
const texts = new Map<string, string>();

/** A corpus file's text (read on first use). */
export function readCorpus(path: string): string {
  let text = texts.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    texts.set(path, text);
  }
  return text;
}

export function corpusManifest(): unknown {
  return JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8'));
}
