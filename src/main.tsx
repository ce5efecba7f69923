// The browser entry: reads the page's URL (share link, embed options, language), builds the
// store, connects the embed bridge and renders the app.
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { PresentationContext, StoreContext, type Presentation } from './ui/context';
import { I18nContext, pickLang, translator, type Lang } from './ui/i18n';
import { createPlaygroundStore } from './state/store';
import { browserStorage } from './state/autosave';
import { bootState, openLink } from './state/boot';
import { WorkHistory, browserTabId } from './state/history';
import { connectBridge } from './state/bridge';
import { readPageConfig } from './state/page-config';
import { createBrowserEngineClient, createBrowserLanguageClient, createBrowserViewClient } from './worker/browser';
import './ui/styles.css';
import './sw/register'; // offline support: service worker in production builds

const config = readPageConfig(location.search, location.origin);
const storage = browserStorage();
const workHistory = config.embed ? undefined : new WorkHistory(storage, browserTabId());
const boot = bootState(location.hash, storage, config, workHistory);
const store = createPlaygroundStore({
  initial: boot.snapshot,
  storage,
  history: workHistory,
  autosave: !config.embed,
  engine: (callbacks) => createBrowserEngineClient(callbacks),
  views: (onAnswer) => createBrowserViewClient({ onAnswer }),
  language: () => createBrowserLanguageClient(),
});
if (boot.notice) store.getState().setNotice(boot.notice);
// storage disabled (private mode, blocked by settings): said once, the work stays in the editors
else if (!config.embed && !storage) store.getState().setNotice({ kind: 'error', key: 'notice.storage.refused' });
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

const initialLang = pickLang(config.lang, navigator.languages ?? [navigator.language]);
const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
const presentation: Presentation = {
  embed: config.embed,
  readOnly: config.readOnly,
  theme: config.theme ?? (prefersDark ? 'dark' : 'light'),
};
if (config.embed) document.documentElement.classList.add('embed');
document.documentElement.style.colorScheme = presentation.theme;

function Root() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const i18n = useMemo(() => {
    const t = translator(lang);
    document.documentElement.lang = lang;
    document.title = t('app.title');
    return { lang, t, setLang };
  }, [lang]);
  return (
    <StoreContext.Provider value={store}>
      <I18nContext.Provider value={i18n}>
        <PresentationContext.Provider value={presentation}>
          <App />
        </PresentationContext.Provider>
      </I18nContext.Provider>
    </StoreContext.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);

if (config.embed && window.parent !== window) {
  const bridge = connectBridge({ store, self: window, parent: window.parent, origins: config.origins });
  const report = () => bridge.postHeight(document.documentElement.scrollHeight);
  new ResizeObserver(report).observe(document.body);
  report();
}
