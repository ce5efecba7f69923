// metadata JSON → metav1.ObjectMeta the way the apiserver decodes it (sigs.k8s.io/json:
// case-sensitive, unknown fields ignored or reported in strict mode, type mismatches reported
// with encoding/json's UnmarshalTypeError text, the first error wins) and back
// (runtime.DefaultUnstructuredConverter.ToUnstructured: omitempty fields dropped).
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { goJSONMarshal } from '../golang/json';
import { isInt64 } from '../golang/numbers';
import { formatMetaTime, parseRFC3339 } from '../golang/time';

export interface OwnerReference {
  apiVersion: string;
  kind: string;
  name: string;
  uid: string;
  controller?: boolean;
  blockOwnerDeletion?: boolean;
}

export interface ManagedFieldsEntry {
  manager: string;
  operation: string;
  apiVersion: string;
  time?: number;
  fieldsType: string;
  fieldsV1?: JSONValue;
  subresource: string;
}

/** The decoded ObjectMeta; times are Unix seconds (undefined = zero time / nil). */
export interface ObjectMeta {
  name: string;
  generateName: string;
  namespace: string;
  selfLink: string;
  uid: string;
  resourceVersion: string;
  generation: number | bigint;
  creationTimestamp?: number;
  deletionTimestamp?: number;
  deletionGracePeriodSeconds?: number | bigint;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  ownerReferences?: OwnerReference[];
  finalizers?: string[];
  managedFields?: ManagedFieldsEntry[];
}

export function emptyObjectMeta(): ObjectMeta {
  return { name: '', generateName: '', namespace: '', selfLink: '', uid: '', resourceVersion: '', generation: 0 };
}

