// What the apiserver does with an update, beside the results: the objects' notes (status
// changes ignored, generation increments).
import { useMemo } from 'react';
import { usePlayground } from '../context';
import { useT } from '../i18n';

export function RequestNotes() {
  const t = useT();
  const objects = usePlayground((s) => s.result?.objects);
  const notes = useMemo(() => (objects ?? []).flatMap((o) => o.notes.map((n) => ({ key: `${o.source}/${o.docIndex}/${n}`, text: o.name ? `${o.kind} ${o.name}: ${n}` : n }))), [objects]);
  if (notes.length === 0) return null;
  return (
    <ul className="request-notes" aria-label={t('request.notes')}>
      {notes.map((n) => (
        <li key={n.key}>{n.text}</li>
      ))}
    </ul>
  );
}
