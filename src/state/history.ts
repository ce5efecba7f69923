// Work history: every tab keeps its own work, and recent states of all tabs are listed (newest
// first, deduplicated by content, bounded in count and size) so that nothing the user wrote is lost
// when a link, a state file, an example or an embed message replaces it.
//
// Why localStorage (measured in Chromium): its writes are synchronous, so the work is on disk when
// `pagehide` returns (an IndexedDB transaction started there may never commit); the quota is
// 5,242,880 UTF-16 units per origin, keys included, so the history is capped at 2 M units and
// states are stored once by content (every entry and tab naming the same state share it).
// Layout:
//   crd-playground/v1/work          the newest work of any tab (a new tab opens with it): a state record
//   crd-playground/v1/tabs          { tabId: { hash, time } }: the work of each tab (newest tabs kept)
//   crd-playground/v1/history       the index: entries newest first
//   crd-playground/v1/state/<hash>  a state record (format 2: its texts by hash, the options, the
//                                   tab), shared by every entry and tab naming it
//   crd-playground/v1/text/<hash>   one editor text, shared by every state naming it
// A save writes only the texts not stored yet (stored-texts.ts). Work saved in format 1 (each state
// and the newest work as a whole snapshot's JSON) is read as it is and rewritten to format 2 once.
import { AUTOSAVE_KEY, type StorageLike } from './autosave';
import { textIdsOf, type Snapshot, type TextId } from './snapshot';
import { TEXT_PREFIX, TextHasher, hashText, isStateRecord, readState, recordTexts, stateRecord } from './stored-texts';

export { hashText } from './stored-texts';

export const HISTORY_KEY = 'crd-playground/v1/history';
export const TABS_KEY = 'crd-playground/v1/tabs';
export const STATE_PREFIX = 'crd-playground/v1/state/';
/** The tab's id in sessionStorage (survives reloads of the tab, not shared with other tabs). */
const TAB_ID_KEY = 'crd-playground/v1/tab';

export interface HistoryEntry {
  hash: string;
  /** When the state was last written (ms since the epoch). */
  time: number;
  /** `metadata.name` of the first CRD in the CRD text ('' when none). */
  crd: string;
  /** Documents in the objects text. */
  objects: number;
  /** Length of the state in storage: its record and its texts (UTF-16 units, what storage counts). */
  size: number;
  /** Format 2: the state's texts, hash → length (texts shared by states are counted once in the budget). */
  texts?: Record<string, number>;
  /** The tab that wrote it. */
  tab: string;
  /** Still being edited: the tab's next save replaces it instead of adding a state. */
  live: boolean;
  /** When the live entry's run of edits began. */
  since?: number;
}

interface HistoryLimits {
  /** Entries kept (at least 50). */
  maxEntries: number;
  /** Total size of the states kept, UTF-16 units. */
  maxChars: number;
  /** A live entry older than this becomes a state of its own (a long session leaves a trail). */
  liveMs: number;
  /** Tabs whose work is kept. */
  maxTabs: number;
}

const DEFAULT_LIMITS: HistoryLimits = { maxEntries: 100, maxChars: 2_000_000, liveMs: 5 * 60_000, maxTabs: 20 };

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

type SaveResult = 'saved' | 'refused';

/**
 * The history of one tab's view of the shared store. `storage` null: nothing is kept across
 * reloads, but the session's states are still listed (an in-memory store).
 */
export class WorkHistory {
  private readonly storage: StorageLike;
  private readonly limits: HistoryLimits;
  private readonly hasher = new TextHasher();

  constructor(
    storage: StorageLike | null,
    readonly tabId: string,
    private readonly now: () => number = Date.now,
    limits: Partial<HistoryLimits> = {},
  ) {
    this.storage = storage ?? memoryStorage();
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.migrate();
  }

  /** Recent states, newest first. */
  entries(): HistoryEntry[] {
    return readEntries(this.storage);
  }

  /** A state by its hash; null when it is gone or unreadable. */
  get(hash: string): Snapshot | null {
    return readState(this.storage, this.storage.getItem(STATE_PREFIX + hash));
  }

