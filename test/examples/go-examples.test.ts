// Every Go example (src/examples/go-<name>/) generates the CRDs its index entry names, and the run Go
// mode makes of it (the engine worker's runGo: generation, then the apiserver's check of its objects)
// shows what the example is about.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { GO_EXAMPLES } from '../../src/examples/go-gallery';
import type { GoExample } from '../../src/examples/types';
import { runGo } from '../../src/worker/go-run';

function run(e: GoExample) {
  return runGo({ sources: [...e.files.map((f) => ({ id: `go:${f.path}`, text: f.text })), { id: 'objects', text: e.objects }] });
}

// every problem each example shows (exact messages): the one its point is about, and what comes with it
const PROBLEMS: Record<string, string[]> = {
  'go-widget': ['error objects: spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10'],
  'go-scheduledjob': [
    'warning go:api/v1/scheduledjob_types.go: client-side kubectl apply would fail: its kubectl.kubernetes.io/last-applied-configuration annotation would bring the annotations to 322809 bytes ("metadata.annotations: Too long: must have at most 262144 bytes"); use kubectl apply --server-side or kubectl create',
    'error objects: spec.concurrencyPolicy: Unsupported value: "Sometimes": supported values: "Allow", "Forbid", "Replace"',
  ],
  'go-backup-rules': [
    'error objects: spec.tier: Unsupported value: "Lukewarm": supported values: "Cold", "Hot", "Warm"',
    'error objects: <nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
  ],
  'go-shop-versions': ['warning objects: Warning: shop.example.com/v1 Order is deprecated; use shop.example.com/v2', 'error objects: spec.lines[1]: Duplicate value: {"item":"teapot"}'],
};

describe('Go examples', () => {
  it.each(GO_EXAMPLES.map((e) => [e.id, e] as const))(
    '%s generates its CRDs',
    async (_id, e) => {
      const { result, go } = await run(e);
      expect(go.crds.map((c) => c.name)).toEqual(e.crds);
      const problems = result.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.severity} ${d.source}: ${d.message}`);
      expect(problems).toEqual(PROBLEMS[e.id]);
    },
    60_000,
  );
  it('every example has its expected problems here', () => {
    expect(Object.keys(PROBLEMS).sort()).toEqual(GO_EXAMPLES.map((e) => e.id).sort());
  });
  it('docs/examples.md lists every Go example by id with the tab it opens on', () => {
    const doc = readFileSync(new URL('../../docs/examples.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `(go-[a-z0-9-]+)` \|.*\| (\w+) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(GO_EXAMPLES.map((e) => [e.id, e.tab]));
  });
});
