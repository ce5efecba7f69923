// The Versions tab: per CRD, its versions in priority order with their flags, the deprecation
// warnings clients receive, REST paths and resource names, the storage version and
// status.storedVersions (with the apiserver's refusals and the documentation's guidance), each
// object read at every other served version (None conversion), the schema diff of two versions,
// and webhook conversion.
import { useEffect, useMemo, useState } from 'react';
import type { CheckResult, CrdReport } from '../../engine/api';
import type { Diagnostic } from '../../engine/diagnostics';
import { conversionViews } from '../../state/conversion';
import { toYaml } from '../../state/steps';
import type { ViewEntry } from '../../state/views';
import type { ViewResult } from '../../engine';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import { DiffLines } from './DiffLines';
import { WebhookConversion } from './WebhookConversion';
import { CrdSize } from './CrdSize';
import './views.css';

/** CRD diagnostics about the storage version and status.storedVersions. */
function storageDiagnostics(crd: CrdReport): Diagnostic[] {
  return [...crd.errors, ...crd.warnings].filter((d) => d.code === 'storage-version');
}

function VersionTable({ crd }: { crd: CrdReport }) {
  const t = useT();
  return (
    <table className="versions-table" aria-label={t('versions.list')}>
      <thead>
        <tr>
          <th>{t('versions.version')}</th>
          <th>{t('versions.flags')}</th>
          <th>{t('versions.warning')}</th>
        </tr>
      </thead>
      <tbody>
        {crd.versions.map((v) => (
          <tr key={v.name} data-version={v.name}>
            <td>
              <code>{v.name}</code>
            </td>
            <td className="flags">
              {v.served ? <span className="flag served">{t('versions.served')}</span> : <span className="flag off">{t('versions.notServed')}</span>}
              {v.storage ? <span className="flag storage">{t('versions.storage')}</span> : null}
              {v.deprecated ? <span className="flag deprecated">{t('versions.deprecated')}</span> : null}
              {v.default ? <span className="flag default">{t('versions.default')}</span> : null}
            </td>
            <td>{v.deprecationWarning ? <span className="deprecation">Warning: {v.deprecationWarning}</span> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type VersionsView = Extract<ViewResult, { kind: 'schemaDiff' }>;

function Storage({ crd, view }: { crd: CrdReport; view: VersionsView | null }) {
  const t = useT();
  const diags = storageDiagnostics(crd);
  const older = crd.storedVersions.filter((v) => v !== crd.storageVersion);
  return (
    <section className="storage" aria-label={t('versions.storageTitle')}>
      <h4>{t('versions.storageTitle')}</h4>
      <p>
        {crd.storageVersion ? t('versions.storageIs', { version: crd.storageVersion }) : <strong>{t('versions.noStorage')}</strong>}
        {' · '}
        {t('versions.storedVersions')}: <code>{crd.storedVersions.length ? crd.storedVersions.join(', ') : '[]'}</code>
      </p>
      {diags.length > 0 ? (
        <ul className="problems storage-problems">
          {diags.map((d, i) => (
            <li key={i} className={`problem ${d.severity}`}>
              <span className={`severity ${d.severity}`}>{t(`problems.severity.${d.severity}`)}</span> <span className="message">{d.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!crd.storageVersion || diags.length > 0 ? <p className="guidance">{t('versions.guidance.storage')}</p> : null}
      {older.length > 0 && crd.storageVersion ? <p className="guidance stored-warning">{t('versions.guidance.migrate', { old: older.join(', '), storage: crd.storageVersion })}</p> : null}
      {crd.versions.length > 1 ? <p className="guidance">{t('versions.guidance.switch')}</p> : null}
      {view?.update ? (
        <div className="update-stored" aria-label={t('versions.onUpdate')}>
          <p>
            {t('versions.onUpdate')}: <code>{view.update.storedVersions.join(', ')}</code>
          </p>
          {view.update.errors.length > 0 ? (
            <>
              <p className="problem error">{t('versions.updateRefused')}</p>
              <ul className="problems storage-problems">
                {view.update.errors.map((e) => (
                  <li key={e} className="problem error">
                    {e}
                  </li>
                ))}
              </ul>
              <p className="guidance">{t('versions.guidance.remove')}</p>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function Endpoints({ crd }: { crd: CrdReport }) {
  const t = useT();
  return (
    <section aria-label={t('versions.endpoints')}>
      <h4>{t('versions.endpoints')}</h4>
      {crd.endpoints.length === 0 ? <p className="empty">{t('versions.noEndpoints')}</p> : null}
      <ul className="endpoints">
        {crd.endpoints.map((e) => (
          <li key={e.version}>
            <code>{e.version}</code>:{' '}
            {[e.collection, e.allNamespaces, e.item, e.status, e.scale]
              .filter((p): p is string => !!p)
              .map((p) => (
                <code key={p} className="path">
                  {p}
                </code>
              ))}
          </li>
        ))}
      </ul>
      <h4>{t('versions.names')}</h4>
      <p className="names">
        {crd.resourceNames.map((n) => (
          <code key={n} className="path">
            {n}
          </code>
        ))}
      </p>
    </section>
  );
}

function SchemaDiff({
  crd,
  view,
  r,
  a,
  b,
  setFrom,
  setTo,
}: {
  crd: CrdReport;
  view: ViewEntry | undefined;
  r: VersionsView | null;
  a: string;
  b: string;
  setFrom: (v: string) => void;
  setTo: (v: string) => void;
}) {
  const t = useT();
  const names = crd.versions.map((v) => v.name);
  return (
    <>
      {r && r.categories.length > 0 ? (
        <p className="categories">
          {t('versions.categories')}:{' '}
          {r.categories.map((c) => (
            <code key={c} className="path">
              {c}
            </code>
          ))}
        </p>
      ) : null}
      {r && r.noneWarnings.length > 0 ? (
        <section className="none-warnings" aria-label={t('versions.noneLoss')}>
          <h4>{t('versions.noneLoss')}</h4>
          <ul>
            {r.noneWarnings.map((w) => (
              <li key={w} className="problem warning">
                {w}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {names.length > 1 ? (
        <section className="schema-diff" aria-label={t('versions.schemaDiff')}>
          <h4>{t('versions.schemaDiff')}</h4>
          <label>
            {t('versions.diffFrom')}{' '}
            <select aria-label={t('versions.diffFrom')} value={a} onChange={(e) => setFrom(e.target.value)}>
              {names.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>{' '}
          <label>
            {t('versions.diffTo')}{' '}
            <select aria-label={t('versions.diffTo')} value={b} onChange={(e) => setTo(e.target.value)}>
              {names.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
          {view?.error ? <p className="failure">{view.error}</p> : null}
          {r && r.from === a && r.to === b ? (
            r.changes.length === 0 ? (
              <p className="empty">{t('versions.sameSchema')}</p>
            ) : (
              <ul className="schema-changes">
                {r.changes.map((c, i) => (
                  <li key={i} className={`change ${c.change}`}>
                    <span className="change-kind">{t(`versions.change.${c.change}`)}</span> <code>{c.path || t('versions.root')}</code>
                    {c.detail ? <span className="detail"> {c.detail}</span> : null}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </section>
      ) : null}
      {r && r.strategy === 'Webhook' ? <WebhookConversion crd={crd} /> : null}
    </>
  );
}

function ObjectsAtVersions({ result, crd, webhook }: { result: CheckResult; crd: CrdReport; webhook: boolean }) {
  const t = useT();
  const views = useMemo(() => result.objects.filter((o) => o.crd === crd.name && o.result !== null).map((o) => ({ o, views: conversionViews(o) })), [result, crd.name]);
  if (views.length === 0) return null;
  if (webhook) {
    return (
      <section className="read-at" aria-label={t('versions.readAt')}>
        <h4>{t('versions.readAt')}</h4>
        <p className="guidance">{t('versions.webhookRead')}</p>
      </section>
    );
  }
  return (
    <section className="read-at" aria-label={t('versions.readAt')}>
      <h4>{t('versions.readAt')}</h4>
      {views.map(({ o, views: vs }) => (
        <div key={`${o.source}/${o.docIndex}`} className="object-versions">
          <h5>
            {t('objects.heading', { kind: o.kind, name: o.name || t('objects.unnamed') })} <span className="where">{t('versions.writtenAt', { version: o.version ?? '?' })}</span>
            {o.storage ? <span className="where"> · {t('versions.storedAt', { version: o.storage.version })}</span> : null}
          </h5>
          {o.storage && o.storage.stored !== null ? (
            <details className="stored-form">
              <summary>{t('versions.storedForm', { version: o.storage.version })}</summary>
              <pre>{toYaml(o.storage.stored)}</pre>
            </details>
          ) : null}
          {vs.length === 0 ? <p className="empty">{t('versions.noOther')}</p> : null}
          {vs.map((v) => (
            <div key={v.version} className="conversion" data-version={v.version}>
              <p>
                {t('versions.readAtVersion', { version: v.version })}
                {v.pruned.length > 0 ? (
                  <>
                    {' · '}
                    {t('pruned.fields')}:{' '}
                    {v.pruned.map((p) => (
                      <code key={p} className="path removed">
                        {p}
                      </code>
                    ))}
                  </>
                ) : null}
                {v.defaulted.length > 0 ? (
                  <>
                    {' · '}
                    {t('defaulted.fields')}:{' '}
                    {v.defaulted.map((p) => (
                      <code key={p} className="path added">
                        {p}
                      </code>
                    ))}
                  </>
                ) : null}
              </p>
              {v.warnings.map((w) => (
                <p key={w} className="problem warning">
                  {w}
                </p>
              ))}
              <DiffLines lines={v.lines} label={t('versions.diffLabel', { version: v.version })} />
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

function CrdVersions({ result, crd }: { result: CheckResult; crd: CrdReport }) {
  const t = useT();
  const store = usePlaygroundStore();
  const names = crd.versions.map((v) => v.name);
  // the user's picks for the schema diff; by default the second version against the first (priority order)
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const a = from !== null && names.includes(from) ? from : (names[1] ?? names[0] ?? '');
  const b = to !== null && names.includes(to) ? to : (names[0] ?? '');
  const key = `versions:${crd.name}`;
  const runId = usePlayground((s) => s.runId);
  const view = usePlayground((s) => s.views[key]);
  useEffect(() => {
    store.getState().requestView(key, { kind: 'schemaDiff', crd: crd.name, from: a, to: b });
  }, [store, key, crd.name, a, b, runId]);
  const r = view?.result?.kind === 'schemaDiff' && view.result.crd === crd.name ? view.result : null;
  return (
    <section className="crd-versions" aria-label={crd.name || crd.kind}>
      <h3>{crd.name || t('objects.unnamed')}</h3>
      <CrdSize crd={crd} />
      <VersionTable crd={crd} />
      <Storage crd={crd} view={r} />
      <Endpoints crd={crd} />
      <ObjectsAtVersions result={result} crd={crd} webhook={r?.strategy === 'Webhook'} />
      <SchemaDiff crd={crd} view={view} r={r} a={a} b={b} setFrom={setFrom} setTo={setTo} />
    </section>
  );
}

export function VersionsPanel({ result }: { result: CheckResult }) {
  const t = useT();
  if (result.crds.length === 0) return <p className="empty">{t('versions.noCrd')}</p>;
  return (
    <>
      {result.crds.map((crd) => (
        <CrdVersions key={`${crd.source}/${crd.docIndex}/${crd.name}`} result={result} crd={crd} />
      ))}
    </>
  );
}
