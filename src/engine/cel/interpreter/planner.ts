// Planner: turns a checked (or parsed) AST into closures once (cel-go interpreter/planner.go), with
// runtime overload dispatch, cost accounting and the OptOptimize decorations.
import type { CallExpr, ComprehensionExpr, Expr, Reference } from '../ast';
import type { Env } from '../env';
import type { OverloadDecl } from '../library';
import { CelType, BUILTIN_TYPE_IDENTS } from '../types';
import { AccumulatorList, ArrayList, CelError, CelList, CelMap, CelObject, CelOptional, CelTypeValue, HashMap, RecordObject, Value, isErrorOrUnknown, valueTypeName } from '../values';
import { optionalIndex } from '../stdlib/optional';
import { indexValue } from '../stdlib/operators';
import { isConcrete, valueMatches } from './dispatch';
import { compileRE2 } from '../../regex';
import { addCost, addCost2, Ev, firstBad, Frame } from './frame';
import { stringSlotConstCall } from './stringcalls';
import { sizeCostConst2, sizeCostTables } from './runtimecost';
import { appendShape, combineLogic, conditionalStep, CONVERSION_FUNCTIONS, optionalSelect, quantifierShape, selectField, setKey, type AppendShape } from './semantics';

/**
 * A cost the generic loop charges in steps of 1 (identifiers, @not_strictly_false, !_): charged
 * the same way, so a cost limit stops at the same count.
 */
function addUnits(f: Frame, n: number): void {
  if (!f.track) return;
  if (f.cost + n <= f.limit) f.cost += n;
  else for (let i = 0; i < n; i++) addCost(f, 1);
}

/** What a planned two-argument call charges: a constant, or by its arguments and result. */
interface CallCharge {
  constant: number | undefined;
  charge: (f: Frame, x: Value, y: Value, r: Value) => void;
}

interface AppendPlan {
  pred: Ev | undefined;
  elem: Ev;
  charge: CallCharge;
}

/** Calls cel-go plans as attributes (index, optional index/selection, ternary). */
const ATTRIBUTE_CALLS = new Set(['_[_]', '_[?_]', '_?._', '_?_:_']);

export class Planner {
  maxSlots = 0;
  private scopes: Map<string, number>[] = [];
  private nextSlot = 0;

  constructor(
    private readonly env: Env,
    private readonly types: Map<number, CelType> | undefined,
    private readonly refs: Map<number, Reference> | undefined,
    private readonly presenceCost: boolean,
    private readonly optimize: boolean,
    /** false only to test the fast paths against the generic comprehension loop */
    private readonly fastPaths = true,
  ) {}

  instantiationError: string | undefined;
  private readonly consts = new WeakMap<Ev, Value>();

  private constEv(v: Value): Ev {
    const ev: Ev = () => v;
    this.consts.set(ev, v);
    return ev;
  }

  /** Evaluate a constant sub-plan once (cel-go decOptimize uses an empty activation). */
  private foldNow(ev: Ev): Value {
    const f: Frame = { slots: [], lookup: () => undefined, cost: 0, limit: Infinity, track: true };
    try {
      return ev(f);
    } catch {
      return new CelError('constant folding failed');
    }
  }

