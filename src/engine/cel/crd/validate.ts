// Evaluating x-kubernetes-validations against custom-resource values:
// apiextensions-apiserver/pkg/apiserver/schema/cel/validation.go (NewValidator, Validate,
// validateExpressions, evalMessageExpression, validateMap, validateArray). The validator tree is
// built once per schema object (WeakMap cache); a node's rules are compiled when an object first
// has a value there (most objects reach a small part of a large schema) and evaluated for every object.
import type { JSONSchemaProps, ValidationRule } from '../../apis/jsonschema';
import type { JSONValue } from '../../apis/json';
import { isObject } from '../../apis/json';
import { FieldPath } from '../../field/path';
import { type FieldError, OMIT_VALUE, duplicate, forbidden, internalError, invalid, required } from '../../field/errors';
import { valueRendering, type ValueRendering } from '../../field/errorbody';
import { CelOptional, type Value } from '../values';
import {
  type DeclType,
  additionalPropertiesSchema,
  isEmbeddedResource,
  isIntOrString,
  itemsSchema,
  nodeDeclType,
  objectMetaNamesCapped,
  withTypeAndObjectMeta,
  withTypeAndObjectMetaForValues,
} from './decltype';
import { escapeName } from './escaping';
import { type CompiledRule, compileNodeRules, hasRulesBelow } from './compile';
import { defaultCompatibilityVersion } from './celenv';
import { CorrelatedObject, type Ratcheting, makeMapList, ratchetIndex, ratchetKey, shouldRatchet } from './correlation';
import { MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES, PER_CALL_LIMIT, RUNTIME_CEL_COST_BUDGET } from './limits';
import { goTrimSpace } from './rulefields';
import { unstructuredToVal } from './unstructured';
import { ContentCache } from '../../cache';
import { stringifyJSON } from '../../golang/json';
import { utf8Len } from '../../golang/utf8';

/** The outcome of one rule at one value, for the UI's CEL tab. */
export interface RuleResult {
  /** Schema location of the rule relative to the schema root, e.g. `properties[spec].x-kubernetes-validations[0]`. */
  rulePath: string;
  index: number;
  rule: string;
  /** The value's field path (where `self` was bound), e.g. `spec.items[2]`. */
  fieldPath: string;
  status: 'passed' | 'failed' | 'error' | 'skipped';
  /** Failure message (failed) or error detail (error). */
  message?: string;
  skipReason?: string;
  /** Runtime cost of the rule (plus its messageExpression, when evaluated). */
  cost?: number;
  /** The failure was ratcheted into a warning (old value unchanged). */
  ratcheted?: boolean;
  /** Why the messageExpression was not used (the apiserver only logs this and falls back to the message). */
  messageExpressionError?: string;
}

export interface ValidateOptions {
  kubeVersion: string;
  isResourceRoot: boolean;
  /** RuntimeCELCostBudget unless given. */
  runtimeBudget?: number;
  /** PerCallLimit unless given. */
  perCallLimit?: number;
  /** Path of the value (the strategy passes a nil path: root errors print `<nil>`). Default: the root. */
  fldPath?: FieldPath;
  /** CRDValidationRatcheting (on by default from 1.30): failures on unchanged values become warnings. */
  ratcheting?: boolean;
}

export interface ValidateResult {
  errors: FieldError[];
  /**
   * Ratcheted failures: kube adds each as a warning whose text is the error's text
   * (`warning.AddWarning(ctx, "", e.Error())`); the field path is the rule's node, as in the error.
   */
  warnings: FieldError[];
  results: RuleResult[];
  /** Budget left (negative once validation stopped). */
  remainingBudget: number;
}

/** Validator: the compiled rules of one schema node and the validators below it. */
interface Validator {
  schema: JSONSchemaProps;
  rulesPath: FieldPath;
  rules: ValidationRule[];
  /** The rules compiled (compiledRules), once an object has a value at this node. */
  compiled?: CompiledRule[];
  /** The CEL compatibility version the rules compile with. */
  compat: string;
  compilationErr?: string;
  isResourceRoot: boolean;
  decl?: DeclType;
  items?: Validator;
  additionalProperties?: Validator;
  properties: Map<string, Validator>;
  allOf: Validator[];
}

