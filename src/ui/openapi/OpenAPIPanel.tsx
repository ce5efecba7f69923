// The OpenAPI tab: for a served version of a CRD, the OpenAPI v3 document the apiserver publishes
// (lossless), the v2 one (lossy: what kubectl's client-side validation and older clients see),
// and `kubectl explain --recursive`; computed in the view worker when asked for.
import { useEffect, useState } from 'react';
import { stringify } from 'yaml';
import type { CheckResult } from '../../engine/api';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT, type MessageKey } from '../i18n';
import { downloadText } from '../share/download';
import '../versions/views.css';
import { stringifyJSON } from '../../engine';

type Doc = 'explain' | 'v3' | 'v2';
const DOCS: { id: Doc; label: MessageKey }[] = [
  { id: 'explain', label: 'openapi.explain' },
  { id: 'v3', label: 'openapi.v3' },
  { id: 'v2', label: 'openapi.v2' },
];
const KEY = 'openapi';

export function OpenAPIPanel({ result }: { result: CheckResult }) {
  const t = useT();
  const store = usePlaygroundStore();
  const runId = usePlayground((s) => s.runId);
  const view = usePlayground((s) => s.views[KEY]);
  const choices = result.crds.flatMap((c) => c.versions.filter((v) => v.served).map((v) => ({ crd: c.name, version: v.name })));
  const [pick, setPick] = useState('');
  const [doc, setDoc] = useState<Doc>('explain');
  const [format, setFormat] = useState<'yaml' | 'json'>('yaml');
  const [field, setField] = useState('');
  const path = field.trim();
  const chosen = choices.find((c) => `${c.crd} ${c.version}` === pick) ?? choices[0];
  useEffect(() => {
    if (!chosen) return;
    const timer = setTimeout(() => store.getState().requestView(KEY, { kind: 'openapi', crd: chosen.crd, version: chosen.version, path }), path ? 150 : 0);
    return () => clearTimeout(timer);
  }, [store, chosen?.crd, chosen?.version, path, runId]);

  if (!chosen) return <p className="empty">{t('openapi.none')}</p>;
  const r = view?.result?.kind === 'openapi' && view.result.crd === chosen.crd && view.result.version === chosen.version && view.result.path === path ? view.result : null;
  const crd = result.crds.find((c) => c.name === chosen.crd);
  let text = '';
  if (r) {
    if (doc === 'explain') text = r.explain.ok ? r.explain.text : r.explain.error;
    else {
      const d = doc === 'v3' ? r.v3 : r.v2;
      text = d === null ? (r.tooDeep ?? t('openapi.notPublished')) : format === 'json' ? stringifyJSON(d, 2) + '\n' : stringify(d, { lineWidth: 0, aliasDuplicateObjects: false });
    }
  }
  return (
    <>
      <div className="view-options">
        <label className="option">
          {t('openapi.version')}{' '}
          <select aria-label={t('openapi.version')} value={`${chosen.crd} ${chosen.version}`} onChange={(e) => setPick(e.target.value)}>
            {choices.map((c) => (
              <option key={`${c.crd} ${c.version}`} value={`${c.crd} ${c.version}`}>
                {c.crd} {c.version}
              </option>
            ))}
          </select>
        </label>
        <span role="radiogroup" aria-label={t('openapi.document')} className="option">
          {DOCS.map((d) => (
            <label key={d.id}>
              <input type="radio" name="openapi-doc" checked={doc === d.id} onChange={() => setDoc(d.id)} /> {t(d.label)}
            </label>
          ))}
        </span>
        {doc === 'explain' ? (
          <label className="option">
            {t('openapi.field')} <input type="text" aria-label={t('openapi.field')} value={field} placeholder="spec.replicas" spellCheck={false} onChange={(e) => setField(e.target.value)} />
          </label>
        ) : null}
        {doc !== 'explain' ? (
          <label className="option">
            {t('openapi.format')}{' '}
            <select aria-label={t('openapi.format')} value={format} onChange={(e) => setFormat(e.target.value as 'yaml' | 'json')}>
              <option value="yaml">YAML</option>
              <option value="json">JSON</option>
            </select>
          </label>
        ) : null}
      </div>
      {r && doc !== 'explain' && (doc === 'v3' ? r.v3 : r.v2) !== null ? (
        <div className="actions">
          <button type="button" onClick={() => downloadText(`${chosen.crd}-${chosen.version}-openapi-${doc}.${format}`, text, format === 'json' ? 'application/json' : 'application/yaml')}>
            {t('openapi.download')}
          </button>
        </div>
      ) : null}
      {doc === 'v2' ? <p className="guidance">{t('openapi.v2lossy')}</p> : null}
      {view?.error ? <p className="failure">{view.error}</p> : null}
      {r ? (
        <pre className="code openapi-doc" aria-label={t(DOCS.find((d) => d.id === doc)!.label)}>
          {doc === 'explain' ? `$ kubectl explain ${crd?.plural ?? ''}${path ? '.' + path : ''} --api-version=${crd?.group ?? ''}/${chosen.version} --recursive\n` : ''}
          {text}
        </pre>
      ) : (
        <p className="empty">{t('results.checking')}</p>
      )}
    </>
  );
}
