// The work an example opens with, and its tab: apart from the gallery's data (state/gallery.ts), so that the
// page's first load, which opens `?example=<id>` links, carries none of the examples' texts.
import type { Example } from '../examples/types';
import type { Snapshot } from './snapshot';

/** The result tab id of an example's tab name (`Versions` → `versions`). */
export function exampleTabId(tab: Example['tab']): string {
  return tab.toLowerCase();
}

/** The i18n key of an example's title. */
export function exampleTitleKey(id: string): string {
  return `example.${id}.title`;
}

/**
 * The work an example opens with, over `current` (options such as the Kubernetes version are
 * kept): its CRD, objects, old objects and request kind, the previous CRD of a CRD update, and its tab.
 */
export function exampleSnapshot(example: Example, current: Snapshot): Snapshot {
  return {
    ...current,
    texts: { ...current.texts, crd: example.crd, objects: example.objects, old: example.oldObjects ?? '', oldCrd: example.oldCrd ?? '' },
    options: { ...current.options, request: example.request, crdUpdate: example.oldCrd !== undefined },
    tab: exampleTabId(example.tab),
  };
}
