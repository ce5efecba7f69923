// The request selector: the objects are created, updated, or updated through /status (only
// when an object's CRD version has the status subresource).
import type { RequestKind } from '../../engine/api';
import { statusAvailable } from '../../state/cel';
import { REQUEST_KINDS, requestOf } from '../../state/snapshot';
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import '../cel/cel.css';

const LABEL = { create: 'request.create', update: 'request.update', status: 'request.status' } as const;

export function RequestBar() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const request = usePlayground((s) => requestOf(s.options));
  const canStatus = usePlayground((s) => statusAvailable(s.result));
  return (
    <div className="request-bar" role="radiogroup" aria-label={t('request.label')}>
      <span>{t('request.label')}:</span>
      {REQUEST_KINDS.map((k: RequestKind) => {
        const disabled = readOnly || (k === 'status' && !canStatus && request !== 'status');
        return (
          <label key={k} className={disabled ? 'disabled' : undefined} title={k === 'status' && !canStatus ? t('request.statusDisabled') : undefined}>
            <input type="radio" name="request" value={k} checked={request === k} disabled={disabled} onChange={() => store.getState().setRequest(k)} />
            {t(LABEL[k])}
          </label>
        );
      })}
    </div>
  );
}