  private local(name: string): number | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const s = this.scopes[i]!.get(name);
      if (s !== undefined) return s;
    }
    return undefined;
  }

  /**
   * Plan an expression. `rootFree`: the expression is an attribute resolved directly by an enclosing
   * attribute (ternary branch, index argument) as cel-go does, so its root (the identifier's +1, or
   * a relative attribute's +1) is not observed by the cost tracker; qualifiers still are.
   */
  plan(e: Expr, rootFree = false): Ev {
    switch (e.kind) {
      case 'const':
        return this.constEv(e.value as Value);
      case 'ident':
        return this.planIdent(e.name, this.refs?.get(e.id), rootFree);
      case 'select':
        return this.planSelect(e, rootFree);
      case 'call':
        return this.planCall(e, rootFree);
      case 'list':
        return this.planList(e);
      case 'map':
        return this.planMap(e);
      case 'struct':
        return this.planStruct(e);
      case 'comprehension':
        return this.planComprehension(e);
    }
  }

  /** Does cel-go plan this expression as an attribute (identifier, selection, index, ternary)? */
  private isAttr(e: Expr): boolean {
    switch (e.kind) {
      case 'ident':
        return this.refs?.get(e.id)?.value === undefined;
      case 'select':
        return !e.testOnly;
      case 'call':
        return !e.target && ATTRIBUTE_CALLS.has(e.fn);
      default:
        return false;
    }
  }

  private planIdent(name: string, ref: Reference | undefined, rootFree = false): Ev {
    const slot = this.local(name);
    const rootCost = rootFree ? 0 : 1;
    if (slot !== undefined) {
      if (!rootCost) return (f) => f.slots[slot]!;
      return (f) => {
        addCost(f, 1);
        return f.slots[slot]!;
      };
    }
    if (ref?.value !== undefined) {
      // cel-go plans identifiers resolved to types (int, string, ...) as constants: no cost
      return this.constEv(ref.value);
    }
    const resolved = ref?.name ?? name;
    const typeIdent = this.env.typeIdents.get(resolved) ?? BUILTIN_TYPE_IDENTS[resolved];
    const container = this.env.container;
    return (f) => {
      if (rootCost) addCost(f, 1);
      if (!ref && container) {
        for (let c = container; c; c = c.includes('.') ? c.slice(0, c.lastIndexOf('.')) : '') {
          const cv = f.lookup(c + '.' + name);
          if (cv !== undefined) return cv;
        }
      }
      const v = f.lookup(resolved);
      if (v !== undefined) return v;
      if (typeIdent) return new CelTypeValue(typeIdent);
      return new CelError(ref ? `no such attribute: ${resolved}` : `undeclared reference to '${name}' (in container '${container}')`);
    };
  }

  /** The slot of a comprehension variable, when `e` is one. */
  private slotOf(e: Expr): number | undefined {
    return e.kind === 'ident' ? this.local(e.name) : undefined;
  }

  private qualified(e: Expr): string | undefined {
    if (e.kind === 'ident') return this.local(e.name) === undefined ? e.name : undefined;
    if (e.kind === 'select' && !e.testOnly) {
      const p = this.qualified(e.operand);
      return p === undefined ? undefined : p + '.' + e.field;
    }
    return undefined;
  }

  private planSelect(e: Expr & { kind: 'select' }, rootFree = false): Ev {
    const ref = this.refs?.get(e.id);
    if (ref && !e.testOnly) return this.planIdent(ref.name!, ref, rootFree);
    const opIsAttr = this.isAttr(e.operand);
    const operand = this.plan(e.operand, rootFree && opIsAttr);
    // a selection on a non-attribute operand goes through a relative attribute (+1 when observed)
    const selectCost = 1 + (opIsAttr || rootFree ? 0 : 1);
    const field = e.field;
    // unchecked: a dotted name may be a variable ('x.y')
    const qname = !this.refs && !e.testOnly ? this.qualified(e) : undefined;
    if (e.testOnly) {
      const cost = this.presenceCost ? 1 : 0;
      return (f) => {
        const o = operand(f);
        if (cost) addCost(f, cost);
        if (isErrorOrUnknown(o)) return o;
        const iv = o instanceof CelOptional ? o.value : o;
        // cel-go refQualify with presence testing: Mapper.Find converts a present value, and its
        // conversion error (Kubernetes' `invalid data, ...` for JSON that does not fit the schema) is the result
        if (iv instanceof CelMap) return iv.has(field) && presentValue(iv.get(field));
        if (iv instanceof CelObject) return iv.hasField(field) && presentValue(iv.getField(field));
        // cel-go refQualify with presence testing: other values are simply not present
        // (EnableErrorOnBadPresenceTest is off in Kubernetes)
        return false;
      };
    }
    return (f) => {
      if (qname !== undefined) {
        const v = f.lookup(qname);
        if (v !== undefined) {
          addCost(f, 1);
          return v;
        }
      }
      const o = operand(f);
      addCost(f, selectCost);
      return selectField(o, field);
    };
  }

  private planList(e: Expr & { kind: 'list' }): Ev {
    const ev = this.planListRaw(e);
    return this.maybeFold(ev, e.elems.length === 0 || this.allConst);
  }

  private allConst = false;

  /** cel-go maybeBuildListLiteral / maybeBuildMapLiteral. */
  private maybeFold(ev: Ev, childrenConst: boolean): Ev {
    if (!this.optimize || !childrenConst) return ev;
    const v = this.foldNow(ev);
    return isErrorOrUnknown(v) ? ev : this.constEv(v);
  }

  private planListRaw(e: Expr & { kind: 'list' }): Ev {
    const elems = e.elems.map((x) => this.plan(x));
    this.allConst = elems.every((x) => this.consts.has(x));
    const opt = new Set(e.optIndices);
    const anyOpt = opt.size > 0;
    const list: Ev = (f) => {
      const out: Value[] = [];
      for (let i = 0; i < elems.length; i++) {
        const v = elems[i]!(f);
        if (isErrorOrUnknown(v)) return v;
        if (anyOpt && opt.has(i)) {
          if (!(v instanceof CelOptional)) return new CelError('no such overload');
          if (v.hasValue()) out.push(v.value!);
        } else out.push(v);
      }
      addCost(f, 10);
      return new ArrayList(out);
    };
    this.parts.set(list, elems);
    return list;
  }

  private planMap(e: Expr & { kind: 'map' }): Ev {
    const ev = this.planMapRaw(e);
    return this.maybeFold(ev, this.allConst);
  }

  private planMapRaw(e: Expr & { kind: 'map' }): Ev {
    const entries = e.entries.map((en) => ({ k: this.plan(en.key), v: this.plan(en.value), opt: en.optional }));
    this.allConst = entries.every((en) => this.consts.has(en.k) && this.consts.has(en.v));
    return (f) => {
      const m = new HashMap();
      for (const en of entries) {
        const k = en.k(f);
        if (isErrorOrUnknown(k)) return k;
        const v = en.v(f);
        if (isErrorOrUnknown(v)) return v;
        if (m.hasKey(k)) return new CelError(`Failed with repeated key`);
        if (en.opt) {
          if (!(v instanceof CelOptional)) return new CelError('no such overload');
          if (!v.hasValue()) continue;
          if (!m.set(k, v.value!)) return new CelError(`unsupported key type`);
        } else if (!m.set(k, v)) return new CelError(`unsupported key type`);
      }
      addCost(f, 30);
      return m;
    };
  }

  private planStruct(e: Expr & { kind: 'struct' }): Ev {
    const name = this.refs?.get(e.id)?.name ?? e.typeName;
    const fields = e.fields.map((fl) => ({ name: fl.name, v: this.plan(fl.value), opt: fl.optional }));
    const tp = this.env.typeProvider;
    return (f) => {
      const rec: Record<string, Value> = {};
      for (const fl of fields) {
        const v = fl.v(f);
        if (isErrorOrUnknown(v)) return v;
        if (fl.opt) {
          if (!(v instanceof CelOptional)) return new CelError('no such overload');
          if (v.hasValue()) rec[fl.name] = v.value!;
        } else rec[fl.name] = v;
      }
      addCost(f, 40);
      const o = tp?.newObject?.(name, rec);
      return o ?? (tp?.hasType(name) ? new RecordObject(name, rec) : new CelError(`unknown type: ${name}`));
    };
  }

  private planComprehension(e: ComprehensionExpr): Ev {
    const range = this.plan(e.iterRange);
    const accuSlot = this.nextSlot++;
    this.scopes.push(new Map([[e.accuVar, accuSlot]]));
    const init = this.plan(e.accuInit);
    const v1 = this.nextSlot++;
    const v2 = e.iterVar2 ? this.nextSlot++ : -1;
    const iterScope = new Map([[e.iterVar, v1]]);
    if (e.iterVar2) iterScope.set(e.iterVar2, v2);
    this.scopes.push(iterScope);
    this.maxSlots = Math.max(this.maxSlots, this.nextSlot);
    const quant = this.fastPaths ? quantifierShape(e) : undefined;
    if (quant) {
      // all()/exists() expansion evaluated directly, charging what the generic loop charges:
      // condition = accu ident + @not_strictly_false (+ '!_' for exists), step = accu ident + predicate.
      const pred = this.plan(quant.pred);
      this.scopes.pop();
      this.scopes.pop();
      this.nextSlot -= e.iterVar2 ? 3 : 2;
      return this.planQuantifier(range, quant.isAll, pred, v1, v2, accuSlot);
    }
    const cond = this.plan(e.loopCondition);
    const step = this.plan(e.loopStep);
    const append = this.fastPaths && !e.iterVar2 ? appendShape(e) : undefined;
    const appendPlan = append && this.appendPlan(append, step);
    this.scopes.pop();
    const result = this.plan(e.result);
    this.scopes.pop();
    this.nextSlot -= e.iterVar2 ? 3 : 2;
    const two = !!e.iterVar2;
    // map()/filter() start from an empty list literal: accumulate in place (cel-go MutableList)
    const accumulates = e.accuInit.kind === 'list' && e.accuInit.elems.length === 0;
    if (appendPlan) return this.planAppendLoop(range, init, step, result, appendPlan, v1, accuSlot);
    const ternary = this.fastPaths && conditionalStep(e) ? this.parts.get(step) : undefined;
    if (ternary && !accumulates) return this.planConditionalLoop(range, init, result, ternary[0]!, ternary[1]!, v1, v2, accuSlot);
    return (f) => {
      const r = range(f);
      if (isErrorOrUnknown(r)) return r;
      const s = f.slots;
      s[accuSlot] = accumulates ? (init(f), new AccumulatorList()) : init(f);
      if (r instanceof CelList) {
        const n = r.size;
        for (let i = 0; i < n; i++) {
          if (two) {
            s[v1] = BigInt(i);
            s[v2] = r.get(i);
          } else s[v1] = r.get(i);
          if (cond(f) === false) break;
          s[accuSlot] = step(f);
        }
      } else if (r instanceof CelMap) {
        for (const k of r.keys()) {
          s[v1] = k;
          if (two) s[v2] = r.get(k)!;
          if (cond(f) === false) break;
          s[accuSlot] = step(f);
        }
      } else return new CelError(`cannot iterate over ${r === null ? 'null' : typeof r}`);
      const out = result(f);
      return out instanceof AccumulatorList ? out.freeze() : out;
    };
  }

  /** The closures of a planned append step: the filter predicate, the appended element, the append's charge. */
  private appendPlan(shape: AppendShape, step: Ev): AppendPlan | undefined {
    let pred: Ev | undefined;
    let add = step;
    if (shape.pred) {
      const parts = this.parts.get(step);
      if (!parts) return undefined;
      [pred, add] = parts;
    }
    const charge = this.charges.get(add);
    const list = this.parts.get(add)?.[1];
    const elems = list && this.parts.get(list);
    // a constant list literal was folded: no element closure, the generic loop runs
    if (!charge || !elems || elems.length !== 1) return undefined;
    return { pred, elem: elems[0]!, charge };
  }

  /**
   * map() and filter() (and map with a predicate) evaluated directly: the element is pushed onto
   * the accumulator instead of building a one-element list and concatenating it, charging what
   * the generic loop charges, in the same order (the accumulator identifier 1, the list literal
   * 10, the `_+_` call its cost; the ternary and its `false` branch nothing). At the first
   * erroneous or unknown value the loop goes on with the generic step, as the accumulator is then
   * that value.
   */
  private planAppendLoop(range: Ev, init: Ev, step: Ev, result: Ev, plan: AppendPlan, v1: number, accuSlot: number): Ev {
    const { pred, elem, charge } = plan;
    const constant = charge.constant;
    return (f) => {
      const r = range(f);
      if (isErrorOrUnknown(r)) return r;
      const s = f.slots;
      init(f);
      const acc = new AccumulatorList();
      s[accuSlot] = acc;
      let keys: Value[] | undefined;
      let n: number;
      if (r instanceof CelList) n = r.size;
      else if (r instanceof CelMap) n = (keys = r.keys()).length;
      else return new CelError(`cannot iterate over ${r === null ? 'null' : typeof r}`);
      const items = r instanceof ArrayList ? r.items : undefined;
      let i = 0;
      for (; i < n; i++) {
        s[v1] = keys ? keys[i]! : items ? items[i]! : (r as CelList).get(i);
        if (pred) {
          const p = pred(f);
          if (p === false) continue;
          if (p !== true) {
            // the ternary's value: the error or unknown, or no such overload
            s[accuSlot] = isErrorOrUnknown(p) ? p : new CelError('no such overload');
            i++;
            break;
          }
        }
        addCost(f, 1); // the accumulator identifier
        const t = elem(f);
        if (isErrorOrUnknown(t)) {
          // the list literal returns the bad element, the strict `_+_` returns it and is charged
          charge.charge(f, acc, t, t);
          s[accuSlot] = t;
          i++;
          break;
        }
        acc.items.push(t);
        // the list literal 10, then the append
        if (constant !== undefined) addCost2(f, 10, constant);
        else {
          addCost(f, 10);
          charge.charge(f, acc, new ArrayList([t]), acc);
        }
      }
      // after a bad value: the generic step (the accumulator is that value now)
      for (; i < n; i++) {
        s[v1] = keys ? keys[i]! : items ? items[i]! : (r as CelList).get(i);
        s[accuSlot] = step(f);
      }
      const out = result(f);
      return out instanceof AccumulatorList ? out.freeze() : out;
    };
  }

  /**
   * A loop whose condition is the constant true and whose step is `pred ? t : accu` (exists_one,
   * and map/filter shapes the append loop does not take): the ternary's parts are called directly
   * and an unchanged accumulator is not written; the ternary, its accumulator branch (resolved as
   * an attribute, not observed) and the constant condition cost nothing in the generic loop either.
   */
  private planConditionalLoop(range: Ev, init: Ev, result: Ev, pred: Ev, then: Ev, v1: number, v2: number, accuSlot: number): Ev {
    const two = v2 >= 0;
    return (f) => {
      const r = range(f);
      if (isErrorOrUnknown(r)) return r;
      const s = f.slots;
      s[accuSlot] = init(f);
      if (r instanceof CelList) {
        const n = r.size;
        const items = r instanceof ArrayList ? r.items : undefined;
        for (let i = 0; i < n; i++) {
          const item = items ? items[i]! : r.get(i);
          if (two) {
            s[v1] = BigInt(i);
            s[v2] = item;
          } else s[v1] = item;
          const p = pred(f);
          if (p === false) continue;
          s[accuSlot] = p === true ? then(f) : isErrorOrUnknown(p) ? p : new CelError('no such overload');
        }
      } else if (r instanceof CelMap) {
        for (const k of r.keys()) {
          s[v1] = k;
          if (two) s[v2] = r.get(k)!;
          const p = pred(f);
          if (p === false) continue;
          s[accuSlot] = p === true ? then(f) : isErrorOrUnknown(p) ? p : new CelError('no such overload');
        }
      } else return new CelError(`cannot iterate over ${r === null ? 'null' : typeof r}`);
      return result(f);
    };
  }

  private planQuantifier(range: Ev, isAll: boolean, pred: Ev, v1: number, v2: number, accuSlot: number): Ev {
    const stop = !isAll;
    const perIter = isAll ? 3 : 4; // condition (2 or 3) + accu ident in the step
    const two = v2 >= 0;
    return (f) => {
      const r = range(f);
      if (isErrorOrUnknown(r)) return r;
      const s = f.slots;
      let accu: Value = !stop;
      s[accuSlot] = accu;
      if (r instanceof CelList) {
        const n = r.size;
        const items = r instanceof ArrayList ? r.items : undefined;
        for (let i = 0; i < n; i++) {
          const item = items ? items[i]! : r.get(i);
          if (two) {
            s[v1] = BigInt(i);
            s[v2] = item;
          } else s[v1] = item;
          if (accu === stop) {
            addUnits(f, perIter - 1);
            break;
          }
          addUnits(f, perIter);
          const p = pred(f);
          // accu is !stop here unless an error or unknown came before
          accu = typeof p === 'boolean' && accu === !stop ? p : combineLogic(isAll, accu, p);
          s[accuSlot] = accu;
        }
      } else if (r instanceof CelMap) {
        for (const k of r.keys()) {
          s[v1] = k;
          if (two) s[v2] = r.get(k)!;
          if (accu === stop) {
            addUnits(f, perIter - 1);
            break;
          }
          addUnits(f, perIter);
          accu = combineLogic(isAll, accu, pred(f));
          s[accuSlot] = accu;
        }
      } else return new CelError(`cannot iterate over ${r === null ? 'null' : typeof r}`);
      addCost(f, 1);
      return accu;
    };
  }

  private planCall(e: CallExpr, rootFree = false): Ev {
    if (this.optimize && !e.target && e.fn === '@in' && e.args.length === 2) {
      const set = this.planSetMembership(e);
      if (set) return set;
    }
    const ev = this.planCallRaw(e, rootFree);
    const argEvs = this.lastArgEvs;
    // cel-go CompileRegexConstants: `matches` with OptOptimize, library-declared functions (cel.OptimizeRegex)
    // always; the receiver counts as argument 0
    const ro = e.fn === 'matches' ? (this.optimize ? 1 : undefined) : this.env.regexOptimizations.get(e.fn);
    if (ro !== undefined && argEvs.length > ro && this.consts.has(argEvs[ro]!)) {
      const re = this.consts.get(argEvs[ro]!);
      if (typeof re === 'string') {
        const c = compileRE2(re);
        if (!c.ok) this.instantiationError ??= c.error;
      }
    }
    if (!this.optimize) return ev;
    if (!e.target && CONVERSION_FUNCTIONS.has(e.fn) && argEvs.length === 1 && this.consts.has(argEvs[0]!)) {
      // cel-go maybeOptimizeConstUnary: an error here fails program instantiation
      const v = this.foldNow(ev);
      if (v instanceof CelError) {
        this.instantiationError ??= v.message;
        return ev;
      }
      return isErrorOrUnknown(v) ? ev : this.constEv(v);
    }
    return ev;
  }

  private lastArgEvs: Ev[] = [];

  /** cel-go maybeOptimizeSetMembership: `x in [primitive constants]` as a hash lookup (no call cost). */
  private planSetMembership(e: CallExpr): Ev | undefined {
    const rhs = this.plan(e.args[1]!);
    const list = this.consts.get(rhs);
    if (!(list instanceof CelList)) return undefined;
    const keys = new Set<string>();
    for (const x of list.toArray()) {
      if (typeof x === 'number' && Number.isNaN(x)) continue; // NaN never matches (Go map semantics)
      const k = setKey(x);
      if (k === undefined) return undefined;
      keys.add(k);
    }
    const lhs = this.plan(e.args[0]!);
    return (f) => {
      const x = lhs(f);
      if (isErrorOrUnknown(x)) return x;
      const k = typeof x === 'number' && Number.isNaN(x) ? undefined : setKey(x);
      return k !== undefined && keys.has(k);
    };
  }

  private planCallRaw(e: CallExpr, rootFree: boolean): Ev {
    const fn = this.refs?.get(e.id)?.name ?? e.fn;
    switch (e.fn) {
      case '_&&_':
      case '_||_':
        return this.planLogic(e.fn === '_&&_', this.plan(e.args[0]!), this.plan(e.args[1]!));
      case '_?_:_': {
        // cel-go plans every ternary as a conditional attribute: attribute branches are resolved
        // directly (their root is not observed)
        const c = this.plan(e.args[0]!);
        const a = this.plan(e.args[1]!, this.isAttr(e.args[1]!));
        const b = this.plan(e.args[2]!, this.isAttr(e.args[2]!));
        const ternary: Ev = (f) => {
          const cv = c(f);
          if (cv === true) return a(f);
          if (cv === false) return b(f);
          if (isErrorOrUnknown(cv)) return cv;
          return new CelError('no such overload');
        };
        this.parts.set(ternary, [c, a, b]);
        return ternary;
      }
      case '@not_strictly_false': {
        const a = this.plan(e.args[0]!);
        return (f) => {
          const v = a(f);
          addCost(f, 1);
          return v !== false;
        };
      }
      case '_[_]':
      case '_[?_]': {
        if (e.target || e.args.length !== 2) break;
        // cel-go planCallIndex: the operand attribute gets a qualifier (+1 when applied); an attribute
        // argument is resolved as the qualifier (its root not observed); a non-attribute operand
        // becomes a relative attribute (+1)
        const opIsAttr = this.isAttr(e.args[0]!);
        const a = this.plan(e.args[0]!, rootFree && opIsAttr);
        const k = this.plan(e.args[1]!, this.isAttr(e.args[1]!));
        const rel = opIsAttr || rootFree ? 0 : 1;
        const optional = e.fn === '_[?_]';
        return (f) => {
          const av = a(f);
          if (rel) addCost(f, rel);
          const kv = k(f);
          if (isErrorOrUnknown(av) || isErrorOrUnknown(kv)) return firstBad([av, kv])!;
          if (optional || av instanceof CelOptional) {
            const r = optionalIndex(av, kv);
            // an optional qualifier is observed only when the entry is present
            if (!(r instanceof CelOptional) || r.hasValue()) addCost(f, 1);
            return r;
          }
          addCost(f, 1);
          return indexValue(av, kv);
        };
      }
      case '_?._': {
        const opIsAttr = this.isAttr(e.args[0]!);
        const a = this.plan(e.args[0]!, rootFree && opIsAttr);
        const rel = opIsAttr || rootFree ? 0 : 1;
        const field = e.args[1]!.kind === 'const' ? String(e.args[1]!.value) : '';
        return (f) => {
          const o = a(f);
          if (rel) addCost(f, rel);
          if (isErrorOrUnknown(o)) return o;
          const r = optionalSelect(o, field);
          if (!(r instanceof CelOptional) || r.hasValue()) addCost(f, 1);
          return r;
        };
      }
      case 'or':
      case 'orValue': {
        // cel-go plans optional or/orValue as short-circuiting evaluators that are not calls (no cost)
        const ids = this.refs?.get(e.id)?.overloadIds;
        if (!e.target || e.args.length !== 1) break;
        if (ids ? !ids.some((id) => id.startsWith('optional_')) : !this.env.overloadsById.has('optional_or_optional')) break;
        const t = this.plan(e.target);
        const a = this.plan(e.args[0]!);
        const isOr = e.fn === 'or';
        return (f) => {
          const tv = t(f);
          if (isErrorOrUnknown(tv)) return tv;
          if (!(tv instanceof CelOptional)) return new CelError('no such overload');
          if (tv.hasValue()) return isOr ? tv : tv.value!;
          const av = a(f);
          if (isOr && !(av instanceof CelOptional) && !isErrorOrUnknown(av)) return new CelError('no such overload');
          return av;
        };
      }
    }
    // unchecked namespaced function call: a.b.f(x) where a.b.f is a function
    let target = e.target;
    let name = fn;
    if (this.refs && target && name !== e.fn) target = undefined;
    if (!this.refs && target) {
      const q = this.qualified(target);
      if (q !== undefined && this.env.functions.has(q + '.' + e.fn)) {
        name = q + '.' + e.fn;
        target = undefined;
      }
    }
    const isMember = target !== undefined;
    // the receiver first, then the arguments, gathered by a loop: the spreads of two arrays this replaced met arrays
    // of several element kinds (empty or not) and deoptimised this large function when a new one came (0067)
    const argExprs = withReceiver(target, e.args);
    const argEvs: Ev[] = [];
    for (let i = 0; i < argExprs.length; i++) argEvs.push(this.plan(argExprs[i]!));
    this.lastArgEvs = argEvs;
    const entry = this.env.functions.get(name);
    const ids = this.refs?.get(e.id)?.overloadIds;
    let cands: OverloadDecl[] = [];
    if (entry) {
      cands = entry.overloads.filter((o) => !!o.member === isMember && o.args.length === argEvs.length && (!ids || ids.includes(o.id)));
      if (ids && !cands.length) cands = ids.map((id) => this.env.overloadsById.get(id)!).filter(Boolean);
    }
    if (!cands.length) {
      const msg = entry ? 'no such overload' : `no such overload: ${name}`;
      return (f) => {
        const args = argEvs.map((a) => a(f));
        return firstBad(args) ?? new CelError(msg);
      };
    }
    const argTypes: (CelType | undefined)[] = [];
    for (let i = 0; i < argExprs.length; i++) argTypes.push(this.types?.get(argExprs[i]!.id));
    const single = cands.length === 1 && argTypes.every(isConcrete) ? cands[0]! : undefined;
    const nonStrict = cands.some((c) => c.nonStrict);
    const guarded = entry?.disableTypeGuards !== true;
    // cel-go decls MaybeNoSuchOverload (the type guard of a library overload, or its dynamic dispatch)
    const noMatch = entry?.libraryDeclared ? (args: Value[]) => new CelError(`no such overload: ${name}(${args.map(dispatchTypeName).join(', ')})`) : () => new CelError('no such overload');
    const hooks = this.env.callCostHooks;
    // cel-go charges a call under the overload id the checker resolved when it is unique, else ''
    // (dynamic dispatch): size-based defaults apply only to a unique id.
    const callId = ids ? (ids.length === 1 ? ids[0]! : '') : cands.length === 1 ? cands[0]!.id : '';
    const tables = sizeCostTables(this.env.features.celGo029Costs);
    const sizeCost = callId in tables.args ? tables.args[callId] : undefined;
    // the two-argument form, called where the closure is (a call site of its own)
    const sizeCost2 = callId in tables.two ? tables.two[callId] : undefined;
    const cost = (f: Frame, args: Value[], r: Value) => {
      for (const h of hooks) {
        const c = h(name, callId, args, r);
        if (c !== undefined) return addCost(f, c);
      }
      addCost(f, sizeCost ? sizeCost(args) : 1);
    };
    /** The call cost when it does not depend on the arguments (no hooks, no size formula). */
    const cc = !hooks.length && !sizeCost ? 1 : undefined;
    const n = argEvs.length;
    // what the call charges, for fast paths that evaluate it without its closure
    const charge2: CallCharge = {
      constant: cc,
      charge: (f, x, y, r) => {
        if (cc !== undefined) addCost(f, cc);
        else if (sizeCost && !hooks.length) addCost(f, sizeCost2!(x, y));
        else cost(f, [x, y], r);
      },
    };
    if (single && single.impl) {
      const impl = single.impl;
      if (n === 1) {
        const a0 = argEvs[0]!;
        return (f) => {
          const x = a0(f);
          // strict calls return an erroneous argument, but the call is still observed and charged
          const r = !nonStrict && isErrorOrUnknown(x) ? x : impl(x);
          if (cc !== undefined) addCost(f, cc);
          else cost(f, [x], r);
          return r;
        };
      }
      if (n === 2) {
        const [a0, a1] = argEvs as [Ev, Ev];
        // a constant second argument (the usual `x.startsWith('a')`, `x == 'b'`) is not called, a
        // comprehension variable as the first is read from its slot, charged 1 as its closure does
        const k1 = this.fastPaths && this.consts.has(a1);
        const s0 = this.fastPaths ? this.slotOf(target ?? e.args[0]!) : undefined;
        if (k1) {
          const c1 = this.consts.get(a1)!;
          const sized = sizeCost && !hooks.length ? sizeCostConst2(callId, c1, tables.two) : undefined;
          if (s0 !== undefined) {
            const general: Ev = (f) => {
              const x = f.slots[s0]!;
              // the variable is charged before the call runs, as its closure would be
              addCost(f, 1);
              const r = !nonStrict && isErrorOrUnknown(x) ? x : impl(x, c1);
              if (cc !== undefined) addCost(f, cc);
              else if (sized) addCost(f, sized(x));
              else cost(f, [x, c1], r);
              return r;
            };
            const str = typeof c1 === 'string' && !hooks.length && !nonStrict && callId === single.id ? stringSlotConstCall(callId, s0, c1, general, this.env.features.celGo029Costs) : undefined;
            return this.charged(charge2, argEvs, str ?? general);
          }
          return this.charged(charge2, argEvs, (f) => {
            const x = a0(f);
            const r = !nonStrict && isErrorOrUnknown(x) ? x : impl(x, c1);
            if (cc !== undefined) addCost(f, cc);
            else if (sized) addCost(f, sized(x));
            else cost(f, [x, c1], r);
            return r;
          });
        }
        return this.charged(charge2, argEvs, (f) => {
          const x = a0(f);
          const y = a1(f);
          const r = !nonStrict && (isErrorOrUnknown(x) || isErrorOrUnknown(y)) ? firstBad([x, y])! : impl(x, y);
          if (cc !== undefined) addCost(f, cc);
          else if (sizeCost && !hooks.length) addCost(f, sizeCost2!(x, y));
          else cost(f, [x, y], r);
          return r;
        });
      }
    }
    const generic: Ev = (f) => {
      const args: Value[] = new Array(n);
      for (let i = 0; i < n; i++) {
        const v = argEvs[i]!(f);
        args[i] = v;
        // cel-go evalVarArgs stops at the first erroneous argument and is then not charged
        if (n > 2 && !nonStrict && isErrorOrUnknown(v)) return v;
      }
      let r: Value | undefined = nonStrict ? undefined : firstBad(args);
      if (r === undefined) {
        for (const o of cands) {
          if (!o.impl) continue;
          let ok = true;
          for (let i = 0; i < n && ok && guarded; i++) ok = valueMatches(args[i]!, o.args[i]!);
          if (!ok) continue;
          r = o.impl(...args);
          break;
        }
      }
      r ??= noMatch(args);
      cost(f, args, r);
      return r;
    };
    return n === 2 ? this.charged(charge2, argEvs, generic) : generic;
  }

  /** Charges of planned two-argument calls (the list append of map() and filter()). */
  private readonly charges = new WeakMap<Ev, CallCharge>();
  /** The closures a planned closure is made of: a call's arguments, a ternary's, a list's elements. */
  private readonly parts = new WeakMap<Ev, Ev[]>();

  private charged(c: CallCharge, args: Ev[], ev: Ev): Ev {
    this.charges.set(ev, c);
    this.parts.set(ev, args);
    return ev;
  }

  private planLogic(isAnd: boolean, l: Ev, r: Ev): Ev {
    const stop = !isAnd; // && short-circuits on false, || on true
    return (f) => {
      const a = l(f);
      if (a === stop) return stop;
      return combineLogic(isAnd, a, r(f));
    };
  }
}

/** A present entry of a presence test: true, or the error its conversion gave. */
function presentValue(v: Value | undefined): true | CelError {
  return v instanceof CelError ? v : true;
}

/**
 * The runtime type name cel-go's MaybeNoSuchOverload prints for an argument: Kubernetes' unstructured
 * objects are maps (common/values.go unstructuredMap.Type).
 */
function dispatchTypeName(v: Value): string {
  return v instanceof CelObject ? 'map' : valueTypeName(v);
}

/** A call's operands: its receiver when it has one, then its arguments. */
function withReceiver(target: Expr | undefined, args: readonly Expr[]): readonly Expr[] {
  if (!target) return args;
  const out: Expr[] = [target];
  for (let i = 0; i < args.length; i++) out.push(args[i]!);
  return out;
}
