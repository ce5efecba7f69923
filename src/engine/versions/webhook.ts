// Webhook conversion as the apiserver performs it (apiserver/conversion/webhook_converter.go): the
// ConversionReview it sends (createConversionReviewObjects picks the first of
// conversionReviewVersions it knows; getObjectsToConvert skips objects already at the desired
// version) and what it does with the webhook's answer (getConvertedObjectsFromResponse, then the
// per-object checks of Convert, validateConvertedObject and restoreObjectMeta). Error texts are the
// apiserver's; it returns them to the client inside an InternalError status
// ("Internal error occurred: conversion webhook for ... failed: ...").
import { cloneJSON, deepEqualJSON, isObject, type JSONObject, type JSONValue } from '../apis/json';
import type { CustomResourceDefinition } from '../apis/crd';
import { validateAnnotations, validateLabels } from '../objectmeta';
import { kubeMinor } from '../apis/kubeversion';
import { FieldPath } from '../field/path';
import { goQuote, goTypeOf } from '../golang/fmt';
import { aggregateMessage, type FieldError } from '../field/errors';
import { valueRendering, type ValueRendering } from '../field/errorbody';
import { stringifyJSON, unmarshalJSON } from '../golang/json';
import { goJSONSyntaxError } from '../golang/jsonsyntax';

export type ReviewVersion = 'v1' | 'v1beta1';

export interface ConversionRequest {
  /** the ConversionReview sent to the webhook, or null when nothing needs converting */
  review: JSONObject | null;
  reviewVersion?: ReviewVersion;
  uid: string;
  desiredAPIVersion: string;
  /** all input objects, in order (a list when there is not exactly one) */
  objects: JSONValue[];
  isList: boolean;
  /** index into `objects` of each object sent */
  sentIndexes: number[];
  /** set when no request can be made */
  error?: string;
}

export interface ConversionOutcome {
  errors: string[];
  /** the converted objects (all of `request.objects`, in order) when there is no error */
  converted: JSONValue[];
}

function apiVersionOf(o: JSONValue): string {
  return isObject(o) && typeof o.apiVersion === 'string' ? o.apiVersion : '';
}

function kindOf(o: JSONValue): string {
  return isObject(o) && typeof o.kind === 'string' ? o.kind : '';
}

/** schema.GroupVersionKind.String(): `group/version, Kind=Kind` */
export function gvkString(apiVersion: string, kind: string): string {
  const slash = apiVersion.indexOf('/');
  const group = slash >= 0 ? apiVersion.slice(0, slash) : '';
  const version = slash >= 0 ? apiVersion.slice(slash + 1) : apiVersion;
  return `${group}/${version}, Kind=${kind}`;
}

/** schema.GroupVersion.String(): `version` for the core group, else `group/version` */
function gvString(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  if (slash < 0) return apiVersion;
  const group = apiVersion.slice(0, slash);
  const version = apiVersion.slice(slash + 1);
  return group === '' ? version : `${group}/${version}`;
}

function newUID(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const hex = () => Math.floor(Math.random() * 16).toString(16);
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => (ch === 'x' ? hex() : ((Math.random() * 4) | 8).toString(16)));
}

/** isEmptyUnstructuredObject: only apiVersion and kind. */
function isEmptyObject(o: JSONValue): boolean {
  return isObject(o) && Object.keys(o).length === 2 && 'kind' in o && 'apiVersion' in o;
}

/**
 * The ConversionReview the apiserver sends to convert `objects` to `toVersion`. `objects` are the
 * custom objects as stored/sent (one object, or the items of a list).
 */
