// An engine thread of the language server: answers the queries it is posted (protocol.ts), one at
// a time, so a CRD being loaded in one thread never holds up the answers of the other.
import { parentPort } from 'node:worker_threads';
import { answer } from './answer';
import type { EngineReply, EngineRequest } from './protocol';

parentPort?.on('message', (m: EngineRequest) => {
  let reply: EngineReply;
  try {
    reply = { id: m.id, answer: answer(m.query) };
  } catch (e) {
    reply = { id: m.id, error: (e as Error)?.message ?? String(e) };
  }
  parentPort?.postMessage(reply);
});
