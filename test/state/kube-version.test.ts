// A Kubernetes version the engine does not know, asked for from outside the UI (issue 13): a share
// link (#state), a state file, ?kube= and an embed message open at the default version with a notice
// naming the refused version and the supported range — never silently.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootState, openLink } from '../../src/state/boot';
import { connectBridge, type OutboundMessage } from '../../src/state/bridge';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot, parseSnapshot, refusedKubeVersion, type Snapshot } from '../../src/state/snapshot';
import { FRAGMENT_KEY, decodeState, encodeState, parseStateFile, stateFileText } from '../../src/state/permalink';
import { readPageConfig } from '../../src/state/page-config';
import { saveSnapshot, type StorageLike } from '../../src/state/autosave';
import { EngineClient } from '../../src/worker/client';
import { workerPool } from '../worker/fake-worker';
import { en } from '../../src/ui/i18n/en';
import { uk } from '../../src/ui/i18n/uk';

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const NOTICE = (version: string) => ({
  kind: 'error',
  key: 'notice.kube.unknown',
  params: { version, oldest: '1.27', newest: '1.37', default: '1.37' },
});
const at = (kubeVersion: string): Snapshot => ({ texts: { crd: 'c', objects: 'o' }, options: { kubeVersion, strict: false }, tab: 'problems' });
const page = { embed: false, tab: null };

describe('snapshot data with a Kubernetes version', () => {
  it.each([
    ['1.36', '1.36', undefined],
    ['1.37', '1.37', undefined],
    ['1.27', '1.27', undefined],
    ['1.99', '1.37', '1.99'],
    ['1.26', '1.37', '1.26'],
    ['abc', '1.37', 'abc'],
  ])('%s opens at %s (refused: %s)', (asked, used, refused) => {
    const raw = { texts: { crd: 'c', objects: 'o' }, options: { kubeVersion: asked } };
    expect(parseSnapshot(raw)?.options.kubeVersion).toBe(used);
    expect(refusedKubeVersion(raw)).toBe(refused);
  });
  it('no version at all is not a refusal (the default)', () => {
    expect(refusedKubeVersion({ texts: { crd: 'c', objects: 'o' }, options: {} })).toBeUndefined();
  });
});

describe('share links and state files', () => {
  it('#state with 1.99: opens at 1.37 and says so, keeping the replaced work restorable', () => {
    const enc = encodeState(at('1.99'));
    const dec = decodeState(enc);
    expect(dec).toMatchObject({ ok: true, refusedKubeVersion: '1.99' });
    expect(dec.ok && dec.snapshot.options.kubeVersion).toBe('1.37');
    const current = at('1.30');
    current.texts.crd = 'mine';
    const link = openLink(`#${FRAGMENT_KEY}=${enc}`, current, memoryStorage(), true);
    expect(link.snapshot?.options.kubeVersion).toBe('1.37');
    expect(link.notice).toEqual({ ...NOTICE('1.99'), restore: current });
  });
  it('#state with a known version: no refusal', () => {
    const dec = decodeState(encodeState(at('1.36')));
    expect(dec).toEqual({ ok: true, snapshot: at('1.36') });
  });
  it('a state file with an unknown version', () => {
    const r = parseStateFile(stateFileText(at('1.40')));
    expect(r).toMatchObject({ ok: true, refusedKubeVersion: '1.40' });
    expect(r.ok && r.snapshot.options.kubeVersion).toBe('1.37');
  });
});

describe('?kube= in the page address', () => {
  it('is read from the query', () => {
    expect(readPageConfig('?kube=1.99', 'https://x').kube).toBe('1.99');
    expect(readPageConfig('?embed', 'https://x').kube).toBeNull();
  });
  it('?kube=1.99: the default version and a notice', () => {
    const b = bootState('', memoryStorage(), { ...page, kube: '1.99' });
    expect(b.snapshot.options.kubeVersion).toBe('1.37');
    expect(b.notice).toEqual(NOTICE('1.99'));
  });
  it('?kube=1.36 opens at 1.36 over the autosaved version, without a notice', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, at('1.30'));
    const b = bootState('', storage, { ...page, kube: '1.36' });
    expect(b.snapshot.options.kubeVersion).toBe('1.36');
    expect(b.snapshot.texts.crd).toBe('c');
    expect(b.notice).toBeNull();
  });
});

describe('embed message with an unknown kubeVersion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('uses the default, shows the notice and tells the parent', () => {
    const pool = workerPool();
    const store = createPlaygroundStore({
      initial: { ...defaultSnapshot(), options: { kubeVersion: '1.30', strict: false } },
      engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 0 }),
    });
    const sent: OutboundMessage[] = [];
    const parent = { postMessage: (m: OutboundMessage) => void sent.push(m) };
    let listener: ((e: { data: unknown; origin: string; source: unknown }) => void) | null = null;
    connectBridge({ store, self: { addEventListener: (_t, l) => (listener = l), removeEventListener: () => {} }, parent, origins: ['https://docs.example'] });
    listener!({ data: { type: 'crd-playground:set', options: { kubeVersion: '1.99' } }, origin: 'https://docs.example', source: parent });
    expect(store.getState().options.kubeVersion).toBe('1.37');
    expect(store.getState().notice).toEqual(NOTICE('1.99'));
    expect(sent).toContainEqual({ type: 'crd-playground:error', message: 'Kubernetes version "1.99" is not supported: supported versions are 1.27 to 1.37' });
    // a known version is taken as is
    listener!({ data: { type: 'crd-playground:set', options: { kubeVersion: '1.36' } }, origin: 'https://docs.example', source: parent });
    expect(store.getState().options.kubeVersion).toBe('1.36');
    expect(store.getState().notice).toBeNull();
  });
});

describe('the notice text', () => {
  it('exists in English and Ukrainian with the same parameters', () => {
    for (const cat of [en, uk]) {
      const text = cat['notice.kube.unknown'];
      for (const p of ['{version}', '{oldest}', '{newest}', '{default}']) expect(text).toContain(p);
    }
  });
});
