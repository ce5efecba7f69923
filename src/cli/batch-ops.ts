// The operations of `crd-playground batch`. Each takes the parsed request and returns
// the response object; a thrown BadRequest becomes {"error": ...}.
import { check } from '../engine';
import type { JSONSchemaProps, JSONValue } from '../engine/types';
import { cloneJSON, isObject } from '../engine/types';
import { FieldPath } from '../engine/field/path';
import type { FieldError } from '../engine/field/errors';
import { validateStructural } from '../engine/schema';
import { validateValue } from '../engine/validation';
import { prune } from '../engine/pruning';
import { pruneNonNullableNullsWithoutDefaults, applyDefaults } from '../engine/defaulting';
import { sortVersionsByPriority } from '../engine/versions';
import { checkJson } from './report';

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

function has(req: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(req, key);
}

export function batchError(e: FieldError): Record<string, unknown> {
  return { field: e.field, type: e.type, detail: e.detail, message: e.toString() };
}

function documentsText(docs: unknown, key: string): string {
  if (!Array.isArray(docs)) throw new BadRequest(`"${key}" must be an array of documents`);
  return docs.map((d) => JSON.stringify(d)).join('\n---\n');
}

export const BATCH_OPS: Record<string, BatchOp> = {
  check(req, ctx) {
    const sources = [{ id: 'documents', text: documentsText(req.documents, 'documents') }];
    const oldSources = has(req, 'old') ? [{ id: 'old', text: documentsText(req.old, 'old') }] : undefined;
    const result = check({
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
  structural(req) {
    return { violations: validateStructural(FieldPath.root(), schemaOf(req)).map(batchError) };
  },
  validate(req) {
    if (!has(req, 'object')) throw new BadRequest('"object" is required');
    const errs = validateValue(schemaOf(req), req.object as JSONValue, { isResourceRoot: req.isResourceRoot === true });
    return { errors: errs.map(batchError) };
  },
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
  versions(req) {
    if (!Array.isArray(req.versions) || !req.versions.every((v) => typeof v === 'string')) {
      throw new BadRequest('"versions" must be an array of strings');
    }
    return { sorted: sortVersionsByPriority(req.versions as string[]) };
  },
};
