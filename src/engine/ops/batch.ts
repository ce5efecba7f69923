// The operations of `crd-playground batch`. Each takes the parsed request and returns a
// result: the response object, or why the request cannot be run (the CLI answers {"error": ...}).
import { checkByDocument } from '../pipeline/stream';
import { readSourceTexts } from './check-sources';
import { batchDiagnostic, validateOp } from './batch-validate';
import type { SourceText } from '../api';
import { compatibilityMatrix, matrixSummary, readMatrixVersions } from '../views/matrix';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import { FieldPath } from '../field/path';
import { valueRendering } from '../field/errorbody';
import { validateStructural } from '../schema';
import { prunedCopy } from '../pruning';
import { sortVersionsByPriority, convertNone, conversionReviewRequest, checkConversionResponse, type ConversionRequest } from '../versions';
import { readCustomResourceDefinition } from '../crd';
import type { CustomResourceDefinition } from '../apis/crd';
import type { CustomResourceColumnDefinition } from '../apis/crd';
import { convertToTable, matchFieldSelector } from '../printers';
import { checkJson } from './report';
import { celOp, compileOp } from './cel';
import { validateCRDOp } from './validate-crd';
import { generateOp, type K8sApiProvider } from './batch-generate';
import { stringifyJSON } from '../golang/json';
import { type OpResult, type Read, read, refuse, respond } from './result';

export interface BatchContext {
  kubeVersion?: string;
  /** The k8s.io/api declarations the caller loaded, by minor ("1.36"), for the generate op. */
  k8sApi?: K8sApiProvider;
}

export type BatchOp = (req: Record<string, unknown>, ctx: BatchContext) => OpResult;

function schemaOf(req: Record<string, unknown>, key = 'schema'): Read<JSONSchemaProps> {
  const s = req[key];
  if (!isObject(s as JSONValue)) return refuse(`"${key}" must be an openAPIV3Schema object`);
  return read(s as JSONSchemaProps);
}

/** The Kubernetes version of a request: its own `kubeVersion`, else the batch's. */
function kubeVersionOf(req: Record<string, unknown>, ctx: BatchContext): string | undefined {
  return typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion;
}

/** The CRD of a request (v1 or v1beta1), or its first problem (rendered as the request's version does). */
function crdOf(req: Record<string, unknown>, ctx: BatchContext): Read<CustomResourceDefinition> {
  const r = readCustomResourceDefinition(req.crd as JSONValue);
  if (!r.crd) return refuse(`"crd" is not a CustomResourceDefinition: ${r.errors[0]?.toString(valueRendering(kubeVersionOf(req, ctx))) ?? 'unreadable'}`);
  return read(r.crd);
}

function stringOf(req: Record<string, unknown>, key: string): Read<string> {
  const v = req[key];
  if (typeof v !== 'string' || v === '') return refuse(`"${key}" must be a non-empty string`);
  return read(v);
}

function arrayOf(req: Record<string, unknown>, key: string): Read<JSONValue[]> {
  const v = req[key];
  if (!Array.isArray(v)) return refuse(`"${key}" must be an array`);
  return read(v as JSONValue[]);
}

/** A ConversionReview request as sent (the `request` of checkConversionResponse) back in the converter's terms. */
function sentRequest(review: JSONValue): Read<ConversionRequest> {
  if (!isObject(review) || !isObject(review.request)) return refuse('"request" must be a ConversionReview with a request');
  const r = review.request;
  const objects = Array.isArray(r.objects) ? (r.objects as JSONValue[]) : [];
  const apiVersion = typeof review.apiVersion === 'string' ? review.apiVersion : '';
  return read({
    review,
    reviewVersion: apiVersion.endsWith('/v1beta1') ? 'v1beta1' : 'v1',
    uid: typeof r.uid === 'string' ? r.uid : '',
    desiredAPIVersion: typeof r.desiredAPIVersion === 'string' ? r.desiredAPIVersion : '',
    objects,
    isList: objects.length !== 1,
    sentIndexes: objects.map((_, i) => i),
  });
}

function has(req: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(req, key);
}

function documentsText(docs: unknown, key: string): Read<string> {
  if (!Array.isArray(docs)) return refuse(`"${key}" must be an array of documents`);
  return read(docs.map((d) => stringifyJSON(d)).join('\n---\n'));
}

/** "sources"/"oldSources" texts (engine/ops/check-sources.ts); not together with their parsed alternative. */
function textsOf(req: Record<string, unknown>, key: string, alternative: string): Read<SourceText[]> {
  if (has(req, alternative)) return refuse(`give "${key}" or "${alternative}", not both`);
  const r = readSourceTexts(req[key], key);
  if ('error' in r) return refuse(r.error);
  return read(r.sources);
}

/** The sources of `key` (texts) or `alternative` (parsed documents), named `id` when parsed. */
function sourcesOf(req: Record<string, unknown>, key: string, alternative: string): Read<SourceText[]> {
  if (has(req, key)) return textsOf(req, key, alternative);
  const text = documentsText(req[alternative], alternative);
  return text.ok ? read([{ id: alternative, text: text.value }]) : text;
}

