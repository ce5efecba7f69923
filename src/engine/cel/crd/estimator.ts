// Static cost estimation of a checked CEL expression, following cel-go checker/cost.go (Cost,
// coster.cost*, functionCost, computeSize): sizes and costs are saturating uint64 [min, max] ranges.
// Library hooks (Kubernetes CostEstimator, extension estimators) come from the environment; sizes of
// schema-typed values come from the environment's EstimateSize hooks.
import type { CallExpr, CheckedAst, ComprehensionExpr, Expr } from '../ast';
import type { Env } from '../env';
import type { Estimate, EstimateNode } from '../library';
import { T, type CelType } from '../types';
import { CelUint } from '../values';
import { MAX_UINT64 } from './limits';

const ZERO: Estimate = { min: 0n, max: 0n };
const UNKNOWN: Estimate = { min: 0n, max: MAX_UINT64 };
const fixed = (n: bigint): Estimate => ({ min: n, max: n });

const addU = (x: bigint, y: bigint) => (x + y > MAX_UINT64 ? MAX_UINT64 : x + y);
const mulU = (x: bigint, y: bigint) => (x * y > MAX_UINT64 ? MAX_UINT64 : x * y);
const TWO_TO_64 = 2 ** 64;

/** multiplyByCostFactor: float64 product rounded up, saturating. */
export function multiplyByCostFactor(x: bigint, y: number): bigint {
  const xf = Number(x);
  if (xf > 0 && y > 0 && xf > Number(MAX_UINT64) / y) return MAX_UINT64;
  const c = Math.ceil(xf * y);
  if (c >= TWO_TO_64) return MAX_UINT64;
  return BigInt(c);
}

const est = {
  add: (a: Estimate, b: Estimate): Estimate => ({ min: addU(a.min, b.min), max: addU(a.max, b.max) }),
  mul: (a: Estimate, b: Estimate): Estimate => ({ min: mulU(a.min, b.min), max: mulU(a.max, b.max) }),
  factor: (a: Estimate, f: number): Estimate => ({ min: multiplyByCostFactor(a.min, f), max: multiplyByCostFactor(a.max, f) }),
  union: (a: Estimate, b: Estimate): Estimate => ({ min: a.min < b.min ? a.min : b.min, max: a.max > b.max ? a.max : b.max }),
};

export const STRING_TRAVERSAL_COST_FACTOR = 0.1;
export const REGEX_STRING_LENGTH_COST_FACTOR = 0.25;
const SELECT_AND_IDENT_COST = fixed(1n);
const CONST_COST = fixed(0n);
const LIST_CREATE_BASE_COST = fixed(10n);
const MAP_CREATE_BASE_COST = fixed(30n);
const STRUCT_CREATE_BASE_COST = fixed(40n);

interface EntrySize {
  container: 'list' | 'map';
  key: Estimate;
  val: Estimate;
}

function unionEntry(a: EntrySize | undefined, b: EntrySize | undefined): EntrySize | undefined {
  if (!a || !b) return undefined;
  return { container: a.container, key: est.union(a.key, b.key), val: est.union(a.val, b.val) };
}

interface LocalVar {
  path: string[];
  size?: Estimate;
  entrySize?: EntrySize;
}

interface CostOptions {
  /** PresenceTestHasCost: Kubernetes sets it to false (has() costs 0); cel-go's default is true. */
  presenceTestHasCost?: boolean;
}

function isScalar(t: CelType | undefined): boolean {
  if (!t) return false;
  switch (t.kind) {
    case 'bool':
    case 'double':
    case 'duration':
    case 'int':
    case 'timestamp':
    case 'uint':
      return true;
    case 'opaque':
      return t.name === 'optional_type' && isScalar(t.params[0]);
  }
  return false;
}

function kindOf(t: CelType | undefined): 'list' | 'map' | 'other' {
  return t?.kind === 'list' ? 'list' : t?.kind === 'map' ? 'map' : 'other';
}

const isAccumulatorVar = (name: string) => name === '__result__' || name === '@result';

/** checker.Cost(checked, estimator, opts...) */
export function estimateCost(ast: CheckedAst, env: Env, opts: CostOptions = {}): Estimate {
  return new Coster(ast, env, opts.presenceTestHasCost === false ? ZERO : fixed(1n)).cost(ast.expr);
}

