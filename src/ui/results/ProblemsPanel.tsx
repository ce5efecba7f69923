// Every diagnostic: severity, where, field path, message. A click selects its range in the editor.
import type { CheckResult } from '../../engine/api';
import type { Diagnostic } from '../../engine/diagnostics';
import { usePlaygroundStore } from '../context';
import { useT, type MessageKey, type Translate } from '../i18n';
import '../cel/cel.css';

function sourceLabel(t: Translate, d: Diagnostic): string {
  const key = `problems.source.${d.source}` as MessageKey;
  const name = ['crd', 'objects', 'old', 'oldCrd'].includes(d.source) ? t(key) : d.source;
  return `${name} · ${t('problems.doc', { n: d.docIndex + 1 })}`;
}

export function ProblemsPanel({ result }: { result: CheckResult }) {
  const t = useT();
  const store = usePlaygroundStore();
  if (result.diagnostics.length === 0) return <p className="empty">{t('problems.none')}</p>;
  const rejected = result.objects.filter((o) => o.kubectlMessage);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  return (
    <>
      <p className="summary">{t('problems.counts', { errors, warnings })}</p>
      <ul className="problems">
        {result.diagnostics.map((d, i) => (
          <li key={i} className={`problem ${d.severity}${d.ratcheted ? ' ratcheted' : ''}`}>
            <button
              type="button"
              className="problem-row"
              disabled={!d.range}
              title={d.range ? t('problems.reveal') : undefined}
              onClick={() => store.getState().revealDiagnostic(d)}
            >
              <span className={`severity ${d.severity}`}>{t(`problems.severity.${d.severity}`)}</span>
              <span className="where">
                {sourceLabel(t, d)}
                {d.range ? ` · ${d.range.start.line}:${d.range.start.column}` : ''}
              </span>
              {d.field ? <code className="field">{d.field}</code> : null}
              <span className="message">
                {d.message}
                {d.ratcheted ? (
                  <span className="ratchet-reason" title={t('problems.ratcheted')}>
                    {' '}({t('problems.ratchetReason', { reason: d.ratchetReason ?? '' })})
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {rejected.length > 0 ? (
        <section className="kubectl" aria-label={t('problems.kubectl')}>
          <h3>{t('problems.kubectl')}</h3>
          {rejected.map((o) => (
            <pre key={`${o.source}/${o.docIndex}`} className="kubectl-message">
              {o.kubectlMessage}
            </pre>
          ))}
        </section>
      ) : null}
    </>
  );
}
