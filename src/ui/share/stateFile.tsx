// Save the work to a state file and open one (for work too large for a link): the File menu's items.
import { useRef } from 'react';
import { PREVIOUS_KEY, browserStorage, saveSnapshot } from '../../state/autosave';
import { parseStateFile, stateFileText } from '../../state/permalink';
import { unknownKubeVersionNotice } from '../../state/notice';
import { usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import { downloadText, STATE_FILE_NAME } from './download';

/** `save()` downloads the state file; `choose()` asks for one to open; `input` is the hidden file input to render. */
export function useStateFile() {
  const t = useT();
  const store = usePlaygroundStore();
  const file = useRef<HTMLInputElement>(null);

  const open = async (f: File | undefined) => {
    if (!f) return;
    const text = await f.text();
    const r = parseStateFile(text);
    const st = store.getState();
    if (r.ok) {
      const previous = st.snapshot();
      saveSnapshot(browserStorage(), previous, PREVIOUS_KEY);
      st.load(r.snapshot, r.refusedKubeVersion !== undefined ? unknownKubeVersionNotice(r.refusedKubeVersion, previous) : { kind: 'info', key: 'notice.file.opened', restore: previous });
    } else {
      st.setNotice({ kind: 'error', key: `notice.file.${r.reason}`, params: r.version !== undefined ? { version: r.version } : undefined });
    }
    if (file.current) file.current.value = '';
  };

  return {
    save: () => downloadText(STATE_FILE_NAME, stateFileText(store.getState().snapshot())),
    choose: () => file.current?.click(),
    input: <input ref={file} type="file" accept=".json,application/json" hidden aria-label={t('file.open')} onChange={(e) => void open(e.target.files?.[0])} />,
  };
}
