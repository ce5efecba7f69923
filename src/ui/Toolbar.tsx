// The header: title, engine options.
import { SUPPORTED_KUBE_VERSIONS } from '../engine/api';
import { usePlayground, usePlaygroundStore } from './context';
import { useT } from './i18n';

export function Toolbar() {
  const t = useT();
  const store = usePlaygroundStore();
  const options = usePlayground((s) => s.options);
  return (
    <header className="toolbar">
      <h1>{t('app.title')}</h1>
      <span className="tagline">{t('app.tagline')}</span>
      <span className="spacer" />
      <label className="option">
        {t('options.kubeVersion')}{' '}
        <select value={options.kubeVersion} onChange={(e) => store.getState().setOptions({ kubeVersion: e.target.value })}>
          {SUPPORTED_KUBE_VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label className="option">
        <input type="checkbox" checked={options.strict} onChange={(e) => store.getState().setOptions({ strict: e.target.checked })} />{' '}
        {t('options.strict')}
      </label>
    </header>
  );
}
