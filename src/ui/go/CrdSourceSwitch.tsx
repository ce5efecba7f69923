// The CRD pane's source switch: YAML | Go types; with `previous`, the same switch of the previous
// CRD of a CRD update. Going to Go types the first time starts from a small Go type (Go mode's
// chunk: its data loads only now; a previous CRD starts from a copy of the current Go files when
// there are any); back to YAML, the generated CRD is the YAML text.
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import { loadGoData } from '../../state/go-mode';
import type { CrdSource } from '../../state/snapshot';

export function CrdSourceSwitch({ previous = false }: { previous?: boolean }) {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const source = usePlayground((s) => (previous ? s.options.oldCrdSource : s.options.crdSource) ?? 'yaml');
  const set = (next: CrdSource, files?: { path: string; text: string }[]) => (previous ? store.getState().setOldCrdSource(next, files) : store.getState().setCrdSource(next, files));
  const choose = (next: CrdSource) => {
    if (next === source) return;
    if (next === 'yaml') return set('yaml');
    void loadGoData().then(({ GO_STARTER }) => set('go', GO_STARTER));
  };
  return (
    <div className="crd-source" role="radiogroup" aria-label={t(previous ? 'oldCrdSource.label' : 'crdSource.label')}>
      {(['yaml', 'go'] as const).map((s) => (
        <label key={s} className={s === source ? 'on' : undefined}>
          <input type="radio" name={previous ? 'old-crd-source' : 'crd-source'} value={s} checked={s === source} disabled={readOnly} onChange={() => choose(s)} />
          {t(s === 'yaml' ? 'crdSource.yaml' : 'crdSource.go')}
        </label>
      ))}
    </div>
  );
}
