// The engine client in Go mode: the time limit leaves room for the first Go run (Go mode's chunk and
// the k8s.io/api data load in the worker), and the generated CRDs come with the result.
import { describe, expect, it } from 'vitest';
import { EngineClient, checkTimeLimitMs, type EngineRun } from '../../src/worker/client';
import type { RunInput } from '../../src/worker/protocol';
import { resultFor, workerPool } from './fake-worker';

const GO: RunInput = {
  sources: [
    { id: 'go:api/v1/types.go', text: 'package v1\n' },
    { id: 'objects', text: '' },
  ],
  go: { on: true },
};

describe('engine client in Go mode', () => {
  it('gives a Go run 20 s more than a YAML check of the same size', () => {
    const yaml: RunInput = { sources: GO.sources };
    expect(checkTimeLimitMs(GO, 5000) - checkTimeLimitMs(yaml, 5000)).toBe(20_000);
  });

  it('delivers the generated CRDs with the result', () => {
    const pool = workerPool();
    const runs: EngineRun[] = [];
    const client = new EngineClient({ createWorker: pool.create, onResult: (r) => runs.push(r), debounceMs: 0 });
    const seq = client.submit(GO, true);
    const req = pool.current.received[0];
    expect(req.input.go).toEqual({ on: true });
    const go = { crdText: '---\n', crds: [{ fileName: 'g_ks.yaml', name: 'ks.g', yaml: '---\n' }], generateMs: 3 };
    pool.current.onmessage?.({ data: { type: 'result', seq, result: resultFor(req.input), go } });
    expect(runs).toHaveLength(1);
    expect(runs[0].go).toEqual(go);
  });
});
