// Reading a CustomResourceDefinition document: apiextensions.k8s.io/v1 as is, v1beta1 defaulted
// (v1beta1 SetDefaults_CustomResourceDefinitionSpec) and converted to v1 the way the apiserver
// converts through the internal version (Convert_apiextensions_CustomResourceDefinitionSpec_To_v1_...).
import { FieldPath } from '../field/path';
import { FieldError, forbidden, internalError, invalid } from '../field/errors';
import { isObject, cloneJSON, deepEqualJSON, type JSONObject, type JSONValue } from '../apis/json';
import { CRD_V1, CRD_V1BETA1, decodeDocument } from './decode';
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
import { goVersionsValue } from './gostring';
import { goQuote } from '../golang/fmt';
import { isDNS1035Label } from '../objectmeta';
import { stringifyJSON } from '../golang/json';
import { markPreserveUnknownFieldsNil } from './internal';

const CRD_GROUP = 'apiextensions.k8s.io';
export const V1BETA1_DEPRECATION_WARNING = 'apiextensions.k8s.io/v1beta1 CustomResourceDefinition is deprecated in v1.16+, unavailable in v1.22+; use apiextensions.k8s.io/v1 CustomResourceDefinition';

export interface ReadResult {
  crd: CustomResourceDefinition | null;
  errors: FieldError[];
  warnings: string[];
  /**
   * Paths of dropped unknown fields. With fieldValidation=Strict (kubectl --validate=strict) the
   * apiserver refuses the request: `strict decoding error: unknown field "<path>"`.
   */
  unknownFields: string[];
}

export interface ReadOptions {
  /** Used only to render complex bad values (Go %#v before 1.34, JSON after). */
  kubeVersion?: string;
  /**
   * false: a v1beta1 document is converted as given, without SetDefaults (no scope, singular,
   * listKind, conversion or port defaults; an absent preserveUnknownFields stays Go's nil), as
   * validation_test.go builds its objects (the `validateCRD` batch op).
   */
  defaults?: boolean;
}

/**
 * Decodes a CRD document. Type errors are field errors (detail: Go's json decoder text; the
 * apiserver prefixes it with `CustomResourceDefinition in version "v1" cannot be handled as a
 * CustomResourceDefinition: `) and make `crd` null, as the server rejects the request before
 * validating. Unknown fields are dropped and reported as warnings (`unknown field "spec.foo"`).
 */
export function readCustomResourceDefinition(value: JSONValue | undefined, opts: ReadOptions = {}): ReadResult {
  try {
    return readUnguarded(value ?? null, opts);
  } catch (e) {
    // only reachable for values nested far deeper than any YAML document the engine parses
    if (e instanceof RangeError) {
      return { crd: null, errors: [internalError(FieldPath.root(), `the document is nested too deeply to decode: ${e.message}`)], warnings: [], unknownFields: [] };
    }
    throw e;
  }
}

function readUnguarded(value: JSONValue, opts: ReadOptions): ReadResult {
  const errors: FieldError[] = [];
  const warnings: string[] = [];
  const unknownFields: string[] = [];
  if (!isObject(value) || value.kind === undefined || value.kind === null || value.kind === '') {
    errors.push(new FieldError('FieldValueRequired', FieldPath.of('kind'), '', `Object 'Kind' is missing in '${stringifyJSON(value)}'`));
    return { crd: null, errors, warnings, unknownFields };
  }
  const apiVersion = value.apiVersion;
  const kind = value.kind;
  if (kind !== 'CustomResourceDefinition') {
    errors.push(invalid(FieldPath.of('kind'), typeof kind === 'string' ? kind : String(kind), 'must be CustomResourceDefinition'));
    return { crd: null, errors, warnings, unknownFields };
  }
  let v1beta1: boolean;
  if (apiVersion === `${CRD_GROUP}/v1`) v1beta1 = false;
  else if (apiVersion === `${CRD_GROUP}/v1beta1`) v1beta1 = true;
  else {
    const shown = typeof apiVersion === 'string' ? apiVersion : String(apiVersion);
    errors.push(new FieldError('FieldValueNotSupported', FieldPath.of('apiVersion'), shown, `no matches for kind "CustomResourceDefinition" in version "${shown}"`));
    return { crd: null, errors, warnings, unknownFields };
  }

  const decoded = decodeDocument(value, v1beta1 ? CRD_V1BETA1 : CRD_V1, v1beta1 ? 'v1beta1' : 'v1');
  for (const f of decoded.ctx.unknownFields) {
    unknownFields.push(f);
    warnings.push(`unknown field ${goQuote(f)}`);
  }
  if (v1beta1) warnings.unshift(V1BETA1_DEPRECATION_WARNING);
  if (decoded.ctx.errors.length > 0 || !decoded.value) {
    errors.push(...decoded.ctx.errors);
    return { crd: null, errors, warnings, unknownFields };
  }
  const obj = decoded.value;
  if (!isObject(obj.metadata)) obj.metadata = {};
  if (!isObject(obj.spec)) obj.spec = {};
  if (v1beta1) {
    if (opts.defaults !== false) defaultV1beta1Spec(obj.spec as JSONObject);
    errors.push(...v1beta1TopLevelConflicts(obj.spec as JSONObject, opts.kubeVersion ?? '', opts.defaults === false));
    obj.spec = v1beta1SpecToV1(obj.spec as JSONObject, opts.defaults !== false);
    obj.apiVersion = `${CRD_GROUP}/v1`;
  }
  normalizeV1(obj);
  return { crd: obj as unknown as CustomResourceDefinition, errors, warnings, unknownFields };
}

