// The Changes view of a result: CRDs paired with a previous version only, breaking changes first,
// the breaking-only filter, the objects that would fail their next update first (ratcheted errors
// apart), the previous CRD's own problems, the badge, and the diagnostics the editors mark.
import { describe, expect, it } from 'vitest';
import type { CheckResult, CrdChange, CrdReport, ObjectReport } from '../../src/engine/api';
import type { Diagnostic } from '../../src/engine/diagnostics';
import { allDiagnostics, changedVersions, changesBadge, changesView, countChanges, filterChanges, sortChanges, uniqueDiagnostics } from '../../src/state/changes';

function diag(source: string, message: string, extra: Partial<Diagnostic> = {}): Diagnostic {
  return { code: 'field-error', severity: 'error', origin: 'crd', source, docIndex: 0, field: '', type: 'FieldValueInvalid', detail: message, message, ...extra };
}

function change(path: string, kind: string, breaking: boolean, version = 'v1'): CrdChange {
  return { path, version, kind, breaking, message: `${kind} at ${path}` };
}

function crd(name: string, extra: Partial<CrdReport> = {}): CrdReport {
  return {
    name,
    source: 'crd',
    docIndex: 0,
    group: 'g',
    kind: 'K',
    plural: 'ks',
    scope: 'Namespaced',
    errors: [],
    warnings: [],
    versions: [],
    rules: [],
    estimatedCostTotal: 0,
    costTotalLimit: 0,
    storedVersions: [],
    resourceNames: [],
    endpoints: [],
    ...extra,
  };
}

function object(name: string, crdName: string, upgrade?: ObjectReport['upgrade']): ObjectReport {
  return {
    source: 'objects',
    docIndex: 0,
    apiVersion: 'g/v1',
    kind: 'K',
    name,
    crd: crdName,
    errors: [],
    warnings: [],
    pruned: [],
    defaulted: [],
    input: null,
    defaultedObject: null,
    result: null,
    rules: [],
    notes: [],
    upgrade,
  };
}

function upgrade(errors: Diagnostic[], failsOnUpdate: boolean): NonNullable<ObjectReport['upgrade']> {
  return { storedVersion: 'v1', version: 'v1', object: null, pruned: [], defaulted: [], errors, createErrors: errors, warnings: [], failsOnUpdate, notes: [] };
}

const updateError = diag(
  'crd',
  'status.storedVersions[0]: Invalid value: "v1alpha1": missing from spec.versions; v1alpha1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1alpha1 and removes v1alpha1 from status.storedVersions',
);
const changes = [change('spec.size', 'fieldAdded', false), change('spec.mode', 'enumNarrowed', true), change('.', 'ruleRemoved', false), change('spec.name', 'requiredAdded', true)];

const result: CheckResult = {
  crds: [
    crd('ks.g', { update: { errors: [updateError], warnings: [], oldSource: 'oldCrd', oldDocIndex: 0 }, changes }),
    crd('others.g', { docIndex: 1 }), // created, not updated
  ],
  objects: [
    object('ok', 'ks.g', upgrade([], false)),
    object('bad', 'ks.g', upgrade([diag('objects', 'spec.name: Required value'), diag('objects', 'spec.mode: Unsupported value: "fast"', { ratcheted: true })], true)),
    object('other', 'others.g'),
  ],
  diagnostics: [updateError, diag('oldCrd', 'spec.versions[0].name: Invalid value: "v 1"', { docIndex: 0 })],
  elapsedMs: 1,
};

