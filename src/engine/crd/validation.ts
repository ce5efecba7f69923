// ValidateCustomResourceDefinition / ValidateCustomResourceDefinitionUpdate and
// validateCustomResourceDefinitionSpec / validateCustomResourceDefinitionVersion
// (apiextensions-apiserver/pkg/apis/apiextensions/validation/validation.go), run as the apiserver
// runs them: on the defaulted object, converted to the internal form (see internal.ts), after the
// registry strategy set status.storedVersions. CEL rule compilation is done by the pipeline.
import { FieldPath } from '../field/path';
import { FieldError, internalError, invalid, required } from '../field/errors';
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { newStructuralError } from '../schema';
import { validateCRDSchema } from './crdschema';
import type { CustomResourceDefinition } from '../apis/crd';
import { defaultCustomResourceDefinition } from './defaults';
import { versionsWereAbsent } from './read';
import { semanticEqual, toInternalSpec, type InternalSpec, type InternalValidation, type InternalVersion } from './internal';
import { validateCRDObjectMeta, validateCRDObjectMetaUpdate, validateImmutableField } from './metadata';
import { validateCustomResourceDefinitionNames } from './names';
import { validateCustomResourceColumnDefinition } from './columns';
import { validateCustomResourceDefinitionSubresources } from './subresources';
import { validateCustomResourceSelectableFields, MAX_SELECTABLE_FIELDS } from './selectablefields';
import { hasValidConversionReviewVersionOrEmpty, validateCustomResourceConversion, validateEnumStrings } from './conversion';
import { storedVersionsAfterWrite, validateCustomResourceDefinitionStoredVersions, STORED_VERSIONS_PATH } from './storedversions';
import { validateAPIApproval, validatePreserveUnknownFields } from './approval';
import { validateDeprecationWarning } from './deprecation';
import { goStringPointer, goVersionsValue } from './gostring';
import { kubeMinor } from '../apis/kubeversion';
import {
  requireAtomicSetType,
  requireMapListKeysMapSetValidation,
  requireOpenAPISchema,
  requirePrunedDefaults,
  requireStructuralSchema,
  requireValidPropertyType,
  specHasDefaults,
  specHasKubernetesExtensions,
} from './schemahas';
import { isDNS1035Label, isDNS1123Subdomain } from '../objectmeta';
import type { CustomResourceDefinitionVersion, SelectableField } from '../apis/crd';

export interface CRDValidationOptions {
  kubeVersion: string;
  /** The CRD as stored before this write: validation becomes ValidateCustomResourceDefinitionUpdate. */
  oldCRD?: CustomResourceDefinition;
  /**
   * Whether the old CRD has condition Established=True (names/scope become immutable, invalid CA
   * bundles are refused). Default: what old status.conditions say, or true when the old object
   * carries no conditions (it is assumed to be live in the cluster).
   */
  oldEstablished?: boolean;
}

interface ValidationOptions {
  allowDefaults: boolean;
  requireRecognizedConversionReviewVersion: boolean;
  requireImmutableNames: boolean;
  requireOpenAPISchema: boolean;
  requireValidPropertyType: boolean;
  requireStructuralSchema: boolean;
  requirePrunedDefaults: boolean;
  requireAtomicSetType: boolean;
  requireMapListKeysMapSetValidation: boolean;
  allowInvalidCABundle: boolean;
  /** version name ("" = top level) → may keep more than MaxSelectableFields */
  allowTooManySelectableFields: Set<string>;
  kubeVersion: string;
}

const CREATE_OPTIONS = (kubeVersion: string): ValidationOptions => ({
  allowDefaults: true,
  requireRecognizedConversionReviewVersion: true,
  requireImmutableNames: false,
  requireOpenAPISchema: true,
  requireValidPropertyType: true,
  requireStructuralSchema: true,
  requirePrunedDefaults: true,
  requireAtomicSetType: true,
  requireMapListKeysMapSetValidation: true,
  allowInvalidCABundle: true,
  allowTooManySelectableFields: new Set(),
  kubeVersion,
});

