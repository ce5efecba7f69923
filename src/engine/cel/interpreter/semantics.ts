// Value-level semantics the planner relies on: cel-go evalAnd/evalOr, attribute qualification
// (refQualify), the all()/exists() macro shape, and OptOptimize helpers.
import type { CallExpr, ComprehensionExpr, Expr } from '../ast';
import { optionalIndex } from '../stdlib/optional';
import { CelError, CelList, CelMap, CelObject, CelOptional, CelUint, CelUnknown, Value, isErrorOrUnknown } from '../values';

/** `a && b` / `a || b` once `a` did not short-circuit (cel-go evalAnd/evalOr: commutative errors). */
export function combineLogic(isAnd: boolean, a: Value, b: Value): Value {
  if (b === !isAnd) return b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return isAnd ? a && b : a || b;
  if (a instanceof CelUnknown || b instanceof CelUnknown) {
    const ids = [...(a instanceof CelUnknown ? a.ids : []), ...(b instanceof CelUnknown ? b.ids : [])];
    return new CelUnknown(ids);
  }
  if (a instanceof CelError) return a;
  if (b instanceof CelError) return b;
  return new CelError('no such overload');
}

/** Recognise the all()/exists() expansions of cel-go's parser (makeQuantifier). */
export function quantifierShape(e: ComprehensionExpr): { isAll: boolean; pred: Expr } | undefined {
  const accu = e.accuVar;
  const isAccu = (x: Expr) => x.kind === 'ident' && x.name === accu;
  const init = e.accuInit;
  if (init.kind !== 'const' || typeof init.value !== 'boolean' || !isAccu(e.result)) return undefined;
  const isAll = init.value;
  const c = e.loopCondition;
  if (c.kind !== 'call' || c.fn !== '@not_strictly_false' || c.target || c.args.length !== 1) return undefined;
  const ca = c.args[0]!;
  if (isAll ? !isAccu(ca) : !(ca.kind === 'call' && ca.fn === '!_' && !ca.target && ca.args.length === 1 && isAccu(ca.args[0]!))) return undefined;
  const st = e.loopStep;
  if (st.kind !== 'call' || st.target || st.fn !== (isAll ? '_&&_' : '_||_') || st.args.length !== 2 || !isAccu(st.args[0]!)) return undefined;
  return { isAll, pred: st.args[1]! };
}

/** The step of map() and filter(): `accu + [elem]`, or `pred ? accu + [elem] : accu`. */
export interface AppendShape {
  pred: Expr | undefined;
  elem: Expr;
  /** The `accu + [elem]` call. */
  add: Expr;
}

/** map(x, t), map(x, p, t) and filter(x, p) as the macros expand them (parser/macro.go). */
export function appendShape(e: ComprehensionExpr): AppendShape | undefined {
  const accu = e.accuVar;
  const isAccu = (x: Expr) => x.kind === 'ident' && x.name === accu;
  const init = e.accuInit;
  if (init.kind !== 'list' || init.elems.length !== 0 || !isAccu(e.result)) return undefined;
  const c = e.loopCondition;
  if (c.kind !== 'const' || c.value !== true) return undefined;
  const isAdd = (x: Expr) =>
    x.kind === 'call' && x.fn === '_+_' && !x.target && x.args.length === 2 && isAccu(x.args[0]!) && x.args[1]!.kind === 'list' && x.args[1]!.elems.length === 1 && x.args[1]!.optIndices.length === 0;
  const st = e.loopStep;
  if (isAdd(st)) return { pred: undefined, elem: ((st as CallExpr).args[1] as Expr & { kind: 'list' }).elems[0]!, add: st };
  if (st.kind !== 'call' || st.fn !== '_?_:_' || st.target || st.args.length !== 3) return undefined;
  const [p, add, other] = st.args as [Expr, Expr, Expr];
  if (!isAdd(add) || !isAccu(other)) return undefined;
  return { pred: p, elem: ((add as CallExpr).args[1] as Expr & { kind: 'list' }).elems[0]!, add };
}

/** A constant true loop condition and the step `pred ? t : accu` (exists_one, filter-like folds). */
export function conditionalStep(e: ComprehensionExpr): boolean {
  const c = e.loopCondition;
  const st = e.loopStep;
  if (c.kind !== 'const' || c.value !== true) return false;
  if (st.kind !== 'call' || st.fn !== '_?_:_' || st.target || st.args.length !== 3) return false;
  const other = st.args[2]!;
  return other.kind === 'ident' && other.name === e.accuVar;
}

export const CONVERSION_FUNCTIONS = new Set(['bool', 'bytes', 'double', 'duration', 'dyn', 'int', 'string', 'timestamp', 'type', 'uint']);

/** Key of a primitive constant in an optimised set (numbers unify across int, uint and double). */
export function setKey(v: Value): string | undefined {
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'bt' : 'bf';
    case 'bigint':
      return 'n' + v.toString();
    case 'number':
      if (Number.isNaN(v)) return undefined;
      return Number.isInteger(v) && Math.abs(v) < 2 ** 64 ? 'n' + BigInt(v).toString() : 'd' + v;
  }
  if (v instanceof CelUint) return 'n' + v.v.toString();
  return undefined;
}

export function selectField(o: Value, field: string): Value {
  if (o instanceof CelMap) {
    const v = o.get(field);
    return v === undefined ? new CelError(`no such key: ${field}`) : v;
  }
  if (o instanceof CelObject) {
    const v = o.getField(field);
    return v === undefined ? new CelError(`no such key: ${field}`) : v;
  }
  if (o instanceof CelOptional) return optionalSelect(o, field);
  if (isErrorOrUnknown(o)) return o;
  // cel-go refQualify: lists reject a string index, any other value has no such key
  if (o instanceof CelList) return new CelError(`unsupported index type 'string' in list`);
  return new CelError(`no such key: ${field}`);
}

export function optionalSelect(o: Value, field: string): Value {
  if (o instanceof CelOptional) {
    if (!o.hasValue()) return o;
    o = o.value!;
  }
  if (o instanceof CelMap) return optionalIndex(o, field);
  if (o instanceof CelObject) {
    const v = o.hasField(field) ? o.getField(field) : undefined;
    return v === undefined ? CelOptional.none : new CelOptional(v);
  }
  return new CelError('no such overload');
}
