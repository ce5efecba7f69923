// check(): the whole playground run — documents, CRDs, objects — returning every
// diagnostic with its source range. Never throws on user input.
import { DEFAULT_KUBE_VERSION, type CheckInput, type CheckResult, type ObjectReport } from '../api';
import type { Diagnostic } from '../diagnostics';
import { classifyDocuments } from './documents';
import { loadCRD, type LoadedCRD } from './crds';
import { processObject } from './objects';
import { attachRanges } from './locate';

export function check(input: CheckInput): CheckResult {
  const started = now();
  const options = { ...input.options, kubeVersion: input.options?.kubeVersion ?? DEFAULT_KUBE_VERSION };
  const classified = classifyDocuments(input.sources);
  const diagnostics: Diagnostic[] = [...classified.diagnostics];

  const crds: LoadedCRD[] = [];
  const seen = new Map<string, LoadedCRD>();
  for (const doc of classified.crds) {
    const loaded = guard(doc.source, doc.doc.index, diagnostics, () => loadCRD(doc, options));
    if (!loaded) continue;
    const prev = seen.get(loaded.report.name);
    if (prev && loaded.report.name) {
      const message = `CustomResourceDefinition ${JSON.stringify(loaded.report.name)} appears more than once; the last one is used`;
      loaded.report.warnings.push({
        severity: 'warning', origin: 'document', source: doc.source, docIndex: doc.doc.index,
        field: 'metadata.name', type: '', detail: message, message, path: ['metadata', 'name'],
      });
    }
    seen.set(loaded.report.name, loaded);
    crds.push(loaded);
    diagnostics.push(...loaded.report.errors, ...loaded.report.warnings);
  }

  const objects: ObjectReport[] = [];
  for (const doc of classified.objects) {
    const outcome = guard(doc.source, doc.doc.index, diagnostics, () => processObject(doc, crds, options));
    if (!outcome) continue;
    objects.push(outcome.report);
    diagnostics.push(...outcome.diagnostics);
  }

  attachRanges(diagnostics, classified.parsed);
  return { crds: crds.map((c) => c.report), objects, diagnostics, elapsedMs: now() - started };
}

/** An engine bug must not take the user's run down: it becomes a diagnostic. */
function guard<T>(source: string, docIndex: number, diags: Diagnostic[], fn: () => T): T | null {
  try {
    return fn();
  } catch (e) {
    const message = `internal error while checking this document: ${(e as Error)?.message ?? String(e)}`;
    diags.push({ severity: 'error', origin: 'document', source, docIndex, field: '', type: 'InternalError', detail: message, message, path: [] });
    return null;
  }
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
