// Public entry points: compile (parse + check + validators) and program (plan once, evaluate many).
import type { CheckedAst, ParsedAst } from './ast';
import { check } from './checker/checker';
import type { Env } from './env';
import { Activation, EvalOptions, EvalResult, Program } from './interpreter/interpreter';
import { CelIssue, makeIssue, sortIssues } from './issues';
import { parse } from './parser/parser';
import type { CelType } from './types';
import { durationLiteralValidator, makeHomogeneousAggregateLiteralValidator, regexLiteralValidator, timestampLiteralValidator } from './validators';

export interface CompileResult {
  ast?: CheckedAst;
  outputType?: CelType;
  issues: CelIssue[];
}

export interface ParseResult {
  ast?: ParsedAst;
  issues: CelIssue[];
}

export function parseExpr(expr: string, env: Env): ParseResult {
  const r = parse(expr, { macros: env.macros, optionalSyntax: env.features.optionalTypes, identEscapeSyntax: env.features.identEscapeSyntax });
  const lineOffsets = r.ast?.source.lineOffsets ?? lineStarts(expr);
  return { ast: r.ast, issues: sortIssues(r.issues.map((i) => makeIssue({ lineOffsets }, i.offset, i.message))) };
}

function lineStarts(text: string): number[] {
  const out = [0];
  let cp = 0;
  for (const ch of text) {
    cp++;
    if (ch === '\n') out.push(cp);
  }
  return out;
}

/** Parse, type-check and validate an expression (cel-go env.Compile). Never throws. */
export function compile(expr: string, env: Env): CompileResult {
  const p = parseExpr(expr, env);
  if (!p.ast) return { issues: p.issues };
  const c = check(p.ast, env);
  const src = p.ast.source;
  const issues = c.issues.map((i) => makeIssue(src, i.offset, i.message));
  if (issues.length) return { issues: sortIssues(issues) };
  const validators = [...env.validators];
  const f = env.features;
  if (f.validateDurationLiterals) validators.push(durationLiteralValidator);
  if (f.validateTimestampLiterals) validators.push(timestampLiteralValidator);
  if (f.validateRegexLiterals) validators.push(regexLiteralValidator);
  if (f.validateHomogeneousAggregateLiterals || f.homogeneousAggregateLiterals) {
    validators.push(makeHomogeneousAggregateLiteralValidator(env.homogeneousLiteralExemptFunctions));
  }
  const vIssues: CelIssue[] = [];
  for (const v of validators) v.validate(c.ast, (at, message) => vIssues.push(makeIssue(src, at.offset, message)));
  if (vIssues.length) return { issues: sortIssues(vIssues) };
  return { ast: c.ast, outputType: c.ast.outputType, issues: [] };
}

/** Plan an AST (checked, or parsed only) for repeated evaluation. */
export function program(ast: ParsedAst | CheckedAst, env: Env, opts?: EvalOptions): Program {
  return new Program(ast, env, opts);
}

/** Compile once and evaluate `n` times (benchmarks). Returns the last result and elapsed ms. */
export function evalRepeated(expr: string, env: Env, activation: Activation, n: number): { result?: EvalResult; issues: CelIssue[]; ms: number } {
  const c = compile(expr, env);
  if (!c.ast) return { issues: c.issues, ms: 0 };
  const prg = program(c.ast, env);
  let result: EvalResult | undefined;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) result = prg.eval(activation);
  return { result, issues: [], ms: performance.now() - t0 };
}

export type { Activation, EvalOptions, EvalResult };
