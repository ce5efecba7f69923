// apiserver/schema/defaulting/prunenulls.go PruneNonNullableNullsWithoutDefaults: removes
// null values whose schema is neither nullable nor has a default (those with a default are
// left for Default to replace). Deep inside lists and maps; explicit stack, no recursion; the
// schema is read through its skeleton (schema/skeleton.ts).
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { expandSkeleton, propertyAt, skeletonOf, type Skeleton } from '../schema/skeleton';

export function pruneNonNullableNullsWithoutDefaults(value: JSONValue, schema: JSONSchemaProps | undefined): void {
  if (schema === undefined) return; // without a schema nothing below can be removed
  // pending values and their skeletons (only objects and arrays: scalars have nothing below)
  const xs: JSONValue[] = [value];
  const ss: Skeleton[] = [skeletonOf(schema)];
  while (xs.length > 0) {
    const x = xs.pop()!;
    const s = ss.pop()!;
    expandSkeleton(s);
    if (Array.isArray(x)) {
      const items = s.items;
      if (items === undefined) continue;
      for (let i = 0; i < x.length; i++) {
        const v = x[i];
        if (typeof v === 'object' && v !== null) {
          xs.push(v);
          ss.push(items);
        }
      }
      continue;
    }
    if (!isObject(x)) continue;
    const obj = x as JSONObject;
    if (s.properties === null && s.additional === undefined) continue;
    let i = 0;
    // for-in visits the own keys in Object.keys order (JSON objects inherit no enumerable keys);
    // a key deleted below is the current one, which does not disturb the iteration
    for (const k in obj) {
      // getSchemaForField: Properties[field], else AdditionalProperties.Structural
      const fs = propertyAt(s, i++, k) ?? s.additional;
      if (fs === undefined) continue;
      const v = obj[k];
      if (v === null) {
        if (!fs.nullable && !fs.hasDefault) delete obj[k];
      } else if (typeof v === 'object') {
        xs.push(v);
        ss.push(fs);
      }
    }
  }
}
