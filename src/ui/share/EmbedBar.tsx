// The compact header of an embedded playground: "Open in playground" with the current work.
import { useState } from 'react';
import { shareURL } from '../../state/permalink';
import { usePlaygroundStore, usePresentation } from '../context';
import { useT } from '../i18n';
import { playgroundBase } from './SharePanel';

export function EmbedBar() {
  const t = useT();
  const store = usePlaygroundStore();
  const { readOnly } = usePresentation();
  const link = () => shareURL(playgroundBase(location.href), store.getState().snapshot());
  const [href, setHref] = useState(link);
  const refresh = () => setHref(link());
  return (
    <div className="embed-bar">
      <strong>{t('app.title')}</strong>
      {readOnly ? <span className="where">{t('embed.readOnly')}</span> : null}
      <span className="spacer" />
      <a
        href={href}
        target="_blank"
        rel="noopener"
        onPointerDown={refresh}
        onFocus={refresh}
        onMouseEnter={refresh}
        onClick={(e) => {
          e.currentTarget.href = link();
        }}
      >
        {t('embed.open')}
      </a>
    </div>
  );
}
