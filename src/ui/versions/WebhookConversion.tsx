// Webhook conversion of a CRD with `strategy: Webhook`: the ConversionReview the apiserver would
// send for the objects to a chosen version (copy / download), and a pasted response checked as
// the apiserver checks it, with the converted objects validated against the target schema.
import { useEffect, useState } from 'react';
import type { CrdReport } from '../../engine/api';
import { responseSkeleton } from '../../state/conversion';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import { downloadText } from '../share/download';
import { stringifyJSON } from '../../engine';

function newUID(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return (
    '00000000-0000-4000-8000-' +
    Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(12, '0')
  );
}

/** One request uid per page: a pasted response keeps matching while the user edits. */
const SESSION_UID = newUID();

export function WebhookConversion({ crd }: { crd: CrdReport }) {
  const t = useT();
  const store = usePlaygroundStore();
  const served = crd.versions.filter((v) => v.served).map((v) => v.name);
  const [to, setTo] = useState<string | null>(null);
  const target = to !== null && served.includes(to) ? to : (served[0] ?? '');
  const [response, setResponse] = useState('');
  const [copied, setCopied] = useState(false);
  const key = `webhook:${crd.name}`;
  const runId = usePlayground((s) => s.runId);
  const view = usePlayground((s) => s.views[key]);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => store.getState().requestView(key, { kind: 'webhook', crd: crd.name, toVersion: target, uid: SESSION_UID, response }), response ? 150 : 0);
    return () => clearTimeout(timer);
  }, [store, key, crd.name, target, response, runId]);
  const r = view?.result?.kind === 'webhook' ? view.result : null;
  const reviewText = r?.review ? stringifyJSON(r.review, 2) + '\n' : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reviewText);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="webhook" aria-label={t('webhook.title')}>
      <h4>{t('webhook.title')}</h4>
      <p className="guidance">{t('webhook.intro')}</p>
      <label>
        {t('webhook.to')}{' '}
        <select aria-label={t('webhook.to')} value={target} onChange={(e) => setTo(e.target.value)}>
          {served.map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
      {view?.error ? <p className="failure">{view.error}</p> : null}
      {r && r.toVersion === target ? (
        <>
          {r.requestError ? <p className="problem error">{r.requestError}</p> : null}
          {r.tooDeep ? <p className="problem warning too-deep">{r.tooDeep}</p> : null}
          {r.total === 0 ? <p className="empty">{t('webhook.noObjects')}</p> : null}
          {r.total > 0 && !r.review && !r.requestError && !r.tooDeep ? <p className="empty">{t('webhook.nothingToSend')}</p> : null}
          {r.review ? (
            <>
              <p>{t('webhook.sent', { sent: r.sent, total: r.total })}</p>
              <pre className="code" aria-label={t('webhook.request')}>
                {reviewText}
              </pre>
              <div className="actions">
                <button type="button" onClick={() => void copy()}>
                  {copied ? t('share.copied') : t('webhook.copy')}
                </button>
                <button type="button" onClick={() => downloadText('conversion-review.json', reviewText)}>
                  {t('webhook.download')}
                </button>
                <button type="button" onClick={() => setResponse(responseSkeleton(r.review))}>
                  {t('webhook.skeleton')}
                </button>
              </div>
            </>
          ) : null}
        </>
      ) : null}
      <label className="block">
        {t('webhook.response')}
        <textarea
          aria-label={t('webhook.response')}
          className="code"
          rows={10}
          spellCheck={false}
          value={response}
          placeholder={t('webhook.responseHint')}
          onChange={(e) => setResponse(e.target.value)}
        />
      </label>
      {r?.outcome && response.trim() !== '' ? (
        <section className="webhook-outcome" aria-label={t('webhook.outcome')}>
          <h5>{t('webhook.outcome')}</h5>
          {r.outcome.errors.length > 0 ? (
            <ul className="problems">
              {r.outcome.errors.map((e) => (
                <li key={e} className="problem error">
                  {e}
                </li>
              ))}
            </ul>
          ) : (
            <>
              <p className="ok">{t('webhook.accepted')}</p>
              <ul className="problems">
                {r.outcome.checks.map((c, i) => (
                  <li key={i} className={`problem ${c.errors.length ? 'error' : 'info'}`}>
                    <strong>{c.name || t('objects.unnamed')}</strong> <code>{c.apiVersion}</code>: {c.errors.length === 0 ? t('webhook.valid') : c.errors.join('; ')}
                    {c.pruned.length > 0 ? (
                      <>
                        {' · '}
                        {t('pruned.fields')}:{' '}
                        {c.pruned.map((p) => (
                          <code key={p} className="path removed">
                            {p}
                          </code>
                        ))}
                      </>
                    ) : null}
                    {c.warnings.map((w) => (
                      <span key={w} className="detail">
                        {' '}
                        {w}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
              <pre className="code" aria-label={t('webhook.converted')}>
                {r.outcome.converted.map((o) => stringifyJSON(o, 2)).join('\n---\n')}
              </pre>
            </>
          )}
        </section>
      ) : null}
    </section>
  );
}
