// The worker side of the editors' language services: a query names the operation, the editor and
// the place; the answer is the engine's (src/engine/authoring), never an exception.
import { codeActions, complete, definition, hover } from '../engine/index';
import type { AuthoringInput, CodeAction, CompletionList, DefinitionTarget, EditorId, HoverInfo, TextSpan } from '../engine/index';

export type LanguageQuery =
  | { op: 'complete'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'hover'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'definition'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'codeActions'; input: AuthoringInput; editor: EditorId; span: TextSpan };

export type LanguageOp = LanguageQuery['op'];

export interface LanguageResults {
  complete: CompletionList | null;
  hover: HoverInfo | null;
  definition: DefinitionTarget[];
  codeActions: CodeAction[];
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
      return complete(q.input, q.editor, q.offset);
    case 'hover':
      return hover(q.input, q.editor, q.offset);
    case 'definition':
      return definition(q.input, q.editor, q.offset);
    case 'codeActions':
      return codeActions(q.input, q.editor, q.span);
    default:
      return null;
  }
}