// spec.versions lists that were absent in the document (Go's nil slice, which prints as null).
const ABSENT_VERSIONS = new WeakSet<object>();

/** True when `versions` was filled in by reading because the document had none. */
export function versionsWereAbsent(versions: unknown): boolean {
  return typeof versions === 'object' && versions !== null && ABSENT_VERSIONS.has(versions);
}

/** Fills the fields the TypeScript type declares as always present with Go zero values. */
function normalizeV1(obj: JSONObject): void {
  const spec = obj.spec as JSONObject;
  if (!isObject(spec.names)) spec.names = {};
  const names = spec.names as JSONObject;
  if (typeof names.plural !== 'string') names.plural = '';
  if (typeof names.kind !== 'string') names.kind = '';
  if (typeof spec.group !== 'string') spec.group = '';
  if (typeof spec.scope !== 'string') spec.scope = '';
  if (!Array.isArray(spec.versions)) {
    spec.versions = [];
    ABSENT_VERSIONS.add(spec.versions);
  }
  for (const v of spec.versions as JSONObject[]) {
    if (typeof v.name !== 'string') v.name = '';
    if (typeof v.served !== 'boolean') v.served = false;
    if (typeof v.storage !== 'boolean') v.storage = false;
  }
  if (isObject(spec.conversion) && typeof spec.conversion.strategy !== 'string') spec.conversion.strategy = '';
}

/** v1beta1 SetDefaults_CustomResourceDefinitionSpec (and SetDefaults_ServiceReference). */
function defaultV1beta1Spec(spec: JSONObject): void {
  if (typeof spec.scope !== 'string' || spec.scope.length === 0) spec.scope = 'Namespaced';
  const names = isObject(spec.names) ? spec.names : (spec.names = {});
  if (typeof names.singular !== 'string' || names.singular.length === 0) {
    names.singular = typeof names.kind === 'string' ? names.kind.toLowerCase() : '';
  }
  if ((typeof names.listKind !== 'string' || names.listKind.length === 0) && typeof names.kind === 'string' && names.kind.length > 0) {
    names.listKind = names.kind + 'List';
  }
  const versions = Array.isArray(spec.versions) ? spec.versions : [];
  if (versions.length === 0 && typeof spec.version === 'string' && spec.version.length > 0) {
    spec.versions = [{ name: spec.version, storage: true, served: true }];
  }
  if ((typeof spec.version !== 'string' || spec.version.length === 0) && Array.isArray(spec.versions) && spec.versions.length > 0) {
    const first = spec.versions[0];
    spec.version = isObject(first) && typeof first.name === 'string' ? first.name : '';
  }
  if (!isObject(spec.conversion)) spec.conversion = { strategy: 'None' };
  const conv = spec.conversion as JSONObject;
  if (conv.strategy === 'Webhook' && !(Array.isArray(conv.conversionReviewVersions) && conv.conversionReviewVersions.length > 0)) {
    conv.conversionReviewVersions = ['v1beta1'];
  }
  if (typeof spec.preserveUnknownFields !== 'boolean') spec.preserveUnknownFields = true;
  const svc = isObject(conv.webhookClientConfig) ? conv.webhookClientConfig.service : undefined;
  if (isObject(svc) && typeof svc.port !== 'number') svc.port = 443;
}

/**
 * The top-level/per-version exclusivity rules of validateCustomResourceDefinitionSpec, which only a
 * v1beta1 document can break (v1 has no top-level fields): converting to v1 would hide them.
 */
