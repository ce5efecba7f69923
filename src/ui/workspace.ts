// How components reach the workspace store (pane sizes, theme, open dialog, focused editor).
import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createWorkspaceStore, type WorkspaceState, type WorkspaceStore } from '../state/workspace';

export const WorkspaceContext = createContext<WorkspaceStore>(createWorkspaceStore(null, false));

export function useWorkspaceStore(): WorkspaceStore {
  return useContext(WorkspaceContext);
}

export function useWorkspace<T>(selector: (s: WorkspaceState) => T): T {
  return useStore(useWorkspaceStore(), selector);
}

/** Whether a media query matches, following changes (the system color scheme, a narrow window). */
export function useMedia(query: string): boolean {
  const get = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const on = () => setMatches(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}
