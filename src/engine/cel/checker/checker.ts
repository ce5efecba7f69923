// Type checker (cel-go checker/checker.go): resolves identifiers and overloads, assigns a type to
// every node and reports cel-go's error messages at cel-go's positions.
import type { CheckedAst, ComprehensionExpr, Expr, ParsedAst, Reference } from '../ast';
import { candidateNames, Env } from '../env';
import type { OverloadDecl } from '../library';
import { CelType, T, formatType, isOptionalType, typeEquals } from '../types';
import { CelTypeValue, CelUint } from '../values';
import { isAssignable, mostGeneral, substitute, Subst } from './assign';

interface CheckIssue {
  offset: number;
  message: string;
}

export function check(ast: ParsedAst, env: Env): { ast: CheckedAst; issues: CheckIssue[] } {
  const c = new Checker(env);
  c.visit(ast.expr);
  const types = new Map<number, CelType>();
  for (const [id, t] of c.types) types.set(id, substitute(c.subst, t, true));
  const checked: CheckedAst = { ...ast, types, refs: c.refs, outputType: types.get(ast.expr.id) ?? T.dyn };
  return { ast: checked, issues: c.issues };
}

class Checker {
  readonly types = new Map<number, CelType>();
  readonly refs = new Map<number, Reference>();
  readonly issues: CheckIssue[] = [];
  readonly subst = new Subst();
  private scopes: Map<string, CelType>[] = [];
  private freshCounter = 0;

  constructor(private readonly env: Env) {}

  private err(e: { offset: number }, message: string): void {
    this.issues.push({ offset: e.offset, message });
  }
  private set(e: Expr, t: CelType): CelType {
    this.types.set(e.id, t);
    return t;
  }