/** Validates a CRD as the apiserver does on create, or on update when `opts.oldCRD` is given. */
export function validateCustomResourceDefinition(input: CustomResourceDefinition, opts: CRDValidationOptions): FieldError[] {
  try {
    return validateUnguarded(input, opts);
  } catch (e) {
    // only reachable for schemas nested far deeper than any YAML document the engine parses
    if (e instanceof RangeError) return [internalError(FieldPath.of('spec'), `the CustomResourceDefinition is nested too deeply to validate: ${e.message}`)];
    throw e;
  }
}

/**
 * ValidateCustomResourceDefinition / ValidateCustomResourceDefinitionUpdate on the objects exactly
 * as given, as their unit tests call them (validation_test.go): no defaulting, no registry strategy
 * (status, storedVersions and acceptedNames as given), the old CRD as given (its names are immutable
 * only when its conditions say Established=True) and ValidateObjectMetaUpdate's resourceVersion check.
 */
export function validateCustomResourceDefinitionAsGiven(crd: CustomResourceDefinition, opts: { kubeVersion: string; oldCRD?: CustomResourceDefinition }): FieldError[] {
  try {
    const versionsNil = versionsWereAbsent(crd?.spec?.versions);
    if (!opts.oldCRD) return validateCreate(crd, opts, versionsNil);
    const errs = validateCustomResourceDefinitionUpdate(crd, opts.oldCRD, { ...opts, oldEstablished: establishedFromConditions(opts.oldCRD) ?? false }, versionsNil);
    const rv = crd.metadata?.resourceVersion;
    if (typeof rv !== 'string' || rv.length === 0) errs.unshift(invalid(FieldPath.of('metadata', 'resourceVersion'), typeof rv === 'string' ? rv : '', 'must be specified for an update'));
    return errs;
  } catch (e) {
    if (e instanceof RangeError) return [internalError(FieldPath.of('spec'), `the CustomResourceDefinition is nested too deeply to validate: ${e.message}`)];
    throw e;
  }
}

function validateUnguarded(input: CustomResourceDefinition, opts: CRDValidationOptions): FieldError[] {
  const crd = prepareForValidation(input, opts);
  const versionsNil = versionsWereAbsent(input?.spec?.versions);
  if (opts.oldCRD) return validateCustomResourceDefinitionUpdate(crd, defaultCustomResourceDefinition(opts.oldCRD), opts, versionsNil);
  return validateCreate(crd, opts, versionsNil);
}

/** ValidateCustomResourceDefinition of a (prepared or as-given) object. */
function validateCreate(crd: CustomResourceDefinition, opts: CRDValidationOptions, versionsNil: boolean): FieldError[] {
  const spec = toInternalSpec(crd);
  spec.versionsNil = versionsNil;
  const o = CREATE_OPTIONS(opts.kubeVersion);
  const errs: FieldError[] = [];
  errs.push(...validateCRDObjectMeta(crd, kubeMinor(opts.kubeVersion)));
  errs.push(...validateCustomResourceDefinitionSpec(spec, o, FieldPath.of('spec')));
  errs.push(...validateStatusAcceptedNames(crd));
  errs.push(...validateCustomResourceDefinitionStoredVersions(storedVersionsOf(crd), crd.spec.versions, STORED_VERSIONS_PATH, opts.kubeVersion).map((e) => e.withCode('storage-version')));
  errs.push(...validateAPIApproval(crd, undefined));
  errs.push(...validatePreserveUnknownFields(crd, undefined, opts.kubeVersion));
  return errs;
}

/** status.storedVersions; undefined is Go's nil slice. */
function storedVersionsOf(crd: CustomResourceDefinition): string[] | undefined {
  const s = crd.status?.storedVersions;
  return Array.isArray(s) ? s.filter((x): x is string => typeof x === 'string') : undefined;
}

/**
 * Defaulting, then the registry strategy: status reset on create (storedVersions = the storage
 * version), kept from the old object on update (plus the new storage version); selectableFields
 * are dropped before 1.31 (feature gate CustomResourceFieldSelectors off).
 */
