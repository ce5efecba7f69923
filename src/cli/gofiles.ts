// The Go input of `crd-playground generate`, read as `go list` would find it for controller-gen:
// a PATH is a package directory, `DIR/...` for it and every package below it, or .go files; the
// module is the nearest go.mod above; packages of the module that the input imports are read too
// (from the module's directory tree) but make no CRDs of their own.
import { dirname, join, relative, resolve } from 'node:path';
import { moduleImportsOf, type GoFile } from '../engine';
import { readError, type Io } from './io';

export interface GoInput {
  /** Every file read: go.mod, the roots' .go files and those of imported module packages. */
  files: GoFile[];
  /** The package directories named by the PATHs (as the files' paths name them). */
  roots: string[];
}

const isGoSource = (name: string) => name.endsWith('.go') && !name.endsWith('_test.go');

/** Paths as the diagnostics print them: relative to the working directory when every module is inside it. */
function displayer(modules: Iterable<string>): (abs: string) => string {
  const cwd = process.cwd();
  const inside = [...modules].every((m) => !relative(cwd, m).startsWith('..'));
  return (abs) => (inside ? relative(cwd, abs) || '.' : abs);
}

function entries(io: Io, dir: string): { name: string; directory: boolean }[] | string {
  if (!io.readDir) return `${dir}: directories cannot be read here`;
  try {
    return io.readDir(dir);
  } catch (e) {
    return readError(dir, e);
  }
}

function read(io: Io, path: string): string | undefined {
  const r = readOrError(io, path);
  return typeof r === 'string' ? r : undefined;
}

function readOrError(io: Io, path: string): string | { error: string } {
  try {
    return io.readFile(path);
  } catch (e) {
    return { error: readError(path, e) };
  }
}

/** The nearest directory at or above `dir` holding a go.mod. */
function moduleRoot(io: Io, dir: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (read(io, join(d, 'go.mod')) !== undefined) return d;
    if (dirname(d) === d) return undefined;
  }
}

/** Reads the PATHs; a string is a usage problem (nothing to read, an unreadable path). */
export function readGoInput(paths: string[], io: Io): GoInput | string {
  const files = new Map<string, GoFile>();
  const roots = new Set<string>();
  const modules = new Set<string>();
  const addFile = (abs: string): string | undefined => {
    const text = readOrError(io, abs);
    if (typeof text !== 'string') return text.error;
    files.set(abs, { path: abs, text });
    return undefined;
  };
  const addPackage = (dir: string, root: boolean): string | undefined => {
    const list = entries(io, dir);
    if (typeof list === 'string') return list;
    const go = list.filter((e) => !e.directory && isGoSource(e.name));
    for (const e of go) {
      const err = addFile(join(dir, e.name));
      if (err) return err;
    }
    if (root && go.length > 0) roots.add(dir);
    const mod = moduleRoot(io, dir);
    if (mod) modules.add(mod);
    return undefined;
  };
  const walk = (dir: string): string | undefined => {
    const err = addPackage(dir, true);
    if (err) return err;
    const list = entries(io, dir);
    if (typeof list === 'string') return list;
    for (const e of list) {
      // `go list ./...` skips testdata, vendor and directories starting with . or _
      if (!e.directory || e.name === 'testdata' || e.name === 'vendor' || /^[._]/.test(e.name)) continue;
      const sub = join(dir, e.name);
      if (read(io, join(sub, 'go.mod')) !== undefined) continue; // another module
      const r = walk(sub);
      if (r) return r;
    }
    return undefined;
  };
  for (const p of paths) {
    let err: string | undefined;
    if (p.endsWith('/...') || p === '...') err = walk(resolve(p.slice(0, -3) || '.'));
    else if (p.endsWith('.go')) {
      const abs = resolve(p);
      err = addFile(abs);
      roots.add(dirname(abs));
      const mod = moduleRoot(io, dirname(abs));
      if (mod) modules.add(mod);
    } else err = addPackage(resolve(p), true);
    if (err) return err;
  }
  if (files.size === 0) return `no Go files in ${paths.join(' ')}`;
  for (const m of modules) {
    const abs = join(m, 'go.mod');
    files.set(abs, { path: abs, text: read(io, abs) ?? '' });
  }
  // the module's own packages that the input imports, until none is missing
  for (let round = 0; round < 100; round++) {
    const missing = moduleImportsOf([...files.values()]);
    let added = 0;
    for (const imp of missing) {
      for (const m of modules) {
        const mod = /^\s*module\s+"?([^"\s]+)"?/m.exec(read(io, join(m, 'go.mod')) ?? '')?.[1];
        if (!mod || !(imp === mod || imp.startsWith(mod + '/'))) continue;
        const dir = join(m, imp.slice(mod.length));
        const before = files.size;
        if (addPackage(dir, false) === undefined) added += files.size - before;
      }
    }
    if (added === 0) break;
  }
  const shown = displayer(modules);
  return { files: [...files.values()].map((f) => ({ path: shown(f.path), text: f.text })), roots: [...roots].map((r) => (shown(r) === '.' ? '' : shown(r))) };
}
