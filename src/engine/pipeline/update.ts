// Update requests: rest.BeforeUpdate and the strategies' PrepareForUpdate (status handling,
// generation) and ValidateObjectMetaUpdate (immutable metadata fields).
import { deepEqualJSON, cloneJSON, isObject, type JSONObject, type JSONValue, setKey } from '../apis/json';
import { FieldPath } from '../field/path';
import { invalid, type FieldError } from '../field/errors';
import { decodeObjectMeta, validateLabels, validateAnnotations, validateOwnerReferences, validateManagedFields } from '../objectmeta';

function generationOf(obj: JSONObject): number {
  const meta = isObject(obj.metadata) ? obj.metadata : {};
  // an object read back from the server has the generation it was given on create
  return typeof meta.generation === 'number' ? meta.generation : 1;
}

function setGeneration(obj: JSONObject, generation: number): void {
  if (!isObject(obj.metadata)) obj.metadata = {};
  (obj.metadata as JSONObject).generation = generation;
}

function withoutMetadata(obj: JSONObject): JSONObject {
  const out: JSONObject = {};
  for (const k of Object.keys(obj)) if (k !== 'metadata') setKey(out, k, obj[k]);
  return out;
}

/**
 * customResourceStrategy.PrepareForUpdate after rest.BeforeUpdate: with the status
 * subresource, status keeps its old value; any change outside metadata increments the
 * generation. Returns notes on what happened.
 */
export function prepareForUpdate(obj: JSONObject, old: JSONObject, statusEnabled: boolean): string[] {
  const notes: string[] = [];
  const oldGeneration = generationOf(old);
  setGeneration(obj, oldGeneration);
  if (statusEnabled) {
    const had = 'status' in obj;
    if ('status' in old) {
      if (!deepEqualJSON(obj.status, old.status)) notes.push('changes to status are ignored: the status subresource is enabled, status is set through /status');
      obj.status = cloneJSON(old.status as JSONValue);
    } else if (had) {
      delete obj.status;
      notes.push('status is ignored: the status subresource is enabled, status is set through /status');
    }
  }
  if (!deepEqualJSON(withoutMetadata(obj), withoutMetadata(old))) {
    setGeneration(obj, oldGeneration + 1);
    notes.push(`metadata.generation increments to ${oldGeneration + 1}: the update changes more than metadata`);
  } else {
    notes.push(`metadata.generation stays ${oldGeneration}: only metadata (or nothing) changes`);
  }
  return notes;
}

/**
 * statusStrategy.PrepareForUpdate: the object becomes the old object with the new status;
 * everything else in the request is ignored and the generation does not change.
 */
export function prepareStatusUpdate(obj: JSONObject, old: JSONObject): string[] {
  const status = obj.status;
  const hadStatus = 'status' in obj;
  const changedElsewhere = !deepEqualJSON(withoutStatus(obj), withoutStatus(old));
  for (const k of Object.keys(obj)) delete obj[k];
  Object.assign(obj, cloneJSON(old));
  if (hadStatus) obj.status = status as JSONValue;
  else delete obj.status;
  setGeneration(obj, generationOf(old));
  const notes = ['an update to /status validates and stores only status; metadata.generation does not change'];
  if (changedElsewhere) notes.push('changes outside status are ignored by the /status update');
  return notes;
}

function withoutStatus(obj: JSONObject): JSONObject {
  const out: JSONObject = {};
  for (const k of Object.keys(obj)) if (k !== 'status' && k !== 'metadata') setKey(out, k, obj[k]);
  return out;
}

const IMMUTABLE = 'field is immutable';

/** ValidateObjectMetaAccessorUpdate: immutable identity fields, then labels, annotations, owner references, managed fields. */
export function validateObjectMetaUpdate(obj: JSONObject, old: JSONObject, minor: number): FieldError[] {
  const fld = FieldPath.of('metadata');
  const n = decodeObjectMeta((obj.metadata ?? null) as JSONValue).meta;
  const o = decodeObjectMeta((old.metadata ?? null) as JSONValue).meta;
  if (!n || !o) return [];
  const errs: FieldError[] = [];
  const immutable = (a: unknown, b: unknown, name: string) => {
    if (a !== b) errs.push(invalid(fld.child(name), a ?? null, IMMUTABLE));
  };
  immutable(n.name, o.name, 'name');
  immutable(n.namespace, o.namespace, 'namespace');
  immutable(n.uid, o.uid, 'uid');
  immutable(n.creationTimestamp, o.creationTimestamp, 'creationTimestamp');
  immutable(n.deletionTimestamp, o.deletionTimestamp, 'deletionTimestamp');
  immutable(n.deletionGracePeriodSeconds, o.deletionGracePeriodSeconds, 'deletionGracePeriodSeconds');
  errs.push(...validateLabels(n.labels, fld.child('labels'), minor));
  errs.push(...validateAnnotations(n.annotations, fld.child('annotations'), minor));
  errs.push(...validateOwnerReferences(n.ownerReferences, fld.child('ownerReferences')));
  errs.push(...validateManagedFields(n.managedFields, fld.child('managedFields')));
  return errs;
}
