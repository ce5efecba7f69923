// CustomResourceDefinitions found in the input: read (v1beta1 converted), defaulted and
// validated as the apiserver does on create, with their versions in priority order.
import type { CrdReport, VersionReport } from '../api';
import type { CustomResourceDefinition } from '../apis/crd';
import {
  readCustomResourceDefinition,
  validateCustomResourceDefinition,
  crdDocPath,
  toInternalSpec,
  dropDisabledFields,
  countDisabledFields,
  validationRatchetingEnabled,
  storedVersionsAfterWrite,
} from '../crd';
import { sortVersionsByPriority, deprecationWarning, storageVersion, restPaths, resourceNames } from '../versions';
import { STATIC_ESTIMATED_COST_LIMIT, STATIC_ESTIMATED_CRD_COST_LIMIT, suggestBounds } from '../cel/crd';
import { cloneJSON, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import type { DocPath, FieldPath } from '../field/path';
import type { RuleReport } from '../api';
import { diagnostic, fromFieldError, type Diagnostic } from '../diagnostics';
import { valueRendering } from '../field/errorbody';
import type { FieldError } from '../field/errors';
import type { InputDocument } from './documents';
import { locateAll, type SourcePos, type SourceRange } from '../yaml/parsed';
import { LRU, reusingSubtrees, shareUnchanged } from '../cache';
import { withValueAt } from '../yaml/scalaredit';
import { compileCRDRules, type CompiledCRDRules } from './rules';
import type { OldCRD } from './oldcrds';
import { crdWarningDiagnostics } from './crdwarnings';
import { expandDottedSteps, placeDiagnostic } from './locate';

export interface LoadedCRD {
  input: InputDocument;
  crd: CustomResourceDefinition | null;
  report: CrdReport;
  rules: CompiledCRDRules;
  /** The previous version of this CRD, when one was given (the update was validated against it). */
  old?: OldCRD;
}

interface CRDOptions {
  kubeVersion: string;
  /**
   * False: the rules' reports leave out their source ranges and bound suggestions (outputs that
   * print no rule: the CLI's text, JUnit and GitHub outputs), and the second pass over the
   * document that finds the ranges. The CRD's findings are placed all the same. Default true.
   */
  ruleDetails?: boolean;
}

/** Loaded CRDs by document value and options: a CRD that did not change is not validated again. */
const loadedCRDs = new LRU<string, LoadedCRD>({ name: 'pipeline.loadedCRDs', capacity: 32 });

export function loadCRD(input: InputDocument, opts: CRDOptions, old?: OldCRD): LoadedCRD {
  // the parsed value object is the same while its text is unchanged (parsed texts are cached)
  const key = `${opts.kubeVersion}\u0000${input.source}\u0000${input.doc.index}\u0000${old ? `${old.input.source}\u0000${old.input.doc.index}` : ''}${opts.ruleDetails === false ? '\u0000-' : ''}`;
  const hit = loadedCRDs.get(key);
  if (hit && hit.input.value === input.value && hit.old?.input.value === old?.input.value) {
    if (sameStart(hit.input, input)) return hit;
    // the same document moved (an edit before it in the text): its ranges move with it
    const moved = movedCRD(hit, input, movedBy(hit.input, input));
    loadedCRDs.set(key, moved);
    return moved;
  }
  const edited = hit && !old ? editedCRD(hit, input) : null;
  if (edited) {
    loadedCRDs.set(key, edited);
    return edited;
  }
  // the previous load of this document: its unchanged parts are shared (cache/share.ts), so the
  // work cached per schema node (validation, rule compilation) answers for them
  const previous = hit?.crd ?? undefined;
  // the same document value loaded before at another Kubernetes version (the matrix) or with other
  // options: its CRD as read then, the same objects, so that the same per-node work answers
  const known = readCRDs.get(input.value);
  const loaded = reusingSubtrees(previous !== undefined || known !== undefined, () => loadCRDUncached(input, opts, old, previous, known));
  loadedCRDs.set(key, loaded);
  return loaded;
}

/**
 * The CRDs read from the latest document values loaded (parsed values are the same object while
 * their text is unchanged), as many as loaded CRDs are kept. Reading does not depend on the
 * Kubernetes version or the options, and a read CRD is not changed (a version that drops fields
 * drops them from a copy), so a load of the same value at another version reads nothing again; the
 * per-node memos its validation and rule compilation consult are keyed by what their answers
 * depend on (the version where it matters: defaults, CEL environments, format warnings), so a memo
 * of another version answers only where the answer is the same.
 */
const readCRDs = new LRU<object, ReturnType<typeof readCustomResourceDefinition>>({ name: 'pipeline.readCRDs', capacity: 32 });

function sameStart(a: InputDocument, b: InputDocument): boolean {
  return a.doc.range.start.offset === b.doc.range.start.offset && a.doc.range.start.line === b.doc.range.start.line;
}

/** A position of document `from` where it is in document `to`, the same document moved. */
function movedBy(from: InputDocument, to: InputDocument): (p: SourcePos) => SourcePos {
  const dOffset = to.doc.range.start.offset - from.doc.range.start.offset;
  const dLine = to.doc.range.start.line - from.doc.range.start.line;
  return (p) => ({ offset: p.offset + dOffset, line: p.line + dLine, column: p.column });
}

/** A loaded CRD whose document now starts elsewhere in its text or was edited: every source range moved by `pos`. */
function movedCRD(hit: LoadedCRD, input: InputDocument, pos: (p: SourcePos) => SourcePos, crd = hit.crd): LoadedCRD {
  const range = (r: SourceRange): SourceRange => ({ start: pos(r.start), end: pos(r.end) });
  // only the CRD's own findings (a previous CRD's notes are placed in their own text)
  const diag = (d: Diagnostic): Diagnostic => (d.range && d.source === input.source && d.docIndex === input.doc.index ? { ...d, range: range(d.range) } : d);
  const r = hit.report;
  const report: CrdReport = {
    ...r,
    errors: r.errors.map(diag),
    warnings: r.warnings.map(diag),
    rules: r.rules.map((x) => (x.range ? { ...x, range: range(x.range) } : x)),
  };
  // the update's errors are the report's own list
  if (r.update) report.update = { ...r.update, errors: report.errors };
  return { ...hit, input, crd, report };
}

/**
 * A loaded CRD whose document changed only in one schema's description (an edit inside that
 * scalar, yaml/scalaredit.ts): nothing kube-apiserver validates changed, so its report is the
 * previous one with the ranges after the edit moved, and its CRD the previous one with the new
 * description. The description of a JSONSchemaProps is validated nowhere but in value
 * validations (allOf, anyOf, oneOf, not: "must be empty to be structural"), and whether it is
 * empty decides where it is allowed (metadata at the root, a status subresource's root); so only
 * descriptions of schemas reached through properties, items and additionalProperties, non-empty
 * before and after, of a v1 CRD with one version (the versions' schemas are compared with each
 * other: "per-version schemas may not all be set to identical values", the shared internal
 * schema), whose previous load found nothing (an error message may print a schema with its
 * descriptions, crd/gostring.ts). Null otherwise: the CRD is loaded again.
 */
function editedCRD(hit: LoadedCRD, input: InputDocument): LoadedCRD | null {
  const edit = input.doc.edit;
  const crd = hit.crd;
  if (!edit || edit.previous !== hit.input.value || hit.old || !crd || hit.report.errors.length > 0 || hit.report.warnings.length > 0) return null;
  if (input.apiVersion !== 'apiextensions.k8s.io/v1' || hit.input.apiVersion !== input.apiVersion) return null;
  if (!Array.isArray(crd.spec?.versions) || crd.spec.versions.length !== 1 || !isSchemaDescriptionPath(edit.path)) return null;
  if (typeof edit.before !== 'string' || typeof edit.after !== 'string' || edit.before === '' || edit.after === '') return null;
  // the CRD read from the value holds the description at the same path
  let at: unknown = crd;
  for (const seg of edit.path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[seg] : undefined;
  if (at !== edit.before) return null;
  const from = hit.input.doc.range.start;
  const to = input.doc.range.start;
  const pos = (p: SourcePos): SourcePos => {
    const rel = p.offset - from.offset;
    const line = p.line - from.line;
    const after = rel >= edit.at;
    return { offset: to.offset + rel + (after ? edit.delta : 0), line: to.line + line, column: p.column + (after && line === edit.line ? edit.delta : 0) };
  };
  const edited = withValueAt(crd as unknown as JSONValue, edit.path, edit.after) as unknown as CustomResourceDefinition;
  return movedCRD(hit, input, pos, edited);
}

/** `spec.versions[i].schema.openAPIV3Schema` then properties, items and additionalProperties down to a `description`. */
function isSchemaDescriptionPath(path: DocPath): boolean {
  if (path[0] !== 'spec' || path[1] !== 'versions' || typeof path[2] !== 'number' || path[3] !== 'schema' || path[4] !== 'openAPIV3Schema') return false;
  let i = 5;
  while (i < path.length - 1) {
    const seg = path[i];
    if (seg === 'properties' && typeof path[i + 1] === 'string' && i + 1 < path.length - 1) i += 2;
    else if (seg === 'items') i += typeof path[i + 1] === 'number' ? 2 : 1;
    else if (seg === 'additionalProperties') i += 1;
    else return false;
  }
  return i === path.length - 1 && path[i] === 'description';
}

function loadCRDUncached(
  input: InputDocument,
  opts: CRDOptions,
  old: OldCRD | undefined,
  previous: CustomResourceDefinition | undefined,
  known: ReturnType<typeof readCustomResourceDefinition> | undefined,
): LoadedCRD {
  const base = { origin: 'crd' as const, source: input.source, docIndex: input.doc.index, rendering: valueRendering(opts.kubeVersion) };
  let read = known;
  if (!read) {
    read = readCustomResourceDefinition(input.value);
    if (read.crd && previous) read = { ...read, crd: shareUnchanged(previous, read.crd) };
    readCRDs.set(input.value, read);
  }
  const errors: Diagnostic[] = read.errors.map((e) => fromFieldError(e, base));
  const warnings: Diagnostic[] = read.warnings.map((w) =>
    diagnostic({ code: 'warning-header', severity: 'warning', origin: 'crd', source: input.source, docIndex: input.doc.index, detail: w, message: `Warning: ${w}`, path: ['apiVersion'] }),
  );
  let crd = read.crd;
  if (crd && !validationRatchetingEnabled(opts.kubeVersion) && countDisabledFields(crd, opts.kubeVersion) > 0) {
    // dropDisabledFields: before 1.30 the API has no optionalOldSelf (CRDValidationRatcheting is off)
    crd = cloneJSON(crd as unknown as JSONValue) as unknown as CustomResourceDefinition;
    const dropped = dropDisabledFields(crd, opts.kubeVersion);
    if (dropped > 0) {
      const message = `optionalOldSelf is dropped from ${dropped} rule(s): Kubernetes ${opts.kubeVersion} has no optionalOldSelf (it arrived with the CRDValidationRatcheting feature, on by default from 1.30)`;
      warnings.push(
        diagnostic({
          code: 'warning-header',
          severity: 'warning',
          origin: 'crd',
          source: input.source,
          docIndex: input.doc.index,
          detail: message,
          message: `Warning: ${message}`,
          path: ['spec', 'versions'],
        }),
      );
    }
  }
  if (old) warnings.push(...old.notes);
  let rules: CompiledCRDRules = { errors: [], byVersion: new Map(), rules: [], totalCost: 0 };
  const isV1 = input.apiVersion === 'apiextensions.k8s.io/v1';
  if (crd) {
    // with a previous version of the CRD the write is an update (ValidateCustomResourceDefinitionUpdate)
    const validationErrors: FieldError[] = validateCustomResourceDefinition(crd, { kubeVersion: opts.kubeVersion, oldCRD: old?.crd });
    rules = compileCRDRules(crd, opts.kubeVersion, old?.crd);
    for (const e of [...validationErrors, ...rules.errors]) errors.push(fromFieldError(e, { ...base, docPath: isV1 ? crdDocPath(e.path, crd) : e.path.docPath() }));
    // the registry's warnings come with a write that passed validation only
    if (errors.length === 0) warnings.push(...crdWarningDiagnostics(input, crd, opts.kubeVersion, old?.crd));
  }
  const spec = crd?.spec;
  const report: CrdReport = {
    name: typeof crd?.metadata?.name === 'string' ? crd.metadata.name : '',
    source: input.source,
    docIndex: input.doc.index,
    group: spec?.group ?? '',
    kind: spec?.names?.kind ?? '',
    plural: spec?.names?.plural ?? '',
    scope: spec?.scope ?? '',
    errors,
    warnings,
    versions: crd ? versionReports(crd) : [],
    rules: crd ? ruleReports(input, crd, rules, opts.kubeVersion, [...errors, ...warnings], opts.ruleDetails !== false) : [],
    estimatedCostTotal: rules.totalCost,
    costTotalLimit: Number(STATIC_ESTIMATED_CRD_COST_LIMIT),
    storedVersions: [],
    resourceNames: [],
    endpoints: [],
  };
  if (crd) {
    const storage = storageVersion(crd);
    if (storage) report.storageVersion = storage;
    const written = crd.status?.storedVersions;
    // on create the apiserver records the storage version; a written status is what an update keeps
    report.storedVersions = Array.isArray(written) && written.length > 0 ? written.filter((v) => typeof v === 'string') : storage ? [storage] : [];
    // on update the registry keeps the old list and appends the new storage version
    if (old) report.storedVersions = storedVersionsAfterWrite(Array.isArray(crd.spec.versions) ? crd.spec.versions : [], old.storedVersions);
    report.resourceNames = resourceNames(crd);
    report.endpoints = restPaths(crd);
  }
  if (old) report.update = { errors, warnings: old.notes, oldSource: old.input.source, oldDocIndex: old.input.doc.index, ...(old.errors.length > 0 ? { oldErrors: old.errors } : {}) };
  return { input, crd, report, rules, ...(old ? { old } : {}) };
}

/** A rule at more than this share of the per-rule limit gets a bound suggestion. */
const SUGGEST_ABOVE = 0.5;

/**
 * The rules' reports with their ranges; `diagnostics` (the CRD's findings) get theirs in the same
 * lookup, as check() would give them (pipeline/locate.ts): a large CRD's document is searched once.
 */
function ruleReports(input: InputDocument, crd: CustomResourceDefinition, rules: CompiledCRDRules, kubeVersion: string, diagnostics: Diagnostic[], details: boolean): RuleReport[] {
  const limit = Number(STATIC_ESTIMATED_COST_LIMIT);
  const isV1 = input.apiVersion === 'apiextensions.k8s.io/v1';
  let internal: ReturnType<typeof toInternalSpec> | undefined;
  const docPaths = details ? rules.rules.map(({ path }) => ruleDocPath(path, isV1)) : [];
  // the findings placed by path (not a CEL caret, which reads the scalar) in this document
  const placed = diagnostics.filter((d) => !d.range && d.path && !d.valuePosition && d.source === input.source && d.docIndex === input.doc.index);
  const asWritten = placed.map((d) => d.path!);
  const expanded = asWritten.map(expandDottedSteps);
  // each rule's `rule:` value, else its list item, and the findings: located together (see ParsedDocument.locateMany)
  const paths = [...docPaths, ...docPaths.map((p) => p.slice(0, -1)), ...asWritten, ...expanded];
  const located = paths.length > 0 ? locateAll(input.doc, paths) : [];
  const n = docPaths.length;
  placed.forEach((d, i) => placeDiagnostic(d, input.doc, asWritten[i]!, located[2 * n + i]!, expanded[i]!, located[2 * n + placed.length + i]!));
  return rules.rules.map(({ info, path, versions }, i) => {
    const report: RuleReport = { ...info, versions, costLimit: limit };
    if (!details) return report;
    const docPath = docPaths[i]!;
    const loc = located[i]!;
    if (loc.depth === docPath.length) report.range = loc.range;
    else {
      const node = located[docPaths.length + i]!;
      if (node.depth === docPath.length - 1) report.range = node.keyRange ?? node.range;
    }
    if (!info.error && info.totalCost !== undefined && info.totalCost > limit * SUGGEST_ABOVE) {
      let schema: JSONSchemaProps | undefined;
      const [, field, version] = path.docPath();
      if (field === 'validation') schema = (internal ??= toInternalSpec(crd)).validation?.openAPIV3Schema;
      else if (field === 'versions' && typeof version === 'number') schema = crd.spec.versions?.[version]?.schema?.openAPIV3Schema;
      const s = schema ? suggestBounds(schema, info.rulePath, kubeVersion) : null;
      if (s) report.suggestion = s;
    }
    return report;
  });
}

/** The document path of a rule's `rule:` value (shared schemas live in the first version of a v1 CRD). */
function ruleDocPath(rulePath: FieldPath, isV1: boolean): DocPath {
  const p = rulePath.docPath();
  if (isV1 && p[0] === 'spec' && p[1] === 'validation') p.splice(0, 2, 'spec', 'versions', 0, 'schema');
  return [...p, 'rule'];
}

function versionReports(crd: CustomResourceDefinition): VersionReport[] {
  const versions = Array.isArray(crd.spec.versions) ? crd.spec.versions.filter((v) => v && typeof v.name === 'string') : [];
  const order = sortVersionsByPriority(versions.map((v) => v.name));
  const byName = new Map(versions.map((v) => [v.name, v]));
  const firstServed = order.find((n) => byName.get(n)?.served === true);
  return order.map((name) => {
    const v = byName.get(name)!;
    const report: VersionReport = {
      name,
      served: v.served === true,
      storage: v.storage === true,
      deprecated: v.deprecated === true,
      default: name === firstServed,
    };
    if (v.deprecated === true && v.served === true) report.deprecationWarning = deprecationWarning(crd, name);
    return report;
  });
}