export function conversionReviewRequest(crd: CustomResourceDefinition, objects: JSONValue[], toVersion: string, uid?: string): ConversionRequest {
  const group = typeof crd?.spec?.group === 'string' ? crd.spec.group : '';
  const desiredAPIVersion = `${group}/${toVersion}`;
  const isList = objects.length !== 1;
  const base: ConversionRequest = { review: null, uid: uid ?? newUID(), desiredAPIVersion, objects, isList, sentIndexes: [] };
  if (!isList && isEmptyObject(objects[0])) return base; // handled by the nop converter
  const sent: number[] = [];
  objects.forEach((o, i) => {
    // getObjectsToConvert compares GroupVersion strings (a list compares apiVersion as written)
    const have = isList ? apiVersionOf(o) : gvString(apiVersionOf(o));
    if (have !== (isList ? desiredAPIVersion : gvString(desiredAPIVersion))) sent.push(i);
  });
  base.sentIndexes = sent;
  const reviewVersions = crd?.spec?.conversion?.webhook?.conversionReviewVersions ?? [];
  const reviewVersion = (Array.isArray(reviewVersions) ? reviewVersions : []).find((v): v is ReviewVersion => v === 'v1' || v === 'v1beta1');
  if (!reviewVersion) return { ...base, error: 'no supported conversion review versions' };
  base.reviewVersion = reviewVersion;
  if (sent.length === 0) return base; // nothing to convert: no request is made
  base.review = {
    kind: 'ConversionReview',
    apiVersion: `apiextensions.k8s.io/${reviewVersion}`,
    request: { uid: base.uid, desiredAPIVersion, objects: sent.map((i) => cloneJSON(objects[i])) },
    // createConversionReviewObjects sets Response: &ConversionResponse{}, which encodes as this
    response: { uid: '', convertedObjects: null, result: { metadata: {} } },
  };
  return base;
}

/** restoreObjectMeta: metadata comes from the original, except labels and annotations from the webhook. */
function restoreObjectMeta(original: JSONObject, converted: JSONObject, minor: number, rendering: ValueRendering): string | undefined {
  if (!('metadata' in converted)) return 'missing metadata in converted object';
  const responseMeta = converted.metadata;
  if (!isObject(responseMeta)) return `invalid metadata of type ${goTypeOf(responseMeta)} in converted object`;
  converted.metadata = 'metadata' in original ? cloneJSON(original.metadata) : {};
  const convertedMeta = converted.metadata;
  if (!isObject(convertedMeta)) return `invalid metadata of type ${goTypeOf(convertedMeta)} in input object`;
  for (const fld of ['labels', 'annotations'] as const) {
    const obj = responseMeta[fld];
    if (obj === undefined || obj === null) {
      delete convertedMeta[fld];
      continue;
    }
    if (!isObject(obj)) return `invalid metadata.${fld} of type ${goTypeOf(obj)} in converted object`;
    const orig = convertedMeta[fld];
    if (orig !== undefined && orig !== null && !isObject(orig)) return `invalid metadata.${fld} of type ${goTypeOf(orig)} in original object`;
    const origField = isObject(orig) ? orig : {};
    let changed = Object.keys(origField).length !== Object.keys(obj).length;
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v !== 'string') return `metadata.${fld}[${k}] must be a string, but is ${goTypeOf(v)} in converted object`;
      if (origField[k] !== v) changed = true;
    }
    if (changed) {
      const values = obj as Record<string, string>;
      const errs: FieldError[] =
        fld === 'labels'
          ? validateLabels(values, FieldPath.of('metadata', 'labels'), minor)
          : // sic: kube names it "annotation" here
            validateAnnotations(values, FieldPath.of('metadata', 'annotation'), minor);
      if (errs.length > 0) return aggregateMessage(errs, rendering);
    }
    convertedMeta[fld] = obj;
  }
  return undefined;
}

function meta(o: JSONObject, key: string): string {
  return isObject(o.metadata) && typeof o.metadata[key] === 'string' ? (o.metadata[key] as string) : '';
}

/** validateConvertedObject */
function validateConvertedObject(original: JSONObject, converted: JSONObject): string | undefined {
  if (kindOf(original) !== kindOf(converted)) return `must have the same kind: ${kindOf(original)} != ${kindOf(converted)}`;
  for (const [k, label] of [
    ['name', 'name'],
    ['namespace', 'namespace'],
    ['uid', 'UID'],
  ] as const) {
    if (meta(original, k) !== meta(converted, k)) return `must have the same ${label}: ${meta(original, k)} != ${meta(converted, k)}`;
  }
  return undefined;
}

