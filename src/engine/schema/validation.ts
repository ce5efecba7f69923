// apiserver/schema/validation.go ValidateStructural: the structural-schema rules
// (validateStructuralInvariants, validateNestedValueValidation, validateValueValidation,
// validateStructuralMetadataInvariants) plus completeness (complete.go). Errors are sorted
// by their printed form as kube sorts them. Walks with an explicit stack (no recursion).
import { FieldPath } from '../field/path';
import { lazyFieldPath } from '../field/lazypath';
import { FieldError, forbidden, invalid, required } from '../field/errors';
import { valueRendering } from '../field/errorbody';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { isObject, type JSONValue } from '../apis/json';
import { compileRE2 } from '../regex';
import { additionalOf, flag, isPresent, itemsOf, list, schemaList, schemaMap, str, strPtr, subSchema } from './props';
import { isZeroExcept } from './zero';
import { validateStructuralCompleteness } from './complete';
import { compareGoStrings, type StructuralValidationOptions } from './structural';
import { CleanSubtrees, recordingSubtrees } from '../cache';

type Level = 'root' | 'item' | 'field';

/**
 * A structural node to visit. Its field path is made only when something needs it (a finding or a
 * junctor below it): until then the task names its parent and the step from there (`properties`
 * and the key when `key` is set, else `via`).
 */
interface StructuralTask {
  kind: 'structural';
  s: JSONSchemaProps;
  lvl: Level;
  path: FieldPath | undefined;
  parent: StructuralTask | undefined;
  via: 'items' | 'additionalProperties' | 'properties';
  key: string;
}

/** The field path of a structural task's node (made on first use). */
function pathOf(t: StructuralTask): FieldPath {
  return lazyFieldPath(t, (p, c) => (c.via === 'properties' ? p.child('properties').key(c.key) : p.child(c.via)));
}

function structuralChild(s: JSONSchemaProps, lvl: Level, parent: StructuralTask, via: StructuralTask['via'], key: string): StructuralTask {
  return { kind: 'structural', s, lvl, path: undefined, parent, via, key };
}

interface NestedTask {
  kind: 'nested';
  v: JSONSchemaProps;
  skipAnyOf: boolean;
  skipAllOfAnyOf: boolean;
  lvl: Level;
  path: FieldPath;
  allowNestedXValidations: boolean;
}

/** The end of a structural node's subtree: nothing found since `errs` was at `before` → remembered clean. */
interface DoneTask {
  kind: 'done';
  s: JSONSchemaProps;
  key: string;
  before: number;
  /** Tasks run before this node's. */
  ran: number;
}

type Task = StructuralTask | NestedTask | DoneTask;

/** Structural nodes (with their subtrees) that had nothing to report, by level and options. */
const clean = new CleanSubtrees('schema.structuralClean');

/** ValidateStructural(fldPath, NewStructural(schema)): call only when newStructuralError(schema) is null. */
export function validateStructural(fldPath: FieldPath, schema: JSONSchemaProps, opts: StructuralValidationOptions = {}): FieldError[] {
  const errs = structuralWalk(fldPath, schema, opts);
  errs.push(...validateStructuralCompleteness(schema, fldPath, opts));
  return sortedByPrintedForm(errs, opts);
}

/**
 * The structural and nested value checks of every node below the root. A function of its own: V8 optimises its
 * loop while it runs (on-stack replacement) and keeps that code for the next large schema; with the sort after
 * the loop in the same function, that code checked the findings array's shape as the first schemas left it and
 * deoptimised at the sort on every later schema without being replaced (125 deoptimisations of one site over
 * the corpus; docs/decisions/0065, 0067).
 */
function structuralWalk(fldPath: FieldPath, schema: JSONSchemaProps, opts: StructuralValidationOptions): FieldError[] {
  const errs: FieldError[] = [];
  const stack: Task[] = [{ kind: 'structural', s: schema, lvl: 'root', path: fldPath, parent: undefined, via: 'properties', key: '' }];
  const optsKey = `${!!opts.keepsExampleAndExternalDocs}|${!!opts.allowNestedXValidations}|${!!opts.allowNestedAdditionalProperties}`;
  let ran = 0;
  const memo = recordingSubtrees();
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (t.kind === 'structural') {
      // what a structural node's subtree says depends on the subtree, its level and the options only
      const key = `${t.lvl}|${optsKey}`;
      if (memo) {
        if (clean.has(t.s, key)) continue;
        stack.push({ kind: 'done', s: t.s, key, before: errs.length, ran });
      }
      ran++;
      structuralInvariants(t, stack, errs, opts);
    } else if (t.kind === 'nested') {
      ran++;
      nestedValueValidation(t, stack, errs, opts);
    } else if (errs.length === t.before) clean.add(t.s, t.key, ran - t.ran);
  }
  return errs;
}

