// A custom object on create, in the apiserver's order: find the CRD and version that
// serve it, drop non-nullable nulls, apply defaults, prune unknown fields, coerce
// metadata, then validate (type meta, ObjectMeta, OpenAPI schema, scale paths,
// embedded resources, list types, CEL rules).
import type { CheckOptions, ObjectReport } from '../api';
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../crd/types';
import { cloneJSON, isObject, type JSONObject, type JSONValue } from '../types';
import { fromFieldError, type Diagnostic } from '../diagnostics';
import type { FieldError } from '../field/errors';
import { FieldPath } from '../field/path';
import { pruneNonNullableNullsWithoutDefaults, applyDefaults } from '../defaulting';
import { prune } from '../pruning';
import { validateCustomResource } from '../validation';
import { validateListSetsAndMaps } from '../listtype';
import { coerceObjectMeta, validateObjectMetaForCustomResource, validateEmbeddedResources, validateTypeMeta } from '../objectmeta';
import { deprecationWarning } from '../versions';
import type { InputDocument } from './documents';
import type { LoadedCRD } from './crds';
import { blockingError, evaluateRules } from './rules';
import { validateScaleSpec, validateScaleStatus } from './validator';
import { kubectlInvalidMessage, statusMessage } from './status';
import { parseFieldPath } from './locate';
import { isBuiltInGroup } from './builtin';

export interface ObjectOutcome {
  report: ObjectReport;
  diagnostics: Diagnostic[];
  ruleResults: unknown[];
}

export function splitAPIVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf('/');
  return i < 0 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

export function findServingCRD(
  crds: LoadedCRD[],
  apiVersion: string,
  kind: string,
): { loaded: LoadedCRD; version: CustomResourceDefinitionVersion } | null {
  const { group, version } = splitAPIVersion(apiVersion);
  for (let i = crds.length - 1; i >= 0; i--) {
    const crd = crds[i].crd;
    if (!crd || crd.spec?.group !== group || crd.spec?.names?.kind !== kind) continue;
    const v = (Array.isArray(crd.spec.versions) ? crd.spec.versions : []).find((x) => x?.name === version && x.served === true);
    if (v) return { loaded: crds[i], version: v };
  }
  return null;
}

