// The old objects of an update: an editor shown for Update and Update /status, its text in the
// store (prefilled from the objects on first use), with markers for diagnostics about it.
import { requestOf } from '../../state/snapshot';
import { usePlayground } from '../context';
import { Editor } from '../editor/Editor';
import { useT } from '../i18n';

export function OldObjects() {
  const t = useT();
  const request = usePlayground((s) => requestOf(s.options));
  if (request === 'create') return null;
  return (
    <section className="old-pane">
      <h3>
        {t('editor.old.title')} <span className="hint">{t('editor.old.hint')}</span>
      </h3>
      <Editor id="old" label={t('editor.old')} />
    </section>
  );
}
