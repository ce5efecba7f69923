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

function jsonSize(value: JSONObject): number {
  let n = jsonSizes.get(value);
  if (n === undefined) {
    n = utf8Len(stringifyJSON(value));
    if (n >= KEPT_JSON_SIZE) jsonSizes.set(value, n);
  }
  return n;
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

/** The size of a document and a diagnostic for each limit it exceeds. */
export function requestSize(value: JSONObject, source: string, docIndex: number): { size: RequestSize; diagnostics: Diagnostic[] } {
  const jsonBytes = jsonSize(value);
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
