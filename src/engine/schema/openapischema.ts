// apis/apiextensions/validation ValidateCustomResourceDefinitionOpenAPISchema (schema part,
// without x-kubernetes-validations) and specStandardValidatorV3.validate: forbidden keywords,
// defaults where they are not allowed, uniqueItems, additionalProperties vs properties,
// x-kubernetes-list-type / list-map-keys / map-type consistency, map/set list keys.
// Visits in Go's order (node checks, children, then the x-kubernetes-* checks) with an
// explicit stack; map keys are visited sorted (Go's order is random).
import type { FieldPath } from '../field/path';
import { lazyFieldPath } from '../field/lazypath';
import { FieldError, forbidden, invalid, notSupported, required } from '../field/errors';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { isObject } from '../apis/json';
import { CleanSubtrees, recordingSubtrees } from '../cache';
import { additionalOf, flag, goStringSlice, isPresent, itemsOf, list, mapLen, schemaList, schemaMap, str, strPtr, subSchema } from './props';

const OPENAPI_V3_TYPES = ['array', 'boolean', 'integer', 'number', 'object', 'string'];
const META_FIELDS = new Set(['metadata', 'kind', 'apiVersion']);

export interface OpenAPISchemaOptions {
  allowDefaults: boolean;
  disallowDefaultsReason?: string;
  requireValidPropertyType: boolean;
  requireAtomicSetType: boolean;
  requireMapListKeysMapSetValidation: boolean;
}

/** specStandardValidatorV3 state. */
interface Ssv {
  allowDefaults: boolean;
  disallowDefaultsReason: string;
  insideResourceMeta: boolean;
}

/**
 * A node to visit. Its field path is made only when something needs it (a finding, nearly never):
 * until then the task names its parent and the step from there — `via`, then an index (number)
 * or a key (string) when `at` is set.
 */
interface EnterTask {
  kind: 'enter';
  s: JSONSchemaProps;
  path: FieldPath | undefined;
  parent: EnterTask | undefined;
  via: string;
  at: string | number | undefined;
  ssv: Ssv;
  isRoot: boolean;
}

type Task = EnterTask | { kind: 'exit'; s: JSONSchemaProps; node: EnterTask; key: string; before: number; ran: number };

/** The field path of a task's node (made on first use). */
function pathOf(t: EnterTask): FieldPath {
  return lazyFieldPath(t, (p, c) => {
    const q = p.child(c.via);
    return typeof c.at === 'number' ? q.index(c.at) : typeof c.at === 'string' ? q.key(c.at) : q;
  });
}

/** Schema nodes (with their subtrees) that had nothing to report, by validator state and options. */
const clean = new CleanSubtrees('schema.openAPIClean');

export function validateOpenAPISchema(schema: JSONSchemaProps, fldPath: FieldPath, opts: OpenAPISchemaOptions): FieldError[] {
  const errs: FieldError[] = [];
  const rootSsv: Ssv = { allowDefaults: opts.allowDefaults, disallowDefaultsReason: opts.disallowDefaultsReason ?? '', insideResourceMeta: false };
  const stack: Task[] = [{ kind: 'enter', s: schema, path: fldPath, parent: undefined, via: '', at: undefined, ssv: rootSsv, isRoot: true }];
  const optsKey = `${opts.requireValidPropertyType}|${opts.requireAtomicSetType}|${opts.requireMapListKeysMapSetValidation}`;
  let ran = 0;
  const memo = recordingSubtrees();
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (t.kind === 'exit') {
      extensionChecks(t.s, t.node, opts, errs);
      if (memo && errs.length === t.before) clean.add(t.s, t.key, ran - t.ran);
      continue;
    }
    const { s, ssv, isRoot } = t;
    // what a node's subtree says depends on the subtree, the validator's state and the options only
    const key = !memo ? '' : `${isRoot}|${ssv.allowDefaults}|${ssv.insideResourceMeta}|${ssv.disallowDefaultsReason}|${optsKey}`;
    if (memo && clean.has(s, key)) continue;
    const before = errs.length;
    const start = ran++;
    ssvValidate(s, t, ssv, opts, errs);
    if (flag(s, 'uniqueItems')) {
      errs.push(forbidden(pathOf(t).child('uniqueItems'), 'uniqueItems cannot be set to true since the runtime complexity becomes quadratic'));
    }
    // the node's exit, then its children in Go's order, reversed in place so that the first is visited first
    stack.push({ kind: 'exit', s, node: t, key, before, ran: start });
    pushChildren(s, t, ssv, isRoot, stack, errs);
  }
  return errs;
}

