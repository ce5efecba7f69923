// The playground's state: editor texts, options, results, selected tab. The engine runs
// in the worker (through an EngineClient); the UI reads this store and calls its actions.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CheckInput, CheckResult, RequestKind, SourceText } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';
import type { SourceRange } from '../engine/yaml/parsed';
import type { EngineClient, EngineRun, EngineStatus } from '../worker/client';
import type { GoOutcome, RunInput } from '../worker/protocol';
import type { StorageLike } from './autosave';
import { WorkHistory, type HistoryEntry } from './history';
import {
  goFiles,
  isGoMode,
  isOldGoMode,
  oldGoFiles,
  requestOf,
  validGoPath,
  withUpdateDefaults,
  type CrdSource,
  type GoTextId,
  type OldGoTextId,
  type PlaygroundOptions,
  type Snapshot,
  type TextId,
} from './snapshot';
import { goFileId, goRunInput, previousFromCurrent, renamedGoFile, withGeneratedTexts, withGoFile, withoutGoFile } from './go-files';
import type { ViewAnswer, ViewClient } from '../worker/view-client';
import type { ViewQuery } from '../engine';
import { tabChangesInput, withViewOptions, type ViewEntry } from './views';
import { SAMPLE_VIEW_KEY, appendDocument } from './sample';
import type { LanguageClient, LanguageOp, LanguageQuery, LanguageResults } from '../worker/language-client';
import type { EditorId, TextSpan } from '../engine/authoring/types';

interface RevealRequest {
  source: string;
  range: SourceRange;
  /** Changes on every request so that revealing the same range twice works. */
  nonce: number;
}

import type { Notice } from './notice';
export type { Notice };

export interface PlaygroundState {
  texts: Snapshot['texts'];
  options: PlaygroundOptions;
  tab: string;
  result: CheckResult | null;
  /** Sequence number of the input `result` belongs to (0 before the first result). */
  runId: number;
  /** Sequence number of the newest input. */
  inputSeq: number;
  engineStatus: EngineStatus;
  failure?: EngineRun['failure'];
  reveal: RevealRequest | null;
  notice: Notice | null;
  /** "now" for ages in printer columns ('' = the current time); not part of the saved work. */
  now: string;
  /** On-demand views computed by the view worker, by key. */
  views: Record<string, ViewEntry>;
  /** Go mode: the CRDs generated for the newest result (null in YAML mode or before the first). */
  go: GoOutcome | null;

  setText(id: TextId, text: string): void;
  /**
   * YAML or Go types as the CRD's source. To Go: the Go files (`files` when the work has none yet:
   * a starting point) and the YAML text kept in the history; to YAML: the generated CRD is the YAML
   * text, nothing lost.
   */
  setCrdSource(source: CrdSource, files?: { path: string; text: string }[]): void;
  /**
   * YAML or Go types as the previous CRD's source (CRD update). To Go: its Go files (a copy of the
   * current Go files, else `files`, when it has none yet); to YAML: the generated previous CRD is the YAML text.
   */
  setOldCrdSource(source: CrdSource, files?: { path: string; text: string }[]): void;
  /** Adds a Go file, to the previous CRD's when `previous` (false: the path is taken or not a Go file's path). */
  addGoFile(path: string, text?: string, previous?: boolean): boolean;
  /** Renames a Go file in place (false: the new path is taken or not a Go file's path). */
  renameGoFile(id: GoTextId | OldGoTextId, path: string): boolean;
  deleteGoFile(id: GoTextId | OldGoTextId): void;
  /** Create, update or update of /status; the old objects start as a copy of the objects. */
  setRequest(request: RequestKind): void;
  setOptions(options: Partial<PlaygroundOptions>): void;
  /** Turns the CRD update on or off; the first switch on starts the previous CRD as a copy of the CRD. */
  setCrdUpdate(on: boolean): void;
  /** Replaces the previous CRD with the current CRD (a starting point for a CRD update). */
  copyCrdToPrevious(): void;
  selectTab(tab: string): void;
  revealDiagnostic(d: Diagnostic): void;
  /** Selects `range` in the editor of `source` (a CEL rule in the CRD editor). */
  revealRange(source: string, range: SourceRange): void;
  /**
   * Replaces the whole work (share link, state file, example, embed message, restore); the work
   * on screen is kept in the history first.
   */
  load(snapshot: Snapshot, notice?: Notice | null): void;
  /** Recent states of every tab, newest first (the History menu). */
  historyEntries(): HistoryEntry[];
  /** The history's content address of the work on screen (the History menu marks its entry). */
  historyHash(): string;
  /** Opens a state of the history (the work on screen is kept in the history first). */
  restoreHistory(hash: string): void;
  setNotice(notice: Notice | null): void;
  setNow(now: string): void;
  /** Asks the view worker for a view of the current input; the answer lands in `views[key]`. */
  requestView(key: string, query: ViewQuery): void;
  /** "New object from schema": asks the view worker for a sample and appends it to the objects. */
  addSample(crd: string, version: string | undefined, full: boolean): void;
  /**
   * Asks the language worker about a place in an editor (completion, hover, definition at an
   * offset; code actions for a span) with the current texts; empty answers when not available.
   */
  language<Op extends Exclude<LanguageOp, 'warm' | GoLanguageOp>>(op: Op, editor: EditorId, at: number | TextSpan, locale?: 'en' | 'uk'): Promise<LanguageResults[Op]>;
  /** The same for a place in the Go file `path` of Go mode (the Go files go with the question). */
  goLanguage<Op extends GoLanguageOp>(op: Op, path: string, at: number | TextSpan, locale?: 'en' | 'uk'): Promise<LanguageResults[Op]>;
  snapshot(): Snapshot;
  /** Writes pending autosave now (page hide). */
  flush(): void;
}

