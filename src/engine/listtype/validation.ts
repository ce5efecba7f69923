// apiextensions-apiserver schema/listtype ValidateListSetsAndMaps: items of
// x-kubernetes-list-type=set lists must be unique, and items of list-type=map lists must be
// objects with unique key tuples. Walks properties, additionalProperties and items of the
// structural schema; linear time by hashing.
import { FieldPath } from '../field/path';
import { duplicate, invalid, type FieldError } from '../field/errors';
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { uniqueKey } from '../golang/deepequal';
import { goBadValue } from '../golang/numbers';
import { subtreeMatcher } from '../schema/subtree';

const hasListTypes = subtreeMatcher((s) => s['x-kubernetes-list-type'] === 'set' || s['x-kubernetes-list-type'] === 'map');

const isSchema = (x: unknown): x is JSONSchemaProps => typeof x === 'object' && x !== null && !Array.isArray(x);

/** ValidateListSetsAndMaps(fldPath, s, obj); any value is accepted (non-objects at the top are ignored as in kube). */
export function validateListSetsAndMaps(fldPath: FieldPath, schema: JSONSchemaProps | undefined, value: JSONValue): FieldError[] {
  if (!schema || !isObject(value) || !hasListTypes(schema)) return [];
  const errs: FieldError[] = [];
  walkObject(fldPath, schema, value, errs);
  return errs;
}

function walkObject(fldPath: FieldPath, s: JSONSchemaProps, obj: JSONObject, errs: FieldError[]): void {
  const ap = s.additionalProperties;
  if (isSchema(ap)) for (const k of Object.keys(obj)) walk(fldPath.key(k), ap, obj[k], errs);
  const props = s.properties;
  if (isSchema(props)) {
    for (const k of Object.keys(obj)) {
      if (!Object.prototype.hasOwnProperty.call(props, k)) continue;
      const sub = props[k];
      if (isSchema(sub)) walk(fldPath.child(k), sub, obj[k], errs);
    }
  }
}

function walk(fldPath: FieldPath, s: JSONSchemaProps, v: JSONValue, errs: FieldError[]): void {
  if (!hasListTypes(s)) return;
  if (Array.isArray(v)) walkArray(fldPath, s, v, errs);
  else if (isObject(v)) walkObject(fldPath, s, v, errs);
}

function walkArray(fldPath: FieldPath, s: JSONSchemaProps, arr: JSONValue[], errs: FieldError[]): void {
  const lt = s['x-kubernetes-list-type'];
  if (lt === 'set') {
    for (const i of nonUniqueIndices(arr.map(scalarOrCompoundKey))) errs.push(duplicate(fldPath.index(i), goBadValue(arr[i])));
  } else if (lt === 'map') {
    validateListMap(fldPath, s, arr, errs);
  }
  const items = s.items;
  if (isSchema(items)) for (let i = 0; i < arr.length; i++) walk(fldPath.index(i), items, arr[i], errs);
}

/**
 * Scalars compare as Go interface map keys (type and value); compounds by their JSON encoding.
 * Both reduce to the canonical key here.
 */
function scalarOrCompoundKey(v: JSONValue): string {
  return uniqueKey(v);
}

/** validateListSet: index of the second appearance of every repeated key. */
function nonUniqueIndices(keys: string[]): number[] {
  if (keys.length <= 1) return [];
  const times = new Map<string, number>();
  const out: number[] = [];
  keys.forEach((k, i) => {
    const t = times.get(k);
    if (t === undefined) times.set(k, 1);
    else {
      times.set(k, t + 1);
      if (t === 1) out.push(i);
    }
  });
  return out;
}

const UNSPECIFIED = '\u0000unspecified';

function validateListMap(fldPath: FieldPath, s: JSONSchemaProps, arr: JSONValue[], errs: FieldError[]): void {
  for (let i = 0; i < arr.length; i++) {
    const x = arr[i];
    if (x !== null && !isObject(x)) {
      errs.push(invalid(fldPath.index(i), goBadValue(x), 'must be an object for an array of list-type map'));
      return;
    }
  }
  if (arr.length <= 1) return;
  const keyFields = Array.isArray(s['x-kubernetes-list-map-keys']) ? s['x-kubernetes-list-map-keys'] : [];
  if (keyFields.length === 1) {
    const f = keyFields[0];
    const keys = arr.map((x) => (x === null || !Object.prototype.hasOwnProperty.call(x, f) ? UNSPECIFIED : uniqueKey((x as JSONObject)[f])));
    for (const i of nonUniqueIndices(keys)) {
      const x = arr[i] as JSONObject | null;
      const bad = keys[i] === UNSPECIFIED ? {} : { [f]: x![f] };
      errs.push(duplicate(fldPath.index(i), bad));
    }
    return;
  }
  const tuples: JSONObject[] = arr.map((x) => {
    const key: JSONObject = {};
    if (x === null) return key;
    for (const f of keyFields) if (Object.prototype.hasOwnProperty.call(x, f)) key[f] = (x as JSONObject)[f];
    return key;
  });
  for (const i of nonUniqueIndices(tuples.map(uniqueKey))) errs.push(duplicate(fldPath.index(i), tuples[i]));
}
