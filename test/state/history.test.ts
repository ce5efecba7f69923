// Work history across tabs: each tab keeps its own work, recent states are listed deduplicated
// and bounded, replaced work is never lost, and refused storage is said once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_KEY, loadSnapshot, type StorageLike } from '../../src/state/autosave';
import { TEXT_PREFIX } from '../../src/state/stored-texts';
import { HISTORY_KEY, STATE_PREFIX, TABS_KEY, WorkHistory, documentCount, firstCrdName, hashText } from '../../src/state/history';
import { bootState } from '../../src/state/boot';
import { encodeState } from '../../src/state/permalink';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot, type Snapshot } from '../../src/state/snapshot';
import { EngineClient } from '../../src/worker/client';
import { workerPool } from '../worker/fake-worker';

function memoryStorage(quota = Infinity): StorageLike & { map: Map<string, string>; used(): number } {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    used,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      const next = used() - (map.has(k) ? k.length + map.get(k)!.length : 0) + k.length + v.length;
      if (next > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const work = (crd: string, objects = 'a: 1\n'): Snapshot => ({
  texts: { crd: `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${crd}\n`, objects },
  options: { kubeVersion: '1.37', strict: false },
  tab: 'problems',
});

describe('work history (state logic)', () => {
  it('reads the first CRD name and counts object documents for the list', () => {
    expect(firstCrdName(work('crontabs.stable.example.com').texts.crd)).toBe('crontabs.stable.example.com');
    expect(firstCrdName('metadata:\n  labels:\n    a: b\n  name: "x.y.z"\n')).toBe('x.y.z');
    expect(firstCrdName('kind: Foo\n')).toBe('');
    expect(documentCount('')).toBe(0);
    expect(documentCount('# only a comment\n')).toBe(0);
    expect(documentCount('a: 1\n---\nb: 2\n---\n')).toBe(2);
    expect(documentCount('---\na: 1\n...\n---\n# c\n---\nb: 1')).toBe(2);
  });

  it('two tabs keep their own work: a reload of each opens its own, a new tab the newest', () => {
    const storage = memoryStorage();
    let now = 1000;
    const a = new WorkHistory(storage, 'A', () => now);
    const b = new WorkHistory(storage, 'B', () => now);
    a.save(work('a.example.com'));
    now += 10;
    b.save(work('b.example.com'));
    now += 10;
    expect(new WorkHistory(storage, 'A').tabWork()).toEqual(work('a.example.com'));
    expect(new WorkHistory(storage, 'B').tabWork()).toEqual(work('b.example.com'));
    expect(new WorkHistory(storage, 'C').tabWork()).toEqual(work('b.example.com'));
    expect(loadSnapshot(storage, AUTOSAVE_KEY)).toEqual(work('b.example.com'));
    expect(a.entries().map((e) => [e.crd, e.tab])).toEqual([
      ['b.example.com', 'B'],
      ['a.example.com', 'A'],
    ]);
  });

  it('a run of edits is one state; a checkpoint, or five minutes, starts another', () => {
    const storage = memoryStorage();
    let now = 0;
    const h = new WorkHistory(storage, 'A', () => now);
    for (let i = 0; i < 20; i++) {
      now += 1000;
      h.save(work('x.example.com', `a: ${i}\n`));
    }
    expect(h.entries()).toHaveLength(1);
    expect(h.get(h.entries()[0].hash)?.texts.objects).toBe('a: 19\n');
    // the superseded states are removed from storage
    expect([...storage.map.keys()].filter((k) => k.startsWith(STATE_PREFIX))).toHaveLength(1);
    h.checkpoint(work('x.example.com', 'a: 19\n'));
    now += 1000;
    h.save(work('y.example.com'));
    expect(h.entries().map((e) => e.crd)).toEqual(['y.example.com', 'x.example.com']);
    now += 5 * 60_000;
    h.save(work('y.example.com', 'b: 1\n'));
    expect(h.entries().map((e) => [e.crd, e.objects])).toEqual([
      ['y.example.com', 1],
      ['y.example.com', 1],
      ['x.example.com', 1],
    ]);
  });

  it('deduplicates by content across tabs (the same state moves to the top)', () => {
    const storage = memoryStorage();
    let now = 0;
    const a = new WorkHistory(storage, 'A', () => ++now);
    const b = new WorkHistory(storage, 'B', () => ++now);
    a.checkpoint(work('one.example.com'));
    a.checkpoint(work('two.example.com'));
    b.checkpoint(work('one.example.com'));
    expect(a.entries().map((e) => e.crd)).toEqual(['one.example.com', 'two.example.com']);
  });

  it('keeps at least the last 50 distinct states, bounded in count and total size', () => {
    const storage = memoryStorage();
    let now = 0;
    const h = new WorkHistory(storage, 'A', () => ++now, { maxEntries: 60, maxChars: 200_000 });
    for (let i = 0; i < 200; i++) h.checkpoint(work(`c${i}.example.com`));
    const list = h.entries();
    expect(list).toHaveLength(60);
    expect(list[0].crd).toBe('c199.example.com');
    expect(list[59].crd).toBe('c140.example.com');
    expect([...storage.map.keys()].filter((k) => k.startsWith(STATE_PREFIX))).toHaveLength(60);
    const big = 'x'.repeat(20_000);
    for (let i = 0; i < 30; i++) h.checkpoint(work(`big${i}.example.com`, big + i));
    const stored = [...storage.map].filter(([k]) => k.startsWith(TEXT_PREFIX) || k.startsWith(STATE_PREFIX)).reduce((n, [, v]) => n + v.length, 0);
    expect(stored).toBeLessThanOrEqual(200_000);
    expect(h.entries()[0].crd).toBe('big29.example.com');
  });

  it('when storage is full it drops the oldest states to make room; when nothing helps it says refused', () => {
    const storage = memoryStorage(30_000);
    let now = 0;
    const h = new WorkHistory(storage, 'A', () => ++now);
    for (let i = 0; i < 10; i++) expect(h.checkpoint(work(`c${i}.example.com`, 'y'.repeat(2_000) + i))).toBe('saved');
    expect(h.save(work('mine.example.com', 'z'.repeat(9_000)))).toBe('saved');
    expect(h.tabWork()?.texts.objects).toBe('z'.repeat(9_000));
    expect(h.entries().length).toBeLessThan(11);
    expect(h.save(work('huge.example.com', 'z'.repeat(40_000)))).toBe('refused');
    // what was saved before is still readable
    expect(new WorkHistory(storage, 'A').tabWork()?.texts.objects).toBe('z'.repeat(9_000));
  });

  it('storage that throws on every write (private mode) is refused, never an exception', () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    const h = new WorkHistory(storage, 'A');
    expect(h.save(work('a.example.com'))).toBe('refused');
    expect(h.checkpoint(work('a.example.com'))).toBe('refused');
    expect(h.entries()).toEqual([]);
  });

  it('an unreadable index or state is skipped, not fatal', () => {
    const storage = memoryStorage();
    storage.setItem(HISTORY_KEY, '{not json');
    const h = new WorkHistory(storage, 'A');
    expect(h.entries()).toEqual([]);
    expect(h.save(work('a.example.com'))).toBe('saved');
    storage.setItem(STATE_PREFIX + h.entries()[0].hash, '[1,2');
    expect(h.get(h.entries()[0].hash)).toBeNull();
  });

  it('texts are stored once by content: a save writes only the texts that changed', () => {
    const storage = memoryStorage();
    const written: [string, number][] = [];
    const spy: StorageLike = { ...storage, setItem: (k, v) => (written.push([k, v.length]), storage.setItem(k, v)) };
    let now = 0;
    const h = new WorkHistory(spy, 'A', () => (now += 1000));
    const crd = work('big.example.com').texts.crd + '#'.repeat(300_000);
    h.save({ ...work('big.example.com'), texts: { crd, objects: 'a: 1\n' } });
    expect(written.filter(([k]) => k.startsWith(TEXT_PREFIX)).map(([, n]) => n)).toEqual([crd.length, 5]);
    for (let i = 2; i < 12; i++) {
      written.length = 0;
      h.save({ ...work('big.example.com'), texts: { crd, objects: `a: ${i}\n` } });
      // typing into the objects next to a large CRD: a few hundred characters are written, never the CRD
      expect(written.reduce((n, [, l]) => n + l, 0)).toBeLessThan(2_000);
    }
    h.checkpoint({ ...work('big.example.com'), texts: { crd, objects: 'b: 1\n' } });
    // every state names the same stored CRD; the superseded objects texts are gone
    expect([...storage.map.keys()].filter((k) => k.startsWith(TEXT_PREFIX))).toHaveLength(3);
    expect(h.entries()).toHaveLength(2);
    expect(h.get(h.entries()[1].hash)?.texts).toEqual({ crd, objects: 'a: 11\n' });
    expect(new WorkHistory(storage, 'B').tabWork()?.texts.objects).toBe('a: 11\n');
  });

  it('work saved in format 1 (whole snapshots) is read and rewritten to texts stored once', () => {
    const storage = memoryStorage();
    const one = work('one.example.com');
    const two = work('two.example.com');
    const hOne = hashText(JSON.stringify(one));
    const hTwo = hashText(JSON.stringify(two));
    storage.setItem(STATE_PREFIX + hOne, JSON.stringify(one));
    storage.setItem(STATE_PREFIX + hTwo, JSON.stringify(two));
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(two));
    storage.setItem(
      HISTORY_KEY,
      JSON.stringify([
        { hash: hTwo, time: 2, crd: 'two.example.com', objects: 1, size: 10, tab: 'A', live: true, since: 2 },
        { hash: hOne, time: 1, crd: 'one.example.com', objects: 1, size: 10, tab: 'A', live: false },
      ]),
    );
    storage.setItem(TABS_KEY, JSON.stringify({ A: { hash: hTwo, time: 2 } }));
    const h = new WorkHistory(storage, 'A');
    expect(h.entries().map((e) => e.crd)).toEqual(['two.example.com', 'one.example.com']);
    expect(h.entries().every((e) => e.texts !== undefined && e.hash !== hOne && e.hash !== hTwo)).toBe(true);
    expect(h.tabWork()).toEqual(two);
    expect(h.get(h.entries()[1].hash)).toEqual(one);
    expect(storage.map.has(STATE_PREFIX + hOne)).toBe(false);
    expect(JSON.parse(storage.getItem(AUTOSAVE_KEY)!)).toMatchObject({ v: 2 });
    expect(loadSnapshot(storage, AUTOSAVE_KEY)).toEqual(two);
    // the shared objects text of the two states is stored once
    expect([...storage.map.keys()].filter((k) => k.startsWith(TEXT_PREFIX))).toHaveLength(3);
  });

  it('the hash is a stable content address', () => {
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
  });
});

