// apiserver/schema/defaulting/algorithm.go Default: sets missing fields (and non-nullable
// nulls) to deep copies of their schema defaults, then descends into the result, so defaults
// nested in defaulted values apply too. Returns the defaulted field paths (pruning's path
// format, sorted). Explicit stack, no recursion.
import { cloneJSON, isObject, type JSONObject, type JSONSchemaProps, type JSONValue } from '../types';
import { additionalPropertiesOf, compareGoStrings, hasDefault, isNullable, itemsSchema, propertySchema, type StructuralNode } from '../schema/structural';
import { childIndex, childKey, pathText, type LazyPath } from '../field/lazypath';

/** isNonNullableNull: x is null and s exists and is not nullable. */
function isNonNullableNull(x: JSONValue | undefined, s: StructuralNode): s is JSONSchemaProps {
  return x === null && !!s && !isNullable(s);
}

export function applyDefaults(value: JSONValue, schema: JSONSchemaProps | undefined): string[] {
  const defaulted: string[] = [];
  const stack: { x: JSONValue; s: StructuralNode; path: LazyPath }[] = [{ x: value, s: schema, path: null }];
  while (stack.length > 0) {
    const { x, s, path } = stack.pop()!;
    if (!s) continue;
    if (Array.isArray(x)) {
      const items = itemsSchema(s);
      for (let i = 0; i < x.length; i++) {
        const p = childIndex(path, i);
        if (isNonNullableNull(x[i], items) && hasDefault(items)) {
          x[i] = cloneJSON(items.default);
          defaulted.push(pathText(p));
        }
        stack.push({ x: x[i], s: items, path: p });
      }
      continue;
    }
    if (!isObject(x)) continue;
    const obj = x as JSONObject;
    const props = isObject(s.properties as JSONValue) ? Object.keys(s.properties!) : [];
    for (const k of props) {
      const prop = propertySchema(s, k)!;
      if (!hasDefault(prop)) continue;
      if (!Object.prototype.hasOwnProperty.call(obj, k) || isNonNullableNull(obj[k], prop)) {
        obj[k] = cloneJSON(prop.default);
        defaulted.push(pathText(childKey(path, k)));
      }
    }
    const additional = additionalPropertiesOf(s);
    for (const k of Object.keys(obj)) {
      const p = childKey(path, k);
      const prop = propertySchema(s, k);
      if (prop) {
        stack.push({ x: obj[k], s: prop, path: p });
      } else if (additional.present) {
        const as = additional.schema;
        if (isNonNullableNull(obj[k], as) && hasDefault(as)) {
          obj[k] = cloneJSON(as.default);
          defaulted.push(pathText(p));
        }
        stack.push({ x: obj[k], s: as, path: p });
      }
    }
  }
  return defaulted.sort(compareGoStrings);
}
