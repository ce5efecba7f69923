// Go mode's work that comes from data: the starting files when the switch first goes to Go types and
// the Go examples (`?example=go-…`). The data is a chunk of its own, loaded only when Go mode is used.
import type { GoExample } from '../examples/types';
import { goTextId, withoutGoFiles, type Snapshot } from './snapshot';
import { exampleTabId } from './example-work';

/** Ids of Go examples start with this (the YAML gallery's never do). */
export const GO_EXAMPLE_PREFIX = 'go-';

export function isGoExampleId(id: string): boolean {
  return id.startsWith(GO_EXAMPLE_PREFIX);
}

/** The Go examples and the starting files (their chunk). */
export function loadGoData(): Promise<typeof import('../examples/go-gallery')> {
  return import('../examples/go-gallery');
}

/** The work a Go example opens with, over `current` (the Kubernetes version and the other options kept). */
export function goExampleSnapshot(example: GoExample, current: Snapshot): Snapshot {
  const texts: Snapshot['texts'] = { ...withoutGoFiles(current.texts), crd: '', objects: example.objects, old: '', oldCrd: '' };
  for (const f of example.files) texts[goTextId(f.path)] = f.text;
  return {
    ...current,
    texts,
    options: { ...current.options, crdSource: 'go', request: 'create', crdUpdate: false },
    tab: exampleTabId(example.tab),
  };
}

/** The Go example `id` over `current`; null when there is none of that id. */
export async function goExampleWork(id: string, current: Snapshot): Promise<Snapshot | null> {
  const { GO_EXAMPLES } = await loadGoData();
  const ex = GO_EXAMPLES.find((e) => e.id === id);
  return ex ? goExampleSnapshot(ex, current) : null;
}
