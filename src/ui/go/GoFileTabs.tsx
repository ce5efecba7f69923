// The Go files of Go mode as tabs: select, add, rename (in place, the path checked) and delete.
import { useState } from 'react';
import { useT } from '../i18n';
import { validGoPath } from '../../state/snapshot';

interface Props {
  /** The tab list's accessible name (the Go files unless set: the previous CRD's have their own). */
  label?: string;
  paths: string[];
  active: string | null;
  readOnly: boolean;
  onSelect(path: string): void;
  onAdd(): void;
  /** false: the path was refused (taken or not a Go file's path). */
  onRename(from: string, to: string): boolean;
  onDelete(path: string): void;
}

export function GoFileTabs({ label, paths, active, readOnly, onSelect, onAdd, onRename, onDelete }: Props) {
  const t = useT();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [bad, setBad] = useState(false);
  const commit = () => {
    if (renaming === null) return;
    if (draft === renaming || (validGoPath(draft) && onRename(renaming, draft))) {
      setRenaming(null);
      setBad(false);
    } else setBad(true);
  };
  return (
    <div className="go-files">
      <div role="tablist" aria-label={label ?? t('go.files')} className="go-tabs">
        {paths.map((p) =>
          renaming === p ? (
            <span key={p} className="go-rename">
              <input
                aria-label={t('go.file.path')}
                aria-invalid={bad}
                title={bad ? t('go.file.badPath') : undefined}
                value={draft}
                autoFocus
                onChange={(e) => {
                  setDraft(e.target.value);
                  setBad(false);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commit();
                  if (e.key === 'Escape') setRenaming(null);
                }}
              />
              <button type="button" onClick={commit}>
                {t('go.file.ok')}
              </button>
              <button type="button" onClick={() => setRenaming(null)}>
                {t('go.file.cancel')}
              </button>
            </span>
          ) : (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === active}
              className="go-tab"
              title={p}
              onClick={() => onSelect(p)}
              onDoubleClick={() => !readOnly && (setRenaming(p), setDraft(p))}
            >
              {p}
            </button>
          ),
        )}
      </div>
      {readOnly ? null : (
        <span className="go-file-actions">
          <button type="button" onClick={onAdd}>
            {t('go.file.add')}
          </button>
          <button
            type="button"
            disabled={active === null}
            onClick={() => {
              if (active === null) return;
              setRenaming(active);
              setDraft(active);
            }}
          >
            {t('go.file.rename')}
          </button>
          <button type="button" disabled={active === null || paths.length <= 1} onClick={() => active !== null && onDelete(active)}>
            {t('go.file.delete')}
          </button>
        </span>
      )}
    </div>
  );
}