/**
 * A node's children pushed above its exit, in Go's order reversed in place (so that the first is visited first), and
 * the finding about additionalProperties beside properties. A function of its own, not part of the loop above: the
 * rarer children (`not`, the junctors, `definitions`, `items` as a list, `dependencies`) each have a call site that
 * has run only once some schema has them, and when the first came after V8 had optimised the walk it threw away and
 * recompiled the whole walk — now only this (docs/decisions/0067).
 */
function pushChildren(s: JSONSchemaProps, t: EnterTask, ssv: Ssv, isRoot: boolean, stack: Task[], errs: FieldError[]): void {
  const first = stack.length;
  const ap = additionalOf(s);
  // properties in sorted order (schemaMap's), without its list of pairs
  const pv = s.properties;
  const props = isObject(pv as never) ? (pv as Record<string, unknown>) : undefined;
  const names = props ? Object.keys(props).sort() : NO_NAMES;
  if (ap) {
    if (names.length !== 0 && (!ap.allows || ap.schema)) {
      errs.push(forbidden(pathOf(t).child('additionalProperties'), 'additionalProperties and properties are mutual exclusive'));
    }
    const sub = ssv.insideResourceMeta ? withForbiddenDefaults(ssv, 'inside additionalProperties applying to object metadata') : ssv;
    if (ap.schema) stack.push(enter(ap.schema, t, 'additionalProperties', undefined, sub));
  }
  for (const k of names) {
    const x = props![k];
    const p = isObject(x as never) ? (x as JSONSchemaProps) : {};
    let sub = ssv;
    if ((isRoot || flag(s, 'x-kubernetes-embedded-resource')) && META_FIELDS.has(k)) {
      sub = { ...sub, insideResourceMeta: true };
      if (isRoot) sub = withForbiddenDefaults(sub, `in top-level ${k}`);
    }
    stack.push(enter(p, t, 'properties', k, sub));
  }
  const not = subSchema(s, 'not');
  if (not) stack.push(enter(not, t, 'not', undefined, ssv));
  for (const junctor of JUNCTORS) {
    const list = schemaList(s, junctor);
    for (let i = 0; i < list.length; i++) stack.push(enter(list[i], t, junctor, i, ssv));
  }
  for (const [k, d] of schemaMap(s, 'definitions') ?? []) stack.push(enter(d, t, 'definitions', k, ssv));
  const items = itemsOf(s);
  if (items?.schema) stack.push(enter(items.schema, t, 'items', undefined, ssv));
  items?.array?.forEach((x, i) => stack.push(enter(x, t, 'items', i, ssv)));
  const deps = s.dependencies;
  if (isObject(deps as never)) {
    for (const k of Object.keys(deps as object).sort()) {
      const d = (deps as Record<string, unknown>)[k];
      if (isObject(d as never)) stack.push(enter(d as JSONSchemaProps, t, 'dependencies', k, ssv));
    }
  }
  for (let a = first, b = stack.length - 1; a < b; a++, b--) {
    const x = stack[a];
    stack[a] = stack[b];
    stack[b] = x;
  }
}

const NO_NAMES: readonly string[] = [];
const JUNCTORS = ['allOf', 'oneOf', 'anyOf'] as const;

function enter(s: JSONSchemaProps, parent: EnterTask, via: string, at: string | number | undefined, ssv: Ssv): EnterTask {
  return { kind: 'enter', s, path: undefined, parent, via, at, ssv, isRoot: false };
}

function withForbiddenDefaults(ssv: Ssv, reason: string): Ssv {
  return { ...ssv, allowDefaults: false, disallowDefaultsReason: reason };
}

