// The paths given to `check`: files, directories (walked recursively for *.yaml, *.yml and
// *.json) and `-` (stdin), read into source texts in the order given (a directory's files in
// name order). A file reached twice is read once.
import { join, resolve } from 'node:path';
import type { SourceText } from '../engine';
import { readError, type Io } from './io';

export const STDIN_ID = '<stdin>';

/** File names a directory walk picks up. */
const MANIFEST_FILE = /\.(ya?ml|json)$/i;

/** Directories a walk does not enter: hidden ones (.git, .github, ...) and node_modules. */
function skippedDirectory(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

/** Called once, as soon as the texts read so far hold `chars` characters (the rest is read after it returns). */
export interface WhenLarge {
  chars: number;
  then: () => void;
}

/** Expands and reads the paths; a string is the error that ends the run (exit 2). */
export async function readInputs(paths: string[], io: Io, whenLarge?: WhenLarge): Promise<SourceText[] | string> {
  const out: SourceText[] = [];
  const seen = new Set<string>();
  let stdinUsed = false;
  let chars = 0;
  const push = (source: SourceText) => {
    out.push(source);
    if (whenLarge && chars < whenLarge.chars && (chars += source.text.length) >= whenLarge.chars) whenLarge.then();
  };
  const addFile = (path: string): string | null => {
    // `objects.yaml` and `./objects.yaml`, or `dir` and `dir/a.yaml`: one file
    const key = resolve(path);
    if (seen.has(key)) return null;
    seen.add(key);
    try {
      push({ id: path, text: io.readFile(path) });
      return null;
    } catch (e) {
      return readError(path, e);
    }
  };
  const walk = (dir: string): string | null => {
    let entries;
    try {
      entries = io.readDir!(dir);
    } catch (e) {
      return readError(dir, e);
    }
    const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of sorted) {
      if (e.special) continue; // a named pipe matching *.yaml would block the run (a path given by name is still read)
      const p = join(dir, e.name);
      const err = e.directory ? (skippedDirectory(e.name) ? null : walk(p)) : MANIFEST_FILE.test(e.name) ? addFile(p) : null;
      if (err) return err;
    }
    return null;
  };
  for (const path of paths) {
    if (path === '-') {
      if (stdinUsed) return 'stdin (-) can be read only once';
      stdinUsed = true;
      try {
        push({ id: STDIN_ID, text: await io.stdin() });
      } catch (e) {
        return readError('stdin', e);
      }
      continue;
    }
    const kind = pathKind(path, io);
    if (typeof kind === 'object') return kind.error;
    const err = kind === 'directory' ? walk(path) : addFile(path);
    if (err) return err;
  }
  if (out.length === 0) return `no *.yaml, *.yml or *.json files in ${paths.join(', ')}`;
  return out;
}

function pathKind(path: string, io: Io): 'file' | 'directory' | { error: string } {
  if (!io.readDir) return 'file';
  try {
    io.readDir(path);
    return 'directory';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException)?.code;
    if (code === 'ENOTDIR') return 'file';
    return { error: readError(path, e) };
  }
}
