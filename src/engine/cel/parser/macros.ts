// Macros as cel-go's parser/macro.go (standard), cel/library.go (optMap/optFlatMap) and
// ext/comprehensions.go (two-variable comprehensions) expand them.
import { ACCU_VAR, Expr } from '../ast';
import type { MacroDecl, MacroError, MacroHelper } from '../library';

const ACCU_LEGACY = '__result__';

function iterVarOf(h: MacroHelper, e: Expr, msg: string): string | MacroError {
  if (e.kind !== 'ident') return h.error(e, msg);
  if (e.name === ACCU_VAR || e.name === ACCU_LEGACY) return h.error(e, 'iteration variable overwrites accumulator variable');
  return e.name;
}

type Quant = 'all' | 'exists' | 'exists_one';

function quantifier(kind: Quant, h: MacroHelper, target: Expr, v: string, v2: string | undefined, pred: Expr): Expr {
  let init: Expr, cond: Expr, step: Expr, result: Expr;
  if (kind === 'all') {
    init = h.literal(true);
    cond = h.call('@not_strictly_false', h.accuIdent());
    step = h.call('_&&_', h.accuIdent(), pred);
    result = h.accuIdent();
  } else if (kind === 'exists') {
    init = h.literal(false);
    cond = h.call('@not_strictly_false', h.call('!_', h.accuIdent()));
    step = h.call('_||_', h.accuIdent(), pred);
    result = h.accuIdent();
  } else {
    init = h.literal(0n);
    cond = h.literal(true);
    step = h.call('_?_:_', pred, h.call('_+_', h.accuIdent(), h.literal(1n)), h.accuIdent());
    result = h.call('_==_', h.accuIdent(), h.literal(1n));
  }
  return h.comprehension({ iterRange: target, iterVar: v, iterVar2: v2, accuVar: ACCU_VAR, accuInit: init, loopCondition: cond, loopStep: step, result });
}

const quant = (name: string, kind: Quant): MacroDecl => ({
  name,
  receiver: true,
  argCount: 2,
  expand(h, target, args) {
    const v = iterVarOf(h, args[0]!, 'argument must be a simple name');
    if (typeof v !== 'string') return v;
    return quantifier(kind, h, target!, v, undefined, args[1]!);
  },
});

const mapMacro = (argCount: 2 | 3): MacroDecl => ({
  name: 'map',
  receiver: true,
  argCount,
  expand(h, target, args) {
    const v = iterVarOf(h, args[0]!, 'argument is not an identifier');
    if (typeof v !== 'string') return v;
    const fn = args[argCount - 1]!;
    let step = h.call('_+_', h.accuIdent(), h.list(fn));
    if (argCount === 3) step = h.call('_?_:_', args[1]!, step, h.accuIdent());
    return h.comprehension({ iterRange: target!, iterVar: v, accuVar: ACCU_VAR, accuInit: h.list(), loopCondition: h.literal(true), loopStep: step, result: h.accuIdent() });
  },
});

export const STANDARD_MACROS: MacroDecl[] = [
  {
    name: 'has',
    receiver: false,
    argCount: 1,
    expand(h, _t, args) {
      const a = args[0]!;
      if (a.kind === 'select' && !a.testOnly) return h.presenceTest(a.operand, a.field);
      return h.error(a, 'invalid argument to has() macro');
    },
  },
  quant('all', 'all'),
  quant('exists', 'exists'),
  quant('exists_one', 'exists_one'),
  quant('existsOne', 'exists_one'),
  mapMacro(2),
  mapMacro(3),
  {
    name: 'filter',
    receiver: true,
    argCount: 2,
    expand(h, target, args) {
      const v = iterVarOf(h, args[0]!, 'argument is not an identifier');
      if (typeof v !== 'string') return v;
      const step = h.call('_?_:_', args[1]!, h.call('_+_', h.accuIdent(), h.list(args[0]!)), h.accuIdent());
      return h.comprehension({ iterRange: target!, iterVar: v, accuVar: ACCU_VAR, accuInit: h.list(), loopCondition: h.literal(true), loopStep: step, result: h.accuIdent() });
    },
  },
];

