// The Problems tab's view: filters by severity and by document, order by position, and the whole
// list as kubectl prints the apiserver's refusals.
import type { CheckResult } from '../engine/api';
import { kubectlInvalidText } from '../engine';
import type { Diagnostic, Severity } from '../engine/diagnostics';

type SeverityFilter = 'all' | Severity;
type ProblemSort = 'engine' | 'position';

export interface ProblemFilter {
  severity: SeverityFilter;
  /** `all`, or a document as `documentKey` names it. */
  document: string;
  sort: ProblemSort;
}

export const ALL_PROBLEMS: ProblemFilter = { severity: 'all', document: 'all', sort: 'engine' };

const SOURCE_ORDER = ['crd', 'objects', 'oldCrd', 'old'];

function documentKey(d: Pick<Diagnostic, 'source' | 'docIndex'>): string {
  return `${d.source}#${d.docIndex}`;
}

function sourceRank(source: string): number {
  const i = SOURCE_ORDER.indexOf(source);
  return i < 0 ? SOURCE_ORDER.length : i;
}

/** The documents that have problems, in editor order. */
export function problemDocuments(diags: readonly Diagnostic[]): { key: string; source: string; docIndex: number }[] {
  const seen = new Map<string, { key: string; source: string; docIndex: number }>();
  for (const d of diags) if (!seen.has(documentKey(d))) seen.set(documentKey(d), { key: documentKey(d), source: d.source, docIndex: d.docIndex });
  return [...seen.values()].sort((a, b) => sourceRank(a.source) - sourceRank(b.source) || a.source.localeCompare(b.source) || a.docIndex - b.docIndex);
}

/** The problems the filter keeps; by position: editor order, then line and column (problems without a place last in their document). */
export function filterProblems(diags: readonly Diagnostic[], f: ProblemFilter): Diagnostic[] {
  const kept = diags.filter((d) => (f.severity === 'all' || d.severity === f.severity) && (f.document === 'all' || documentKey(d) === f.document));
  if (f.sort === 'engine') return kept;
  const pos = (d: Diagnostic) => (d.range ? d.range.start.line * 1e6 + d.range.start.column : Number.MAX_SAFE_INTEGER);
  return kept
    .map((d, i) => ({ d, i }))
    .sort((a, b) => sourceRank(a.d.source) - sourceRank(b.d.source) || a.d.source.localeCompare(b.d.source) || a.d.docIndex - b.d.docIndex || pos(a.d) - pos(b.d) || a.i - b.i)
    .map((x) => x.d);
}

/**
 * What kubectl prints for every refused document of the result: each CRD with errors
 * (CustomResourceDefinition), then each refused object (the engine's message), one after another.
 */
export function kubectlProblemsText(result: CheckResult): string {
  const parts: string[] = [];
  for (const c of result.crds) {
    if (c.errors.length > 0)
      parts.push(
        kubectlInvalidText(
          'CustomResourceDefinition',
          c.name,
          c.errors.map((d) => d.message),
        ),
      );
  }
  for (const o of result.objects) if (o.kubectlMessage) parts.push(o.kubectlMessage);
  return parts.length ? parts.join('\n') + '\n' : '';
}
