// The compatibility matrix (Versions × results): the same input checked at every supported
// Kubernetes version, reduced to what decides "does this cluster take it": per CRD and object,
// accepted or not, how many errors and warnings, the first error, and the first message that
// differs from the next older version.
//
// matrixAtVersion() is one version (the worker runs them one at a time, newest first, and shows
// each as it arrives); combineMatrix() puts any set of them together. Parsed texts are cached by
// the pipeline (pipeline/documents.ts), so the YAML is parsed once for all versions; what depends
// on the version (CRD validation, CEL environments, object validation) runs per version.
import {
  SUPPORTED_KUBE_VERSIONS,
  type CheckInput,
  type CheckResult,
  type KubeVersion,
  type MatrixCell,
  type MatrixDifference,
  type MatrixMessage,
  type MatrixResult,
  type MatrixVersion,
} from '../api';
import type { Diagnostic } from '../diagnostics';
import { checkFindings } from '../pipeline/check';
import { KUBE_VERSION_RANGE, supportedKubeVersion, unsupportedKubeVersionMessage } from '../apis/kubeversion';

function isSupportedKubeVersion(v: unknown): v is KubeVersion {
  return typeof v === 'string' && supportedKubeVersion(v) === v;
}

/** The order the versions are computed in: newest first (the version most users pick). */
export function matrixOrder(): KubeVersion[] {
  return [...SUPPORTED_KUBE_VERSIONS].reverse();
}

/** Messages versions are compared by (infos and ratcheted errors change no decision). */
function counted(ds: Diagnostic[]): MatrixMessage[] {
  const out: MatrixMessage[] = [];
  for (const d of ds) {
    if ((d.severity === 'error' && !d.ratcheted) || d.severity === 'warning') out.push({ severity: d.severity, message: d.message });
  }
  return out;
}

function cellOf(kind: MatrixCell['kind'], key: string, label: string, messages: MatrixMessage[]): MatrixCell {
  const errors = messages.filter((m) => m.severity === 'error');
  const cell: MatrixCell = { kind, key, label, accepted: errors.length === 0, errors: errors.length, warnings: messages.length - errors.length, messages };
  if (errors.length > 0) cell.firstError = errors[0].message;
  return cell;
}

function reduce(kubeVersion: KubeVersion, r: CheckResult, elapsedMs: number): MatrixVersion {
  const cells: MatrixCell[] = [];
  const owned = new Set<Diagnostic>();
  const crdAccepted = new Map<string, boolean>();
  for (const c of r.crds) {
    const ds = [...c.errors, ...c.warnings];
    ds.forEach((d) => owned.add(d));
    const cell = cellOf('crd', `${c.source}#${c.docIndex}`, c.name || c.kind || `${c.source}#${c.docIndex}`, counted(ds));
    // a later CRD of the same name replaces an earlier one (check() keeps the last)
    crdAccepted.set(c.name, cell.accepted);
    cells.push(cell);
  }
  for (const o of r.objects) {
    const ds = [...o.errors, ...o.warnings];
    ds.forEach((d) => owned.add(d));
    const cell = cellOf('object', `${o.source}#${o.docIndex}`, `${o.kind}/${o.name || '<unnamed>'}`, counted(ds));
    if (o.crd !== undefined && crdAccepted.get(o.crd) === false) {
      // a rejected CRD is not created: its objects cannot be either
      cell.crdRejected = true;
      cell.accepted = false;
    }
    cells.push(cell);
  }
  const documentMessages = counted(r.diagnostics.filter((d) => !owned.has(d)));
  const all = counted(r.diagnostics);
  const firstError = all.find((d) => d.severity === 'error');
  const sum = (kind: MatrixCell['kind']) => cells.filter((c) => c.kind === kind).reduce((n, c) => n + c.errors, 0);
  const out: MatrixVersion = {
    kubeVersion,
    crdErrors: sum('crd'),
    objectErrors: sum('object'),
    documentErrors: documentMessages.filter((d) => d.severity === 'error').length,
    warnings: all.filter((d) => d.severity === 'warning').length,
    cells,
    documentMessages,
    elapsedMs,
  };
  if (firstError) out.firstError = firstError.message;
  return out;
}

/** The input at one Kubernetes version. `kubeVersion` must be supported (isSupportedKubeVersion). */
export function matrixAtVersion(input: CheckInput, kubeVersion: KubeVersion): MatrixVersion {
  const started = now();
  // only what decides acceptance: no None-conversion previews, no rule ranges or bound suggestions
  const r = checkFindings({ ...input, options: { ...input.options, kubeVersion, conversions: false } });
  return reduce(kubeVersion, r, now() - started);
}

