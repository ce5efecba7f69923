// The Changes view of a result (a CRD update), engine-independent: per CRD with a previous
// version, the apiserver's update validation, the changes (breaking first, filterable), and the
// existing objects that would fail their next update; plus the problems of the previous CRD
// itself, and the diagnostics each editor marks.
import type { CheckResult, CrdChange, CrdReport, ObjectReport } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';

/** The source id of the previous-CRD editor (sent as an old source). */
export const OLD_CRD_SOURCE = 'oldCrd';

export interface ChangeCounts {
  breaking: number;
  nonBreaking: number;
}

export interface ObjectUpgradeView {
  object: ObjectReport;
  /** Its next update would be rejected. */
  fails: boolean;
  /** Errors that count (not ratcheted). */
  errors: Diagnostic[];
  /** Errors the update ratchets (pre-existing, unchanged): shown, but they do not fail it. */
  ratcheted: Diagnostic[];
}

export interface CrdChangesView {
  crd: CrdReport;
  /** Errors and warnings of the CRD update as kube prints them. */
  updateErrors: Diagnostic[];
  updateWarnings: Diagnostic[];
  /** Breaking changes first, then the others, each group in the engine's order. */
  changes: CrdChange[];
  counts: ChangeCounts;
  /** The objects of this CRD read as stored objects under the new CRD; failing ones first. */
  objects: ObjectUpgradeView[];
}

export interface ChangesView {
  /** CRDs paired with a previous version. */
  crds: CrdChangesView[];
  /** Problems of the previous-CRD text itself (unparsable, invalid, another name, ...). */
  oldCrdDiagnostics: Diagnostic[];
}

/** Breaking first, stable within each group. */
export function sortChanges(changes: readonly CrdChange[]): CrdChange[] {
  return [...changes.filter((c) => c.breaking), ...changes.filter((c) => !c.breaking)];
}

export function countChanges(changes: readonly CrdChange[]): ChangeCounts {
  const breaking = changes.filter((c) => c.breaking).length;
  return { breaking, nonBreaking: changes.length - breaking };
}

/** The changes a filter keeps. */
export function filterChanges(changes: readonly CrdChange[], breakingOnly: boolean): CrdChange[] {
  return breakingOnly ? changes.filter((c) => c.breaking) : [...changes];
}

function diagKey(d: Diagnostic): string {
  return `${d.source}\u0000${d.docIndex}\u0000${d.severity}\u0000${d.field}\u0000${d.message}`;
}

/** Diagnostics once each (the same finding may be reported in two places). */
export function uniqueDiagnostics(diags: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of diags) {
    const k = diagKey(d);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(d);
  }
  return out;
}

/** Every diagnostic of a result, including the previous CRD's own errors kept in its CRD's update report. */
export function allDiagnostics(result: CheckResult | null): Diagnostic[] {
  if (!result) return [];
  const extra = result.crds.flatMap((c) => c.update?.oldErrors ?? []);
  return extra.length === 0 ? result.diagnostics : uniqueDiagnostics([...result.diagnostics, ...extra]);
}

function objectView(o: ObjectReport): ObjectUpgradeView | null {
  const u = o.upgrade;
  if (!u) return null;
  const errors = u.errors.filter((d) => d.severity === 'error' && !d.ratcheted);
  const ratcheted = u.errors.filter((d) => d.ratcheted);
  return { object: o, fails: u.failsOnUpdate, errors, ratcheted };
}

export function changesView(result: CheckResult | null): ChangesView {
  if (!result) return { crds: [], oldCrdDiagnostics: [] };
  const crds: CrdChangesView[] = [];
  for (const crd of result.crds) {
    if (!crd.update) continue;
    const changes = sortChanges(crd.changes ?? []);
    const objects = result.objects
      .filter((o) => o.crd === crd.name)
      .map(objectView)
      .filter((v): v is ObjectUpgradeView => v !== null);
    objects.sort((a, b) => Number(b.fails) - Number(a.fails));
    crds.push({
      crd,
      updateErrors: crd.update.errors,
      updateWarnings: crd.update.warnings,
      changes,
      counts: countChanges(changes),
      objects,
    });
  }
  const oldCrdDiagnostics = allDiagnostics(result).filter((d) => d.source === OLD_CRD_SOURCE);
  return { crds, oldCrdDiagnostics };
}

/** The Changes tab's badge: breaking changes, update errors and objects that would fail. */
export function changesBadge(result: CheckResult): number {
  const v = changesView(result);
  return v.crds.reduce((n, c) => n + c.counts.breaking + c.updateErrors.length + c.objects.filter((o) => o.fails).length, 0);
}
