// The engine worker's background roles, a chunk of its own (decision 0066): derived views and the
// editors' language services. The check worker never asks for them, so it compiles only the engine's
// check (its chunk is compiled on the worker thread, not streamed, while Monaco's chunk is parsed);
// the background worker (worker-share.ts) loads this chunk with its first view or language request.
import { ViewEngine } from '../engine/index';
import type { LanguageRequest } from './protocol';
import { answerLanguage as answer, withTexts } from './language-service';

export const views = new ViewEngine();

export function answerLanguage(req: LanguageRequest) {
  return answer(withTexts(req.query, req.same));
}