/** Whether any node of the schema has x-kubernetes-validations (cel.NewValidator returns nil otherwise). */
export function hasXValidations(s: JSONSchemaProps | undefined): boolean {
  if (!s || typeof s !== 'object') return false;
  const r = s['x-kubernetes-validations'];
  if (Array.isArray(r) && r.length > 0) return true;
  if (hasXValidations(itemsSchema(s))) return true;
  if (hasXValidations(additionalPropertiesSchema(s))) return true;
  if (isObject(s.properties as JSONValue)) for (const p of Object.values(s.properties!)) if (hasXValidations(p)) return true;
  return false;
}

/**
 * A node's DeclType before it is made: schemaDeclType(schema, isRoot, capNames), which is defined (declDefined). A validator
 * node needs its DeclType only when it has rules (to compile them and to read `self`); the nodes above it only lead the way,
 * so their types are not made: a field's type in its object's DeclType is schemaDeclType of the property's schema (of the
 * withTypeAndObjectMeta form for a resource root's kind, apiVersion and metadata), a list's or map's element type that of its
 * items or additionalProperties schema — the same types NewValidator reads from the root's DeclType.
 */
interface DeclRef {
  schema: JSONSchemaProps;
  isRoot: boolean;
  /** The DeclType once made (at a node with rules); the nodes below read theirs from it, as NewValidator does. */
  decl: DeclType | undefined;
}

/**
 * Whether schemaDeclType(s, isRoot, …) is defined (for either isRoot: withTypeAndObjectMeta keeps a root's type, items and
 * additionalProperties): only lists and maps of unexposed elements and schemas of no known type are not.
 */
function declDefined(s: JSONSchemaProps | undefined): boolean {
  if (!s || typeof s !== 'object') return false;
  if (isIntOrString(s)) return true;
  switch (s.type) {
    case 'array': {
      const items = itemsSchema(s);
      return declDefined(items);
    }
    case 'object': {
      const ap = additionalPropertiesSchema(s);
      return ap ? declDefined(ap) : true;
    }
    case 'string':
    case 'boolean':
    case 'number':
    case 'integer':
      return true;
  }
  return false;
}

function declRef(s: JSONSchemaProps | undefined, isRoot: boolean): DeclRef | undefined {
  return declDefined(s) ? { schema: s!, isRoot, decl: undefined } : undefined;
}

/** A DeclType already made, as a DeclRef. */
function madeRef(decl: DeclType | undefined): DeclRef | undefined {
  return decl ? { schema: decl.schema!, isRoot: false, decl } : undefined;
}

/** The type of property `name` (escaped `esc`) in the DeclType of `ref` (its `fields` entry), as a DeclRef. */
function fieldRef(ref: DeclRef, name: string, esc: string, capNames: boolean): DeclRef | undefined {
  if (ref.decl) return madeRef(ref.decl.fields?.get(esc)?.type);
  let s = ref.schema;
  if (isIntOrString(s)) return undefined;
  if (ref.isRoot) s = withTypeAndObjectMeta(s, capNames);
  if (s.type !== 'object' || additionalPropertiesSchema(s)) return undefined;
  const props = s.properties;
  if (props === undefined || props === null || typeof props !== 'object' || Array.isArray(props) || !Object.prototype.hasOwnProperty.call(props, name)) return undefined;
  const prop = props[name];
  if (!prop || typeof prop !== 'object') return undefined;
  return declRef(prop, isEmbeddedResource(prop));
}

/** The elemType of the DeclType of `ref` (a list's items, a map's values), as a DeclRef. */
function elemRef(ref: DeclRef | undefined): DeclRef | undefined {
  if (!ref) return undefined;
  if (ref.decl) return madeRef(ref.decl.elemType);
  const s = ref.schema;
  if (isIntOrString(s)) return undefined;
  let e: JSONSchemaProps | undefined;
  if (s.type === 'array') e = itemsSchema(s);
  else if (s.type === 'object') e = additionalPropertiesSchema(s);
  return e ? declRef(e, isEmbeddedResource(e)) : undefined;
}

/**
 * validator(validationSchema, nodeSchema, isResourceRoot, declType). A subtree of the validation schema without rules has no
 * validator (NewValidator's walk finds none there), so it is not walked (hasRulesBelow); a node's DeclType is made only when
 * the node has rules (DeclRef).
 */
