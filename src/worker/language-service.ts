// The worker side of the editors' language services: a query names the operation, the editor and
// the place; the answer is the engine's (src/engine/authoring), never an exception.
import { answerQuestion, codeActions } from '../engine/index';
import type { AuthoringAnswers, AuthoringInput, AuthoringQuery, CompletionList, GoCodeAction, HoverInfo } from '../engine/index';
import { answerGo, type GoQuery } from './go-language';

export type LanguageQuery =
  | AuthoringQuery
  /** No question: the worker loads what the first real one would need (the texts parsed, the CRD loaded, the check of the CRD with the objects). */
  | { op: 'warm'; input: AuthoringInput }
  /** Go mode: a question about a place in a Go file (`go-language.ts`). */
  | GoQuery;

export type LanguageOp = LanguageQuery['op'];

export interface LanguageResults extends AuthoringAnswers {
  warm: null;
  goComplete: CompletionList | null;
  goHover: HoverInfo | null;
  goCodeActions: GoCodeAction[];
}

export type LanguageResult = LanguageResults[LanguageOp];

type TextKey = keyof AuthoringInput['texts'];
let lastTexts: AuthoringInput['texts'] = { crd: '', objects: '' };

/** The query with the texts the page left out (unchanged since its previous request) filled in. */
export function withTexts(q: LanguageQuery, same: TextKey[] = []): LanguageQuery {
  const texts = { ...q.input.texts };
  for (const k of same) texts[k] = lastTexts[k] ?? '';
  lastTexts = texts;
  return { ...q, input: { ...q.input, texts } } as LanguageQuery;
}

export function answerLanguage(q: LanguageQuery): LanguageResult {
  switch (q.op) {
    case 'complete':
    case 'hover':
    case 'definition':
    case 'codeActions':
      return answerQuestion(q);
    case 'warm':
      // the code actions at the CRD's start run check() on the CRD with the objects: it parses both
      // texts and loads the CRD into the caches that completion, hover and definition read
      codeActions(q.input, 'crd', { start: 0, end: 0 });
      return null;
    case 'goComplete':
    case 'goHover':
    case 'goCodeActions':
      return answerGo(q);
    default:
      return null;
  }
}
