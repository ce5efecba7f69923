// What the server posts to its engine threads and what they answer: a check of one file with the
// CRD files that serve it, or one language-service question (the engine's authoring functions).
import type { AuthoringInput, CodeAction, CompletionList, DefinitionTarget, Diagnostic, EditorId, HoverInfo, SourceText, TextSpan } from '../engine';

export type EngineQuery =
  /** check() of `sources` (the file last, the CRD files serving it before it) at a Kubernetes version; answers the file's diagnostics. */
  | { op: 'check'; sources: SourceText[]; file: string; kubeVersion?: string }
  | { op: 'complete'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'hover'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'definition'; input: AuthoringInput; editor: EditorId; offset: number }
  | { op: 'codeActions'; input: AuthoringInput; editor: EditorId; span: TextSpan };

export interface EngineAnswers {
  /** null: the file holds no Kubernetes document (the CLI skips it: no diagnostics). */
  check: Diagnostic[] | null;
  complete: CompletionList | null;
  hover: HoverInfo | null;
  definition: DefinitionTarget[];
  codeActions: CodeAction[];
}

export type EngineOp = EngineQuery['op'];

export interface EngineRequest {
  id: number;
  query: EngineQuery;
}

export type EngineReply = { id: number; answer: EngineAnswers[EngineOp] } | { id: number; error: string };
