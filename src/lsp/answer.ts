// The engine's answer to one query of the server (protocol.ts): run in an engine thread, or in
// the server's own thread when threads cannot be had.
import { answerQuestion, check, type Diagnostic } from '../engine';
import { skipNonKubernetes } from '../cli/files';
import type { EngineAnswers, EngineOp, EngineQuery } from './protocol';

/** check() of the file with the CRD files serving it, as `crd-playground check` runs them together; the file's diagnostics. */
function checkFile(q: Extract<EngineQuery, { op: 'check' }>): Diagnostic[] | null {
  const result = check({ sources: q.sources, options: { kubeVersion: q.kubeVersion } });
  const { result: kept, skipped } = skipNonKubernetes(result, [q.file]);
  if (skipped.some((s) => s.file === q.file)) return null;
  return kept.diagnostics.filter((d) => d.source === q.file);
}

export function answer(q: EngineQuery): EngineAnswers[EngineOp] {
  return q.op === 'check' ? checkFile(q) : answerQuestion(q);
}
