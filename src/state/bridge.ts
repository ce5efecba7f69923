// The postMessage API of an embedded playground (documented in docs/embedding.md).
// Inbound (from the parent page, origin allow-listed): set texts/options/tab, select a tab,
// ask for the results, follow the page's theme. Outbound (to the parent): ready, results after every check, height.
import type { CheckResult } from '../engine/api';
import { REQUEST_KINDS, TEXT_IDS, MAX_GO_FILES, goFiles, isGoTextId, validGoPath, withoutGoFiles, type PlaygroundOptions, type TextId } from './snapshot';
import type { PlaygroundStore } from './store';
import type { GeneratedCrd } from '../worker/protocol';
import { kubeVersionFor } from './kube-version';
import { unknownKubeVersionNotice } from './notice';
import { unsupportedKubeVersionMessage } from '../engine/index';

export const API_VERSION = 1;
export const P = 'crd-playground:';

type InboundMessage =
  | { type: 'crd-playground:set'; texts?: Partial<Record<TextId, string>>; options?: Partial<PlaygroundOptions>; tab?: string }
  | { type: 'crd-playground:select-tab'; tab: string }
  | { type: 'crd-playground:get-results' }
  | { type: 'crd-playground:theme'; theme: 'light' | 'dark' };

export type OutboundMessage =
  | { type: 'crd-playground:ready'; version: number }
  /** `generated`: Go mode's generated CRDs (file name, name, YAML as controller-gen writes it). */
  | { type: 'crd-playground:results'; runId: number; result: CheckResult; generated?: GeneratedCrd[] }
  | { type: 'crd-playground:height'; height: number }
  | { type: 'crd-playground:error'; message: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validates a message from outside; null when it is not one of ours or malformed. */
export function parseInbound(data: unknown): InboundMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'crd-playground:set': {
      const out: Extract<InboundMessage, { type: 'crd-playground:set' }> = { type: data.type };
      if (data.texts !== undefined) {
        if (!isRecord(data.texts)) return null;
        out.texts = {};
        for (const id of TEXT_IDS) {
          const v = data.texts[id];
          if (v === undefined) continue;
          if (typeof v !== 'string') return null;
          out.texts[id] = v;
        }
        // Go mode's files: `go:<path>` texts (a relative .go path or go.mod), in their order
        let files = 0;
        for (const [id, v] of Object.entries(data.texts)) {
          if (!isGoTextId(id)) continue;
          if (typeof v !== 'string' || !validGoPath(id.slice(3)) || ++files > MAX_GO_FILES) return null;
          out.texts[id] = v;
        }
      }
      if (data.options !== undefined) {
        if (!isRecord(data.options)) return null;
        out.options = {};
        if (typeof data.options.kubeVersion === 'string') out.options.kubeVersion = data.options.kubeVersion;
        if (typeof data.options.strict === 'boolean') out.options.strict = data.options.strict;
        if (typeof data.options.crdUpdate === 'boolean') out.options.crdUpdate = data.options.crdUpdate;
        if (data.options.crdSource === 'go' || data.options.crdSource === 'yaml') out.options.crdSource = data.options.crdSource;
        const request = data.options.request;
        if (typeof request === 'string' && (REQUEST_KINDS as readonly string[]).includes(request)) out.options.request = request as PlaygroundOptions['request'];
      }
      if (typeof data.tab === 'string') out.tab = data.tab;
      return out;
    }
    case 'crd-playground:select-tab':
      return typeof data.tab === 'string' ? { type: data.type, tab: data.tab } : null;
    case 'crd-playground:get-results':
      return { type: data.type };
    case 'crd-playground:theme':
      return data.theme === 'light' || data.theme === 'dark' ? { type: data.type, theme: data.theme } : null;
    default:
      return null;
  }
}

interface MessageTarget {
  postMessage(message: OutboundMessage, targetOrigin: string): void;
}

interface BridgeWindow {
  addEventListener(type: 'message', listener: (e: { data: unknown; origin: string; source: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (e: { data: unknown; origin: string; source: unknown }) => void): void;
}

/** Connects the store to the parent page. Returns a function that posts the page height. */
export function connectBridge(opts: {
  store: PlaygroundStore;
  self: BridgeWindow;
  parent: MessageTarget;
  origins: string[];
  /** Shows the embed in the parent page's theme (the page switched between light and dark). */
  setTheme?: (theme: 'light' | 'dark') => void;
}): {
  postHeight(height: number): void;
  postError(message: string): void;
  dispose(): void;
} {
  const { store, parent, origins } = opts;
  const post = (m: OutboundMessage) => {
    for (const o of origins) parent.postMessage(m, o);
  };
  const postResults = () => {
    const s = store.getState();
    if (!s.result || s.runId !== s.inputSeq) return;
    post(s.go ? { type: 'crd-playground:results', runId: s.runId, result: s.result, generated: s.go.crds } : { type: 'crd-playground:results', runId: s.runId, result: s.result });
  };
  const onMessage = (e: { data: unknown; origin: string; source: unknown }) => {
    if (e.source !== parent || !origins.includes(e.origin)) return;
    const msg = parseInbound(e.data);
    if (!msg) {
      if (isRecord(e.data) && typeof e.data.type === 'string' && e.data.type.startsWith(P))
        post({ type: 'crd-playground:error', message: `malformed or unknown message ${JSON.stringify(e.data.type)}` });
      return;
    }
    const st = store.getState();
    if (msg.type === 'crd-playground:set') {
      const cur = st.snapshot();
      const options = { ...cur.options, ...msg.options };
      let notice = null;
      if (msg.options?.kubeVersion !== undefined) {
        // an unknown version is refused: the default is used, the page shows why and the parent is told
        const k = kubeVersionFor(msg.options.kubeVersion);
        options.kubeVersion = k.kubeVersion;
        if (k.refused !== undefined) {
          notice = unknownKubeVersionNotice(k.refused);
          post({ type: 'crd-playground:error', message: unsupportedKubeVersionMessage(msg.options.kubeVersion) });
        }
      }
      // Go files sent replace the Go files there were (a page sends its whole package); Go files alone mean Go mode
      const sentGo = Object.keys(msg.texts ?? {}).some(isGoTextId);
      const base = sentGo ? withoutGoFiles(cur.texts) : cur.texts;
      const texts = { ...base, ...msg.texts } as typeof cur.texts;
      if (sentGo && msg.options?.crdSource === undefined) options.crdSource = 'go';
      if (options.crdSource === 'go' && goFiles(texts).length === 0) options.crdSource = 'yaml';
      st.load({ texts, options, tab: msg.tab ?? cur.tab }, notice);
    } else if (msg.type === 'crd-playground:select-tab') st.selectTab(msg.tab);
    else if (msg.type === 'crd-playground:theme') opts.setTheme?.(msg.theme);
    else postResults();
  };
  opts.self.addEventListener('message', onMessage);
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.result !== prev.result) postResults();
  });
  post({ type: 'crd-playground:ready', version: API_VERSION });
  postResults();
  return {
    postHeight: (height) => post({ type: 'crd-playground:height', height: Math.ceil(height) }),
    postError: (message) => post({ type: 'crd-playground:error', message }),
    dispose: () => {
      unsubscribe();
      opts.self.removeEventListener('message', onMessage);
    },
  };
}