function buildValidator(
  validationSchema: JSONSchemaProps,
  nodeSchema: JSONSchemaProps,
  isResourceRoot: boolean,
  ref: DeclRef | undefined,
  rulesPath: FieldPath,
  compat: string,
  capNames: boolean,
): Validator | undefined {
  if (!hasRulesBelow(validationSchema)) return undefined;
  const rules = Array.isArray(validationSchema['x-kubernetes-validations']) ? validationSchema['x-kubernetes-validations'] : [];
  let compilationErr: string | undefined;
  if (rules.length > 0 && !ref) {
    compilationErr = `rule declared on schema that does not support validation rules type: '${nodeSchema.type ?? ''}' x-kubernetes-preserve-unknown-fields: '${nodeSchema['x-kubernetes-preserve-unknown-fields'] === true}'`;
  }
  // a node with rules makes its DeclType (or takes the compile walk's), and those below read theirs from it
  if (rules.length > 0 && ref && !ref.decl) ref = { schema: ref.schema, isRoot: ref.isRoot, decl: nodeDeclType(ref.schema, ref.isRoot, capNames) };
  const v: Validator = {
    schema: nodeSchema,
    rulesPath,
    rules,
    compat,
    compilationErr,
    isResourceRoot,
    decl: rules.length > 0 ? ref?.decl : undefined,
    properties: new Map(),
    allOf: [],
  };
  const vItems = itemsSchema(validationSchema);
  const nItems = itemsSchema(nodeSchema);
  if (vItems && nItems) v.items = buildValidator(vItems, nItems, isEmbeddedResource(nItems), elemRef(ref), rulesPath.child('items'), compat, capNames);
  const vProps = isObject(validationSchema.properties as JSONValue) ? validationSchema.properties! : {};
  const nProps = isObject(nodeSchema.properties as JSONValue) ? nodeSchema.properties! : {};
  for (const k of Object.keys(vProps)) {
    const np = nProps[k];
    if (!np || !vProps[k]) continue;
    let fieldType: DeclRef | undefined;
    const esc = escapeName(k);
    if (esc !== undefined) {
      if (!ref) continue;
      fieldType = fieldRef(ref, k, esc, capNames);
      if (!fieldType) continue;
    } else {
      fieldType = declRef(np, isEmbeddedResource(np));
      if (!fieldType) continue;
    }
    const p = buildValidator(vProps[k], np, isEmbeddedResource(np), fieldType, rulesPath.child('properties').key(k), compat, capNames);
    if (p) v.properties.set(k, p);
  }
  const vAp = additionalPropertiesSchema(validationSchema);
  const nAp = additionalPropertiesSchema(nodeSchema);
  if (vAp && nAp) v.additionalProperties = buildValidator(vAp, nAp, isEmbeddedResource(nAp), elemRef(ref), rulesPath.child('additionalProperties'), compat, capNames);
  if (Array.isArray(validationSchema.allOf)) {
    validationSchema.allOf.forEach((a, i) => {
      if (!a || typeof a !== 'object') return;
      const av = buildValidator(a, nodeSchema, isResourceRoot, ref, rulesPath.child('allOf').index(i), compat, capNames);
      if (av) v.allOf.push(av);
    });
  }
  if (rules.length > 0 || compilationErr || v.items || v.additionalProperties || v.properties.size > 0 || v.allOf.length > 0) return v;
  return undefined;
}

/** The node's rules compiled against its DeclType in the StoredExpressions environment, made on first use and kept with the validator. */
function compiledRules(v: Validator): CompiledRule[] {
  if (v.compiled) return v.compiled;
  v.compiled = v.rules.length > 0 && v.decl ? compileNodeRules({ ...v.schema, 'x-kubernetes-validations': v.rules }, v.decl, () => 'StoredExpressions', v.compat) : [];
  return v.compiled;
}

// a one-shot check (contentSeenOnce) makes no content key: an equal schema of another CRD or version, the
// only repeat the key could answer there, builds its own validator (the same one); the key is a text of the whole
// schema, descriptions included, made for every served version an object names
const validatorCache = new ContentCache<Validator | null>('cel.validators', 32, (obj) => stringifyJSON(obj), true);

/** Schemas (by identity) without x-kubernetes-validations anywhere. */
const withoutRules = new WeakSet<object>();

