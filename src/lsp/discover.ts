// The files the server knows without being told: every *.yaml, *.yml and *.json under the
// workspace folders (hidden folders and node_modules left out, as `crd-playground check` walks a
// directory), and the files the `crdPlayground.crds` globs name.
import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** File names a walk picks up: what `check` reads from a directory. */
export const MANIFEST_FILE = /\.(ya?ml|json)$/i;

const skippedDirectory = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/** Every file under dir (in name order) that `keep` accepts. */
function walk(dir: string, keep: (path: string) => boolean, out: string[], budget: { files: number }): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    if (budget.files <= 0) return;
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (!skippedDirectory(e.name)) walk(p, keep, out, budget);
    } else if (e.isFile() && keep(p)) {
      out.push(p);
      budget.files--;
    }
  }
}

/** A glob (`*`, `?`, `**`, `{a,b}`) as a regular expression over `/`-separated paths. */
export function globRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      if (end < 0) re += '\\{';
      else {
        re += `(?:${glob
          .slice(i + 1, end)
          .split(',')
          .map((s) => s.replace(/[.+^${}()|[\]\\*?]/g, '\\$&'))
          .join('|')})`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** The folder a glob's walk starts in: its leading segments without wildcards. */
function globBase(glob: string): { base: string; rest: string } {
  const parts = glob.split('/');
  let i = 0;
  while (i < parts.length - 1 && !/[*?{[]/.test(parts[i])) i++;
  return { base: parts.slice(0, i).join('/') || (glob.startsWith('/') ? '/' : '.'), rest: parts.slice(i).join('/') };
}

/** Upper bound of files one discovery reads (a home folder opened by mistake). */
const MAX_FILES = 20000;

/** Each glob as the folder its walk starts in and what the paths under it must match (relative globs from each folder). */
function globWalks(folders: string[], globs: string[]): { base: string; matches: (path: string) => boolean }[] {
  return globs.flatMap((g) =>
    (isAbsolute(g) ? [''] : folders).map((root) => {
      const { base, rest } = globBase((isAbsolute(g) ? g : join(root, g)).split(sep).join('/'));
      const re = globRegExp(rest);
      const from = resolve(base);
      return { base: from, matches: (p: string) => re.test(relative(from, p).split(sep).join('/')) };
    }),
  );
}

/** The manifest files under the folders, then the files of the globs (relative globs are read from each folder). */
export function discoverFiles(folders: string[], globs: string[]): string[] {
  const out: string[] = [];
  const budget = { files: MAX_FILES };
  for (const f of folders) walk(f, (p) => MANIFEST_FILE.test(p), out, budget);
  for (const g of globWalks(folders, globs)) walk(g.base, g.matches, out, budget);
  return [...new Set(out)];
}

/** Whether discovery would find a file at this path: under a folder, out of hidden folders and node_modules, or named by a glob. */
export function discoverable(path: string, folders: string[], globs: string[]): boolean {
  const outside = (rel: string) => rel === '' || rel.startsWith('..') || isAbsolute(rel);
  const walked = (root: string, keep: (p: string) => boolean) => {
    const rel = relative(root, path);
    return !outside(rel) && !rel.split(sep).slice(0, -1).some(skippedDirectory) && keep(path);
  };
  return folders.some((f) => walked(f, (p) => MANIFEST_FILE.test(p))) || globWalks(folders, globs).some((g) => walked(g.base, g.matches));
}
