// The work in storage, text by text: each editor text is stored once under the hash of its content
// (`crd-playground/v1/text/<hash>`, the raw text), and a saved state is a small record naming its
// texts by hash (format 2). An autosave then writes only the texts that changed: typing into the
// objects next to a 3 MB CRD writes a few bytes, not the CRD again (a synchronous setItem of MBs
// on the page's thread is a long task of hundreds of ms). Format 1 (the whole snapshot as JSON,
// written before) stays readable.
import { parseSnapshot, type Snapshot, type TextId } from './snapshot';

/** What the playground needs of localStorage (a test passes a Map-backed one). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const TEXT_PREFIX = 'crd-playground/v1/text/';

/** A saved state in format 2: the texts by content hash, the options and the tab as in a snapshot. */
interface StateRecord {
  v: 2;
  texts: Partial<Record<TextId, string>>;
  options: Snapshot['options'];
  tab: string;
}

/** cyrb53: a fast 53-bit string hash (content address of a text or a state). */
export function hashText(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Hashes of the texts of the work, remembered per text id: a text that did not change since the
 * last save (the same string) is not hashed again (hashing 3 MB is tens of ms).
 */
export class TextHasher {
  private last = new Map<string, { text: string; hash: string }>();

  hash(id: string, text: string): string {
    const prev = this.last.get(id);
    if (prev && prev.text === text) return prev.hash;
    const hash = hashText(text);
    this.last.set(id, { text, hash });
    return hash;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The record of a snapshot whose texts hash to `hashes`. */
export function stateRecord(snap: Snapshot, hashes: Partial<Record<TextId, string>>): StateRecord {
  return { v: 2, texts: hashes, options: snap.options, tab: snap.tab };
}

/** Whether stored JSON is a format-2 record (else it is a whole snapshot, format 1). */
export function isStateRecord(v: unknown): v is StateRecord {
  return isRecord(v) && v.v === 2 && isRecord(v.texts) && Object.values(v.texts).every((h) => typeof h === 'string');
}

/** The text hashes a stored state names (none for format 1). */
export function recordTexts(v: unknown): string[] {
  return isStateRecord(v) ? Object.values(v.texts).filter((h): h is string => typeof h === 'string') : [];
}

/** Reads a stored state of either format; null when it is not one or a text it names is gone. */
export function readState(storage: StorageLike, raw: string | null): Snapshot | null {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!isStateRecord(v)) return parseSnapshot(v);
    const texts: Record<string, string> = {};
    for (const [id, h] of Object.entries(v.texts)) {
      const t = storage.getItem(TEXT_PREFIX + h);
      if (t === null) return null;
      texts[id] = t;
    }
    return parseSnapshot({ texts, options: v.options, tab: v.tab });
  } catch {
    return null;
  }
}
