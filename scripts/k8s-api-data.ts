// npm run k8s-api-data [-- --check]: writes src/k8sapi/data/ from the pinned k8s.io/api and
// k8s.io/apimachinery release tags (Kubernetes 1.N ↔ tag v0.N.0; 1.37 is not released yet, so it
// reads v0.37.0-beta.0). For each Kubernetes minor it reads the packages CRDs commonly embed, keeps
// what Go-types generation needs (scripts/k8s-api-extract.ts) and stores one base version in full
// plus, for every other minor, only its differences from the base (whole new files, line edits of
// changed ones, removed files). `--check` rebuilds in memory and fails when the files on disk differ.
//
// The repositories: K8S_API_REPO and K8S_APIMACHINERY_REPO (git directories; default: the local
// mirrors under /work/.mirror). Only `git ls-tree` and `git show` are used.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { diffArrays } from 'diff';
import { extractGoFile } from './k8s-api-extract';
import type { K8sApiDiff, K8sApiFiles, LineEdit } from '../src/k8sapi/format';
import { applyK8sApiDiff } from '../src/k8sapi/format';

const API_REPO = process.env.K8S_API_REPO ?? '/work/.mirror/kubernetes+api/repo';
const MACHINERY_REPO = process.env.K8S_APIMACHINERY_REPO ?? '/work/.mirror/kubernetes+apimachinery/repo';
const OUT = join(import.meta.dirname, '..', 'src', 'k8sapi', 'data');

export const MINORS = [27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37];
/** The base version stored in full (the newest release, the one controller-tools v0.21.0 tests with). */
export const BASE_MINOR = 36;

export function tagOf(minor: number): string {
  return minor === 37 ? 'v0.37.0-beta.0' : `v0.${minor}.0`;
}

interface Pkg {
  repo: 'api' | 'apimachinery';
  dir: string;
  importPath: string;
  /** Only these files (default: every non-generated, non-test .go file). */
  only?: string[];
}

const PACKAGES: Pkg[] = [
  ...['core/v1', 'apps/v1', 'batch/v1', 'batch/v1beta1', 'networking/v1', 'autoscaling/v2', 'rbac/v1', 'policy/v1'].map((dir): Pkg => ({ repo: 'api', dir, importPath: `k8s.io/api/${dir}` })),
  ...['pkg/apis/meta/v1', 'pkg/api/resource', 'pkg/util/intstr', 'pkg/apis/meta/v1/unstructured', 'pkg/types'].map((dir): Pkg => ({
    repo: 'apimachinery',
    dir,
    importPath: `k8s.io/apimachinery/${dir}`,
  })),
  // of the runtime package only RawExtension and Unknown (the rest is the scheme and codec machinery)
  {
    repo: 'apimachinery',
    dir: 'pkg/runtime',
    importPath: 'k8s.io/apimachinery/pkg/runtime',
    only: ['types.go', 'extension.go'],
  },
];

const SKIPPED_FILE = /(_test\.go|^generated\.pb\.go|^zz_generated\..*|^types_swagger_doc_generated\.go|_fuzz\.go)$/;

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

/** One minor's reduced sources: file path (import path + file name) → Go text. */
export function readMinor(minor: number): { files: K8sApiFiles; notes: string[] } {
  const tag = tagOf(minor);
  const files: K8sApiFiles = {};
  const notes: string[] = [];
  for (const pkg of PACKAGES) {
    const repo = pkg.repo === 'api' ? API_REPO : MACHINERY_REPO;
    let names: string[];
    try {
      names = git(repo, ['ls-tree', '--name-only', tag, `${pkg.dir}/`])
        .split('\n')
        .filter((p) => p.endsWith('.go'))
        .map((p) => p.slice(pkg.dir.length + 1))
        .filter((n) => !n.includes('/'));
    } catch {
      names = [];
    }
    if (names.length === 0) {
      notes.push(`${tag}: ${pkg.importPath} absent`);
      continue;
    }
    for (const name of names) {
      if (SKIPPED_FILE.test(name) || (pkg.only && !pkg.only.includes(name))) continue;
      const src = git(repo, ['show', `${tag}:${pkg.dir}/${name}`]);
      const path = `${pkg.importPath}/${name}`;
      const r = extractGoFile(path, src);
      if (r.note) notes.push(`${tag}: ${path}: ${r.note}`);
      if (r.text !== undefined) files[path] = r.text;
    }
  }
  return { files, notes };
}

