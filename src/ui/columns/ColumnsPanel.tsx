// The Columns tab: what `kubectl get` prints for the objects (per CRD and version), normal or
// `-o wide`, with ages relative to a chosen "now"; a field selector with the objects it matches
// (or the apiserver's error); and GET /scale per object when the scale subresource is enabled.
import { useEffect, useState } from 'react';
import type { CheckResult, ObjectReport } from '../../engine/api';
import { normalizeNow } from '../../state/views';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import '../versions/views.css';

const KEY = 'columns';

export function ColumnsPanel({ result }: { result: CheckResult }) {
  const t = useT();
  const store = usePlaygroundStore();
  const now = usePlayground((s) => s.now);
  const runId = usePlayground((s) => s.runId);
  const view = usePlayground((s) => s.views[KEY]);
  const [wide, setWide] = useState(false);
  const [selector, setSelector] = useState('');
  const [nowText, setNowText] = useState(now);
  useEffect(() => {
    const timer = setTimeout(() => store.getState().requestView(KEY, { kind: 'columns', selector }), selector.trim() ? 150 : 0);
    return () => clearTimeout(timer);
  }, [store, selector, runId]);
  useEffect(() => {
    const timer = setTimeout(() => store.getState().setNow(nowText), 300);
    return () => clearTimeout(timer);
  }, [store, nowText]);

  const r = view?.result?.kind === 'columns' ? view.result : null;
  const scaled = (crd: string, version: string): ObjectReport[] => result.objects.filter((o) => o.crd === crd && o.version === version && o.scale && o.errors.length === 0);

  return (
    <>
      <div className="view-options">
        <label className="option">
          <input type="checkbox" role="switch" checked={wide} onChange={(e) => setWide(e.target.checked)} /> {t('columns.wide')}
        </label>
        <label className="option">
          {t('columns.now')} <input type="text" aria-label={t('columns.now')} value={nowText} placeholder={t('columns.nowHint')} onChange={(e) => setNowText(e.target.value)} />
        </label>
        <label className="option grow">
          {t('columns.fieldSelector')}{' '}
          <input type="text" aria-label={t('columns.fieldSelector')} value={selector} placeholder="spec.color=blue,spec.size!=M" spellCheck={false} onChange={(e) => setSelector(e.target.value)} />
        </label>
      </div>
      {nowText.trim() !== '' && normalizeNow(nowText) === '' ? <p className="problem warning">{t('columns.badNow')}</p> : null}
      {view?.error ? <p className="failure">{view.error}</p> : null}
      {r && r.groups.length === 0 ? <p className="empty">{t('columns.none')}</p> : null}
      {r?.groups.map((g) => {
        const withSelector = r.selector.trim() !== '';
        const command = `kubectl get ${g.resource}${wide ? ' -o wide' : ''}${withSelector ? ` --field-selector ${r.selector}` : ''}`;
        const scales = scaled(g.crd, g.version);
        return (
          <section key={`${g.crd}/${g.version}`} className="columns-group" aria-label={`${g.crd} ${g.version}`}>
            <h3>
              <code>$ {command}</code>
            </h3>
            {g.selected && 'error' in g.selected ? (
              <p className="problem error field-selector-error">
                {t('columns.selectorError')}: <code>{g.selected.error}</code>
              </p>
            ) : null}
            {g.selected && 'matches' in g.selected ? (
              <p className="field-selector-matches" aria-label={t('columns.matches')}>
                {t('columns.matches')}: {g.selected.matches.length === 0 ? t('columns.noMatches') : g.selected.matches.join(', ')}
              </p>
            ) : null}
            {!(g.selected && 'error' in g.selected) ? (
              <pre className="kubectl-table" aria-label={t('columns.table')}>
                {g.listed > 0 ? (wide ? g.wideTable : g.table) : t('columns.noResources', { namespace: 'default' })}
              </pre>
            ) : null}
            {g.tooDeep ? <p className="problem warning too-deep">{g.tooDeep}</p> : null}
            {g.rejected.length > 0 ? (
              <p className="guidance rejected">
                {t('columns.rejected')}: {g.rejected.map((n) => n || t('objects.unnamed')).join(', ')}
              </p>
            ) : null}
            {scales.length > 0 ? (
              <section className="scale" aria-label={t('columns.scale')}>
                <h4>{t('columns.scale')}</h4>
                {scales.map((o) => (
                  <div key={`${o.source}/${o.docIndex}`}>
                    <strong>{o.name}</strong>
                    {o.scale && 'error' in o.scale ? (
                      <p className="problem error">{o.scale.error}</p>
                    ) : (
                      <pre className="code">{JSON.stringify(o.scale && 'scale' in o.scale ? o.scale.scale : null, null, 2)}</pre>
                    )}
                  </div>
                ))}
              </section>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