  private lookupLocal(name: string): CelType | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const t = this.scopes[i]!.get(name);
      if (t) return t;
    }
    return undefined;
  }

  /** Resolve an identifier (or dotted name) to a variable or type; undefined if unknown. */
  private resolveIdent(name: string): { name: string; type: CelType; typeValue?: CelType } | undefined {
    if (!name.startsWith('.')) {
      const local = this.lookupLocal(name);
      if (local) return { name, type: local };
    }
    for (const cand of candidateNames(this.env.container, name)) {
      const v = this.env.variables.get(cand);
      if (v) return { name: cand, type: v };
      const ti = this.env.typeIdents.get(cand);
      if (ti) return { name: cand, type: T.typeOf(ti), typeValue: ti };
      if (this.env.typeProvider?.hasType(cand)) {
        const ot = T.object(cand);
        return { name: cand, type: T.typeOf(ot), typeValue: ot };
      }
    }
    return undefined;
  }

  /** a.b.c as a qualified name, if the expression is a pure ident/select chain. */
  private qualifiedName(e: Expr): string | undefined {
    if (e.kind === 'ident') return e.name;
    if (e.kind === 'select' && !e.testOnly) {
      const p = this.qualifiedName(e.operand);
      return p === undefined ? undefined : p + '.' + e.field;
    }
    return undefined;
  }

  visit(e: Expr): CelType {
    switch (e.kind) {
      case 'const':
        return this.set(e, constType(e.value));
      case 'ident': {
        const r = this.resolveIdent(e.name);
        if (!r) {
          this.err(e, `undeclared reference to '${e.name}' (in container '${this.env.container}')`);
          return this.set(e, T.error);
        }
        this.refs.set(e.id, ref(r.name, undefined, r.typeValue ? new CelTypeValue(r.typeValue) : undefined));
        return this.set(e, r.type);
      }
      case 'select':
        return this.visitSelect(e);
      case 'call':
        return this.visitCall(e);
      case 'list':
        return this.visitList(e);
      case 'map':
        return this.visitMap(e);
      case 'struct':
        return this.visitStruct(e);
      case 'comprehension':
        return this.visitComprehension(e);
    }
  }

  private visitSelect(e: Expr & { kind: 'select' }): CelType {
    // qualified identifier (x.y declared as a variable, or a container-qualified type)
    if (!e.testOnly) {
      const q = this.qualifiedName(e);
      if (q !== undefined && !this.lookupLocal(q.split('.')[0]!)) {
        const r = this.resolveQualified(q);
        if (r) {
          this.refs.set(e.id, ref(r.name, undefined, r.typeValue ? new CelTypeValue(r.typeValue) : undefined));
          return this.set(e, r.type);
        }
      }
    }
    const ot = this.visit(e.operand);
    let rt = this.fieldType(e, substitute(this.subst, ot, false), e.field);
    if (e.testOnly) rt = T.bool;
    return this.set(e, rt);
  }

  private resolveQualified(q: string): ReturnType<Checker['resolveIdent']> {
    // only the full name; prefixes are resolved while visiting operands
    for (const cand of candidateNames(this.env.container, q)) {
      const v = this.env.variables.get(cand);
      if (v) return { name: cand, type: v };
      const ti = this.env.typeIdents.get(cand);
      if (ti) return { name: cand, type: T.typeOf(ti), typeValue: ti };
      if (this.env.typeProvider?.hasType(cand)) return { name: cand, type: T.typeOf(T.object(cand)), typeValue: T.object(cand) };
    }
    return undefined;
  }

  private fieldType(e: Expr, ot: CelType, field: string): CelType {
    if (isOptionalType(ot)) {
      const inner = this.fieldType(e, substitute(this.subst, ot.params[0]!, false), field);
      return inner.kind === 'error' ? inner : T.optional(inner);
    }
    switch (ot.kind) {
      case 'map':
        return ot.value;
      case 'object': {
        const ft = this.env.typeProvider?.fieldType(ot.name, field);
        if (!ft) {
          this.err(e, `undefined field '${field}'`);
          return T.error;
        }
        return ft;
      }
      case 'dyn':
      case 'error':
      case 'typeParam':
        return T.dyn;
      default:
        this.err(e, `type '${formatType(ot)}' does not support field selection`);
        return T.error;
    }
  }

  private visitCall(e: Expr & { kind: 'call' }): CelType {
    // namespaced function: a.b.f(x) where a.b.f is declared
    if (e.target) {
      const q = this.qualifiedName(e.target);
      if (q !== undefined && !this.lookupLocal(q.split('.')[0]!) && !this.resolveQualified(q) && !this.resolveIdent(q.split('.')[0]!)) {
        const fqn = candidateNames(this.env.container, q + '.' + e.fn).find((n) => this.env.functions.has(n));
        if (fqn) return this.resolveOverloads(e, fqn, undefined, this.visitArgs(e.args));
      }
    } else {
      const fqn = candidateNames(this.env.container, e.fn).find((n) => this.env.functions.has(n));
      if (fqn && fqn !== e.fn) return this.resolveOverloads(e, fqn, undefined, this.visitArgs(e.args));
    }
    if (e.fn === '_?._' && e.args.length === 2 && e.args[1]!.kind === 'const') {
      return this.visitOptSelect(e);
    }
    const targetType = e.target ? this.visit(e.target) : undefined;
    const argTypes = this.visitArgs(e.args);
    return this.resolveOverloads(e, e.fn, targetType, argTypes);
  }

  private visitOptSelect(e: Expr & { kind: 'call' }): CelType {
    const ot = substitute(this.subst, this.visit(e.args[0]!), false);
    this.set(e.args[1]!, T.string);
    const field = e.args[1]!.kind === 'const' ? String(e.args[1]!.value) : '';
    const inner = isOptionalType(ot) ? ot.params[0]! : ot;
    const ft = this.fieldType(e, inner, field);
    this.refs.set(e.id, ref(undefined, ['select_optional_field'], undefined));
    return this.set(e, ft.kind === 'error' ? T.error : T.optional(ft));
  }

  /**
   * The types of a call's arguments, in order. Gathered into an array literal (not by `map`, whose arrays start with
   * another element kind when empty): V8 then hands every such array one element kind, and resolveOverloads stops
   * deoptimising on the first zero-argument call after it was optimised (0067).
   */
  private visitArgs(args: readonly Expr[]): CelType[] {
    const out: CelType[] = [];
    for (let i = 0; i < args.length; i++) out.push(this.visit(args[i]!));
    return out;
  }

  private resolveOverloads(e: Expr & { kind: 'call' }, fn: string, targetType: CelType | undefined, argTypes: CelType[]): CelType {
    const fe = this.env.functions.get(fn);
    const isMember = targetType !== undefined;
    if (!fe) {
      this.err(e, `undeclared reference to '${fn}' (in container '${this.env.container}')`);
      return this.set(e, T.error);
    }
    // gathered by a loop, not a spread (a spread's iteration checked the arrays' element kinds and deoptimised; 0067)
    let all = argTypes;
    if (isMember) {
      all = [targetType];
      for (let i = 0; i < argTypes.length; i++) all.push(argTypes[i]!);
    }
    const matched: OverloadDecl[] = [];
    let resultType: CelType | undefined;
    for (const o of fe.overloads) {
      if (!!o.member !== isMember || o.args.length !== all.length) continue;
      // fresh type params per overload
      const rename = new Map<string, CelType>();
      const fresh = (t: CelType): CelType => renameParams(t, rename, () => `_var${this.freshCounter++}`);
      const params: CelType[] = [];
      for (let i = 0; i < o.args.length; i++) params.push(fresh(o.args[i]!));
      const mark = this.subst.mark();
      if (!params.every((p, i) => isAssignable(this.subst, all[i]!, p))) {
        this.subst.rollback(mark);
        continue;
      }
      matched.push(o);
      const rt = substitute(this.subst, fresh(o.result), false);
      if (resultType === undefined) resultType = rt;
      else if (resultType.kind !== 'dyn' && !typeEquals(rt, resultType)) resultType = T.dyn;
    }
    if (!matched.length) {
      const shown = all.map((t) => substitute(this.subst, t, false));
      const sig =
        (isMember ? formatType(shown[0]) + '.' : '') +
        '(' +
        shown
          .slice(isMember ? 1 : 0)
          .map(formatType)
          .join(', ') +
        ')';
      this.err(e, `found no matching overload for '${fn}' applied to '${sig}'`);
      return this.set(e, T.error);
    }
    this.refs.set(
      e.id,
      ref(
        fn,
        matched.map((o) => o.id),
        undefined,
      ),
    );
    return this.set(e, resultType!);
  }

  private visitList(e: Expr & { kind: 'list' }): CelType {
    let elem: CelType | undefined;
    e.elems.forEach((x, i) => {
      let t = this.visit(x);
      if (e.optIndices.includes(i)) {
        if (isOptionalType(t)) t = t.params[0]!;
        else if (t.kind !== 'dyn' && t.kind !== 'error') {
          this.err(x, `expected type '${formatType(T.optional(t))}' but found '${formatType(t)}'`);
        }
      }
      elem = this.joinAggregate(elem, t);
    });
    return this.set(e, T.list(elem ?? this.freshParam()));
  }

  /** cel-go checker joinTypes. */
  private joinAggregate(prev: CelType | undefined, t: CelType): CelType {
    if (prev === undefined) return t;
    if (isAssignable(this.subst, prev, t)) return mostGeneral(prev, t);
    // mixed literals are list(dyn)/map(dyn, ...); HomogeneousAggregateLiterals is enforced by the
    // AST validator after checking (cel-go >= 0.17), which honours exempt functions such as format()
    return T.dyn;
  }

  private freshParam(): CelType {
    return T.param(`_var${this.freshCounter++}`);
  }

  private visitMap(e: Expr & { kind: 'map' }): CelType {
    let kt: CelType | undefined;
    let vt: CelType | undefined;
    for (const en of e.entries) {
      const k = this.visit(en.key);
      let v = this.visit(en.value);
      if (en.optional) {
        if (isOptionalType(v)) v = v.params[0]!;
        else if (v.kind !== 'dyn' && v.kind !== 'error') this.err(en.value, `expected type '${formatType(T.optional(v))}' but found '${formatType(v)}'`);
      }
      kt = this.joinAggregate(kt, k);
      vt = this.joinAggregate(vt, v);
    }
    return this.set(e, T.map(kt ?? this.freshParam(), vt ?? this.freshParam()));
  }

  private visitStruct(e: Expr & { kind: 'struct' }): CelType {
    const tp = this.env.typeProvider;
    const name = candidateNames(this.env.container, e.typeName).find((n) => tp?.hasType(n));
    if (!name) {
      // cel-go checkCreateStruct: an unresolved type name stops checking of the field values
      this.err(e, `undeclared reference to '${e.typeName}' (in container '${this.env.container}')`);
      return this.set(e, T.error);
    }
    for (const f of e.fields) this.visit(f.value);
    for (const f of e.fields) {
      const ft = tp!.fieldType(name, f.name);
      if (!ft) {
        this.err(f, `undefined field '${f.name}'`);
        continue;
      }
      let vt = this.types.get(f.value.id)!;
      if (f.optional && isOptionalType(vt)) vt = vt.params[0]!;
      if (!isAssignable(this.subst, ft, vt)) {
        this.err(f, `expected type of field '${f.name}' is '${formatType(ft)}' but provided type is '${formatType(vt)}'`);
      }
    }
    this.refs.set(e.id, ref(name, undefined, undefined));
    return this.set(e, T.object(name));
  }

  private visitComprehension(e: ComprehensionExpr): CelType {
    const rt = substitute(this.subst, this.visit(e.iterRange), false);
    const accuT = this.visit(e.accuInit);
    let v1: CelType;
    let v2: CelType | undefined;
    switch (rt.kind) {
      case 'list':
        if (e.iterVar2) {
          v1 = T.int;
          v2 = rt.elem;
        } else v1 = rt.elem;
        break;
      case 'map':
        v1 = rt.key;
        v2 = rt.value;
        break;
      case 'dyn':
      case 'error':
      case 'typeParam':
        v1 = T.dyn;
        v2 = T.dyn;
        break;
      default:
        this.err(e.iterRange, `expression of type '${formatType(rt)}' cannot be range of a comprehension (must be list, map, or dynamic)`);
        v1 = T.error;
        v2 = T.error;
    }
    const accuScope = new Map<string, CelType>([[e.accuVar, accuT]]);
    this.scopes.push(accuScope);
    const iterScope = new Map<string, CelType>([[e.iterVar, v1]]);
    if (e.iterVar2) iterScope.set(e.iterVar2, v2 ?? T.dyn);
    this.scopes.push(iterScope);
    const cond = this.visit(e.loopCondition);
    this.assertType(e.loopCondition, T.bool, cond);
    const step = this.visit(e.loopStep);
    this.assertType(e.loopStep, accuT, step);
    this.scopes.pop();
    const res = this.visit(e.result);
    this.scopes.pop();
    return this.set(e, res);
  }

  private assertType(e: Expr, want: CelType, got: CelType): void {
    if (!isAssignable(this.subst, want, got)) {
      this.err(e, `expected type '${formatType(substitute(this.subst, want, false))}' but found '${formatType(substitute(this.subst, got, false))}'`);
    }
  }
}

