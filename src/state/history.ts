// Work history: every tab keeps its own work, and recent states of all tabs are listed (newest
// first, deduplicated by content, bounded in count and size) so that nothing the user wrote is lost
// when a link, a state file, an example or an embed message replaces it.
//
// Why localStorage (measured in Chromium): its writes are synchronous, so the work is on disk when
// `pagehide` returns (an IndexedDB transaction started there may never commit); the quota is
// 5,242,880 UTF-16 units per origin, keys included, so the history is capped at 2 M units and
// states are stored once by content (every entry and tab naming the same state share it).
// Layout:
//   crd-playground/v1/work          the newest work of any tab (a new tab opens with it)
//   crd-playground/v1/tabs          { tabId: { hash, time } }: the work of each tab (newest tabs kept)
//   crd-playground/v1/history       the index: entries newest first
//   crd-playground/v1/state/<hash>  a state's JSON, shared by every entry and tab naming it
import { AUTOSAVE_KEY, type StorageLike } from './autosave';
import { parseSnapshot, type Snapshot } from './snapshot';

export const HISTORY_KEY = 'crd-playground/v1/history';
export const TABS_KEY = 'crd-playground/v1/tabs';
export const STATE_PREFIX = 'crd-playground/v1/state/';
/** The tab's id in sessionStorage (survives reloads of the tab, not shared with other tabs). */
export const TAB_ID_KEY = 'crd-playground/v1/tab';

export interface HistoryEntry {
  hash: string;
  /** When the state was last written (ms since the epoch). */
  time: number;
  /** `metadata.name` of the first CRD in the CRD text ('' when none). */
  crd: string;
  /** Documents in the objects text. */
  objects: number;
  /** Length of the state's JSON (UTF-16 units, what storage counts). */
  size: number;
  /** The tab that wrote it. */
  tab: string;
  /** Still being edited: the tab's next save replaces it instead of adding a state. */
  live: boolean;
  /** When the live entry's run of edits began. */
  since?: number;
}

export interface HistoryLimits {
  /** Entries kept (at least 50). */
  maxEntries: number;
  /** Total size of the states kept, UTF-16 units. */
  maxChars: number;
  /** A live entry older than this becomes a state of its own (a long session leaves a trail). */
  liveMs: number;
  /** Tabs whose work is kept. */
  maxTabs: number;
}

export const DEFAULT_LIMITS: HistoryLimits = { maxEntries: 100, maxChars: 2_000_000, liveMs: 5 * 60_000, maxTabs: 20 };

/** cyrb53: a fast 53-bit string hash (content address of a state). */
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

