// SchemaHas / HasSchemaWith (apis/apiextensions/validation/validation.go) and the spec predicates
// built on them: specHasDefaults, specHasKubernetesExtensions, the ratcheting checks of
// ValidateCustomResourceDefinitionUpdate (requireStructuralSchema, requireValidPropertyType,
// requireAtomicSetType, requireMapListKeysMapSetValidation, requireOpenAPISchema).
import { FieldPath } from '../field/path';
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { newStructuralError, validateStructural, validateMapListKeysMapSet } from '../schema';
import { prune } from '../pruning';
import { cloneJSON, deepEqualJSON } from '../apis/json';
import type { InternalSpec } from './internal';
import { recordingSubtrees, type CleanSubtrees } from '../cache';

type Pred = (s: JSONSchemaProps) => boolean;

const asSchema = (v: unknown): JSONSchemaProps | undefined => (isObject(v as JSONValue) ? (v as JSONSchemaProps) : undefined);

/** SchemaHas: pre-order walk over every nested schema; iterative so deep schemas cannot overflow. */
export function schemaHas(root: JSONSchemaProps | undefined, pred: Pred): boolean {
  const stack: JSONSchemaProps[] = root ? [root] : [];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (pred(s)) return true;
    const next = nestedSchemas(s);
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
  return false;
}

/** SchemaHas's walk calling `visit` on every nested schema, in the same order. */
export function eachSchema(root: JSONSchemaProps, visit: (s: JSONSchemaProps) => void): void {
  const stack: JSONSchemaProps[] = [root];
  while (stack.length > 0) {
    const s = stack.pop()!;
    visit(s);
    const next = nestedSchemas(s);
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
}

/**
 * SchemaHas's walk collecting what `visit` finds (pushed to `out`) in every nested schema, in the
 * same order; the subtrees where nothing was found are remembered in `clean` under `key` and skipped
 * when walked again (a CRD read again after an edit shares its unchanged nodes, cache/share.ts).
 */
export function collectInSchemas<T>(root: JSONSchemaProps, clean: CleanSubtrees, key: string, visit: (s: JSONSchemaProps, out: T[]) => void, out: T[]): void {
  const stack: (JSONSchemaProps | SubtreeEnd)[] = [root];
  let ran = 0;
  const memo = recordingSubtrees();
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (s instanceof SubtreeEnd) {
      if (out.length === s.before) clean.add(s.node, key, ran - s.ran);
      continue;
    }
    const node = s;
    if (memo) {
      if (clean.has(node, key)) continue;
      stack.push(new SubtreeEnd(node, out.length, ran));
    }
    ran++;
    visit(node, out);
    const next = nestedSchemas(node);
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
}

/** The end of a node's subtree in collectInSchemas's walk: `out` had `before` entries when it began. */
class SubtreeEnd {
  constructor(
    readonly node: JSONSchemaProps,
    readonly before: number,
    /** Nodes visited before this one. */
    readonly ran: number,
  ) {}
}

/** The schemas nested in one, in SchemaHas's order (pushed one by one: no list per keyword, every node of every schema asks). */
function nestedSchemas(s: JSONSchemaProps): JSONSchemaProps[] {
  const next: JSONSchemaProps[] = [];
  const items = s.items as unknown;
  if (Array.isArray(items)) pushSchemas(next, items);
  else if (asSchema(items)) next.push(items as JSONSchemaProps);
  pushSchemas(next, s.allOf);
  pushSchemas(next, s.anyOf);
  pushSchemas(next, s.oneOf);
  if (asSchema(s.not)) next.push(s.not as JSONSchemaProps);
  pushSchemaValues(next, s.properties);
  if (asSchema(s.additionalProperties)) next.push(s.additionalProperties as JSONSchemaProps);
  pushSchemaValues(next, s.patternProperties);
  if (asSchema(s.additionalItems)) next.push(s.additionalItems as JSONSchemaProps);
  pushSchemaValues(next, s.definitions);
  pushSchemaValues(next, s.dependencies);
  return next;
}

/** The schemas of a list, in order. */
function pushSchemas(out: JSONSchemaProps[], v: unknown): void {
  if (!Array.isArray(v)) return;
  for (const x of v) if (asSchema(x)) out.push(x as JSONSchemaProps);
}

/** The schemas among a map's values, in Object.values order. */
function pushSchemaValues(out: JSONSchemaProps[], v: unknown): void {
  if (!isObject(v as JSONValue)) return;
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const x = o[k];
    if (asSchema(x)) out.push(x as JSONSchemaProps);
  }
}