/** NewValidator(s, isResourceRoot), cached per schema (identity, then content), version and root flag. */
function validatorFor(schema: JSONSchemaProps, isResourceRoot: boolean, kubeVersion: string): Validator | undefined {
  // like NewValidator, a schema without rules (rules only inside allOf do not count) has no
  // validator, whatever its content (no content key made for it)
  if (withoutRules.has(schema)) return undefined;
  if (!hasXValidations(schema)) {
    withoutRules.add(schema);
    return undefined;
  }
  const v = validatorCache.get(
    schema,
    `${kubeVersion}|${isResourceRoot}`,
    () => buildValidator(schema, schema, isResourceRoot, declRef(schema, isResourceRoot), FieldPath.root(), defaultCompatibilityVersion(kubeVersion), objectMetaNamesCapped(kubeVersion)) ?? null,
  );
  return v ?? undefined;
}

interface RunState {
  budget: number;
  perCallLimit: number;
  errors: FieldError[];
  warnings: FieldError[];
  results: RuleResult[];
  /** the Kubernetes version's rendering of bad values in a failed rule's message */
  rendering: ValueRendering;
}

const ruleText = (r: ValidationRule) => (typeof r.rule === 'string' ? r.rule : '');
const ruleMessage = (r: ValidationRule) => (typeof r.message === 'string' ? r.message : '');

/** ruleErrorString */
function ruleErrorString(rule: ValidationRule): string {
  const m = ruleMessage(rule);
  return m.length > 0 ? goTrimSpace(m) : goTrimSpace(ruleText(rule));
}

/** ruleMessageOrDefault */
function ruleMessageOrDefault(rule: ValidationRule): string {
  const m = ruleMessage(rule);
  return m.length === 0 ? `failed rule: ${ruleErrorString(rule)}` : goTrimSpace(m);
}

/** fieldErrorForReason */
function fieldErrorForReason(p: FieldPath, value: unknown, detail: string, reason: unknown): FieldError {
  switch (reason) {
    case 'FieldValueForbidden':
      return forbidden(p, detail);
    case 'FieldValueRequired':
      return required(p, detail);
    case 'FieldValueDuplicate':
      return duplicate(p, value);
    default:
      return invalid(p, value, detail);
  }
}

/** The bad value kube reports for runtime errors: the schema's type (field.Invalid(fldPath, sts.Type, …)). */
const typeValue = (s: JSONSchemaProps) => (typeof s.type === 'string' ? s.type : '');

function validateNode(v: Validator | undefined, fldPath: FieldPath, obj: JSONValue | undefined, oldObj: JSONValue | undefined, corr: Ratcheting, st: RunState): void {
  if (!v || obj === null || obj === undefined) return;
  validateExpressions(v, fldPath, obj, oldObj, corr, st);
  if (st.budget < 0) return;
  for (const a of v.allOf) {
    validateNode(a, fldPath, obj, oldObj, { nearestParent: corr.nearestParent }, st);
    if (st.budget < 0) return;
  }
  if (Array.isArray(obj)) {
    if (!v.items) return;
    const oldItems = makeMapList(v.schema, Array.isArray(oldObj) ? oldObj : undefined);
    for (let i = 0; i < obj.length; i++) {
      validateNode(v.items, fldPath.index(i), obj[i], oldItems.get(obj[i]), ratchetIndex(corr, i), st);
      if (st.budget < 0) return;
    }
  } else if (isObject(obj)) {
    const oldMap = isObject(oldObj ?? null) ? (oldObj as Record<string, JSONValue>) : undefined;
    const mt = v.schema['x-kubernetes-map-type'];
    const correlatable = mt === undefined || mt === null || mt === 'granular' || mt === 'atomic';
    const oldOf = (k: string) => (correlatable && oldMap && Object.prototype.hasOwnProperty.call(oldMap, k) ? oldMap[k] : undefined);
    if (v.additionalProperties) {
      for (const [k, val] of Object.entries(obj)) {
        validateNode(v.additionalProperties, fldPath.key(k), val, oldOf(k), ratchetKey(corr, k), st);
        if (st.budget < 0) return;
      }
    }
    if (v.properties.size > 0) {
      for (const [k, val] of Object.entries(obj)) {
        const sub = v.properties.get(k);
        if (!sub) continue;
        validateNode(sub, fldPath.child(k), val, oldOf(k), ratchetKey(corr, k), st);
        if (st.budget < 0) return;
      }
    }
  }
}

