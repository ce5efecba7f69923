// check(): the whole playground run — documents, CRDs, objects — returning every
// diagnostic with its source range. Never throws on user input.
import type { CheckInput, CheckResult, CrdReport, ObjectReport } from '../api';
import { diagnostic, type Diagnostic } from '../diagnostics';
import { classifyDocuments } from './documents';
import { loadCRD, type LoadedCRD } from './crds';
import { processObject, contextFromOptions, splitAPIVersion } from './objects';
import type { InputDocument } from './documents';
import { attachRanges } from './locate';
import { readOldCRDs } from './oldcrds';
import { crdChanges } from './changes';
import { upgradeObject, upgradeSummary } from './upgrade';
import { resolveKubeVersion } from '../apis/kubeversion';
import { addRequestSize, guard, now, withDuplicateNote, withRequestSize } from './runsteps';

export function check(input: CheckInput): CheckResult {
  return checkResolved(input, true);
}

/**
 * check() for callers that read only the findings (the compatibility matrix): the CRDs' rule
 * reports leave out their source ranges and bound suggestions (`ruleDetails: false` of the CRD
 * load, as the CLI's outputs that print no rule load them); every finding is the same.
 */
export function checkFindings(input: CheckInput): CheckResult {
  return checkResolved(input, false);
}

function checkResolved(input: CheckInput, ruleDetails: boolean): CheckResult {
  const requested = input.options?.kubeVersion;
  const resolved = resolveKubeVersion(requested);
  // an unknown version is refused, never checked with another version's behaviour
  if (!resolved.ok) return refused(String(requested), resolved.error);
  const kubeVersion = resolved.version;
  return { ...checkAt(input, kubeVersion, ruleDetails), kubeVersion };
}

function refused(requested: string, message: string): CheckResult {
  const d = diagnostic({ code: 'version-refused', severity: 'error', origin: 'document', source: '', docIndex: -1, message });
  return { crds: [], objects: [], diagnostics: [d], elapsedMs: 0, kubeVersion: requested };
}

function checkAt(input: CheckInput, kubeVersion: string, ruleDetails: boolean): CheckResult {
  const started = now();
  const options = { ...input.options, kubeVersion };
  const classified = classifyDocuments(input.sources);
  const diagnostics: Diagnostic[] = [...classified.diagnostics];

  const olds = input.oldSources && input.oldSources.length > 0 ? classifyDocuments(input.oldSources) : null;
  // previous versions of the CRDs: old-source CRD documents, paired by metadata.name
  const oldCRDs = olds && olds.crds.length > 0 ? readOldCRDs(olds.crds, kubeVersion) : null;
  if (oldCRDs) diagnostics.push(...oldCRDs.diagnostics);
  const paired = new Set<string>();

  const crds: LoadedCRD[] = [];
  const reports: CrdReport[] = [];
  const seen = new Set<string>();
  for (const doc of classified.crds) {
    const name = crdName(doc);
    const old = name ? oldCRDs?.byName.get(name) : undefined;
    if (old) paired.add(name);
    const loaded = guard(doc.source, doc.doc.index, diagnostics, () => loadCRD(doc, { ...options, ruleDetails }, old));
    if (!loaded) continue;
    // loaded CRDs are cached: add run-specific findings to a copy of the report
    let report = withDuplicateNote(loaded.report, doc, seen);
    const unreadable = name ? oldCRDs?.unreadable.get(name) : undefined;
    if (unreadable && !old) report = { ...report, warnings: [...report.warnings, unreadable] };
    if (loaded.old && loaded.crd) {
      const changes = guard(doc.source, doc.doc.index, diagnostics, () => crdChanges(loaded.old!.crd, loaded.crd!, doc));
      if (changes) report = { ...report, changes };
    }
    report = withRequestSize(report, doc);
    seen.add(report.name);
    crds.push(loaded);
    reports.push(report);
    diagnostics.push(...report.errors, ...report.warnings.filter((w) => !unreadable || w !== unreadable));
  }
  if (oldCRDs) {
    for (const [name, old] of oldCRDs.byName) {
      if (paired.has(name)) continue;
      const names = reports.map((r) => JSON.stringify(r.name)).join(', ');
      const message = `previous CustomResourceDefinition ${JSON.stringify(name)} has no CRD of that name to be compared with${names ? ` (checked: ${names})` : ''}: it is ignored, and the CRDs are checked as creates`;
      diagnostics.push(
        diagnostic({ code: 'note', severity: 'warning', origin: 'document', source: old.input.source, docIndex: old.input.doc.index, field: 'metadata.name', message, path: ['metadata', 'name'] }),
      );
    }
  }

  const ctx = contextFromOptions(options);
  // old sources holding only the previous CRD(s): the CRD is updated, the objects are still created
  if (olds && olds.objects.length === 0 && olds.crds.length > 0) ctx.request = 'create';
  if (olds) {
    diagnostics.push(...olds.diagnostics);
    for (const [k, v] of olds.parsed) classified.parsed.set(k, v);
  }
  const oldIndex = indexByIdentity(olds?.objects ?? []);
  const objects: ObjectReport[] = [];
  for (const doc of classified.objects) {
    const old = ctx.request === 'create' ? undefined : oldIndex.get(identity(doc));
    const outcome = guard(doc.source, doc.doc.index, diagnostics, () => processObject(doc, crds, ctx, old));
    if (!outcome) continue;
    // with a previous CRD: the object as stored under it, read and validated under the new one
    const serving = crds.find((c) => c.old && c.old.crd.spec?.group === splitAPIVersion(doc.apiVersion).group && c.old.crd.spec?.names?.kind === doc.kind);
    if (serving) {
      const up = guard(doc.source, doc.doc.index, diagnostics, () => upgradeObject(doc, serving, ctx));
      if (up) {
        outcome.report.upgrade = up;
        const summary = upgradeSummary(outcome.report, up);
        if (summary) {
          outcome.report.warnings.push(summary);
          outcome.diagnostics.push(summary);
        }
      }
    }
    addRequestSize(outcome, doc);
    objects.push(outcome.report);
    diagnostics.push(...outcome.diagnostics);
  }

  attachRanges(diagnostics, classified.parsed);
  // the upgrade reports' diagnostics are not in the list (they are about the object read back)
  const upgrades = objects.flatMap((o) => (o.upgrade ? [...o.upgrade.errors, ...o.upgrade.createErrors, ...o.upgrade.warnings] : []));
  if (upgrades.length > 0) attachRanges(upgrades, classified.parsed);
  return { crds: reports, objects, diagnostics, elapsedMs: now() - started };
}

function crdName(d: InputDocument): string {
  const m = d.value.metadata;
  return m && typeof m === 'object' && !Array.isArray(m) && typeof m.name === 'string' ? m.name : '';
}

/** Old and new objects are matched by group, kind, namespace and name. */
function identity(d: InputDocument): string {
  const meta = d.value.metadata && typeof d.value.metadata === 'object' && !Array.isArray(d.value.metadata) ? d.value.metadata : {};
  const name = typeof meta.name === 'string' ? meta.name : '';
  const namespace = typeof meta.namespace === 'string' && meta.namespace !== '' ? meta.namespace : 'default';
  return `${splitAPIVersion(d.apiVersion).group}/${d.kind}/${namespace}/${name}`;
}

function indexByIdentity(docs: InputDocument[]): Map<string, InputDocument> {
  const out = new Map<string, InputDocument>();
  for (const d of docs) out.set(identity(d), d);
  return out;
}
