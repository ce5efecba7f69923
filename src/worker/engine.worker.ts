// The Web Worker that runs the engine, so the page never blocks while the user types.
import { check } from '../engine/index';
import type { RunRequest, WorkerResponse } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

scope.onmessage = (event) => {
  const req = event.data;
  if (!req || req.type !== 'run') return;
  try {
    scope.postMessage({ type: 'result', seq: req.seq, result: check(req.input) });
  } catch (err) {
    const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    scope.postMessage({ type: 'crash', seq: req.seq, message });
  }
};
scope.postMessage({ type: 'ready' });