function validateExpressions(v: Validator, fldPath: FieldPath, obj: JSONValue, oldObj: JSONValue | undefined, corr: Ratcheting, st: RunState): void {
  if (oldObj === null) oldObj = undefined;
  let sts = v.schema;
  const result = (i: number, r: Omit<RuleResult, 'rulePath' | 'index' | 'rule' | 'fieldPath'>) =>
    st.results.push({ rulePath: v.rulesPath.child('x-kubernetes-validations').index(i).toString(), index: i, rule: ruleText(v.rules[i] ?? {}), fieldPath: fldPath.toString(), ...r });
  if (v.compilationErr !== undefined) {
    st.errors.push(invalid(fldPath, typeValue(sts), `rule compiler initialization error: ${v.compilationErr}`));
    v.rules.forEach((_, i) => result(i, { status: 'error', message: v.compilationErr }));
    return;
  }
  const compiledList = compiledRules(v);
  if (compiledList.length === 0) return;
  if (st.budget <= 0) {
    st.errors.push(invalid(fldPath, typeValue(sts), 'validation failed due to running out of cost budget, no further validation rules will be run'));
    st.budget = -1;
    return;
  }
  if (v.isResourceRoot) sts = withTypeAndObjectMetaForValues(sts);
  let selfVal: Value | undefined;
  let oldSelfVal: Value | undefined;
  const self = () => (selfVal ??= unstructuredToVal(obj, sts, v.decl));
  const oldSelf = () => (oldSelfVal ??= unstructuredToVal(oldObj, sts, v.decl));

  for (let i = 0; i < compiledList.length; i++) {
    const compiled = compiledList[i];
    const rule = v.rules[i] ?? {};
    if (compiled.program?.error) {
      st.errors.push(invalid(fldPath, typeValue(sts), `rule compile error: ${compiled.program.error}`));
      result(i, { status: 'error', message: compiled.program.error });
      continue;
    }
    if (compiled.empty || !compiled.program?.program) {
      result(i, { status: 'skipped', skipReason: 'empty rule' });
      continue;
    }
    const optionalOldSelf = rule.optionalOldSelf === true;
    if (compiled.usesOldSelf && oldObj === undefined && !optionalOldSelf) {
      result(i, { status: 'skipped', skipReason: 'transition rule without an old value' });
      continue;
    }
    const vars: Record<string, Value> = { self: self() };
    if (compiled.usesOldSelf || optionalOldSelf) {
      if (optionalOldSelf) vars.oldSelf = oldObj === undefined ? CelOptional.none : new CelOptional(oldSelf());
      else if (oldObj !== undefined) vars.oldSelf = oldSelf();
    }
    const ev = compiled.program.program!.eval(vars, st.perCallLimit);
    if (ev.cost > st.budget) {
      st.errors.push(invalid(fldPath, typeValue(sts), 'validation failed due to running out of cost budget, no further validation rules will be run'));
      result(i, { status: 'error', message: 'validation failed due to running out of cost budget, no further validation rules will be run', cost: ev.cost });
      st.budget = -1;
      return;
    }
    st.budget -= ev.cost;
    if ('error' in ev) {
      let detail: string;
      let stop = false;
      if (ev.error.startsWith('no such overload')) {
        detail = `'${ev.error}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleErrorString(rule)}`;
      } else if (ev.error.startsWith('operation cancelled: actual cost limit exceeded')) {
        detail = `'${ev.error}': no further validation rules will be run due to call cost exceeds limit for rule: ${ruleErrorString(rule)}`;
        stop = true;
      } else {
        detail = `${ev.error} evaluating rule: ${ruleErrorString(rule)}`;
      }
      st.errors.push(invalid(fldPath, typeValue(sts), detail));
      result(i, { status: 'error', message: detail, cost: ev.cost });
      if (stop) {
        st.budget = -1;
        return;
      }
      continue;
    }
    if (ev.value === true) {
      result(i, { status: 'passed', cost: ev.cost });
      continue;
    }
    const currentPath = compiled.normalizedFieldPath ? fldPath.child(compiled.normalizedFieldPath) : fldPath;
    const ratchet = !compiled.usesOldSelf && shouldRatchet(corr);
    // the printed path names the fieldPath as one step; the document path follows its steps
    const located = compiled.fieldPathSteps ? [...fldPath.docPath(), ...compiled.fieldPathSteps.docPath()] : undefined;
    const addErr = (e: FieldError, cost: number) => {
      if (located) e.withLocatedPath(located);
      if (ratchet) st.warnings.push(e);
      else st.errors.push(e);
      result(i, { status: 'failed', message: e.detail || e.body(st.rendering), cost, ratcheted: ratchet || undefined, messageExpressionError });
    };
    let detail: string | undefined;
    let messageExpressionError: string | undefined;
    let cost = ev.cost;
    if (compiled.messageExpression?.program) {
      // messageExpression runs with the plain activation (oldSelf only when there is an old value)
      const mvars: Record<string, Value> = { self: self() };
      if (oldObj !== undefined) mvars.oldSelf = oldSelf();
      const m = evalMessageExpression(compiled, typeof rule.messageExpression === 'string' ? rule.messageExpression : '', mvars, st);
      cost += m.cost;
      if (m.fatal) {
        addErr(m.fatal.internal ? internalError(currentPath, m.fatal.detail) : invalid(currentPath, typeValue(sts), m.fatal.detail), cost);
        st.budget = -1;
        return;
      }
      detail = m.message;
      messageExpressionError = m.logged;
    }
    const badValue = sts.type === 'object' || sts.type === 'array' ? OMIT_VALUE : obj;
    addErr(fieldErrorForReason(currentPath, badValue, detail ?? ruleMessageOrDefault(rule), rule.reason), cost);
  }
}

