// The gallery's examples are files (src/examples/<id>/) beside an index: every folder has an entry,
// every entry its folder, and no folder holds a file the gallery would not read (issue 33). The Go
// examples' folders (`go-<name>/`, issue 31) hold Go files at their module paths, a `go.mod` where the
// example has one, and `objects.yaml`, with their entries in `go-index.ts`.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { EXAMPLE_INDEX } from '../../src/examples/index';
import { GO_EXAMPLE_INDEX } from '../../src/examples/go-index';
import { EXAMPLE_FILES } from '../../src/examples/types';
import { EXAMPLES } from '../../src/examples/gallery';
import { GO_EXAMPLES } from '../../src/examples/go-gallery';

const DIR = new URL('../../src/examples/', import.meta.url);
const folders = readdirSync(DIR).filter((n) => statSync(new URL(n, DIR)).isDirectory());
const yamlFolders = folders.filter((n) => !n.startsWith('go-'));
const goFolders = folders.filter((n) => n.startsWith('go-'));
const known = new Set<string>(Object.values(EXAMPLE_FILES));

/** Every file under `src/examples/<id>/`, by its path in the folder. */
function filesOf(id: string, sub = ''): string[] {
  return readdirSync(new URL(`${id}/${sub}`, DIR)).flatMap((n) => (statSync(new URL(`${id}/${sub}${n}`, DIR)).isDirectory() ? filesOf(id, `${sub}${n}/`) : [`${sub}${n}`]));
}

describe('examples as files', () => {
  it('has one folder per index entry and one entry per folder', () => {
    expect([...yamlFolders].sort()).toEqual(EXAMPLE_INDEX.map((m) => m.id).sort());
    expect([...goFolders].sort()).toEqual(GO_EXAMPLE_INDEX.map((m) => m.id).sort());
  });
  it('keeps the YAML gallery and the Go examples apart (the Go texts are not in the YAML gallery)', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual(EXAMPLE_INDEX.map((m) => m.id));
    expect(EXAMPLES.some((e) => e.id.startsWith('go-'))).toBe(false);
    expect(GO_EXAMPLES.map((e) => e.id)).toEqual(GO_EXAMPLE_INDEX.map((m) => m.id));
  });
  it.each(yamlFolders)('%s holds only files the gallery reads, and the gallery holds their text', (id) => {
    const files = readdirSync(new URL(`${id}/`, DIR));
    for (const f of files) expect(known).toContain(f);
    const e = EXAMPLES.find((x) => x.id === id);
    expect(e?.crd.length).toBeGreaterThan(0);
    expect(e?.oldCrd !== undefined).toBe(files.includes(EXAMPLE_FILES.oldCrd));
    expect(e?.oldObjects !== undefined).toBe(files.includes(EXAMPLE_FILES.oldObjects));
  });
  it.each(goFolders)('%s holds Go files, a go.mod at most and objects.yaml, and Go mode opens them byte for byte', (id) => {
    const files = filesOf(id);
    expect(files).toContain(EXAMPLE_FILES.objects);
    const code = files.filter((f) => f !== EXAMPLE_FILES.objects);
    for (const f of code) expect(f === 'go.mod' || f.endsWith('.go')).toBe(true);
    const e = GO_EXAMPLES.find((x) => x.id === id)!;
    expect(e.objects).toBe(readFileSync(new URL(`${id}/${EXAMPLE_FILES.objects}`, DIR), 'utf8'));
    // go.mod first, then by path: the order of Go mode's file tabs
    expect(e.files.map((f) => f.path)).toEqual([...code].sort((a, b) => (a === 'go.mod' ? -1 : b === 'go.mod' ? 1 : a < b ? -1 : 1)));
    for (const f of e.files) expect(f.text).toBe(readFileSync(new URL(`${id}/${f.path}`, DIR), 'utf8'));
  });
});
