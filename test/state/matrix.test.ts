// The Kubernetes versions tab's state: rows requested newest first from the view worker (one
// in flight), shown as they arrive, stale answers dropped after an edit, combined by the engine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot } from '../../src/state/snapshot';
import { EngineClient } from '../../src/worker/client';
import { ViewClient } from '../../src/worker/view-client';
import { ViewEngine } from '../../src/engine/views/ondemand';
import type { ViewRequest, WorkerRequest } from '../../src/worker/protocol';
import { matrixDelay, matrixInputKey, matrixView, requestMatrix, versionRanges } from '../../src/state/matrix';
import { SUPPORTED_KUBE_VERSIONS, type KubeVersion } from '../../src/engine';
import { findExample } from '../../src/examples/gallery';
import { workerPool, type FakeWorker } from '../worker/fake-worker';

const viewRequests = (w: FakeWorker) => (w.received as WorkerRequest[]).filter((r): r is ViewRequest => r.type === 'view');
const NEWEST_FIRST = [...SUPPORTED_KUBE_VERSIONS].reverse();

describe('matrix state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const engines = workerPool();
    const viewWorkers = workerPool();
    const e = findExample('semver-matrix')!;
    const store = createPlaygroundStore({
      initial: { ...defaultSnapshot(), texts: { crd: e.crd, objects: e.objects, old: '' }, tab: 'compatibility' },
      engine: (cb) => new EngineClient({ ...cb, createWorker: engines.create, debounceMs: 100 }),
      views: (onAnswer) => new ViewClient({ createWorker: viewWorkers.create, onAnswer }),
    });
    // the worker's side, with the real engine
    const views = new ViewEngine();
    const answerNext = () => {
      const w = viewWorkers.current;
      const req = viewRequests(w).at(-1)!;
      w.onmessage?.({ data: { type: 'view', seq: req.seq, result: views.compute(req.input, req.query) } });
      return req;
    };
    return { store, engines, viewWorkers, answerNext };
  }

  it('the view worker is loaded once the check worker is idle after the first result (500 ms without input)', () => {
    const { store, engines, viewWorkers } = setup();
    expect(viewWorkers.workers).toHaveLength(0);
    engines.current.answer(engines.current.received[0]);
    vi.advanceTimersByTime(499);
    expect(viewWorkers.workers).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(viewWorkers.workers).toHaveLength(1);
    // started so that its code is loaded; nothing is asked of it until a view is (the language warm-up,
    // which shares this worker in the app, loads the CRD there first: worker-share.test.ts)
    expect(viewWorkers.current.received).toEqual([]);
    expect(Object.keys(store.getState().views)).toEqual([]);
  });

  it('asks for every version newest first, one at a time, and shows each row as it arrives', () => {
    const { store, viewWorkers, answerNext } = setup();
    requestMatrix(store.getState());
    const w = viewWorkers.current;
    expect(viewRequests(w).map((r) => r.query)).toEqual([{ kind: 'matrix', kubeVersion: NEWEST_FIRST[0] }]);
    let view = matrixView(store.getState().views);
    expect(view.pending).toEqual([...SUPPORTED_KUBE_VERSIONS]);
    expect(view.complete).toBe(false);
    for (let i = 0; i < NEWEST_FIRST.length; i++) {
      const req = answerNext();
      expect(req.query).toEqual({ kind: 'matrix', kubeVersion: NEWEST_FIRST[i] });
      view = matrixView(store.getState().views);
      expect(view.matrix.versions.map((v) => v.kubeVersion)).toEqual([...NEWEST_FIRST.slice(0, i + 1)].reverse());
    }
    expect(view.complete).toBe(true);
    // the input changed and the new rows are not asked for yet: all stale
    const outdated = matrixView(store.getState().views, true);
    expect([outdated.complete, outdated.matrix.versions.length, outdated.stale.size]).toEqual([false, 0, SUPPORTED_KUBE_VERSIONS.length]);
    expect(view.matrix.versions.filter((v) => v.crdErrors === 0).map((v) => v.kubeVersion)).toEqual(SUPPORTED_KUBE_VERSIONS.slice(SUPPORTED_KUBE_VERSIONS.indexOf('1.34')));
    expect(view.matrix.versions.find((v) => v.kubeVersion === '1.34')!.firstDifference).toMatchObject({ change: 'removed', against: '1.33' });
  });

  it('after an edit the rows of the old input are stale: shown meanwhile, never combined, their late answers dropped', () => {
    const { store, viewWorkers, answerNext } = setup();
    requestMatrix(store.getState());
    for (let i = 0; i < 3; i++) answerNext(); // 1.37, 1.36, 1.35
    const w = viewWorkers.current;
    const inFlight = viewRequests(w).at(-1)!; // 1.34 of the old input
    store.getState().setText('objects', findExample('semver-matrix')!.objects.replace('1.2.3', 'banana'));
    requestMatrix(store.getState());
    let view = matrixView(store.getState().views);
    expect(view.matrix.versions).toEqual([]);
    expect([...view.stale.keys()].sort()).toEqual(['1.35', '1.36', '1.37']);
    // the old 1.34 answer arrives: dropped
    w.onmessage?.({ data: { type: 'view', seq: inFlight.seq, result: new ViewEngine().compute(inFlight.input, inFlight.query) } });
    view = matrixView(store.getState().views);
    expect(view.matrix.versions).toEqual([]);
    expect(view.pending).toContain('1.34');
    // then the new input's rows, newest first
    const next = viewRequests(w).at(-1)!;
    expect(next.query).toEqual({ kind: 'matrix', kubeVersion: '1.37' });
    expect(next.input.sources.find((s) => s.id === 'objects')!.text).toContain('banana');
    for (let i = 0; i < NEWEST_FIRST.length; i++) answerNext();
    view = matrixView(store.getState().views);
    expect(view.complete).toBe(true);
    expect(view.matrix.versions.find((v) => v.kubeVersion === '1.37')!.cells[1]).toMatchObject({ accepted: false, errors: 1 });
  });

  it('the matrix does not depend on the playground version: switching it keeps the input key', () => {
    const { store } = setup();
    const key = matrixInputKey(store.getState());
    store.getState().setOptions({ kubeVersion: '1.30' });
    expect(matrixInputKey(store.getState())).toBe(key);
    store.getState().setOptions({ strict: true });
    const strictKey = matrixInputKey(store.getState());
    expect(strictKey).not.toBe(key);
    store.getState().setText('objects', 'a: 1');
    expect(matrixInputKey(store.getState())).not.toBe(strictKey);
  });

  it('a failed version is reported, the others still combine', () => {
    const { store, viewWorkers, answerNext } = setup();
    requestMatrix(store.getState());
    answerNext();
    const w = viewWorkers.current;
    const req = viewRequests(w).at(-1)!;
    w.onmessage?.({ data: { type: 'view-crash', seq: req.seq, message: 'boom' } });
    const view = matrixView(store.getState().views);
    expect(view.failed.get(req.query.kind === 'matrix' ? req.query.kubeVersion : ('' as KubeVersion))).toMatch(/boom/);
    expect(view.matrix.versions.map((v) => v.kubeVersion)).toEqual([NEWEST_FIRST[0]]);
  });

  it.each<[number, number]>([
    [0, 150],
    [400, 150],
    [2000, 500],
    [60_000, 2000],
  ])('after a matrix that took the engine %i ms, the next waits %i ms for typing to pause', (ms, want) => {
    expect(matrixDelay(ms)).toBe(want);
  });

  it.each<[KubeVersion[], string]>([
    [['1.27', '1.28', '1.29', '1.31'], '1.27–1.29, 1.31'],
    [['1.37', '1.34', '1.35', '1.36'], '1.34–1.37'],
    [['1.30'], '1.30'],
    [[], ''],
  ])('versionRanges(%j) = %s', (vs, want) => {
    expect(versionRanges(vs)).toBe(want);
  });
});
