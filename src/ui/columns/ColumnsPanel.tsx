// The Columns tab: what `kubectl get` prints for the objects (per CRD and version), normal or
// `-o wide`, with ages relative to a chosen "now"; a field selector with the objects it matches
// (or the apiserver's error); and GET /scale per object when the scale subresource is enabled.
import { useEffect, useState } from 'react';
import type { CheckResult, ObjectReport, TableCell } from '../../engine/api';
import { printKubectlTable, type TableColumnDefinition } from '../../engine/printers';
import type { FieldSelectorGroup } from '../../worker/views';
import { normalizeNow } from '../../state/views';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import '../versions/views.css';

interface Group {
  crd: string;
  plural: string;
  kind: string;
  version: string;
  /** The objects the apiserver stores (kubectl get lists only those). */
  objects: ObjectReport[];
  /** Objects the apiserver rejects: not stored, so not listed. */
  rejected: ObjectReport[];
}

function groupsOf(result: CheckResult): Group[] {
  const out: Group[] = [];
  for (const o of result.objects) {
    if (!o.crd || !o.version || !o.columns) continue;
    let g = out.find((x) => x.crd === o.crd && x.version === o.version);
    if (!g) {
      const plural = result.crds.find((c) => c.name === o.crd)?.plural ?? o.kind.toLowerCase();
      out.push((g = { crd: o.crd, plural, kind: o.kind, version: o.version, objects: [], rejected: [] }));
    }
    (o.errors.length > 0 ? g.rejected : g.objects).push(o);
  }
  return out;
}

/** The table text of a group: headers and cells come already restricted to the visible columns. */
export function groupTable(objects: ObjectReport[], wide: boolean): string {
  const first = objects[0]?.columns;
  if (!first) return '';
  const names = wide ? first.wideHeaders : first.headers;
  const headers: TableColumnDefinition[] = names.map((name) => ({ name, type: 'string', format: '', description: '', priority: 0 }));
  const rows: TableCell[][] = objects.flatMap((o) => (wide ? o.columns?.wideRows : o.columns?.rows) ?? []);
  return printKubectlTable(headers, rows, { wide: true });
}

const SELECTOR_KEY = 'fieldSelector';

export function ColumnsPanel({ result }: { result: CheckResult }) {
  const t = useT();
  const store = usePlaygroundStore();
  const now = usePlayground((s) => s.now);
  const runId = usePlayground((s) => s.runId);
  const view = usePlayground((s) => s.views[SELECTOR_KEY]);
  const [wide, setWide] = useState(false);
  const [selector, setSelector] = useState('');
  const [nowText, setNowText] = useState(now);
  useEffect(() => {
    if (selector.trim() === '') return;
    const timer = setTimeout(() => store.getState().requestView(SELECTOR_KEY, { kind: 'fieldSelector', selector }), 150);
    return () => clearTimeout(timer);
  }, [store, selector, runId]);
  useEffect(() => {
    const timer = setTimeout(() => store.getState().setNow(nowText), 300);
    return () => clearTimeout(timer);
  }, [store, nowText]);

  const groups = groupsOf(result);
  const sel = selector.trim() !== '' && view?.result?.kind === 'fieldSelector' && view.result.selector === selector ? view.result : null;
  const selFor = (g: Group): FieldSelectorGroup | undefined => sel?.groups.find((x) => x.crd === g.crd && x.version === g.version);

  return (
    <>
      <div className="view-options">
        <label className="option">
          <input type="checkbox" role="switch" checked={wide} onChange={(e) => setWide(e.target.checked)} /> {t('columns.wide')}
        </label>
        <label className="option">
          {t('columns.now')}{' '}
          <input type="text" aria-label={t('columns.now')} value={nowText} placeholder={t('columns.nowHint')} onChange={(e) => setNowText(e.target.value)} />
        </label>
        <label className="option grow">
          {t('columns.fieldSelector')}{' '}
          <input
            type="text"
            aria-label={t('columns.fieldSelector')}
            value={selector}
            placeholder="spec.color=blue,spec.size!=M"
            spellCheck={false}
            onChange={(e) => setSelector(e.target.value)}
          />
        </label>
      </div>
      {nowText.trim() !== '' && normalizeNow(nowText) === '' ? <p className="problem warning">{t('columns.badNow')}</p> : null}
      {groups.length === 0 ? <p className="empty">{t('columns.none')}</p> : null}
      {groups.map((g) => {
        const s = selFor(g);
        const matched = s && 'matches' in s.result ? new Set(s.result.matches) : null;
        const shown = matched ? g.objects.filter((o) => matched.has(o.name)) : g.objects;
        const command = `kubectl get ${g.plural}.${g.version}.${g.crd.slice(g.crd.indexOf('.') + 1)}${wide ? ' -o wide' : ''}${selector.trim() ? ` --field-selector ${selector}` : ''}`;
        return (
          <section key={`${g.crd}/${g.version}`} className="columns-group" aria-label={`${g.crd} ${g.version}`}>
            <h3>
              <code>$ {command}</code>
            </h3>
            {s && 'error' in s.result ? (
              <p className="problem error field-selector-error">
                {t('columns.selectorError')}: <code>{s.result.error}</code>
              </p>
            ) : null}
            {matched ? (
              <p className="field-selector-matches" aria-label={t('columns.matches')}>
                {t('columns.matches')}: {matched.size === 0 ? t('columns.noMatches') : [...matched].join(', ')}
              </p>
            ) : null}
            {!(s && 'error' in s.result) ? (
              <pre className="kubectl-table" aria-label={t('columns.table')}>
                {shown.length > 0 ? groupTable(shown, wide) : t('columns.noResources', { namespace: 'default' })}
              </pre>
            ) : null}
            {g.rejected.length > 0 ? (
              <p className="guidance rejected">
                {t('columns.rejected')}: {g.rejected.map((o) => o.name || t('objects.unnamed')).join(', ')}
              </p>
            ) : null}
            {g.objects.some((o) => o.scale) ? (
              <section className="scale" aria-label={t('columns.scale')}>
                <h4>{t('columns.scale')}</h4>
                {g.objects
                  .filter((o) => o.scale)
                  .map((o) => (
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
      {view?.error && selector.trim() ? <p className="failure">{view.error}</p> : null}
    </>
  );
}
