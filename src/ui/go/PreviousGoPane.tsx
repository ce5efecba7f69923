// The previous CRD of a CRD update written in Go: its own Go files (add, rename, delete) and the Go
// editor of the file shown. The worker generates the previous CRD from them as it does the CRD; a
// problem of the previous CRD is marked at its Go line and opens its file.
import { useEffect, useState } from 'react';
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import { Editor } from '../editor/Editor';
import { isOldGoTextId, oldGoTextId } from '../../state/snapshot';
import { freshGoPath } from '../../state/go-files';
import { GoFileTabs } from './GoFileTabs';
import './go.css';

export function PreviousGoPane() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  // the paths, one per line: a stable value for the selector
  const paths = usePlayground((s) =>
    Object.keys(s.texts)
      .filter(isOldGoTextId)
      .map((id) => id.slice(6))
      .join('\n'),
  )
    .split('\n')
    .filter(Boolean);
  const [active, setActive] = useState<string | null>(null);
  const shown = active !== null && paths.includes(active) ? active : (paths.find((p) => p.endsWith('.go')) ?? paths[0] ?? null);

  // a problem of the previous CRD in another of its files (Problems, F8) opens that file
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        const r = s.reveal;
        if (r && r !== prev.reveal && isOldGoTextId(r.source)) setActive(r.source.slice(6));
      }),
    [store],
  );

  const add = () => {
    const path = freshGoPath(store.getState().texts, 'types', true);
    const pkg = path.includes('/') ? path.split('/').slice(-2, -1)[0] : 'main';
    if (store.getState().addGoFile(path, `package ${pkg.replace(/[^A-Za-z0-9_]/g, '') || 'main'}\n`, true)) setActive(path);
  };

  return (
    <div className="go-pane previous-go">
      <div className="go-bar">
        <GoFileTabs
          label={t('go.oldFiles')}
          paths={paths}
          active={shown}
          readOnly={readOnly}
          onSelect={setActive}
          onAdd={add}
          onRename={(from, to) => {
            const ok = store.getState().renameGoFile(oldGoTextId(from), to);
            if (ok) setActive(to);
            return ok;
          }}
          onDelete={(p) => store.getState().deleteGoFile(oldGoTextId(p))}
        />
      </div>
      {shown !== null ? (
        <div className="go-source">
          <Editor key={shown} id={oldGoTextId(shown)} label={t('go.oldEditor')} language="go" />
        </div>
      ) : null}
    </div>
  );
}
