// ObjectMeta validation of a CustomResourceDefinition on create and update
// (apimachinery/pkg/api/validation/objectmeta.go ValidateObjectMeta / ValidateObjectMetaUpdate with
// the name function of ValidateCustomResourceDefinition: a DNS subdomain equal to
// `<spec.names.plural>.<spec.group>`). CRDs are cluster-scoped.
import { FieldPath } from '../field/path';
import { FieldError, forbidden, invalid, required } from '../field/errors';
import { isObject, type JSONValue, setKey } from '../apis/json';
import type { CustomResourceDefinition } from '../apis/crd';
import { nameIsDNSSubdomain, validateAnnotations, validateLabels } from '../objectmeta';

function stringMap(v: JSONValue | undefined): Record<string, string> {
  if (!isObject(v)) return {};
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) setKey(out, k, typeof x === 'string' ? x : '');
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
function validateCommon(crd: CustomResourceDefinition, fld: FieldPath, minor: number): FieldError[] {
  const errs: FieldError[] = [];
  if (metaString(crd, 'namespace').length !== 0) errs.push(forbidden(fld.child('namespace'), 'not allowed on this type'));
  const gen = crd.metadata?.generation;
  if (typeof gen === 'number' && gen < 0) errs.push(invalid(fld.child('generation'), gen, 'must be greater than or equal to 0'));
  errs.push(...validateLabels(stringMap(crd.metadata?.labels), fld.child('labels'), minor));
  errs.push(...validateAnnotations(stringMap(crd.metadata?.annotations), fld.child('annotations'), minor));
  return errs;
}

/** ValidateObjectMeta(&obj.ObjectMeta, false, nameValidationFn, field.NewPath("metadata")) with the messages of Kubernetes 1.`minor`. */
export function validateCRDObjectMeta(crd: CustomResourceDefinition, minor: number): FieldError[] {
  const fld = FieldPath.of('metadata');
  const errs: FieldError[] = [];
  const generateName = metaString(crd, 'generateName');
  if (generateName.length !== 0) {
    for (const m of crdNameErrors(crd, generateName, true)) errs.push(invalid(fld.child('generateName'), generateName, m));
  }
  const name = metaString(crd, 'name');
  if (name.length === 0) errs.push(required(fld.child('name'), 'name or generateName is required'));
  else for (const m of crdNameErrors(crd, name, false)) errs.push(invalid(fld.child('name'), name, m));
  errs.push(...validateCommon(crd, fld, minor));
  return errs;
}

/** ValidateObjectMetaUpdate: name and namespace are immutable (resourceVersion is set by the client tooling). */
export function validateCRDObjectMetaUpdate(crd: CustomResourceDefinition, old: CustomResourceDefinition, minor: number): FieldError[] {
  const fld = FieldPath.of('metadata');
  const errs: FieldError[] = [];
  errs.push(...validateImmutableField(metaString(crd, 'name'), metaString(old, 'name'), fld.child('name')));
  errs.push(...validateImmutableField(metaString(crd, 'namespace'), metaString(old, 'namespace'), fld.child('namespace')));
  errs.push(...validateLabels(stringMap(crd.metadata?.labels), fld.child('labels'), minor));
  errs.push(...validateAnnotations(stringMap(crd.metadata?.annotations), fld.child('annotations'), minor));
  return errs;
}

/** ValidateImmutableField: `field is immutable` with the new value. */
export function validateImmutableField(newVal: string, oldVal: string, fld: FieldPath): FieldError[] {
  if (newVal === oldVal) return [];
  return [invalid(fld, newVal, 'field is immutable')];
}