export const BATCH_OPS: Record<string, BatchOp> = {
  check(req, ctx) {
    const sources = sourcesOf(req, 'sources', 'documents');
    if (!sources.ok) return sources;
    let oldSources: SourceText[] | undefined;
    if (has(req, 'oldSources') || has(req, 'old')) {
      const old = sourcesOf(req, 'oldSources', 'old');
      if (!old.ok) return old;
      oldSources = old.value;
    }
    // texts are checked one document at a time (the same result as check())
    const result = checkByDocument({
      sources: sources.value,
      oldSources,
      options: {
        kubeVersion: typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion,
        strict: req.strict === true,
        request: !oldSources ? 'create' : req.subresource === 'status' ? 'status' : 'update',
      },
    });
    return respond(checkJson(result));
  },
  matrix(req) {
    const docs = documentsText(req.documents, 'documents');
    if (!docs.ok) return docs;
    const old = has(req, 'old') ? documentsText(req.old, 'old') : undefined;
    if (old && !old.ok) return old;
    if (has(req, 'kubeVersion')) return refuse('"kubeVersion" does not apply to the matrix op: it checks every supported version ("versions" selects some)');
    const wanted = readMatrixVersions(req.versions);
    if ('error' in wanted) return refuse(wanted.error);
    const sources = [{ id: 'documents', text: docs.value }];
    const oldSources = old ? [{ id: 'old', text: old.value }] : undefined;
    const request = !oldSources ? 'create' : req.subresource === 'status' ? 'status' : 'update';
    return respond(matrixSummary(compatibilityMatrix({ sources, oldSources, options: { strict: req.strict === true, request } }, wanted.versions)));
  },
  structural(req, ctx) {
    const schema = schemaOf(req);
    if (!schema.ok) return schema;
    const kubeVersion = kubeVersionOf(req, ctx);
    const rendering = valueRendering(kubeVersion);
    return respond({ violations: validateStructural(FieldPath.root(), schema.value, { kubeVersion }).map((e) => batchDiagnostic(e, rendering)) });
  },
  validate: (req, ctx) => validateOp(req, ctx),
  validateCRD: (req, ctx) => validateCRDOp(req, ctx),
  prune(req) {
    if (!has(req, 'object')) return refuse('"object" is required');
    const schema = schemaOf(req);
    if (!schema.ok) return schema;
    // the pruned copy, built in one walk (the request's object is left alone)
    const r = prunedCopy(req.object as JSONValue, schema.value, { dropNulls: false, defaults: false, prune: { isResourceRoot: req.isResourceRoot === true } });
    return respond({ object: r.value, pruned: r.pruned });
  },
  default(req) {
    if (!has(req, 'object')) return refuse('"object" is required');
    const schema = schemaOf(req);
    if (!schema.ok) return schema;
    // PruneNonNullableNullsWithoutDefaults then Default, as one copying walk
    const r = prunedCopy(req.object as JSONValue, schema.value, { dropNulls: true, defaults: true });
    return respond({ object: r.value });
  },
  convert(req, ctx) {
    const crd = crdOf(req, ctx);
    if (!crd.ok) return crd;
    if (!has(req, 'object')) return refuse('"object" is required');
    const toVersion = stringOf(req, 'toVersion');
    if (!toVersion.ok) return toVersion;
    return respond(convertNone(crd.value, req.object as JSONValue, toVersion.value));
  },
  conversionReview(req, ctx) {
    const crd = crdOf(req, ctx);
    if (!crd.ok) return crd;
    const objects = arrayOf(req, 'objects');
    if (!objects.ok) return objects;
    const toVersion = stringOf(req, 'toVersion');
    if (!toVersion.ok) return toVersion;
    const r = conversionReviewRequest(crd.value, objects.value, toVersion.value, typeof req.uid === 'string' ? req.uid : undefined);
    return respond(r.error ? { error: r.error } : { review: r.review, sentIndexes: r.sentIndexes });
  },
  checkConversionResponse(req, ctx) {
    if (!has(req, 'response')) return refuse('"response" is required');
    const crd = crdOf(req, ctx);
    if (!crd.ok) return crd;
    const sent = sentRequest(req.request as JSONValue);
    if (!sent.ok) return sent;
    return respond(checkConversionResponse(crd.value, sent.value, req.response as JSONValue, typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion));
  },
  columns(req) {
    const columns = arrayOf(req, 'columns');
    if (!columns.ok) return columns;
    const objects = arrayOf(req, 'objects');
    if (!objects.ok) return objects;
    const now = typeof req.now === 'string' ? req.now : undefined;
    const t = convertToTable(columns.value as unknown as CustomResourceColumnDefinition[], objects.value, { now, wide: true });
    return respond({ headers: t.headers.map((h) => h.name), rows: t.rows, ...(t.columnError ? { columnError: t.columnError } : {}) });
  },
  fieldSelector(req, ctx) {
    const crd = crdOf(req, ctx);
    if (!crd.ok) return crd;
    const objects = arrayOf(req, 'objects');
    if (!objects.ok) return objects;
    const first = objects.value.find((o) => isObject(o) && typeof o.apiVersion === 'string') as { apiVersion?: string } | undefined;
    const version = typeof req.version === 'string' ? req.version : ((first?.apiVersion ?? '').split('/').pop() ?? '');
    const selector = stringOf(req, 'selector');
    if (!selector.ok) return selector;
    const r = matchFieldSelector(crd.value, version, objects.value, selector.value, typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion);
    return respond('error' in r ? { error: r.error } : { matches: r.matches });
  },
  cel: (req, ctx) => celOp(req, ctx),
  compile: (req, ctx) => compileOp(req, ctx),
  generate: (req, ctx) => generateOp(req, kubeVersionOf(req, ctx), ctx.k8sApi),
  versions(req) {
    if (!Array.isArray(req.versions) || !req.versions.every((v) => typeof v === 'string')) {
      return refuse('"versions" must be an array of strings');
    }
    return respond({ sorted: sortVersionsByPriority(req.versions as string[]) });
  },
};
