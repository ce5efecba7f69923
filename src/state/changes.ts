// The Changes view of a result (a CRD update), engine-independent: per CRD with a previous
// version, the apiserver's update validation, the changes (breaking first, filterable), and the
// existing objects that would fail their next update; plus the problems of the previous CRD
// itself, and the diagnostics each editor marks.
import type { CheckResult, CrdChange, CrdReport, ObjectReport } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';

/** The source id of the previous-CRD editor (sent as an old source). */
const OLD_CRD_SOURCE = 'oldCrd';

interface ChangeCounts {
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
  /** It passes only because its invalid fields are unchanged (ratcheting): editing them, or a create, is rejected. */
  ratchetedOnly: boolean;
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

interface ChangesView {
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

export interface ChangeFilter {
  breakingOnly: boolean;
  /** Only this version's changes and the CRD-wide ones ('' = every version). */
  version: string;
}

/** The changes a filter keeps. */
export function filterChanges(changes: readonly CrdChange[], f: ChangeFilter): CrdChange[] {
  return changes.filter((c) => (!f.breakingOnly || c.breaking) && (f.version === '' || c.version === '' || c.version === f.version));
}

/** The versions changes are reported for, in first-seen order (for the version filter). */
export function changedVersions(view: ChangesView): string[] {
  const out: string[] = [];
  for (const c of view.crds) for (const ch of c.changes) if (ch.version && !out.includes(ch.version)) out.push(ch.version);
  return out;
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
  return { object: o, fails: u.failsOnUpdate, errors, ratcheted, ratchetedOnly: !u.failsOnUpdate && ratcheted.length > 0 };
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
    // failing first, then those that pass only by ratcheting, then the rest
    const rank = (v: ObjectUpgradeView) => (v.fails ? 0 : v.ratchetedOnly ? 1 : 2);
    objects.sort((a, b) => rank(a) - rank(b));
    crds.push({
      crd,
      updateErrors: crd.update.errors,
      updateWarnings: crd.update.warnings,
      changes,
      counts: countChanges(changes),
      objects,
    });
  }
  // the previous CRD's problems that no CRD's update report lists already
  const listed = new Set(crds.flatMap((c) => [...c.updateErrors, ...c.updateWarnings]).map(diagKey));
  const oldCrdDiagnostics = allDiagnostics(result).filter((d) => d.source === OLD_CRD_SOURCE && !listed.has(diagKey(d)));
  return { crds, oldCrdDiagnostics };
}

/** The Changes tab's badge: breaking changes, update errors and objects that would fail. */
export function changesBadge(result: CheckResult): number {
  const v = changesView(result);
  return v.crds.reduce((n, c) => n + c.counts.breaking + c.updateErrors.length + c.objects.filter((o) => o.fails).length, 0);
}
