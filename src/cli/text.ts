// The text output of `check`: in input order, file by file and document by document.
import type { CheckResult, SourceRange } from '../engine';
import { checkedDocuments, documentLabel, type CheckedDocument } from './documents';
import type { SkippedFile } from './files';
import { formatCount, shownDiagnostics, summariseList, TRUNCATE_AT_TOTAL_RUNES } from './warnings';
import { breakingText } from './breaking';

const at = (file: string, range?: SourceRange): string => `${file}${range ? `:${range.start.line}:${range.start.column}` : ''}`;

/**
 * The text output, in input order: each document's errors and warnings (warnings as kubectl
 * would print them, see warnings.ts; at most MAX_ERRORS_SHOWN errors), each valid object with
 * its pruned and defaulted fields (long lists summarised), skipped files, breaking changes and
 * a summary line.
 */
export function checkText(r: CheckResult, files: string[] = [], skipped: SkippedFile[] = []): string {
  const order = [...files];
  for (const d of r.diagnostics) if (!order.includes(d.source)) order.push(d.source);
  const lines: string[] = [];
  const skippedAt = new Map(skipped.map((s) => [s.file, s]));
  const printed = new Set<string>();
  const skip = (file: string) => {
    const s = skippedAt.get(file);
    if (s && !printed.has(file)) lines.push(`${file}: skipped: ${s.reason}`);
    printed.add(file);
  };
  const docs = checkedDocuments(r, order);
  let d = 0;
  for (const file of order) {
    skip(file);
    for (; d < docs.length && docs[d].file === file; d++) documentText(docs[d], lines);
  }
  for (; d < docs.length; d++) documentText(docs[d], lines);
  for (const s of skipped) skip(s.file);
  // changes from a previous CRD: the breaking ones like a linter, then a count per CRD
  for (const c of r.crds) {
    if (!c.changes) continue;
    for (const x of c.changes) {
      if (!x.breaking) continue;
      lines.push(`${at(x.source ?? c.source, x.range)}: ${breakingText(x)}`);
    }
    const breaking = c.changes.filter((x) => x.breaking).length;
    lines.push(`${c.source}: ${c.name}: ${breaking} breaking and ${c.changes.length - breaking} other change(s) from the previous CRD`);
  }
  lines.push(summaryLine(r, skipped));
  return lines.join('\n') + '\n';
}

export function summaryLine(r: CheckResult, skipped: SkippedFile[] = []): string {
  const errors = r.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = r.diagnostics.filter((d) => d.severity === 'warning').length;
  return `${r.crds.length} CRD(s), ${r.objects.length} object(s): ${errors} error(s), ${warnings} warning(s)${skipped.length ? `; ${skipped.length} file(s) skipped` : ''}`;
}

export function documentText(doc: CheckedDocument, lines: string[]): void {
  const { shown, droppedWarnings, moreErrors } = shownDiagnostics(doc.diagnostics.filter((x) => x.severity !== 'info'));
  for (const x of shown) lines.push(`${at(x.source, x.range)}: ${x.severity}: ${x.message}`);
  const label = documentLabel(doc);
  if (moreErrors > 0) lines.push(`${doc.file}: ${label}: … and ${formatCount(moreErrors)} more error(s) (-o json lists all)`);
  if (droppedWarnings > 0) {
    lines.push(
      `${doc.file}: ${label}: ${formatCount(droppedWarnings)} more warning(s) not shown: kube-apiserver drops repeated warnings and stops adding Warning headers after ${formatCount(TRUNCATE_AT_TOTAL_RUNES)} characters (-o json lists all)`,
    );
  }
  const o = doc.object;
  if (o && o.crd && !o.kubectlMessage) {
    lines.push(
      `${o.source}: ${label} (${o.apiVersion}) is valid${o.pruned.length ? `, pruned: ${summariseList(o.pruned)}` : ''}${o.defaulted.length ? `, defaulted: ${summariseList(o.defaulted)}` : ''}`,
    );
  }
}
