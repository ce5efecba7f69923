// Unstructured JSON as the apiserver decodes it (encoding/json into interface{}, with int64 kept
// exact: see docs/decisions/0006-int64.md), and the helpers every layer uses on it.

/** A JSON value as decoded from YAML/JSON: int64 integers beyond ±2^53 are bigints, every other number a JS number (a float64 when not a safe integer); docs/decisions/0006-int64.md. */
export type JSONValue = null | boolean | number | bigint | string | JSONValue[] | { [key: string]: JSONValue };

export type JSONObject = { [key: string]: JSONValue };

export function isObject(v: unknown): v is JSONObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Sets a decoded object's key as an own data property. A `__proto__` key is a key like any other to
 * encoding/json (and so to the apiserver's decoder); a plain assignment would set the object's
 * prototype instead and the key would vanish from the value.
 */
export function setKey<V>(o: Record<string, V>, k: string, v: V): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/** A shallow copy of an array or object (module level: no closure per clone). */
const copyOf = (x: JSONValue[] | JSONObject): JSONValue[] | JSONObject => (Array.isArray(x) ? x.slice() : { ...x });

/** A deep copy; iterative, so any nesting depth is copied. */
export function cloneJSON<T extends JSONValue | undefined>(v: T): T {
  if (v === undefined || v === null || typeof v !== 'object') return v;
  const root = copyOf(v as JSONValue[] | JSONObject);
  const stack: (JSONValue[] | JSONObject)[] = [root];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (Array.isArray(c)) {
      for (let i = 0; i < c.length; i++) {
        const x = c[i];
        if (x !== null && typeof x === 'object') stack.push((c[i] = copyOf(x)));
      }
    } else {
      // for-in: the copy's own keys in Object.keys order (a spread copy inherits no enumerable keys)
      for (const k in c) {
        const x = c[k];
        if (x !== null && typeof x === 'object') stack.push((c[k] = copyOf(x)));
      }
    }
  }
  return root as T;
}

/** Deep equality of JSON values (object key order ignored). */
export function deepEqualJSON(a: JSONValue | undefined, b: JSONValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqualJSON(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqualJSON(a[k], (b as JSONObject)[k])) return false;
  }
  return true;
}

/**
 * Whether `v` nests deeper than `max` levels of objects and arrays (a scalar is 0, `{}` is 1).
 * Iterative, and each shared subtree (YAML aliases decode to shared values) is measured once, so
 * a value far deeper or larger than its text costs no stack and no more than its distinct nodes.
 */
export function nestsDeeperThan(v: unknown, max: number): boolean {
  if (v === null || typeof v !== 'object') return max < 0;
  const height = new Map<object, number>();
  const stack: [object, boolean][] = [[v, false]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const node = top[0];
    if (height.has(node)) {
      stack.pop();
      continue;
    }
    const kids = Object.values(node).filter((x): x is object => x !== null && typeof x === 'object');
    if (!top[1]) {
      top[1] = true;
      for (const k of kids) if (!height.has(k)) stack.push([k, false]);
      continue;
    }
    let h = 1;
    for (const k of kids) h = Math.max(h, 1 + (height.get(k) ?? 0));
    if (h > max) return true;
    height.set(node, h);
    stack.pop();
  }
  return false;
}
