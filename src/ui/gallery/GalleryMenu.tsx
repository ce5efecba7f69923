// The examples gallery: the documentation's examples by section; choosing one loads it into the
// editors, opens the tab that shows its point, and keeps the previous work one click away.
import { useEffect, useRef, useState } from 'react';
import type { Example } from '../../examples/types';
import { PREVIOUS_KEY, browserStorage, saveSnapshot } from '../../state/autosave';
import { GALLERY, exampleSnapshot, exampleTitleKey } from '../../state/gallery';
import { usePlaygroundStore } from '../context';
import { useT, type MessageKey } from '../i18n';
import '../versions/views.css';

export function GalleryMenu() {
  const t = useT();
  const store = usePlaygroundStore();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    dialog.current?.querySelector<HTMLButtonElement>('button.gallery-item')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [open]);
  const title = (e: Example) => t(exampleTitleKey(e.id) as MessageKey);
  const choose = (e: Example) => {
    const st = store.getState();
    const previous = st.snapshot();
    saveSnapshot(browserStorage(), previous, PREVIOUS_KEY);
    st.load(exampleSnapshot(e, previous), { kind: 'info', key: 'notice.example.opened', params: { title: title(e) }, restore: previous });
    setOpen(false);
  };
  return (
    <>
      <button type="button" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}>
        {t('gallery.button')}
      </button>
      {open ? (
        <div ref={dialog} className="gallery" role="dialog" aria-label={t('gallery.title')}>
          <h2>{t('gallery.title')}</h2>
          {GALLERY.map((s) => (
            <section key={s.section} aria-label={s.section}>
              <h3>{s.section}</h3>
              <ul>
                {s.examples.map((e) => (
                  <li key={e.id}>
                    <button type="button" className="gallery-item" data-example={e.id} onClick={() => choose(e)}>
                      {title(e)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <button type="button" onClick={() => setOpen(false)}>
            {t('share.close')}
          </button>
        </div>
      ) : null}
    </>
  );
}
