// apiserver/schema/defaulting/algorithm.go Default: sets missing fields (and non-nullable
// nulls) to deep copies of their schema defaults, then descends into the result, so defaults
// nested in defaulted values apply too. Returns the defaulted field paths (pruning's path
// format, sorted). Explicit stack (parallel arrays), no recursion; the schema is read through
// its skeleton (schema/skeleton.ts).
import { cloneJSON, isObject, type JSONObject, type JSONValue, setKey } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { compareGoStrings } from '../schema/structural';
import { expandSkeleton, propertyAt, skeletonOf, type Skeleton } from '../schema/skeleton';
import { childIndex, childKey, pathText, type LazyPath } from '../field/lazypath';

/** isNonNullableNull: x is null and s exists and is not nullable. */
function isNonNullableNull(x: JSONValue | undefined, s: Skeleton | undefined): s is Skeleton {
  return x === null && s !== undefined && !s.nullable;
}

const hasOwn = Object.prototype.hasOwnProperty;

export function applyDefaults(value: JSONValue, schema: JSONSchemaProps | undefined): string[] {
  const defaulted: string[] = [];
  if (schema === undefined) return defaulted;
  // pending values and their skeletons and paths (only objects and arrays: scalars have nothing below)
  const xs: JSONValue[] = [value];
  const ss: Skeleton[] = [skeletonOf(schema)];
  const ps: LazyPath[] = [null];
  while (xs.length > 0) {
    const x = xs.pop()!;
    const s = ss.pop()!;
    const path = ps.pop()!;
    expandSkeleton(s);
    if (Array.isArray(x)) {
      const items = s.items;
      if (items === undefined) continue; // nothing below can be defaulted
      for (let i = 0; i < x.length; i++) {
        if (x[i] === null && !items.nullable && items.hasDefault) {
          x[i] = cloneJSON(items.default!);
          defaulted.push(pathText(childIndex(path, i)));
        }
        const v = x[i];
        if (typeof v === 'object' && v !== null) {
          xs.push(v);
          ss.push(items);
          ps.push(childIndex(path, i));
        }
      }
      continue;
    }
    if (!isObject(x)) continue;
    const obj = x as JSONObject;
    for (const [k, prop] of s.defaulted) {
      if (!hasOwn.call(obj, k) || isNonNullableNull(obj[k], prop)) {
        setKey(obj, k, cloneJSON(prop.default!));
        defaulted.push(pathText(childKey(path, k)));
      }
    }
    const additional = s.additional;
    if (s.properties === null && !s.additionalPresent) continue;
    let i = 0;
    // for-in visits the own keys in Object.keys order (JSON objects inherit no enumerable keys)
    for (const k in obj) {
      const prop = propertyAt(s, i++, k);
      let cs: Skeleton | undefined;
      if (prop !== undefined) cs = prop;
      else if (s.additionalPresent) {
        if (isNonNullableNull(obj[k], additional) && additional.hasDefault) {
          obj[k] = cloneJSON(additional.default!);
          defaulted.push(pathText(childKey(path, k)));
        }
        cs = additional;
      } else continue;
      const v = obj[k];
      if (cs !== undefined && typeof v === 'object' && v !== null) {
        xs.push(v);
        ss.push(cs);
        ps.push(childKey(path, k));
      }
    }
  }
  return defaulted.length > 1 ? defaulted.sort(compareGoStrings) : defaulted;
}
