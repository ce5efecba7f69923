// Toolbar controls of the workspace: Format and Convert (the focused editor), the theme, and the
// keyboard-shortcuts list.
import { THEME_SETTINGS, type ThemeSetting } from '../../state/workspace';
import type { MouseEvent } from 'react';
import { usePlayground, usePlaygroundStore } from '../context';
import { useT } from '../i18n';
import { useWorkspace, useWorkspaceStore } from '../workspace';
import { reformatFocused } from './commands';

export function FormatButtons() {
  const t = useT();
  const store = usePlaygroundStore();
  const workspace = useWorkspaceStore();
  // Convert goes to JSON from YAML and back: the button names what it will do for the focused editor
  const isJson = usePlayground((s) => /^\s*[[{]/.test(s.texts[workspace.getState().focused]));
  useWorkspace((s) => s.focused); // re-render when the focus moves to the other editor
  // a toolbar click must not lose which editor the command is for: keep the focus where it is
  const keep = (e: MouseEvent) => e.preventDefault();
  const to = isJson ? 'yaml' : 'json';
  return (
    <span className="button-group" role="group" aria-label={t('format.button')}>
      <button type="button" title={t('format.title')} aria-keyshortcuts="Shift+Alt+F" onMouseDown={keep} onClick={() => void reformatFocused(store, workspace, 'format')}>
        {t('format.button')}
      </button>
      <button type="button" title={t(isJson ? 'format.toYamlTitle' : 'format.toJsonTitle')} onMouseDown={keep} onClick={() => void reformatFocused(store, workspace, to)}>
        {t(isJson ? 'format.toYaml' : 'format.toJson')}
      </button>
    </span>
  );
}

export function ThemeSelect() {
  const t = useT();
  const workspace = useWorkspaceStore();
  const theme = useWorkspace((s) => s.theme);
  return (
    <label className="option" title={t('theme.label')}>
      <span aria-hidden="true">◐</span>
      <select aria-label={t('theme.label')} value={theme} onChange={(e) => workspace.getState().setTheme(e.target.value as ThemeSetting)}>
        {THEME_SETTINGS.map((s) => (
          <option key={s} value={s}>
            {t(`theme.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ShortcutsButton() {
  const t = useT();
  const workspace = useWorkspaceStore();
  return (
    <button type="button" className="icon-button" aria-label={t('shortcuts.button')} title={t('shortcuts.button')} aria-keyshortcuts="?" onClick={() => workspace.getState().toggleDialog('shortcuts')}>
      ?
    </button>
  );
}
