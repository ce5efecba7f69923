// The bundled k8s.io/api and k8s.io/apimachinery declarations (written by `npm run k8s-api-data`
// from the pinned release tags; see LICENSE.md here) and their loader. Each version is loaded on
// demand: the base (Kubernetes 1.36, k8s.io/api v0.36.0) and one small file of a version's
// differences, each a separate chunk in the app's build; in Node (the CLI, tests) the same dynamic
// imports read the JSON files.
import { applyK8sApiDiff } from './format';
import type { K8sApiDiff, K8sApiFiles } from './format';

/** The Kubernetes minors (1.N) whose declarations are bundled, oldest first. */
export const k8sApiMinors: readonly number[] = [27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37];

/** The k8s.io/api and k8s.io/apimachinery tag read for Kubernetes 1.N: v0.N.0 (1.37: v0.37.0-beta.0, not yet released). */
export function k8sApiTag(minor: number): string {
  return minor === 37 ? 'v0.37.0-beta.0' : `v0.${minor}.0`;
}

/** The Go import paths bundled (in every minor). */
export const k8sApiPackages: readonly string[] = [
  'k8s.io/api/core/v1',
  'k8s.io/api/apps/v1',
  'k8s.io/api/batch/v1',
  'k8s.io/api/batch/v1beta1',
  'k8s.io/api/networking/v1',
  'k8s.io/api/autoscaling/v2',
  'k8s.io/api/rbac/v1',
  'k8s.io/api/policy/v1',
  'k8s.io/apimachinery/pkg/apis/meta/v1',
  'k8s.io/apimachinery/pkg/api/resource',
  'k8s.io/apimachinery/pkg/util/intstr',
  'k8s.io/apimachinery/pkg/apis/meta/v1/unstructured',
  'k8s.io/apimachinery/pkg/types',
  'k8s.io/apimachinery/pkg/runtime',
];

/** One Go source file of a bundled package: `path` is the import path + "/" + the file name. */
export interface K8sApiFile {
  path: string;
  text: string;
}

/** Import path → its files, for one Kubernetes minor. */
export type K8sApiPackages = Record<string, K8sApiFile[]>;

const BASE_MINOR = 36;

const loadBase = (): Promise<K8sApiFiles> => import('./data/base-1.36.json').then((m) => m.default as unknown as K8sApiFiles);

const DIFFS: Record<number, () => Promise<{ default: unknown }>> = {
  27: () => import('./data/diff-1.27.json'),
  28: () => import('./data/diff-1.28.json'),
  29: () => import('./data/diff-1.29.json'),
  30: () => import('./data/diff-1.30.json'),
  31: () => import('./data/diff-1.31.json'),
  32: () => import('./data/diff-1.32.json'),
  33: () => import('./data/diff-1.33.json'),
  34: () => import('./data/diff-1.34.json'),
  35: () => import('./data/diff-1.35.json'),
  37: () => import('./data/diff-1.37.json'),
};

const loaded = new Map<number, Promise<K8sApiPackages>>();

function byPackage(files: K8sApiFiles): K8sApiPackages {
  const pkgs: K8sApiPackages = {};
  for (const [path, text] of Object.entries(files)) {
    const dir = path.slice(0, path.lastIndexOf('/'));
    (pkgs[dir] ??= []).push({ path, text });
  }
  return pkgs;
}

/**
 * The declarations of Kubernetes 1.`minor` (27–37), by import path. Loaded once per minor and
 * shared; rejects for a minor that is not bundled.
 */
export function loadK8sApi(minor: number): Promise<K8sApiPackages> {
  let p = loaded.get(minor);
  if (!p) {
    if (!k8sApiMinors.includes(minor)) {
      return Promise.reject(new Error(`no bundled k8s.io/api for Kubernetes 1.${minor} (have 1.27–1.37)`));
    }
    p = minor === BASE_MINOR ? loadBase().then(byPackage) : Promise.all([loadBase(), DIFFS[minor]()]).then(([base, diff]) => byPackage(applyK8sApiDiff(base, diff.default as K8sApiDiff)));
    p.catch(() => loaded.delete(minor));
    loaded.set(minor, p);
  }
  return p;
}
