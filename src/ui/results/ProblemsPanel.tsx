// Every diagnostic: severity, where, field path, message. A click selects its range in the editor.
// Filters by severity and document, order by position, and the whole list as kubectl prints it.
import { useState } from 'react';
import type { CheckResult } from '../../engine/api';
import { ALL_PROBLEMS, filterProblems, kubectlProblemsText, problemDocuments, type ProblemFilter } from '../../state/problems';
import type { Diagnostic } from '../../engine/diagnostics';
import { usePlaygroundStore } from '../context';
import { useT, type MessageKey, type Translate } from '../i18n';
import '../cel/cel.css';

function sourceLabel(t: Translate, d: Pick<Diagnostic, 'source' | 'docIndex'>): string {
  // a Go file of Go mode: its path (a Go file is no YAML stream of documents)
  if (d.source.startsWith('go:')) return d.source.slice(3);
  // a Go file of the previous CRD (CRD update)
  if (d.source.startsWith('oldgo:')) return `${t('problems.source.oldCrd')} · ${d.source.slice(6)}`;
  const key = `problems.source.${d.source}` as MessageKey;
  const name = ['crd', 'objects', 'old', 'oldCrd'].includes(d.source) ? t(key) : d.source;
  return `${name} · ${t('problems.doc', { n: d.docIndex + 1 })}`;
}

export function ProblemsPanel({ result }: { result: CheckResult }) {
  const t = useT();
  const store = usePlaygroundStore();
  const [filter, setFilter] = useState<ProblemFilter>(ALL_PROBLEMS);
  const [copied, setCopied] = useState(false);
  if (result.diagnostics.length === 0) return <p className="empty">{t('problems.none')}</p>;
  const rejected = result.objects.filter((o) => o.kubectlMessage);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  const docs = problemDocuments(result.diagnostics);
  // a document that no longer has problems: show all again
  const current = filter.document === 'all' || docs.some((d) => d.key === filter.document) ? filter : { ...filter, document: 'all' };
  const shown = filterProblems(result.diagnostics, current);
  const kubectlText = kubectlProblemsText(result);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(kubectlText);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <p className="summary">{t('problems.counts', { errors, warnings })}</p>
      <div className="problems-tools">
        <label>
          {t('problems.filter.severity')}
          <select value={current.severity} onChange={(e) => setFilter({ ...current, severity: e.target.value as ProblemFilter['severity'] })}>
            <option value="all">{t('problems.filter.all')}</option>
            {(['error', 'warning', 'info'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`problems.severity.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('problems.filter.document')}
          <select value={current.document} onChange={(e) => setFilter({ ...current, document: e.target.value })}>
            <option value="all">{t('problems.filter.all')}</option>
            {docs.map((d) => (
              <option key={d.key} value={d.key}>
                {sourceLabel(t, d)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('problems.sort')}
          <select value={current.sort} onChange={(e) => setFilter({ ...current, sort: e.target.value as ProblemFilter['sort'] })}>
            <option value="engine">{t('problems.sort.engine')}</option>
            <option value="position">{t('problems.sort.position')}</option>
          </select>
        </label>
        {kubectlText ? (
          <button type="button" onClick={() => void copy()}>
            {copied ? t('problems.copied') : t('problems.copyKubectl')}
          </button>
        ) : null}
        {shown.length !== result.diagnostics.length ? <span>{t('problems.shown', { n: shown.length, total: result.diagnostics.length })}</span> : null}
      </div>
      <ul className="problems">
        {shown.map((d, i) => (
          <li key={i} className={`problem ${d.severity}${d.ratcheted ? ' ratcheted' : ''}`}>
            <button type="button" className="problem-row" disabled={!d.range} title={d.range ? t('problems.reveal') : undefined} onClick={() => store.getState().revealDiagnostic(d)}>
              <span className={`severity ${d.severity}`}>{t(`problems.severity.${d.severity}`)}</span>
              <span className="where">
                {sourceLabel(t, d)}
                {d.range ? ` · ${d.range.start.line}:${d.range.start.column}` : ''}
              </span>
              {d.field ? <code className="field">{d.field}</code> : null}
              {/^(old)?go:/.test(d.source) && d.origin !== 'document' ? <span className="hint"> {t('problems.fromCrd')}</span> : null}
              <span className="message">
                {d.message}
                {d.ratcheted ? (
                  <span className="ratchet-reason" title={t('problems.ratcheted')}>
                    {' '}
                    ({t('problems.ratchetReason', { reason: d.ratchetReason ?? '' })})
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
