// The `check -o json` document: a stable contract read by CI jobs and external checks.
import type { CheckResult, CrdReport, CrdChange, ObjectReport, ObjectUpgradeReport, Diagnostic, SourceRange } from '../engine';
import { checkedDocuments, documentLabel, type CheckedDocument } from './documents';
import type { SkippedFile } from './files';
import { formatCount, shownDiagnostics, summariseList, TRUNCATE_AT_TOTAL_RUNES } from './warnings';

export interface JsonDiagnostic {
  field: string;
  type: string;
  detail: string;
  message: string;
  line: number | null;
  column: number | null;
  file: string;
  ratcheted?: boolean;
}

export function jsonDiagnostic(d: Diagnostic): JsonDiagnostic {
  const out: JsonDiagnostic = {
    field: d.field,
    type: d.type,
    detail: d.detail,
    message: d.message,
    line: d.range?.start.line ?? null,
    column: d.range?.start.column ?? null,
    file: d.source,
  };
  if (d.ratcheted) out.ratcheted = true;
  return out;
}

export function jsonCrd(c: CrdReport): Record<string, unknown> {
  const { errors, warnings, source, docIndex, update, changes, ...rest } = c;
  const out: Record<string, unknown> = { ...rest, file: source, document: docIndex, errors: errors.map(jsonDiagnostic), warnings: warnings.map(jsonDiagnostic) };
  if (update) {
    out.update = {
      errors: update.errors.map(jsonDiagnostic),
      warnings: update.warnings.map(jsonDiagnostic),
      ...(update.oldSource !== undefined ? { oldFile: update.oldSource, oldDocument: update.oldDocIndex } : {}),
      ...(update.oldErrors ? { oldErrors: update.oldErrors.map(jsonDiagnostic) } : {}),
    };
  }
  if (changes) out.changes = changes.map(jsonChange);
  return out;
}

export function jsonChange(c: CrdChange): Record<string, unknown> {
  const { range, source, docIndex, ...rest } = c;
  return { ...rest, line: range?.start.line ?? null, column: range?.start.column ?? null, ...(source !== undefined ? { file: source } : {}) };
}

function jsonUpgrade(u: ObjectUpgradeReport): Record<string, unknown> {
  return { ...u, errors: u.errors.map(jsonDiagnostic), createErrors: u.createErrors.map(jsonDiagnostic), warnings: u.warnings.map(jsonDiagnostic) };
}

/** Breaking changes of every CRD that has a previous version. */
export function breakingChanges(r: CheckResult): CrdChange[] {
  return r.crds.flatMap((c) => (c.changes ?? []).filter((x) => x.breaking));
}

export function jsonObject(o: ObjectReport): Record<string, unknown> {
  return {
    apiVersion: o.apiVersion,
    kind: o.kind,
    name: o.name,
    ...(o.namespace !== undefined ? { namespace: o.namespace } : {}),
    file: o.source,
    document: o.docIndex,
    crd: o.crd ?? null,
    errors: o.errors.map(jsonDiagnostic),
    warnings: o.warnings.map(jsonDiagnostic),
    pruned: o.pruned,
    defaulted: o.defaulted,
    result: o.result,
    ...(o.version ? { version: o.version } : {}),
    rules: o.rules,
    ...(o.columns ? { columns: o.columns } : {}),
    ...(o.scale ? { scale: o.scale } : {}),
    ...(o.notes.length ? { notes: o.notes } : {}),
    ...(o.status ? { status: o.status } : {}),
    ...(o.upgrade ? { upgrade: jsonUpgrade(o.upgrade) } : {}),
  };
}

/** Document-level problems (YAML errors, unknown kinds) that belong to no CRD or object. */
export function looseDiagnostics(r: CheckResult): Diagnostic[] {
  const owned = new Set<Diagnostic>();
  for (const c of r.crds) for (const d of [...c.errors, ...c.warnings]) owned.add(d);
  for (const o of r.objects) for (const d of [...o.errors, ...o.warnings]) owned.add(d);
  return r.diagnostics.filter((d) => !owned.has(d));
}

export function checkJson(r: CheckResult, skipped: SkippedFile[] = []): Record<string, unknown> {
  return {
    kubeVersion: r.kubeVersion ?? null,
    crds: r.crds.map(jsonCrd),
    objects: r.objects.map(jsonObject),
    diagnostics: looseDiagnostics(r).map((d) => ({ severity: d.severity, ...jsonDiagnostic(d) })),
    // added with directory input: files holding no Kubernetes document (present when there are any)
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

export function hasErrors(r: CheckResult): boolean {
  return r.diagnostics.some((d) => d.severity === 'error' && !d.ratcheted);
}

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
      lines.push(`${at(x.source ?? c.source, x.range)}: breaking: ${x.path}${x.version ? ` (${x.version})` : ''}: ${x.message}`);
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

function documentText(doc: CheckedDocument, lines: string[]): void {
  const { shown, droppedWarnings, moreErrors } = shownDiagnostics(doc.diagnostics.filter((x) => x.severity !== 'info'));
  for (const x of shown) lines.push(`${at(x.source, x.range)}: ${x.severity}: ${x.message}`);
  const label = documentLabel(doc);
  if (moreErrors > 0) lines.push(`${doc.file}: ${label}: … and ${formatCount(moreErrors)} more error(s) (-o json lists all)`);
  if (droppedWarnings > 0) {
    lines.push(`${doc.file}: ${label}: ${formatCount(droppedWarnings)} more warning(s) not shown: kube-apiserver drops repeated warnings and stops adding Warning headers after ${formatCount(TRUNCATE_AT_TOTAL_RUNES)} characters (-o json lists all)`);
  }
  const o = doc.object;
  if (o && o.crd && !o.kubectlMessage) {
    lines.push(`${o.source}: ${label} (${o.apiVersion}) is valid${o.pruned.length ? `, pruned: ${summariseList(o.pruned)}` : ''}${o.defaulted.length ? `, defaulted: ${summariseList(o.defaulted)}` : ''}`);
  }
}
