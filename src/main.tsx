// The browser entry: reads the page's URL (share link, embed options, language), builds the
// store, connects the embed bridge and renders the app. A page that opens a gallery example
// (`?example=<id>`) loads the gallery's chunk first; other pages start at once without it.
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { PresentationContext, StoreContext, type Presentation } from './ui/context';
import { I18nContext, catalogLoaded, loadCatalog, pickLang, translator, type Lang } from './ui/i18n';
import { createPlaygroundStore, type PlaygroundStore } from './state/store';
import { createWorkspaceStore, effectiveTheme } from './state/workspace';
import { WorkspaceContext, useMedia, useWorkspace } from './ui/workspace';
import { browserStorage } from './state/autosave';
import { bootState, openLink, wantsGalleryExample } from './state/boot';
import { WorkHistory, browserTabId } from './state/history';
import { connectBridge } from './state/bridge';
import { readPageConfig } from './state/page-config';
import { goExampleWork } from './state/go-mode';
import { createBrowserEngineClient, createBrowserLanguageClient, createBrowserViewClient } from './worker/browser';
import { monacoSettled } from './ui/editor/monacoSettled';
import './ui/styles.css';
import './sw/register'; // offline support: service worker in production builds
import type { Example } from './examples/types';

const config = readPageConfig(location.search, location.origin);
const storage = browserStorage();
const pickedLang = pickLang(config.lang, navigator.languages ?? [navigator.language]);
// a language other than English loads its catalog's chunk (asked for here, beside the store's start);
// the app is rendered once it is there, in English if it cannot be fetched (offline without it)
const catalog = loadCatalog(pickedLang).then(
  () => pickedLang,
  (): Lang => 'en',
);
// the workspace (pane sizes, theme) is kept per browser; embeds keep nothing
const workspace = createWorkspaceStore(storage, !config.embed);
if (config.embed) document.documentElement.classList.add('embed');

// an embed starts in `?theme=` and follows the parent page's theme messages after that (it keeps nothing)
if (config.embed && config.theme) workspace.getState().setTheme(config.theme);

if (wantsGalleryExample(config))
  import('./examples/gallery').then(
    (m) => start(m.EXAMPLES),
    () => start([]), // offline without the gallery's chunk: the example is unknown (said), the page works
  );
else start([]);

