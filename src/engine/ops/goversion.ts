// Which k8s.io/api release the Go input is generated against: the `require k8s.io/api vX` of its
// go.mod (what `go list` would load for controller-gen), else the option, else the target
// Kubernetes version (k8s.io/api v0.N.x ships with Kubernetes 1.N).
import { DEFAULT_KUBE_VERSION } from '../apis/kubeversion';

export interface K8sApiChoice {
  /** "1.N" */
  minor: string;
  source: 'go.mod' | 'option' | 'kubeVersion';
}

const REQUIRE = /(?:^|\n)\s*(?:require\s+)?k8s\.io\/api\s+v0\.(\d+)\.\d+\S*/;

/** The k8s.io/api minor a go.mod requires (`k8s.io/api v0.36.0` → "1.36"), in a require line or block. */
export function requiredK8sApi(goMod: string): string | undefined {
  // comments end at the line's end; a replace directive names the module too, so only require lines count
  const text = goMod
    .split('\n')
    .map((l) => l.replace(/\/\/.*$/, ''))
    .filter((l) => !/^\s*(replace|exclude|retract)\b/.test(l))
    .join('\n');
  const m = REQUIRE.exec(text);
  return m ? `1.${m[1]}` : undefined;
}

function minorOf(v: string | undefined): string | undefined {
  const m = /^\s*v?1\.(\d+)(?:\.\d+)?\s*$/.exec(v ?? '');
  return m ? `1.${Number(m[1])}` : undefined;
}

/** The k8s.io/api minor for these files: go.mod's require, else `options.k8sApi`, else `options.kubeVersion`. */
export function k8sApiMinorFor(files: { path: string; text: string }[], options: { k8sApi?: string; kubeVersion?: string } = {}): K8sApiChoice {
  // the go.mod nearest the root of the input (the shortest path) is the main module's
  const goMods = files.filter((f) => f.path === 'go.mod' || f.path.endsWith('/go.mod')).sort((a, b) => a.path.length - b.path.length);
  for (const g of goMods) {
    const minor = requiredK8sApi(g.text);
    if (minor) return { minor, source: 'go.mod' };
  }
  const option = minorOf(options.k8sApi);
  if (option) return { minor: option, source: 'option' };
  return { minor: minorOf(options.kubeVersion) ?? DEFAULT_KUBE_VERSION, source: 'kubeVersion' };
}
