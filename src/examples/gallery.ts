// The examples gallery: every example of the CRD documentation pages as a loadable state, each kept
// as the YAML files a user would write (`src/examples/<id>/`) with its entry in `index.ts`. Each opens
// on the tab that shows its point; `shows` is what that tab displays.
import { assembleExample, type Example } from './types';
import { EXAMPLE_INDEX } from './index';

// the bundler reads every example file as text (Vite's glob import; Vitest runs through Vite too)
const FILES = import.meta.glob<string>(['./*/*.yaml', '!./go-*/**'], { query: '?raw', import: 'default', eager: true });

export const EXAMPLES: Example[] = EXAMPLE_INDEX.map((meta) => assembleExample(meta, (id, file) => FILES[`./${id}/${file}`]));

export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