describe('changes view', () => {
  it('lists only CRDs paired with a previous version, with the update validation as kube prints it', () => {
    const v = changesView(result);
    expect(v.crds.map((c) => c.crd.name)).toEqual(['ks.g']);
    expect(v.crds[0].updateErrors.map((d) => d.message)).toEqual([updateError.message]);
  });

  it('puts breaking changes first, keeping the engine order within each group, and counts them', () => {
    const v = changesView(result).crds[0];
    expect(v.changes.map((c) => c.path)).toEqual(['spec.mode', 'spec.name', 'spec.size', '.']);
    expect(v.counts).toEqual({ breaking: 2, nonBreaking: 2 });
    expect(sortChanges([])).toEqual([]);
    expect(countChanges([])).toEqual({ breaking: 0, nonBreaking: 0 });
  });

  it('the breaking-only filter keeps breaking changes only; the version filter keeps that version and CRD-wide changes', () => {
    expect(filterChanges(changes, { breakingOnly: true, version: '' }).map((c) => c.kind)).toEqual(['enumNarrowed', 'requiredAdded']);
    expect(filterChanges(changes, { breakingOnly: false, version: '' })).toHaveLength(4);
    const mixed = [change('spec.a', 'fieldRemoved', true, 'v1'), change('spec.a', 'fieldRemoved', true, 'v2'), change('spec.scope', 'scopeChanged', true, '')];
    expect(filterChanges(mixed, { breakingOnly: false, version: 'v2' }).map((c) => `${c.version}:${c.path}`)).toEqual(['v2:spec.a', ':spec.scope']);
    const v = changesView({ ...result, crds: [crd('ks.g', { update: { errors: [], warnings: [] }, changes: mixed })] });
    expect(changedVersions(v)).toEqual(['v1', 'v2']);
  });

  it('lists the objects of the CRD with an upgrade report, failing ones first, ratcheted errors apart', () => {
    const objs = changesView(result).crds[0].objects;
    expect(objs.map((o) => [o.object.name, o.fails])).toEqual([
      ['bad', true],
      ['ok', false],
    ]);
    expect(objs[0].errors.map((d) => d.message)).toEqual(['spec.name: Required value']);
    expect(objs[0].ratcheted.map((d) => d.message)).toEqual(['spec.mode: Unsupported value: "fast"']);
    expect(objs.map((o) => o.ratchetedOnly)).toEqual([false, false]);
  });

  it('an object whose only errors are ratcheted passes "only by ratcheting", listed after the failing ones', () => {
    const ratchetedOnly = object('old-value', 'ks.g', upgrade([diag('objects', 'spec.mode: Unsupported value: "Legacy"', { ratcheted: true })], false));
    const r: CheckResult = { ...result, objects: [object('ok', 'ks.g', upgrade([], false)), ratchetedOnly, ...result.objects] };
    const objs = changesView(r).crds[0].objects;
    expect(objs.map((o) => [o.object.name, o.fails, o.ratchetedOnly])).toEqual([
      ['bad', true, false],
      ['old-value', false, true],
      ['ok', false, false],
      ['ok', false, false],
    ]);
  });

  it("collects the previous CRD's own problems, also those kept only in the update report", () => {
    const own = diag('oldCrd', 'spec.group: Required value', { docIndex: 0 });
    const r: CheckResult = { ...result, crds: [crd('ks.g', { update: { errors: [], warnings: [], oldErrors: [own, result.diagnostics[1]] } })] };
    expect(changesView(r).oldCrdDiagnostics.map((d) => d.message)).toEqual(['spec.versions[0].name: Invalid value: "v 1"', 'spec.group: Required value']);
    // the editors mark each once
    expect(allDiagnostics(r).filter((d) => d.source === 'oldCrd')).toHaveLength(2);
    expect(allDiagnostics(result)).toBe(result.diagnostics);
    expect(allDiagnostics(null)).toEqual([]);
    expect(uniqueDiagnostics([own, { ...own }, { ...own, docIndex: 1 }])).toHaveLength(2);
  });

  it("does not list a previous CRD's problem twice when the update report has it", () => {
    const note = diag('oldCrd', 'previous CRD has no status.storedVersions', { severity: 'info' });
    const r: CheckResult = { ...result, crds: [crd('ks.g', { update: { errors: [], warnings: [note] } })], diagnostics: [note] };
    const v = changesView(r);
    expect(v.crds[0].updateWarnings).toEqual([note]);
    expect(v.oldCrdDiagnostics).toEqual([]);
  });

  it('the badge counts breaking changes, update errors and failing objects', () => {
    expect(changesBadge(result)).toBe(2 + 1 + 1);
    expect(changesBadge({ ...result, crds: [crd('ks.g')] })).toBe(0);
  });

  it('no result, or no CRD update: an empty view', () => {
    expect(changesView(null)).toEqual({ crds: [], oldCrdDiagnostics: [] });
    expect(changesView({ crds: [crd('x')], objects: [], diagnostics: [], elapsedMs: 0 }).crds).toEqual([]);
  });
});
