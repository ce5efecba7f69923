// The generated CRD of Go mode: read-only YAML (the CRD text every result tab works on), with Copy
// (every CRD, as one stream) and Download of each file as controller-gen names it (`<group>_<plural>.yaml`).
import { useState } from 'react';
import { usePlayground } from '../context';
import { useT } from '../i18n';
import { Editor } from '../editor/Editor';
import { downloadText } from '../share/download';

export function GeneratedCrd() {
  const t = useT();
  const go = usePlayground((s) => s.go);
  const text = usePlayground((s) => s.texts.crd);
  const status = usePlayground((s) => s.engineStatus);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="go-generated" aria-label={t('go.generated')}>
      <h3>
        <span>
          {t('go.generated')}
          {go?.k8sApi ? <span className="hint"> · {t('go.k8sApi', { minor: go.k8sApi.minor, source: go.k8sApi.source })}</span> : null}
          {status !== 'ready' && !go ? <span className="hint"> · {t('go.generating')}</span> : null}
        </span>
        <span className="go-generated-actions">
          <button type="button" disabled={text === ''} onClick={() => void copy()}>
            {copied ? t('go.copied') : t('go.copy')}
          </button>
          {(go?.crds ?? []).map((c) => (
            <button key={c.fileName} type="button" onClick={() => downloadText(c.fileName, c.yaml, 'application/yaml')}>
              {t('go.download', { file: c.fileName })}
            </button>
          ))}
        </span>
      </h3>
      {go && go.crds.length === 0 ? <p className="go-empty">{t('go.none')}</p> : null}
      <Editor id="crd" label={t('go.generated')} readOnly />
    </section>
  );
}
