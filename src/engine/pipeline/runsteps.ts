// The steps check() and checkByDocument() (stream.ts) share for each document of a create: the
// guard that turns an engine bug into a diagnostic, the duplicate-CRD note, and the request-size
// findings added to a CRD's or an object's report (sizelimits.ts).
import type { CrdReport } from '../api';
import { diagnostic, type Diagnostic } from '../diagnostics';
import type { InputDocument } from './documents';
import type { ObjectOutcome } from './objects';
import { requestSize } from './sizelimits';
import { internalErrorDetail } from './internal';

/** An engine bug must not take the user's run down: it becomes a diagnostic. */
export function guard<T>(source: string, docIndex: number, diags: Diagnostic[], fn: () => T): T | null {
  try {
    return fn();
  } catch (e) {
    const message = internalErrorDetail(e);
    diags.push(diagnostic({ code: 'internal-error', severity: 'error', origin: 'document', source, docIndex, type: 'InternalError', message, path: [] }));
    return null;
  }
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A CRD whose name came before in the input: the last one is used, and its report says so. */
export function withDuplicateNote(report: CrdReport, doc: InputDocument, seen: ReadonlySet<string>): CrdReport {
  if (!report.name || !seen.has(report.name)) return report;
  const message = `CustomResourceDefinition ${JSON.stringify(report.name)} appears more than once; the last one is used`;
  const dup = diagnostic({ code: 'note', severity: 'warning', origin: 'document', source: doc.source, docIndex: doc.doc.index, field: 'metadata.name', message, path: ['metadata', 'name'] });
  return { ...report, warnings: [...report.warnings, dup] };
}

/** The size the parse measured for the document's value, if it did (yaml/parsed.ts ParsedDocument.jsonBytes). */
function measured(doc: InputDocument): number | undefined {
  return doc.doc.value === doc.value ? doc.doc.jsonBytes : undefined;
}

/** The CRD's request size and what the limits say of it (a copy: loaded CRD reports are cached). */
export function withRequestSize(report: CrdReport, doc: InputDocument): CrdReport {
  const sized = requestSize(doc.value, doc.source, doc.doc.index, measured(doc));
  return {
    ...report,
    size: sized.size,
    errors: [...report.errors, ...sized.diagnostics.filter((d) => d.severity === 'error')],
    warnings: [...report.warnings, ...sized.diagnostics.filter((d) => d.severity !== 'error')],
  };
}

/** Adds the object's request size and the limits' findings to its outcome. */
export function addRequestSize(outcome: ObjectOutcome, doc: InputDocument): void {
  const sized = requestSize(doc.value, doc.source, doc.doc.index, measured(doc));
  outcome.report.size = sized.size;
  for (const d of sized.diagnostics) (d.severity === 'error' ? outcome.report.errors : outcome.report.warnings).push(d);
  outcome.diagnostics.push(...sized.diagnostics);
}
