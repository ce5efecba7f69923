// A Kubernetes version asked for from outside the UI (a share link, a state file, `?kube=`, an
// embed message) that the engine does not know: the default version is used, and the user is told
// which version was refused (the notice: notice.ts) — never a silent fallback.
import { DEFAULT_KUBE_VERSION, supportedKubeVersion } from '../engine/index';

/** The version to use for a requested one, and the requested text when it was refused. */
export function kubeVersionFor(requested: unknown): { kubeVersion: string; refused?: string } {
  if (requested === undefined || requested === null) return { kubeVersion: DEFAULT_KUBE_VERSION };
  const known = supportedKubeVersion(requested);
  return known ? { kubeVersion: known } : { kubeVersion: DEFAULT_KUBE_VERSION, refused: typeof requested === 'string' ? requested : JSON.stringify(requested) };
}
