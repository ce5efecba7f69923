// Language services of the editors: one entry per capability, dispatched by editor. The object
// editors are served here (object-complete, object-hover, definition); the CRD editor by CEL
// assist inside rule strings, then CRD assist. Never throws: a failure gives nothing.
import { celComplete, celHover } from './cel-assist';
import { crdComplete, crdHover } from './crd-assist';
import { quickFixes } from './quickfix';
import { fillInActions } from './fillin';
import { objectComplete } from './object-complete';
import { objectHover } from './object-hover';
import { objectDefinition, schemaUses } from './definition';
import type { AuthoringInput, CodeAction, CompletionList, DefinitionTarget, EditorId, HoverInfo, TextSpan } from './types';

export type * from './types';
export { cursorContext, nodeAt } from './context';
export type { CursorContext, NodeAt } from './context';

function guarded<T>(fallback: T, fn: () => T): T {
  try {
    return fn() ?? fallback;
  } catch {
    return fallback;
  }
}

const isObjects = (e: EditorId): e is 'objects' | 'old' => e === 'objects' || e === 'old';

/** The previous CRD's editor is a CRD editor too: its services read its text as the CRD. */
const asPreviousCrd = (input: AuthoringInput): AuthoringInput => ({ ...input, texts: { ...input.texts, crd: input.texts.oldCrd ?? '' } });

/** Completion at an offset of an editor's text, or null when there is nothing to offer. */
export function complete(input: AuthoringInput, editor: EditorId, offset: number): CompletionList | null {
  return guarded<CompletionList | null>(null, () => {
    if (isObjects(editor)) return objectComplete(input, editor, offset);
    if (editor === 'crd') return guarded<CompletionList | null>(null, () => celComplete(input, offset)) ?? crdComplete(input, offset);
    if (editor === 'oldCrd') return complete(asPreviousCrd(input), 'crd', offset);
    return null;
  });
}

/** Hover at an offset of an editor's text. */
export function hover(input: AuthoringInput, editor: EditorId, offset: number): HoverInfo | null {
  return guarded<HoverInfo | null>(null, () => {
    if (isObjects(editor)) return objectHover(input, editor, offset);
    if (editor === 'crd') return guarded<HoverInfo | null>(null, () => celHover(input, offset)) ?? crdHover(input, offset);
    if (editor === 'oldCrd') return hover(asPreviousCrd(input), 'crd', offset);
    return null;
  });
}

/** Where the thing at the offset is defined: an object field's schema property in the CRD editor, or a schema property's uses in the objects. */
export function definition(input: AuthoringInput, editor: EditorId, offset: number): DefinitionTarget[] {
  return guarded<DefinitionTarget[]>([], () => {
    if (isObjects(editor)) return objectDefinition(input, editor, offset);
    if (editor === 'crd') return schemaUses(input, offset);
    return [];
  });
}

/** Code actions for a span of an editor: quick fixes of diagnostics there, and filling in required fields. */
export function codeActions(input: AuthoringInput, editor: EditorId, span: TextSpan): CodeAction[] {
  return [...guarded<CodeAction[]>([], () => quickFixes(input, editor, span)), ...guarded<CodeAction[]>([], () => fillInActions(input, editor, span))];
}

/** One language-service question about a place in an editor (what the app's language worker and the language server ask). */
export type AuthoringQuery =
  | { op: 'complete'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'hover'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'definition'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'codeActions'; input: AuthoringInput; editor: EditorId; span: TextSpan };

/** The answer to each kind of question. */
export interface AuthoringAnswers {
  complete: CompletionList | null;
  hover: HoverInfo | null;
  definition: DefinitionTarget[];
  codeActions: CodeAction[];
}

/** The answer to one question, by its `op`. */
export function answerQuestion(q: AuthoringQuery): AuthoringAnswers[AuthoringQuery['op']] {
  switch (q.op) {
    case 'complete':
      return complete(q.input, q.editor, q.offset);
    case 'hover':
      return hover(q.input, q.editor, q.offset);
    case 'definition':
      return definition(q.input, q.editor, q.offset);
    case 'codeActions':
      return codeActions(q.input, q.editor, q.span);
  }
}
