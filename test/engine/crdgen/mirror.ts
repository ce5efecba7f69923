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

export function show(dir: string, tag: string, path: string): string {
  return git(dir, 'show', `${tag}:${path}`);
}

export function listFiles(dir: string, tag: string, path: string): string[] {
  return git(dir, 'ls-tree', '-r', '--name-only', tag, path)
    .split('\n')
    .filter((l) => l !== '');
}

/** The controller-tools testdata module's files (paths relative to pkg/crd/testdata, tests left out). */
export function testdataFiles(dir: string): GoSourceFile[] {
  const base = 'pkg/crd/testdata/';
  return listFiles(dir, CT_TAG, base)
    .filter((p) => (p.endsWith('.go') && !p.endsWith('_test.go')) || p.endsWith('/go.mod'))
    .map((p) => ({ path: p.slice(base.length), text: show(dir, CT_TAG, p) }));
}

const skipFile = (name: string) => name.endsWith('_test.go') || name.startsWith('zz_generated') || name.endsWith('.pb.go') || !name.endsWith('.go');

/** k8s.io/api and apimachinery packages at K8S_TAG, following imports from `start`. */
export function k8sPackages(start: string[]): GoPackageFiles[] {
  const out: GoPackageFiles[] = [];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const m = K8S_MIRRORS.find(([prefix]) => path.startsWith(prefix));
    if (!m) continue;
    const rel = path.slice(m[0].length);
    let names: string[];
    try {
      names = git(m[1], 'ls-tree', '--name-only', K8S_TAG, rel + '/')
        .split('\n')
        .filter((l) => l !== '');
    } catch {
      continue;
    }
    const files: GoSourceFile[] = [];
    for (const full of names) {
      const name = full.split('/').pop()!;
      if (skipFile(name)) continue;
      const text = show(m[1], K8S_TAG, full);
      files.push({ path: `${path}/${name}`, text });
      for (const imp of text.matchAll(/"(k8s\.io\/(?:api|apimachinery)\/[^"]+)"/g)) if (!seen.has(imp[1]!)) queue.push(imp[1]!);
    }
    if (files.length > 0) out.push({ importPath: path, files });
  }
  return out;
}