function prepareForValidation(input: CustomResourceDefinition, opts: CRDValidationOptions): CustomResourceDefinition {
  const crd = defaultCustomResourceDefinition(input);
  const versions = Array.isArray(crd.spec.versions) ? crd.spec.versions : [];
  let oldStored: string[] | undefined;
  if (opts.oldCRD) {
    const old = defaultCustomResourceDefinition(opts.oldCRD);
    oldStored = storedVersionsOf(old);
    crd.status = (isObject(old.status as unknown as JSONValue) ? { ...old.status } : {}) as NonNullable<CustomResourceDefinition['status']>;
  } else {
    crd.status = {} as NonNullable<CustomResourceDefinition['status']>;
  }
  const stored = storedVersionsAfterWrite(versions, oldStored);
  if (stored.length > 0) crd.status!.storedVersions = stored;
  else delete crd.status!.storedVersions;
  dropDisabledFields(crd, opts);
  return crd;
}

function dropDisabledFields(crd: CustomResourceDefinition, opts: CRDValidationOptions): void {
  const minor = kubeMinor(opts.kubeVersion);
  const oldVersions = Array.isArray(opts.oldCRD?.spec?.versions) ? opts.oldCRD!.spec.versions : [];
  const versions = Array.isArray(crd.spec.versions) ? crd.spec.versions : [];
  // CustomResourceFieldSelectors: beta (on) in 1.31
  const oldHasSelectable = oldVersions.some((v) => v?.selectableFields !== undefined);
  if (minor < 31 && !oldHasSelectable) for (const v of versions) if (isObject(v as unknown as JSONValue)) delete v.selectableFields;
}

function establishedFromConditions(crd: CustomResourceDefinition): boolean | undefined {
  const conditions = crd.status?.conditions;
  if (!Array.isArray(conditions) || conditions.length === 0) return undefined;
  return conditions.some((c) => isObject(c) && c.type === 'Established' && c.status === 'True');
}

/** ValidateCustomResourceDefinitionUpdate (both objects prepared and defaulted). */
function validateCustomResourceDefinitionUpdate(crd: CustomResourceDefinition, old: CustomResourceDefinition, opts: CRDValidationOptions, versionsNil: boolean): FieldError[] {
  const spec = toInternalSpec(crd);
  spec.versionsNil = versionsNil;
  const oldSpec = toInternalSpec(old);
  const established = opts.oldEstablished ?? establishedFromConditions(old) ?? true;
  const o: ValidationOptions = {
    allowDefaults: true,
    requireRecognizedConversionReviewVersion: !oldSpec.conversion || hasValidConversionReviewVersionOrEmpty(oldSpec.conversion.conversionReviewVersions),
    requireImmutableNames: established,
    requireOpenAPISchema: requireOpenAPISchema(oldSpec),
    requireValidPropertyType: requireValidPropertyType(oldSpec),
    requireStructuralSchema: requireStructuralSchema(oldSpec),
    requirePrunedDefaults: requirePrunedDefaults(oldSpec),
    requireAtomicSetType: requireAtomicSetType(oldSpec),
    requireMapListKeysMapSetValidation: requireMapListKeysMapSetValidation(oldSpec),
    allowInvalidCABundle: !established || oldCABundleInvalid(oldSpec),
    allowTooManySelectableFields: findTooManySelectableFieldsAllowed(spec, oldSpec),
    kubeVersion: opts.kubeVersion,
  };
  const errs: FieldError[] = [];
  errs.push(...validateCRDObjectMetaUpdate(crd, old, kubeMinor(opts.kubeVersion)));
  errs.push(...validateCustomResourceDefinitionSpec(spec, o, FieldPath.of('spec')));
  const fld = FieldPath.of('spec');
  if (o.requireImmutableNames) {
    errs.push(...validateImmutableField(spec.scope, oldSpec.scope, fld.child('scope')));
    errs.push(...validateImmutableField(spec.names.kind ?? '', oldSpec.names.kind ?? '', fld.child('names', 'kind')));
  }
  errs.push(...validateImmutableField(spec.group, oldSpec.group, fld.child('group')));
  errs.push(...validateImmutableField(spec.names.plural ?? '', oldSpec.names.plural ?? '', fld.child('names', 'plural')));
  errs.push(...validateStatusAcceptedNames(crd));
  errs.push(...validateCustomResourceDefinitionStoredVersions(storedVersionsOf(crd), crd.spec.versions, STORED_VERSIONS_PATH, opts.kubeVersion).map((e) => e.withCode('storage-version')));
  errs.push(...validateAPIApproval(crd, old));
  errs.push(...validatePreserveUnknownFields(crd, old, opts.kubeVersion));
  return errs;
}

