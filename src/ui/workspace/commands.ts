// Workspace commands shared by the toolbar and the keyboard shortcuts: format / convert the focused
// editor, save a state file, go to the next or previous problem.
import type { Diagnostic } from '../../engine/diagnostics';
import { allDiagnostics } from '../../state/changes';
import { stateFileText } from '../../state/permalink';
import type { PlaygroundStore } from '../../state/store';
import type { WorkspaceStore } from '../../state/workspace';
import { EDITORS } from '../editor/registry';
import { downloadText, STATE_FILE_NAME } from '../share/download';

/**
 * Formats (or converts to JSON / YAML) the focused editor's text; malformed YAML: a notice, no change.
 * The formatter (the `yaml` library) is loaded on the first use, not with the page.
 */
export async function reformatFocused(store: PlaygroundStore, workspace: WorkspaceStore, mode: 'format' | 'json' | 'yaml'): Promise<void> {
  const { convertDocuments, formatYaml } = await import('../../state/format');
  const id = workspace.getState().focused;
  const text = store.getState().texts[id];
  const r = mode === 'format' ? formatYaml(text) : convertDocuments(text, mode);
  if (!r.ok) {
    store.getState().setNotice({ kind: 'error', key: 'notice.format.malformed', params: { message: r.message } });
    return;
  }
  if (r.text !== text) store.getState().setText(id, r.text);
  EDITORS.get(id)?.focus();
}

export function saveStateFile(store: PlaygroundStore): void {
  downloadText(STATE_FILE_NAME, stateFileText(store.getState().snapshot()));
}

const ORDER = ['crd', 'objects'];

/** The problems with a place in the two editors, in editor order then by position. */
function navigableProblems(diags: readonly Diagnostic[]): Diagnostic[] {
  return diags
    .filter((d) => d.range && ORDER.includes(d.source) && d.severity !== 'info')
    .sort((a, b) => ORDER.indexOf(a.source) - ORDER.indexOf(b.source) || a.range!.start.line - b.range!.start.line || a.range!.start.column - b.range!.start.column);
}

/**
 * Selects the next (or previous) problem after the cursor of the focused editor, wrapping around,
 * in the editor that holds it.
 */
export function gotoProblem(store: PlaygroundStore, workspace: WorkspaceStore, dir: 1 | -1): void {
  const list = navigableProblems(allDiagnostics(store.getState().result));
  if (list.length === 0) return;
  const here = workspace.getState().focused;
  const pos = EDITORS.get(here)?.selectionStart();
  const key = (src: string, line: number, col: number) => ORDER.indexOf(src) * 1e9 + line * 1e4 + col;
  const at = pos ? key(here, pos.line, pos.column) : -1;
  const keys = list.map((d) => key(d.source, d.range!.start.line, d.range!.start.column));
  let i: number;
  if (dir === 1) {
    i = keys.findIndex((k) => k > at);
    if (i < 0) i = 0;
  } else {
    i = keys.length - 1;
    while (i >= 0 && keys[i] >= at) i--;
    if (i < 0) i = keys.length - 1;
  }
  const d = list[i];
  if (d.source === 'crd' || d.source === 'objects') workspace.getState().setFocused(d.source);
  store.getState().revealDiagnostic(d);
}