/** `?theme=` wins in the full app; otherwise the toggle, where "system" follows prefers-color-scheme live. */
function usePresentationValue(): Presentation {
  const setting = useWorkspace((s) => s.theme);
  const systemDark = useMedia('(prefers-color-scheme: dark)');
  const theme = (config.embed ? null : config.theme) ?? effectiveTheme(setting, systemDark);
  useEffect(() => {
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return useMemo(() => ({ embed: config.embed, readOnly: config.readOnly, theme }), [theme]);
}

function Themed() {
  const presentation = usePresentationValue();
  return (
    <PresentationContext.Provider value={presentation}>
      <App />
    </PresentationContext.Provider>
  );
}

function Root({ store, initialLang }: { store: PlaygroundStore; initialLang: Lang }) {
  const [lang, setLang] = useState<Lang>(initialLang);
  const i18n = useMemo(() => {
    const t = translator(lang);
    document.documentElement.lang = lang;
    document.title = t('app.title');
    // the language menu switches once the catalog is loaded; one that cannot be fetched leaves the page as it is
    const choose = (next: Lang) =>
      void loadCatalog(next).then(
        () => setLang(next),
        () => undefined,
      );
    return { lang, t, setLang: choose };
  }, [lang]);
  return (
    <StoreContext.Provider value={store}>
      <I18nContext.Provider value={i18n}>
        <WorkspaceContext.Provider value={workspace}>
          <Themed />
        </WorkspaceContext.Provider>
      </I18nContext.Provider>
    </StoreContext.Provider>
  );
}

/**
 * The store warms the view and language workers (each starts an engine worker and loads the CRD) once
 * the check worker is idle after the first result; in the full app that is while Monaco's chunk is
 * compiled and the editors are made on the main thread, and on two cores the three would share the
 * CPU. Their warm-up waits until Monaco has taken over (or failed to load): only the newest input is
 * warmed then. A question or a view asked for meanwhile starts its worker at once, as before (0029).
 */
function warmAfterMonaco<C extends { warm(input: never): void }>(client: C): C {
  const warm = client.warm.bind(client) as (input: Parameters<C['warm']>[0]) => void;
  let newest: { input: Parameters<C['warm']>[0] } | null = null;
  client.warm = (input: Parameters<C['warm']>[0]) => {
    if (!newest)
      void monacoSettled().then(() => {
        const w = newest;
        newest = null;
        if (w) warm(w.input);
      });
    newest = { input };
  };
  return client;
}

/** Builds the store over the page's work and renders the app (`examples`: the gallery, when the address names an example). */
function start(examples: readonly Example[]): void {
  const workHistory = config.embed ? undefined : new WorkHistory(storage, browserTabId());
  const boot = bootState(location.hash, storage, config, workHistory, examples);
  const store = createPlaygroundStore({
    initial: boot.snapshot,
    storage,
    history: workHistory,
    autosave: !config.embed,
    warmViews: !config.embed,
    warmLanguage: !config.embed,
    engine: (callbacks) => createBrowserEngineClient(callbacks),
    views: (onAnswer) => warmAfterMonaco(createBrowserViewClient({ onAnswer })),
    language: () => warmAfterMonaco(createBrowserLanguageClient()),
  });
  if (boot.notice) store.getState().setNotice(boot.notice);
  // ?example=go-…: the Go examples are in Go mode's chunk
  if (boot.goExample !== undefined) {
    const id = boot.goExample;
    void goExampleWork(id, store.getState().snapshot()).then((snap) => {
      if (snap) store.getState().load(snap, config.embed ? null : { kind: 'info', key: 'notice.example.fromLink', params: { id }, restore: store.getState().snapshot() });
      else store.getState().setNotice({ kind: 'error', key: 'notice.example.unknown', params: { id } });
    });
  }
  // storage disabled (private mode, blocked by settings): said once, the work stays in the editors
  else if (!config.embed && !storage) store.getState().setNotice({ kind: 'error', key: 'notice.storage.refused' });
  if (config.example !== null && !config.embed) {
    // the example is now the work on screen (autosaved): a reload keeps later edits
    const u = new URL(location.href);
    u.searchParams.delete('example');
    history.replaceState(null, '', u.pathname + u.search + u.hash);
  }
  if (boot.consumedHash) {
    // the link's state is now the autosaved work: a reload keeps later edits
    history.replaceState(null, '', location.pathname + location.search);
    store.getState().flush();
  }
  // a link pasted into this tab changes only the fragment: open it without a reload
  addEventListener('hashchange', () => {
    const st = store.getState();
    const link = openLink(location.hash, st.snapshot(), storage, !config.embed);
    if (!link.found) return;
    if (link.snapshot) st.load(link.snapshot, link.notice);
    else st.setNotice(link.notice);
    if (!config.embed) history.replaceState(null, '', location.pathname + location.search);
  });
  addEventListener('pagehide', () => store.getState().flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') store.getState().flush();
  });

  const render = (lang: Lang) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Root store={store} initialLang={lang} />
      </StrictMode>,
    );
  // English (the page's own chunk) renders at once; another language when its catalog has come
  if (catalogLoaded(pickedLang)) render(pickedLang);
  else void catalog.then(render);

  if (config.embed && window.parent !== window) {
    const bridge = connectBridge({ store, self: window, parent: window.parent, origins: config.origins, setTheme: (theme) => workspace.getState().setTheme(theme) });
    if (boot.unknownExample !== null) bridge.postError(`there is no example with id ${JSON.stringify(boot.unknownExample)} (the ids are listed in docs/examples.md)`);
    // the element's kube-version attribute (?kube=): the page shows a notice, and the element says it too
    if (boot.refusedKubeMessage !== undefined) bridge.postError(boot.refusedKubeMessage);
    // the body's, not the document's: the document's scroll height is never less than the frame's own
    // height, so a frame that started taller than its content (the code blocks it replaced) stayed so
    const report = () => bridge.postHeight(document.body.scrollHeight);
    new ResizeObserver(report).observe(document.body);
    report();
  }
}