function oldCABundleInvalid(old: InternalSpec): boolean {
  const ca = old.conversion?.webhookClientConfig?.caBundle;
  if (typeof ca !== 'string' || ca.length === 0) return false;
  let text: string;
  try {
    text = atob(ca);
  } catch {
    return true;
  }
  return !/-----BEGIN [^-]+-----[\s\S]*?-----END [^-]+-----/.test(text);
}

function findTooManySelectableFieldsAllowed(spec: InternalSpec, old: InternalSpec): Set<string> {
  const out = new Set<string>();
  if ((old.selectableFields?.length ?? 0) > MAX_SELECTABLE_FIELDS && semanticEqual(spec.selectableFields, old.selectableFields)) out.add('');
  const oldVersions = new Map(old.versions.map((v) => [v.name, v]));
  for (const v of spec.versions) {
    const ov = oldVersions.get(v.name);
    if (ov && (ov.selectableFields?.length ?? 0) > MAX_SELECTABLE_FIELDS && semanticEqual(v.selectableFields, ov.selectableFields)) out.add(v.name);
  }
  return out;
}

function validateStatusAcceptedNames(crd: CustomResourceDefinition): FieldError[] {
  const accepted = crd.status?.acceptedNames;
  if (!isObject(accepted as unknown as JSONValue)) return [];
  return validateCustomResourceDefinitionNames(accepted, FieldPath.of('status', 'acceptedNames'));
}

function hasStatusEnabled(sub: InternalVersion['subresources']): boolean {
  return !!sub && isObject(sub as unknown as JSONValue) && sub.status !== undefined && sub.status !== null;
}

function getSubresourcesForVersion(spec: InternalSpec, name: string): InternalVersion['subresources'] {
  if (!spec.versions.some((v) => v.subresources !== undefined)) return spec.subresources;
  return spec.versions.find((v) => v.name === name)?.subresources;
}

function hasAnyStatusEnabled(spec: InternalSpec): boolean {
  return hasStatusEnabled(spec.subresources) || spec.versions.some((v) => hasStatusEnabled(v.subresources));
}

