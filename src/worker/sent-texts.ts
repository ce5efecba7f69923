// Texts are posted to a worker once: a request leaves out every source text the worker already has
// from the previous request it was sent (a 3 MB CRD is not copied to the worker at every keystroke
// in the object editor) and names it in `same`; the worker puts it back before it runs. Both sides
// keep the texts of the last request per source (list, index and id), so they agree as long as every
// request to one worker goes through `pack` on the page and `unpack` in the worker, in order
// (postMessage keeps the order); a new worker starts with nothing on either side.
import type { CheckInput, SourceText } from '../engine/api';

/** A source's place in a request: `sources/0/crd`, `oldSources/1/oldCrd`. */
type SourceKey = string;

type Lists = Pick<CheckInput, 'sources' | 'oldSources'>;

function eachSource(input: Lists, f: (key: SourceKey, s: SourceText) => void): void {
  input.sources.forEach((s, i) => f(`sources/${i}/${s.id}`, s));
  input.oldSources?.forEach((s, i) => f(`oldSources/${i}/${s.id}`, s));
}

function mapSources<I extends Lists>(input: I, f: (key: SourceKey, s: SourceText) => SourceText): I {
  const out = { ...input, sources: input.sources.map((s, i) => f(`sources/${i}/${s.id}`, s)) };
  if (input.oldSources) out.oldSources = input.oldSources.map((s, i) => f(`oldSources/${i}/${s.id}`, s));
  return out;
}

/** The page's side: what the worker has. */
export class SentTexts {
  private texts = new Map<SourceKey, string>();

  /** The request without the texts the worker has; `same` names them. */
  pack<R extends { input: CheckInput; same?: SourceKey[] }>(req: R): R {
    const same: SourceKey[] = [];
    const input = mapSources(req.input, (key, s) => {
      if (this.texts.get(key) === s.text) {
        same.push(key);
        return { ...s, text: '' };
      }
      this.texts.set(key, s.text);
      return s;
    });
    return same.length === 0 ? req : { ...req, input, same };
  }
}

/** The worker's side: the texts of the last request, put back where a request names them. */
export class ReceivedTexts {
  private texts = new Map<SourceKey, string>();

  unpack<R extends { input: CheckInput; same?: SourceKey[] }>(req: R): R {
    const same = new Set(req.same ?? []);
    const input = mapSources(req.input, (key, s) => (same.has(key) ? { ...s, text: this.texts.get(key) ?? '' } : s));
    eachSource(input, (key, s) => this.texts.set(key, s.text));
    if (!req.same) return req;
    const out = { ...req, input };
    delete out.same;
    return out;
  }
}
