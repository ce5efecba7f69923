// The /scale subresource of a custom resource: apiextensions-apiserver registry/customresource
// etcd.go (ScaleREST.Get, scaleFromCustomResource) with unstructured.NestedInt64 /
// NestedString and their accessor errors.
import type { CustomResourceSubresourceScale } from '../apis/crd';
import type { JSONObject, JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import { goSprint } from '../golang/values';
import { goQuote, goTypeOf } from '../golang/fmt';
import { formatMetaTime } from '../golang/time';
import { parseMetaTime } from './duration';

/** autoscaling/v1 Scale as the apiserver serializes it. */
export interface Scale {
  apiVersion: 'autoscaling/v1';
  kind: 'Scale';
  metadata: JSONObject;
  spec: { replicas?: number };
  status: { replicas: number; selector?: string };
}

export type ScaleResult = { ok: true; scale: Scale } | { ok: false; code: 500; reason: 'InternalError' | 'Unknown'; error: string };

function splitReplicasPath(path: unknown): string[] {
  return (typeof path === 'string' ? path : '').replace(/^\./, '').split('.');
}

type Nested = { found: boolean; value?: JSONValue; error?: string };

/** NestedFieldNoCopy: walks maps; a non-map on the way is an accessor error. */
function nestedField(obj: JSONValue, fields: string[]): Nested {
  let val: JSONValue = obj;
  for (let i = 0; i < fields.length; i++) {
    if (val === null) return { found: false };
    if (!isObject(val)) {
      const at = '.' + fields.slice(0, i + 1).join('.');
      return { found: false, error: `${at} accessor error: ${goSprint(val)} is of the type ${goTypeOf(val)}, expected map[string]interface{}` };
    }
    if (!Object.prototype.hasOwnProperty.call(val, fields[i])) return { found: false };
    val = val[fields[i]];
  }
  return { found: true, value: val };
}

function nestedTyped(obj: JSONValue, fields: string[], want: 'int64' | 'string'): Nested {
  const r = nestedField(obj, fields);
  if (!r.found || r.error) return r;
  const v = r.value as JSONValue;
  if (goTypeOf(v) !== want) {
    const shown = v === null ? '<nil>' : goSprint(v);
    return { found: false, error: `.${fields.join('.')} accessor error: ${shown} is of the type ${goTypeOf(v)}, expected ${want}` };
  }
  return r;
}

/** int32(n) of an int64: two's complement wrap-around. */
function toInt32(n: number | bigint): number {
  return Number(BigInt.asIntN(32, BigInt(n)));
}

/**
 * GET <resource>/<name>/scale: the Scale built from specReplicasPath (required),
 * statusReplicasPath (0 when absent) and labelSelectorPath (empty when absent), or the
 * apiserver's error.
 */
export function scaleForObject(scaleSpec: CustomResourceSubresourceScale, obj: JSONValue): ScaleResult {
  const spec = nestedTyped(obj, splitReplicasPath(scaleSpec.specReplicasPath), 'int64');
  if (spec.error) return { ok: false, code: 500, reason: 'Unknown', error: spec.error };
  const status = nestedTyped(obj, splitReplicasPath(scaleSpec.statusReplicasPath), 'int64');
  if (status.error) return { ok: false, code: 500, reason: 'Unknown', error: status.error };
  let selector = '';
  if (typeof scaleSpec.labelSelectorPath === 'string' && scaleSpec.labelSelectorPath.length > 0) {
    const sel = nestedTyped(obj, splitReplicasPath(scaleSpec.labelSelectorPath), 'string');
    if (sel.error) return { ok: false, code: 500, reason: 'Unknown', error: sel.error };
    if (sel.found) selector = sel.value as string;
  }
  if (!spec.found) {
    return {
      ok: false,
      code: 500,
      reason: 'InternalError',
      error: `Internal error occurred: the spec replicas field ${goQuote(String(scaleSpec.specReplicasPath ?? ''))} does not exist`,
    };
  }
  const meta = isObject(obj) && isObject(obj.metadata) ? obj.metadata : {};
  const metadata: JSONObject = {};
  for (const k of ['name', 'namespace', 'uid', 'resourceVersion'] as const) {
    if (typeof meta[k] === 'string' && meta[k] !== '') metadata[k] = meta[k];
  }
  metadata.creationTimestamp = metaTimeJSON(meta.creationTimestamp);
  const specReplicas = toInt32(spec.value as number | bigint);
  const statusReplicas = status.found ? toInt32(status.value as number | bigint) : 0;
  const scale: Scale = {
    apiVersion: 'autoscaling/v1',
    kind: 'Scale',
    metadata,
    spec: specReplicas !== 0 ? { replicas: specReplicas } : {},
    status: selector !== '' ? { replicas: statusReplicas, selector } : { replicas: statusReplicas },
  };
  return { ok: true, scale };
}

/** metav1.Time as serialized: RFC 3339 in UTC with whole seconds, null for the zero time. */
function metaTimeJSON(v: JSONValue | undefined): string | null {
  if (typeof v !== 'string') return null;
  const t = parseMetaTime(v);
  if (!t || t.zero) return null;
  return formatMetaTime(Math.floor(t.ms / 1000));
}