class Coster {
  private readonly exprPaths = new Map<number, string[]>();
  private readonly locals = new Map<string, LocalVar[]>();
  private readonly computedSizes = new Map<number, Estimate>();
  private readonly computedEntrySizes = new Map<number, EntrySize>();

  constructor(
    private readonly ast: CheckedAst,
    private readonly env: Env,
    private readonly presenceTestCost: Estimate,
  ) {}

  cost(e: Expr | undefined): Estimate {
    if (!e) return ZERO;
    switch (e.kind) {
      case 'const':
        return CONST_COST;
      case 'ident':
        this.exprPaths.set(e.id, this.peek(e.name)?.path ?? [e.name]);
        return SELECT_AND_IDENT_COST;
      case 'select': {
        if (e.testOnly) return est.add(this.presenceTestCost, this.cost(e.operand));
        let sum = this.cost(e.operand);
        const tk = this.typeOf(e.operand)?.kind;
        if (tk === 'map' || tk === 'object' || tk === 'typeParam') sum = est.add(sum, SELECT_AND_IDENT_COST);
        this.exprPaths.set(e.id, [...this.pathOf(e.operand), e.field]);
        return sum;
      }
      case 'call':
        return this.costCall(e);
      case 'list': {
        let sum = ZERO;
        let itemSize: Estimate = { min: e.elems.length === 0 ? 0n : MAX_UINT64, max: 0n };
        for (const x of e.elems) {
          sum = est.add(sum, this.cost(x));
          itemSize = est.union(itemSize, this.sizeOrUnknown(x));
        }
        this.computedEntrySizes.set(e.id, { container: 'list', key: fixed(1n), val: itemSize });
        return est.add(sum, LIST_CREATE_BASE_COST);
      }
      case 'map': {
        let sum = ZERO;
        const empty = e.entries.length === 0;
        let keySize: Estimate = { min: empty ? 0n : MAX_UINT64, max: 0n };
        let valSize: Estimate = { min: empty ? 0n : MAX_UINT64, max: 0n };
        for (const en of e.entries) {
          sum = est.add(sum, this.cost(en.key));
          sum = est.add(sum, this.cost(en.value));
          keySize = est.union(keySize, this.sizeOrUnknown(en.key));
          valSize = est.union(valSize, this.sizeOrUnknown(en.value));
        }
        this.computedEntrySizes.set(e.id, { container: 'map', key: keySize, val: valSize });
        return est.add(sum, MAP_CREATE_BASE_COST);
      }
      case 'struct': {
        let sum = ZERO;
        for (const f of e.fields) sum = est.add(sum, this.cost(f.value));
        return est.add(sum, STRUCT_CREATE_BASE_COST);
      }
      case 'comprehension':
        return this.isBind(e) ? this.costBind(e) : this.costComprehension(e);
    }
  }

  private typeOf(e: Expr): CelType | undefined {
    return this.ast.types.get(e.id);
  }

  private peek(name: string): LocalVar | undefined {
    const s = this.locals.get(name);
    return s && s.length > 0 ? s[s.length - 1] : undefined;
  }
  private push(name: string, v: LocalVar): void {
    const s = this.locals.get(name);
    if (s) s.push(v);
    else this.locals.set(name, [v]);
  }
  private pop(name: string): void {
    this.locals.get(name)?.pop();
  }

  private pathOf(e: Expr): string[] {
    if (e.kind === 'ident') {
      const v = this.peek(e.name);
      if (v) return v.path.slice();
    }
    return (this.exprPaths.get(e.id) ?? []).slice();
  }

  private node(e: Expr): EstimateNode {
    let path: string[] | undefined = this.pathOf(e);
    // no path (a literal, a call result) is nil in cel-go: listElementNode then names no `@items` path
    if (path.length === 0 || isAccumulatorVar(path[0])) path = undefined;
    const size = this.computeSize(e);
    const t = this.typeOf(e) ?? T.dyn;
    return { expr: e, type: t, size: () => size, path: () => path };
  }