/** `metadata.name` of the first CRD-looking document (a cheap text scan; '' when none). */
export function firstCrdName(text: string): string {
  const m = /^metadata:[ \t]*\r?\n(?:[ \t]+.*\r?\n)*?[ \t]+name:[ \t]*["']?([^"'\s#]+)/m.exec(text);
  return m ? m[1].slice(0, 120) : '';
}

/** Documents with content in a YAML stream (`---` separated; comments and blank lines are not content). */
export function documentCount(text: string): number {
  let n = 0;
  let content = false;
  for (const line of text.split('\n')) {
    if (/^---(\s|$)/.test(line)) {
      if (content) n++;
      content = /^---\s*\S/.test(line) && !/^---\s*#/.test(line);
    } else if (/^\.\.\.\s*$/.test(line)) {
      if (content) n++;
      content = false;
    } else if (line.trim() !== '' && !line.trimStart().startsWith('#') && !line.startsWith('%')) content = true;
  }
  return n + (content ? 1 : 0);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readEntries(storage: StorageLike): HistoryEntry[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.filter(
      (e): e is HistoryEntry =>
        isRecord(e) &&
        typeof e.hash === 'string' &&
        typeof e.time === 'number' &&
        typeof e.crd === 'string' &&
        typeof e.objects === 'number' &&
        typeof e.size === 'number' &&
        typeof e.tab === 'string',
    );
  } catch {
    return [];
  }
}

type Tabs = Record<string, { hash: string; time: number }>;

function readTabs(storage: StorageLike): Tabs {
  try {
    const v: unknown = JSON.parse(storage.getItem(TABS_KEY) ?? '{}');
    if (!isRecord(v)) return {};
    const out: Tabs = {};
    for (const [k, t] of Object.entries(v)) if (isRecord(t) && typeof t.hash === 'string' && typeof t.time === 'number') out[k] = { hash: t.hash, time: t.time };
    return out;
  } catch {
    return {};
  }
}

/** Whether an error from storage means it is full or refused (and not a bug of ours). */
function refused(e: unknown): boolean {
  return typeof e === 'object' && e !== null;
}

export type SaveResult = 'saved' | 'refused';

/**
 * The history of one tab's view of the shared store. `storage` null: nothing is kept across
 * reloads, but the session's states are still listed (an in-memory store).
 */
export class WorkHistory {
  private readonly storage: StorageLike;
  private readonly limits: HistoryLimits;

  constructor(
    storage: StorageLike | null,
    readonly tabId: string,
    private readonly now: () => number = Date.now,
    limits: Partial<HistoryLimits> = {},
  ) {
    this.storage = storage ?? memoryStorage();
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Recent states, newest first. */
  entries(): HistoryEntry[] {
    return readEntries(this.storage);
  }

  /** A state by its hash; null when it is gone or unreadable. */
  get(hash: string): Snapshot | null {
    try {
      const raw = this.storage.getItem(STATE_PREFIX + hash);
      return raw === null ? null : parseSnapshot(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  /** This tab's own work (a reload), else the newest work of any tab; null when there is none. */
  tabWork(): Snapshot | null {
    const mine = readTabs(this.storage)[this.tabId];
    const own = mine ? this.get(mine.hash) : null;
    if (own) return own;
    try {
      const raw = this.storage.getItem(AUTOSAVE_KEY);
      return raw === null ? null : parseSnapshot(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  /** Autosave: this tab's work, its live history entry and the newest work of any tab. */
  save(snap: Snapshot): SaveResult {
    return this.write(snap, true);
  }

  /**
   * Keeps `snap` as a state of its own (work about to be replaced by a link, a file, an example,
   * an embed message or a restore): it is not replaced by later saves.
   */
  checkpoint(snap: Snapshot): SaveResult {
    return this.write(snap, false);
  }

  private write(snap: Snapshot, live: boolean): SaveResult {
    const json = JSON.stringify(snap);
    const hash = hashText(json);
    const s = this.storage;
    const now = this.now();
    const stored = readEntries(s);
    let entries = stored.slice();
    const tabs = readTabs(s);
    const before = new Set(stored.map((e) => e.hash).concat(Object.values(tabs).map((t) => t.hash)));
    // a state larger than the whole history budget is kept only as the newest work
    const fits = json.length <= this.limits.maxChars;
    const mineLive = entries.find((e) => e.tab === this.tabId && e.live);
    const mineLiveFresh = mineLive !== undefined && now - firstTime(mineLive) < this.limits.liveMs;
    // this tab's live entry is replaced by its next save (a run of edits is one state) ...
    entries = entries.filter((e) => e.hash !== hash && !(live && e === mineLive && mineLiveFresh));
    // ... and becomes a state of its own when work replaces it or the run grows old
    if (mineLive && (!live || !mineLiveFresh)) mineLive.live = false;
    if (fits) {
      const entry: HistoryEntry = {
        hash,
        time: now,
        crd: firstCrdName(snap.texts.crd),
        objects: documentCount(snap.texts.objects),
        size: json.length,
        tab: this.tabId,
        live,
      };
      if (live) entry.since = mineLive && mineLiveFresh ? firstTime(mineLive) : now;
      entries.unshift(entry);
      if (live) tabs[this.tabId] = { hash, time: now };
    } else if (live) delete tabs[this.tabId];
    const tabIds = Object.keys(tabs).sort((a, b) => tabs[b].time - tabs[a].time);
    for (const id of tabIds.slice(this.limits.maxTabs)) delete tabs[id];
    try {
      if (fits && !before.has(hash)) this.setWithEviction(STATE_PREFIX + hash, json, entries, tabs);
      if (live) this.setWithEviction(AUTOSAVE_KEY, json, entries, tabs);
      entries = this.evict(entries, tabs);
      this.setWithEviction(HISTORY_KEY, JSON.stringify(entries), entries, tabs);
      s.setItem(TABS_KEY, JSON.stringify(tabs));
    } catch (e) {
      if (refused(e)) return 'refused';
      throw e;
    }
    this.collect(before, entries, tabs);
    return 'saved';
  }

  /** Drops the oldest entries over the count and size limits (never a tab's work). */
  private evict(entries: HistoryEntry[], tabs: Tabs): HistoryEntry[] {
    const pinned = new Set(Object.values(tabs).map((t) => t.hash));
    const out = entries.slice();
    let total = out.reduce((n, e) => n + e.size, 0);
    for (let i = out.length - 1; i >= 0 && (out.length > this.limits.maxEntries || total > this.limits.maxChars); i--) {
      if (pinned.has(out[i].hash)) continue;
      total -= out[i].size;
      out.splice(i, 1);
    }
    return out;
  }

  /** Writes a state; when storage is full, drops the oldest entries (not pinned) and tries again. */
  private setWithEviction(key: string, value: string, entries: HistoryEntry[], tabs: Tabs): void {
    for (;;) {
      try {
        this.storage.setItem(key, value);
        return;
      } catch (e) {
        const pinned = new Set(Object.values(tabs).map((t) => t.hash));
        let i = entries.length - 1;
        while (i >= 0 && (pinned.has(entries[i].hash) || entries[i].hash === key.slice(STATE_PREFIX.length))) i--;
        if (i < 0) {
          // last resort: the work of the tab written longest ago (never this tab's) stops being pinned
          const other = Object.keys(tabs)
            .filter((id) => id !== this.tabId)
            .sort((a, b) => tabs[a].time - tabs[b].time)[0];
          if (other === undefined) throw e;
          delete tabs[other];
          continue;
        }
        const [gone] = entries.splice(i, 1);
        if (!entries.some((x) => x.hash === gone.hash)) this.storage.removeItem(STATE_PREFIX + gone.hash);
        if (key === HISTORY_KEY) value = JSON.stringify(entries);
      }
    }
  }

  /** Removes the states no entry and no tab names any more. */
  private collect(before: Set<string>, entries: HistoryEntry[], tabs: Tabs): void {
    const live = new Set(entries.map((e) => e.hash).concat(Object.values(tabs).map((t) => t.hash)));
    for (const h of before) if (!live.has(h)) this.storage.removeItem(STATE_PREFIX + h);
  }
}

function firstTime(e: HistoryEntry): number {
  return typeof e.since === 'number' ? e.since : e.time;
}

export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** This tab's id: kept in sessionStorage across reloads; a new one for a new tab. */
export function browserTabId(): string {
  const fresh = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  try {
    const s = sessionStorage;
    const id = s.getItem(TAB_ID_KEY);
    if (id) return id;
    const n = fresh();
    s.setItem(TAB_ID_KEY, n);
    return n;
  } catch {
    return fresh();
  }
}