  /** This tab's own work (a reload), else the newest work of any tab; null when there is none. */
  tabWork(): Snapshot | null {
    const mine = readTabs(this.storage)[this.tabId];
    const own = mine ? this.get(mine.hash) : null;
    if (own) return own;
    return readState(this.storage, this.storage.getItem(AUTOSAVE_KEY));
  }

  /** The content address `snap` is (or would be) stored under: the History menu marks the entry on screen. */
  hashOf(snap: Snapshot): string {
    return this.encode(snap).hash;
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

  /** The state's record, its hash and its texts by hash (unchanged texts are not hashed again). */
  private encode(snap: Snapshot): { json: string; hash: string; texts: Map<string, string> } {
    const hashes: Partial<Record<TextId, string>> = {};
    const texts = new Map<string, string>();
    for (const id of textIdsOf(snap.texts)) {
      const text = snap.texts[id];
      if (text === undefined) continue;
      const h = this.hasher.hash(id, text);
      hashes[id] = h;
      texts.set(h, text);
    }
    const json = JSON.stringify(stateRecord(snap, hashes));
    return { json, hash: hashText(json), texts };
  }

  private write(snap: Snapshot, live: boolean): SaveResult {
    const { json, hash, texts } = this.encode(snap);
    const textSizes: Record<string, number> = {};
    for (const [h, t] of texts) textSizes[h] = t.length;
    const size = json.length + Object.values(textSizes).reduce((n, l) => n + l, 0);
    const s = this.storage;
    const now = this.now();
    const stored = readEntries(s);
    let entries = stored.slice();
    const tabs = readTabs(s);
    const before = new Set(stored.map((e) => e.hash).concat(Object.values(tabs).map((t) => t.hash)));
    const textsBefore = this.referencedTexts(stored, true);
    // a state larger than the whole history budget is kept only as the newest work
    const fits = size <= this.limits.maxChars;
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
        size,
        texts: textSizes,
        tab: this.tabId,
        live,
      };
      if (live) entry.since = mineLive && mineLiveFresh ? firstTime(mineLive) : now;
      entries.unshift(entry);
      if (live) tabs[this.tabId] = { hash, time: now };
    } else if (live) delete tabs[this.tabId];
    const tabIds = Object.keys(tabs).sort((a, b) => tabs[b].time - tabs[a].time);
    for (const id of tabIds.slice(this.limits.maxTabs)) delete tabs[id];
    const keep = new Set(texts.keys());
    try {
      // only the texts not in storage yet are written (typing next to a 3 MB CRD writes the small text)
      for (const [h, t] of texts) if (!textsBefore.has(h)) this.setWithEviction(TEXT_PREFIX + h, t, entries, tabs, keep);
      if (fits && !before.has(hash)) this.setWithEviction(STATE_PREFIX + hash, json, entries, tabs, keep);
      if (live) this.setWithEviction(AUTOSAVE_KEY, json, entries, tabs, keep);
      entries = this.evict(entries, tabs);
      this.setWithEviction(HISTORY_KEY, JSON.stringify(entries), entries, tabs, keep);
      s.setItem(TABS_KEY, JSON.stringify(tabs));
    } catch (e) {
      if (refused(e)) return 'refused';
      throw e;
    }
    this.collect(before, textsBefore, entries, tabs);
    return 'saved';
  }

  /** The texts named by `entries`, the tabs' states they hold and (with `work`) the newest work. */
  private referencedTexts(entries: HistoryEntry[], work: boolean): Set<string> {
    const out = new Set<string>();
    for (const e of entries) for (const h of Object.keys(e.texts ?? {})) out.add(h);
    if (work) {
      try {
        for (const h of recordTexts(JSON.parse(this.storage.getItem(AUTOSAVE_KEY) ?? 'null'))) out.add(h);
      } catch {
        // unreadable newest work names no text
      }
    }
    return out;
  }

  /** Drops the oldest entries over the count and size limits (never a tab's work); shared texts count once. */
  private evict(entries: HistoryEntry[], tabs: Tabs): HistoryEntry[] {
    const pinned = new Set(Object.values(tabs).map((t) => t.hash));
    const out = entries.slice();
    const uses = new Map<string, number>();
    const lengths = new Map<string, number>();
    let total = 0;
    const account = (e: HistoryEntry, d: 1 | -1) => {
      if (!e.texts) {
        total += d * e.size;
        return;
      }
      total += d * (e.size - Object.values(e.texts).reduce((n, l) => n + l, 0));
      for (const [h, l] of Object.entries(e.texts)) {
        const n = (uses.get(h) ?? 0) + d;
        uses.set(h, n);
        lengths.set(h, l);
        if (d === 1 && n === 1) total += l;
        if (d === -1 && n === 0) total -= l;
      }
    };
    for (const e of out) account(e, 1);
    for (let i = out.length - 1; i >= 0 && (out.length > this.limits.maxEntries || total > this.limits.maxChars); i--) {
      if (pinned.has(out[i].hash)) continue;
      account(out[i], -1);
      out.splice(i, 1);
    }
    return out;
  }

  /**
   * Writes a key; when storage is full, drops the oldest entries (not pinned, their states and the
   * texts no one else names, never the texts in `keep`) and tries again.
   */
  private setWithEviction(key: string, value: string, entries: HistoryEntry[], tabs: Tabs, keep: Set<string>): void {
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
        const still = this.referencedTexts(entries, false);
        for (const h of Object.keys(gone.texts ?? {})) if (!still.has(h) && !keep.has(h)) this.storage.removeItem(TEXT_PREFIX + h);
        if (key === HISTORY_KEY) value = JSON.stringify(entries);
      }
    }
  }

  /** Removes the states and the texts no entry, no tab and not the newest work name any more. */
  private collect(before: Set<string>, textsBefore: Set<string>, entries: HistoryEntry[], tabs: Tabs): void {
    const live = new Set(entries.map((e) => e.hash).concat(Object.values(tabs).map((t) => t.hash)));
    for (const h of before) if (!live.has(h)) this.storage.removeItem(STATE_PREFIX + h);
    const texts = this.referencedTexts(entries, true);
    for (const h of textsBefore) if (!texts.has(h)) this.storage.removeItem(TEXT_PREFIX + h);
  }

  /**
   * Rewrites work saved in format 1 (whole snapshots) to format 2 (texts stored once): each state
   * of the history (entries and tabs re-pointed to the new hash) and the newest work. Work that
   * cannot be rewritten (storage full) stays as it was, readable.
   */
  private migrate(): void {
    const s = this.storage;
    try {
      const entries = readEntries(s);
      const tabs = readTabs(s);
      const old = entries.filter((e) => !e.texts);
      const rawWork = s.getItem(AUTOSAVE_KEY);
      const workIsOld = rawWork !== null && !isStateRecord(safeParse(rawWork));
      if (old.length === 0 && !workIsOld) return;
      for (const e of old) {
        const snap = this.get(e.hash);
        if (!snap) continue;
        const { json, hash, texts } = this.encode(snap);
        for (const [h, t] of texts) s.setItem(TEXT_PREFIX + h, t);
        s.setItem(STATE_PREFIX + hash, json);
        const from = e.hash;
        e.texts = {};
        for (const [h, t] of texts) e.texts[h] = t.length;
        e.size = json.length + [...texts.values()].reduce((n, t) => n + t.length, 0);
        e.hash = hash;
        for (const t of Object.values(tabs)) if (t.hash === from) t.hash = hash;
        // one state at a time: the index names the new state before the old one goes
        s.setItem(HISTORY_KEY, JSON.stringify(entries));
        s.setItem(TABS_KEY, JSON.stringify(tabs));
        if (from !== hash && !entries.some((x) => x.hash === from)) s.removeItem(STATE_PREFIX + from);
      }
      if (workIsOld) {
        const snap = readState(s, rawWork);
        if (snap) {
          const { json, texts } = this.encode(snap);
          for (const [h, t] of texts) s.setItem(TEXT_PREFIX + h, t);
          s.setItem(AUTOSAVE_KEY, json);
        }
      }
    } catch {
      // storage full or refused: format 1 stays readable
    }
  }
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
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
