// ObjectReport.upgrade: an object of the objects editor taken as an object stored under the
// previous CRD, read back under the new one, and validated there. The object is written under the
// previous CRD (decoded, defaulted and pruned at its version, converted to the previous storage
// version), read from storage under the new CRD (decoded at the stored version with the new CRD's
// schema for it: pruning and defaulting, as the apiserver's storage decoder does) and converted to
// the version a client asks for (the object's own version when the new CRD still serves it, else
// the new storage version). Then it is validated as an update of itself (what a client that writes
// it back unchanged gets: ratcheting applies from 1.30) and as a write that changes every value
// (no ratcheting: what each field faces when it next changes).
import type { ObjectReport, ObjectUpgradeReport } from '../api';
import type { CustomResourceDefinition } from '../apis/crd';
import { cloneJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import { diagnostic, type Diagnostic } from '../diagnostics';
import { convertNone } from '../versions';
import { unstructuredDefaulter } from './defaulter';
import { versionSchema } from './converter';
import { validationRatchetingEnabled } from '../crd';
import type { InputDocument } from './documents';
import type { LoadedCRD } from './crds';
import { processObject, splitAPIVersion, type ObjectContext } from './objects';

const versionsOf = (crd: CustomResourceDefinition) => (Array.isArray(crd.spec?.versions) ? crd.spec.versions.filter((v) => v && typeof v.name === 'string') : []);

export function upgradeObject(input: InputDocument, loaded: LoadedCRD, ctx: ObjectContext): ObjectUpgradeReport | null {
  const old = loaded.old;
  const crd = loaded.crd;
  if (!old || !crd) return null;
  const notes: string[] = [];
  const { version: objVersion } = splitAPIVersion(input.apiVersion);
  const oldVersions = versionsOf(old.crd);
  const oldServing = oldVersions.find((v) => v.name === objVersion && v.served === true);
  const oldStorage = oldVersions.find((v) => v.storage === true)?.name ?? '';
  const newVersions = versionsOf(crd);
  const newStorage = newVersions.find((v) => v.storage === true)?.name ?? '';
  const report: ObjectUpgradeReport = { storedVersion: oldStorage, version: '', object: null, pruned: [], defaulted: [], errors: [], createErrors: [], warnings: [], failsOnUpdate: false, notes };
  const base = { source: input.source, docIndex: input.doc.index };
  const diag = (severity: Diagnostic['severity'], message: string): Diagnostic => diagnostic({ code: 'note', severity, origin: 'versions', ...base, message, path: ['apiVersion'] });

  if (!oldServing) {
    notes.push(`the previous CRD does not serve ${input.apiVersion}: the object could not have been stored under it, so it is not read back`);
    return report;
  }
  // written under the previous CRD: decoded at its version, stored at the previous storage version
  const written = convertNone(old.crd, input.value, objVersion);
  // the request body is defaulted at its own version before it is stored
  if (isObject(written.object)) unstructuredDefaulter(written.object, versionSchema(old.crd, objVersion));
  let stored = written.object;
  if (oldStorage && oldStorage !== objVersion) {
    if (strategy(old.crd) !== 'None') notes.push(`the previous CRD converts with a webhook: ${objVersion} → ${oldStorage} is shown as None conversion (only apiVersion changes)`);
    stored = convertNone(old.crd, stored, oldStorage).object;
  }
  if (!newVersions.some((v) => v.name === oldStorage)) {
    report.errors.push(
      diag('error', `stored as ${oldStorage}, which the new CRD no longer defines: the apiserver cannot read this object (keep ${oldStorage} in spec.versions until a storage migration rewrites it)`),
    );
    report.failsOnUpdate = true;
    return report;
  }
  // read from storage under the new CRD: its schema for the stored version prunes and defaults
  const read = convertNone(crd, stored, oldStorage);
  report.pruned.push(...read.pruned);
  // unstructuredDefaulter at the storage version (the conversion itself does not default)
  if (isObject(read.object)) report.defaulted.push(...unstructuredDefaulter(read.object, versionSchema(crd, oldStorage)));
  const servedSame = newVersions.some((v) => v.name === objVersion && v.served === true);
  const requestVersion = servedSame ? objVersion : newStorage;
  if (!servedSame) notes.push(`the new CRD no longer serves ${objVersion}: the object is read at the storage version ${newStorage}`);
  let obj = read.object;
  if (requestVersion && requestVersion !== oldStorage) {
    if (strategy(crd) !== 'None') notes.push(`the new CRD converts with a webhook: ${oldStorage} → ${requestVersion} is shown as None conversion (only apiVersion changes)`);
    const conv = convertNone(crd, obj, requestVersion);
    obj = conv.object;
    report.pruned.push(...conv.pruned.filter((p) => !report.pruned.includes(p)));
    report.defaulted.push(...conv.defaulted.filter((p) => !report.defaulted.includes(p)));
  }
  report.version = requestVersion;
  report.object = obj;
  if (!isObject(obj)) return report;
  for (const p of report.pruned) report.warnings.push(diag('warning', `field "${p}" of the stored object is pruned when it is read under the new CRD`));
  if (report.defaulted.length > 0) notes.push(`defaulted when read under the new CRD: ${report.defaulted.join(', ')}`);

  const readDoc: InputDocument = { ...input, value: obj as JSONObject, apiVersion: typeof obj.apiVersion === 'string' ? obj.apiVersion : input.apiVersion };
  const self: InputDocument = { ...readDoc, value: cloneJSON(obj as JSONValue) as JSONObject };
  const sub = { ...ctx, conversions: false, request: 'update' as const };
  const unchanged = processObject(readDoc, [loaded], sub, self).report;
  const changed = processObject(readDoc, [loaded], { ...sub, noRatcheting: true }, self).report;
  report.errors.push(...unchanged.errors, ...unchanged.warnings.filter((w) => w.ratcheted));
  report.createErrors = changed.errors;
  report.failsOnUpdate = unchanged.errors.length > 0;
  if (!validationRatchetingEnabled(ctx.kubeVersion)) notes.push(`Kubernetes ${ctx.kubeVersion} has no validation ratcheting (from 1.30): an update that changes nothing is validated in full`);
  return report;
}

function strategy(crd: CustomResourceDefinition): string {
  return typeof crd.spec?.conversion?.strategy === 'string' ? crd.spec.conversion.strategy : 'None';
}

/** One warning on the object itself when it would be rejected under the new CRD. */
export function upgradeSummary(report: ObjectReport, up: ObjectUpgradeReport): Diagnostic | null {
  const real = (e: Diagnostic) => !e.detail.startsWith('some validation rules were not checked');
  const n = up.failsOnUpdate ? up.errors.filter((e) => !e.ratcheted && real(e)).length : up.createErrors.filter(real).length;
  if (n === 0) return null;
  const message = up.failsOnUpdate
    ? `under the new CRD this stored object fails validation on its next update (${n} error${n === 1 ? '' : 's'}, first: ${up.errors.find((e) => !e.ratcheted)!.message})`
    : `under the new CRD ${n} value${n === 1 ? '' : 's'} of this stored object ${n === 1 ? 'is' : 'are'} invalid: an update that leaves ${n === 1 ? 'it' : 'them'} unchanged passes (ratcheting), one that changes ${n === 1 ? 'it' : 'them'} fails (first: ${up.createErrors[0].message})`;
  return diagnostic({ code: 'note', severity: 'warning', origin: 'schema', source: report.source, docIndex: report.docIndex, message, path: ['kind'] });
}
