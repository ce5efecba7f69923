// The CEL operations of `crd-playground batch`: evaluate one expression in the Kubernetes
// rule environment (`cel`), and compile every x-kubernetes-validations rule of a schema
// with its estimated cost (`compile`).
import { valueRendering } from '../field/errorbody';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import { DEFAULT_KUBE_VERSION } from '../api';
import { FieldPath } from '../field/path';
import { ArrayList, HashMap, T, celInt, typeName, toProtoJSON, type CelType, type Value } from '../cel';
import { compileSchemaRules, objectMetaNamesCapped, schemaDeclType, unstructuredToVal, defaultCompatibilityVersion, withTypeAndObjectMeta } from '../cel/crd';
import { newRuleEnvironment } from '../cel/crd/celenv';
import { uniqueSelfTypeName } from '../cel/crd/compile';
import type { DeclType } from '../cel/crd/decltype';
import { PER_CALL_LIMIT } from '../cel/crd/limits';
import { type OpResult, refuse, respond } from './result';

interface CelRequestContext {
  kubeVersion?: string;
}

/** A JSON value as a dyn CEL value: int64 values (safe integers, bigints) are int, other numbers double. */
function jsonToCel(v: JSONValue): Value {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return celInt(v);
  if (typeof v === 'number') return Number.isSafeInteger(v) ? celInt(BigInt(v)) : v;
  if (Array.isArray(v)) return new ArrayList(v.map(jsonToCel));
  const m = new HashMap();
  for (const k of Object.keys(v)) m.set(k, jsonToCel(v[k]));
  return m;
}

const DYN_DECL: DeclType = { kind: 'dyn', name: 'dyn', maxElements: 0, minSerializedSize: 0 };

export function celOp(req: Record<string, unknown>, ctx: CelRequestContext): OpResult {
  const expr = req.expr;
  if (typeof expr !== 'string') return refuse('"expr" must be a string');
  const kubeVersion = typeof req.kubeVersion === 'string' ? req.kubeVersion : (ctx.kubeVersion ?? DEFAULT_KUBE_VERSION);
  const schema = isObject(req.schema as JSONValue) ? (req.schema as JSONSchemaProps) : undefined;
  const root = req.isResourceRoot === true;
  const capNames = objectMetaNamesCapped(kubeVersion);
  const decl = (schema && schemaDeclType(schema, root, capNames)) || DYN_DECL;
  const vars = isObject(req.vars as JSONValue) ? (req.vars as Record<string, JSONValue>) : {};
  const extra: Record<string, CelType> = {};
  for (const name of Object.keys(vars)) extra[name] = T.dyn;
  const env = newRuleEnvironment(decl, uniqueSelfTypeName(), false, 'StoredExpressions', defaultCompatibilityVersion(kubeVersion), extra);
  const compiled = env.compile(expr);
  if ('issues' in compiled) return respond({ compileError: compiled.issues });
  const estimate = env.estimateCost(compiled.ast);
  const out: Record<string, unknown> = {
    // types.Type String(): google.protobuf.Duration, list(int), optional_type(int), net.IP
    type: compiled.ast.outputType ? typeName(compiled.ast.outputType) : 'dyn',
    estimatedCost: { min: Number(estimate.min), max: Number(estimate.max) },
  };
  const prg = env.program(compiled.ast, { optimize: req.optimize !== false });
  if (prg.instantiationError) return respond({ ...out, error: prg.instantiationError });
  const bindings: Record<string, Value> = {};
  const selfSchema = schema && root ? withTypeAndObjectMeta(schema, capNames) : schema;
  const bind = (name: string, v: JSONValue) => (bindings[name] = selfSchema ? unstructuredToVal(v, selfSchema, decl) : jsonToCel(v));
  if (Object.prototype.hasOwnProperty.call(req, 'self')) bind('self', req.self as JSONValue);
  if (Object.prototype.hasOwnProperty.call(req, 'oldSelf')) bind('oldSelf', req.oldSelf as JSONValue);
  for (const [name, v] of Object.entries(vars)) bindings[name] = jsonToCel(v);
  const r = prg.eval(bindings, PER_CALL_LIMIT);
  out.runtimeCost = r.cost;
  if ('error' in r) out.error = r.error;
  else out.value = toProtoJSON(r.value);
  return respond(out);
}

export function compileOp(req: Record<string, unknown>, ctx: CelRequestContext): OpResult {
  if (!isObject(req.schema as JSONValue)) return refuse('"schema" must be an openAPIV3Schema object');
  const kubeVersion = typeof req.kubeVersion === 'string' ? req.kubeVersion : (ctx.kubeVersion ?? DEFAULT_KUBE_VERSION);
  const compiled = compileSchemaRules(req.schema as JSONSchemaProps, FieldPath.root(), {
    kubeVersion,
    isResourceRoot: req.isResourceRoot === true,
  });
  return respond({
    rules: compiled.rules.map((r) => ({
      path: r.rulePath,
      rule: r.rule,
      ...(r.error ? { error: r.error } : {}),
      transition: r.transition,
      ...(r.estimatedCost ? { estimatedCost: r.estimatedCost } : {}),
      maxCardinality: r.maxCardinality,
    })),
    errors: compiled.errors.map((e) => ({ field: e.field, type: e.type, detail: e.detail, message: e.toString(valueRendering(kubeVersion)) })),
    estimatedCostTotal: compiled.totalCost,
  });
}
