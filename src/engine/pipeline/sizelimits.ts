// Kubernetes' size limits on the way to a cluster, from a document's JSON size:
// - kube-apiserver refuses request bodies over 3 MiB (k8s.io/apiserver server/config.go
//   MaxRequestBodyBytes = 3 * 1024 * 1024; NewRequestEntityTooLargeError("limit is 3145728"));
// - etcd refuses requests over its --max-request-bytes, 1.5 MiB by default (etcd embed
//   DefaultMaxRequestBytes; rpctypes ErrGRPCRequestTooLarge "etcdserver: request is too large");
// - client-side `kubectl apply` copies the object into the last-applied-configuration
//   annotation, and annotations may total at most 256 KiB (apimachinery validation/objectmeta.go
//   TotalAnnotationSizeLimitB; field.TooLong "Too long: must have at most 262144 bytes").
import { diagnostic, type Diagnostic } from '../diagnostics';
import { isObject, type JSONObject } from '../apis/json';
import type { RequestSize, SizeLimit } from '../api';
import { utf8Len } from '../golang/utf8';
import { stringifyJSON } from '../golang/json';
import { IdentityCache } from '../cache';
import { jsonStringLength, numberLength } from '../apis/jsonsize';
export type { RequestSize };

export const MAX_REQUEST_BODY_BYTES = 3 * 1024 * 1024;
export const ETCD_MAX_REQUEST_BYTES = 1.5 * 1024 * 1024;
export const TOTAL_ANNOTATION_SIZE_LIMIT_BYTES = 256 * 1024;
const LAST_APPLIED_ANNOTATION = 'kubectl.kubernetes.io/last-applied-configuration';

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

/** Sum of len(key)+len(value) of the annotations other than the last-applied one. */
function otherAnnotationBytes(value: JSONObject): number {
  const meta = value.metadata;
  const ann = isObject(meta) ? meta.annotations : undefined;
  if (!isObject(ann)) return 0;
  let n = 0;
  for (const [k, v] of Object.entries(ann)) if (k !== LAST_APPLIED_ANNOTATION && typeof v === 'string') n += utf8Len(k) + utf8Len(v);
  return n;
}

/**
 * JSON sizes by parsed value: a document's value is the same object while its text is unchanged
 * (parses are cached by text), so a large unchanged CRD is not serialized again on every check.
 */
const jsonSizes = new IdentityCache<JSONObject, number>('pipeline.jsonSizes');
/** Sizes below this are not kept: writing a small object again costs less than keeping it (a stream of small objects). */
const KEPT_JSON_SIZE = 16 * 1024;

/** `measured`: the size the parse took as it read the value (yaml/parsed.ts ParsedDocument.jsonBytes), kept as a walk's would be. */
function jsonSize(value: JSONObject, measured: number | undefined): number {
  if (measured !== undefined) {
    if (measured >= KEPT_JSON_SIZE) jsonSizes.set(value, measured);
    return measured;
  }
  let n = jsonSizes.get(value);
  if (n === undefined) {
    n = jsonByteLength(value, 0);
    if (n < 0) n = utf8Len(stringifyJSON(value));
    if (n >= KEPT_JSON_SIZE) jsonSizes.set(value, n);
  }
  return n;
}

/** Nesting up to which jsonByteLength walks (recursively); deeper values are written out. */
const MEASURED_DEPTH = 200;

/**
 * utf8Len(JSON.stringify(v)) without writing the text (a request size per object of a long
 * stream): JSON.stringify's own rules — `"` `\\` and the short escapes take two bytes, other
 * control characters and lone surrogates six (`\u001f`, `\udc00`), a surrogate pair four bytes,
 * keys whose value is undefined left out, undefined in an array written as null, numbers as
 * String(n) and non-finite ones as null. -1 for what it does not measure (bigints, values nested
 * deeper than MEASURED_DEPTH, anything but plain JSON values): the caller writes those out.
 */