export type PlaygroundStore = StoreApi<PlaygroundState>;

/** The language worker's questions about a Go file. */
type GoLanguageOp = 'goComplete' | 'goHover' | 'goCodeActions';

interface StoreDeps {
  initial: Snapshot;
  /** Creates the engine client; the store passes the callbacks. */
  engine: (callbacks: { onResult: (run: EngineRun) => void; onStatus: (status: EngineStatus, seq: number) => void }) => EngineClient;
  storage?: StorageLike | null;
  /** false: never write the work to storage (embeds); the history is then kept in memory. */
  autosave?: boolean;
  /** The work history over `storage` (one per tab); made here when absent. */
  history?: WorkHistory;
  autosaveDelayMs?: number;
  /**
   * Start the view worker once the check worker is idle after the first result (default true);
   * false: only when a view is asked for.
   */
  warmViews?: boolean;
  /**
   * The view and language workers each load the CRD as the check worker does: they start once the
   * check worker has answered the newest input and no input came for this long (default 500 ms),
   * so that the first checks have the cores to themselves.
   */
  backgroundDelayMs?: number;
  /** Creates the client of the view worker (on-demand views); without it views report an error. */
  views?: (onAnswer: (answer: ViewAnswer) => void) => ViewClient;
  /** Creates the client of the language worker (editor completion, hover, ...); without it they answer nothing. */
  language?: () => LanguageClient;
  /**
   * Start the language worker once the check worker is idle after the first result, loading the CRD
   * (default true); false (embeds): on the editors' first question. Either way, once it is there it
   * loads each changed CRD when the check worker is idle again, so the first question after a CRD
   * change is answered within its time limit.
   */
  warmLanguage?: boolean;
}

/** What the language worker is asked with: the editors' texts, the Kubernetes version and the request. */
function authoringInput(s: Pick<PlaygroundState, 'texts' | 'options'>, locale?: 'en' | 'uk'): LanguageQuery['input'] {
  return {
    texts: { crd: s.texts.crd, objects: s.texts.objects, old: s.texts.old ?? '', oldCrd: s.texts.oldCrd ?? '' },
    kubeVersion: s.options.kubeVersion,
    request: requestOf(s.options),
    ...(locale ? { locale } : {}),
  };
}

/**
 * What the check worker is sent: in Go mode the Go files take the CRD's place (the worker generates
 * the CRDs and checks them); otherwise the check input.
 */
export function toRunInput(s: Pick<Snapshot, 'texts' | 'options'>): RunInput {
  return goRunInput(toCheckInput(s), s);
}

