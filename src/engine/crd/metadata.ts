// ObjectMeta validation of a CustomResourceDefinition on create and update
// (apimachinery/pkg/api/validation/objectmeta.go ValidateObjectMeta / ValidateObjectMetaUpdate with
// the name function of ValidateCustomResourceDefinition: a DNS subdomain equal to
// `<spec.names.plural>.<spec.group>`). CRDs are cluster-scoped.
import { FieldPath } from '../field/path';
import { FieldError, forbidden, invalid, required, tooLong } from '../field/errors';
import { isObject, type JSONValue } from '../types';
import type { CustomResourceDefinition } from './types';
import { goLen, isDNS1123Subdomain, isQualifiedName, maxLenError, regexError } from './validationutil';

export const TOTAL_ANNOTATION_SIZE_LIMIT_B = 256 * 1024;

const LABEL_VALUE_FMT = '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?';
const labelValue = new RegExp('^' + LABEL_VALUE_FMT + '$');

/** IsValidLabelValue */
export function isValidLabelValue(value: string): string[] {
  const errs: string[] = [];
  if (goLen(value) > 63) errs.push(maxLenError(63));
  if (!labelValue.test(value)) {
    errs.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        LABEL_VALUE_FMT,
        'MyValue',
        'my_value',
        '12345',
      ),
    );
  }
  return errs;
}

/** NameIsDNSSubdomain with maskTrailingDash for generateName. */
function nameIsDNSSubdomain(name: string, prefix: boolean): string[] {
  if (prefix && name.length > 1 && name.endsWith('-')) name = name.slice(0, -2) + 'a';
  return isDNS1123Subdomain(name);
}

function stringMap(v: JSONValue | undefined): Record<string, string> {
  if (!isObject(v)) return {};
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) out[k] = typeof x === 'string' ? x : '';
  return out;
}

function metaString(crd: CustomResourceDefinition, key: string): string {
  const v = crd.metadata?.[key];
  return typeof v === 'string' ? v : '';
}

/** The nameValidationFn of ValidateCustomResourceDefinition. */
function crdNameErrors(crd: CustomResourceDefinition, name: string, prefix: boolean): string[] {
  const errs = nameIsDNSSubdomain(name, prefix);
  const requiredName = `${crd.spec.names?.plural ?? ''}.${crd.spec.group ?? ''}`;
  if (name !== requiredName) errs.push('must be spec.names.plural+"."+spec.group');
  return errs;
}

/** Labels, annotations and namespace: validateObjectMetaAccessorWithOptsCommon for a cluster-scoped type. */
function validateCommon(crd: CustomResourceDefinition, fld: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  if (metaString(crd, 'namespace').length !== 0) errs.push(forbidden(fld.child('namespace'), 'not allowed on this type'));
  const gen = crd.metadata?.generation;
  if (typeof gen === 'number' && gen < 0) errs.push(invalid(fld.child('generation'), gen, 'must be greater than or equal to 0'));
  const labels = stringMap(crd.metadata?.labels);
  for (const [k, v] of Object.entries(labels)) {
    for (const m of isQualifiedName(k)) errs.push(invalid(fld.child('labels'), k, m));
    for (const m of isValidLabelValue(v)) errs.push(invalid(fld.child('labels'), v, m));
  }
  const annotations = stringMap(crd.metadata?.annotations);
  let size = 0;
  for (const [k, v] of Object.entries(annotations)) {
    for (const m of isQualifiedName(k.toLowerCase())) errs.push(invalid(fld.child('annotations'), k, m));
    size += goLen(k) + goLen(v);
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT_B) errs.push(tooLong(fld.child('annotations'), '', TOTAL_ANNOTATION_SIZE_LIMIT_B));
  return errs;
}

/** ValidateObjectMeta(&obj.ObjectMeta, false, nameValidationFn, field.NewPath("metadata")) */
export function validateCRDObjectMeta(crd: CustomResourceDefinition): FieldError[] {
  const fld = FieldPath.of('metadata');
  const errs: FieldError[] = [];
  const generateName = metaString(crd, 'generateName');
  if (generateName.length !== 0) {
    for (const m of crdNameErrors(crd, generateName, true)) errs.push(invalid(fld.child('generateName'), generateName, m));
  }
  const name = metaString(crd, 'name');
  if (name.length === 0) errs.push(required(fld.child('name'), 'name or generateName is required'));
  else for (const m of crdNameErrors(crd, name, false)) errs.push(invalid(fld.child('name'), name, m));
  errs.push(...validateCommon(crd, fld));
  return errs;
}

/** ValidateObjectMetaUpdate: name and namespace are immutable (resourceVersion is set by the client tooling). */
export function validateCRDObjectMetaUpdate(crd: CustomResourceDefinition, old: CustomResourceDefinition): FieldError[] {
  const fld = FieldPath.of('metadata');
  const errs: FieldError[] = [];
  errs.push(...validateImmutableField(metaString(crd, 'name'), metaString(old, 'name'), fld.child('name')));
  errs.push(...validateImmutableField(metaString(crd, 'namespace'), metaString(old, 'namespace'), fld.child('namespace')));
  const labels = stringMap(crd.metadata?.labels);
  for (const [k, v] of Object.entries(labels)) {
    for (const m of isQualifiedName(k)) errs.push(invalid(fld.child('labels'), k, m));
    for (const m of isValidLabelValue(v)) errs.push(invalid(fld.child('labels'), v, m));
  }
  const annotations = stringMap(crd.metadata?.annotations);
  let size = 0;
  for (const [k, v] of Object.entries(annotations)) {
    for (const m of isQualifiedName(k.toLowerCase())) errs.push(invalid(fld.child('annotations'), k, m));
    size += goLen(k) + goLen(v);
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT_B) errs.push(tooLong(fld.child('annotations'), '', TOTAL_ANNOTATION_SIZE_LIMIT_B));
  return errs;
}

/** ValidateImmutableField: `field is immutable` with the new value. */
export function validateImmutableField(newVal: string, oldVal: string, fld: FieldPath): FieldError[] {
  if (newVal === oldVal) return [];
  return [invalid(fld, newVal, 'field is immutable')];
}