/** A reference with every field present in one order (one hidden class for the planner's and the coster's lookups; 0067). */
function ref(name: string | undefined, overloadIds: string[] | undefined, value: CelTypeValue | undefined): Reference {
  return { name, overloadIds, value };
}

function renameParams(t: CelType, m: Map<string, CelType>, fresh: () => string): CelType {
  switch (t.kind) {
    case 'typeParam': {
      let r = m.get(t.name);
      if (!r) m.set(t.name, (r = T.param(fresh())));
      return r;
    }
    case 'list':
      return T.list(renameParams(t.elem, m, fresh));
    case 'map':
      return T.map(renameParams(t.key, m, fresh), renameParams(t.value, m, fresh));
    case 'opaque':
      return t.params.length ? T.opaque(t.name, ...t.params.map((p) => renameParams(p, m, fresh))) : t;
    case 'type':
      return t.param ? T.typeOf(renameParams(t.param, m, fresh)) : t;
    default:
      return t;
  }
}

function constType(v: unknown): CelType {
  switch (typeof v) {
    case 'bigint':
      return T.int;
    case 'number':
      return T.double;
    case 'string':
      return T.string;
    case 'boolean':
      return T.bool;
  }
  if (v === null) return T.null;
  if (v instanceof Uint8Array) return T.bytes;
  if (v instanceof CelUint) return T.uint;
  return T.dyn;
}
