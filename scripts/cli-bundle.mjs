// The CLI precompiled: src/bin.ts (the CLI, and the language server for `lsp`) and src/cli/check-worker.ts (a check worker
// thread) bundled by esbuild into JavaScript files, kept in a cache folder and rebuilt when
// one of their input files changed. Loading the engine's ~360 TypeScript modules through tsx's
// loader costs each thread about 1.5 s of CPU; one bundled file costs about 0.1 s (decision note
// 0021). When esbuild cannot build or the cache cannot be written, the bin runs the sources
// through tsx as before; CRD_PLAYGROUND_TSX=1 asks for that.
//
// The CLI's own file is CommonJS text (run.cjs) that run.mjs (loaderText below) compiles with node:vm and a V8
// code cache (run.cache, beside it): the bytecode of every function the run that wrote it had compiled, so a
// later run neither pre-parses the 3.4 MB text nor compiles those functions again (Node 20 has no compile
// cache for ES modules; decision 0065).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Entries: run.cjs holds the CLI (src/bin.ts) and the check worker (src/cli/check-worker.ts), one CommonJS text that run.mjs and
 * check-worker.mjs (loaderText) run through one V8 code cache, so a worker finds compiled what the CLI's runs compiled;
 * engine-thread.mjs (the language server's threads) is an ES module. parallel.ts starts `./check-worker.mjs` and the language
 * server `./engine-thread.mjs` beside the running CLI file, so the names match the sources'.
 */
const ENTRIES = { run: 'src/bin.ts', 'check-worker': 'src/cli/check-worker.ts', 'engine-thread': 'src/lsp/engine-thread.ts' };

/** run.cjs's entry: `__cliEntry` (the loader's argument) picks the CLI or the check worker; each is evaluated only when picked. */
const RUN_ENTRY = `if (__cliEntry === 'check-worker') import(${JSON.stringify(`./${ENTRIES['check-worker']}`)}); else import(${JSON.stringify(`./${ENTRIES.run}`)});`;

/** Files a built folder holds besides the manifest. */
const OUTPUTS = ['run.mjs', 'run.cjs', 'check-worker.mjs', 'engine-thread.mjs'];

/**
 * V8 flags the CLI sets while it runs (src/cli/parallel.ts, src/cli/younggen.ts, src/cli/inlining.ts; test/cli/code-cache.test.ts keeps this list
 * complete). V8 rejects a code cache written under other flags than the reading process's, so the loader puts these back to
 * V8's defaults (read from `node --v8-options` when the folder is built) before it writes the cache at exit.
 */
export const RUNTIME_V8_FLAGS = ['interrupt-budget', 'semi-space-growth-factor', 'max-inlined-bytecode-size-cumulative'];

/** `--name=default` for each of RUNTIME_V8_FLAGS, as this node's V8 reports its defaults (those it does not report are left out). */
export function v8FlagDefaults(names = RUNTIME_V8_FLAGS) {
  let text = '';
  try {
    text = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const m = new RegExp(`default: (--${name}=[0-9.]+)\\n`).exec(text);
    return m ? [m[1]] : [];
  });
}

/**
 * run.mjs: compiles run.cjs (the bundle wrapped by buildInto as a function of CommonJS's names, `__cliUrl`, which stands
 * for the ES module's import.meta.url, and `__cliEntry`, which picks the CLI or the check worker) with node:vm, handing V8 the code cache in run.cache when there is one. V8 checks a cache against the
 * source's length, its own version and its flags and rejects it on any difference; a rebuilt bundle is a new folder, so a
 * cache is never read with other code. The cache holds what the run that wrote it had compiled, so it is written again at
 * exit when there is none, when V8 rejected it (another V8, other flags), or when this run used more than twice the CPU time
 * of the one that wrote it (run.cache starts with that time, 8 bytes): a check of a whole folder after a one-file check
 * leaves a cache of all it compiled, and runs of one size write it once. Before writing, the flags the CLI changed go back to
 * V8's defaults (`restore`). Written through a temporary file renamed into place (processes running at once never read a
 * partial one) and only if it can be: a folder that cannot be written (a global install) just has no cache.
 */
