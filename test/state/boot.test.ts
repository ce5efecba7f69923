import { describe, expect, it } from 'vitest';
import { bootState, openLink } from '../../src/state/boot';
import { AUTOSAVE_KEY, PREVIOUS_KEY, loadSnapshot, saveSnapshot, type StorageLike } from '../../src/state/autosave';
import { FRAGMENT_KEY, PERMALINK_VERSION, encodeState } from '../../src/state/permalink';
import { defaultSnapshot, type Snapshot } from '../../src/state/snapshot';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const work: Snapshot = { texts: { crd: 'my crd', objects: 'my objects' }, options: { kubeVersion: '1.31', strict: true }, tab: 'pruned' };
const shared: Snapshot = { texts: { crd: 'shared crd\r\n', objects: '' }, options: { kubeVersion: '1.29', strict: false }, tab: 'defaulted' };
const page = { embed: false, tab: null };

describe('boot state', () => {
  it('opens the example first, then the autosaved work', () => {
    const storage = memoryStorage();
    expect(bootState('', storage, page)).toEqual({ snapshot: defaultSnapshot(), notice: null, consumedHash: false, unknownExample: null });
    saveSnapshot(storage, work);
    expect(bootState('', storage, page).snapshot).toEqual(work);
  });

  it('a link opens its state exactly and keeps the replaced work one click away', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, work);
    const b = bootState(`#${FRAGMENT_KEY}=${encodeState(shared)}`, storage, page);
    expect(b.snapshot).toEqual(shared);
    expect(b.consumedHash).toBe(true);
    expect(b.notice).toMatchObject({ kind: 'info', key: 'notice.link.opened', restore: work });
    expect(loadSnapshot(storage, PREVIOUS_KEY)).toEqual(work);
    expect(loadSnapshot(storage, AUTOSAVE_KEY)).toEqual(work); // the store saves the link state once it runs
  });

  it('a broken link keeps the autosaved work and says why', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, work);
    const enc = encodeState(shared);
    const truncated = bootState(`#state=${enc.slice(0, enc.length >> 1)}`, storage, page);
    expect(truncated.snapshot).toEqual(work);
    expect(truncated.notice?.kind).toBe('error');
    expect(['notice.link.truncated', 'notice.link.corrupt']).toContain(truncated.notice?.key);
    const newer = bootState(`#state=${PERMALINK_VERSION + 1}${enc.slice(1)}`, storage, page);
    expect(newer.snapshot).toEqual(work);
    expect(newer.notice).toMatchObject({ key: 'notice.link.newer-version', params: { version: PERMALINK_VERSION + 1 } });
  });

  it('embeds ignore the autosaved work and apply the initial tab', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, work);
    const b = bootState('', storage, { embed: true, tab: 'pruned' });
    expect(b.snapshot.texts).toEqual(defaultSnapshot().texts);
    expect(b.snapshot.tab).toBe('pruned');
    const linked = bootState(`#state=${encodeState(shared)}`, storage, { embed: true, tab: null });
    expect(linked.snapshot).toEqual(shared);
    expect(linked.notice).toBeNull();
  });
});

describe('opening a link on a running page', () => {
  it('replaces the work on screen and keeps it for restore; a broken link changes nothing', () => {
    const storage = memoryStorage();
    const ok = openLink(`#state=${encodeState(shared)}`, work, storage, true);
    expect(ok).toMatchObject({ snapshot: shared, found: true, notice: { key: 'notice.link.opened', restore: work } });
    expect(loadSnapshot(storage, PREVIOUS_KEY)).toEqual(work);
    const same = openLink(`#state=${encodeState(work)}`, work, storage, true);
    expect(same.notice).toBeNull();
    expect(openLink('#state=1.AAAA', work, storage, true)).toMatchObject({ snapshot: null, found: true, notice: { kind: 'error' } });
    expect(openLink('#top', work, storage, true)).toEqual({ snapshot: null, notice: null, found: false });
  });
});
