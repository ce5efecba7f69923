// test/fresh-engine.ts gives engines with nothing kept: its module-level state starts anew each
// time. Pinned through a counter the engine keeps per process and shows in a message: the CEL
// self type's name (cel/crd/compile.ts uniqueSelfTypeName, kube's generateUniqueSelfTypeName),
// numbered from 1 in a new process.
import { describe, expect, it } from 'vitest';
import { check } from '../src/engine';
import { freshEngine } from './fresh-engine';
import { cronTabCRD } from './fixtures/crontab-crd';

/** A CRD whose one rule does not compile (its error names the self type), in its own group. */
const crd = (group: string, n: number) =>
  cronTabCRD({
    group,
    schema: `type: object
properties:
  spec:
    type: object
    x-kubernetes-validations:
    - rule: self + ${n}`,
  });

const selfTypes = (r: ReturnType<typeof check>) => r.diagnostics.flatMap((d) => d.message.match(/selfType\d+/g) ?? []);

describe('freshEngine', () => {
  it('evaluates the engine anew: its per-process counter starts again, its caches are empty', async () => {
    // this engine has compiled rules before (this test, maybe other files of the worker)
    check({ sources: [{ id: 'c', text: crd('warm.example.com', 1) }] });
    expect(selfTypes(check({ sources: [{ id: 'c', text: crd('warm.example.com', 2) }] }))).not.toEqual(['selfType1']);
    const a = await freshEngine();
    const b = await freshEngine();
    expect(a.check).not.toBe(b.check);
    expect(a.check).not.toBe(check);
    expect(selfTypes(a.check({ sources: [{ id: 'c', text: crd('one.example.com', 1) }] }))).toEqual(['selfType1']);
    // another rule in the same fresh engine counts on; another fresh engine starts again
    expect(selfTypes(a.check({ sources: [{ id: 'c', text: crd('one.example.com', 2) }] }))).toEqual(['selfType2']);
    expect(selfTypes(b.check({ sources: [{ id: 'c', text: crd('one.example.com', 2) }] }))).toEqual(['selfType1']);
  });
});
