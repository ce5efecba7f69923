// The operations of `crd-playground batch`. Each takes the parsed request and returns
// the response object; a thrown BadRequest becomes {"error": ...}.
import { checkByDocument } from '../pipeline/stream';
import { readSourceTexts } from './check-sources';
import { batchDiagnostic, validateOp } from './batch-validate';
import type { SourceText } from '../api';
import { compatibilityMatrix, matrixSummary, readMatrixVersions } from '../views/matrix';
import type { JSONSchemaProps, JSONValue } from '../types';
import { cloneJSON, isObject } from '../types';
import { FieldPath } from '../field/path';
import { valueRendering } from '../field/errorbody';
import { validateStructural } from '../schema';
import { prune } from '../pruning';
import { pruneNonNullableNullsWithoutDefaults, applyDefaults } from '../defaulting';
import { sortVersionsByPriority, convertNone, conversionReviewRequest, checkConversionResponse, type ConversionRequest } from '../versions';
import { readCustomResourceDefinition } from '../crd';
import type { CustomResourceDefinition } from '../crd/types';
import type { CustomResourceColumnDefinition } from '../crd/types';
import { convertToTable, matchFieldSelector } from '../printers';
import { checkJson } from './report';
import { celOp, compileOp } from './cel';
import { stringifyJSON } from '../golang/json';

export interface BatchContext {
  kubeVersion?: string;
}

export type BatchOp = (req: Record<string, unknown>, ctx: BatchContext) => unknown;

export class BadRequest extends Error {}

function schemaOf(req: Record<string, unknown>, key = 'schema'): JSONSchemaProps {
  const s = req[key];
  if (!isObject(s as JSONValue)) throw new BadRequest(`"${key}" must be an openAPIV3Schema object`);
  return s as JSONSchemaProps;
}

/** The Kubernetes version of a request: its own `kubeVersion`, else the batch's. */
function kubeVersionOf(req: Record<string, unknown>, ctx: BatchContext): string | undefined {
  return typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion;
}

/** The CRD of a request (v1 or v1beta1), or a BadRequest with its first problem (rendered as the request's version does). */
function crdOf(req: Record<string, unknown>, ctx: BatchContext): CustomResourceDefinition {
  const r = readCustomResourceDefinition(req.crd as JSONValue);
  if (!r.crd) throw new BadRequest(`"crd" is not a CustomResourceDefinition: ${r.errors[0]?.toString(valueRendering(kubeVersionOf(req, ctx))) ?? 'unreadable'}`);
  return r.crd;
}

function stringOf(req: Record<string, unknown>, key: string): string {
  const v = req[key];
  if (typeof v !== 'string' || v === '') throw new BadRequest(`"${key}" must be a non-empty string`);
  return v;
}

function arrayOf(req: Record<string, unknown>, key: string): JSONValue[] {
  const v = req[key];
  if (!Array.isArray(v)) throw new BadRequest(`"${key}" must be an array`);
  return v as JSONValue[];
}

/** A ConversionReview request as sent (the `request` of checkConversionResponse) back in the converter's terms. */
function sentRequest(review: JSONValue): ConversionRequest {
  if (!isObject(review) || !isObject(review.request)) throw new BadRequest('"request" must be a ConversionReview with a request');
  const r = review.request;
  const objects = Array.isArray(r.objects) ? (r.objects as JSONValue[]) : [];
  const apiVersion = typeof review.apiVersion === 'string' ? review.apiVersion : '';
  return {
    review,
    reviewVersion: apiVersion.endsWith('/v1beta1') ? 'v1beta1' : 'v1',
    uid: typeof r.uid === 'string' ? r.uid : '',
    desiredAPIVersion: typeof r.desiredAPIVersion === 'string' ? r.desiredAPIVersion : '',
    objects,
    isList: objects.length !== 1,
    sentIndexes: objects.map((_, i) => i),
  };
}

function has(req: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(req, key);
}

function documentsText(docs: unknown, key: string): string {
  if (!Array.isArray(docs)) throw new BadRequest(`"${key}" must be an array of documents`);
  return docs.map((d) => stringifyJSON(d)).join('\n---\n');
}

/** "sources"/"oldSources" texts (engine/ops/check-sources.ts); not together with their parsed alternative. */
function textsOf(req: Record<string, unknown>, key: string, alternative: string): SourceText[] {
  if (has(req, alternative)) throw new BadRequest(`give "${key}" or "${alternative}", not both`);
  const r = readSourceTexts(req[key], key);
  if ('error' in r) throw new BadRequest(r.error);
  return r.sources;
}

