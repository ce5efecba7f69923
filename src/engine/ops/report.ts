// The `check -o json` document: a stable contract read by CI jobs and external checks.
import type { CheckResult, CrdReport, CrdChange, ObjectReport, ObjectUpgradeReport, StorageReport } from '../api';
import type { Diagnostic } from '../diagnostics';

export interface JsonDiagnostic {
  field: string;
  type: string;
  detail: string;
  message: string;
  line: number | null;
  column: number | null;
  file: string;
  /** What kind of problem (engine/diagnostics.ts DiagnosticCode); added after the first release of the contract. */
  code: string;
  ratcheted?: boolean;
}

function jsonDiagnostic(d: Diagnostic): JsonDiagnostic {
  const out: JsonDiagnostic = {
    field: d.field,
    type: d.type,
    detail: d.detail,
    message: d.message,
    line: d.range?.start.line ?? null,
    column: d.range?.start.column ?? null,
    file: d.source,
    code: d.code,
  };
  if (d.ratcheted) out.ratcheted = true;
  return out;
}

function jsonCrd(c: CrdReport): Record<string, unknown> {
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

function jsonChange(c: CrdChange): Record<string, unknown> {
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

function jsonObject(o: ObjectReport): Record<string, unknown> {
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
    // the request path's stages (README: check -o json): the body as decoded at the request
    // version, after its defaults, and, when the request passes, what storage holds and answers
    decodedObject: o.decodedObject ?? null,
    defaultedObject: o.defaultedObject,
    ...(o.storage ? { storage: jsonStorage(o.storage) } : {}),
    ...(o.old !== undefined ? { old: o.old } : {}),
    ...(o.version ? { version: o.version } : {}),
    rules: o.rules,
    ...(o.columns ? { columns: o.columns } : {}),
    ...(o.scale ? { scale: o.scale } : {}),
    ...(o.notes.length ? { notes: o.notes } : {}),
    ...(o.status ? { status: o.status } : {}),
    ...(o.upgrade ? { upgrade: jsonUpgrade(o.upgrade) } : {}),
    ...(o.size ? { size: o.size } : {}),
  };
}

function jsonStorage(s: StorageReport): Record<string, unknown> {
  return { version: s.version, stored: s.stored, read: s.read, defaulted: s.defaulted, response: s.response, ...(s.error !== undefined ? { error: s.error } : {}) };
}

/** Document-level problems (YAML errors, unknown kinds) that belong to no CRD or object. */
function looseDiagnostics(r: CheckResult): Diagnostic[] {
  const owned = new Set<Diagnostic>();
  for (const c of r.crds) for (const d of [...c.errors, ...c.warnings]) owned.add(d);
  for (const o of r.objects) for (const d of [...o.errors, ...o.warnings]) owned.add(d);
  return r.diagnostics.filter((d) => !owned.has(d));
}

export function checkJson(r: CheckResult, skipped: { file: string; reason: string }[] = []): Record<string, unknown> {
  return {
    kubeVersion: r.kubeVersion ?? null,
    crds: r.crds.map(jsonCrd),
    objects: r.objects.map(jsonObject),
    diagnostics: looseDiagnostics(r).map((d) => ({ severity: d.severity, ...jsonDiagnostic(d) })),
    // added with directory input: the files that hold no Kubernetes document (only when there are some)
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

export function hasErrors(r: CheckResult): boolean {
  return r.diagnostics.some((d) => d.severity === 'error' && !d.ratcheted);
}
