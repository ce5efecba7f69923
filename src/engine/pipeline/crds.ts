// CustomResourceDefinitions found in the input: read (v1beta1 converted), defaulted and
// validated as the apiserver does on create, with their versions in priority order.
import type { CrdReport, VersionReport } from '../api';
import type { CustomResourceDefinition } from '../crd/types';
import { readCustomResourceDefinition, validateCustomResourceDefinition, crdDocPath } from '../crd';
import { sortVersionsByPriority, deprecationWarning, storageVersion, restPaths, resourceNames } from '../versions';
import { STATIC_ESTIMATED_COST_LIMIT, STATIC_ESTIMATED_CRD_COST_LIMIT } from '../cel/crd';
import { fromFieldError, type Diagnostic } from '../diagnostics';
import type { FieldError } from '../field/errors';
import type { InputDocument } from './documents';
import { compileCRDRules, type CompiledCRDRules } from './rules';

export interface LoadedCRD {
  input: InputDocument;
  crd: CustomResourceDefinition | null;
  report: CrdReport;
  rules: CompiledCRDRules;
}

export interface CRDOptions {
  kubeVersion: string;
}

export function loadCRD(input: InputDocument, opts: CRDOptions): LoadedCRD {
  const base = { origin: 'crd' as const, source: input.source, docIndex: input.doc.index };
  const read = readCustomResourceDefinition(input.value);
  const errors: Diagnostic[] = read.errors.map((e) => fromFieldError(e, base));
  const warnings: Diagnostic[] = read.warnings.map((w) => ({
    severity: 'warning' as const,
    origin: 'crd' as const,
    source: input.source,
    docIndex: input.doc.index,
    field: '',
    type: '',
    detail: w,
    message: `Warning: ${w}`,
    path: ['apiVersion'],
  }));
  const crd = read.crd;
  let rules: CompiledCRDRules = { errors: [], byVersion: new Map(), rules: [], totalCost: 0 };
  const isV1 = input.apiVersion === 'apiextensions.k8s.io/v1';
  if (crd) {
    const validationErrors: FieldError[] = validateCustomResourceDefinition(crd, { kubeVersion: opts.kubeVersion });
    rules = compileCRDRules(crd, opts.kubeVersion);
    for (const e of [...validationErrors, ...rules.errors]) errors.push(fromFieldError(e, { ...base, docPath: isV1 ? crdDocPath(e.path, crd) : e.path.docPath() }));
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
    rules: rules.rules.map(({ info, versions }) => ({ ...info, versions, costLimit: Number(STATIC_ESTIMATED_COST_LIMIT) })),
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
    report.resourceNames = resourceNames(crd);
    report.endpoints = restPaths(crd);
  }
  return { input, crd, report, rules };
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

