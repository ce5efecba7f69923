// The gallery's examples are files (src/examples/<id>/) beside an index: every folder has an entry,
// every entry its folder, and no folder holds a file the gallery would not read (issue 33).
import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { EXAMPLE_INDEX } from '../../src/examples/index';
import { EXAMPLE_FILES } from '../../src/examples/types';
import { EXAMPLES } from '../../src/examples/gallery';

const DIR = new URL('../../src/examples/', import.meta.url);
const folders = readdirSync(DIR).filter((n) => statSync(new URL(n, DIR)).isDirectory());
const known = new Set<string>(Object.values(EXAMPLE_FILES));

describe('examples as files', () => {
  it('has one folder per index entry and one entry per folder', () => {
    expect([...folders].sort()).toEqual(EXAMPLE_INDEX.map((m) => m.id).sort());
  });
  it.each(folders)('%s holds only files the gallery reads, and the gallery holds their text', (id) => {
    const files = readdirSync(new URL(`${id}/`, DIR));
    for (const f of files) expect(known).toContain(f);
    const e = EXAMPLES.find((x) => x.id === id);
    expect(e?.crd.length).toBeGreaterThan(0);
    expect(e?.oldCrd !== undefined).toBe(files.includes(EXAMPLE_FILES.oldCrd));
    expect(e?.oldObjects !== undefined).toBe(files.includes(EXAMPLE_FILES.oldObjects));
  });
});