const UNUSED_ITER = '#unused';

function optMacro(name: 'optMap' | 'optFlatMap'): MacroDecl {
  return {
    name,
    receiver: true,
    argCount: 2,
    expand(h, target, args) {
      const a = args[0]!;
      if (a.kind !== 'ident') return h.error(a, `${name}() variable name must be a simple identifier`);
      const body = h.comprehension({
        iterRange: h.list(),
        iterVar: UNUSED_ITER,
        accuVar: a.name,
        accuInit: h.memberCall('value', h.copy(target!)),
        loopCondition: h.literal(false),
        loopStep: h.ident(a.name),
        result: args[1]!,
      });
      return h.call('_?_:_', h.memberCall('hasValue', target!), name === 'optMap' ? h.call('optional.of', body) : body, h.call('optional.none'));
    },
  };
}

export const OPTIONAL_MACROS: MacroDecl[] = [optMacro('optMap'), optMacro('optFlatMap')];

function twoVars(h: MacroHelper, a0: Expr, a1: Expr): [string, string] | MacroError {
  if (a0.kind !== 'ident') return h.error(a0, 'argument must be a simple name');
  if (a1.kind !== 'ident') return h.error(a1, 'argument must be a simple name');
  if (a0.name === a1.name) return h.error(a1, `duplicate variable name: ${a0.name}`);
  if (a0.name === ACCU_VAR || a0.name === ACCU_LEGACY) return h.error(a0, 'iteration variable overwrites accumulator variable');
  if (a1.name === ACCU_VAR || a1.name === ACCU_LEGACY) return h.error(a1, 'iteration variable overwrites accumulator variable');
  return [a0.name, a1.name];
}

const quant2 = (name: string, kind: Quant): MacroDecl => ({
  name,
  receiver: true,
  argCount: 3,
  expand(h, target, args) {
    const vs = twoVars(h, args[0]!, args[1]!);
    if (!Array.isArray(vs)) return vs;
    return quantifier(kind, h, target!, vs[0], vs[1], args[2]!);
  },
});

function transform(name: string, kind: 'list' | 'map' | 'entry', argCount: 3 | 4): MacroDecl {
  return {
    name,
    receiver: true,
    argCount,
    expand(h, target, args) {
      const vs = twoVars(h, args[0]!, args[1]!);
      if (!Array.isArray(vs)) return vs;
      const tr = args[argCount - 1]!;
      let step: Expr;
      if (kind === 'list') step = h.call('_+_', h.accuIdent(), h.list(tr));
      else if (kind === 'map') step = h.call('cel.@mapInsert', h.accuIdent(), h.ident(vs[0]), tr);
      else step = h.call('cel.@mapInsert', h.accuIdent(), tr);
      if (argCount === 4) step = h.call('_?_:_', args[2]!, step, h.accuIdent());
      return h.comprehension({
        iterRange: target!,
        iterVar: vs[0],
        iterVar2: vs[1],
        accuVar: ACCU_VAR,
        accuInit: kind === 'list' ? h.list() : h.map(),
        loopCondition: h.literal(true),
        loopStep: step,
        result: h.accuIdent(),
      });
    },
  };
}

export const TWO_VAR_MACROS: MacroDecl[] = [
  quant2('all', 'all'),
  quant2('exists', 'exists'),
  quant2('existsOne', 'exists_one'),
  quant2('exists_one', 'exists_one'),
  transform('transformList', 'list', 3),
  transform('transformList', 'list', 4),
  transform('transformMap', 'map', 3),
  transform('transformMap', 'map', 4),
  transform('transformMapEntry', 'entry', 3),
  transform('transformMapEntry', 'entry', 4),
];
