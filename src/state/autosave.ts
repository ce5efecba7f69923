// Autosave of the user's work in localStorage: a reload restores the texts byte for byte.
import type { Snapshot } from './snapshot';
import { readState, type StorageLike } from './stored-texts';

export const AUTOSAVE_KEY = 'crd-playground/v1/work';
/** The work that was on screen before a share link or a state file replaced it. */
export const PREVIOUS_KEY = 'crd-playground/v1/previous';

export type { StorageLike } from './stored-texts';

export function loadSnapshot(storage: StorageLike | null, key = AUTOSAVE_KEY): Snapshot | null {
  if (!storage) return null;
  try {
    // a whole snapshot (format 1) or a record naming stored texts (format 2, the history's autosave)
    return readState(storage, storage.getItem(key));
  } catch {
    return null;
  }
}

/** Saves; false when storage refused (quota, private mode). */
export function saveSnapshot(storage: StorageLike | null, snap: Snapshot, key = AUTOSAVE_KEY): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(snap));
    return true;
  } catch {
    return false;
  }
}

/** localStorage when the page may use it. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
