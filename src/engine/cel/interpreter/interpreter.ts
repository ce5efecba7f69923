// Interpreter entry: a Program plans an AST once (./planner.ts) and evaluates it many times with
// cel-go semantics: error/unknown propagation, commutative && and ||, runtime overload dispatch,
// and cel-go's runtime cost tracking (interpreter/runtimecost.go) with a cost limit.
import type { ParsedAst, Reference } from '../ast';
import type { Env } from '../env';
import type { CelType } from '../types';
import { CelError, CelUnknown, Value } from '../values';
import { CostExceeded, Ev, Frame } from './frame';
import { Planner } from './planner';
import { internalErrorText } from '../../internalerror';

/** Variables for evaluation: a record or a resolver. Returning undefined = not bound. */
export type Activation = Readonly<Record<string, Value>> | ((name: string) => Value | undefined);

export interface EvalOptions {
  /** Abort with 'operation cancelled: actual cost limit exceeded' above this cost (default: 1e8; Kubernetes PerCallLimit is 1e6). */
  costLimit?: number;
  /**
   * cel-go OptOptimize (Kubernetes: on): constant list/map literals and type conversions of constants
   * are folded at plan time (cost 0), `x in [constants]` becomes a set lookup (cost 0), constant
   * regexes are compiled once. A constant conversion or regex that fails makes the program fail to
   * instantiate (Program.instantiationError).
   */
  optimize?: boolean;
  /** cel-go PresenceTestHasCost (default true; Kubernetes: false). */
  presenceTestHasCost?: boolean;
  /** Count the runtime cost (default true; false only for measuring its overhead). */
  trackCost?: boolean;
  /**
   * Evaluate all(), exists(), map() and filter() directly instead of through the generic
   * comprehension loop (default true; false only to test that both give the same values, errors
   * and costs).
   */
  fastPaths?: boolean;
}

export type EvalResult = { value: Value; cost: number } | { error: string; cost: number };

export class Program {
  private readonly root: Ev;
  private readonly nSlots: number;

  constructor(
    readonly ast: ParsedAst & { types?: Map<number, CelType>; refs?: Map<number, Reference> },
    readonly env: Env,
    private readonly opts: EvalOptions = {},
  ) {
    const p = new Planner(env, ast.types, ast.refs, opts.presenceTestHasCost ?? true, opts.optimize ?? false, opts.fastPaths ?? true);
    this.root = p.plan(ast.expr);
    this.nSlots = p.maxSlots;
    this.instantiationError = p.instantiationError;
  }

  /** Set when planning failed (cel-go env.Program error), e.g. an invalid constant regex with optimize. */
  readonly instantiationError: string | undefined;

  eval(activation: Activation = {}, opts: EvalOptions = {}): EvalResult {
    const lookup = typeof activation === 'function' ? activation : (n: string) => (Object.prototype.hasOwnProperty.call(activation, n) ? activation[n] : undefined);
    const f: Frame = {
      slots: new Array(this.nSlots),
      lookup,
      cost: 0,
      limit: opts.costLimit ?? this.opts.costLimit ?? 100_000_000,
      track: opts.trackCost ?? this.opts.trackCost ?? true,
    };
    if (this.instantiationError !== undefined) return { error: this.instantiationError, cost: 0 };
    try {
      const v = this.root(f);
      if (v instanceof CelError) return { error: v.message, cost: f.cost };
      if (v instanceof CelUnknown) return { error: 'unknown value', cost: f.cost };
      return { value: v, cost: f.cost };
    } catch (e) {
      if (e instanceof CostExceeded) return { error: 'operation cancelled: actual cost limit exceeded', cost: f.cost };
      if (e instanceof RangeError) return { error: 'max recursion depth exceeded', cost: f.cost };
      return { error: `internal error: ${internalErrorText(e) ?? (e as Error).message}`, cost: f.cost };
    }
  }
}