/** evalMessageExpression: the message, a logged failure (undefined message) or a fatal error. */
function evalMessageExpression(
  compiled: CompiledRule,
  src: string,
  vars: Record<string, Value>,
  st: RunState,
): { message?: string; logged?: string; cost: number; fatal?: { detail: string; internal: boolean } } {
  const ev = compiled.messageExpression!.program!.eval(vars, st.perCallLimit);
  if (ev.cost > st.budget) {
    return { cost: ev.cost, fatal: { detail: 'messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run', internal: false } };
  }
  if ('error' in ev) {
    if (ev.error.startsWith('operation cancelled: actual cost limit exceeded')) {
      return { cost: ev.cost, fatal: { detail: `no further validation rules will be run due to call cost exceeds limit for messageExpression: ${JSON.stringify(src)}`, internal: false } };
    }
    st.budget -= ev.cost;
    return { cost: ev.cost, logged: `messageExpression evaluation failed due to: ${ev.error}` };
  }
  st.budget -= ev.cost;
  // the failures below are only logged by the apiserver; the rule's message is used instead
  if (typeof ev.value !== 'string') return { cost: ev.cost, logged: 'messageExpression failed to convert to string' };
  const trimmed = goTrimSpace(ev.value);
  if (utf8Len(trimmed) > MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES) {
    return { cost: ev.cost, logged: `messageExpression beyond allowable length of ${MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES}` };
  }
  if (/\n/.test(trimmed)) return { cost: ev.cost, logged: 'messageExpression should not contain line breaks' };
  if (trimmed.length === 0) return { cost: ev.cost, logged: 'messageExpression should evaluate to a non-empty string' };
  return { message: trimmed, cost: ev.cost };
}

/**
 * Validator.Validate: evaluates every rule of the schema against `value` (and `oldValue` for updates:
 * transition rules and ratcheting) with the runtime cost budget of one request.
 */
export function validateRules(schema: JSONSchemaProps, value: JSONValue, oldValue: JSONValue | undefined, opts: ValidateOptions): ValidateResult {
  const st: RunState = {
    budget: opts.runtimeBudget ?? RUNTIME_CEL_COST_BUDGET,
    perCallLimit: opts.perCallLimit ?? PER_CALL_LIMIT,
    errors: [],
    warnings: [],
    results: [],
    rendering: valueRendering(opts.kubeVersion),
  };
  const v = validatorFor(schema, opts.isResourceRoot, opts.kubeVersion);
  if (v) {
    const corr: Ratcheting = oldValue !== undefined && opts.ratcheting !== false ? { current: new CorrelatedObject(value, oldValue, schema) } : {};
    validateNode(v, opts.fldPath ?? FieldPath.root(), value, oldValue, corr, st);
  }
  return { errors: st.errors, warnings: st.warnings, results: st.results, remainingBudget: st.budget };
}
