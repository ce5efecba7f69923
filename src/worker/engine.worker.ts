// The Web Worker that runs the engine, so the page never blocks while the user types. It answers
// checks (`run`) and, in the view worker the page starts next to it, derived views (`view`); the
// language worker (a third instance) answers the editors' completion, hover, definition and code
// actions (`language`).
import { check } from '../engine/index';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { ViewEngine } from '../engine';
import { answerLanguage, withTexts } from './language-service';
import { userErrorText } from './error-text';
import { ReceivedTexts } from './sent-texts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

const views = new ViewEngine();
/** The texts of the last check or view request (a request leaves out those that did not change). */
const received = new ReceivedTexts();

function errorText(err: unknown): string {
  return userErrorText(err);
}

scope.onmessage = (event) => {
  const req = event.data;
  if (!req) return;
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
      scope.postMessage({ type: 'view', seq: req.seq, result: views.compute(received.unpack(req).input, req.query) });
    } catch (err) {
      scope.postMessage({ type: 'view-crash', seq: req.seq, message: errorText(err) });
    }
  } else if (req.type === 'language') {
    try {
      scope.postMessage({ type: 'language', seq: req.seq, result: answerLanguage(withTexts(req.query, req.same)) });
    } catch (err) {
      scope.postMessage({ type: 'language-crash', seq: req.seq, message: errorText(err) });
    }
  }
};
scope.postMessage({ type: 'ready' });
