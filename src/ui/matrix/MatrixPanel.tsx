// The "Compatibility" tab: the compatibility matrix. One row per supported Kubernetes
// version (newest on top, computed first), one column per CRD and custom object; each cell says
// whether that version accepts the document, with its errors and warnings, and the first error
// and the first message that differs from the version before as its tooltip. A row's version
// button switches the playground to that version.
import { useEffect, useMemo, useRef } from 'react';
import { SUPPORTED_KUBE_VERSIONS, type KubeVersion, type MatrixCell, type MatrixDifference, type MatrixVersion } from '../../engine';
import { matrixDelay, matrixInputKey, matrixView, requestMatrix, versionRanges } from '../../state/matrix';
import type { PlaygroundStore } from '../../state/store';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT, type Translate } from '../i18n';
import './matrix.css';

/** The input each store's matrix was last requested for: remounting the tab does not recompute it. */
const requested = new WeakMap<PlaygroundStore, string>();

const firstLine = (s: string) => s.split('\n')[0];

function differenceText(t: Translate, d: MatrixDifference): string {
  return t(d.change === 'added' ? 'matrix.added' : 'matrix.removed', { version: d.against, message: d.message });
}

function cellTitle(t: Translate, c: MatrixCell): string {
  const lines = [c.label];
  if (c.crdRejected) lines.push(t('matrix.crdRejected'));
  if (c.firstError) lines.push(t('matrix.firstError', { message: c.firstError }));
  if (c.firstDifference) lines.push(differenceText(t, c.firstDifference));
  return lines.join('\n');
}

function Cell({ cell, t }: { cell: MatrixCell | undefined; t: Translate }) {
  if (!cell) return <td className="matrix-cell none" />;
  return (
    <td className={`matrix-cell ${cell.accepted ? 'accepted' : 'rejected'}${cell.firstDifference ? ' changed' : ''}`} title={cellTitle(t, cell)} data-accepted={cell.accepted}>
      <span className="verdict">{cell.accepted ? `✓ ${t('matrix.accepted')}` : `✗ ${t('matrix.rejected')}`}</span>
      {cell.errors + cell.warnings > 0 ? <span className="counts">{t('matrix.counts', { errors: cell.errors, warnings: cell.warnings })}</span> : null}
      {cell.crdRejected && cell.errors === 0 ? <span className="counts">{t('matrix.crdRejected')}</span> : null}
      {cell.firstError ? <span className="first-error">{firstLine(cell.firstError)}</span> : null}
    </td>
  );
}

function changeText(t: Translate, row: MatrixVersion): { short: string; full: string } | null {
  if (!row.firstDifference) return null;
  const full = differenceText(t, row.firstDifference);
  return { short: firstLine(full), full };
}

