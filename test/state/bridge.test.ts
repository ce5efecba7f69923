import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBridge, parseInbound, type OutboundMessage } from '../../src/state/bridge';
import { createPlaygroundStore } from '../../src/state/store';
import { defaultSnapshot } from '../../src/state/snapshot';
import { readPageConfig } from '../../src/state/page-config';
import { EngineClient } from '../../src/worker/client';
import { workerPool } from '../worker/fake-worker';

type Listener = (e: { data: unknown; origin: string; source: unknown }) => void;

function setup(origins = ['https://docs.example'], setTheme?: (theme: 'light' | 'dark') => void) {
  const pool = workerPool();
  const store = createPlaygroundStore({
    initial: defaultSnapshot(),
    engine: (cb) => new EngineClient({ ...cb, createWorker: pool.create, debounceMs: 0 }),
  });
  const sent: { m: OutboundMessage; origin: string }[] = [];
  const parent = { postMessage: (m: OutboundMessage, origin: string) => sent.push({ m, origin }) };
  let listener: Listener | null = null;
  const self = { addEventListener: (_: 'message', l: Listener) => (listener = l), removeEventListener: () => (listener = null) };
  const bridge = connectBridge({ store, self, parent, origins, setTheme });
  const send = (data: unknown, origin = 'https://docs.example', source: unknown = parent) => listener?.({ data, origin, source });
  return { store, pool, sent, parent, send, bridge };
}

describe('embed postMessage bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces ready to every allowed origin, then posts results of the newest input', () => {
    const { sent, pool } = setup(['https://docs.example', 'http://localhost:3000']);
    expect(sent.filter((s) => s.m.type === 'crd-playground:ready').map((s) => s.origin)).toEqual(['https://docs.example', 'http://localhost:3000']);
    pool.current.answer(pool.current.received[0]);
    const results = sent.filter((s) => s.m.type === 'crd-playground:results');
    expect(results).toHaveLength(2);
    expect((results[0].m as Extract<OutboundMessage, { type: 'crd-playground:results' }>).result.diagnostics[1].message).toContain('kind: CronTab');
  });

  it('set replaces texts, options and tab and re-runs the engine', () => {
    const { store, send, pool, sent } = setup();
    pool.current.answer(pool.current.received[0]);
    send({ type: 'crd-playground:set', texts: { objects: 'kind: X\n' }, options: { strict: true }, tab: 'pruned' });
    const s = store.getState();
    expect(s.texts.objects).toBe('kind: X\n');
    expect(s.texts.crd).toBe(defaultSnapshot().texts.crd);
    expect(s.options.strict).toBe(true);
    expect(s.tab).toBe('pruned');
    const req = pool.current.received.at(-1)!;
    expect(req.input.sources[1].text).toBe('kind: X\n');
    pool.current.answer(req);
    const last = sent.at(-1)!.m as Extract<OutboundMessage, { type: 'crd-playground:results' }>;
    expect(last.type).toBe('crd-playground:results');
    expect(last.runId).toBe(req.seq);
  });

  it('theme follows the parent page: light and dark are applied, anything else is refused in words', () => {
    const themes: string[] = [];
    const { send, sent } = setup(['https://docs.example'], (t) => themes.push(t));
    send({ type: 'crd-playground:theme', theme: 'dark' });
    send({ type: 'crd-playground:theme', theme: 'light' });
    send({ type: 'crd-playground:theme', theme: 'dark' }, 'https://evil.example');
    send({ type: 'crd-playground:theme', theme: 'sepia' });
    expect(themes).toEqual(['dark', 'light']);
    expect(sent.at(-1)!.m).toEqual({ type: 'crd-playground:error', message: 'malformed or unknown message "crd-playground:theme"' });
    expect(parseInbound({ type: 'crd-playground:theme' })).toBeNull();
  });

  it('ignores messages from origins not on the allow-list and from other windows', () => {
    const { store, send } = setup();
    send({ type: 'crd-playground:set', texts: { objects: 'evil' } }, 'https://evil.example');
    send({ type: 'crd-playground:set', texts: { objects: 'evil' } }, 'https://docs.example', {});
    expect(store.getState().texts.objects).toBe(defaultSnapshot().texts.objects);
  });

  it('select-tab, get-results and malformed messages', () => {
    const { store, send, sent, pool } = setup();
    send({ type: 'crd-playground:select-tab', tab: 'defaulted' });
    expect(store.getState().tab).toBe('defaulted');
    pool.current.answer(pool.current.received[0]);
    const before = sent.length;
    send({ type: 'crd-playground:get-results' });
    expect(sent.slice(before).map((s) => s.m.type)).toEqual(['crd-playground:results']);
    send({ type: 'crd-playground:set', texts: { objects: 42 } });
    expect(sent.at(-1)!.m.type).toBe('crd-playground:error');
    send({ type: 'something-else' });
    expect(sent.at(-1)!.m.type).toBe('crd-playground:error');
    expect(store.getState().texts.objects).toBe(defaultSnapshot().texts.objects);
  });

  it('parseInbound keeps only known fields of the right type', () => {
    expect(parseInbound({ type: 'crd-playground:set', texts: { crd: 'a', other: 'b' }, options: { strict: 'yes', kubeVersion: '1.30' } })).toEqual({
      type: 'crd-playground:set',
      texts: { crd: 'a' },
      options: { kubeVersion: '1.30' },
    });
    expect(parseInbound(null)).toBeNull();
    expect(parseInbound({ type: 'crd-playground:select-tab' })).toBeNull();
  });

  it('height messages are whole pixels', () => {
    const { bridge, sent } = setup();
    bridge.postHeight(640.2);
    expect(sent.at(-1)!.m).toEqual({ type: 'crd-playground:height', height: 641 });
  });
});

describe('page config', () => {
  it('reads embed, readonly, theme, tab, lang and origins', () => {
    const c = readPageConfig('?embed&readonly=1&theme=dark&tab=pruned&lang=uk&origin=https://docs.example/path,javascript:alert(1)&origin=http://localhost:3000', 'http://127.0.0.1:4173');
    expect(c).toEqual({
      embed: true,
      readOnly: true,
      theme: 'dark',
      tab: 'pruned',
      lang: 'uk',
      kube: null,
      example: null,
      origins: ['http://127.0.0.1:4173', 'https://docs.example', 'http://localhost:3000'],
    });
    const d = readPageConfig('', 'http://x');
    expect(d.embed).toBe(false);
    expect(d.theme).toBeNull();
    expect(readPageConfig('?embed=0&theme=blue', 'http://x')).toMatchObject({ embed: false, theme: null });
  });
});
