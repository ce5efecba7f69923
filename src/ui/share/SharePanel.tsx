// The Share button's panel: the link with the whole work in its fragment, its size, copy,
// and a state file for work too large for a link.
import { useEffect, useMemo, useRef, useState } from 'react';
import { LONG_LINK_CHARS, shareURL, stateFileText } from '../../state/permalink';
import { usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import { downloadText, STATE_FILE_NAME } from './download';
import { embedSnippet } from '../../state/embed-snippet';

/** The page's address without the fragment and without embed parameters. */
export function playgroundBase(href: string): string {
  const u = new URL(href);
  for (const p of ['embed', 'readonly', 'origin', 'tab']) u.searchParams.delete(p);
  u.hash = '';
  return u.toString();
}

export function SharePanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const store = usePlaygroundStore();
  const snap = useMemo(() => store.getState().snapshot(), [store]);
  const url = useMemo(() => shareURL(playgroundBase(location.href), snap), [snap]);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.select();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);

  const doCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  };
  const long = url.length > LONG_LINK_CHARS;
  const snippet = useMemo(() => embedSnippet(url, snap.tab), [url, snap.tab]);
  const [snippetCopy, setSnippetCopy] = useState<'idle' | 'copied'>('idle');
  const copySnippet = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setSnippetCopy('copied');
    } catch {
      setSnippetCopy('idle');
    }
  };
  return (
    <div className="share-panel" role="dialog" aria-label={t('share.title')}>
      <label>
        {t('share.link')}
        <input ref={input} readOnly value={url} onFocus={(e) => e.target.select()} />
      </label>
      <p className="share-size" data-chars={url.length}>
        {t('share.size', { chars: url.length, kb: (url.length / 1024).toFixed(1) })}
      </p>
      {long ? <p className="share-long">{t('share.long', { limit: LONG_LINK_CHARS })}</p> : null}
      <div className="share-actions">
        <button type="button" onClick={doCopy}>
          {copy === 'copied' ? t('share.copied') : t('share.copy')}
        </button>
        <button type="button" onClick={() => downloadText(STATE_FILE_NAME, stateFileText(store.getState().snapshot()))}>
          {t('file.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('share.close')}
        </button>
      </div>
      {copy === 'failed' ? <p className="share-size">{t('share.copyFailed')}</p> : null}
      <label>
        {t('share.embed')}
        <textarea readOnly rows={6} value={snippet} onFocus={(e) => e.target.select()} aria-label={t('share.embed')} />
      </label>
      <div className="share-actions">
        <button type="button" onClick={copySnippet}>
          {snippetCopy === 'copied' ? t('share.copied') : t('share.copyEmbed')}
        </button>
      </div>
    </div>
  );
}