  private sizeOrUnknown(n: Expr | EstimateNode): Estimate {
    const sz = 'kind' in n ? this.computeSize(n) : n.size();
    return sz ?? UNKNOWN;
  }

  private setSize(e: Expr, s: Estimate | undefined): void {
    if (s) this.computedSizes.set(e.id, s);
  }
  private setEntrySize(e: Expr, s: EntrySize | undefined): void {
    if (s) this.computedEntrySizes.set(e.id, s);
  }

  private computeEntrySize(e: Expr): EntrySize | undefined {
    const s = this.computedEntrySizes.get(e.id);
    if (s) return s;
    if (e.kind === 'ident') return this.peek(e.name)?.entrySize;
    return undefined;
  }

  /** computeSize: computed → literal → EstimateSize hooks → type → local variable. */
  private computeSize(e: Expr): Estimate | undefined {
    const c = this.computedSizes.get(e.id);
    if (c) return c;
    const lit = computeExprSize(e);
    if (lit) return lit;
    const path = this.pathOf(e);
    const t = this.typeOf(e) ?? T.dyn;
    const node: EstimateNode = { expr: e, type: t, size: () => undefined, path: () => path };
    for (const h of this.env.estimateSizeHooks) {
      const s = h(node);
      if (s) {
        this.computedSizes.set(e.id, s);
        return s;
      }
    }
    if (isScalar(this.typeOf(e))) return fixed(1n);
    if (e.kind === 'ident') {
      const v = this.peek(e.name);
      if (v?.size) return v.size;
    }
    return undefined;
  }

  private copySizeEstimates(dst: Expr, src: Expr): void {
    this.setSize(dst, this.computeSize(src));
    this.setEntrySize(dst, this.computeEntrySize(src));
  }

  private pushIter(name: string, range: Expr, which: 'single' | 'key' | 'value'): void {
    const entry = this.computeEntrySize(range);
    let container = entry?.container ?? kindOf(this.typeOf(range));
    if (container === 'other') container = 'map';
    let size: Estimate | undefined;
    let sub: string;
    if (which === 'key') {
      size = entry?.key;
      sub = container === 'list' ? '@indices' : '@keys';
    } else if (which === 'value') {
      size = entry?.val;
      sub = container === 'list' ? '@items' : '@values';
    } else {
      size = container === 'list' ? entry?.val : entry?.key;
      sub = container === 'list' ? '@items' : '@keys';
    }
    this.push(name, { path: [...this.pathOf(range), sub], size });
  }

  private pushLocal(name: string, e: Expr): void {
    this.push(name, { path: this.pathOf(e), size: this.computeSize(e), entrySize: this.computeEntrySize(e) });
  }

  private costComprehension(e: ComprehensionExpr): Estimate {
    let sum = this.cost(e.iterRange);
    sum = est.add(sum, this.cost(e.accuInit));
    this.pushLocal(e.accuVar, e.accuInit);
    if (e.iterVar2) {
      this.pushIter(e.iterVar, e.iterRange, 'key');
      this.pushIter(e.iterVar2, e.iterRange, 'value');
    } else {
      this.pushIter(e.iterVar, e.iterRange, 'single');
    }
    const loopCost = this.cost(e.loopCondition);
    const stepCost = this.cost(e.loopStep);
    this.pop(e.iterVar);
    if (e.iterVar2) this.pop(e.iterVar2);
    sum = est.add(sum, this.cost(e.result));
    this.pop(e.accuVar);
    const rangeCnt = this.sizeOrUnknown(e.iterRange);
    sum = est.add(sum, est.mul(rangeCnt, est.add(stepCost, loopCost)));
    const init = e.accuInit;
    if (init.kind === 'const') this.setSize(e, this.computeSize(init));
    else if (init.kind === 'list' || init.kind === 'map') {
      this.setSize(e, rangeCnt);
      const stepEntry = this.computeEntrySize(e.loopStep);
      if (stepEntry) this.setEntrySize(e, stepEntry);
    }
    return sum;
  }

  private isBind(e: ComprehensionExpr): boolean {
    return e.iterRange.kind === 'list' && e.iterRange.elems.length === 0 && e.loopCondition.kind === 'const' && e.loopCondition.value === false && e.accuVar !== '__result__';
  }