function v1beta1TopLevelConflicts(spec: JSONObject, kubeVersion: string, asGiven: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const p = FieldPath.of('spec');
  const versions = (Array.isArray(spec.versions) ? spec.versions : []).filter(isObject) as JSONObject[];
  const cols = (v: JSONObject) => (Array.isArray(v.additionalPrinterColumns) ? v.additionalPrinterColumns : []);
  if (spec.validation !== undefined && versions.some((v) => v.schema !== undefined)) {
    errs.push(forbidden(p.child('validation'), 'top-level and per-version schemas are mutually exclusive'));
  }
  if (spec.subresources !== undefined && versions.some((v) => v.subresources !== undefined)) {
    errs.push(forbidden(p.child('subresources'), 'top-level and per-version subresources are mutually exclusive'));
  }
  const topCols = Array.isArray(spec.additionalPrinterColumns) ? spec.additionalPrinterColumns : [];
  if (topCols.length > 0 && versions.some((v) => cols(v).length > 0)) {
    errs.push(forbidden(p.child('additionalPrinterColumns'), 'top-level and per-version additionalPrinterColumns are mutually exclusive'));
  }
  // spec.version survives conversion to v1 only as versions[0].name
  const version = typeof spec.version === 'string' ? spec.version : '';
  const first = versions.length > 0 && typeof versions[0].name === 'string' ? versions[0].name : undefined;
  if (version.length > 0 && first !== undefined && first !== version) {
    const e = isDNS1035Label(version);
    if (e.length > 0) errs.push(invalid(p.child('version'), version, e.join(',')));
    errs.push(invalid(p.child('version'), version, 'must match the first version in spec.versions'));
  } else if (asGiven && version.length > 0 && first === undefined) {
    // without defaulting no version list is made from spec.version: its name is checked on its own
    const e = isDNS1035Label(version);
    if (e.length > 0) errs.push(invalid(p.child('version'), version, e.join(',')));
  }
  const allIdentical = (get: (v: JSONObject) => JSONValue | undefined, nonEmpty: (x: JSONValue | undefined) => boolean) =>
    versions.length > 0 && versions.every((v) => nonEmpty(get(v)) && deepEqualJSON(get(v), get(versions[0])));
  const bad = () => goVersionsValue(versions.map((v) => v1beta1VersionAsV1(v)) as unknown as CustomResourceDefinitionVersion[], kubeVersion);
  if (
    allIdentical(
      (v) => v.schema,
      (x) => x !== undefined,
    )
  ) {
    errs.push(invalid(p.child('versions'), bad(), 'per-version schemas may not all be set to identical values (top-level validation should be used instead)'));
  }
  if (
    allIdentical(
      (v) => v.subresources,
      (x) => x !== undefined,
    )
  ) {
    errs.push(invalid(p.child('versions'), bad(), 'per-version subresources may not all be set to identical values (top-level subresources should be used instead)'));
  }
  if (
    allIdentical(
      (v) => v.additionalPrinterColumns,
      (x) => Array.isArray(x) && x.length > 0,
    )
  ) {
    errs.push(invalid(p.child('versions'), bad(), 'per-version additionalPrinterColumns may not all be set to identical values (top-level additionalPrinterColumns should be used instead)'));
  }
  return errs;
}

function columnToV1(c: JSONValue): JSONValue {
  if (!isObject(c)) return c;
  const out: JSONObject = {};
  for (const k of Object.keys(c)) out[k === 'JSONPath' ? 'jsonPath' : k] = cloneJSON(c[k]);
  return out;
}

function v1beta1VersionAsV1(v: JSONObject): JSONObject {
  const out = cloneJSON(v);
  if (Array.isArray(out.additionalPrinterColumns)) out.additionalPrinterColumns = out.additionalPrinterColumns.map(columnToV1);
  return out;
}

/** internal → v1 (Convert_apiextensions_CustomResourceDefinitionSpec_To_v1_CustomResourceDefinitionSpec). */
function v1beta1SpecToV1(spec: JSONObject, defaulted: boolean): JSONObject {
  const out: JSONObject = {};
  for (const k of ['group', 'names', 'scope'] as const) if (spec[k] !== undefined) out[k] = spec[k];
  let versions = (Array.isArray(spec.versions) ? spec.versions : []).map((v) => (isObject(v) ? v1beta1VersionAsV1(v) : v)) as JSONObject[];
  if (defaulted && versions.length === 0 && typeof spec.version === 'string' && spec.version.length > 0) {
    versions = [{ name: spec.version, served: true, storage: true }];
  }
  for (const v of versions) {
    if (spec.subresources !== undefined) v.subresources = cloneJSON(spec.subresources);
    if (spec.validation !== undefined) v.schema = cloneJSON(spec.validation);
    if (Array.isArray(spec.additionalPrinterColumns)) v.additionalPrinterColumns = spec.additionalPrinterColumns.map(columnToV1);
    if (Array.isArray(spec.selectableFields)) v.selectableFields = cloneJSON(spec.selectableFields);
  }
  out.versions = versions;
  if (isObject(spec.conversion)) {
    const c = spec.conversion;
    const conv: JSONObject = {};
    if (c.strategy !== undefined) conv.strategy = c.strategy;
    if (c.webhookClientConfig !== undefined || c.conversionReviewVersions !== undefined) {
      const webhook: JSONObject = {};
      if (c.webhookClientConfig !== undefined) webhook.clientConfig = c.webhookClientConfig;
      if (c.conversionReviewVersions !== undefined) webhook.conversionReviewVersions = c.conversionReviewVersions;
      conv.webhook = webhook;
    }
    out.conversion = conv;
  }
  out.preserveUnknownFields = spec.preserveUnknownFields === true;
  if (typeof spec.preserveUnknownFields !== 'boolean') markPreserveUnknownFieldsNil(out);
  return out;
}
