// The CLI precompiled: src/bin.ts (the CLI, and the language server for `lsp`) and src/cli/check-worker.ts (a check worker
// thread) bundled by esbuild into two JavaScript files, kept in a cache folder and rebuilt when
// one of their input files changed. Loading the engine's ~360 TypeScript modules through tsx's
// loader costs each thread about 1.5 s of CPU; one bundled file costs about 0.1 s (decision note
// 0021). When esbuild cannot build or the cache cannot be written, the bin runs the sources
// through tsx as before; CRD_PLAYGROUND_TSX=1 asks for that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Output name (without .mjs) → entry; parallel.ts starts `./check-worker.mjs` and the language server `./engine-thread.mjs` beside the running CLI file, so the names match the sources'. */
const ENTRIES = { run: 'src/bin.ts', 'check-worker': 'src/cli/check-worker.ts', 'engine-thread': 'src/lsp/engine-thread.ts' };

/** Changes when the build options below change, so an older cache is not used. */
const BUILD = `3 node${process.versions.node.split('.')[0]}`;

const MANIFEST = 'manifest.json';

const sha1 = (data) => createHash('sha1').update(data).digest('hex');

/**
 * Folders tried for the cache, in order: the package's node_modules/.cache, then the system's temporary folder. Both
 * names carry a hash of the checkout's folder: several checkouts (git worktrees) may share one node_modules, and each
 * must run its own sources.
 */
export function cacheDirs(root = ROOT) {
  const id = sha1(root).slice(0, 12);
  return [join(root, 'node_modules', '.cache', `crd-playground-cli-${id}`), join(tmpdir(), `crd-playground-cli-${id}`)];
}

/**
 * The manifest of a built cache folder: the build's options and, for every input file (path
 * relative to `root`), its size, modification time and content hash. Null when it is missing or unreadable.
 */
function readManifest(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
}

/** True when the cache folder was built with these options from inputs whose contents are unchanged. */
export function isFresh(dir, root = ROOT) {
  const m = readManifest(dir);
  if (!m || m.build !== BUILD || !m.inputs || typeof m.inputs !== 'object') return false;
  if (!Object.keys(ENTRIES).every((name) => existsSync(join(dir, `${name}.mjs`)))) return false;
  // every run of the bin pays this loop (~520 files): paths by concatenation (stat needs no normalized path), no
  // exception for a missing file, one try for the rest — half the CPU of join + a throwing stat per file
  const prefix = root.endsWith('/') || root.endsWith('\\') ? root : `${root}/`;
  try {
    for (const file in m.inputs) {
      const seen = m.inputs[file];
      const path = prefix + file;
      const st = statSync(path, { throwIfNoEntry: false });
      if (!st) return false;
      // an unchanged size and time stand for unchanged contents (a stat is cheaper than a read); otherwise the hash decides
      if (st.size === seen.size && st.mtimeMs === seen.mtimeMs) continue;
      if (st.size !== seen.size || sha1(readFileSync(path)) !== seen.sha1) return false;
    }
  } catch {
    return false;
  }
  return true;
}

/**
 * The bundle's text with every non-ASCII character written as a `\\uXXXX` escape. esbuild escapes
 * them in strings but leaves a few in comments and regular expressions; one such character makes
 * node read the whole 3.4 MB module as a two-byte string, which V8 keeps for the process's life
 * (6.9 MB instead of 3.4 MB of heap). The escapes mean the same in strings, regular expressions
 * (with or without the u flag: a surrogate pair stays a pair), identifiers and comments; test/cli/bundle-ascii.test.ts.
 */
export function asciiOnly(text) {
  // a character after an odd run of backslashes is an identity escape (`\µ` is `µ`): its backslash goes
  return text.replace(/(\\*)([^\x00-\x7f])/g, (_, bs, c) => `${bs.length % 2 ? bs.slice(1) : bs}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function inputState(path) {
  const text = readFileSync(path);
  const st = statSync(path);
  return { size: st.size, mtimeMs: st.mtimeMs, sha1: sha1(text) };
}

/** Builds the bundle into `dir` (through a temporary folder renamed into place). */
export async function buildInto(dir, root = ROOT) {
  const { build } = await import('esbuild');
  const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
  try {
    const r = await build({
      absWorkingDir: root,
      entryPoints: ENTRIES,
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      // the yaml library is CommonJS and requires node's modules: give the ES module a require
      banner: { js: "import { createRequire as __cliCreateRequire } from 'node:module'; const require = __cliCreateRequire(import.meta.url);" },
      metafile: true,
      logLevel: 'silent',
    });
    for (const name of Object.keys(ENTRIES)) {
      const out = join(tmp, `${name}.mjs`);
      const text = readFileSync(out, 'utf8');
      if (/[^\x00-\x7f]/.test(text)) writeFileSync(out, asciiOnly(text));
    }
    const inputs = {};
    for (const file of Object.keys(r.metafile.inputs)) inputs[file] = inputState(join(root, file));
    writeFileSync(join(tmp, MANIFEST), JSON.stringify({ build: BUILD, inputs }));
    try {
      renameSync(tmp, dir);
    } catch {
      // another process built it meanwhile (keep theirs if it is fresh), or a stale build is there
      if (!isFresh(dir, root)) {
        rmSync(dir, { recursive: true, force: true });
        renameSync(tmp, dir);
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The file URL of the precompiled CLI (built first when missing or stale), or null when it cannot
 * be had (then the caller runs the TypeScript sources through tsx).
 */
export async function precompiledCli(root = ROOT, dirs = cacheDirs(root)) {
  if (process.env.CRD_PLAYGROUND_TSX === '1') return null;
  for (const dir of dirs) {
    try {
      if (!isFresh(dir, root)) {
        mkdirSync(join(dir, '..'), { recursive: true });
        await buildInto(dir, root);
      }
      return pathToFileURL(join(dir, 'run.mjs')).href;
    } catch {
      // not writable, or esbuild missing: try the next folder, then tsx
    }
  }
  return null;
}
