// A worker thread of the multi-threaded check: checks the files it is sent (all the CRDs and
// objects that are tied together) document by document, as the single-threaded check does
// (stream.ts), and posts the result back.
import { parentPort } from 'node:worker_threads';
import type { CheckOptions, CheckResult, SourceText } from '../engine';
import { checkStreaming } from './stream';

export interface WorkerRequest {
  id: number;
  sources: SourceText[];
  options: CheckOptions;
  /** Keep the objects' values (only `-o json` prints them). */
  keepValues: boolean;
}

export type WorkerReply = { id: number; result: CheckResult } | { id: number; error: string };

parentPort?.on('message', (m: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id: m.id, result: checkStreaming(m.sources, m.options, m.keepValues) };
  } catch (e) {
    reply = { id: m.id, error: (e as Error)?.message ?? String(e) };
  }
  parentPort?.postMessage(reply);
});
