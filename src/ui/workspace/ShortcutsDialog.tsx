// The `?` dialog: every keyboard shortcut. A modal dialog: focus moves in, Escape or Close closes it
// and the focus goes back where it was.
import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { useWorkspace, useWorkspaceStore } from '../workspace';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsDialog() {
  const t = useT();
  const workspace = useWorkspaceStore();
  const open = useWorkspace((s) => s.dialog === 'shortcuts');
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') workspace.getState().openDialog(null);
      // keep the focus inside the dialog (its one control)
      if (e.key === 'Tab') {
        e.preventDefault();
        close.current?.focus();
      }
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [open, workspace]);
  if (!open) return null;
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && workspace.getState().openDialog(null)}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
        <dl className="shortcut-list">
          {SHORTCUTS.map((s) => (
            <div key={s.label} style={{ display: 'contents' }}>
              <dt>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ' + ' : null}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{t(s.label)}</dd>
            </div>
          ))}
        </dl>
        <button ref={close} type="button" onClick={() => workspace.getState().openDialog(null)}>
          {t('shortcuts.close')}
        </button>
      </div>
    </div>
  );
}
