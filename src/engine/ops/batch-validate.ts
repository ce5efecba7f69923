// The batch op `validate` over a request object: {"schema","object","oldObject"?,
// "isResourceRoot"?,"kubeVersion"?,"costBudget"?,"perCallLimit"?,"only"?} → {"errors":[diagnostic...]}
// plus, for updates, "ratcheted" (OpenAPI failures let through as unchanged) and "ratchetedRules"
// (rule messages), and "remainingBudget" when a costBudget is given.
import { DEFAULT_KUBE_VERSION } from '../api';
import type { FieldError } from '../field/errors';
import { valueRendering, type ValueRendering } from '../field/errorbody';
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { validateValueAsApiserver } from './validate-value';
import { type OpResult, type Read, read, refuse, respond } from './result';

/** A diagnostic of batch responses, its value rendered as the Kubernetes version asked for renders it. */
export function batchDiagnostic(e: FieldError, rendering: ValueRendering): Record<string, unknown> {
  return { field: e.field, type: e.type, detail: e.detail, message: e.toString(rendering) };
}

/** An integer field of the request (int64 literals arrive as bigint); undefined when absent. */
function integerOf(req: Record<string, unknown>, key: string, min: number): Read<number | undefined> {
  if (!Object.prototype.hasOwnProperty.call(req, key)) return read(undefined);
  const v = req[key];
  const n = typeof v === 'bigint' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min) return refuse(`"${key}" must be an integer${min === 0 ? ' >= 0' : ''}`);
  return read(n);
}

export function validateOp(req: Record<string, unknown>, ctx: { kubeVersion?: string }): OpResult {
  const schema = req.schema;
  if (!isObject(schema as JSONValue)) return refuse('"schema" must be an openAPIV3Schema object');
  if (!Object.prototype.hasOwnProperty.call(req, 'object')) return refuse('"object" is required');
  // TestCELValidationLimit / TestMessageExpression call the validator with their own budget and per-call limit
  const costBudget = integerOf(req, 'costBudget', Number.MIN_SAFE_INTEGER);
  if (!costBudget.ok) return costBudget;
  const perCallLimit = integerOf(req, 'perCallLimit', 0);
  if (!perCallLimit.ok) return perCallLimit;
  if (req.only !== undefined && req.only !== 'cel') return refuse('"only" must be "cel" (the x-kubernetes-validations validator alone)');
  const hasOld = Object.prototype.hasOwnProperty.call(req, 'oldObject');
  const kubeVersion = typeof req.kubeVersion === 'string' ? req.kubeVersion : (ctx.kubeVersion ?? DEFAULT_KUBE_VERSION);
  const rendering = valueRendering(kubeVersion);
  const r = validateValueAsApiserver({
    schema: schema as JSONSchemaProps,
    value: req.object as JSONValue,
    oldValue: hasOld ? (req.oldObject as JSONValue) : undefined,
    isResourceRoot: req.isResourceRoot === true,
    kubeVersion,
    costBudget: costBudget.value,
    perCallLimit: perCallLimit.value,
    celOnly: req.only === 'cel',
  });
  const out: Record<string, unknown> = { errors: r.errors.map((e) => batchDiagnostic(e, rendering)) };
  if (hasOld) {
    out.ratcheted = r.ratcheted.map((e) => batchDiagnostic(e, rendering));
    out.ratchetedRules = r.ratchetedRules;
  }
  if (costBudget.value !== undefined) out.remainingBudget = r.remainingBudget;
  return respond(out);
}
