// Go mode's files in the work: adding, renaming and deleting keep the other files and their order
// (a file's place is the order of the work's `go:<path>` texts, as links and state files carry them).
// The previous CRD of a CRD update may be Go too: its files are the `oldgo:<path>` texts, edited the
// same way, and the run input then carries them in the previous CRD's place.
import type { CheckInput } from '../engine/api';
import type { GoOutcome, RunInput } from '../worker/protocol';
import { goFiles, goTextId, isGoMode, isGoTextId, isOldGoMode, isOldGoTextId, oldGoFiles, oldGoTextId, validGoPath, type GoTextId, type OldGoTextId, type Snapshot } from './snapshot';

type Texts = Snapshot['texts'];
type AnyGoTextId = GoTextId | OldGoTextId;

/** The text id of `path` among the current Go files, or among the previous CRD's when `previous`. */
export function goFileId(path: string, previous = false): AnyGoTextId {
  return previous ? oldGoTextId(path) : goTextId(path);
}

/** The texts with a Go file added after the others (or its text replaced in place). */
export function withGoFile(texts: Texts, path: string, text: string, previous = false): Texts {
  return { ...texts, [goFileId(path, previous)]: text };
}

export function withoutGoFile(texts: Texts, id: AnyGoTextId): Texts {
  const out = { ...texts };
  delete out[id];
  return out;
}

/** The texts with the file `id` renamed to `path` at the same place; null when `path` is taken or not a Go file's path. */
export function renamedGoFile(texts: Texts, id: AnyGoTextId, path: string): Texts | null {
  const to = goFileId(path, !isGoTextId(id));
  if (to === id) return texts;
  if (!validGoPath(path) || texts[to] !== undefined || texts[id] === undefined) return null;
  const out = {} as Texts;
  for (const [k, v] of Object.entries(texts) as [keyof Texts, string][]) out[k === id ? to : k] = v;
  return out;
}

/** A path for a new file that no file has yet: `<dir>/new.go`, `<dir>/new2.go`, ... beside the first file. */
export function freshGoPath(texts: Texts, base = 'types', previous = false): string {
  const files = previous ? oldGoFiles(texts) : goFiles(texts);
  const first = files.find((f) => f.path.endsWith('.go'))?.path ?? 'api/v1/x.go';
  const dir = first.includes('/') ? first.slice(0, first.lastIndexOf('/') + 1) : '';
  for (let n = 1; ; n++) {
    const path = `${dir}${base}${n === 1 ? '' : n}.go`;
    if (texts[goFileId(path, previous)] === undefined) return path;
  }
}

/** The texts with the previous CRD's Go files replaced by copies of the current Go files (in their order). */
export function previousFromCurrent(texts: Texts): Texts {
  const out = {} as Texts;
  for (const [k, v] of Object.entries(texts) as [keyof Texts, string][]) if (!isOldGoTextId(k)) out[k] = v;
  for (const f of goFiles(texts)) out[oldGoTextId(f.path)] = f.text;
  return out;
}

/** Whether the previous CRD is the current one as written (the "copy the CRD" button has nothing to do). */
export function previousIsCurrent(s: Pick<Snapshot, 'texts' | 'options'>): boolean {
  if (isOldGoMode(s.options) && isGoMode(s.options)) {
    const cur = goFiles(s.texts);
    const old = oldGoFiles(s.texts);
    return cur.length === old.length && cur.every((f, i) => old[i]!.path === f.path && old[i]!.text === f.text);
  }
  return !isOldGoMode(s.options) && s.texts.crd === s.texts.oldCrd;
}

/**
 * What the check worker is sent: in Go mode the Go files take the CRD's place, and with a previous
 * CRD in Go its files take the previous CRD's place among the old sources (the worker generates
 * both and checks them); otherwise the check input as it is.
 */
export function goRunInput(input: CheckInput, s: Pick<Snapshot, 'texts' | 'options'>): RunInput {
  const crd = isGoMode(s.options);
  const previous = s.options.crdUpdate === true && isOldGoMode(s.options);
  if (!crd && !previous) return input;
  const out: RunInput = { ...input, go: { on: true, ...(crd ? {} : { crd: false }), ...(previous ? { previous: true } : {}) } };
  if (crd) out.sources = [...goFiles(s.texts).map((f) => ({ id: f.id, text: f.text })), ...input.sources.filter((x) => x.id !== 'crd')];
  if (previous) out.oldSources = [...(input.oldSources ?? []).filter((x) => x.id !== 'oldCrd'), ...oldGoFiles(s.texts).map((f) => ({ id: f.id, text: f.text }))];
  return out;
}

/** The texts with the CRDs a Go run generated in place of the CRD and the previous CRD written in Go. */
export function withGeneratedTexts(texts: Texts, options: Snapshot['options'], go: GoOutcome): Texts {
  let out = texts;
  if (isGoMode(options) && go.crdText !== out.crd) out = { ...out, crd: go.crdText };
  if (isOldGoMode(options) && go.oldCrdText !== undefined && go.oldCrdText !== out.oldCrd) out = { ...out, oldCrd: go.oldCrdText };
  return out;
}
