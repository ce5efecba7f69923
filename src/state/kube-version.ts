// A Kubernetes version asked for from outside the UI (a share link, a state file, `?kube=`, an
// embed message) that the engine does not know: the default version is used, and the user is told
// which version was refused and what the supported range is — never a silent fallback.
import { DEFAULT_KUBE_VERSION, SUPPORTED_KUBE_VERSIONS } from '../engine/api';
import { supportedKubeVersion } from '../engine/kubeversion';
import type { Snapshot } from './snapshot';
import type { Notice } from './store';

/** The notice for a refused version (`restore`: work a link replaced, kept one click away). */
export function unknownKubeVersionNotice(requested: string, restore?: Snapshot): Notice {
  const notice: Notice = {
    kind: 'error',
    key: 'notice.kube.unknown',
    params: {
      version: requested,
      oldest: SUPPORTED_KUBE_VERSIONS[0],
      newest: SUPPORTED_KUBE_VERSIONS[SUPPORTED_KUBE_VERSIONS.length - 1],
      default: DEFAULT_KUBE_VERSION,
    },
  };
  if (restore) notice.restore = restore;
  return notice;
}

/** The version to use for a requested one, and the requested text when it was refused. */
export function kubeVersionFor(requested: unknown): { kubeVersion: string; refused?: string } {
  if (requested === undefined || requested === null) return { kubeVersion: DEFAULT_KUBE_VERSION };
  const known = supportedKubeVersion(requested);
  return known ? { kubeVersion: known } : { kubeVersion: DEFAULT_KUBE_VERSION, refused: typeof requested === 'string' ? requested : JSON.stringify(requested) };
}
