// ValidateObjectMetaAccessor (k8s.io/apimachinery/pkg/api/validation/objectmeta.go) as the
// custom resource strategy calls it: name/generateName with NameIsDNSSubdomain, namespace rules
// for namespaced vs cluster-scoped resources, generation, labels, annotations, owner
// references, finalizers and managed fields.
import { FieldPath } from '../field/path';
import { FieldError, forbidden, invalid, required, tooLong } from '../field/errors';
import type { JSONObject } from '../apis/json';
import { decodeObjectMeta, emptyObjectMeta, type ManagedFieldsEntry, type ObjectMeta, type OwnerReference } from './decode';
import { byteLength, isQualifiedName, isValidLabelValue, nameIsDNSLabel, nameIsDNSSubdomain, type NameValidator } from './names';

const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

/** ValidateLabels; `minor`: the Kubernetes minor whose messages to use. */
export function validateLabels(labels: Record<string, string> | undefined, fldPath: FieldPath, minor: number): FieldError[] {
  const errs: FieldError[] = [];
  for (const [k, v] of Object.entries(labels ?? {})) {
    for (const m of isQualifiedName(k, minor)) errs.push(invalid(fldPath, k, m));
    for (const m of isValidLabelValue(v, minor)) errs.push(invalid(fldPath, v, m));
  }
  return errs;
}

/** ValidateAnnotations: keys are qualified names (case-insensitive), total size at most 256 KiB. */
export function validateAnnotations(annotations: Record<string, string> | undefined, fldPath: FieldPath, minor: number): FieldError[] {
  const errs: FieldError[] = [];
  let total = 0;
  for (const [k, v] of Object.entries(annotations ?? {})) {
    for (const m of isQualifiedName(k.toLowerCase(), minor)) errs.push(invalid(fldPath, k, m));
    total += byteLength(k) + byteLength(v);
  }
  if (total > TOTAL_ANNOTATION_SIZE_LIMIT) errs.push(tooLong(fldPath, '', TOTAL_ANNOTATION_SIZE_LIMIT));
  return errs;
}

/** schema.ParseGroupVersion; null for "unexpected GroupVersion string". */
export function parseGroupVersion(gv: string): { group: string; version: string } | null {
  if (gv === '' || gv === '/') return { group: '', version: '' };
  const n = gv.split('/').length - 1;
  if (n === 0) return { group: '', version: gv };
  if (n === 1) {
    const i = gv.indexOf('/');
    return { group: gv.slice(0, i), version: gv.slice(i + 1) };
  }
  return null;
}

/** An OwnerReference as a bad value: its JSON form (the field module renders it per Kubernetes version). */
function ownerRefValue(r: OwnerReference): JSONObject {
  const o: JSONObject = { apiVersion: r.apiVersion, kind: r.kind, name: r.name, uid: r.uid };
  if (r.controller !== undefined) o.controller = r.controller;
  if (r.blockOwnerDeletion !== undefined) o.blockOwnerDeletion = r.blockOwnerDeletion;
  return o;
}

/** ValidateOwnerReferences */
export function validateOwnerReferences(refs: OwnerReference[] | undefined, fldPath: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  let firstController = '';
  for (const ref of refs ?? []) {
    const gv = parseGroupVersion(ref.apiVersion) ?? { group: '', version: '' };
    if (gv.version === '') errs.push(invalid(fldPath.child('apiVersion'), ref.apiVersion, 'version must not be empty'));
    if (ref.kind === '') errs.push(invalid(fldPath.child('kind'), ref.kind, 'kind must not be empty'));
    if (ref.name === '') errs.push(invalid(fldPath.child('name'), ref.name, 'name must not be empty'));
    if (ref.uid === '') errs.push(invalid(fldPath.child('uid'), ref.uid, 'uid must not be empty'));
    if (gv.group === '' && gv.version === 'v1' && ref.kind === 'Event') {
      errs.push(invalid(fldPath, ownerRefValue(ref), '/v1, Kind=Event is disallowed from being an owner'));
    }
    if (ref.controller === true) {
      const cur = `${ref.kind}/${ref.name}`;
      if (firstController !== '') {
        errs.push(invalid(fldPath, (refs ?? []).map(ownerRefValue), `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${cur}`));
      } else firstController = cur;
    }
  }
  return errs;
}

/** ValidateFinalizers */
export function validateFinalizers(finalizers: string[] | undefined, fldPath: FieldPath, minor: number): FieldError[] {
  const errs: FieldError[] = [];
  let orphan = false;
  let del = false;
  for (const f of finalizers ?? []) {
    for (const m of isQualifiedName(f, minor)) errs.push(invalid(fldPath, f, m));
    if (f === 'orphan') orphan = true;
    if (f === 'foregroundDeletion') del = true;
  }
  if (orphan && del) {
    errs.push(invalid(fldPath, [...(finalizers ?? [])], 'finalizer orphan and foregroundDeletion cannot be both set'));
  }
  return errs;
}