/** The findings sorted by their printed form, as kube sorts them. */
function sortedByPrintedForm(errs: FieldError[], opts: StructuralValidationOptions): FieldError[] {
  if (errs.length < 2) return errs;
  const rendering = valueRendering(opts.kubeVersion);
  const keyed = errs.map((e) => ({ e, k: e.toString(rendering) }));
  keyed.sort((a, b) => compareGoStrings(a.k, b.k));
  return keyed.map((x) => x.e);
}

function structuralInvariants(t: StructuralTask, stack: Task[], errs: FieldError[], opts: StructuralValidationOptions): void {
  const { s, lvl } = t;
  const type = str(s, 'type');
  const items = itemsOf(s)?.schema;
  if (type === 'array' && !items) errs.push(required(pathOf(t).child('items'), 'must be specified'));
  if (items) stack.push(structuralChild(items, 'item', t, 'items', ''));

  // the properties as schemaMap(s, 'properties', false) gives them, without its list of pairs
  const pv = s.properties;
  const props = isObject(pv as JSONValue) ? (pv as Record<string, unknown>) : undefined;
  const propKeys = props ? Object.keys(props) : [];
  for (const k of propKeys) {
    const x = props![k];
    stack.push(structuralChild(isObject(x as JSONValue) ? (x as JSONSchemaProps) : {}, 'field', t, 'properties', k));
  }

  const ap = additionalOf(s);
  if (ap) {
    if (lvl === 'root') errs.push(forbidden(pathOf(t).child('additionalProperties'), 'must not be used at the root'));
    if (ap.schema) stack.push(structuralChild(ap.schema, 'field', t, 'additionalProperties', ''));
  }

  // validateExtensions
  const intOrString = flag(s, 'x-kubernetes-int-or-string');
  const preserve = flag(s, 'x-kubernetes-preserve-unknown-fields');
  const embedded = flag(s, 'x-kubernetes-embedded-resource');
  if (intOrString && preserve) {
    errs.push(invalid(pathOf(t).child('x-kubernetes-preserve-unknown-fields'), true, 'must be false if x-kubernetes-int-or-string is true'));
  }
  if (intOrString && embedded) {
    errs.push(invalid(pathOf(t).child('x-kubernetes-embedded-resource'), true, 'must be false if x-kubernetes-int-or-string is true'));
  }

  const docs = !!opts.keepsExampleAndExternalDocs;
  valueValidation(s, isIntOrStringAnyOfPattern(s, docs), isIntOrStringAllOfPattern(s, docs), lvl, t, stack, errs, !!opts.allowNestedXValidations);

  const checkMetadata = lvl === 'root' || embedded;
  // compared for every node, not only under the rare conditions that use them: a comparison V8 optimised the function
  // before it had ever run deoptimised it when the first embedded resource or root came (0067)
  const typeIsObject = type === 'object';
  const typeIsEmpty = type === '';
  if (embedded && !typeIsObject) {
    if (typeIsEmpty) errs.push(required(pathOf(t).child('type'), 'must be object if x-kubernetes-embedded-resource is true'));
    else errs.push(invalid(pathOf(t).child('type'), type, 'must be object if x-kubernetes-embedded-resource is true'));
  } else if (typeIsEmpty && !intOrString && !preserve) {
    const detail = lvl === 'root' ? 'must not be empty at the root' : lvl === 'item' ? 'must not be empty for specified array items' : 'must not be empty for specified object fields';
    errs.push(required(pathOf(t).child('type'), detail));
  }
  if (embedded && ap) errs.push(forbidden(pathOf(t).child('additionalProperties'), 'must not be used if x-kubernetes-embedded-resource is set'));
  if (lvl === 'root' && !typeIsEmpty && !typeIsObject) errs.push(invalid(pathOf(t).child('type'), type, 'must be object at the root'));

  for (const meta of ['kind', 'apiVersion']) {
    const p = propertyOf(props, meta);
    if (p && checkMetadata && str(p, 'type') !== 'string') {
      errs.push(invalid(pathOf(t).child('properties').key(meta).child('type'), str(p, 'type'), 'must be string'));
    }
  }
  const metadata = propertyOf(props, 'metadata');
  if (metadata) metadataInvariants(metadata, checkMetadata, lvl, pathOf(t).child('properties').key('metadata'), errs, docs);

  if (embedded && !preserve && propKeys.length === 0) {
    errs.push(required(pathOf(t).child('properties'), 'must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields'));
  }
}