export function processObject(input: InputDocument, crds: LoadedCRD[], options: Required<Pick<CheckOptions, 'kubeVersion'>> & CheckOptions): ObjectOutcome {
  const base = { source: input.source, docIndex: input.doc.index };
  const meta = isObject(input.value.metadata) ? input.value.metadata : {};
  const name = typeof meta.name === 'string' ? meta.name : typeof meta.generateName === 'string' ? meta.generateName : '';
  const report: ObjectReport = {
    source: input.source,
    docIndex: input.doc.index,
    apiVersion: input.apiVersion,
    kind: input.kind,
    name,
    namespace: typeof meta.namespace === 'string' ? meta.namespace : undefined,
    errors: [],
    warnings: [],
    pruned: [],
    defaulted: [],
    input: input.value,
    defaultedObject: null,
    result: null,
  };
  const diagnostics: Diagnostic[] = [];
  const found = findServingCRD(crds, input.apiVersion, input.kind);
  if (!found) {
    const { group } = splitAPIVersion(input.apiVersion);
    const builtIn = isBuiltInGroup(group);
    const message = builtIn
      ? `${input.kind} (${input.apiVersion}) is a built-in kind, not a custom resource: the playground does not check it`
      : `no matches for kind ${JSON.stringify(input.kind)} in version ${JSON.stringify(input.apiVersion)}`;
    const d: Diagnostic = {
      severity: builtIn ? 'info' : 'error',
      origin: 'document',
      ...base,
      field: '',
      type: '',
      detail: message,
      message,
      path: ['kind'],
    };
    if (!builtIn) report.errors.push(d);
    diagnostics.push(d);
    return { report, diagnostics, ruleResults: [] };
  }
  const { loaded, version } = found;
  const crd = loaded.crd as CustomResourceDefinition;
  report.crd = loaded.report.name;
  const schema = version.schema?.openAPIV3Schema;
  const warn = (message: string, path?: (string | number)[]): Diagnostic => ({
    severity: 'warning',
    origin: 'versions',
    ...base,
    field: '',
    type: '',
    detail: message,
    message: `Warning: ${message}`,
    path,
  });

  if (version.deprecated === true) {
    const d = warn(deprecationWarning(crd, version.name), ['apiVersion']);
    report.warnings.push(d);
  }

  const obj = cloneJSON(input.value) as JSONObject;
  // PrepareForCreate: status cannot be set on create when the status subresource is enabled
  if (version.subresources?.status && 'status' in obj) {
    delete obj.status;
    report.warnings.push({
      ...warn('status is dropped on create because the status subresource is enabled; set it with an update to /status', ['status']),
      origin: 'schema',
      message: 'status is dropped on create because the status subresource is enabled; set it with an update to /status',
      severity: 'info',
    });
  }

  if (schema && isObject(schema as unknown as JSONValue)) {
    pruneNonNullableNullsWithoutDefaults(obj, schema);
    report.defaulted = applyDefaults(obj, schema);
    report.defaultedObject = cloneJSON(obj);
    report.pruned = prune(obj, schema, { isResourceRoot: true });
  } else {
    report.defaultedObject = cloneJSON(obj);
  }
  const coerced = coerceObjectMeta(obj, { dropInvalidFields: true, returnUnknownFieldPaths: true });
  report.pruned.push(...coerced.unknownFields);
  applyRequestNamespace(obj, crd.spec.scope !== 'Cluster');
  const generated = generateName(obj, `${input.source}#${input.doc.index}`);
  if (generated) {
    report.name = generated;
    report.warnings.push({
      severity: 'info', origin: 'metadata', ...base, field: 'metadata.name', type: '',
      detail: `metadata.name is generated from generateName: ${generated}`,
      message: `metadata.name is generated from generateName: ${generated} (the apiserver picks 5 random characters)`,
      path: ['metadata', 'generateName'],
    });
  }
  // PrepareForCreate: a new custom resource starts at generation 1
  if (isObject(obj.metadata)) obj.metadata.generation = 1;
  report.result = obj;

  for (const p of report.pruned) {
    const message = options.strict ? `strict decoding error: unknown field ${JSON.stringify(p)}` : `unknown field ${JSON.stringify(p)}`;
    const d: Diagnostic = {
      severity: options.strict ? 'error' : 'warning',
      origin: 'pruning',
      ...base,
      field: p,
      type: '',
      detail: message,
      message: options.strict ? message : `Warning: ${message}`,
      path: parseFieldPath(p),
    };
    (options.strict ? report.errors : report.warnings).push(d);
  }

  const errs: FieldError[] = [];
  const typeMetaErrs = validateTypeMeta(obj, { group: crd.spec.group, version: version.name, kind: crd.spec.names.kind });
  if (typeMetaErrs.length > 0) {
    errs.push(...typeMetaErrs);
  } else {
    errs.push(...coerced.errors);
    errs.push(...validateObjectMetaForCustomResource(obj, { namespaced: crd.spec.scope !== 'Cluster' }));
    if (schema) errs.push(...validateCustomResource(FieldPath.root(), obj, schema, { isResourceRoot: true }));
    const scale = version.subresources?.scale;
    if (scale) {
      errs.push(...validateScaleSpec(obj, scale));
      errs.push(...validateScaleStatus(obj, scale));
    }
  }
  let ruleResults: unknown[] = [];
  if (schema) {
    errs.push(...validateEmbeddedResources(FieldPath.root(), obj, schema, { isResourceRoot: true }));
    errs.push(...validateListSetsAndMaps(FieldPath.root(), schema, obj));
    const blocked = blockingError(errs);
    if (blocked) errs.push(blocked);
    else {
      const rules = evaluateRules(schema, obj, undefined, options.kubeVersion);
      errs.push(...rules.errors);
      ruleResults = rules.results;
    }
  }
  for (const e of errs) report.errors.push(fromFieldError(e, { origin: 'schema', ...base }));
  if (errs.length > 0) {
    report.status = statusMessage(crd.spec.names.kind, crd.spec.group, name, errs);
    report.kubectlMessage = kubectlInvalidMessage(crd.spec.names.kind, name, errs);
  }
  diagnostics.push(...report.errors, ...report.warnings);
  return { report, diagnostics, ruleResults };
}

/**
 * The namespace of the request: kubectl sends a namespaced object without one to its
 * context's namespace ("default" here), and the apiserver clears the namespace of a
 * cluster-scoped object (rest.BeforeCreate).
 */
export function applyRequestNamespace(obj: JSONObject, namespaced: boolean): void {
  if (obj.metadata === undefined) obj.metadata = {};
  const meta = isObject(obj.metadata) ? obj.metadata : null;
  if (!meta) return;
  if (namespaced) {
    if (meta.namespace === undefined || meta.namespace === '') meta.namespace = 'default';
  } else if ('namespace' in meta) {
    delete meta.namespace;
  }
}

/** names.SimpleNameGenerator's alphabet (utilrand.String): no vowels, no confusable digits. */
const NAME_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

/**
 * rest.BeforeCreate: an object with generateName and no name gets generateName plus five
 * random characters. The playground derives them from a hash of the document, so a result
 * stays the same while the text does not change. Returns the generated name, if any.
 */
export function generateName(obj: JSONObject, seed: string): string | null {
  const meta = isObject(obj.metadata) ? obj.metadata : null;
  if (!meta || (typeof meta.name === 'string' && meta.name !== '') || typeof meta.generateName !== 'string' || meta.generateName === '') return null;
  let h = 2166136261;
  for (const ch of seed + meta.generateName) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let suffix = '';
  for (let i = 0; i < 5; i++) {
    suffix += NAME_ALPHABET[h % NAME_ALPHABET.length];
    h = Math.floor(h / NAME_ALPHABET.length) ^ Math.imul(h, 31);
    h >>>= 0;
  }
  // MaxGeneratedNameLength: the prefix is cut to leave room for the suffix (63 - 5)
  const prefix = meta.generateName.length > 58 ? meta.generateName.slice(0, 58) : meta.generateName;
  meta.name = prefix + suffix;
  return meta.name;
}
