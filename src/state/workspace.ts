// The workspace around the work: pane sizes, the results panel, the theme, which dialog is open and
// which editor was focused last. Layout and theme are kept per browser in localStorage (never in
// share links or state files); dialogs and focus are not kept.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StorageLike } from './autosave';
import type { EditorId } from './snapshot';

export const LAYOUT_KEY = 'crd-playground/v1/layout';
export const THEME_KEY = 'crd-playground/v1/theme';

export type ThemeSetting = 'system' | 'light' | 'dark';
export const THEME_SETTINGS: readonly ThemeSetting[] = ['system', 'light', 'dark'];

export interface Layout {
  /** The CRD editor's share of the editors' width (or height when stacked), in percent. */
  editors: number;
  /** The editors' share of the height above the results, in percent. */
  results: number;
  /** The results panel is hidden (the editors take the whole height). */
  resultsCollapsed: boolean;
}

export const DEFAULT_LAYOUT: Layout = { editors: 50, results: 58, resultsCollapsed: false };
/** Bounds of a splitter, in percent: neither side shrinks to nothing. */
export const SPLIT_MIN = 15;
export const SPLIT_MAX = 85;

type WorkspaceDialog = 'gallery' | 'share' | 'shortcuts' | null;

export interface WorkspaceState {
  layout: Layout;
  theme: ThemeSetting;
  dialog: WorkspaceDialog;
  /** The editor focused last: Format and Convert act on it. */
  focused: EditorId;
  setSplit(which: 'editors' | 'results', percent: number): void;
  resetSplit(which: 'editors' | 'results'): void;
  setResultsCollapsed(collapsed: boolean): void;
  setTheme(theme: ThemeSetting): void;
  openDialog(dialog: WorkspaceDialog): void;
  /** Opens `dialog`, or closes it when it is the open one. */
  toggleDialog(dialog: Exclude<WorkspaceDialog, null>): void;
  setFocused(editor: EditorId): void;
}

export type WorkspaceStore = StoreApi<WorkspaceState>;

function clampSplit(percent: number): number {
  if (!Number.isFinite(percent)) return 50;
  return Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, percent)) * 10) / 10;
}

/** Reads a layout from untrusted storage; the defaults for whatever is missing or wrong. */
export function parseLayout(raw: string | null): Layout {
  try {
    const v: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return { ...DEFAULT_LAYOUT };
    const o = v as Record<string, unknown>;
    return {
      editors: typeof o.editors === 'number' ? clampSplit(o.editors) : DEFAULT_LAYOUT.editors,
      results: typeof o.results === 'number' ? clampSplit(o.results) : DEFAULT_LAYOUT.results,
      resultsCollapsed: o.resultsCollapsed === true,
    };
  } catch {
    return { ...DEFAULT_LAYOUT };
  }
}

export function parseTheme(raw: string | null): ThemeSetting {
  return (THEME_SETTINGS as readonly (string | null)[]).includes(raw) ? (raw as ThemeSetting) : 'system';
}

/** The theme shown: an explicit light or dark, or the system's preference. */
export function effectiveTheme(setting: ThemeSetting, systemDark: boolean): 'light' | 'dark' {
  return setting === 'system' ? (systemDark ? 'dark' : 'light') : setting;
}

function write(storage: StorageLike | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // storage refused (quota, private mode): the setting lasts for this page only
  }
}

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function createWorkspaceStore(storage: StorageLike | null, persist = true): WorkspaceStore {
  const keep = persist ? storage : null;
  return createStore<WorkspaceState>()((set, get) => {
    const setLayout = (layout: Layout) => {
      set({ layout });
      write(keep, LAYOUT_KEY, JSON.stringify(layout));
    };
    return {
      layout: parseLayout(read(keep, LAYOUT_KEY)),
      theme: parseTheme(read(keep, THEME_KEY)),
      dialog: null,
      focused: 'crd',
      setSplit(which, percent) {
        const v = clampSplit(percent);
        if (get().layout[which] === v) return;
        setLayout({ ...get().layout, [which]: v });
      },
      resetSplit(which) {
        setLayout({ ...get().layout, [which]: DEFAULT_LAYOUT[which] });
      },
      setResultsCollapsed(collapsed) {
        setLayout({ ...get().layout, resultsCollapsed: collapsed });
      },
      setTheme(theme) {
        set({ theme });
        write(keep, THEME_KEY, theme);
      },
      openDialog(dialog) {
        set({ dialog });
      },
      toggleDialog(dialog) {
        set({ dialog: get().dialog === dialog ? null : dialog });
      },
      setFocused(editor) {
        set({ focused: editor });
      },
    };
  });
}
