// Every gallery example shows the outcome the Kubernetes documentation describes.
import { describe, expect, it } from 'vitest';
import { check, type CheckResult } from '../../src/engine';
import { EXAMPLES } from '../../src/examples/gallery';
import type { Example } from '../../src/examples/types';

function run(e: Example): CheckResult {
  return check({
    sources: [
      { id: 'crd', text: e.crd },
      { id: 'objects', text: e.objects },
    ],
    oldSources: e.oldObjects !== undefined ? [{ id: 'old', text: e.oldObjects }] : undefined,
    options: { request: e.request },
  });
}

/** What the engine result says on the example's tab, as plain strings. */
function tabFacts(e: Example, r: CheckResult): string[] {
  switch (e.tab) {
    case 'Problems': {
      const msgs = r.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message);
      return msgs.length ? msgs : ['No problems'];
    }
    case 'Pruned':
      return r.objects.flatMap((o) => o.pruned);
    case 'Defaulted':
      // the view lists the request version's defaults and the read-back's at the storage version
      return r.objects.flatMap((o) => [...o.defaulted, ...(o.storage?.defaulted ?? [])]);
    default:
      return [];
  }
}

describe('examples gallery', () => {
  it('has unique ids and every tab it names', () => {
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
  });

  it.each(EXAMPLES.filter((e) => ['Problems', 'Pruned', 'Defaulted'].includes(e.tab)).map((e) => [e.id, e] as const))('%s shows its documented outcome', (_id, e) => {
    const facts = tabFacts(e, run(e));
    for (const s of e.shows)
      expect(
        facts.some((f) => f.includes(s)),
        `${JSON.stringify(s)} in ${JSON.stringify(facts, null, 1)}`,
      ).toBe(true);
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s: the CRD is read and the engine does not fail', (_id, e) => {
    const r = run(e);
    expect(r.crds).toHaveLength(1);
    expect(r.diagnostics.filter((d) => d.type === 'InternalError')).toEqual([]);
  });
});
