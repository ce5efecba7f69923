// Structural sharing between two versions of a JSON value (a CRD read again after an edit): every
// part of the new value equal to the part at the same place in the previous one is replaced by the
// previous object, so that results cached by object identity (per schema node, IdentityCache and
// WeakMaps) answer for everything the edit did not touch. Containers on the path to a change are
// new objects; neither value is modified.

const own = Object.prototype.hasOwnProperty;

/**
 * `next` with its parts equal to `prev`'s at the same place being `prev`'s objects; `prev` itself
 * when the two are equal (same keys in the same order, same scalars by Object.is).
 */
export function shareUnchanged<T>(prev: unknown, next: T): T {
  return share(prev, next) as T;
}

function share(a: unknown, b: unknown): unknown {
  if (a === b) return a;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Object.is(a, b) ? a : b;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return b;
    return shareArray(a, b);
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return b;
  return shareObject(a as Record<string, unknown>, b as Record<string, unknown>);
}

function shareArray(a: unknown[], b: unknown[]): unknown[] {
  let same = a.length === b.length;
  let out: unknown[] | undefined;
  for (let i = 0; i < b.length; i++) {
    const s = i < a.length ? share(a[i], b[i]) : b[i];
    if (i >= a.length || s !== a[i]) same = false;
    if (s !== b[i]) (out ??= b.slice(0, i))[i] = s;
    else if (out) out[i] = s;
  }
  return same ? a : (out ?? b);
}

function shareObject(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  let same = ka.length === kb.length;
  let replaced = false;
  const values: unknown[] = new Array(kb.length);
  for (let i = 0; i < kb.length; i++) {
    const k = kb[i]!;
    if (same && ka[i] !== k) same = false;
    const v = b[k];
    if (!own.call(a, k)) {
      same = false;
      values[i] = v;
      continue;
    }
    const s = share(a[k], v);
    if (s !== a[k]) same = false;
    if (s !== v) replaced = true;
    values[i] = s;
  }
  if (same) return a;
  if (!replaced || own.call(b, '__proto__')) return b;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < kb.length; i++) out[kb[i]!] = values[i];
  return out;
}
