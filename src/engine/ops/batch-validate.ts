// The batch op `validate` over a request object: {"schema","object","oldObject"?,
// "isResourceRoot"?,"kubeVersion"?} → {"errors":[diagnostic...]} plus, for updates,
// "ratcheted" (OpenAPI failures let through as unchanged) and "ratchetedRules" (rule messages).
import { DEFAULT_KUBE_VERSION } from '../api';
import type { FieldError } from '../field/errors';
import { valueRendering, type ValueRendering } from '../field/errorbody';
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { validateValueAsApiserver } from './validate-value';
import { type OpResult, refuse, respond } from './result';

/** A diagnostic of batch responses, its value rendered as the Kubernetes version asked for renders it. */
export function batchDiagnostic(e: FieldError, rendering: ValueRendering): Record<string, unknown> {
  return { field: e.field, type: e.type, detail: e.detail, message: e.toString(rendering) };
}

export function validateOp(req: Record<string, unknown>, ctx: { kubeVersion?: string }): OpResult {
  const schema = req.schema;
  if (!isObject(schema as JSONValue)) return refuse('"schema" must be an openAPIV3Schema object');
  if (!Object.prototype.hasOwnProperty.call(req, 'object')) return refuse('"object" is required');
  const hasOld = Object.prototype.hasOwnProperty.call(req, 'oldObject');
  const kubeVersion = typeof req.kubeVersion === 'string' ? req.kubeVersion : (ctx.kubeVersion ?? DEFAULT_KUBE_VERSION);
  const rendering = valueRendering(kubeVersion);
  const r = validateValueAsApiserver({
    schema: schema as JSONSchemaProps,
    value: req.object as JSONValue,
    oldValue: hasOld ? (req.oldObject as JSONValue) : undefined,
    isResourceRoot: req.isResourceRoot === true,
    kubeVersion,
  });
  const out: Record<string, unknown> = { errors: r.errors.map((e) => batchDiagnostic(e, rendering)) };
  if (hasOld) {
    out.ratcheted = r.ratcheted.map((e) => batchDiagnostic(e, rendering));
    out.ratchetedRules = r.ratchetedRules;
  }
  return respond(out);
}
