// Go mode's CRD pane (a chunk of its own): the Go files (add, rename, delete), the Go editor of the
// file shown, and the generated CRD read-only beside it (or either one alone), with Copy and Download
// as controller-gen writes each file. Problems in a Go file open that file.
import { useEffect, useState } from 'react';
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import { Editor } from '../editor/Editor';
import { goTextId, isGoTextId, type GoTextId } from '../../state/snapshot';
import { freshGoPath } from '../../state/go-files';
import { GoFileTabs } from './GoFileTabs';
import { GeneratedCrd } from './GeneratedCrd';
import './go.css';

type View = 'go' | 'crd' | 'both';

export function GoPane() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  // the paths, one per line: a stable value for the selector
  const paths = usePlayground((s) =>
    Object.keys(s.texts)
      .filter(isGoTextId)
      .map((id) => id.slice(3))
      .join('\n'),
  )
    .split('\n')
    .filter(Boolean);
  const [active, setActive] = useState<string | null>(null);
  const [view, setView] = useState<View>('both');
  const shown = active !== null && paths.includes(active) ? active : (paths.find((p) => p.endsWith('.go')) ?? paths[0] ?? null);

  // a problem in another Go file (Problems, F8) opens that file; its editor then selects the range
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        const r = s.reveal;
        if (!r || r === prev.reveal) return;
        if (isGoTextId(r.source)) {
          setActive(r.source.slice(3));
          setView((v) => (v === 'crd' ? 'both' : v));
        } else if (r.source === 'crd') setView((v) => (v === 'go' ? 'both' : v));
      }),
    [store],
  );

  const add = () => {
    const path = freshGoPath(store.getState().texts);
    const pkg = path.includes('/') ? path.split('/').slice(-2, -1)[0] : 'main';
    if (store.getState().addGoFile(path, `package ${pkg.replace(/[^A-Za-z0-9_]/g, '') || 'main'}\n`)) setActive(path);
  };

  return (
    <div className={`go-pane view-${view}`}>
      <div className="go-bar">
        <GoFileTabs
          paths={paths}
          active={shown}
          readOnly={readOnly}
          onSelect={(p) => {
            setActive(p);
            if (view === 'crd') setView('both');
          }}
          onAdd={add}
          onRename={(from, to) => {
            const ok = store.getState().renameGoFile(goTextId(from), to);
            if (ok) setActive(to);
            return ok;
          }}
          onDelete={(p) => store.getState().deleteGoFile(goTextId(p))}
        />
        <div className="go-view" role="group" aria-label={t('go.view')}>
          {(['go', 'crd', 'both'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`go.view.${v}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="go-panes">
        {view !== 'crd' && shown !== null ? (
          <div className="go-source">
            <Editor key={shown} id={goTextId(shown) as GoTextId} label={t('go.editor')} language="go" />
          </div>
        ) : null}
        {view !== 'go' ? <GeneratedCrd /> : null}
      </div>
    </div>
  );
}