/** The check input (in Go mode with the generated CRD as the CRD text: what views and language services see). */
export function toCheckInput(s: Pick<Snapshot, 'texts' | 'options'>): CheckInput {
  const request = requestOf(s.options);
  const input: CheckInput = {
    sources: [
      { id: 'crd', text: s.texts.crd },
      { id: 'objects', text: s.texts.objects },
    ],
    options: { kubeVersion: s.options.kubeVersion, strict: s.options.strict, request },
  };
  const oldSources: SourceText[] = [];
  if (request !== 'create') oldSources.push({ id: 'old', text: s.texts.old ?? '' });
  // a CRD update: the previous CRD is an old source (a CRD there with the new CRD's name is its previous version)
  if (s.options.crdUpdate === true) oldSources.push({ id: 'oldCrd', text: s.texts.oldCrd ?? '' });
  if (oldSources.length > 0) input.oldSources = oldSources;
  return input;
}

/** Work larger than this (characters, all editors) is saved only once typing has paused for `LARGE_WORK_AUTOSAVE_MS`. */
export const LARGE_WORK_CHARS = 100_000;
export const LARGE_WORK_AUTOSAVE_MS = 1500;

/**
 * The autosave delay: writing the work to localStorage is synchronous on the page's thread and
 * takes long for large texts (a 535 kB CRD: a long task of tens to hundreds of ms that delays the
 * next keystroke and result), so large work waits for a real pause. Work is flushed on pagehide
 * and when the page is hidden in any case.
 */
export function autosaveDelay(texts: Snapshot['texts'], delay: number): number {
  let chars = texts.crd.length + texts.objects.length + (texts.old?.length ?? 0) + (texts.oldCrd?.length ?? 0);
  for (const f of [...goFiles(texts), ...oldGoFiles(texts)]) chars += f.text.length;
  return chars > LARGE_WORK_CHARS ? Math.max(delay, LARGE_WORK_AUTOSAVE_MS) : delay;
}

