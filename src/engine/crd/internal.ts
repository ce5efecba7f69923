// The internal apiextensions form that CRD validation works on, made from a (defaulted) v1 object
// by Convert_v1_CustomResourceDefinitionSpec_To_apiextensions_CustomResourceDefinitionSpec:
// `version` is versions[0].name, and per-version schema / subresources / additionalPrinterColumns /
// selectableFields that are identical in every version move to the top level (which is why errors
// of a single-version CRD name `spec.validation.openAPIV3Schema...`). The webhook settings become
// `conversion.webhookClientConfig` and `conversion.conversionReviewVersions`.
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import type {
  CustomResourceColumnDefinition,
  CustomResourceDefinition,
  CustomResourceDefinitionNames,
  CustomResourceDefinitionVersion,
  CustomResourceSubresources,
  SelectableField,
  WebhookClientConfig,
} from '../apis/crd';

export interface InternalValidation {
  openAPIV3Schema?: JSONSchemaProps;
}

export interface InternalVersion {
  name: string;
  served: boolean;
  storage: boolean;
  deprecated: boolean;
  deprecationWarning?: string;
  schema?: InternalValidation;
  subresources?: CustomResourceSubresources;
  additionalPrinterColumns?: CustomResourceColumnDefinition[];
  selectableFields?: SelectableField[];
}

export interface InternalConversion {
  strategy: string;
  webhookClientConfig?: WebhookClientConfig;
  conversionReviewVersions?: string[];
}

export interface InternalSpec {
  group: string;
  version: string;
  names: CustomResourceDefinitionNames;
  scope: string;
  validation?: InternalValidation;
  subresources?: CustomResourceSubresources;
  versions: InternalVersion[];
  additionalPrinterColumns?: CustomResourceColumnDefinition[];
  selectableFields?: SelectableField[];
  conversion?: InternalConversion;
  /**
   * v1's bool converts to a non-nil *bool; undefined is Go's nil, which only a v1beta1 document read
   * without defaulting has (the `validateCRD` batch op: nil counts as false for requiring a structural
   * schema and as true for defaults and conversion, as validation.go reads it).
   */
  preserveUnknownFields?: boolean;
  /** spec.versions was absent (a nil slice in Go) */
  versionsNil?: boolean;
}

// v1 specs converted from a v1beta1 document without defaulting whose preserveUnknownFields was absent
const NIL_PRESERVE_UNKNOWN_FIELDS = new WeakSet<object>();

/** Marks a spec whose preserveUnknownFields is Go's nil (a v1beta1 document read without defaults). */
export function markPreserveUnknownFieldsNil(spec: object): void {
  NIL_PRESERVE_UNKNOWN_FIELDS.add(spec);
}

/**
 * apiequality.Semantic.DeepEqual on decoded JSON: like reflect.DeepEqual, except that the forked
 * DeepEqual treats nil and empty slices and maps as equal.
 */
export function semanticEqual(a: unknown, b: unknown): boolean {
  if (emptyish(a) && emptyish(b)) return true;
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!semanticEqual(a[i], bb[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  // every key of either (a's, then those of b's that a has not), without building their union
  for (const k of Object.keys(ao)) if (!semanticEqual(ao[k], bo[k])) return false;
  for (const k of Object.keys(bo)) if (!isEnumerableOwn.call(ao, k) && !semanticEqual(ao[k], bo[k])) return false;
  return true;
}

const isEnumerableOwn = Object.prototype.propertyIsEnumerable;

function emptyish(x: unknown): boolean {
  return x === undefined || (Array.isArray(x) && x.length === 0);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function arr<T>(v: unknown): T[] | undefined {
  return Array.isArray(v) ? (v as T[]) : undefined;
}

function obj<T>(v: unknown): T | undefined {
  return isObject(v as JSONValue) ? (v as T) : undefined;
}

function toInternalVersion(v: CustomResourceDefinitionVersion): InternalVersion {
  const x = (isObject(v as unknown as JSONValue) ? v : {}) as Partial<CustomResourceDefinitionVersion>;
  const out: InternalVersion = { name: str(x.name), served: x.served === true, storage: x.storage === true, deprecated: x.deprecated === true };
  if (typeof x.deprecationWarning === 'string') out.deprecationWarning = x.deprecationWarning;
  const schema = obj<InternalValidation>(x.schema);
  if (schema) out.schema = schema;
  const sub = obj<CustomResourceSubresources>(x.subresources);
  if (sub) out.subresources = sub;
  const cols = arr<CustomResourceColumnDefinition>(x.additionalPrinterColumns);
  if (cols) out.additionalPrinterColumns = cols;
  const sel = arr<SelectableField>(x.selectableFields);
  if (sel) out.selectableFields = sel;
  return out;
}

/** Convert_v1_CustomResourceDefinitionSpec_To_apiextensions_CustomResourceDefinitionSpec */
export function toInternalSpec(crd: CustomResourceDefinition): InternalSpec {
  const spec = (isObject(crd.spec as unknown as JSONValue) ? crd.spec : {}) as Partial<CustomResourceDefinition['spec']>;
  const names = (obj<CustomResourceDefinitionNames>(spec.names) ?? { plural: '', kind: '' }) as CustomResourceDefinitionNames;
  const out: InternalSpec = {
    group: str(spec.group),
    version: '',
    names,
    scope: str(spec.scope),
    versions: (arr<CustomResourceDefinitionVersion>(spec.versions) ?? []).map(toInternalVersion),
    ...(NIL_PRESERVE_UNKNOWN_FIELDS.has(spec) ? {} : { preserveUnknownFields: spec.preserveUnknownFields === true }),
  };
  const conv = obj<NonNullable<CustomResourceDefinition['spec']['conversion']>>(spec.conversion);
  if (conv) {
    const c: InternalConversion = { strategy: str(conv.strategy) };
    const webhook = obj<NonNullable<typeof conv.webhook>>(conv.webhook);
    if (webhook) {
      const cc = obj<WebhookClientConfig>(webhook.clientConfig);
      if (cc) c.webhookClientConfig = cc;
      const crv = arr<string>(webhook.conversionReviewVersions);
      if (crv) c.conversionReviewVersions = crv;
    }
    out.conversion = c;
  }
  const vs = out.versions;
  if (vs.length === 0) return out;
  out.version = vs[0].name;
  const identical = (get: (v: InternalVersion) => unknown) => vs.every((v) => semanticEqual(get(v), get(vs[0])));
  const subresourcesIdentical = identical((v) => v.subresources);
  const validationIdentical = identical((v) => v.schema);
  const columnsIdentical = identical((v) => v.additionalPrinterColumns);
  const selectableIdentical = identical((v) => v.selectableFields);
  if (subresourcesIdentical && vs[0].subresources) out.subresources = vs[0].subresources;
  if (validationIdentical && vs[0].schema) out.validation = vs[0].schema;
  if (columnsIdentical && vs[0].additionalPrinterColumns) out.additionalPrinterColumns = vs[0].additionalPrinterColumns;
  if (selectableIdentical && vs[0].selectableFields) out.selectableFields = vs[0].selectableFields;
  for (const v of vs) {
    if (subresourcesIdentical) delete v.subresources;
    if (validationIdentical) delete v.schema;
    if (columnsIdentical) delete v.additionalPrinterColumns;
    if (selectableIdentical) delete v.selectableFields;
  }
  return out;
}
