// The page's keyboard shortcuts. They are caught before the editors see them (capture phase), so
// they work with the focus in an editor; `?` only outside text fields, and Ctrl/⌘+K only outside the
// editors (inside, it starts Monaco's chords: Ctrl+K Ctrl+I shows the hover, Ctrl+K Ctrl+C comments).
import { useEffect } from 'react';
import { usePlaygroundStore } from '../context';
import { useWorkspaceStore } from '../workspace';
import { gotoProblem, reformatFocused, saveStateFile } from './commands';
import type { MessageKey } from '../i18n';

/** Each shortcut as the `?` dialog lists it. */
export const SHORTCUTS: readonly { keys: string[]; label: MessageKey }[] = [
  { keys: ['Ctrl/⌘', 'S'], label: 'shortcuts.save' },
  { keys: ['Ctrl/⌘', 'Shift', 'S'], label: 'shortcuts.share' },
  { keys: ['Ctrl/⌘', 'K'], label: 'shortcuts.examples' },
  { keys: ['Shift', 'Alt', 'F'], label: 'shortcuts.format' },
  { keys: ['F8'], label: 'shortcuts.nextProblem' },
  { keys: ['Shift', 'F8'], label: 'shortcuts.prevProblem' },
  { keys: ['Ctrl', 'M'], label: 'shortcuts.tabFocus' },
  { keys: ['?'], label: 'shortcuts.help' },
];

function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // Monaco takes text in a textarea or, where the browser has EditContext, in a plain element
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.monaco-editor') !== null;
}

function inEditor(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('.monaco-editor') !== null;
}

export function useShortcuts(enabled: boolean): void {
  const store = usePlaygroundStore();
  const workspace = useWorkspaceStore();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const ws = workspace.getState();
      let handled = true;
      if (mod && !e.altKey && e.code === 'KeyS') {
        if (e.shiftKey) ws.openDialog('share');
        else saveStateFile(store);
      } else if (mod && !e.altKey && !e.shiftKey && e.code === 'KeyK' && !inEditor(e.target)) ws.openDialog('gallery');
      else if (e.shiftKey && e.altKey && !mod && e.code === 'KeyF') void reformatFocused(store, workspace, 'format');
      else if (key === 'F8' && !mod && !e.altKey) gotoProblem(store, workspace, e.shiftKey ? -1 : 1);
      else if (key === '?' && !mod && !e.altKey && !inTextField(e.target)) ws.toggleDialog('shortcuts');
      else handled = false;
      if (handled) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    addEventListener('keydown', onKey, true);
    return () => removeEventListener('keydown', onKey, true);
  }, [enabled, store, workspace]);
}