export function MatrixPanel() {
  const t = useT();
  const store = usePlaygroundStore();
  const texts = usePlayground((s) => s.texts);
  const options = usePlayground((s) => s.options);
  const inputKey = useMemo(() => matrixInputKey({ texts, options }), [texts, options]);
  const current = options.kubeVersion;
  const views = usePlayground((s) => s.views);
  // until the newest input has been asked for (typing pauses first), every row is of older input
  const outdated = requested.get(store) !== undefined && requested.get(store) !== inputKey;
  const view = useMemo(() => matrixView(views, outdated), [views, outdated]);
  const engineMs = Math.round(view.matrix.versions.reduce((n, r) => n + r.elapsedMs, 0));
  /** What the last complete matrix cost the engine: how long to wait for typing to pause. */
  const lastCost = useRef(0);
  useEffect(() => {
    if (view.complete) lastCost.current = engineMs;
  }, [view.complete, engineMs]);
  const opened = useRef(true);
  useEffect(() => {
    const justOpened = opened.current;
    opened.current = false;
    const last = requested.get(store);
    if (last === inputKey) return;
    const ask = () => {
      requested.set(store, inputKey);
      requestMatrix(store.getState());
    };
    // the tab just opened: at once; while typing: once the input has settled
    if (last === undefined || justOpened) {
      ask();
      return;
    }
    const timer = setTimeout(ask, matrixDelay(lastCost.current));
    return () => clearTimeout(timer);
  }, [store, inputKey]);

  const rows = new Map<KubeVersion, { row: MatrixVersion; stale: boolean }>();
  for (const r of view.matrix.versions) rows.set(r.kubeVersion, { row: r, stale: false });
  for (const [v, r] of view.stale) rows.set(v, { row: r, stale: true });
  // the columns of the fresh rows; while none has arrived, those of the stale ones
  const columns = view.matrix.columns.length > 0 || view.matrix.versions.length > 0 ? view.matrix.columns : ([...view.stale.values()][0]?.cells ?? []);
  const freshVersions = view.matrix.versions.map((r) => r.kubeVersion);
  const acceptAll = view.matrix.versions.filter((r) => r.cells.every((c) => c.accepted) && r.crdErrors + r.objectErrors + r.documentErrors === 0).map((r) => r.kubeVersion);
  const rejecting = freshVersions.filter((v) => !acceptAll.includes(v));
  const documentError = view.matrix.versions.at(-1)?.documentMessages.find((m) => m.severity === 'error');
  const nothing = view.complete && columns.length === 0 && view.matrix.versions.every((r) => r.documentMessages.length === 0);

  return (
    <section className="matrix" aria-label={t('matrix.title')}>
      <p className="guidance">{t('matrix.intro')}</p>
      {view.complete && !nothing ? (
        <p className="matrix-summary">
          {rejecting.length === 0
            ? t('matrix.summary.all', { versions: versionRanges(acceptAll) })
            : acceptAll.length === 0
              ? t('matrix.summary.none')
              : t('matrix.summary.some', { versions: versionRanges(acceptAll), rejected: versionRanges(rejecting) })}
        </p>
      ) : null}
      {documentError ? <p className="problem error">{t('matrix.documents', { message: firstLine(documentError.message) })}</p> : null}
      {[...view.failed].map(([v, error]) => (
        <p key={v} className="failure">
          {t('matrix.failed', { version: v, error })}
        </p>
      ))}
      {nothing ? (
        <p className="empty">{t('matrix.empty')}</p>
      ) : (
        <div className="matrix-scroll">
          <table className="matrix-table" aria-label={t('matrix.title')} data-complete={view.complete} data-engine-ms={engineMs}>
            <thead>
              <tr>
                <th scope="col">{t('matrix.version')}</th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" title={c.label}>
                    <span className="column-kind">{c.kind === 'crd' ? 'CRD' : c.label.split('/')[0]}</span> <code>{c.kind === 'crd' ? c.label : c.label.slice(c.label.indexOf('/') + 1)}</code>
                  </th>
                ))}
                <th scope="col">{t('matrix.change')}</th>
              </tr>
            </thead>
            <tbody>
              {[...SUPPORTED_KUBE_VERSIONS].reverse().map((v) => {
                const entry = rows.get(v);
                const state = entry ? (entry.stale ? 'stale' : 'ready') : view.failed.has(v) ? 'failed' : 'pending';
                const change = entry && !entry.stale ? changeText(t, entry.row) : null;
                return (
                  <tr key={v} data-version={v} data-state={state} className={`matrix-row ${state}`} aria-current={v === current ? 'true' : undefined}>
                    <th scope="row">
                      <button
                        type="button"
                        className="matrix-version"
                        title={t('matrix.switch', { version: v })}
                        aria-label={t('matrix.switch', { version: v })}
                        onClick={() => store.getState().setOptions({ kubeVersion: v })}
                      >
                        {v}
                      </button>
                      {v === current ? <span className="matrix-current">{t('matrix.current')}</span> : null}
                    </th>
                    {columns.map((c) => (entry ? <Cell key={c.key} cell={entry.row.cells.find((x) => x.key === c.key)} t={t} /> : <td key={c.key} className="matrix-cell none" />))}
                    <td className="matrix-change" title={change?.full}>
                      {state === 'pending' || state === 'stale' ? <span className="pending">{t('matrix.pending')}</span> : (change?.short ?? '')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
