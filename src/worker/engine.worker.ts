// The Web Worker that runs the engine, so the page never blocks while the user types. It answers
// checks (`run`) and, in the background worker the page starts next to it (shared by the views and the
// language services, decision 0055), derived views (`view`) and the editors' completion, hover,
// definition and code actions (`language`). Those two roles are a chunk of their own
// (background-roles.ts), loaded with the first such request: the check worker compiles only the
// check (decision 0066).
import { check } from '../engine/index';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { userErrorText } from './error-text';
import { ReceivedTexts } from './sent-texts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

/** The texts of the last check or view request (a request leaves out those that did not change). */
const received = new ReceivedTexts();

function errorText(err: unknown): string {
  return userErrorText(err);
}

type Roles = Pick<typeof import('./background-roles'), 'views' | 'answerLanguage'>;
/** The views and language services once loaded; while their chunk could not be fetched, why (the next request asks again). */
let roles: { loaded: Roles } | { failed: unknown } | null = null;
/** Requests that came while they loaded: answered after them, in the order they came (texts left out are put back in order). */
let waiting: WorkerRequest[] | null = null;

function answer(req: WorkerRequest): void {
  if (req.type === 'run') {
    const { input } = received.unpack(req);
    if (input.go) {
      // Go mode: its code (Go reader, generator, k8s.io/api data) is a chunk of its own, loaded on first use
      import('./go-run')
        .then((m) => m.runGo(input))
        .then(
          ({ result, go }) => scope.postMessage({ type: 'result', seq: req.seq, result, go }),
          (err: unknown) => scope.postMessage({ type: 'crash', seq: req.seq, message: errorText(err) }),
        );
      return;
    }
    try {
      scope.postMessage({ type: 'result', seq: req.seq, result: check(input) });
    } catch (err) {
      scope.postMessage({ type: 'crash', seq: req.seq, message: errorText(err) });
    }
  } else if (req.type === 'view') {
    try {
      const { input } = received.unpack(req);
      if (!roles || 'failed' in roles) throw roles?.failed;
      scope.postMessage({ type: 'view', seq: req.seq, result: roles.loaded.views.compute(input, req.query) });
    } catch (err) {
      scope.postMessage({ type: 'view-crash', seq: req.seq, message: errorText(err) });
    }
  } else if (req.type === 'language') {
    try {
      if (!roles || 'failed' in roles) throw roles?.failed;
      scope.postMessage({ type: 'language', seq: req.seq, result: roles.loaded.answerLanguage(req) });
    } catch (err) {
      scope.postMessage({ type: 'language-crash', seq: req.seq, message: errorText(err) });
    }
  }
}

scope.onmessage = (event) => {
  const req = event.data;
  if (!req) return;
  if (waiting) waiting.push(req);
  else if (req.type === 'run' || (roles && 'loaded' in roles)) answer(req);
  else {
    waiting = [req];
    import('./background-roles')
      .then(
        ({ views, answerLanguage }) => void (roles = { loaded: { views, answerLanguage } }),
        (err: unknown) => void (roles = { failed: err }),
      )
      .then(() => {
        const reqs = waiting ?? [];
        waiting = null;
        for (const r of reqs) answer(r);
      });
  }
};
scope.postMessage({ type: 'ready' });