function jsonKindOf(v: JSONValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

/**
 * The decoder's type errors for the fields of a ConversionReview the apiserver reads
 * (json: cannot unmarshal ... into Go struct field ...).
 */
function decodeReviewTypes(body: JSONObject, version: ReviewVersion): string | undefined {
  const err = (v: JSONValue, struct: string, field: string, type: string) => `json: cannot unmarshal ${jsonKindOf(v)} into Go struct field ${struct}.${field} of type ${type}`;
  for (const k of ['apiVersion', 'kind'] as const) {
    const v = body[k];
    if (v !== undefined && v !== null && typeof v !== 'string') return err(v, 'ConversionReview', k, 'string');
  }
  const resp = body.response;
  if (resp === undefined || resp === null) return undefined;
  if (!isObject(resp)) return err(resp, 'ConversionReview', 'response', `${version}.ConversionResponse`);
  if (resp.uid !== undefined && resp.uid !== null && typeof resp.uid !== 'string') return err(resp.uid, 'ConversionResponse', 'response.uid', 'types.UID');
  const objs = resp.convertedObjects;
  if (objs !== undefined && objs !== null && !Array.isArray(objs)) return err(objs, 'ConversionResponse', 'response.convertedObjects', '[]runtime.RawExtension');
  const result = resp.result;
  if (result !== undefined && result !== null) {
    if (!isObject(result)) return err(result, 'ConversionResponse', 'response.result', 'v1.Status');
    for (const k of ['status', 'message', 'reason'] as const) {
      const v = result[k];
      if (v !== undefined && v !== null && typeof v !== 'string') return err(v, 'Status', `response.result.${k}`, k === 'reason' ? 'v1.StatusReason' : 'string');
    }
  }
  return undefined;
}

/** Unstructured.UnmarshalJSON of a converted object. */
function decodeConverted(raw: JSONValue): { obj?: JSONObject; error?: string } {
  if (!isObject(raw)) return { error: `Object 'Kind' is missing in '${stringifyJSON(raw)}'` };
  if (typeof raw.kind !== 'string' || raw.kind === '') return { error: `Object 'Kind' is missing in '${stringifyJSON(raw)}'` };
  return { obj: cloneJSON(raw) };
}

/**
 * What the apiserver makes of the webhook's answer to `request`. `response` is the decoded body, or
 * its text when it may not be JSON.
 */
export function checkConversionResponse(crd: CustomResourceDefinition, request: ConversionRequest, response: JSONValue | string, kubeVersion?: string): ConversionOutcome {
  const minor = kubeMinor(kubeVersion);
  const rendering = valueRendering(kubeVersion);
  void crd;
  const fail = (e: string): ConversionOutcome => ({ errors: [e], converted: [] });
  if (request.error) return fail(request.error);
  if (!request.review) {
    // nothing was sent: the objects only get their apiVersion set (or are returned as they are)
    const converted = request.objects.map((o) => {
      const c = cloneJSON(o);
      if (request.isList && isObject(c)) c.apiVersion = request.desiredAPIVersion;
      return c;
    });
    return { errors: [], converted };
  }
  const first = request.objects[request.sentIndexes[0]];
  const inGVK = request.isList ? gvkString(apiVersionOf(first), `${kindOf(first)}List`) : gvkString(apiVersionOf(first), kindOf(first));
  const prefix = `conversion webhook for ${inGVK}`;

  let body: JSONValue;
  if (typeof response === 'string') {
    try {
      body = unmarshalJSON(response) as JSONValue;
    } catch {
      return fail(`${prefix} failed: ${goJSONSyntaxError(response) ?? 'unexpected end of JSON input'}`);
    }
  } else body = response;
  if (!isObject(body))
    return fail(
      `${prefix} failed: json: cannot unmarshal ${Array.isArray(body) ? 'array' : typeof body === 'string' ? 'string' : typeof body === 'number' || typeof body === 'bigint' ? 'number' : typeof body === 'boolean' ? 'bool' : 'null'} into Go value of type ${request.reviewVersion}.ConversionReview`,
    );

  // r.Into(response): decoding errors come first
  const typeErr = decodeReviewTypes(body, request.reviewVersion!);
  if (typeErr) return fail(`${prefix} failed: ${typeErr}`);
  // getConvertedObjectsFromResponse
  if (request.reviewVersion === 'v1') {
    const gotAV = typeof body.apiVersion === 'string' ? body.apiVersion : '';
    const gotKind = typeof body.kind === 'string' ? body.kind : '';
    if (gotAV !== 'apiextensions.k8s.io/v1' || gotKind !== 'ConversionReview') {
      return fail(`${prefix} failed: expected webhook response of apiextensions.k8s.io/v1, Kind=ConversionReview, got ${gvkString(gotAV, gotKind)}`);
    }
  }
  const resp = body.response;
  if (resp === undefined || resp === null) return fail(`${prefix} failed: no response provided`);
  const r = resp as JSONObject;
  if (request.reviewVersion === 'v1') {
    const gotUID = typeof r.uid === 'string' ? r.uid : '';
    if (gotUID !== request.uid) return fail(`${prefix} failed: expected response.uid=${goQuote(request.uid)}, got ${goQuote(gotUID)}`);
  }
  const result = isObject(r.result) ? r.result : {};
  const status = typeof result.status === 'string' ? result.status : '';
  if (status !== 'Success') {
    const message = typeof result.message === 'string' ? result.message : '';
    if (message.length > 0) return fail(`${prefix} failed: ${message}`);
    return fail(`${prefix} failed: response.result.status was '${status}', not 'Success'`);
  }
  const convertedRaw = Array.isArray(r.convertedObjects) ? r.convertedObjects : [];
  if (convertedRaw.length !== request.sentIndexes.length) {
    return fail(`${prefix} returned ${convertedRaw.length} objects, expected ${request.sentIndexes.length}`);
  }

  const out = request.objects.map((o) => cloneJSON(o));
  const toGV = gvString(request.desiredAPIVersion);
  for (let n = 0; n < request.sentIndexes.length; n++) {
    const i = request.sentIndexes[n];
    const original = request.objects[i] as JSONObject;
    const decoded = decodeConverted(convertedRaw[n]);
    if (!decoded.obj) {
      return fail(request.isList ? `${prefix} returned invalid converted object at index ${n}: ${decoded.error}` : decoded.error!);
    }
    const conv = decoded.obj;
    const gotGV = gvString(apiVersionOf(conv));
    const what = request.isList ? `invalid converted object at index ${n}` : 'invalid object at index 0';
    if (gotGV !== toGV) return fail(`${prefix} returned ${what}: invalid groupVersion (expected ${toGV}, received ${gotGV})`);
    if (kindOf(original) !== kindOf(conv)) return fail(`${prefix} returned ${what}: invalid kind (expected ${kindOf(original)}, received ${kindOf(conv)})`);
    const invalidObj = validateConvertedObject(original, conv);
    if (invalidObj) return fail(request.isList ? `${prefix} returned invalid converted object at index ${n}: ${invalidObj}` : `${prefix} returned invalid object: ${invalidObj}`);
    const metaErr = restoreObjectMeta(original, conv, minor, rendering);
    if (metaErr) return fail(request.isList ? `${prefix} returned invalid metadata in object at index ${n}: ${metaErr}` : `${prefix} returned invalid metadata: ${metaErr}`);
    out[i] = conv;
  }
  return { errors: [], converted: out };
}

/** Which metadata changes of the webhook were dropped (everything but labels and annotations). */
export function ignoredMetadataChanges(original: JSONValue, webhookOutput: JSONValue): string[] {
  if (!isObject(original) || !isObject(webhookOutput)) return [];
  const a = isObject(original.metadata) ? original.metadata : {};
  const b = isObject(webhookOutput.metadata) ? webhookOutput.metadata : {};
  const out: string[] = [];
  for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (k === 'labels' || k === 'annotations') continue;
    if (!deepEqualJSON(a[k], b[k])) out.push(`metadata.${k}`);
  }
  return out;
}
