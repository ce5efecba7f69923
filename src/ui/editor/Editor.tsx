// An editor of one text. The page's first JavaScript holds no Monaco: the full app shows a plain text
// area at once (TextAreaEditor: editable, results live), asks for Monaco (YamlEditor) right after the
// first paint, and Monaco takes over with the reader's text, selection and scroll position. An embed
// shows the highlighted text view until the reader starts to edit (read-only embeds never load Monaco).
import { useEffect, useRef, useState } from 'react';
import { usePresentation } from '../context';
import type { TextId } from '../../state/snapshot';
import { TextView } from './TextView';
import { TextAreaEditor, type TextAreaHandle } from './TextAreaEditor';
import { useT } from '../i18n';
import { markMonacoSettled } from './monacoSettled';

type YamlEditorComponent = typeof import('./YamlEditor').YamlEditor;

let loaded: YamlEditorComponent | null = null;
let loading: Promise<YamlEditorComponent> | null = null;

/** Monaco's chunk, asked for once; after a failed load (offline, no cached copy) the text areas stay the editors and the next editor asks again. */
function loadYamlEditor(): Promise<YamlEditorComponent> {
  loading ??= import('./YamlEditor').then(
    (m) => (loaded = m.YamlEditor),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

interface Props {
  id: TextId;
  label: string;
  /** Monaco's language of the text (YAML unless set). */
  language?: 'yaml' | 'go';
  /** Read-only whatever the page's setting (the generated CRD of Go mode). */
  readOnly?: boolean;
}

export function Editor({ id, label, language, readOnly: fixed }: Props) {
  const t = useT();
  const presentation = usePresentation();
  const { embed } = presentation;
  const readOnly = presentation.readOnly || fixed === true;
  const [editing, setEditing] = useState(!embed);
  const [YamlEditor, setYamlEditor] = useState<YamlEditorComponent | null>(() => loaded);
  // Monaco has taken over from the text area (or was there from the start)
  const [swapped, setSwapped] = useState(loaded !== null);
  const textArea = useRef<TextAreaHandle>(null);

  useEffect(() => {
    if (!editing || YamlEditor) return;
    let live = true;
    // after the first paint (a frame, then a task): the text areas are on screen before Monaco's chunk is parsed
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        if (!live) return;
        loadYamlEditor().then(
          (component) => live && setYamlEditor(() => component),
          (e: unknown) => {
            markMonacoSettled();
            console.warn('the editor (Monaco) did not load; the text areas stay the editors', e);
          },
        );
      }),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [editing, YamlEditor]);

  if (!editing) {
    return <TextView id={id} label={label} onEdit={readOnly ? undefined : () => setEditing(true)} editLabel={readOnly ? undefined : t('editor.edit')} />;
  }
  return (
    <div className="editor-slot">
      {swapped ? null : <TextAreaEditor id={id} label={label} readOnly={readOnly} focus={embed} handle={textArea} />}
      {YamlEditor ? (
        <YamlEditor
          id={id}
          label={label}
          language={language}
          readOnly={readOnly}
          focus={embed}
          takeOver={() => textArea.current?.handOver() ?? null}
          onReady={() => {
            setSwapped(true);
            markMonacoSettled();
          }}
        />
      ) : null}
    </div>
  );
}