/** specStandardValidatorV3.validate */
function ssvValidate(s: JSONSchemaProps, t: EnterTask, ssv: Ssv, opts: OpenAPISchemaOptions, errs: FieldError[]): void {
  const type = str(s, 'type');
  if (opts.requireValidPropertyType && type !== '' && !OPENAPI_V3_TYPES.includes(type)) {
    errs.push(notSupported(pathOf(t).child('type'), type, OPENAPI_V3_TYPES));
  }
  if (isPresent(s, 'default') && !ssv.allowDefaults) {
    let detail = 'must not be set';
    if (ssv.disallowDefaultsReason.length > 0) detail += ' ' + ssv.disallowDefaultsReason;
    errs.push(forbidden(pathOf(t).child('default'), detail));
  }
  if (str(s, 'id') !== '') errs.push(forbidden(pathOf(t).child('id'), 'id is not supported'));
  if (isPresent(s, 'additionalItems')) errs.push(forbidden(pathOf(t).child('additionalItems'), 'additionalItems is not supported'));
  if (mapLen(s, 'patternProperties') !== 0) errs.push(forbidden(pathOf(t).child('patternProperties'), 'patternProperties is not supported'));
  if (mapLen(s, 'definitions') !== 0) errs.push(forbidden(pathOf(t).child('definitions'), 'definitions is not supported'));
  if (isPresent(s, 'dependencies')) errs.push(forbidden(pathOf(t).child('dependencies'), 'dependencies is not supported'));
  if (isPresent(s, '$ref')) errs.push(forbidden(pathOf(t).child('$ref'), '$ref is not supported'));
  if (type === 'null') errs.push(forbidden(pathOf(t).child('type'), 'type cannot be set to null, use nullable as an alternative'));
  const items = itemsOf(s);
  if (items?.array && items.array.length !== 0) errs.push(forbidden(pathOf(t).child('items'), 'items must be a schema object and not an array'));
  if (ssv.insideResourceMeta && flag(s, 'x-kubernetes-embedded-resource')) {
    errs.push(forbidden(pathOf(t).child('x-kubernetes-embedded-resource'), 'must not be used inside of resource meta'));
  }
}

