// The CRD-upgrade gallery example shows its point on the Changes tab: the apiserver accepts the
// update, the narrowed enum and the new required field are breaking changes, and the stored objects
// that use them pass their next update only while those fields stay unchanged (ratcheting, 1.30+),
// and fail it without ratcheting (1.29).
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import { findExample } from '../../src/examples/gallery';
import { exampleSnapshot } from '../../src/state/gallery';
import { defaultSnapshot } from '../../src/state/snapshot';
import { toCheckInput } from '../../src/state/store';
import { changesView } from '../../src/state/changes';

const example = findExample('crd-upgrade')!;

function view(kubeVersion: string) {
  const snap = exampleSnapshot(example, defaultSnapshot());
  return changesView(check(toCheckInput({ ...snap, options: { ...snap.options, kubeVersion } })));
}

describe('gallery example crd-upgrade', () => {
  it('opens as a CRD update on the Changes tab', () => {
    const snap = exampleSnapshot(example, defaultSnapshot());
    expect(snap.options.crdUpdate).toBe(true);
    expect(snap.tab).toBe('changes');
    expect(toCheckInput(snap).oldSources).toEqual([{ id: 'oldCrd', text: example.oldCrd }]);
  });

  it('the update is accepted; the narrowed enum and the new required field are breaking', () => {
    const v = view('1.35');
    expect(v.oldCrdDiagnostics).toEqual([]);
    expect(v.crds).toHaveLength(1);
    const c = v.crds[0];
    expect(c.updateErrors).toEqual([]);
    expect(c.changes.map((x) => [x.kind, x.path, x.breaking])).toEqual(
      expect.arrayContaining([
        ['enumNarrowed', 'spec.concurrencyPolicy', true],
        ['requiredAdded', 'spec.image', true],
      ]),
    );
    for (const s of example.shows) expect(c.changes.some((x) => x.kind === s)).toBe(true);
  });

  it('the objects using them pass only by ratcheting in 1.35 and fail their next update in 1.29', () => {
    const state = (kv: string) => Object.fromEntries(view(kv).crds[0].objects.map((o) => [o.object.name, o.fails ? 'fails' : o.ratchetedOnly ? 'ratcheted' : 'passes']));
    expect(state('1.35')).toEqual({ 'still-valid': 'passes', 'allows-overlap': 'ratcheted', 'no-image': 'ratcheted' });
    expect(state('1.29')).toEqual({ 'still-valid': 'passes', 'allows-overlap': 'fails', 'no-image': 'fails' });
  });
});
