// The CEL tab: every x-kubernetes-validations rule of the CRDs (location, text, message, transition
// marker, compile error), its estimated cost against the per-rule limit with the engine's bound
// suggestion, the CRD's total against its limit, and the rule's result at each location of each
// object. Clicking a rule selects it in the CRD editor.
import type { CheckResult, CrdReport, RuleReport, RuleResult } from '../../engine/api';
import { percentText, resultsForRule, ruleCostView, ruleRange } from '../../state/cel';
import { usePlaygroundStore } from '../context';
import { useI18n, type Translate } from '../i18n';
import { CostBar } from './CostBar';
import { SuggestionText, suggestionText } from './SuggestionText';
import { useNumberFormat } from './format';
import './cel.css';

export function CelPanel({ result }: { result: CheckResult }) {
  const { t } = useI18n();
  const crds = result.crds.filter((c) => c.rules.length > 0);
  if (crds.length === 0) return <p className="empty">{t('cel.none')}</p>;
  return (
    <div className="cel">
      {crds.map((crd) => (
        <CrdRules key={`${crd.source}/${crd.docIndex}`} crd={crd} result={result} />
      ))}
    </div>
  );
}

function CrdRules({ crd, result }: { crd: CrdReport; result: CheckResult }) {
  const { t } = useI18n();
  const fmt = useNumberFormat();
  const share = crd.costTotalLimit > 0 ? crd.estimatedCostTotal / crd.costTotalLimit : 0;
  return (
    <section className="cel-crd" aria-label={crd.name || crd.kind}>
      <p className={`cel-total ${share > 1 ? 'over' : share > 0.5 ? 'near' : 'ok'}`}>
        {t('cel.crdTotal', { name: crd.name || crd.kind, total: fmt(crd.estimatedCostTotal), limit: fmt(crd.costTotalLimit), percent: percentText(share) })}
      </p>
      <ul className="cel-rules">
        {crd.rules.map((rule) => (
          <RuleItem key={rule.rulePath} rule={rule} crd={crd} result={result} />
        ))}
      </ul>
    </section>
  );
}

function RuleItem({ rule, crd, result }: { rule: RuleReport; crd: CrdReport; result: CheckResult }) {
  const { t } = useI18n();
  const store = usePlaygroundStore();
  const fmt = useNumberFormat();
  const cost = ruleCostView(rule);
  const range = ruleRange(rule, crd, result.diagnostics);
  const perObject = resultsForRule(rule, crd, result.objects);
  return (
    <li className={`cel-rule cost-${cost.level}${rule.error ? ' has-error' : ''}`} data-rule-path={rule.rulePath}>
      <button type="button" className="cel-rule-head" disabled={!range} title={range ? t('cel.rule.reveal') : undefined} onClick={() => range && store.getState().revealRange(crd.source, range)}>
        <code className="cel-location">{rule.rulePath}</code>
        <code className="cel-rule-text">{rule.rule}</code>
        {rule.transition ? <span className="tag transition">{t('cel.rule.transition')}</span> : null}
        {rule.optionalOldSelf ? <span className="tag">{t('cel.rule.optionalOldSelf')}</span> : null}
      </button>
      {rule.message !== undefined ? (
        <p className="cel-message">
          <span className="key">{t('cel.rule.message')}:</span> {rule.message}
        </p>
      ) : null}
      {rule.messageExpression !== undefined ? (
        <p className="cel-message">
          <span className="key">{t('cel.rule.messageExpression')}:</span> <code>{rule.messageExpression}</code>
        </p>
      ) : null}
      {rule.error || rule.messageExpressionError ? (
        <p className="cel-compile-error" role="note">
          <span className="key">{t('cel.rule.compileError')}:</span> {rule.error ?? rule.messageExpressionError}
        </p>
      ) : null}
      <div className="cel-cost">
        {cost.total === null ? (
          <span className="cost-text">{t('cel.cost.none')}</span>
        ) : (
          <>
            <CostBar share={cost.share ?? 0} level={cost.level} label={t('cel.cost.label')} />
            <span className="cost-text">
              {t('cel.cost.formula', {
                min: fmt(cost.min ?? 0),
                max: fmt(cost.max ?? 0),
                cardinality: fmt(cost.cardinality ?? 0),
                total: fmt(cost.total),
                limit: fmt(cost.limit),
                percent: percentText(cost.share ?? 0),
              })}
            </span>
            {cost.unbounded ? <span className="cost-note">{t('cel.cost.unbounded', { n: fmt(cost.cardinality ?? 0) })}</span> : null}
            {cost.level === 'over' ? <span className="cost-note over">{t('cel.cost.over')}</span> : cost.level === 'near' ? <span className="cost-note near">{t('cel.cost.near')}</span> : null}
          </>
        )}
      </div>
      {rule.suggestion && suggestionText(t, rule.suggestion).length > 0 ? (
        <div className="cel-suggestion" role="note" aria-label={t('cel.suggest.title')}>
          <strong>{t('cel.suggest.title')}</strong> <SuggestionText suggestion={rule.suggestion} />
        </div>
      ) : null}
      {rule.versions.length > 1 ? <p className="cel-versions">{t('cel.rule.versions', { versions: rule.versions.join(', ') })}</p> : null}
      <div className="cel-results" aria-label={t('cel.results.title')}>
        {perObject.length === 0 ? (
          <p className="empty">{t('cel.results.none')}</p>
        ) : (
          perObject.map(({ object, results }) => (
            <div key={`${object.source}/${object.docIndex}`} className="cel-object">
              <span className="cel-object-name">{t('objects.heading', { kind: object.kind || '?', name: object.name || t('objects.unnamed') })}</span>
              {results.length === 0 ? (
                <span className="cel-not-run">{t('cel.results.notRun')}</span>
              ) : (
                <ul>
                  {results.map((r, i) => (
                    <ResultRow key={i} r={r} transition={rule.transition} t={t} fmt={fmt} />
                  ))}
                </ul>
              )}
            </div>
          ))
        )}
      </div>
    </li>
  );
}

function ResultRow({ r, transition, t, fmt }: { r: RuleResult; transition: boolean; t: Translate; fmt: (n: number) => string }) {
  return (
    <li className={`cel-result ${r.status}${r.ratcheted ? ' ratcheted' : ''}`}>
      <code className="field">{r.fieldPath || t('cel.root')}</code> <span className={`cel-status ${r.status}`}>{t(`cel.status.${r.status}`)}</span>
      {r.status === 'failed' || r.status === 'error' ? <span className="cel-result-message">{r.message}</span> : null}
      {r.status === 'skipped' ? <span className="cel-result-message">{r.skipReason}</span> : null}
      {transition && (r.status === 'passed' || r.status === 'failed') ? <span className="cel-note">{t('cel.result.transitionRan')}</span> : null}
      {r.ratcheted ? <span className="cel-note ratcheted">{t('cel.result.ratcheted')}</span> : null}
      {r.cost !== undefined ? <span className="cel-runtime-cost">{t('cel.result.cost', { cost: fmt(r.cost) })}</span> : null}
    </li>
  );
}