describe('nothing is lost when work is replaced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(storage: StorageLike, tab = 'A', initial?: Snapshot) {
    const pool = workerPool();
    const history = new WorkHistory(storage, tab);
    const store = createPlaygroundStore({
      initial: initial ?? history.tabWork() ?? defaultSnapshot(),
      storage,
      history,
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }),
    });
    return store;
  }

  it('link A then link B: the original work and A are both in the history', () => {
    const storage = memoryStorage();
    const store = setup(storage);
    store.getState().setText('crd', work('original.example.com').texts.crd);
    vi.advanceTimersByTime(300);
    store.getState().load(work('link-a.example.com'), { kind: 'info', key: 'notice.link.opened' });
    vi.advanceTimersByTime(300);
    store.getState().load(work('link-b.example.com'), { kind: 'info', key: 'notice.link.opened' });
    vi.advanceTimersByTime(300);
    expect(
      store
        .getState()
        .historyEntries()
        .map((e) => e.crd),
    ).toEqual(['link-b.example.com', 'link-a.example.com', 'original.example.com']);
    const original = store.getState().historyEntries()[2];
    store.getState().restoreHistory(original.hash);
    expect(store.getState().texts.crd).toContain('original.example.com');
    expect(store.getState().notice).toMatchObject({ key: 'notice.history.restored' });
  });

  it('a link opened at boot keeps the tab’s work in the history', () => {
    const storage = memoryStorage();
    const h = new WorkHistory(storage, 'A');
    h.save(work('mine.example.com'));
    const b1 = bootState(`#state=${encodeState(work('a.example.com'))}`, storage, { embed: false, tab: null }, h);
    expect(b1.snapshot.texts.crd).toContain('a.example.com');
    h.save(b1.snapshot);
    const b2 = bootState(`#state=${encodeState(work('b.example.com'))}`, storage, { embed: false, tab: null }, h);
    h.save(b2.snapshot);
    expect(h.entries().map((e) => e.crd)).toEqual(['b.example.com', 'a.example.com', 'mine.example.com']);
  });

  it('storage that refuses: one notice in words, the texts stay, later refusals are silent', () => {
    const storage = memoryStorage(0);
    const store = setup(storage, 'A', work('a.example.com'));
    store.getState().setText('objects', 'b: 2\n');
    vi.advanceTimersByTime(300);
    expect(store.getState().notice).toMatchObject({ kind: 'error', key: 'notice.storage.refused' });
    store.getState().setNotice(null);
    store.getState().setText('objects', 'b: 3\n');
    vi.advanceTimersByTime(300);
    expect(store.getState().notice).toBeNull();
    expect(store.getState().texts.objects).toBe('b: 3\n');
  });

  it('embeds keep the history of the session in memory, never in storage', () => {
    const storage = memoryStorage();
    const pool = workerPool();
    const store = createPlaygroundStore({
      initial: work('embed.example.com'),
      storage,
      autosave: false,
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 100 }),
    });
    store.getState().load(work('msg.example.com'));
    expect(
      store
        .getState()
        .historyEntries()
        .map((e) => e.crd),
    ).toEqual(['embed.example.com']);
    expect(storage.map.size).toBe(0);
  });
});
