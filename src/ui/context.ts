// How components reach the playground store and the page's presentation settings.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PlaygroundState, PlaygroundStore } from '../state/store';

export const StoreContext = createContext<PlaygroundStore | null>(null);

export function usePlaygroundStore(): PlaygroundStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('usePlayground outside <StoreContext.Provider>');
  return store;
}

export function usePlayground<T>(selector: (s: PlaygroundState) => T): T {
  return useStore(usePlaygroundStore(), selector);
}

export type Theme = 'light' | 'dark';

export interface Presentation {
  /** Compact layout for an iframe (`?embed`). */
  embed: boolean;
  readOnly: boolean;
  theme: Theme;
}

export const PresentationContext = createContext<Presentation>({ embed: false, readOnly: false, theme: 'light' });

export function usePresentation(): Presentation {
  return useContext(PresentationContext);
}
