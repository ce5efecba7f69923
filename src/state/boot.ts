// Which work the page opens with: a share link, the autosaved work, or the example.
import { AUTOSAVE_KEY, PREVIOUS_KEY, loadSnapshot, saveSnapshot, type StorageLike } from './autosave';
import { decodeState, stateFromHash } from './permalink';
import { defaultSnapshot, type Snapshot } from './snapshot';
import type { PageConfig } from './page-config';
import type { Notice } from './store';

export interface Boot {
  snapshot: Snapshot;
  notice: Notice | null;
  /** The fragment was read: the page should drop it from the address bar. */
  consumedHash: boolean;
}

function sameWork(a: Snapshot, b: Snapshot): boolean {
  return a.texts.crd === b.texts.crd && a.texts.objects === b.texts.objects;
}

export function bootState(hash: string, storage: StorageLike | null, config: Pick<PageConfig, 'embed' | 'tab'>): Boot {
  const saved = config.embed ? null : loadSnapshot(storage, AUTOSAVE_KEY);
  const base = saved ?? defaultSnapshot();
  const encoded = stateFromHash(hash);
  let snapshot = base;
  let notice: Notice | null = null;
  if (encoded !== null) {
    const dec = decodeState(encoded);
    if (dec.ok) {
      snapshot = dec.snapshot;
      if (!config.embed && saved && !sameWork(saved, dec.snapshot)) {
        // the work the link replaces stays one click away
        saveSnapshot(storage, saved, PREVIOUS_KEY);
        notice = { kind: 'info', key: 'notice.link.opened', restore: saved };
      }
    } else {
      notice = {
        kind: 'error',
        key: `notice.link.${dec.reason}`,
        params: dec.version !== undefined ? { version: dec.version } : undefined,
      };
    }
  }
  if (config.tab) snapshot = { ...snapshot, tab: config.tab };
  return { snapshot, notice, consumedHash: encoded !== null && !config.embed };
}
