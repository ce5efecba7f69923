// An editor of one text: Monaco (YamlEditor), loaded on demand so that the page's first JavaScript
// holds no Monaco. The full app asks for it at once and shows the text view while it loads; an
// embed shows the text view until the reader starts to edit (read-only embeds never load Monaco).
import { lazy, Suspense, useState } from 'react';
import { usePresentation } from '../context';
import type { TextId } from '../../state/snapshot';
import { TextView } from './TextView';
import { useT } from '../i18n';

const YamlEditor = lazy(() => import('./YamlEditor').then((m) => ({ default: m.YamlEditor })));

interface Props {
  id: TextId;
  label: string;
}

export function Editor({ id, label }: Props) {
  const t = useT();
  const { embed, readOnly } = usePresentation();
  const [editing, setEditing] = useState(!embed);
  if (!editing) {
    return <TextView id={id} label={label} onEdit={readOnly ? undefined : () => setEditing(true)} editLabel={readOnly ? undefined : t('editor.edit')} />;
  }
  return (
    <Suspense fallback={<TextView id={id} label={label} loading />}>
      <YamlEditor id={id} label={label} focus={embed} />
    </Suspense>
  );
}
