// One change between the previous CRD and the new one: breaking or not, where (version and path),
// its kind, what it breaks, the engine's one-line explanation and the old and new values. A click
// selects the changed node in the CRD editor when the change has a range.
import type { CrdChange } from '../../engine/api';
import type { JSONValue } from '../../engine/apis/json';
import { usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import { stringifyJSON } from '../../engine';

const MAX_VALUE = 80;

/** A value as JSON; null when absent or too long to show in a line (the message names long values itself). */
function valueText(v: JSONValue | undefined): string | null {
  if (v === undefined) return null;
  const s = stringifyJSON(v);
  return s.length > MAX_VALUE ? null : s;
}

export function ChangeRow({ change }: { change: CrdChange }) {
  const t = useT();
  const store = usePlaygroundStore();
  const range = change.range;
  const oldValue = valueText(change.old);
  const newValue = valueText(change.new);
  const affects = change.breaking ? (change.affects ?? []) : [];
  return (
    <li className={`crd-change ${change.breaking ? 'breaking' : 'compatible'}`} data-kind={change.kind}>
      <button
        type="button"
        className="crd-change-row"
        disabled={!range}
        title={range ? t('changes.reveal') : undefined}
        onClick={() => range && store.getState().revealRange(change.source ?? 'crd', range)}
      >
        <span className={`crd-change-mark ${change.breaking ? 'breaking' : 'compatible'}`}>{change.breaking ? t('changes.breaking') : t('changes.nonBreaking')}</span>
        <span className="crd-change-where">
          {change.version ? <span className="crd-change-version">{change.version}</span> : <span className="crd-change-version crd-wide">{t('changes.crdWide')}</span>}
          <code className="crd-change-path">{change.path}</code>
        </span>
        <code className="crd-change-kind">{change.kind}</code>
        {affects.length > 0 ? (
          <span className="crd-change-affects">
            {t('changes.breaks')} {affects.map((a) => t(`changes.affects.${a}`)).join(', ')}
          </span>
        ) : null}
        <span className="crd-change-message">{change.message}</span>
        {(oldValue !== null || newValue !== null) && (oldValue !== null || change.old === undefined) && (newValue !== null || change.new === undefined) ? (
          <code className="crd-change-values">
            {oldValue ?? '—'} → {newValue ?? '—'}
          </code>
        ) : null}
      </button>
    </li>
  );
}
