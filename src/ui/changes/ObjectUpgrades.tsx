// The objects of a CRD read as stored objects under the new CRD: which would fail their next
// update (with the errors kube would print), which pass, and what reading them drops or defaults.
import type { ObjectUpgradeView } from '../../state/changes';
import { useT } from '../i18n';
import { DiagnosticRows } from './DiagnosticRows';

export function ObjectUpgrades({ objects }: { objects: readonly ObjectUpgradeView[] }) {
  const t = useT();
  if (objects.length === 0) return <p className="empty">{t('changes.objects.none')}</p>;
  const fails = objects.filter((o) => o.fails).length;
  const ratchetedOnly = objects.filter((o) => o.ratchetedOnly).length;
  return (
    <>
      <p className={`summary ${fails > 0 ? 'fails' : ''}`}>
        {t('changes.objects.counts', { fails, total: objects.length })}
        {ratchetedOnly > 0 ? ` · ${t('changes.objects.ratchetedOnly', { n: ratchetedOnly })}` : ''}
      </p>
      <ul className="upgrade-objects">
        {objects.map((v) => {
          const o = v.object;
          const u = o.upgrade!;
          const name = t('objects.heading', { kind: o.kind, name: o.name || t('objects.unnamed') });
          const state = v.fails ? 'fails' : v.ratchetedOnly ? 'ratcheted' : 'passes';
          const label = v.fails ? t('changes.object.fails') : v.ratchetedOnly ? t('changes.object.passesRatcheted') : t('changes.object.passes');
          return (
            <li key={`${o.source}/${o.docIndex}`} className={`upgrade-object ${state}`} aria-label={name}>
              <div className="upgrade-object-head">
                <span className="upgrade-object-name">{name}</span>
                <span className={`upgrade-status ${state}`}>{label}</span>
                {v.ratchetedOnly ? <span className="upgrade-ratchet-note">{t('changes.object.ratchetNote')}</span> : null}
                <span className="upgrade-read">{t('changes.object.read', { stored: u.storedVersion || '—', version: u.version || '—' })}</span>
              </div>
              {v.errors.length > 0 || v.ratcheted.length > 0 ? <DiagnosticRows diags={[...v.errors, ...v.ratcheted]} label={name} /> : null}
              {u.pruned.length > 0 ? <p className="upgrade-note">{t('changes.object.pruned', { fields: u.pruned.join(', ') })}</p> : null}
              {u.defaulted.length > 0 ? <p className="upgrade-note">{t('changes.object.defaulted', { fields: u.defaulted.join(', ') })}</p> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