/** The line edits that turn base into text. */
function lineEdits(base: string, text: string): LineEdit[] {
  const a = base.split('\n');
  const b = text.split('\n');
  const edits: LineEdit[] = [];
  let line = 0;
  let pending: LineEdit | undefined;
  for (const part of diffArrays(a, b)) {
    const n = part.count ?? part.value.length;
    if (part.added) {
      if (pending && pending[0] + pending[1] === line) pending[2].push(...part.value);
      else edits.push((pending = [line, 0, [...part.value]]));
    } else if (part.removed) {
      if (pending && pending[0] + pending[1] === line) pending[1] += n;
      else edits.push((pending = [line, n, []]));
      line += n;
    } else {
      line += n;
      pending = undefined;
    }
  }
  return edits;
}

export function diffFrom(base: K8sApiFiles, files: K8sApiFiles): K8sApiDiff {
  const diff: K8sApiDiff = {};
  for (const [path, text] of Object.entries(files)) {
    const b = base[path];
    if (b === text) continue;
    if (b === undefined) {
      diff[path] = text;
      continue;
    }
    const edits = lineEdits(b, text);
    diff[path] = JSON.stringify(edits).length < text.length ? edits : text;
  }
  for (const path of Object.keys(base)) if (!(path in files)) diff[path] = null;
  return diff;
}

const size = (s: string) => `${(Buffer.byteLength(s) / 1024).toFixed(0)} KB / ${(gzipSync(s, { level: 9 }).length / 1024).toFixed(0)} KB gz`;

function main(): void {
  const check = process.argv.includes('--check');
  const versions = new Map<number, K8sApiFiles>();
  for (const minor of MINORS) {
    const { files, notes } = readMinor(minor);
    for (const n of notes) console.error(n);
    versions.set(minor, files);
  }
  const base = versions.get(BASE_MINOR)!;
  const outputs = new Map<string, string>();
  outputs.set(`base-1.${BASE_MINOR}.json`, JSON.stringify(base));
  let perMinorRaw = 0;
  let perMinorGz = 0;
  for (const minor of MINORS) {
    const files = versions.get(minor)!;
    const full = JSON.stringify(files);
    perMinorRaw += Buffer.byteLength(full);
    perMinorGz += gzipSync(full, { level: 9 }).length;
    if (minor === BASE_MINOR) continue;
    const diff = diffFrom(base, files);
    const restored = applyK8sApiDiff(base, diff);
    if (JSON.stringify(restored) !== JSON.stringify(sortKeys(files))) throw new Error(`1.${minor}: diff does not restore`);
    outputs.set(`diff-1.${minor}.json`, JSON.stringify(diff));
  }
  let raw = 0;
  let gz = 0;
  for (const [name, text] of outputs) {
    raw += Buffer.byteLength(text);
    gz += gzipSync(text, { level: 9 }).length;
    console.log(`${name}: ${size(text)}`);
  }
  console.log(`base + differences: ${(raw / 1024).toFixed(0)} KB / ${(gz / 1024).toFixed(0)} KB gz in total`);
  console.log(`one file per minor (not written): ${(perMinorRaw / 1024).toFixed(0)} KB / ${(perMinorGz / 1024).toFixed(0)} KB gz in total`);
  if (check) {
    let stale = false;
    for (const [name, text] of outputs) {
      const p = join(OUT, name);
      if (!existsSync(p) || readFileSync(p, 'utf8') !== text) {
        console.error(`stale: ${p}`);
        stale = true;
      }
    }
    process.exit(stale ? 1 : 0);
  }
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (f.endsWith('.json')) rmSync(join(OUT, f));
  for (const [name, text] of outputs) writeFileSync(join(OUT, name), text);
}

function sortKeys(files: K8sApiFiles): K8sApiFiles {
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) main();
