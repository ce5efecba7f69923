// The compatibility matrix tab's state: one view per Kubernetes version (`matrix:<version>`),
// requested newest first so the rows most users care about arrive first; each row is shown as
// soon as it arrives and the rows are put together (with the first differing message) by the
// engine's combineMatrix. A row whose newest request is still running keeps its previous answer,
// marked stale; stale answers are never compared with fresh ones.
import { combineMatrix, matrixOrder, SUPPORTED_KUBE_VERSIONS, type KubeVersion, type MatrixResult, type MatrixVersion } from '../engine/index';
import type { PlaygroundState } from './store';
import type { ViewEntry } from './views';

const MATRIX_KEY_PREFIX = 'matrix:';

function matrixKey(v: KubeVersion): string {
  return `${MATRIX_KEY_PREFIX}${v}`;
}

/** Ids of the store's texts objects (replaced on every edit): cheaper than reading megabytes of text per keystroke. */
const textsIds = new WeakMap<object, number>();
let lastTextsId = 0;

/** What the matrix depends on: the texts and options except the playground's own Kubernetes version. */
export function matrixInputKey(s: Pick<PlaygroundState, 'texts' | 'options'>): string {
  let id = textsIds.get(s.texts);
  if (id === undefined) textsIds.set(s.texts, (id = ++lastTextsId));
  const { kubeVersion: _v, ...options } = s.options;
  return `${id}|${JSON.stringify(options)}`;
}

/**
 * How long the input must rest before the matrix is asked for again: a quarter of what the last
 * whole matrix took the engine, between 150 ms and 2 s, so that a big CRD is not re-checked at
 * every version while its author types.
 */
export function matrixDelay(lastEngineMs: number): number {
  return Math.round(Math.min(2000, Math.max(150, lastEngineMs / 4)));
}

/** Asks the view worker for every version's row, newest first. */
export function requestMatrix(s: Pick<PlaygroundState, 'requestView'>): void {
  for (const v of matrixOrder()) s.requestView(matrixKey(v), { kind: 'matrix', kubeVersion: v });
}

interface MatrixView {
  /** The fresh rows (answers to the newest requests), combined: oldest to newest. */
  matrix: MatrixResult;
  /** Rows still being computed that have an older answer to show meanwhile. */
  stale: Map<KubeVersion, MatrixVersion>;
  /** Versions with no answer yet. */
  pending: KubeVersion[];
  /** Versions whose computation failed (timeout, crash), with the reason. */
  failed: Map<KubeVersion, string>;
  /** Every version has its fresh row (or failed). */
  complete: boolean;
}

/** The rows the views hold; `outdated`: the input changed since they were asked for, so every row is stale. */
export function matrixView(views: Record<string, ViewEntry | undefined>, outdated = false): MatrixView {
  const fresh: MatrixVersion[] = [];
  const stale = new Map<KubeVersion, MatrixVersion>();
  const failed = new Map<KubeVersion, string>();
  const pending: KubeVersion[] = [];
  for (const v of SUPPORTED_KUBE_VERSIONS) {
    const e = views[matrixKey(v)];
    const row = e?.result?.kind === 'matrix' ? e.result.version : undefined;
    if (e?.status === 'ready' && e.error !== undefined) failed.set(v, e.error);
    else if (e?.status === 'ready' && row && !outdated) fresh.push(row);
    else if (row) stale.set(v, row);
    else pending.push(v);
  }
  return { matrix: combineMatrix(fresh), stale, pending, failed, complete: stale.size === 0 && pending.length === 0 };
}

/** Versions as short ranges: 1.27, 1.28, 1.29, 1.31 → "1.27–1.29, 1.31". */
export function versionRanges(versions: readonly KubeVersion[]): string {
  const index = (v: KubeVersion) => SUPPORTED_KUBE_VERSIONS.indexOf(v);
  const sorted = [...versions].sort((a, b) => index(a) - index(b));
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && index(sorted[j + 1]) === index(sorted[j]) + 1) j++;
    out.push(j === i ? sorted[i] : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}