export function loaderText(restore, entry = 'cli') {
  return `// Written by scripts/cli-bundle.mjs (loaderText): runs run.cjs, the precompiled CLI, through a V8 code cache (run.cache).
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

const RESTORE = ${JSON.stringify(restore)};
/** Bytes before V8's data in run.cache: the CPU time (ms, a double) of the run that wrote it. */
const HEADER = 8;
const file = fileURLToPath(new URL('./run.cjs', import.meta.url));
const cacheFile = fileURLToPath(new URL('./run.cache', import.meta.url));
/** The script compiled with the cache (whose bytes are not kept for the run), whether V8 took it, and its writer's CPU time. */
function compile() {
  let cached;
  try {
    cached = readFileSync(cacheFile);
  } catch {
    cached = null;
  }
  const cachedData = cached && cached.length > HEADER ? cached.subarray(HEADER) : undefined;
  // ASCII (buildInto), so read as latin1: one one-byte string straight from the file, no UTF-8 decoding
  const script = new Script(readFileSync(file, 'latin1'), { filename: file, cachedData });
  return { script, rejected: !cachedData || script.cachedDataRejected, writerCpuMs: cachedData ? cached.readDoubleLE(0) : 0 };
}
const { script, rejected, writerCpuMs } = compile();
const ENTRY = ${JSON.stringify(entry)};
// a check worker only reads the cache: the process's main thread writes it
if (ENTRY === 'cli') process.once('exit', () => {
  const used = process.cpuUsage();
  const cpuMs = (used.user + used.system) / 1000;
  if (!rejected && cpuMs <= 2 * writerCpuMs) return;
  const tmp = cacheFile + '.' + process.pid + '.tmp';
  try {
    for (const flag of RESTORE) setFlagsFromString(flag);
    const header = Buffer.alloc(HEADER);
    header.writeDoubleLE(cpuMs, 0);
    writeFileSync(tmp, Buffer.concat([header, script.createCachedData()]));
    renameSync(tmp, cacheFile);
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // nothing written, nothing to remove: never an error at exit
    }
  }
});
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file), import.meta.url, ENTRY);
`;
}

const sha1 = (data) => createHash('sha1').update(data).digest('hex');

/** Changes when this file (the build's options, the loader) or node's major version changes, so an older cache is not used. */
const BUILD = `${sha1(readFileSync(fileURLToPath(import.meta.url)))} node${process.versions.node.split('.')[0]}`;

const MANIFEST = 'manifest.json';

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
  if (!OUTPUTS.every((name) => existsSync(join(dir, name)))) return false;
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
    const common = {
      absWorkingDir: root,
      outdir: tmp,
      bundle: true,
      platform: 'node',
      target: `node${process.versions.node.split('.')[0]}`,
      metafile: true,
      logLevel: 'silent',
    };
    const [threads, cli] = await Promise.all([
      build({
        ...common,
        entryPoints: { 'engine-thread': ENTRIES['engine-thread'] },
        outExtension: { '.js': '.mjs' },
        format: 'esm',
        // the yaml library is CommonJS and requires node's modules: give the ES module a require
        banner: { js: "import { createRequire as __cliCreateRequire } from 'node:module'; const require = __cliCreateRequire(import.meta.url);" },
      }),
      // the loader hands the CommonJS text its require and the loader's own URL (the threads' files are beside it)
      build({
        ...common,
        outdir: undefined,
        outfile: join(tmp, 'run.cjs'),
        stdin: { contents: RUN_ENTRY, resolveDir: root, sourcefile: 'run-entry.js' },
        format: 'cjs',
        // names kept, blanks and comments dropped: V8 keeps the source for the process's life (3.5 → 2.8 MB)
        minifyWhitespace: true,
        define: { 'import.meta.url': '__cliUrl' },
      }),
    ]);
    for (const name of ['run.cjs', 'engine-thread.mjs']) {
      const out = join(tmp, name);
      const text = readFileSync(out, 'utf8');
      if (/[^\x00-\x7f]/.test(text)) writeFileSync(out, asciiOnly(text));
    }
    // run.cjs is compiled as the function the loader calls: wrapped here, not by the loader (a 3.4 MB concatenation
    // in every run, and its copy flattened for the compile, raised the peak memory of a 50,000-object stream by 15 MB)
    writeFileSync(join(tmp, 'run.cjs'), `(function (exports, require, module, __filename, __dirname, __cliUrl, __cliEntry) {${readFileSync(join(tmp, 'run.cjs'), 'latin1')}\n})`);
    const restore = v8FlagDefaults();
    writeFileSync(join(tmp, 'run.mjs'), loaderText(restore));
    writeFileSync(join(tmp, 'check-worker.mjs'), loaderText(restore, 'check-worker'));
    const inputs = {};
    for (const file of Object.keys({ ...threads.metafile.inputs, ...cli.metafile.inputs })) if (file !== 'run-entry.js') inputs[file] = inputState(join(root, file));
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