  private costBind(e: ComprehensionExpr): Estimate {
    let sum = this.cost(e.iterRange);
    sum = est.add(sum, this.cost(e.accuInit));
    this.pushLocal(e.accuVar, e.accuInit);
    sum = est.add(sum, this.cost(e.result));
    this.pop(e.accuVar);
    this.copySizeEstimates(e, e.result);
    return sum;
  }

  private costCall(e: CallExpr): Estimate {
    if (e.fn === 'dyn' && e.args.length === 1 && !e.target) {
      const argCost = this.cost(e.args[0]);
      this.copySizeEstimates(e, e.args[0]);
      return est.add(fixed(1n), argCost);
    }
    // gathered into array literals, not by `map` (whose empty arrays have another element kind): the sums over
    // them then meet one kind of array (0067)
    const argCosts: Estimate[] = [];
    for (let i = 0; i < e.args.length; i++) argCosts.push(this.cost(e.args[i]));
    const argNodes: EstimateNode[] = [];
    for (let i = 0; i < e.args.length; i++) argNodes.push(this.node(e.args[i]!));
    const ref = this.ast.refs.get(e.id);
    const overloadIds = ref?.overloadIds ?? [];
    if (overloadIds.length === 0) return ZERO;
    // a namespaced function (sets.contains, ip.isCanonical): the checker resolved `ns.f(x)` to
    // the global `ns.f`, so the namespace is no target and costs nothing (cel-go rewrites the call)
    const fn = ref?.name ?? e.fn;
    const namespaced = fn !== e.fn;
    let sum = ZERO;
    let target: EstimateNode | undefined;
    if (e.target && !namespaced) {
      sum = est.add(sum, this.cost(e.target));
      target = this.node(e.target);
    }
    let fnCost: Estimate = { min: MAX_UINT64, max: 0n };
    let resultSize: Estimate | undefined;
    for (const ov of overloadIds) {
      const c = this.functionCost(e, fn, ov, target, argNodes, argCosts);
      fnCost = est.union(fnCost, c.cost);
      if (c.resultSize) resultSize = resultSize ? est.union(resultSize, c.resultSize) : c.resultSize;
      if (ov === 'index_list' && e.args.length > 0) {
        resultSize = this.computeEntrySize(e.args[0])?.val;
        this.exprPaths.set(e.id, [...this.pathOf(e.args[0]), '@items']);
      } else if (ov === 'index_map' && e.args.length > 0) {
        resultSize = this.computeEntrySize(e.args[0])?.val;
        this.exprPaths.set(e.id, [...this.pathOf(e.args[0]), '@values']);
      }
      if (!resultSize) resultSize = this.computeSize(e);
    }
    this.setSize(e, resultSize);
    return est.add(sum, fnCost);
  }

