// Diagnostics as the Problems tab lists them (severity, field, kube's message); a click selects
// the range in its editor.
import type { Diagnostic } from '../../engine/diagnostics';
import { usePlaygroundStore } from '../context';
import { useT } from '../i18n';

export function DiagnosticRows({ diags, label }: { diags: readonly Diagnostic[]; label: string }) {
  const t = useT();
  const store = usePlaygroundStore();
  return (
    <ul className="problems" aria-label={label}>
      {diags.map((d, i) => (
        <li key={i} className={`problem ${d.severity}${d.ratcheted ? ' ratcheted' : ''}`}>
          <button type="button" className="problem-row compact" disabled={!d.range} title={d.range ? t('problems.reveal') : undefined} onClick={() => store.getState().revealDiagnostic(d)}>
            <span className={`severity ${d.severity}`}>{t(`problems.severity.${d.severity}`)}</span>
            <span className="message">
              {d.message}
              {d.ratcheted ? <span className="ratchet-reason"> ({t('changes.object.ratcheted')})</span> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