/** The first message in exactly one of `mine` and `older`: mine first ('added'), then the older one's ('removed'). */
function firstDifference(mine: MatrixMessage[], older: MatrixMessage[], against: KubeVersion): MatrixDifference | undefined {
  const id = (m: MatrixMessage) => `${m.severity}\u0000${m.message}`;
  const olderIds = new Set(older.map(id));
  const added = mine.find((m) => !olderIds.has(id(m)));
  if (added) return { message: added.message, severity: added.severity, change: 'added', against };
  const mineIds = new Set(mine.map(id));
  const removed = older.find((m) => !mineIds.has(id(m)));
  if (removed) return { message: removed.message, severity: removed.severity, change: 'removed', against };
  return undefined;
}

/**
 * Combines per-version results (any subset, in any order; the last one of a version wins) into
 * the matrix, oldest to newest. A version and each of its cells are compared with the next older
 * supported version when that one is present.
 */
export function combineMatrix(parts: readonly MatrixVersion[]): MatrixResult {
  const byVersion = new Map<string, MatrixVersion>();
  for (const p of parts) if (isSupportedKubeVersion(p.kubeVersion)) byVersion.set(p.kubeVersion, p);
  const versions: MatrixVersion[] = [];
  let older: MatrixVersion | undefined;
  for (const v of SUPPORTED_KUBE_VERSIONS) {
    const part = byVersion.get(v);
    if (part) versions.push(compared(part, older));
    older = part;
  }
  const columns = new Map<string, MatrixResult['columns'][number]>();
  for (const v of versions) for (const c of v.cells) if (!columns.has(c.key)) columns.set(c.key, { kind: c.kind, key: c.key, label: c.label });
  return { versions, columns: [...columns.values()] };
}

function compared(part: MatrixVersion, older: MatrixVersion | undefined): MatrixVersion {
  const { firstDifference: _row, ...row } = part;
  const olderCells = new Map((older?.cells ?? []).map((c) => [c.key, c.messages]));
  let rowDiff: MatrixDifference | undefined;
  const cells = part.cells.map((c) => {
    const { firstDifference: _cell, ...rest } = c;
    const d = older ? firstDifference(c.messages, olderCells.get(c.key) ?? [], older.kubeVersion) : undefined;
    rowDiff ??= d;
    return d ? { ...rest, firstDifference: d } : rest;
  });
  if (older) rowDiff ??= firstDifference(part.documentMessages, older.documentMessages, older.kubeVersion);
  return rowDiff ? { ...row, cells, firstDifference: rowDiff } : { ...row, cells };
}

/** The whole matrix: every supported version (or the given ones), computed newest first. */
export function compatibilityMatrix(input: CheckInput, versions: readonly KubeVersion[] = SUPPORTED_KUBE_VERSIONS): MatrixResult {
  const wanted = new Set<string>(versions);
  return combineMatrix(
    matrixOrder()
      .filter((v) => wanted.has(v))
      .map((v) => matrixAtVersion(input, v)),
  );
}

/**
 * A list of Kubernetes versions given by a user (batch request, CLI): every one must be a
 * supported `1.N`. Absent (undefined): all supported versions.
 */
export function readMatrixVersions(value: unknown): { versions: KubeVersion[] } | { error: string } {
  if (value === undefined) return { versions: [...SUPPORTED_KUBE_VERSIONS] };
  if (!Array.isArray(value) || value.length === 0) return { error: `"versions" must be a non-empty array of Kubernetes versions (${KUBE_VERSION_RANGE})` };
  const out: KubeVersion[] = [];
  for (const v of value) {
    const known = supportedKubeVersion(v);
    if (!known)
      return {
        error:
          typeof v === 'string' && /^v?\d+\.\d+$/.test(v.trim())
            ? unsupportedKubeVersionMessage(v)
            : `malformed Kubernetes version ${JSON.stringify(v) ?? String(v)}: versions look like 1.37 (supported: ${KUBE_VERSION_RANGE})`,
      };
    if (!out.includes(known)) out.push(known);
  }
  return { versions: out };
}

/** The matrix as the batch op answers it: per version (oldest to newest) the counts and the first error. */
export function matrixSummary(m: MatrixResult): { versions: { kubeVersion: KubeVersion; crdErrors: number; objectErrors: number; warnings: number; firstError?: string }[] } {
  return {
    versions: m.versions.map((v) => ({
      kubeVersion: v.kubeVersion,
      crdErrors: v.crdErrors,
      objectErrors: v.objectErrors,
      warnings: v.warnings,
      ...(v.firstError !== undefined ? { firstError: v.firstError } : {}),
    })),
  };
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
