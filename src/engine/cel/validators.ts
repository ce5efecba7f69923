// cel-go cel/validator.go AST validators: duration/timestamp/regex literal validation and the
// homogeneous aggregate literal validator.
import type { CheckedAst, Expr } from './ast';
import { walkExpr } from './ast';
import type { AstValidator } from './library';
import { compileRE2 } from '../regex';
import { parseDuration, parseTimestamp } from './time';
import { formatType, isOptionalType, typeEquals } from './types';
import { CelError } from './values';

function literalArgValidator(fn: string, check: (s: string) => boolean): AstValidator {
  return {
    name: `cel.validator.${fn}`,
    validate(ast, report) {
      walkExpr(ast.expr, (e) => {
        if (e.kind !== 'call' || e.fn !== fn || e.args.length < 1) return;
        const lit = e.args[0]!;
        if (lit.kind !== 'const' || typeof lit.value !== 'string') return;
        if (!check(lit.value)) report(lit, `invalid ${fn} argument`);
      });
    },
  };
}

export const durationLiteralValidator = literalArgValidator('duration', (s) => !(parseDuration(s) instanceof CelError));
export const timestampLiteralValidator = literalArgValidator('timestamp', (s) => !(parseTimestamp(s) instanceof CelError));
export const regexLiteralValidator = literalArgValidator('matches', (s) => compileRE2(s).ok);

/** cel-go homogeneousAggregateLiteralValidator with its exempt-function configuration. */
export function makeHomogeneousAggregateLiteralValidator(exempt: ReadonlySet<string> = new Set()): AstValidator {
  return {
    name: 'cel.validator.homogeneous_literals',
    validate(ast: CheckedAst, report) {
      const typeOf = (e: Expr, opt: boolean) => {
        const t = ast.types.get(e.id)!;
        return opt && isOptionalType(t) ? t.params[0]! : t;
      };
      const visit = (e: Expr, exempted: boolean): void => {
        if (!exempted && e.kind === 'list') {
          let first;
          for (let i = 0; i < e.elems.length; i++) {
            const t = typeOf(e.elems[i]!, e.optIndices.includes(i));
            if (!first) first = t;
            else if (!typeEquals(first, t)) {
              report(e.elems[i]!, `expected type '${formatType(first)}' but found '${formatType(t)}'`);
              break;
            }
          }
        } else if (!exempted && e.kind === 'map') {
          let kt, vt;
          for (const en of e.entries) {
            const k = typeOf(en.key, false);
            const v = typeOf(en.value, en.optional);
            if (!kt || !vt) {
              kt = k;
              vt = v;
              continue;
            }
            if (!typeEquals(kt, k)) report(en.key, `expected type '${formatType(kt)}' but found '${formatType(k)}'`);
            if (!typeEquals(vt, v)) report(en.value, `expected type '${formatType(vt)}' but found '${formatType(v)}'`);
          }
        }
        const ex = exempted || (e.kind === 'call' && exempt.has(e.fn));
        forEachChild(e, (c) => visit(c, ex));
      };
      visit(ast.expr, false);
    },
  };
}

function forEachChild(e: Expr, f: (c: Expr) => void): void {
  switch (e.kind) {
    case 'select':
      f(e.operand);
      break;
    case 'call':
      if (e.target) f(e.target);
      e.args.forEach(f);
      break;
    case 'list':
      e.elems.forEach(f);
      break;
    case 'map':
      for (const en of e.entries) {
        f(en.key);
        f(en.value);
      }
      break;
    case 'struct':
      for (const fl of e.fields) f(fl.value);
      break;
    case 'comprehension':
      f(e.iterRange);
      f(e.accuInit);
      f(e.loopCondition);
      f(e.loopStep);
      f(e.result);
      break;
  }
}