/** validateCustomResourceDefinitionSpec */
function validateCustomResourceDefinitionSpec(spec: InternalSpec, optsIn: ValidationOptions, fldPath: FieldPath): FieldError[] {
  const opts = { ...optsIn };
  const errs: FieldError[] = [];
  if (spec.group.length === 0) errs.push(required(fldPath.child('group'), ''));
  else {
    const e = isDNS1123Subdomain(spec.group);
    if (e.length > 0) errs.push(invalid(fldPath.child('group'), spec.group, e.join(',')));
    else if (spec.group.split('.').length < 2) errs.push(invalid(fldPath.child('group'), spec.group, 'should be a domain with at least one dot'));
  }
  errs.push(...validateEnumStrings(fldPath.child('scope'), spec.scope, ['Cluster', 'Namespaced'], true));

  if (!spec.preserveUnknownFields) opts.requireStructuralSchema = true;
  const hasTopSchema = !!spec.validation?.openAPIV3Schema;
  if (opts.requireOpenAPISchema) {
    if (!hasTopSchema) {
      spec.versions.forEach((v, i) => {
        if (!v.schema?.openAPIV3Schema) errs.push(required(fldPath.child('versions').index(i).child('schema').child('openAPIV3Schema'), ''));
      });
    }
  } else if (!spec.preserveUnknownFields && !hasTopSchema) {
    spec.versions.forEach((v, i) => {
      if (v.served && !v.schema?.openAPIV3Schema) {
        errs.push(required(fldPath.child('versions').index(i).child('schema', 'openAPIV3Schema'), 'because otherwise all fields are pruned'));
      }
    });
  }
  if (opts.allowDefaults && specHasDefaults(spec)) {
    opts.requireStructuralSchema = true;
    // nil or true (validation.go `spec.PreserveUnknownFields == nil || *spec.PreserveUnknownFields`)
    if (spec.preserveUnknownFields !== false) errs.push(invalid(fldPath.child('preserveUnknownFields'), true, 'must be false in order to use defaults in the schema'));
  }
  if (specHasKubernetesExtensions(spec)) opts.requireStructuralSchema = true;

  let storageFlagCount = 0;
  const seen = new Set<string>();
  let uniqueNames = true;
  spec.versions.forEach((version, i) => {
    if (version.storage) storageFlagCount++;
    if (seen.has(version.name)) uniqueNames = false;
    else seen.add(version.name);
    const e = isDNS1035Label(version.name);
    if (e.length > 0) errs.push(invalid(fldPath.child('versions').index(i).child('name'), version.name, e.join(',')));
    const sub = getSubresourcesForVersion(spec, version.name);
    errs.push(...validateCustomResourceDefinitionVersion(version, fldPath.child('versions').index(i), hasStatusEnabled(sub), opts));
  });

  // Top-level/per-version exclusivity cannot be broken by a v1 object (see read.ts for v1beta1).
  const versionsValue = () => goVersionsValue(spec.versionsNil ? undefined : (spec.versions as unknown as CustomResourceDefinitionVersion[]), opts.kubeVersion);
  if (!uniqueNames) errs.push(invalid(fldPath.child('versions'), versionsValue(), 'must contain unique version names'));
  if (storageFlagCount !== 1) errs.push(invalid(fldPath.child('versions'), versionsValue(), 'must have exactly one version marked as storage version').withCode('storage-version'));
  if (spec.version.length !== 0) {
    const e = isDNS1035Label(spec.version);
    if (e.length > 0) errs.push(invalid(fldPath.child('version'), spec.version, e.join(',')));
    if (spec.versions.length >= 1 && spec.versions[0].name !== spec.version) {
      errs.push(invalid(fldPath.child('version'), spec.version, 'must match the first version in spec.versions'));
    }
  }

  const names = spec.names;
  const nstr = (v: unknown) => (typeof v === 'string' ? v : '');
  if (nstr(names.plural).length === 0) errs.push(required(fldPath.child('names', 'plural'), ''));
  if (nstr(names.singular).length === 0) errs.push(required(fldPath.child('names', 'singular'), ''));
  if (nstr(names.kind).length === 0) errs.push(required(fldPath.child('names', 'kind'), ''));
  if (nstr(names.listKind).length === 0) errs.push(required(fldPath.child('names', 'listKind'), ''));
  errs.push(...validateCustomResourceDefinitionNames(names, fldPath.child('names')));
  errs.push(...validateCustomResourceDefinitionValidation(spec.validation, hasAnyStatusEnabled(spec), opts, fldPath.child('validation')));
  errs.push(...validateCustomResourceDefinitionSubresources(spec.subresources, fldPath.child('subresources'), opts.kubeVersion));
  (spec.additionalPrinterColumns ?? []).forEach((col, i) => {
    errs.push(...validateCustomResourceColumnDefinition(col, fldPath.child('additionalPrinterColumns').index(i)));
  });
  if ((spec.selectableFields ?? []).length > 0) {
    if (!spec.validation) errs.push(invalid(fldPath.child('selectableFields'), '', 'may only be set when validations.schema is included'));
    else {
      // kube names this path "spec.schema.openAPIV3Schema" (sic)
      errs.push(...selectableFieldsErrors(spec.selectableFields!, spec.validation.openAPIV3Schema, fldPath, opts.allowTooManySelectableFields.has('')));
    }
  }
  if (spec.conversion && spec.conversion.strategy !== 'None' && spec.preserveUnknownFields !== false) {
    errs.push(invalid(fldPath.child('conversion').child('strategy'), spec.conversion.strategy, 'must be None if spec.preserveUnknownFields is true'));
  }
  errs.push(
    ...validateCustomResourceConversion(spec.conversion, fldPath.child('conversion'), {
      requireRecognizedConversionReviewVersion: opts.requireRecognizedConversionReviewVersion,
      allowInvalidCABundle: opts.allowInvalidCABundle,
      kubeVersion: opts.kubeVersion,
    }),
  );
  return errs;
}

