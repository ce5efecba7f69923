// The CRD pane's source switch: YAML | Go types. Going to Go types the first time starts from a small
// Go type (Go mode's chunk: its data and its pane load only now); back to YAML, the generated CRD is
// the YAML text.
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import { loadGoData } from '../../state/go-mode';
import type { CrdSource } from '../../state/snapshot';

export function CrdSourceSwitch() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const source = usePlayground((s) => s.options.crdSource ?? 'yaml');
  const choose = (next: CrdSource) => {
    if (next === source) return;
    if (next === 'yaml') return store.getState().setCrdSource('yaml');
    void loadGoData().then(({ GO_STARTER }) => store.getState().setCrdSource('go', GO_STARTER));
  };
  return (
    <div className="crd-source" role="radiogroup" aria-label={t('crdSource.label')}>
      {(['yaml', 'go'] as const).map((s) => (
        <label key={s} className={s === source ? 'on' : undefined}>
          <input type="radio" name="crd-source" value={s} checked={s === source} disabled={readOnly} onChange={() => choose(s)} />
          {t(s === 'yaml' ? 'crdSource.yaml' : 'crdSource.go')}
        </label>
      ))}
    </div>
  );
}
