// The examples gallery's dialog (a chunk of its own, with the examples' texts: GalleryMenu.tsx loads it
// when the menu is about to open): the documentation's examples by section, searchable by title, section,
// description and the Kubernetes features each shows (Ctrl/Cmd+K opens it with the search focused);
// choosing one loads it into the editors, opens the tab that shows its point, and keeps the previous
// work one click away.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Example, GoExampleMeta } from '../../examples/types';
import { GO_EXAMPLE_INDEX } from '../../examples/go-index';
import { EXAMPLES } from '../../examples/gallery';
import { PREVIOUS_KEY, browserStorage, saveSnapshot } from '../../state/autosave';
import { bestMatch, exampleSearchText, exampleSnapshot, exampleTitleKey, searchGallery, searchGoExamples } from '../../state/gallery';
import { goExampleWork } from '../../state/go-mode';
import { usePlaygroundStore } from '../context';
import { useT, type MessageKey } from '../i18n';
import { useWorkspaceStore } from '../workspace';

/** The open dialog: mounted at each opening (its search starts empty, focused). */
export function GalleryDialog() {
  const t = useT();
  const store = usePlaygroundStore();
  const workspace = useWorkspaceStore();
  const setOpen = (on: boolean) => workspace.getState().openDialog(on ? 'gallery' : null);
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    search.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && workspace.getState().openDialog(null);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [workspace]);
  const title = (e: Example) => t(exampleTitleKey(e.id) as MessageKey);
  const description = (e: Example) => t(`example.${e.id}.description` as MessageKey);
  const groups = useMemo(() => searchGallery(query, (e) => exampleSearchText(e, title(e), description(e))), [query, t]);
  const goSection = t('gallery.goSection');
  const goShown = useMemo(() => searchGoExamples(query, goSection), [query, goSection]);
  const shown = groups.reduce((n, g) => n + g.examples.length, 0) + goShown.length;
  const choose = (e: Example) => {
    const st = store.getState();
    const previous = st.snapshot();
    saveSnapshot(browserStorage(), previous, PREVIOUS_KEY);
    st.load(exampleSnapshot(e, previous), { kind: 'info', key: 'notice.example.opened', params: { title: title(e) }, restore: previous });
    setOpen(false);
  };
  // a Go example opens in Go mode: its texts come with Go mode's chunk (the menu lists only its index)
  const chooseGo = (e: GoExampleMeta) => {
    const previous = store.getState().snapshot();
    saveSnapshot(browserStorage(), previous, PREVIOUS_KEY);
    setOpen(false);
    void goExampleWork(e.id, previous).then((snap) => {
      if (snap) store.getState().load(snap, { kind: 'info', key: 'notice.example.opened', params: { title: e.title }, restore: previous });
    });
  };
  return (
    <div className="gallery" role="dialog" aria-label={t('gallery.title')}>
      <h2>{t('gallery.title')}</h2>
      <div className="gallery-search">
        <input
          ref={search}
          type="search"
          aria-label={t('gallery.search')}
          placeholder={t('gallery.searchHint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            const first = bestMatch(query, groups, title);
            if (e.key === 'Enter' && first) choose(first);
            else if (e.key === 'Enter' && goShown[0]) chooseGo(goShown[0]);
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              e.currentTarget.closest('.gallery')?.querySelector<HTMLButtonElement>('button.gallery-item')?.focus();
            }
          }}
        />
        <span className="gallery-count" aria-live="polite">
          {t('gallery.count', { n: shown, total: EXAMPLES.length + GO_EXAMPLE_INDEX.length })}
        </span>
      </div>
      {shown === 0 ? <p className="empty">{t('gallery.noMatch', { query })}</p> : null}
      {groups.map((s) => (
        <section key={s.section} aria-label={s.section}>
          <h3>{s.section}</h3>
          <ul>
            {s.examples.map((e) => (
              <li key={e.id}>
                <button type="button" className="gallery-item" data-example={e.id} aria-describedby={`gallery-desc-${e.id}`} onClick={() => choose(e)}>
                  {title(e)}
                </button>
                <span className="gallery-desc" id={`gallery-desc-${e.id}`}>
                  {description(e)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {goShown.length > 0 ? (
        <section aria-label={goSection}>
          <h3>{goSection}</h3>
          <ul>
            {goShown.map((e) => (
              <li key={e.id}>
                <button type="button" className="gallery-item" data-example={e.id} aria-describedby={`gallery-desc-${e.id}`} onClick={() => chooseGo(e)}>
                  {e.title}
                </button>
                <span className="gallery-desc" id={`gallery-desc-${e.id}`}>
                  {e.point}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <button type="button" onClick={() => setOpen(false)}>
        {t('share.close')}
      </button>
    </div>
  );
}