/** ValidateManagedFields */
export function validateManagedFields(entries: ManagedFieldsEntry[] | undefined, fldPath: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  (entries ?? []).forEach((e, i) => {
    const p = fldPath.index(i);
    if (e.operation !== 'Apply' && e.operation !== 'Update') errs.push(invalid(p.child('operation'), e.operation, 'must be `Apply` or `Update`'));
    if (e.fieldsType !== '' && e.fieldsType !== 'FieldsV1') errs.push(invalid(p.child('fieldsType'), e.fieldsType, 'must be `FieldsV1`'));
    if (byteLength(e.manager) > 128) errs.push(tooLong(p.child('manager'), e.manager, 128));
    if (byteLength(e.subresource) > 256) errs.push(tooLong(p.child('subresource'), e.subresource, 256));
  });
  return errs;
}

/** ValidateObjectMetaAccessor(meta, requiresNamespace, nameFn, fldPath) with the messages of Kubernetes 1.`minor`. */
export function validateObjectMetaAccessor(meta: ObjectMeta, requiresNamespace: boolean, nameFn: NameValidator, fldPath: FieldPath, minor: number): FieldError[] {
  const errs: FieldError[] = [];
  if (meta.generateName !== '') {
    for (const m of nameFn(meta.generateName, true)) errs.push(invalid(fldPath.child('generateName'), meta.generateName, m));
  }
  if (meta.name === '') errs.push(required(fldPath.child('name'), 'name or generateName is required'));
  else for (const m of nameFn(meta.name, false)) errs.push(invalid(fldPath.child('name'), meta.name, m));
  if (requiresNamespace) {
    if (meta.namespace === '') errs.push(required(fldPath.child('namespace'), ''));
    else for (const m of nameIsDNSLabel(meta.namespace, false)) errs.push(invalid(fldPath.child('namespace'), meta.namespace, m));
  } else if (meta.namespace !== '') {
    errs.push(forbidden(fldPath.child('namespace'), 'not allowed on this type'));
  }
  if (meta.generation < 0) errs.push(invalid(fldPath.child('generation'), meta.generation, 'must be greater than or equal to 0'));
  errs.push(...validateLabels(meta.labels, fldPath.child('labels'), minor));
  errs.push(...validateAnnotations(meta.annotations, fldPath.child('annotations'), minor));
  errs.push(...validateOwnerReferences(meta.ownerReferences, fldPath.child('ownerReferences')));
  errs.push(...validateFinalizers(meta.finalizers, fldPath.child('finalizers'), minor));
  errs.push(...validateManagedFields(meta.managedFields, fldPath.child('managedFields')));
  return errs;
}

export interface CustomResourceMetaOptions {
  /** The CRD's scope is Namespaced. */
  namespaced: boolean;
  /** The Kubernetes minor version whose messages to use (36 for 1.36). */
  kubeMinor: number;
}

/**
 * The strategy's ValidateObjectMetaAccessor(accessor, namespaced, NameIsDNSSubdomain, "metadata")
 * on a custom object. Note what runs before it in a real create: BeforeCreate fills
 * metadata.name from generateName (+5 random characters), takes the namespace of a namespaced
 * object from the request (kubectl's current namespace) and clears the namespace of a
 * cluster-scoped object — so "metadata.namespace: Required value" and "Forbidden: not allowed
 * on this type" only appear when a client bypasses those steps. Metadata that cannot be decoded
 * is reported as the decoder would (the request is rejected before validation).
 */
export function validateObjectMetaForCustomResource(obj: JSONObject, opts: CustomResourceMetaOptions): FieldError[] {
  const metaPath = FieldPath.of('metadata');
  const raw = Object.prototype.hasOwnProperty.call(obj, 'metadata') ? obj.metadata : null;
  const decoded = decodeObjectMeta(raw ?? null);
  if (!decoded.meta) return [invalid(metaPath, raw, decoded.error ?? '')];
  return validateObjectMetaAccessor(decoded.meta ?? emptyObjectMeta(), opts.namespaced, nameIsDNSSubdomain, metaPath, opts.kubeMinor);
}

export interface TypeMetaExpectation {
  group: string;
  version: string;
  kind: string;
}

/** customResourceValidator.ValidateTypeMeta: kind and apiVersion must be the CRD's. */
export function validateTypeMeta(obj: JSONObject, expect: TypeMetaExpectation): FieldError[] {
  const errs: FieldError[] = [];
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  if (kind !== expect.kind) errs.push(invalid(FieldPath.of('kind'), kind, `must be ${expect.kind}`));
  const gv = `${expect.group}/${expect.version}`;
  if (apiVersion !== gv) errs.push(invalid(FieldPath.of('apiVersion'), apiVersion, `must be ${gv}`));
  return errs;
}
