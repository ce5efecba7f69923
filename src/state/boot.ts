// Which work the page opens with: a share link, the autosaved work, or the example.
import { AUTOSAVE_KEY, PREVIOUS_KEY, loadSnapshot, saveSnapshot, type StorageLike } from './autosave';
import { decodeState, stateFromHash } from './permalink';
import { defaultSnapshot, goFiles, oldGoFiles, type Snapshot } from './snapshot';
import type { WorkHistory } from './history';
import type { PageConfig } from './page-config';
import type { Notice } from './store';
import { kubeVersionFor } from './kube-version';
import { unsupportedKubeVersionMessage } from '../engine/index';
import { unknownKubeVersionNotice } from './notice';
import type { Example } from '../examples/types';
import { exampleSnapshot } from './example-work';
import { isGoExampleId } from './go-mode';

interface Boot {
  snapshot: Snapshot;
  notice: Notice | null;
  /** The fragment was read: the page should drop it from the address bar. */
  consumedHash: boolean;
  /** `?example=<id>` named no gallery example: the id (an embed tells its parent page). */
  unknownExample: string | null;
  /** `?kube=X.Y` named a version the engine does not know (the default is used): why, as an embed tells its parent page. */
  refusedKubeMessage?: string;
  /** `?example=go-…`: a Go example, loaded with Go mode's chunk after the page starts (`goExampleWork`). */
  goExample?: string;
}

function sameWork(a: Snapshot, b: Snapshot): boolean {
  const go = (s: Snapshot) => JSON.stringify([goFiles(s.texts), oldGoFiles(s.texts)]);
  return a.texts.crd === b.texts.crd && a.texts.objects === b.texts.objects && (a.texts.oldCrd ?? '') === (b.texts.oldCrd ?? '') && go(a) === go(b);
}

/**
 * Applies the share link in `hash` (if any) over `current`, the work on screen. On success the
 * replaced work is kept in storage and offered back in the notice; on failure `current` stays.
 */
export function openLink(
  hash: string,
  current: Snapshot | null,
  storage: StorageLike | null,
  keepPrevious: boolean,
  history?: WorkHistory,
): { snapshot: Snapshot | null; notice: Notice | null; found: boolean } {
  const encoded = stateFromHash(hash);
  if (encoded === null) return { snapshot: null, notice: null, found: false };
  const dec = decodeState(encoded);
  if (!dec.ok) {
    const params = dec.version !== undefined ? { version: dec.version } : undefined;
    return { snapshot: null, notice: { kind: 'error', key: `notice.link.${dec.reason}`, params }, found: true };
  }
  let notice: Notice | null = null;
  if (keepPrevious && current && !sameWork(current, dec.snapshot)) {
    // the work the link replaces stays one click away
    saveSnapshot(storage, current, PREVIOUS_KEY);
    // ... and in the history, where a second link does not replace it
    history?.checkpoint(current);
    notice = { kind: 'info', key: 'notice.link.opened', restore: current };
  }
  // a link asking for a Kubernetes version this playground does not know opens at the default, and says so
  if (dec.refusedKubeVersion !== undefined) notice = unknownKubeVersionNotice(dec.refusedKubeVersion, notice?.restore);
  return { snapshot: dec.snapshot, notice, found: true };
}

/**
 * `?example=<id>` over `current`: the gallery example's work (the replaced work kept one click away,
 * as for a link), or, for an id the gallery does not have, `current` unchanged and a notice.
 * `examples`: the gallery (its own chunk: the page loads it first when the address names an example).
 */
export function openExample(
  id: string,
  current: Snapshot,
  storage: StorageLike | null,
  keepPrevious: boolean,
  history?: WorkHistory,
  examples: readonly Example[] = [],
): { snapshot: Snapshot; notice: Notice | null; known: boolean } {
  const example = examples.find((e) => e.id === id);
  if (!example) return { snapshot: current, notice: { kind: 'error', key: 'notice.example.unknown', params: { id } }, known: false };
  const snapshot = exampleSnapshot(example, current);
  let notice: Notice | null = null;
  if (keepPrevious && !sameWork(current, snapshot)) {
    saveSnapshot(storage, current, PREVIOUS_KEY);
    history?.checkpoint(current);
    notice = { kind: 'info', key: 'notice.example.fromLink', params: { id }, restore: current };
  }
  return { snapshot, notice, known: true };
}

/**
 * True when the page opens a gallery example (`?example=<id>`, not a Go one): the page loads the gallery's
 * chunk before `bootState` (a share link still wins over the example then).
 */
export function wantsGalleryExample(config: Partial<Pick<PageConfig, 'example'>>): boolean {
  return config.example !== undefined && config.example !== null && !isGoExampleId(config.example);
}

/**
 * `history`: the tab's work history; the page opens with this tab's own work (a reload) or the
 * newest work of any tab, and a link's replaced work is kept in it. `examples`: the gallery, where
 * `wantsGalleryExample` (without it every `?example=` id is unknown).
 */
export function bootState(
  hash: string,
  storage: StorageLike | null,
  config: Pick<PageConfig, 'embed' | 'tab'> & Partial<Pick<PageConfig, 'kube' | 'example'>>,
  history?: WorkHistory,
  examples: readonly Example[] = [],
): Boot {
  const saved = config.embed ? null : history ? history.tabWork() : loadSnapshot(storage, AUTOSAVE_KEY);
  const link = openLink(hash, saved, storage, !config.embed, history);
  let snapshot = link.snapshot ?? saved ?? defaultSnapshot();
  let notice = link.notice;
  let unknownExample: string | null = null;
  let refusedKubeMessage: string | undefined;
  let goExample: string | undefined;
  if (!link.found && config.example !== undefined && config.example !== null && isGoExampleId(config.example)) goExample = config.example;
  else if (!link.found && config.example !== undefined && config.example !== null) {
    // a share link wins over ?example=: the link is the work someone shared
    const ex = openExample(config.example, snapshot, storage, saved !== null && !config.embed, history, examples);
    snapshot = ex.snapshot;
    notice = ex.notice;
    if (!ex.known) unknownExample = config.example;
  }
  if (config.tab) snapshot = { ...snapshot, tab: config.tab };
  if (config.kube !== undefined && config.kube !== null) {
    // ?kube=X.Y: a known version is used; an unknown one is refused with a notice and the default is used
    const k = kubeVersionFor(config.kube);
    snapshot = { ...snapshot, options: { ...snapshot.options, kubeVersion: k.kubeVersion } };
    if (k.refused !== undefined) {
      notice = unknownKubeVersionNotice(k.refused, notice?.restore);
      refusedKubeMessage = unsupportedKubeVersionMessage(k.refused);
    }
  }
  const boot: Boot = { snapshot, notice, consumedHash: link.found && !config.embed, unknownExample };
  if (goExample !== undefined) boot.goExample = goExample;
  if (refusedKubeMessage !== undefined) boot.refusedKubeMessage = refusedKubeMessage;
  return boot;
}
