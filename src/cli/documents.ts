// The documents of a check, in input order, each with its report and its diagnostics: what the
// text, JUnit and GitHub outputs walk through.
import type { CheckResult, CrdReport, Diagnostic, ObjectReport } from '../engine';

export interface CheckedDocument {
  file: string;
  /** Index of the document in its file (-1 for problems of no one document). */
  docIndex: number;
  crd?: CrdReport;
  object?: ObjectReport;
  /** The document's diagnostics in the engine's order. */
  diagnostics: Diagnostic[];
}

/** `CustomResourceDefinition/crontabs.stable.example.com`, `CronTab/my-cron`, `document 3`. */
export function documentLabel(d: CheckedDocument): string {
  if (d.crd) return `CustomResourceDefinition/${d.crd.name || '<unnamed>'}`;
  if (d.object) return `${d.object.kind}/${d.object.name || '<unnamed>'}`;
  return d.docIndex >= 0 ? `document ${d.docIndex + 1}` : 'file';
}

/** Every document that has a report or a diagnostic, ordered by file (in `files` order) and document. */
export function checkedDocuments(r: CheckResult, files: string[]): CheckedDocument[] {
  const byKey = new Map<string, CheckedDocument>();
  const at = (file: string, docIndex: number): CheckedDocument => {
    const k = `${docIndex}\u0000${file}`;
    let d = byKey.get(k);
    if (!d) byKey.set(k, (d = { file, docIndex, diagnostics: [] }));
    return d;
  };
  for (const c of r.crds) at(c.source, c.docIndex).crd = c;
  for (const o of r.objects) at(o.source, o.docIndex).object = o;
  for (const d of r.diagnostics) at(d.source, d.docIndex).diagnostics.push(d);
  const rank = new Map(files.map((f, i) => [f, i]));
  return [...byKey.values()].sort((a, b) => (rank.get(a.file) ?? files.length) - (rank.get(b.file) ?? files.length) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.docIndex - b.docIndex);
}

/** Errors that count (ratcheted ones do not fail a request). */
export const failing = (d: Diagnostic): boolean => d.severity === 'error' && !d.ratcheted;