/** All openAPIV3Schemas of the internal spec (top-level first, then per version). */
export function specSchemas(spec: InternalSpec): JSONSchemaProps[] {
  const out: JSONSchemaProps[] = [];
  const top = asSchema(spec.validation?.openAPIV3Schema);
  if (top) out.push(top);
  for (const v of spec.versions) {
    const s = asSchema(v.schema?.openAPIV3Schema);
    if (s) out.push(s);
  }
  return out;
}

function hasSchemaWith(spec: InternalSpec, pred: (s: JSONSchemaProps) => boolean): boolean {
  return specSchemas(spec).some(pred);
}

export const specHasDefaults = (spec: InternalSpec) => hasSchemaWith(spec, (s) => schemaHas(s, (x) => x.default !== undefined));

export const specHasKubernetesExtensions = (spec: InternalSpec) =>
  hasSchemaWith(spec, (s) =>
    schemaHas(
      s,
      (x) =>
        x['x-kubernetes-embedded-resource'] === true ||
        x['x-kubernetes-preserve-unknown-fields'] !== undefined ||
        x['x-kubernetes-int-or-string'] === true ||
        (Array.isArray(x['x-kubernetes-list-map-keys']) && x['x-kubernetes-list-map-keys'].length > 0) ||
        x['x-kubernetes-list-type'] !== undefined ||
        (Array.isArray(x['x-kubernetes-validations']) && x['x-kubernetes-validations'].length > 0),
    ),
  );

const OPENAPI_V3_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);

/** requireValidPropertyType(old): false when the old spec already has invalid types. */
export const requireValidPropertyType = (old: InternalSpec) => !hasSchemaWith(old, (s) => schemaHas(s, (x) => typeof x.type === 'string' && x.type.length > 0 && !OPENAPI_V3_TYPES.has(x.type)));

/** requireStructuralSchema(old): false when the old spec already has a non-structural schema. */
export const requireStructuralSchema = (old: InternalSpec) => !hasSchemaWith(old, (s) => newStructuralError(s) !== null || validateStructural(FieldPath.root(), s).length > 0);

/** requireAtomicSetType(old) */
export const requireAtomicSetType = (old: InternalSpec) =>
  !hasSchemaWith(old, (s) =>
    schemaHas(s, (x) => {
      if (x['x-kubernetes-list-type'] !== 'set') return false;
      const is = asSchema(x.items);
      if (!is) return false;
      if (is.type === 'array') return is['x-kubernetes-list-type'] !== undefined && is['x-kubernetes-list-type'] !== 'atomic';
      if (is.type === 'object') return is['x-kubernetes-map-type'] !== 'atomic';
      return false;
    }),
  );

/** requireMapListKeysMapSetValidation(old) */
export const requireMapListKeysMapSetValidation = (old: InternalSpec) => !hasSchemaWith(old, (s) => schemaHas(s, (x) => validateMapListKeysMapSet(x, FieldPath.of('')).length > 0));

/** requireOpenAPISchema(old): allVersionsSpecifyOpenAPISchema */
export function requireOpenAPISchema(old: InternalSpec): boolean {
  if (asSchema(old.validation?.openAPIV3Schema)) return true;
  return old.versions.every((v) => asSchema(v.schema?.openAPIV3Schema));
}

/**
 * requirePrunedDefaults(old): false when a structural schema of the old spec has a default that
 * pruning would change (schemaHasUnprunedDefaults; PruneDefaults walks properties, items and
 * additionalProperties and prunes each default in place, an embedded resource as a resource root).
 */
export const requirePrunedDefaults = (old: InternalSpec) => !hasSchemaWith(old, schemaHasUnprunedDefaults);

function schemaHasUnprunedDefaults(schema: JSONSchemaProps): boolean {
  if (!schemaHas(schema, (x) => x.default !== undefined)) return false;
  if (newStructuralError(schema) !== null || validateStructural(FieldPath.root(), schema).length > 0) return false;
  const stack: JSONSchemaProps[] = [schema];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (s.default !== undefined) {
      const pruned = cloneJSON(s.default as JSONValue);
      prune(pruned, s, { isResourceRoot: s['x-kubernetes-embedded-resource'] === true });
      if (!deepEqualJSON(pruned, s.default as JSONValue)) return true;
    }
    const ap = asSchema(s.additionalProperties);
    if (ap) stack.push(ap);
    const items = asSchema(s.items);
    if (items) stack.push(items);
    pushSchemaValues(stack, s.properties);
  }
  return false;
}