/** The JSON kind encoding/json names in UnmarshalTypeError.Value. */
function jsonKind(v: JSONValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number' || typeof v === 'bigint') return 'number ' + goJSONMarshal(v);
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

class Decoder {
  firstTypeError: string | null = null;
  unknown: string[] = [];
  constructor(readonly strict: boolean) {}

  typeError(v: JSONValue, struct: string, field: string, goType: string, numberIsPlain = false): void {
    if (this.firstTypeError !== null) return;
    let kind = jsonKind(v);
    if (numberIsPlain && (typeof v === 'number' || typeof v === 'bigint')) kind = 'number';
    this.firstTypeError = `json: cannot unmarshal ${kind} into Go struct field ${struct}.${field} of type ${goType}`;
  }

  string(v: JSONValue, struct: string, field: string): string | undefined {
    if (v === null) return undefined;
    if (typeof v === 'string') return v;
    this.typeError(v, struct, field, 'string', true);
    return undefined;
  }

  bool(v: JSONValue, struct: string, field: string): boolean | undefined {
    if (v === null) return undefined;
    if (typeof v === 'boolean') return v;
    this.typeError(v, struct, field, 'bool', true);
    return undefined;
  }

  int64(v: JSONValue, struct: string, field: string): number | bigint | undefined {
    if (v === null) return undefined;
    if ((typeof v === 'number' && isInt64(v)) || typeof v === 'bigint') return v;
    this.typeError(v, struct, field, 'int64');
    return undefined;
  }

  stringMap(v: JSONValue, struct: string, field: string): Record<string, string> | undefined {
    if (v === null) return undefined;
    if (!isObject(v)) {
      this.typeError(v, struct, field, 'map[string]string', true);
      return undefined;
    }
    const out = Object.create(null) as Record<string, string>; // keys such as "__proto__" are plain keys
    for (const k of Object.keys(v)) {
      const s = this.string(v[k], struct, field);
      if (s !== undefined) out[k] = s;
      else if (v[k] === null) out[k] = '';
    }
    return out;
  }

  stringSlice(v: JSONValue, struct: string, field: string): string[] | undefined {
    if (v === null) return undefined;
    if (!Array.isArray(v)) {
      this.typeError(v, struct, field, '[]string', true);
      return undefined;
    }
    return v.map((x) => this.string(x, struct, field) ?? '');
  }

  unknownField(path: string): void {
    if (this.strict) this.unknown.push(path);
  }
}

/** Thrown inside decoding when a custom unmarshaler (metav1.Time) fails: aborts the decode. */
class AbortDecode {
  constructor(readonly message: string) {}
}

function decodeTime(v: JSONValue): number | undefined {
  if (v === null) return undefined;
  if (typeof v !== 'string') throw new AbortDecode(`json: cannot unmarshal ${jsonKind(v).split(' ')[0]} into Go value of type string`);
  const t = parseRFC3339(v);
  if (!t.ok) throw new AbortDecode(t.error);
  return t.sec;
}

function decodeOwnerReferences(d: Decoder, v: JSONValue): OwnerReference[] | undefined {
  if (v === null) return undefined;
  if (!Array.isArray(v)) {
    d.typeError(v, 'ObjectMeta', 'ownerReferences', '[]v1.OwnerReference', true);
    return undefined;
  }
  return v.map((x, i) => {
    const ref: OwnerReference = { apiVersion: '', kind: '', name: '', uid: '' };
    if (x === null) return ref;
    if (!isObject(x)) {
      d.typeError(x, 'ObjectMeta', 'ownerReferences', 'v1.OwnerReference', true);
      return ref;
    }
    for (const k of Object.keys(x)) {
      const f = `ownerReferences.${k}`;
      switch (k) {
        case 'apiVersion':
        case 'kind':
        case 'name':
        case 'uid':
          ref[k] = d.string(x[k], 'OwnerReference', f) ?? ref[k];
          break;
        case 'controller':
        case 'blockOwnerDeletion': {
          const b = d.bool(x[k], 'OwnerReference', f);
          if (b !== undefined) ref[k] = b;
          break;
        }
        default:
          d.unknownField(`ownerReferences[${i}].${k}`);
      }
    }
    return ref;
  });
}

function decodeManagedFields(d: Decoder, v: JSONValue): ManagedFieldsEntry[] | undefined {
  if (v === null) return undefined;
  if (!Array.isArray(v)) {
    d.typeError(v, 'ObjectMeta', 'managedFields', '[]v1.ManagedFieldsEntry', true);
    return undefined;
  }
  return v.map((x, i) => {
    const e: ManagedFieldsEntry = { manager: '', operation: '', apiVersion: '', fieldsType: '', subresource: '' };
    if (x === null) return e;
    if (!isObject(x)) {
      d.typeError(x, 'ObjectMeta', 'managedFields', 'v1.ManagedFieldsEntry', true);
      return e;
    }
    for (const k of Object.keys(x)) {
      const f = `managedFields.${k}`;
      switch (k) {
        case 'manager':
        case 'operation':
        case 'apiVersion':
        case 'fieldsType':
        case 'subresource':
          e[k] = d.string(x[k], 'ManagedFieldsEntry', f) ?? e[k];
          break;
        case 'time':
          e.time = decodeTime(x[k]);
          break;
        case 'fieldsV1':
          if (x[k] !== null) e.fieldsV1 = x[k];
          break;
        default:
          d.unknownField(`managedFields[${i}].${k}`);
      }
    }
    return e;
  });
}

export interface DecodeResult {
  meta: ObjectMeta | null;
  error?: string;
  unknownFields: string[];
}

/** json.Unmarshal(metadata, &ObjectMeta{}) (UnmarshalStrict when `strict`: unknown fields are listed). */
export function decodeObjectMeta(v: JSONValue, strict = false): DecodeResult {
  const d = new Decoder(strict);
  const meta = emptyObjectMeta();
  if (v === null) return { meta, unknownFields: [] };
  if (!isObject(v)) {
    const kind = jsonKind(v).split(' ')[0];
    return { meta: null, error: `json: cannot unmarshal ${kind} into Go value of type v1.ObjectMeta`, unknownFields: [] };
  }
  try {
    for (const k of Object.keys(v)) decodeField(d, meta, k, v[k]);
  } catch (e) {
    if (e instanceof AbortDecode) return { meta: null, error: e.message, unknownFields: [] };
    throw e;
  }
  if (d.firstTypeError !== null) return { meta: null, error: d.firstTypeError, unknownFields: [] };
  return { meta, unknownFields: d.unknown };
}

function decodeField(d: Decoder, meta: ObjectMeta, k: string, x: JSONValue): void {
  switch (k) {
    case 'name':
    case 'generateName':
    case 'namespace':
    case 'selfLink':
    case 'uid':
    case 'resourceVersion':
      meta[k] = d.string(x, 'ObjectMeta', k) ?? meta[k];
      return;
    case 'generation':
      meta.generation = d.int64(x, 'ObjectMeta', k) ?? meta.generation;
      return;
    case 'deletionGracePeriodSeconds':
      meta.deletionGracePeriodSeconds = d.int64(x, 'ObjectMeta', k);
      return;
    case 'creationTimestamp':
      meta.creationTimestamp = decodeTime(x);
      return;
    case 'deletionTimestamp':
      meta.deletionTimestamp = decodeTime(x);
      return;
    case 'labels':
    case 'annotations':
      meta[k] = d.stringMap(x, 'ObjectMeta', k);
      return;
    case 'finalizers':
      meta.finalizers = d.stringSlice(x, 'ObjectMeta', k);
      return;
    case 'ownerReferences':
      meta.ownerReferences = decodeOwnerReferences(d, x);
      return;
    case 'managedFields':
      meta.managedFields = decodeManagedFields(d, x);
      return;
    default:
      d.unknownField(k);
  }
}

/** Field-by-field decoding that drops fields which fail (GetObjectMetaWithOptions with DropMalformedFields). */
export function decodeObjectMetaDroppingMalformed(v: JSONObject, strict: boolean): { meta: ObjectMeta; unknownFields: string[] } {
  const meta = emptyObjectMeta();
  const unknownFields: string[] = [];
  for (const k of Object.keys(v)) {
    const single = decodeObjectMeta({ [k]: v[k] }, strict);
    if (single.error !== undefined || !single.meta) continue;
    unknownFields.push(...single.unknownFields);
    const d = new Decoder(false);
    decodeField(d, meta, k, v[k]);
  }
  return { meta, unknownFields };
}

/** ToUnstructured(ObjectMeta): what SetObjectMeta writes back. */
export function encodeObjectMeta(m: ObjectMeta): JSONObject {
  const out: JSONObject = {};
  if (m.name) out.name = m.name;
  if (m.generateName) out.generateName = m.generateName;
  if (m.namespace) out.namespace = m.namespace;
  if (m.selfLink) out.selfLink = m.selfLink;
  if (m.uid) out.uid = m.uid;
  if (m.resourceVersion) out.resourceVersion = m.resourceVersion;
  if (m.generation) out.generation = m.generation;
  out.creationTimestamp = m.creationTimestamp === undefined ? null : formatMetaTime(m.creationTimestamp);
  if (m.deletionTimestamp !== undefined) out.deletionTimestamp = formatMetaTime(m.deletionTimestamp);
  if (m.deletionGracePeriodSeconds !== undefined) out.deletionGracePeriodSeconds = m.deletionGracePeriodSeconds;
  if (m.labels && Object.keys(m.labels).length > 0) out.labels = { ...m.labels };
  if (m.annotations && Object.keys(m.annotations).length > 0) out.annotations = { ...m.annotations };
  if (m.ownerReferences && m.ownerReferences.length > 0) {
    out.ownerReferences = m.ownerReferences.map((r) => {
      const o: JSONObject = { apiVersion: r.apiVersion, kind: r.kind, name: r.name, uid: r.uid };
      if (r.controller !== undefined) o.controller = r.controller;
      if (r.blockOwnerDeletion !== undefined) o.blockOwnerDeletion = r.blockOwnerDeletion;
      return o;
    });
  }
  if (m.finalizers && m.finalizers.length > 0) out.finalizers = [...m.finalizers];
  if (m.managedFields && m.managedFields.length > 0) {
    out.managedFields = m.managedFields.map((e) => {
      const o: JSONObject = {};
      if (e.manager) o.manager = e.manager;
      if (e.operation) o.operation = e.operation;
      if (e.apiVersion) o.apiVersion = e.apiVersion;
      if (e.time !== undefined) o.time = formatMetaTime(e.time);
      if (e.fieldsType) o.fieldsType = e.fieldsType;
      if (e.fieldsV1 !== undefined) o.fieldsV1 = e.fieldsV1;
      if (e.subresource) o.subresource = e.subresource;
      return o;
    });
  }
  return out;
}