/** The entry `name` of a properties map as a schema ({} for a non-object value, as schemaMap gives it), undefined when there is none. */
function propertyOf(props: Record<string, unknown> | undefined, name: string): JSONSchemaProps | undefined {
  if (!props || !Object.prototype.hasOwnProperty.call(props, name)) return undefined;
  const x = props[name];
  return isObject(x as JSONValue) ? (x as JSONSchemaProps) : {};
}

/** validateStructuralMetadataInvariants */
function metadataInvariants(s: JSONSchemaProps, checkMetadata: boolean, lvl: Level, path: FieldPath, errs: FieldError[], keepsDocs: boolean): void {
  const type = str(s, 'type');
  if (checkMetadata && type !== 'object') errs.push(invalid(path.child('type'), type, 'must be object'));
  if (lvl !== 'root') return;
  const names = (schemaMap(s, 'properties', false) ?? []).map(([k]) => k);
  const onlyNames = names.length > 0 && names.every((k) => k === 'name' || k === 'generateName');
  const ignore = new Set(['type', 'default']);
  if (onlyNames) ignore.add('properties');
  if (!isZeroExcept(s, 'structural', ignore, keepsDocs)) {
    errs.push(forbidden(path, 'must not specify anything other than name and generateName, but metadata is implicitly specified'));
  }
}

/** anyOf: [{type: integer}, {type: string}] exactly (reflect.DeepEqual with intOrStringAnyOf). */
function isIntOrStringAnyOf(anyOf: readonly JSONSchemaProps[], keepsDocs: boolean): boolean {
  if (anyOf.length !== 2) return false;
  const only = (x: JSONSchemaProps, type: string) => str(x, 'type') === type && isZeroExcept(x, 'nested', ONLY_TYPE, keepsDocs);
  return only(anyOf[0], 'integer') && only(anyOf[1], 'string');
}
const ONLY_TYPE: ReadonlySet<string> = new Set(['type']);

function isIntOrStringAnyOfPattern(s: JSONSchemaProps, keepsDocs: boolean): boolean {
  return isIntOrStringAnyOf(schemaList(s, 'anyOf'), keepsDocs);
}

function isIntOrStringAllOfPattern(s: JSONSchemaProps, keepsDocs: boolean): boolean {
  const allOf = schemaList(s, 'allOf');
  return allOf.length >= 1 && isIntOrStringAnyOf(schemaList(allOf[0], 'anyOf'), keepsDocs);
}

/** A nested task's path, or a structural task's (made when needed). */
function pathAt(at: FieldPath | StructuralTask): FieldPath {
  return at instanceof FieldPath ? at : pathOf(at);
}

/** validateValueValidation: junctors are nested value validations; pattern must compile. */
function valueValidation(
  v: JSONSchemaProps,
  skipAnyOf: boolean,
  skipFirstAllOfAnyOf: boolean,
  lvl: Level,
  at: FieldPath | StructuralTask,
  stack: Task[],
  errs: FieldError[],
  allowNestedXValidations: boolean,
): void {
  if (!skipAnyOf) {
    const anyOf = schemaList(v, 'anyOf');
    for (let i = 0; i < anyOf.length; i++) stack.push(nestedTask(anyOf[i], false, false, lvl, pathAt(at).child('anyOf').index(i), false));
  }
  const allOf = schemaList(v, 'allOf');
  for (let i = 0; i < allOf.length; i++) stack.push(nestedTask(allOf[i], skipFirstAllOfAnyOf && i === 0, false, lvl, pathAt(at).child('allOf').index(i), allowNestedXValidations));
  const oneOf = schemaList(v, 'oneOf');
  for (let i = 0; i < oneOf.length; i++) stack.push(nestedTask(oneOf[i], false, false, lvl, pathAt(at).child('oneOf').index(i), false));
  const not = subSchema(v, 'not');
  if (not) stack.push(nestedTask(not, false, false, lvl, pathAt(at).child('not'), false));

  const pattern = str(v, 'pattern');
  if (pattern !== '') {
    const c = compileRE2(pattern);
    if (!c.ok) errs.push(invalid(pathAt(at).child('pattern'), pattern, `must be a valid regular expression, but isn't: ${c.error}`));
  }
}

