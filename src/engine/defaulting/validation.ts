// apiserver/schema/defaulting/validation.go ValidateDefaults: every default in a structural
// schema (reached through items and properties, not additionalProperties) must be pruned
// ("must not have unknown fields") and valid against the schema node it sits on.
import type { FieldPath } from '../field/path';
import { FieldError, invalid } from '../field/errors';
import { cloneJSON, deepEqualJSON, type JSONSchemaProps, type JSONValue } from '../types';
import { prune } from '../pruning';
import { hasDefault, isEmbeddedResource, itemsSchema } from '../schema/structural';
import { schemaMap } from '../schema/props';
import { validateCustomResource } from '../validation';

interface Task {
  s: JSONSchemaProps;
  path: FieldPath;
  insideMeta: boolean;
}

const META_FIELDS = new Set(['metadata', 'apiVersion', 'kind']);

export function validateDefaults(
  fldPath: FieldPath,
  schema: JSONSchemaProps,
  isResourceRoot: boolean,
  requirePrunedDefaults: boolean,
): FieldError[] {
  let root = schema;
  if (isResourceRoot && !isEmbeddedResource(root)) root = { ...root, 'x-kubernetes-embedded-resource': true };
  const errs: FieldError[] = [];
  const stack: Task[] = [{ s: root, path: fldPath, insideMeta: false }];
  while (stack.length > 0) {
    const { s, path, insideMeta: parentInsideMeta } = stack.pop()!;
    const embedded = isEmbeddedResource(s);
    const insideMeta = embedded ? false : parentInsideMeta;
    if (hasDefault(s)) errs.push(...validateDefault(s, s.default, path, embedded, insideMeta, requirePrunedDefaults));

    // Go visits items, then properties; pushed in reverse.
    const children: Task[] = [];
    const items = itemsSchema(s);
    if (items) children.push({ s: items, path: path.child('items'), insideMeta });
    for (const [k, p] of schemaMap(s, 'properties') ?? []) {
      children.push({ s: p, path: path.child('properties').key(k), insideMeta: insideMeta || (embedded && META_FIELDS.has(k)) });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return errs;
}

function validateDefault(
  s: JSONSchemaProps,
  def: JSONValue,
  path: FieldPath,
  embedded: boolean,
  insideMeta: boolean,
  requirePrunedDefaults: boolean,
): FieldError[] {
  const errs: FieldError[] = [];
  const defaultPath = path.child('default');
  if (!insideMeta && requirePrunedDefaults) {
    const pruned = cloneJSON(def);
    prune(pruned, s, { isResourceRoot: embedded });
    if (!deepEqualJSON(pruned, def)) errs.push(invalid(defaultPath, def, 'must not have unknown fields'));
  }
  // Kubernetes coerces and validates ObjectMeta of embedded resources here (objectmeta.Coerce /
  // Validate) before the OpenAPI validation; that part belongs to the objectmeta module.
  errs.push(...validateCustomResource(defaultPath, def, s));
  return errs;
}
