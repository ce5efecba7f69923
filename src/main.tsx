// The browser entry: builds the store (autosaved work or the example), renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { PresentationContext, StoreContext, type Presentation } from './ui/context';
import { I18nContext, pickLang, translator } from './ui/i18n';
import { createPlaygroundStore } from './state/store';
import { browserStorage, loadSnapshot } from './state/autosave';
import { defaultSnapshot } from './state/snapshot';
import { createBrowserEngineClient } from './worker/browser';
import './ui/styles.css';

const params = new URLSearchParams(location.search);
const storage = browserStorage();
const store = createPlaygroundStore({
  initial: loadSnapshot(storage) ?? defaultSnapshot(),
  storage,
  engine: (callbacks) => createBrowserEngineClient(callbacks),
});
addEventListener('pagehide', () => store.getState().flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') store.getState().flush();
});

const lang = pickLang(params.get('lang'), navigator.languages ?? [navigator.language]);
document.documentElement.lang = lang;
const t = translator(lang);
document.title = t('app.title');
const presentation: Presentation = { embed: false, readOnly: false, theme: 'light' };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreContext.Provider value={store}>
      <I18nContext.Provider value={{ lang, t }}>
        <PresentationContext.Provider value={presentation}>
          <App />
        </PresentationContext.Provider>
      </I18nContext.Provider>
    </StoreContext.Provider>
  </StrictMode>,
);