/** validateCustomResourceDefinitionVersion */
function validateCustomResourceDefinitionVersion(version: InternalVersion, fldPath: FieldPath, statusEnabled: boolean, opts: ValidationOptions): FieldError[] {
  const errs: FieldError[] = [];
  for (const e of validateDeprecationWarning(version.deprecated, version.deprecationWarning)) {
    errs.push(invalid(fldPath.child('deprecationWarning'), goStringPointer(version.deprecationWarning, opts.kubeVersion), e));
  }
  errs.push(...validateCustomResourceDefinitionValidation(version.schema, statusEnabled, opts, fldPath.child('schema')));
  errs.push(...validateCustomResourceDefinitionSubresources(version.subresources, fldPath.child('subresources'), opts.kubeVersion));
  (version.additionalPrinterColumns ?? []).forEach((col, i) => {
    errs.push(...validateCustomResourceColumnDefinition(col, fldPath.child('additionalPrinterColumns').index(i)));
  });
  if ((version.selectableFields ?? []).length > 0) {
    if (!version.schema?.openAPIV3Schema) {
      errs.push(invalid(fldPath.child('selectableFields'), '', 'may only be set when `version.schema.openAPIV3Schema` is not included'));
    } else {
      errs.push(...selectableFieldsErrors(version.selectableFields!, version.schema.openAPIV3Schema, fldPath, opts.allowTooManySelectableFields.has(version.name)));
    }
  }
  return errs;
}

/**
 * NewStructural of the schema (an error is reported at `<fldPath>.schema.openAPIV3Schema`), then
 * ValidateCustomResourceSelectableFields. (With a NewStructural error kube goes on with a nil
 * schema and the request fails inside ValidFieldPath; the selectable fields are skipped here.)
 */
function selectableFieldsErrors(fields: SelectableField[], schema: JSONSchemaProps | undefined, fldPath: FieldPath, allowTooMany: boolean): FieldError[] {
  const s = schema ?? {};
  const structuralErr = newStructuralError(s);
  if (structuralErr !== null) return [invalid(fldPath.child('schema.openAPIV3Schema'), '', structuralErr)];
  return validateCustomResourceSelectableFields(fields, s, fldPath.child('selectableFields'), allowTooMany);
}

/** validateCustomResourceDefinitionValidation without CEL (the schema rules live in engine/schema). */
function validateCustomResourceDefinitionValidation(validation: InternalValidation | undefined, statusSubresourceEnabled: boolean, opts: ValidationOptions, fldPath: FieldPath): FieldError[] {
  const schema = validation?.openAPIV3Schema;
  if (!validation || !isObject(schema as unknown as JSONValue)) return [];
  return validateCRDSchema(schema as JSONSchemaProps, fldPath.child('openAPIV3Schema'), {
    requireStructural: opts.requireStructuralSchema,
    allowDefaults: opts.allowDefaults,
    statusSubresource: statusSubresourceEnabled,
    requireValidPropertyType: opts.requireValidPropertyType,
    requirePrunedDefaults: opts.requirePrunedDefaults,
    requireAtomicSetType: opts.requireAtomicSetType,
    requireMapListKeysMapSetValidation: opts.requireMapListKeysMapSetValidation,
    keepsExampleAndExternalDocs: kubeMinor(opts.kubeVersion) >= 36,
    kubeVersion: opts.kubeVersion,
  });
}