/** The checks after the recursion: preserve-unknown-fields, map-type, list-type, list-map-keys. */
function extensionChecks(s: JSONSchemaProps, t: EnterTask, opts: OpenAPISchemaOptions, errs: FieldError[]): void {
  const type = str(s, 'type');
  if (s['x-kubernetes-preserve-unknown-fields'] === false) {
    errs.push(invalid(pathOf(t).child('x-kubernetes-preserve-unknown-fields'), false, 'must be true or undefined'));
  }
  const mapType = strPtr(s, 'x-kubernetes-map-type');
  if (mapType !== undefined && type !== 'object') {
    if (type === '') errs.push(required(pathOf(t).child('type'), 'must be object if x-kubernetes-map-type is specified'));
    else errs.push(invalid(pathOf(t).child('type'), type, 'must be object if x-kubernetes-map-type is specified'));
  }
  if (mapType !== undefined && mapType !== 'atomic' && mapType !== 'granular') {
    errs.push(notSupported(pathOf(t).child('x-kubernetes-map-type'), mapType, ['atomic', 'granular']));
  }

  const listType = strPtr(s, 'x-kubernetes-list-type');
  const items = itemsOf(s);
  const itemSchema = items?.schema;
  if (listType !== undefined && type !== 'array') {
    if (type === '') errs.push(required(pathOf(t).child('type'), 'must be array if x-kubernetes-list-type is specified'));
    else errs.push(invalid(pathOf(t).child('type'), type, 'must be array if x-kubernetes-list-type is specified'));
  } else if (opts.requireAtomicSetType && listType === 'set' && itemSchema) {
    const itemListType = strPtr(itemSchema, 'x-kubernetes-list-type');
    const detail = 'must be atomic as item of a list with x-kubernetes-list-type=set';
    if (str(itemSchema, 'type') === 'array') {
      if (itemListType !== undefined && itemListType !== 'atomic') errs.push(invalid(pathOf(t).child('items').child('x-kubernetes-list-type'), itemListType, detail));
    } else if (str(itemSchema, 'type') === 'object') {
      // Kubernetes reports the items' list type here (usually unset, printed as "null").
      if (strPtr(itemSchema, 'x-kubernetes-map-type') !== 'atomic') {
        errs.push(invalid(pathOf(t).child('items').child('x-kubernetes-map-type'), itemListType ?? null, detail));
      }
    }
  }
  if (listType !== undefined && listType !== 'atomic' && listType !== 'set' && listType !== 'map') {
    errs.push(notSupported(pathOf(t).child('x-kubernetes-list-type'), listType, ['atomic', 'set', 'map']));
  }

  const rawKeys = list<unknown>(s, 'x-kubernetes-list-map-keys');
  const keys = rawKeys === undefined || rawKeys.length === 0 ? NO_NAMES : rawKeys.map((k) => (typeof k === 'string' ? k : String(k)));
  if (keys.length > 0) {
    if (listType === undefined) errs.push(required(pathOf(t).child('x-kubernetes-list-type'), 'must be map if x-kubernetes-list-map-keys is non-empty'));
    else if (listType !== 'map') errs.push(invalid(pathOf(t).child('x-kubernetes-list-type'), listType, 'must be map if x-kubernetes-list-map-keys is non-empty'));
  }
  if (listType === 'map') {
    if (keys.length === 0) errs.push(required(pathOf(t).child('x-kubernetes-list-map-keys'), 'must not be empty if x-kubernetes-list-type is map'));
    if (!items) errs.push(required(pathOf(t).child('items'), 'must have a schema if x-kubernetes-list-type is map'));
    if (items && !items.schema) {
      const bad = { goString: () => '&apiextensions.JSONSchemaPropsOrArray{Schema:(*apiextensions.JSONSchemaProps)(nil), JSONSchemas:[]apiextensions.JSONSchemaProps{...}}' };
      errs.push(invalid(pathOf(t).child('items'), bad, 'must only have a single schema if x-kubernetes-list-type is map'));
    }
    if (itemSchema && str(itemSchema, 'type') !== 'object') {
      errs.push(invalid(pathOf(t).child('items').child('type'), str(itemSchema, 'type'), "must be object if parent array's x-kubernetes-list-type is map"));
    }
    if (itemSchema && str(itemSchema, 'type') === 'object') {
      const itemProps = new Map(schemaMap(itemSchema, 'properties', false) ?? []);
      const seen = new Set<string>();
      for (const k of keys) {
        const p = itemProps.get(k);
        if (p) {
          const pt = str(p, 'type');
          if (pt === 'array' || pt === 'object') {
            // Kubernetes reports the items' type ("object") as the bad value.
            errs.push(invalid(pathOf(t).child('items').child('properties').key(k).child('type'), 'object', "must be a scalar type if parent array's x-kubernetes-list-type is map"));
          }
        } else {
          errs.push(invalid(pathOf(t).child('x-kubernetes-list-map-keys'), goStringSlice(keys), 'entries must all be names of item properties'));
        }
        if (seen.has(k)) errs.push(invalid(pathOf(t).child('x-kubernetes-list-map-keys'), goStringSlice(keys), 'must not contain duplicate entries'));
        seen.add(k);
      }
    }
  }
  // validateMapListKeysMapSet finds nothing outside a set or map list with an item schema
  if (opts.requireMapListKeysMapSetValidation && itemSchema && (listType === 'set' || listType === 'map')) errs.push(...validateMapListKeysMapSet(s, pathOf(t)));
}

/** validateMapListKeysMapSet: set/map list items not nullable; map keys required or defaulted, not nullable. */
export function validateMapListKeysMapSet(s: JSONSchemaProps, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const itemSchema = itemsOf(s)?.schema;
  const listType = strPtr(s, 'x-kubernetes-list-type');
  if (!itemSchema || (listType !== 'set' && listType !== 'map')) return errs;
  if (flag(itemSchema, 'nullable')) {
    errs.push(forbidden(path.child('items').child('nullable'), 'cannot be nullable when x-kubernetes-list-type is ' + listType));
  }
  if (listType === 'map') {
    const requiredKeys = new Set((list<unknown>(itemSchema, 'required') ?? []).filter((x): x is string => typeof x === 'string'));
    const itemProps = new Map(schemaMap(itemSchema, 'properties', false) ?? []);
    for (const raw of list<unknown>(s, 'x-kubernetes-list-map-keys') ?? []) {
      const k = typeof raw === 'string' ? raw : String(raw);
      const p = itemProps.get(k);
      if (!p) continue;
      const keyPath = path.child('items').child('properties').key(k);
      if (!requiredKeys.has(k) && !isPresent(p, 'default')) {
        errs.push(required(keyPath.child('default'), 'this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property'));
      }
      if (flag(p, 'nullable')) errs.push(forbidden(keyPath.child('nullable'), 'this property is in x-kubernetes-list-map-keys, so it cannot be nullable'));
    }
  }
  return errs;
}
