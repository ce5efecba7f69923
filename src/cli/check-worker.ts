// A worker thread of the multi-threaded check: runs the engine's check() on the files it is sent
// (all the CRDs and objects that are tied together) and posts the result back.
import { parentPort } from 'node:worker_threads';
import { check, type CheckOptions, type CheckResult, type SourceText } from '../engine';

export interface WorkerRequest {
  id: number;
  sources: SourceText[];
  options: CheckOptions;
}

export type WorkerReply = { id: number; result: CheckResult } | { id: number; error: string };

parentPort?.on('message', (m: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id: m.id, result: check({ sources: m.sources, options: m.options }) };
  } catch (e) {
    reply = { id: m.id, error: (e as Error)?.message ?? String(e) };
  }
  parentPort?.postMessage(reply);
});
