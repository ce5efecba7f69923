// The previous CRD of a CRD update (as it is in the cluster): an editor shown while the CRD-update
// switch is on, its text in the store (prefilled from the CRD on first use), with markers for the
// diagnostics about it and a button that starts it again from the current CRD. Like the CRD, it may
// be written as YAML or as Go types (its own switch; the worker generates it).
import { Suspense, lazy } from 'react';
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { Editor } from '../editor/Editor';
import { useT } from '../i18n';
import { CrdSourceSwitch } from '../go/CrdSourceSwitch';
import { previousIsCurrent } from '../../state/go-files';
import './changes.css';

// a chunk of its own, like Go mode's pane: loaded when the previous CRD is first written in Go
const PreviousGoPane = lazy(() => import('../go/PreviousGoPane').then((m) => ({ default: m.PreviousGoPane })));

export function PreviousCrd() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly, embed } = usePresentation();
  const on = usePlayground((s) => s.options.crdUpdate === true);
  const goMode = usePlayground((s) => s.options.oldCrdSource === 'go');
  const same = usePlayground((s) => previousIsCurrent(s));
  if (!on) return null;
  return (
    <section className="old-pane previous-crd" aria-label={t('editor.oldCrd.title')}>
      <h3>
        <span>
          {t('editor.oldCrd.title')} <span className="hint">{t('editor.oldCrd.hint')}</span>
        </span>
        {embed ? null : <CrdSourceSwitch previous />}
        {readOnly ? null : (
          <button type="button" className="copy-crd" disabled={same} onClick={() => store.getState().copyCrdToPrevious()}>
            {t('crdUpdate.copy')}
          </button>
        )}
      </h3>
      {goMode ? (
        <Suspense fallback={<p className="go-loading">{t('go.loading')}</p>}>
          <PreviousGoPane />
        </Suspense>
      ) : (
        <Editor id="oldCrd" label={t('editor.oldCrd')} />
      )}
    </section>
  );
}
