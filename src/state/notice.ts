import { DEFAULT_KUBE_VERSION, SUPPORTED_KUBE_VERSIONS } from '../engine';
import type { Snapshot } from './snapshot';

/** A message shown above the editors (e.g. a broken share link). */
export interface Notice {
  kind: 'error' | 'info';
  /** Message catalog key and parameters. */
  key: string;
  params?: Record<string, string | number>;
  /** Work that can be restored with one click. */
  restore?: Snapshot;
}

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
