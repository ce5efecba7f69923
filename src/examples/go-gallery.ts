// Go mode's examples with their texts: the files of `go-<name>/` joined to their entries in `go-index.ts`.
// Only Go mode's chunk imports this module (the YAML playground's first load holds none of these texts).
import { assembleGoExample, type GoExample, type GoExampleFile } from './types';
import { GO_EXAMPLE_INDEX } from './go-index';

// the bundler reads every file of the Go examples' folders as text (Vite's glob import; Vitest runs through Vite too)
const FILES = import.meta.glob<string>('./go-*/**', { query: '?raw', import: 'default', eager: true });

function folder(id: string): Record<string, string> {
  const prefix = `./${id}/`;
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(FILES)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = text;
  return out;
}

export const GO_EXAMPLES: GoExample[] = GO_EXAMPLE_INDEX.map((meta) => assembleGoExample(meta, folder(meta.id)));

const widget = GO_EXAMPLES.find((e) => e.id === 'go-widget')!;

/** What Go mode opens with when the work has no Go files yet: the first Go example. */
export const GO_STARTER: GoExampleFile[] = widget.files;
