// Reading the controller-tools, kubernetes/api and kubernetes/apimachinery mirrors (git directories
// without a work tree) for the conformance test: `git show TAG:path`, nothing copied into the repo.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { GoPackageFiles, GoSourceFile } from '../../../src/engine/crdgen';

export const CT_TAG = 'v0.21.0';
export const K8S_TAG = 'v0.36.0';

export function controllerToolsDir(): string | undefined {
  const env = process.env.CONTROLLER_TOOLS_DIR;
  if (env && existsSync(env)) return env;
  const d = '/work/.mirror/kubernetes-sigs+controller-tools/repo';
  return existsSync(d) ? d : undefined;
}

const K8S_MIRRORS: [prefix: string, dir: string][] = [
  ['k8s.io/api/', process.env.K8S_API_DIR ?? '/work/.mirror/kubernetes+api/repo'],
  ['k8s.io/apimachinery/', process.env.K8S_APIMACHINERY_DIR ?? '/work/.mirror/kubernetes+apimachinery/repo'],
];

export function k8sMirrorsPresent(): boolean {
  return K8S_MIRRORS.every(([, d]) => existsSync(d));
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The contents of several blobs with one `git cat-file --batch`. */
export function catBlobs(dir: string, blobs: string[]): string[] {
  if (blobs.length === 0) return [];
  const out = execFileSync('git', ['-C', dir, 'cat-file', '--batch'], { input: blobs.join('\n') + '\n', maxBuffer: 256 * 1024 * 1024 });
  const texts: string[] = [];
  let at = 0;
  for (let i = 0; i < blobs.length; i++) {
    const nl = out.indexOf(10, at);
    const size = Number(out.subarray(at, nl).toString('latin1').split(' ')[2]);
    texts.push(out.subarray(nl + 1, nl + 1 + size).toString('utf8'));
    at = nl + 1 + size + 1;
  }
  return texts;
}

export function show(dir: string, tag: string, path: string): string {
  return git(dir, 'show', `${tag}:${path}`);
}

/** Several files of one tag with one `git cat-file --batch` (each `git` process costs a fork of this one). */
export function showAll(dir: string, tag: string, paths: string[]): string[] {
  return catBlobs(
    dir,
    paths.map((p) => `${tag}:${p}`),
  );
}

export function listFiles(dir: string, tag: string, path: string): string[] {
  return git(dir, 'ls-tree', '-r', '--name-only', tag, path)
    .split('\n')
    .filter((l) => l !== '');
}

/** The controller-tools testdata module's files (paths relative to pkg/crd/testdata, tests left out). */
export function testdataFiles(dir: string): GoSourceFile[] {
  const base = 'pkg/crd/testdata/';
  const paths = listFiles(dir, CT_TAG, base).filter((p) => (p.endsWith('.go') && !p.endsWith('_test.go')) || p.endsWith('/go.mod'));
  const texts = showAll(dir, CT_TAG, paths);
  return paths.map((p, i) => ({ path: p.slice(base.length), text: texts[i]! }));
}

const skipFile = (name: string) => name.endsWith('_test.go') || name.startsWith('zz_generated') || name.endsWith('.pb.go') || !name.endsWith('.go');

const IMPORT = /"(k8s\.io\/(?:api|apimachinery)\/[^"]+)"/g;

/**
 * The packages read so far (import path → its files, null when it has none), for this worker's
 * life: the mirrors are fixed tags, so a package read once reads the same again. Callers get the
 * same objects each time and do not change them.
 */
const packageCache = new Map<string, GoPackageFiles | null>();

/** Reads these packages into packageCache: per mirror one `git ls-tree` and one `git cat-file --batch` for all of them. */
function readPackages(paths: string[]): void {
  for (const [prefix, dir] of K8S_MIRRORS) {
    const rels = paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
    if (rels.length === 0) continue;
    let entries: { rel: string; name: string; blob: string }[];
    try {
      entries = git(dir, 'ls-tree', K8S_TAG, ...rels.map((r) => r + '/'))
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => {
          const [meta, full] = l.split('\t') as [string, string];
          const slash = full.lastIndexOf('/');
          return { rel: full.slice(0, slash), name: full.slice(slash + 1), blob: meta.split(' ')[2]!, type: meta.split(' ')[1] };
        })
        .filter((e) => e.type === 'blob' && !skipFile(e.name));
    } catch {
      entries = [];
    }
    const texts = catBlobs(
      dir,
      entries.map((e) => e.blob),
    );
    for (const rel of rels) {
      const files: GoSourceFile[] = [];
      entries.forEach((e, i) => e.rel === rel && files.push({ path: `${prefix}${rel}/${e.name}`, text: texts[i]! }));
      packageCache.set(prefix + rel, files.length > 0 ? { importPath: prefix + rel, files } : null);
    }
  }
}

/**
 * k8s.io/api and apimachinery packages at K8S_TAG, following imports from `start` breadth first
 * (the packages of one level read together).
 */
export function k8sPackages(start: string[]): GoPackageFiles[] {
  const out: GoPackageFiles[] = [];
  const seen = new Set<string>();
  let level = [...start];
  while (level.length > 0) {
    readPackages([...new Set(level)].filter((p) => !seen.has(p) && !packageCache.has(p)));
    const next: string[] = [];
    for (const path of level) {
      if (seen.has(path)) continue;
      seen.add(path);
      const pkg = packageCache.get(path);
      if (!pkg) continue;
      out.push(pkg);
      for (const f of pkg.files) for (const imp of f.text.matchAll(IMPORT)) if (!seen.has(imp[1]!)) next.push(imp[1]!);
    }
    level = next;
  }
  return out;
}

export function kubebuilderDir(): string | undefined {
  const d = process.env.KUBEBUILDER_DIR ?? '/work/.mirror/kubernetes-sigs+kubebuilder/repo';
  return existsSync(d) ? d : undefined;
}

export const TUTORIAL = 'docs/book/src/cronjob-tutorial/testdata/project';

/** The kubebuilder book's CronJob tutorial: go.mod and api/v1 (what `controller-gen crd paths=./...` reads for the CRD). */
export function tutorialFiles(dir: string): GoSourceFile[] {
  const names = [
    'go.mod',
    ...listFiles(dir, 'HEAD', `${TUTORIAL}/api/v1/`)
      .map((p) => p.slice(TUTORIAL.length + 1))
      .filter((p) => p.endsWith('.go') && !p.endsWith('_test.go')),
  ];
  const texts = showAll(
    dir,
    'HEAD',
    names.map((p) => `${TUTORIAL}/${p}`),
  );
  return names.map((p, i) => ({ path: p, text: texts[i]! }));
}
