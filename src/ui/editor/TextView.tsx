// The read-only view of an editor's text: highlighted YAML in a <pre>, shown at once (no Monaco).
// Embeds show it until the reader starts to edit (then the text area and Monaco, Editor.tsx).
import { memo } from 'react';
import { usePlayground } from '../context';
import type { TextId } from '../../state/snapshot';
import { highlightLine } from './highlight';

interface Props {
  id: TextId;
  label: string;
  /** The reader may edit: focusing or clicking the view asks for the editor. */
  onEdit?: () => void;
  editLabel?: string;
}

const Lines = memo(function Lines({ text }: { text: string }) {
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <div className="tv-line" key={i}>
          <span className="tv-no" aria-hidden="true">
            {i + 1}
          </span>
          <span className="tv-text">
            {highlightLine(line).map((t, j) => (
              <span key={j} className={`tv-${t.kind}`}>
                {t.text}
              </span>
            ))}
            {line === '' ? '\n' : null}
          </span>
        </div>
      ))}
    </>
  );
});

export function TextView({ id, label, onEdit, editLabel }: Props) {
  const text = usePlayground((s) => s.texts[id] ?? '');
  return (
    <div className="editor-host text-view" data-editor={id} data-view="text">
      <pre role="textbox" aria-label={label} aria-readonly={onEdit ? undefined : true} aria-multiline tabIndex={0} onFocus={onEdit} onPointerDown={onEdit}>
        <Lines text={text} />
      </pre>
      {onEdit && editLabel ? (
        <button type="button" className="tv-edit" onClick={onEdit}>
          {editLabel}
        </button>
      ) : null}
    </div>
  );
}