function nestedTask(v: JSONSchemaProps, skipAnyOf: boolean, skipAllOfAnyOf: boolean, lvl: Level, path: FieldPath, allowNestedXValidations: boolean): NestedTask {
  return { kind: 'nested', v, skipAnyOf, skipAllOfAnyOf, lvl, path, allowNestedXValidations };
}

/** validateNestedValueValidation: inside allOf/anyOf/oneOf/not only value validations may be set. */
function nestedValueValidation(t: NestedTask, stack: Task[], errs: FieldError[], opts: StructuralValidationOptions): void {
  const { v, lvl, path } = t;
  valueValidation(v, t.skipAnyOf, t.skipAllOfAnyOf, lvl, path, stack, errs, t.allowNestedXValidations);
  const items = itemsOf(v)?.schema;
  if (items) stack.push(nestedTask(items, false, false, lvl, path.child('items'), t.allowNestedXValidations));
  const props = schemaMap(v, 'properties', false);
  for (const [k, p] of props ?? []) {
    stack.push(nestedTask(p, false, false, 'field', path.child('properties').key(k), t.allowNestedXValidations));
  }

  if (str(v, 'type') !== '') errs.push(forbidden(path.child('type'), 'must be empty to be structural'));
  const ap = additionalOf(v);
  // NewStructural keeps nested additionalProperties as a schema, `true` as an empty one, and drops `false`.
  if (ap && ap.allows) {
    if (!opts.allowNestedAdditionalProperties) errs.push(forbidden(path.child('additionalProperties'), 'must be undefined to be structural'));
    else if (ap.schema) stack.push(nestedTask(ap.schema, false, false, lvl, path.child('additionalProperties'), t.allowNestedXValidations));
  }
  if (isPresent(v, 'default')) errs.push(forbidden(path.child('default'), 'must be undefined to be structural'));
  if (str(v, 'title') !== '') errs.push(forbidden(path.child('title'), 'must be empty to be structural'));
  if (str(v, 'description') !== '') errs.push(forbidden(path.child('description'), 'must be empty to be structural'));
  if (flag(v, 'nullable')) errs.push(forbidden(path.child('nullable'), 'must be false to be structural'));

  if (flag(v, 'x-kubernetes-preserve-unknown-fields')) {
    errs.push(forbidden(path.child('x-kubernetes-preserve-unknown-fields'), 'must be false to be structural'));
  }
  if (flag(v, 'x-kubernetes-embedded-resource')) errs.push(forbidden(path.child('x-kubernetes-embedded-resource'), 'must be false to be structural'));
  if (flag(v, 'x-kubernetes-int-or-string')) errs.push(forbidden(path.child('x-kubernetes-int-or-string'), 'must be false to be structural'));
  if ((list(v, 'x-kubernetes-list-map-keys')?.length ?? 0) > 0) {
    errs.push(forbidden(path.child('x-kubernetes-list-map-keys'), 'must be empty to be structural'));
  }
  if (strPtr(v, 'x-kubernetes-list-type') !== undefined) errs.push(forbidden(path.child('x-kubernetes-list-type'), 'must be undefined to be structural'));
  if (strPtr(v, 'x-kubernetes-map-type') !== undefined) errs.push(forbidden(path.child('x-kubernetes-map-type'), 'must be undefined to be structural'));
  if ((list(v, 'x-kubernetes-validations')?.length ?? 0) > 0 && !t.allowNestedXValidations) {
    errs.push(forbidden(path.child('x-kubernetes-validations'), 'must be empty to be structural'));
  }
  if (props?.some(([k]) => k === 'metadata')) {
    errs.push(forbidden(path.child('properties').key('metadata'), 'must not be specified in a nested context'));
  }
}
