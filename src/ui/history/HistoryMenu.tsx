// The History menu: recent states of every tab (time, first CRD, object count), newest first;
// one click opens a state, and the work on screen goes to the history first.
import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry } from '../../state/history';
import { usePlaygroundStore } from '../context';
import { useI18n } from '../i18n';
import '../versions/views.css';

export function HistoryMenu() {
  const { t, lang } = useI18n();
  const store = usePlaygroundStore();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const open = entries !== null;
  useEffect(() => {
    if (!open) return;
    dialog.current?.querySelector<HTMLButtonElement>('button.gallery-item')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setEntries(null);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [open]);
  const toggle = () => {
    if (open) return setEntries(null);
    store.getState().flush(); // the work on screen is the newest state
    setEntries(store.getState().historyEntries());
  };
  const current = open ? store.getState().historyHash() : '';
  // made only while the menu is open: a page's first Intl formatter loads the locale data (~0.1 s of
  // the main thread before the first paint on a 2-core machine)
  const time = open ? new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' }) : null;
  return (
    <>
      <button type="button" aria-expanded={open} aria-haspopup="dialog" onClick={toggle}>
        {t('history.button')}
      </button>
      {entries ? (
        <div ref={dialog} className="gallery history" role="dialog" aria-label={t('history.title')}>
          <h2>{t('history.title')}</h2>
          {entries.length === 0 ? <p>{t('history.empty')}</p> : null}
          <ul>
            {entries.map((e) => {
              const crd = e.crd || t('history.noCrd');
              const objects = t('history.objects', { count: e.objects });
              const when = time!.format(new Date(e.time));
              return (
                <li key={e.hash} data-hash={e.hash}>
                  <button
                    type="button"
                    className="gallery-item"
                    aria-label={t('history.restore', { crd, objects, time: when })}
                    disabled={e.hash === current}
                    onClick={() => {
                      setEntries(null);
                      store.getState().restoreHistory(e.hash);
                    }}
                  >
                    <time dateTime={new Date(e.time).toISOString()}>{when}</time> · {crd} · {objects}
                    {e.hash === current ? ` · ${t('history.current')}` : ''}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" onClick={() => setEntries(null)}>
            {t('share.close')}
          </button>
        </div>
      ) : null}
    </>
  );
}
