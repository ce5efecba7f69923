// Type assignability and substitution (cel-go checker/types.go isAssignable, substitute, mostGeneral).
import { CelType, T } from '../types';

export type Subst = Map<string, CelType>;

export function substitute(s: Subst, t: CelType, typeParamToDyn: boolean): CelType {
  switch (t.kind) {
    case 'typeParam': {
      const b = s.get(t.name);
      if (b) return substitute(s, b, typeParamToDyn);
      return typeParamToDyn ? T.dyn : t;
    }
    case 'list':
      return T.list(substitute(s, t.elem, typeParamToDyn));
    case 'map':
      return T.map(substitute(s, t.key, typeParamToDyn), substitute(s, t.value, typeParamToDyn));
    case 'opaque':
      return t.params.length ? T.opaque(t.name, ...t.params.map((p) => substitute(s, p, typeParamToDyn))) : t;
    case 'type':
      return t.param ? T.typeOf(substitute(s, t.param, typeParamToDyn)) : t;
    default:
      return t;
  }
}

function occurs(s: Subst, name: string, t: CelType): boolean {
  switch (t.kind) {
    case 'typeParam':
      if (t.name === name) return true;
      {
        const b = s.get(t.name);
        return b ? occurs(s, name, b) : false;
      }
    case 'list':
      return occurs(s, name, t.elem);
    case 'map':
      return occurs(s, name, t.key) || occurs(s, name, t.value);
    case 'opaque':
      return t.params.some((p) => occurs(s, name, p));
    case 'type':
      return t.param ? occurs(s, name, t.param) : false;
    default:
      return false;
  }
}

function isDynOrError(t: CelType): boolean {
  return t.kind === 'dyn' || t.kind === 'error';
}

/** Is a value of type `from` assignable to `to` (binding type params in `s`)? Mutates s only on success. */
export function isAssignable(s: Subst, to: CelType, from: CelType): boolean {
  const trial = new Map(s);
  if (assign(trial, to, from)) {
    s.clear();
    for (const [k, v] of trial) s.set(k, v);
    return true;
  }
  return false;
}

function assign(s: Subst, to: CelType, from: CelType): boolean {
  if (to.kind === 'typeParam') {
    const b = s.get(to.name);
    if (b) {
      if (assign(s, b, from)) return true;
      // widen the binding when the new type is more general (cel-go mostGeneral)
      if (assign(s, from, b)) {
        s.set(to.name, from);
        return true;
      }
      return false;
    }
    if (from.kind === 'typeParam' && from.name === to.name) return true;
    if (occurs(s, to.name, from)) return false;
    s.set(to.name, from);
    return true;
  }
  if (from.kind === 'typeParam') {
    const b = s.get(from.name);
    if (b) return assign(s, to, b);
    if (occurs(s, from.name, to)) return false;
    s.set(from.name, to);
    return true;
  }
  if (isDynOrError(to) || isDynOrError(from)) return true;
  if (from.kind === 'null_type') {
    switch (to.kind) {
      case 'null_type':
      case 'object':
      case 'timestamp':
      case 'duration':
      case 'any':
        return true;
      default:
        return false;
    }
  }
  if (to.kind === 'any') return true;
  if (to.kind !== from.kind) return false;
  switch (to.kind) {
    case 'list':
      return assign(s, to.elem, (from as typeof to).elem);
    case 'map': {
      const f = from as typeof to;
      return assign(s, to.key, f.key) && assign(s, to.value, f.value);
    }
    case 'object':
      return to.name === (from as typeof to).name;
    case 'opaque': {
      const f = from as typeof to;
      if (to.name !== f.name || to.params.length !== f.params.length) return false;
      return to.params.every((p, i) => assign(s, p, f.params[i]!));
    }
    case 'type':
      // cel-go: all type-kind types are mutually assignable
      return true;
    default:
      return true;
  }
}

/** Join of two element types for aggregate literals: equal types stay, otherwise dyn. */
export function joinTypes(a: CelType, b: CelType): CelType {
  const s: Subst = new Map();
  if (a.kind === 'dyn' || b.kind === 'dyn') return T.dyn;
  if (isAssignable(s, a, b) && isAssignable(new Map(), b, a)) return a.kind === 'null_type' ? b : a;
  if (a.kind === 'null_type' && isAssignable(new Map(), b, a)) return b;
  if (b.kind === 'null_type' && isAssignable(new Map(), a, b)) return a;
  return T.dyn;
}