  private functionCost(e: CallExpr, fn: string, overloadId: string, target: EstimateNode | undefined, args: EstimateNode[], argCosts: Estimate[]): { cost: Estimate; resultSize?: Estimate } {
    const argSum = () => argCosts.reduce((s, c) => est.add(s, c), ZERO);
    for (const h of this.env.estimateCallCostHooks) {
      const r = h(fn, overloadId, target, args);
      if (r) return { cost: est.add(r.cost, argSum()), resultSize: r.resultSize };
    }
    const T = STRING_TRAVERSAL_COST_FACTOR;
    switch (overloadId) {
      case 'string_format':
        if (target) return { cost: est.add(est.factor(this.sizeOrUnknown(target), T), argSum()) };
        break;
      case 'string_to_bytes':
        if (args.length === 1) {
          const sz = this.sizeOrUnknown(args[0]);
          return { cost: est.add(est.factor(sz, T), argSum()), resultSize: { min: sz.min, max: mulU(sz.max, 4n) } };
        }
        break;
      case 'bytes_to_string':
        if (args.length === 1) {
          const sz = this.sizeOrUnknown(args[0]);
          return { cost: est.add(est.factor(sz, T), argSum()), resultSize: { min: sz.min / 4n, max: sz.max } };
        }
        break;
      case 'strings_quote':
        if (args.length === 1) {
          const sz = this.sizeOrUnknown(args[0]);
          return { cost: est.add(est.factor(sz, T), argSum()), resultSize: { min: addU(sz.min, 2n), max: addU(mulU(sz.max, 2n), 2n) } };
        }
        break;
      case 'starts_with_string':
      case 'ends_with_string':
        if (args.length === 1) return { cost: est.add(est.factor(this.sizeOrUnknown(args[0]), T), argSum()) };
        break;
      case 'in_list':
        if (args.length === 2) return { cost: est.add(est.factor(this.sizeOrUnknown(args[1]), 1), argSum()) };
        break;
      case 'matches':
      case 'matches_string': {
        // the global matches(s, re) is estimated as s.matches(re) from cel-go v0.29 (#1350; Kubernetes 1.37)
        const global = overloadId === 'matches';
        if (global && !this.env.features.celGo029Costs) break;
        const [str, re] = global ? [args[0], args[1]] : [target, args[0]];
        if (global ? !target && args.length === 2 : target && args.length === 1) {
          const strCost = est.factor(est.add(this.sizeOrUnknown(str!), fixed(1n)), T);
          const reCost = est.factor(this.sizeOrUnknown(re!), REGEX_STRING_LENGTH_COST_FACTOR);
          return { cost: est.add(est.mul(strCost, reCost), argSum()) };
        }
        break;
      }
      case 'contains_string':
        if (target && args.length === 1) {
          const strCost = est.factor(this.sizeOrUnknown(target), T);
          const subCost = est.factor(this.sizeOrUnknown(args[0]), T);
          return { cost: est.add(est.mul(strCost, subCost), argSum()) };
        }
        break;
      case 'logical_or':
      case 'logical_and': {
        const lhs = argCosts[0] ?? ZERO;
        const rhs = argCosts[1] ?? ZERO;
        return { cost: { min: lhs.min, max: est.add(lhs, rhs).max } };
      }
      case 'conditional': {
        const size = est.union(this.sizeOrUnknown(args[1]), this.sizeOrUnknown(args[2]));
        this.setEntrySize(e, unionEntry(this.computeEntrySize(args[1].expr), this.computeEntrySize(args[2].expr)));
        return { cost: est.add(argCosts[0], est.union(argCosts[1], argCosts[2])), resultSize: size };
      }
      case 'add_string':
      case 'add_bytes':
      case 'add_list':
        if (args.length === 2) {
          const resultSize = est.add(this.sizeOrUnknown(args[0]), this.sizeOrUnknown(args[1]));
          const entry = unionEntry(this.computeEntrySize(args[0].expr), this.computeEntrySize(args[1].expr));
          if (entry) this.setEntrySize(e, entry);
          if (overloadId === 'add_list') return { cost: est.add(fixed(1n), argSum()), resultSize };
          return { cost: est.add(est.factor(resultSize, T), argSum()), resultSize };
        }
        break;
      case 'less_string':
      case 'greater_string':
      case 'less_equals_string':
      case 'greater_equals_string':
      case 'less_bytes':
      case 'greater_bytes':
      case 'less_equals_bytes':
      case 'greater_equals_bytes':
      case 'equals':
      case 'not_equals': {
        const l = this.sizeOrUnknown(args[0]);
        const r = this.sizeOrUnknown(args[1]);
        const smallestMax = r.max < l.max ? r.max : l.max;
        const c = est.factor({ min: smallestMax > 0n ? 1n : 0n, max: smallestMax }, T);
        return { cost: est.add(c, argSum()) };
      }
    }
    return { cost: est.add(fixed(1n), argSum()) };
  }
}

/** computeExprSize: sizes known from literals. */
function computeExprSize(e: Expr): Estimate | undefined {
  switch (e.kind) {
    case 'const': {
      const v = e.value;
      if (typeof v === 'string') return fixed(BigInt([...v].length));
      if (v instanceof Uint8Array) return fixed(BigInt(v.length));
      if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'bigint' || v instanceof CelUint) return fixed(1n);
      return undefined;
    }
    case 'list':
      return fixed(BigInt(e.elems.length));
    case 'map':
      return fixed(BigInt(e.entries.length));
  }
  return undefined;
}
