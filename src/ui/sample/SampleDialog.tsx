// "New object from schema" (opened from the File menu): choose a CRD of the CRD editor, a served
// version and minimal or full; the view worker makes the object from the schema and the store
// appends it to the objects editor as a new document (the user's text stays).
import { useEffect, useMemo, useRef, useState } from 'react';
import { SAMPLE_VIEW_KEY } from '../../state/sample';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import '../versions/views.css';

export function SampleDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const store = usePlaygroundStore();
  const crds = usePlayground((s) => s.result?.crds);
  const view = usePlayground((s) => s.views[SAMPLE_VIEW_KEY]);
  const [crdName, setCrdName] = useState('');
  const [version, setVersion] = useState('');
  const [full, setFull] = useState(false);
  const [requested, setRequested] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const usable = useMemo(() => (crds ?? []).filter((c) => c.kind !== '' && c.versions.some((v) => v.served)), [crds]);
  const crd = usable.find((c) => c.name === crdName) ?? usable[0];
  const served = crd ? crd.versions.filter((v) => v.served).map((v) => v.name) : [];
  const defaultVersion = crd?.storageVersion && served.includes(crd.storageVersion) ? crd.storageVersion : served[0];
  const chosenVersion = served.includes(version) ? version : defaultVersion;
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('select, input, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);
  const add = () => {
    if (!crd) return;
    setRequested(true);
    store.getState().addSample(crd.name, chosenVersion, full);
  };
  const sample = view?.result?.kind === 'sample' ? view.result.sample : undefined;
  let status: { text: string; error: boolean } | null = null;
  if (requested && view) {
    if (view.status === 'pending') status = { text: t('sample.pending'), error: false };
    else if (view.error) status = { text: t('sample.error', { error: view.error }), error: true };
    else if (sample?.error) status = { text: t('sample.error', { error: sample.error }), error: true };
    else if (sample && sample.crdErrors.length > 0) status = { text: t('sample.crdInvalid', { count: sample.crdErrors.length }), error: true };
    else if (sample && sample.errors.length > 0) status = { text: t('sample.remaining', { count: sample.errors.length }), error: true };
    else if (sample) status = { text: t('sample.added', { kind: sample.kind ?? '', version: sample.version ?? '' }), error: false };
  }
  return (
    <div ref={dialog} className="gallery sample-dialog" role="dialog" aria-label={t('sample.title')}>
      <h2>{t('sample.title')}</h2>
      {!crd ? (
        <p>{t('sample.noCrd')}</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          {usable.length > 1 ? (
            <label className="option">
              {t('sample.crd')}{' '}
              <select aria-label={t('sample.crd')} value={crd.name} onChange={(e) => setCrdName(e.target.value)}>
                {usable.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.kind} ({c.name})
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p>
              {crd.kind} ({crd.name})
            </p>
          )}
          <label className="option">
            {t('sample.version')}{' '}
            <select aria-label={t('sample.version')} value={chosenVersion} onChange={(e) => setVersion(e.target.value)}>
              {served.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{t('sample.mode')}</legend>
            <label>
              <input type="radio" name="sample-mode" checked={!full} onChange={() => setFull(false)} /> {t('sample.minimal')}
            </label>
            <br />
            <label>
              <input type="radio" name="sample-mode" checked={full} onChange={() => setFull(true)} /> {t('sample.full')}
            </label>
          </fieldset>
          <button type="submit" disabled={view?.status === 'pending' && requested}>
            {t('sample.insert')}
          </button>
        </form>
      )}
      {status ? (
        <p role="status" className={status.error ? 'sample-status error' : 'sample-status'}>
          {status.text}
        </p>
      ) : null}
      <button type="button" onClick={onClose}>
        {t('share.close')}
      </button>
    </div>
  );
}