function jsonByteLength(v: unknown, depth: number): number {
  switch (typeof v) {
    case 'string':
      return jsonStringLength(v);
    case 'number':
      return Number.isFinite(v) ? numberLength(v) : 4;
    case 'boolean':
      return v ? 4 : 5;
    case 'object':
      break;
    default:
      return -1;
  }
  if (v === null) return 4;
  if (depth >= MEASURED_DEPTH) return -1;
  if (Array.isArray(v)) {
    let n = 2 + (v.length > 0 ? v.length - 1 : 0);
    for (let i = 0; i < v.length; i++) {
      const x = v[i] as unknown;
      const k = x === undefined ? 4 : jsonByteLength(x, depth + 1);
      if (k < 0) return -1;
      n += k;
    }
    return n;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return -1;
  const o = v as Record<string, unknown>;
  let n = 2;
  let members = 0;
  for (const key of Object.keys(o)) {
    const x = o[key];
    if (x === undefined) continue;
    const k = jsonByteLength(x, depth + 1);
    if (k < 0) return -1;
    n += jsonStringLength(key) + 1 + k;
    members++;
  }
  return members > 0 ? n + members - 1 : n;
}

/**
 * The JSON size of `value`, a copy of `previous` with one scalar changed from `before` to `after`
 * (an edit inside a scalar, yaml/scalaredit.ts), from the size of `previous` when known: JSON
 * writes each scalar on its own, so the size changes by the difference of the two scalars'.
 */
export function deriveJSONSize(previous: unknown, value: unknown, before: unknown, after: unknown): void {
  if (!isObject(previous as JSONObject) || !isObject(value as JSONObject)) return;
  const n = jsonSizes.get(previous as JSONObject);
  if (n !== undefined) jsonSizes.set(value as JSONObject, n - utf8Len(stringifyJSON(before)) + utf8Len(stringifyJSON(after)));
}

/**
 * The size of a document and a diagnostic for each limit it exceeds. `measured`: the size of
 * `value` when its parse took it (yaml/parsed.ts ParsedDocument.jsonBytes), else it is walked.
 */
export function requestSize(value: JSONObject, source: string, docIndex: number, measured?: number): { size: RequestSize; diagnostics: Diagnostic[] } {
  const jsonBytes = jsonSize(value, measured);
  const exceeds: SizeLimit[] = [];
  const diagnostics: Diagnostic[] = [];
  const add = (severity: 'error' | 'warning', limit: SizeLimit, message: string) => {
    exceeds.push(limit);
    diagnostics.push(diagnostic({ code: 'size-limit', severity, origin: 'document', source, docIndex, message, path: [] }));
  };
  if (jsonBytes > MAX_REQUEST_BODY_BYTES) {
    add('error', 'apiserver-request-body', `Request entity too large: limit is ${MAX_REQUEST_BODY_BYTES} (the document is ${jsonBytes} bytes as JSON)`);
  } else if (jsonBytes > ETCD_MAX_REQUEST_BYTES) {
    add(
      'warning',
      'etcd-request',
      `the document is ${mib(jsonBytes)} as JSON, over etcd's default request limit of 1.5 MiB: a cluster whose etcd runs with the default --max-request-bytes answers "etcdserver: request is too large"`,
    );
  }
  // client-side apply stores the object (without this annotation) as the annotation's value
  const annotations = otherAnnotationBytes(value) + utf8Len(LAST_APPLIED_ANNOTATION) + jsonBytes;
  if (annotations > TOTAL_ANNOTATION_SIZE_LIMIT_BYTES) {
    add(
      'warning',
      'kubectl-last-applied',
      `client-side kubectl apply would fail: its ${LAST_APPLIED_ANNOTATION} annotation would bring the annotations to ${annotations} bytes ("metadata.annotations: Too long: must have at most ${TOTAL_ANNOTATION_SIZE_LIMIT_BYTES} bytes"); use kubectl apply --server-side or kubectl create`,
    );
  }
  return { size: { jsonBytes, exceeds }, diagnostics };
}
