// The Changes tab of a CRD update: per CRD paired with its previous version, what the apiserver
// says about the update (as kube prints it), the breaking and non-breaking changes (filterable),
// and the existing objects that would fail their next update. Empty states say what to do.
import { useMemo, useState } from 'react';
import type { CheckResult } from '../../engine/api';
import { changedVersions, changesView, filterChanges, type ChangeFilter, type CrdChangesView } from '../../state/changes';
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import { ChangeRow } from './ChangeRow';
import { DiagnosticRows } from './DiagnosticRows';
import { ObjectUpgrades } from './ObjectUpgrades';
import './changes.css';

function CrdChanges({ view, filter }: { view: CrdChangesView; filter: ChangeFilter }) {
  const t = useT();
  const shown = filterChanges(view.changes, filter);
  return (
    <section className="changes-crd" aria-label={t('changes.crdTitle', { name: view.crd.name })}>
      <h3>{t('changes.crdTitle', { name: view.crd.name })}</h3>
      <h4>{t('changes.update')}</h4>
      {view.updateErrors.length === 0 ? <p className="update-ok">{t('changes.updateOk')}</p> : null}
      {view.updateErrors.length + view.updateWarnings.length > 0 ? <DiagnosticRows diags={[...view.updateErrors, ...view.updateWarnings]} label={t('changes.update')} /> : null}
      <h4>
        {t('changes.list')} <span className="counts">{t('changes.counts', { ...view.counts })}</span>
      </h4>
      {view.changes.length === 0 ? (
        <p className="empty">{t('changes.none')}</p>
      ) : shown.length === 0 ? (
        <p className="empty">{t('changes.noneBreaking')}</p>
      ) : (
        <ul className="crd-changes-list" aria-label={t('changes.list')}>
          {shown.map((c, i) => (
            <ChangeRow key={`${c.version}/${c.path}/${c.kind}/${i}`} change={c} />
          ))}
        </ul>
      )}
      <h4>{t('changes.objects')}</h4>
      <ObjectUpgrades objects={view.objects} />
    </section>
  );
}

export function ChangesPanel({ result }: { result: CheckResult }) {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const on = usePlayground((s) => s.options.crdUpdate === true);
  const oldEmpty = usePlayground((s) => (s.texts.oldCrd ?? '').trim() === '');
  const view = useMemo(() => changesView(result), [result]);
  const [breakingOnly, setBreakingOnly] = useState(false);
  const [version, setVersion] = useState('');
  const versions = useMemo(() => changedVersions(view), [view]);
  if (!on) {
    return (
      <div className="changes-off">
        <p className="empty">{t('changes.off')}</p>
        {readOnly ? null : (
          <button type="button" onClick={() => store.getState().setCrdUpdate(true)}>
            {t('changes.turnOn')}
          </button>
        )}
      </div>
    );
  }
  if (oldEmpty) return <p className="empty">{t('changes.emptyOld')}</p>;
  const anyChanges = view.crds.some((c) => c.changes.length > 0);
  return (
    <div className="changes">
      {anyChanges ? (
        <div className="changes-filters">
          <label>
            <input type="checkbox" checked={breakingOnly} onChange={(e) => setBreakingOnly(e.target.checked)} />
            {t('changes.breakingOnly')}
          </label>
          {versions.length > 1 ? (
            <label>
              {t('changes.versionFilter')}
              <select value={versions.includes(version) ? version : ''} onChange={(e) => setVersion(e.target.value)}>
                <option value="">{t('changes.allVersions')}</option>
                {versions.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      {view.oldCrdDiagnostics.length > 0 ? (
        <section className="changes-old-crd">
          <h3>{t('changes.oldCrd')}</h3>
          <DiagnosticRows diags={view.oldCrdDiagnostics} label={t('changes.oldCrd')} />
        </section>
      ) : null}
      {view.crds.length === 0 ? <p className="empty">{t('changes.notPaired')}</p> : null}
      {view.crds.map((c) => (
        <CrdChanges key={`${c.crd.source}/${c.crd.docIndex}`} view={c} filter={{ breakingOnly, version: versions.includes(version) ? version : '' }} />
      ))}
    </div>
  );
}
