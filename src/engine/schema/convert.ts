// apiserver/schema/convert.go NewStructural: the conversion fails (and the schema cannot be
// checked for structurality) on fields that CRD validation rejects anyway. Returns the first
// error text in NewStructural's visiting order (properties in key order), or null.
import type { JSONSchemaProps } from '../apis/jsonschema';
import { isObject } from '../apis/json';
import { CleanSubtrees, recordingSubtrees } from '../cache';
import { additionalOf, isPresent, itemsOf, mapLen, schemaList, schemaMap, str, subSchema } from './props';

type Task = { kind: 'node'; s: JSONSchemaProps } | { kind: 'ext'; s: JSONSchemaProps } | { kind: 'itemsArray' } | { kind: 'done'; s: JSONSchemaProps; ran: number };

/** Schema nodes whose subtree converts (the walk returns at the first error, so reaching a node's end means none below it). */
const converts = new CleanSubtrees('schema.convertClean');

/** validateUnsupportedFields */
function unsupportedField(s: JSONSchemaProps): string | null {
  if (str(s, 'id') !== '') return "OpenAPIV3Schema 'id' is not supported";
  if (str(s, '$schema') !== '') return "OpenAPIV3Schema 'schema' is not supported";
  if (str(s, '$ref') !== '') return "OpenAPIV3Schema '$ref' is not supported";
  if (mapLen(s, 'patternProperties') > 0) return "OpenAPIV3Schema 'patternProperties' is not supported";
  const deps = s.dependencies;
  if (deps && typeof deps === 'object' && Object.keys(deps).length > 0) return "OpenAPIV3Schema 'dependencies' is not supported";
  if (isPresent(s, 'additionalItems')) return "OpenAPIV3Schema 'additionalItems' is not supported";
  if (mapLen(s, 'definitions') > 0) return "OpenAPIV3Schema 'definitions' is not supported";
  return null;
}

export function newStructuralError(schema: JSONSchemaProps): string | null {
  const memo = recordingSubtrees();
  // nearly every schema converts: without a memo to fill, a walk that only asks whether any node
  // fails (no order, no task objects, no sorted property lists) answers that; the ordered walk
  // below then runs only to find which error comes first
  if (!memo && !convertFails(schema)) return null;
  const stack: Task[] = [{ kind: 'node', s: schema }];
  let ran = 0;
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (t.kind === 'itemsArray') return "OpenAPIV3Schema 'items' must be a schema, but is an array";
    if (t.kind === 'done') {
      converts.add(t.s, '', ran - t.ran);
      continue;
    }
    if (t.kind === 'ext') {
      if (t.s['x-kubernetes-preserve-unknown-fields'] === false) {
        return "internal error: 'x-kubernetes-preserve-unknown-fields' must be true or undefined";
      }
      continue;
    }
    const s = t.s;
    if (memo && converts.has(s, '')) continue;
    const start = ran++;
    const err = unsupportedField(s);
    if (err) return err;
    // Visiting order: value validation (not, allOf, anyOf, oneOf), extensions, items,
    // properties, additionalProperties. Pushed in reverse.
    const later: Task[] = [];
    const not = subSchema(s, 'not');
    if (not) later.push({ kind: 'node', s: not });
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const x of schemaList(s, key)) later.push({ kind: 'node', s: x });
    later.push({ kind: 'ext', s });
    const items = itemsOf(s);
    if (items?.array) later.push({ kind: 'itemsArray' });
    else if (items?.schema) later.push({ kind: 'node', s: items.schema });
    for (const [, p] of schemaMap(s, 'properties') ?? []) later.push({ kind: 'node', s: p });
    const ap = additionalOf(s)?.schema;
    if (ap) later.push({ kind: 'node', s: ap });
    if (memo) stack.push({ kind: 'done', s, ran: start });
    for (let i = later.length - 1; i >= 0; i--) stack.push(later[i]);
  }
  return null;
}

/** Whether newStructuralError finds an error: the same nodes and checks, in any order (a `{}` that stands for a non-object cannot fail). */
function convertFails(schema: JSONSchemaProps): boolean {
  const todo: JSONSchemaProps[] = [schema];
  while (todo.length > 0) {
    const s = todo.pop()!;
    if (unsupportedField(s) !== null || s['x-kubernetes-preserve-unknown-fields'] === false) return true;
    const not = s.not as unknown;
    if (isObject(not)) todo.push(not);
    for (const key of VALUE_VALIDATIONS) {
      const v = s[key] as unknown;
      if (Array.isArray(v)) for (const x of v) if (isObject(x)) todo.push(x);
    }
    const items = s.items as unknown;
    if (Array.isArray(items)) return true;
    if (isObject(items)) todo.push(items);
    const props = s.properties as unknown;
    if (isObject(props)) {
      for (const k of Object.keys(props)) {
        const p = (props as Record<string, unknown>)[k];
        if (isObject(p)) todo.push(p);
      }
    }
    const ap = s.additionalProperties as unknown;
    if (isObject(ap)) todo.push(ap);
  }
  return false;
}

const VALUE_VALIDATIONS = ['allOf', 'anyOf', 'oneOf'] as const;
