// ?example=<id>: the page opens a gallery example by its id (issue 23), over the autosaved work,
// which stays one click away; an unknown id changes nothing and says so; a share link wins.
import { describe, expect, it } from 'vitest';
import { bootState, openExample, wantsGalleryExample } from '../../src/state/boot';
import { PREVIOUS_KEY, loadSnapshot, saveSnapshot, type StorageLike } from '../../src/state/autosave';
import { FRAGMENT_KEY, encodeState } from '../../src/state/permalink';
import { defaultSnapshot, type Snapshot } from '../../src/state/snapshot';
import { readPageConfig } from '../../src/state/page-config';
import { EXAMPLES } from '../../src/examples/gallery';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const work: Snapshot = { texts: { crd: 'my crd', objects: 'my objects' }, options: { kubeVersion: '1.31', strict: true }, tab: 'cel' };

describe('?example=<id>', () => {
  it.each([
    ['?example=pruning', 'pruning'],
    ['?embed&example=webhook-conversion&tab=versions', 'webhook-conversion'],
    ['?example=', ''],
    ['?tab=pruned', null],
  ])('readPageConfig(%s) reads example %s', (search, example) => {
    expect(readPageConfig(search, 'http://x').example).toBe(example);
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('opens %s with its texts and tab, keeping the options on screen', (id, e) => {
    const b = bootState('', memoryStorage(), { embed: true, tab: null, example: id }, undefined, EXAMPLES);
    expect(b.snapshot.texts.crd).toBe(e.crd);
    expect(b.snapshot.texts.objects).toBe(e.objects);
    expect(b.snapshot.tab).toBe(e.tab.toLowerCase());
    expect(b.snapshot.options.kubeVersion).toBe(defaultSnapshot().options.kubeVersion);
    expect(b.unknownExample).toBeNull();
  });

  it('keeps the autosaved work one click away (not in an embed, which has none)', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, work);
    const b = bootState('', storage, { embed: false, tab: null, example: 'pruning' }, undefined, EXAMPLES);
    expect(b.notice).toMatchObject({ kind: 'info', key: 'notice.example.fromLink', params: { id: 'pruning' }, restore: work });
    expect(loadSnapshot(storage, PREVIOUS_KEY)).toEqual(work);
    // the Kubernetes version and strictness on screen stay
    expect(b.snapshot.options).toMatchObject({ kubeVersion: '1.31', strict: true });
  });

  it('an unknown id keeps the work on screen and says which id', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, work);
    const b = bootState('', storage, { embed: false, tab: null, example: 'no-such-example' }, undefined, EXAMPLES);
    expect(b.snapshot).toEqual(work);
    expect(b.unknownExample).toBe('no-such-example');
    expect(b.notice).toEqual({ kind: 'error', key: 'notice.example.unknown', params: { id: 'no-such-example' } });
    expect(openExample('', work, storage, true, undefined, EXAMPLES).known).toBe(false);
  });

  it('a share link wins over ?example= and ?tab= still picks the tab', () => {
    const shared: Snapshot = { texts: { crd: 'shared', objects: '' }, options: { kubeVersion: '1.29', strict: false }, tab: 'defaulted' };
    const b = bootState(`#${FRAGMENT_KEY}=${encodeState(shared)}`, memoryStorage(), { embed: true, tab: 'columns', example: 'pruning' }, undefined, EXAMPLES);
    expect(b.snapshot.texts).toEqual(shared.texts);
    expect(b.snapshot.tab).toBe('columns');
  });

  // the gallery is its own chunk: the page loads it before it starts only when the address names a YAML example
  it.each([
    [{ example: 'pruning' }, true],
    [{ example: '' }, true],
    [{ example: 'go-widget' }, false],
    [{ example: null }, false],
    [{}, false],
  ])('wantsGalleryExample(%j) is %s', (config, wanted) => {
    expect(wantsGalleryExample(config)).toBe(wanted);
  });
});
