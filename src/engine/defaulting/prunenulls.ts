// apiserver/schema/defaulting/prunenulls.go PruneNonNullableNullsWithoutDefaults: removes
// null values whose schema is neither nullable nor has a default (those with a default are
// left for Default to replace). Deep inside lists and maps; explicit stack, no recursion.
import { isObject, type JSONObject, type JSONSchemaProps, type JSONValue } from '../types';
import { additionalPropertiesOf, hasDefault, isNullable, itemsSchema, propertySchema, type StructuralNode } from '../schema/structural';

/** getSchemaForField: Properties[field], else AdditionalProperties.Structural. */
function schemaForField(field: string, s: StructuralNode): StructuralNode {
  if (!s) return undefined;
  const prop = propertySchema(s, field);
  if (prop) return prop;
  return additionalPropertiesOf(s).schema;
}

export function pruneNonNullableNullsWithoutDefaults(value: JSONValue, schema: JSONSchemaProps | undefined): void {
  const stack: { x: JSONValue; s: StructuralNode }[] = [{ x: value, s: schema }];
  while (stack.length > 0) {
    const { x, s } = stack.pop()!;
    if (!s) continue; // without a schema nothing below can be removed
    if (Array.isArray(x)) {
      const items = itemsSchema(s);
      if (items) for (const v of x) stack.push({ x: v, s: items });
      continue;
    }
    if (!isObject(x)) continue;
    const obj = x as JSONObject;
    for (const k of Object.keys(obj)) {
      const fs = schemaForField(k, s);
      if (!fs) continue;
      const v = obj[k];
      if (v === null && !isNullable(fs) && !hasDefault(fs)) delete obj[k];
      else stack.push({ x: v, s: fs });
    }
  }
}
