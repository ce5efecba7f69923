// The previous CRD of a CRD update (as it is in the cluster): an editor shown while the CRD-update
// switch is on, its text in the store (prefilled from the CRD on first use), with markers for the
// diagnostics about it and a button that starts it again from the current CRD.
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { Editor } from '../editor/Editor';
import { useT } from '../i18n';
import './changes.css';

export function PreviousCrd() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const on = usePlayground((s) => s.options.crdUpdate === true);
  const same = usePlayground((s) => s.texts.crd === s.texts.oldCrd);
  if (!on) return null;
  return (
    <section className="old-pane previous-crd">
      <h3>
        <span>
          {t('editor.oldCrd.title')} <span className="hint">{t('editor.oldCrd.hint')}</span>
        </span>
        {readOnly ? null : (
          <button type="button" className="copy-crd" disabled={same} onClick={() => store.getState().copyCrdToPrevious()}>
            {t('crdUpdate.copy')}
          </button>
        )}
      </h3>
      <Editor id="oldCrd" label={t('editor.oldCrd')} />
    </section>
  );
}