export function createPlaygroundStore(deps: StoreDeps): PlaygroundStore & { engine: EngineClient } {
  let revealNonce = 0;
  /** The sequence number of the sample request whose answer is appended to the objects. */
  let pendingSample = 0;
  // Go mode opened from a link, the autosave or the history has no generated CRD until its first
  // result: a switch to YAML before then waits for it (the YAML editor starts from that CRD, never empty)
  let yamlAfterResult = false;
  let languageClient: LanguageClient | null = null; // started when the check worker is idle, or on the first request
  const languageClientNow = (): LanguageClient | null => {
    if (!languageClient) {
      languageClient = deps.language?.() ?? null;
      if (!backgroundStarted) languageClient?.hold();
    }
    return languageClient;
  };
  /** The CRD and Kubernetes version the language worker was last asked to load. */
  let warmed: { crd: string; kubeVersion: string } | null = null;
  // the view and language workers start when the check worker is idle (deps.backgroundDelayMs)
  let backgroundStarted = false;
  let backgroundTimer: ReturnType<typeof setTimeout> | null = null;
  const cancelBackgroundStart = () => {
    if (backgroundTimer !== null) clearTimeout(backgroundTimer);
    backgroundTimer = null;
  };
  /** The language worker has loaded (or was asked to load) another CRD than the editor's. */
  const crdChangedSinceWarm = () => {
    const s = store.getState();
    return !!languageClient && (warmed?.crd !== s.texts.crd || warmed.kubeVersion !== s.options.kubeVersion);
  };
  const scheduleBackgroundStart = () => {
    cancelBackgroundStart();
    backgroundTimer = setTimeout(() => {
      backgroundTimer = null;
      if (!backgroundStarted) {
        backgroundStarted = true;
        // the view worker is started so that its code is loaded when a tab asks; an embed starts it
        // only when a view is asked for (a docs page pays for what its reader opens)
        if (deps.warmViews !== false) viewClient?.warm();
        if (deps.warmLanguage !== false) languageClientNow();
        languageClient?.release();
      }
      // the language worker loads the CRD now, while nobody waits, rather than on the first question
      if (crdChangedSinceWarm()) {
        const s = store.getState();
        warmed = { crd: s.texts.crd, kubeVersion: s.options.kubeVersion };
        languageClient?.warm(authoringInput(s));
      }
    }, deps.backgroundDelayMs ?? 500);
  };
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const autosave = deps.autosave !== false && !!deps.storage;
  const delay = deps.autosaveDelayMs ?? 200;
  const history = autosave ? (deps.history ?? new WorkHistory(deps.storage ?? null, 'tab')) : new WorkHistory(null, 'embed');
  /** Storage refused a write: said once per page, in words. */
  let refusalShown = false;

  const store = createStore<PlaygroundState>()((set, get) => {
    const snapshot = (): Snapshot => {
      const s = get();
      return { texts: { ...s.texts }, options: { ...s.options }, tab: s.tab };
    };
    /**
     * The work as storage keeps it (autosave, history): in Go mode without the generated CRD, which the
     * worker makes again from the Go files (as share links do); writing a new 688 KB text at every
     * edit of a kind with a pod template was the longest main-thread task while typing Go.
     */
    const stored = (): Snapshot => {
      const snap = snapshot();
      return isGoMode(snap.options) ? { ...snap, texts: { ...snap.texts, crd: '' } } : snap;
    };
    const storageRefused = () => {
      if (refusalShown) return;
      refusalShown = true;
      const cur = get().notice;
      const notice: Notice = { kind: 'error', key: 'notice.storage.refused' };
      if (cur?.restore) notice.restore = cur.restore;
      set({ notice });
    };
    const flush = () => {
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
      if (autosave && history.save(stored()) === 'refused') storageRefused();
    };
    const scheduleSave = () => {
      if (!autosave) return;
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = setTimeout(flush, autosaveDelay(get().texts, delay));
    };
    const run = (immediate = false) => {
      cancelBackgroundStart();
      const seq = engine.submit(withViewOptions(toRunInput(get()), get()), immediate);
      set({ inputSeq: seq });
    };
    const initial = withUpdateDefaults(deps.initial);
    return {
      texts: initial.texts,
      options: initial.options,
      tab: deps.initial.tab,
      result: null,
      runId: 0,
      inputSeq: 0,
      engineStatus: 'pending',
      reveal: null,
      notice: null,
      now: '',
      views: {},
      go: null,
      setText(id, text) {
        if (get().texts[id] === text) return;
        // in Go mode the CRD text is the generated one (read-only)
        if (id === 'crd' && isGoMode(get().options)) return;
        if (id === 'oldCrd' && isOldGoMode(get().options)) return;
        set({ texts: { ...get().texts, [id]: text } });
        scheduleSave();
        run();
      },
      setRequest(request) {
        const { texts, options } = get();
        if (requestOf(options) === request) return;
        // the first switch to an update starts the old objects as a copy of the objects
        const old = request !== 'create' && (texts.old ?? '') === '' ? texts.objects : texts.old;
        set({ texts: { ...texts, old: old ?? '' }, options: { ...options, request } });
        scheduleSave();
        run(true);
      },
      setOptions(options) {
        set({ options: { ...get().options, ...options } });
        scheduleSave();
        run(true);
      },
      setCrdUpdate(on) {
        const { texts, options } = get();
        if ((options.crdUpdate === true) === on) return;
        // the first switch on starts the previous CRD as a copy of the CRD (in Go mode: of its Go files, in Go)
        const first = on && (texts.oldCrd ?? '') === '' && oldGoFiles(texts).length === 0;
        if (first && isGoMode(options)) {
          set({ texts: { ...previousFromCurrent(texts), oldCrd: texts.crd }, options: { ...options, crdUpdate: on, oldCrdSource: 'go' } });
        } else {
          const oldCrd = first ? texts.crd : (texts.oldCrd ?? '');
          set({ texts: { ...texts, oldCrd }, options: { ...options, crdUpdate: on } });
        }
        scheduleSave();
        run(true);
      },
      setCrdSource(source, files) {
        const { texts, options } = get();
        if ((options.crdSource ?? 'yaml') === source) return;
        if (source === 'go') {
          // the YAML text is replaced by the generated CRD at the first result: it stays in the history
          if (history.checkpoint(stored()) === 'refused' && autosave) storageRefused();
          let next = texts;
          if (goFiles(texts).length === 0) for (const f of files ?? []) next = withGoFile(next, f.path, f.text);
          set({ texts: next, options: { ...options, crdSource: 'go' } });
        } else {
          if (texts.crd === '' && goFiles(texts).length > 0 && get().go === null) {
            yamlAfterResult = true;
            return;
          }
          set({ options: { ...options, crdSource: 'yaml' }, go: null });
        }
        yamlAfterResult = false;
        scheduleSave();
        run(true);
      },
      setOldCrdSource(source, files) {
        const { texts, options } = get();
        if ((options.oldCrdSource ?? 'yaml') === source) return;
        if (source === 'go') {
          // the YAML text is replaced by the generated previous CRD at the first result: it stays in the history
          if (history.checkpoint(snapshot()) === 'refused' && autosave) storageRefused();
          let next = texts;
          if (oldGoFiles(texts).length === 0) {
            if (goFiles(texts).length > 0) next = previousFromCurrent(texts);
            else for (const f of files ?? []) next = withGoFile(next, f.path, f.text, true);
          }
          set({ texts: next, options: { ...options, oldCrdSource: 'go' } });
        } else set({ options: { ...options, oldCrdSource: 'yaml' } });
        scheduleSave();
        run(true);
      },
      addGoFile(path, text = '', previous = false) {
        const { texts } = get();
        if (!validGoPath(path) || texts[goFileId(path, previous)] !== undefined) return false;
        set({ texts: withGoFile(texts, path, text, previous) });
        scheduleSave();
        run(true);
        return true;
      },
      renameGoFile(id, path) {
        const next = renamedGoFile(get().texts, id, path);
        if (!next) return false;
        set({ texts: next });
        scheduleSave();
        run(true);
        return true;
      },
      deleteGoFile(id) {
        const { texts } = get();
        if (texts[id] === undefined) return;
        set({ texts: withoutGoFile(texts, id) });
        scheduleSave();
        run(true);
      },
      copyCrdToPrevious() {
        const { texts, options } = get();
        if (isOldGoMode(options) && isGoMode(options)) set({ texts: previousFromCurrent(texts) });
        else if (isOldGoMode(options)) set({ texts: { ...texts, oldCrd: texts.crd }, options: { ...options, oldCrdSource: 'yaml' } });
        else if (texts.oldCrd === texts.crd) return;
        else set({ texts: { ...texts, oldCrd: texts.crd } });
        scheduleSave();
        run(true);
      },
      selectTab(tab) {
        const prev = get().tab;
        if (prev === tab) return;
        set({ tab });
        scheduleSave();
        if (tabChangesInput(prev, tab)) run(true);
      },
      revealDiagnostic(d) {
        if (!d.range) return;
        set({ reveal: { source: d.source, range: d.range, nonce: ++revealNonce } });
      },
      revealRange(source, range) {
        set({ reveal: { source, range, nonce: ++revealNonce } });
      },
      load(snap, notice = null) {
        const full = withUpdateDefaults(snap);
        // the work on screen stays in the history (a link over a link never loses the first work)
        const previous = snapshot();
        const shownBefore = refusalShown;
        if (saveTimer !== null) flush();
        if (history.checkpoint(stored()) === 'refused' && autosave) storageRefused();
        set({ texts: full.texts, options: full.options, tab: snap.tab, go: null });
        // a refusal said while keeping the work stays on screen (it is said once per page)
        if (!shownBefore && refusalShown) set({ notice: { kind: 'error', key: 'notice.storage.refused', restore: notice?.restore ?? previous } });
        else if (notice !== null || get().notice?.key !== 'notice.storage.refused') set({ notice });
        scheduleSave();
        run(true);
      },
      historyEntries() {
        return history.entries();
      },
      historyHash() {
        return history.hashOf(stored());
      },
      restoreHistory(hash) {
        const snap = history.get(hash);
        if (!snap) {
          set({ notice: { kind: 'error', key: 'notice.history.gone' } });
          return;
        }
        get().load(snap, { kind: 'info', key: 'notice.history.restored', restore: snapshot() });
      },
      setNotice(notice) {
        set({ notice });
      },
      setNow(now) {
        if (get().now === now) return;
        set({ now });
        run(true);
      },
      requestView(key, query) {
        const s = get();
        if (!viewClient) {
          set({ views: { ...s.views, [key]: { seq: 0, status: 'ready', error: 'views are not available here' } } });
          return;
        }
        // the views see the check's input with "now" (no None-conversion previews: views do not show them)
        const seq = viewClient.request(key, withViewOptions(toCheckInput(s), { tab: '', now: s.now }), query);
        set({ views: { ...s.views, [key]: { ...s.views[key], seq, status: 'pending' } } });
      },
      language(op, editor, at, locale) {
        const input = authoringInput(get(), locale);
        const languageClient = languageClientNow();
        if (!languageClient) {
          const empty: LanguageResults = { complete: null, hover: null, definition: [], codeActions: [], warm: null, goComplete: null, goHover: null, goCodeActions: [] };
          return Promise.resolve(empty[op]);
        }
        const query = typeof at === 'number' ? { op, input, editor, offset: at } : { op, input, editor, span: at };
        return languageClient.request(query as Parameters<LanguageClient['request']>[0]) as Promise<LanguageResults[typeof op]>;
      },
      goLanguage(op, path, at, locale) {
        const s = get();
        const input = authoringInput(s, locale);
        const files = goFiles(s.texts).map((f) => ({ path: f.path, text: f.text }));
        const languageClient = languageClientNow();
        if (!languageClient) return Promise.resolve((op === 'goCodeActions' ? [] : null) as LanguageResults[typeof op]);
        const query = typeof at === 'number' ? { op, input, files, path, offset: at } : { op, input, files, path, span: at };
        return languageClient.request(query as Parameters<LanguageClient['request']>[0]) as Promise<LanguageResults[typeof op]>;
      },
      addSample(crd, version, full) {
        get().requestView(SAMPLE_VIEW_KEY, { kind: 'sample', crd, version, full });
        pendingSample = get().views[SAMPLE_VIEW_KEY]?.seq ?? 0;
      },
      snapshot,
      flush,
    };
  });

  const engine = deps.engine({
    onResult: (r) => {
      const st = store.getState();
      if (r.go && (isGoMode(st.options) || isOldGoMode(st.options))) {
        // Go mode: the generated CRD (and previous CRD) is the text downstream (views, language services, the switch back to YAML)
        const texts = withGeneratedTexts(st.texts, st.options, r.go);
        store.setState({ result: r.result, runId: r.seq, failure: r.failure, go: isGoMode(st.options) ? r.go : null, texts });
      } else store.setState({ result: r.result, runId: r.seq, failure: r.failure });
      if (yamlAfterResult && r.go && isGoMode(store.getState().options)) store.getState().setCrdSource('yaml');
      // the check worker is idle once it has answered the newest input: start the others after a pause
      // (and have the language worker load a changed CRD; in Go mode the generated one)
      if ((!backgroundStarted || crdChangedSinceWarm()) && r.seq === store.getState().inputSeq) scheduleBackgroundStart();
    },
    onStatus: (status) => store.setState({ engineStatus: status }),
  });
  const viewClient = deps.views?.((a) => {
    const cur = store.getState().views[a.key];
    if (cur && cur.seq !== a.seq) return;
    const entry: ViewEntry = a.ok ? { seq: a.seq, status: 'ready', result: a.result } : { seq: a.seq, status: 'ready', error: a.error };
    store.setState({ views: { ...store.getState().views, [a.key]: entry } });
    if (a.key === SAMPLE_VIEW_KEY && a.seq === pendingSample) {
      pendingSample = 0;
      if (a.ok && a.result.kind === 'sample' && a.result.sample.yaml) store.getState().setText('objects', appendDocument(store.getState().texts.objects, a.result.sample.yaml));
    }
  });
  store.setState({ inputSeq: engine.submit(withViewOptions(toRunInput(store.getState()), store.getState()), true) });
  return Object.assign(store, { engine });
}
