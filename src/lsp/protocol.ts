// What the server posts to its engine threads and what they answer: a check of one file with the
// CRD files that serve it, or one language-service question (the engine's authoring functions).
import type { AuthoringAnswers, AuthoringQuery, Diagnostic, SourceText } from '../engine';

export type EngineQuery =
  /** check() of `sources` (the file last, the CRD files serving it before it) at a Kubernetes version; answers the file's diagnostics. */
  | { op: 'check'; sources: SourceText[]; file: string; kubeVersion?: string }
  /** A language-service question (the engine's answerQuestion). */
  | AuthoringQuery;

export interface EngineAnswers extends AuthoringAnswers {
  /** null: the file holds no Kubernetes document (the CLI skips it: no diagnostics). */
  check: Diagnostic[] | null;
}

export type EngineOp = EngineQuery['op'];

export interface EngineRequest {
  id: number;
  query: EngineQuery;
}

export type EngineReply = { id: number; answer: EngineAnswers[EngineOp] } | { id: number; error: string };
