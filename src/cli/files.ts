// A check's result as the CLI presents it: in input order (file by file, document by document)
// and without the files that hold no Kubernetes documents (reported once each, not as findings).
import type { CheckResult, Diagnostic } from '../engine';

export interface SkippedFile {
  file: string;
  reason: string;
}

const NOT_KUBERNETES = 'not a Kubernetes file: no document has apiVersion and kind';
const NO_DOCUMENTS = 'no documents';

/** A document that is not a Kubernetes object (kubectl's "error validating data"). */
const notAnObject = (d: Diagnostic): boolean => d.code === 'not-an-object';

/**
 * Files none of whose documents has apiVersion and kind (Helm values, a kustomization without
 * kind, package.json...) or that hold no document at all: their diagnostics are dropped and
 * each file is named once in `skipped`. A file with a YAML error, or with at least one
 * Kubernetes document, is checked as usual.
 */
export function skipNonKubernetes(r: CheckResult, files: string[]): { result: CheckResult; skipped: SkippedFile[] } {
  const withReports = new Set<string>([...r.crds.map((c) => c.source), ...r.objects.map((o) => o.source)]);
  const bySource = new Map<string, Diagnostic[]>();
  for (const d of r.diagnostics) {
    const list = bySource.get(d.source);
    if (list) list.push(d);
    else bySource.set(d.source, [d]);
  }
  const skipped: SkippedFile[] = [];
  const drop = new Set<string>();
  for (const file of files) {
    if (withReports.has(file)) continue;
    const diags = bySource.get(file) ?? [];
    if (diags.length === 0) {
      skipped.push({ file, reason: NO_DOCUMENTS });
      continue;
    }
    const yamlError = diags.some((d) => d.origin === 'yaml' && d.severity === 'error');
    if (yamlError || !diags.some(notAnObject) || !diags.every((d) => notAnObject(d) || (d.origin === 'yaml' && d.severity !== 'error'))) continue;
    skipped.push({ file, reason: NOT_KUBERNETES });
    drop.add(file);
  }
  if (drop.size === 0) return { result: r, skipped };
  return { result: { ...r, diagnostics: r.diagnostics.filter((d) => !drop.has(d.source)) }, skipped };
}

/**
 * The result in input order: CRDs, objects and diagnostics sorted by file (in `files` order;
 * unknown sources last) and document, stably, so a document's diagnostics keep the engine's order.
 * The single-threaded and the multi-threaded check both end here, so their output is the same.
 */
export function inInputOrder(r: CheckResult, files: string[]): CheckResult {
  const rank = new Map(files.map((f, i) => [f, i]));
  const key = (x: { source: string; docIndex: number }): [number, number] => [rank.get(x.source) ?? files.length, x.docIndex];
  const sorted = <T extends { source: string; docIndex: number }>(list: T[]): T[] =>
    list
      .map((x, i) => ({ x, k: key(x), i }))
      .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.i - b.i)
      .map((e) => e.x);
  return { ...r, crds: sorted(r.crds), objects: sorted(r.objects), diagnostics: sorted(r.diagnostics) };
}
