// Type assignability and substitution (cel-go checker/types.go isAssignable, substitute, mostGeneral).
import { CelType, T, typeEquals } from '../types';

/** Type-parameter substitution with an undo log (trial unification without copying). */
export class Subst extends Map<string, CelType> {
  private readonly log: [string, CelType | undefined][] = [];
  override set(k: string, v: CelType): this {
    // the Map constructor may call set before fields exist; Subst is always constructed empty
    this.log?.push([k, super.get(k)]);
    return super.set(k, v);
  }
  mark(): number {
    return this.log.length;
  }
  rollback(mark: number): void {
    while (this.log.length > mark) {
      const [k, prev] = this.log.pop()!;
      if (prev === undefined) super.delete(k);
      else super.set(k, prev);
    }
  }
}

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

/** cel-go types.Type IsExactType. */
function exact(a: CelType, b: CelType): boolean {
  return typeEquals(a, b);
}

/**
 * cel-go checker isAssignable(m, t1, t2): can t1 and t2 unify under the substitution s (t2 is the
 * declared side in overload resolution). Mutates s only on success.
 */
export function isAssignable(s: Subst, t1: CelType, t2: CelType): boolean {
  const m = s.mark();
  if (assign(s, t1, t2)) return true;
  s.rollback(m);
  return false;
}

function assign(m: Subst, t1: CelType, t2: CelType): boolean {
  if (t2.kind === 'typeParam') {
    const [valid, hasSub] = validSubstitution(m, t1, t2);
    if (valid) return true;
    if (hasSub) return false;
  }
  if (t1.kind === 'typeParam') return validSubstitution(m, t2, t1)[0];
  if (isDynOrError(t1) || isDynOrError(t2)) return true;
  if (t1.kind === 'null_type') return nullable(t2);
  if (t2.kind === 'null_type') return nullable(t1);
  switch (t1.kind) {
    case 'type':
      return t2.kind === 'type';
    case 'list':
      return t2.kind === 'list' && assign(m, t1.elem, t2.elem);
    case 'map':
      return t2.kind === 'map' && assign(m, t1.key, t2.key) && assign(m, t1.value, t2.value);
    case 'opaque':
      return t2.kind === 'opaque' && t1.name === t2.name && t1.params.length === t2.params.length && t1.params.every((p, i) => assign(m, p, t2.params[i]!));
    case 'object':
      return t2.kind === 'object' && t1.name === t2.name;
    default:
      return t1.kind === t2.kind;
  }
}

function nullable(t: CelType): boolean {
  switch (t.kind) {
    case 'null_type':
    case 'opaque':
    case 'object':
    case 'any':
    case 'duration':
    case 'timestamp':
    case 'dyn':
      return true;
    default:
      return false;
  }
}

function validSubstitution(m: Subst, t1: CelType, t2: CelType & { kind: 'typeParam' }): [boolean, boolean] {
  if (exact(t1, t2)) return [true, true];
  const sub = m.get(t2.name);
  if (sub) {
    if (exact(t1, sub)) return [true, true];
    if (assign(m, t1, sub)) {
      const n = mostGeneral(t1, sub);
      if (!occurs(m, t2.name, n)) m.set(t2.name, n);
      return [true, true];
    }
    return [false, true];
  }
  if (!occurs(m, t2.name, t1)) {
    m.set(t2.name, t1);
    return [true, false];
  }
  return [false, false];
}

/** cel-go isEqualOrLessSpecific. */
function isEqualOrLessSpecific(a: CelType, b: CelType): boolean {
  if (a.kind === 'dyn' || a.kind === 'typeParam') return true;
  if (b.kind === 'dyn' || b.kind === 'typeParam') return false;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'opaque': {
      const o = b as typeof a;
      return a.name === o.name && a.params.length === o.params.length && a.params.every((p, i) => isEqualOrLessSpecific(p, o.params[i]!));
    }
    case 'list':
      return isEqualOrLessSpecific(a.elem, (b as typeof a).elem);
    case 'map': {
      const o = b as typeof a;
      return isEqualOrLessSpecific(a.key, o.key) && isEqualOrLessSpecific(a.value, o.value);
    }
    case 'type':
      return true;
    default:
      return exact(a, b);
  }
}

/** cel-go mostGeneral. */
export function mostGeneral(a: CelType, b: CelType): CelType {
  return isEqualOrLessSpecific(a, b) ? a : b;
}
