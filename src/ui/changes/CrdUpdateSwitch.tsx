// The CRD-update switch above the CRD editor: on, the CRD is checked as an update of the previous
// CRD (the one in the cluster), whose editor appears below the CRD editor.
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import './changes.css';

export function CrdUpdateSwitch() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const on = usePlayground((s) => s.options.crdUpdate === true);
  return (
    <div className="crd-update-bar">
      <label title={t('crdUpdate.toggleHint')}>
        <input type="checkbox" checked={on} disabled={readOnly} onChange={(e) => store.getState().setCrdUpdate(e.target.checked)} />
        {t('crdUpdate.toggle')}
      </label>
    </div>
  );
}
