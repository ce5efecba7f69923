// Go mode's files in the work: adding, renaming and deleting keep the other files and their order
// (a file's place is the order of the work's `go:<path>` texts, as links and state files carry them).
import { goFiles, goTextId, validGoPath, type GoTextId, type Snapshot } from './snapshot';

type Texts = Snapshot['texts'];

/** The texts with a Go file added after the others (or its text replaced in place). */
export function withGoFile(texts: Texts, path: string, text: string): Texts {
  return { ...texts, [goTextId(path)]: text };
}

export function withoutGoFile(texts: Texts, id: GoTextId): Texts {
  const out = { ...texts };
  delete out[id];
  return out;
}

/** The texts with the file `id` renamed to `path` at the same place; null when `path` is taken or not a Go file's path. */
export function renamedGoFile(texts: Texts, id: GoTextId, path: string): Texts | null {
  const to = goTextId(path);
  if (to === id) return texts;
  if (!validGoPath(path) || texts[to] !== undefined || texts[id] === undefined) return null;
  const out = {} as Texts;
  for (const [k, v] of Object.entries(texts) as [keyof Texts, string][]) out[k === id ? to : k] = v;
  return out;
}

/** A path for a new file that no file has yet: `<dir>/new.go`, `<dir>/new2.go`, ... beside the first file. */
export function freshGoPath(texts: Texts, base = 'types'): string {
  const first = goFiles(texts).find((f) => f.path.endsWith('.go'))?.path ?? 'api/v1/x.go';
  const dir = first.includes('/') ? first.slice(0, first.lastIndexOf('/') + 1) : '';
  for (let n = 1; ; n++) {
    const path = `${dir}${base}${n === 1 ? '' : n}.go`;
    if (texts[goTextId(path)] === undefined) return path;
  }
}