export const BATCH_OPS: Record<string, BatchOp> = {
  check(req, ctx) {
    const sources = has(req, 'sources') ? textsOf(req, 'sources', 'documents') : [{ id: 'documents', text: documentsText(req.documents, 'documents') }];
    const oldSources = has(req, 'oldSources') ? textsOf(req, 'oldSources', 'old') : has(req, 'old') ? [{ id: 'old', text: documentsText(req.old, 'old') }] : undefined;
    // texts are checked one document at a time (the same result as check())
    const result = checkByDocument({
      sources,
      oldSources,
      options: {
        kubeVersion: typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion,
        strict: req.strict === true,
        request: !oldSources ? 'create' : req.subresource === 'status' ? 'status' : 'update',
      },
    });
    return checkJson(result);
  },
  matrix(req) {
    const sources = [{ id: 'documents', text: documentsText(req.documents, 'documents') }];
    const oldSources = has(req, 'old') ? [{ id: 'old', text: documentsText(req.old, 'old') }] : undefined;
    if (has(req, 'kubeVersion')) throw new BadRequest('"kubeVersion" does not apply to the matrix op: it checks every supported version ("versions" selects some)');
    const wanted = readMatrixVersions(req.versions);
    if ('error' in wanted) throw new BadRequest(wanted.error);
    const request = !oldSources ? 'create' : req.subresource === 'status' ? 'status' : 'update';
    return matrixSummary(compatibilityMatrix({ sources, oldSources, options: { strict: req.strict === true, request } }, wanted.versions));
  },
  structural(req, ctx) {
    const kubeVersion = kubeVersionOf(req, ctx);
    const rendering = valueRendering(kubeVersion);
    return { violations: validateStructural(FieldPath.root(), schemaOf(req), { kubeVersion }).map((e) => batchDiagnostic(e, rendering)) };
  },
  validate: (req, ctx) => validateOp(req, ctx),
  prune(req) {
    if (!has(req, 'object')) throw new BadRequest('"object" is required');
    const obj = cloneJSON(req.object as JSONValue);
    const pruned = prune(obj, schemaOf(req), { isResourceRoot: req.isResourceRoot === true });
    return { object: obj, pruned };
  },
  default(req) {
    if (!has(req, 'object')) throw new BadRequest('"object" is required');
    const schema = schemaOf(req);
    const obj = cloneJSON(req.object as JSONValue);
    pruneNonNullableNullsWithoutDefaults(obj, schema);
    applyDefaults(obj, schema);
    return { object: obj };
  },
  convert(req, ctx) {
    const crd = crdOf(req, ctx);
    if (!has(req, 'object')) throw new BadRequest('"object" is required');
    return convertNone(crd, req.object as JSONValue, stringOf(req, 'toVersion'));
  },
  conversionReview(req, ctx) {
    const r = conversionReviewRequest(crdOf(req, ctx), arrayOf(req, 'objects'), stringOf(req, 'toVersion'), typeof req.uid === 'string' ? req.uid : undefined);
    return r.error ? { error: r.error } : { review: r.review, sentIndexes: r.sentIndexes };
  },
  checkConversionResponse(req, ctx) {
    if (!has(req, 'response')) throw new BadRequest('"response" is required');
    return checkConversionResponse(crdOf(req, ctx), sentRequest(req.request as JSONValue), req.response as JSONValue, typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion);
  },
  columns(req) {
    const columns = arrayOf(req, 'columns') as unknown as CustomResourceColumnDefinition[];
    const objects = arrayOf(req, 'objects');
    const now = typeof req.now === 'string' ? req.now : undefined;
    const t = convertToTable(columns, objects, { now, wide: true });
    return { headers: t.headers.map((h) => h.name), rows: t.rows, ...(t.columnError ? { columnError: t.columnError } : {}) };
  },
  fieldSelector(req, ctx) {
    const crd = crdOf(req, ctx);
    const objects = arrayOf(req, 'objects');
    const first = objects.find((o) => isObject(o) && typeof o.apiVersion === 'string') as { apiVersion?: string } | undefined;
    const version = typeof req.version === 'string' ? req.version : ((first?.apiVersion ?? '').split('/').pop() ?? '');
    const r = matchFieldSelector(crd, version, objects, stringOf(req, 'selector'), typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion);
    return 'error' in r ? { error: r.error } : { matches: r.matches };
  },
  cel: (req, ctx) => celOp(req, ctx),
  compile: (req, ctx) => compileOp(req, ctx),
  versions(req) {
    if (!Array.isArray(req.versions) || !req.versions.every((v) => typeof v === 'string')) {
      throw new BadRequest('"versions" must be an array of strings');
    }
    return { sorted: sortVersionsByPriority(req.versions as string[]) };
  },
};
