// The public library API of the CEL engine: how a library declares functions, overloads, macros,
// opaque types, variables, environment features, AST validators and cost hooks, and how libraries
// are included per Kubernetes compatibility version (apiserver/pkg/cel/environment).
//
// Runtime values are described in ./values.ts (header). In short: int = bigint, uint = CelUint,
// double = number, bool, string, bytes = Uint8Array, null, CelTimestamp, CelDuration, CelList,
// CelMap, CelObject, CelOptional, CelTypeValue, OpaqueValue subclasses; CelError/CelUnknown flow as
// values. Implementations return CelError for runtime errors (never throw on user input).
//
// Example (a receiver-style function on an opaque type):
//
//   const IP = T.opaque('net.IP');
//   const ipLib: Library = {
//     name: 'kubernetes.net.ip',
//     types: [IP],
//     functions: [
//       { name: 'ip', overloads: [{ id: 'string_to_ip', args: [T.string], result: IP, impl: (s) => parseIP(s as string) }] },
//       { name: 'family', overloads: [{ id: 'ip_family', member: true, args: [IP], result: T.int, impl: (ip) => ... }] },
//     ],
//   };
//   const env = createEnv({ libraries: librariesFor(baseLibraries, '1.30', 'NewExpressions'), variables: { self: T.string } });
import type { CheckedAst, Expr } from './ast';
import type { CelType } from './types';
import type { Value } from './values';
import { readKubeMinor } from '../apis/kubeversion';

/** Implementation of one overload on runtime values (receiver first for member overloads). */
export type OverloadImpl = (...args: Value[]) => Value;

/** [min, max] pair used by the cost estimator (saturating uint64 arithmetic; see cost hooks). */
export interface Estimate {
  readonly min: bigint;
  readonly max: bigint;
}

/** What a static cost hook can learn about a call's target and arguments (cel-go AstNode). */
export interface EstimateNode {
  readonly expr: Expr;
  readonly type: CelType;
  /** Size estimate per cel-go checker/cost.go order of lookup; undefined = unknown. */
  size(): Estimate | undefined;
  /** Attribute path rooted at a variable (`self.a.@items`), if any. */
  path(): string[] | undefined;
}

/** Result of a static call-cost hook (cel-go checker.CallEstimate). */
export interface CallEstimate {
  readonly cost: Estimate;
  readonly resultSize?: Estimate;
}

export interface OverloadDecl {
  /** cel-go overload id, e.g. 'add_int64', 'string_contains_string'. */
  readonly id: string;
  /** Argument types; for member overloads args[0] is the receiver. May use type params (T.param('A')). */
  readonly args: readonly CelType[];
  readonly result: CelType;
  /** Receiver style (`x.f(y)`) instead of global (`f(x, y)`). */
  readonly member?: boolean;
  /** Runtime implementation; when absent the function must be handled by the interpreter itself. */
  readonly impl?: OverloadImpl;
  /** Receives CelError/CelUnknown arguments instead of having them propagated (e.g. @not_strictly_false). */
  readonly nonStrict?: boolean;
}

export interface FunctionDecl {
  readonly name: string;
  readonly overloads: readonly OverloadDecl[];
  /**
   * cel-go decls.DisableTypeGuards: runtime dispatch does not check the arguments against the
   * declared types (a list(dyn) reaching `flatten` is not refused for its first element).
   */
  readonly disableTypeGuards?: boolean;
}

/** Builds AST nodes inside a macro expansion (cel-go parser.ExprHelper). Nodes get the macro's offset. */
export interface MacroHelper {
  literal(v: import('./ast').ConstValue): Expr;
  ident(name: string): Expr;
  /** The accumulator identifier '@result'. */
  accuIdent(): Expr;
  select(operand: Expr, field: string): Expr;
  presenceTest(operand: Expr, field: string): Expr;
  call(fn: string, ...args: Expr[]): Expr;
  memberCall(fn: string, target: Expr, ...args: Expr[]): Expr;
  list(...elems: Expr[]): Expr;
  map(...entries: { key: Expr; value: Expr }[]): Expr;
  comprehension(c: { iterRange: Expr; iterVar: string; iterVar2?: string; accuVar: string; accuInit: Expr; loopCondition: Expr; loopStep: Expr; result: Expr }): Expr;
  /** Deep copy with fresh ids. */
  copy(e: Expr): Expr;
  /** Report an expansion error at an expression (e.g. 'invalid argument to has() macro'). */
  error(at: Expr, message: string): MacroError;
}

export interface MacroError {
  readonly macroError: true;
  readonly offset: number;
  readonly message: string;
}

export interface MacroDecl {
  readonly name: string;
  /** Receiver-style macro (`r.all(x, p)`) or global (`has(x)`). */
  readonly receiver: boolean;
  /** Number of arguments (excluding the receiver); 'vararg' matches any count. */
  readonly argCount: number | 'vararg';
  /** Return undefined to leave the call unexpanded. */
  expand(h: MacroHelper, target: Expr | undefined, args: readonly Expr[]): Expr | MacroError | undefined;
}

/** Environment features (cel-go env options) a library can switch on. */
export interface EnvFeatures {
  /** cel.CrossTypeNumericComparisons: `1 < 2.0`, `1u == 1` type-check. */
  crossTypeNumericComparisons: boolean;
  /**
   * cel.HomogeneousAggregateLiterals: list/map literal elements must share one type. As in current
   * cel-go this installs the homogeneous-literal AST validator (the checker itself joins to dyn).
   */
  homogeneousAggregateLiterals: boolean;
  /** cel.OptionalTypes: `a.?b`, `a[?k]`, `[?x]`, `{?k: v}` syntax and optional.* functions. */
  optionalTypes: boolean;
  /** cel-go parser EnableIdentEscapeSyntax: backquoted field names (a.`b-c`). Off in cel-go and Kubernetes. */
  identEscapeSyntax: boolean;
  /** cel.DefaultUTCTimeZone: timestamp accessors without a zone use UTC (Kubernetes: always). */
  defaultUTCTimeZone: boolean;
  /** cel.ValidateDurationLiterals / ValidateTimestampLiterals / ValidateRegexLiterals. */
  validateDurationLiterals: boolean;
  validateTimestampLiterals: boolean;
  validateRegexLiterals: boolean;
  /** cel.ValidateHomogeneousAggregateLiterals (AST validator form). */
  validateHomogeneousAggregateLiterals: boolean;
  /**
   * The cost model of cel-go v0.29 (vendored from Kubernetes 1.37): startsWith/endsWith charge the
   * size of the prefix/suffix at runtime (interpreter/runtimecost.go, cel-go #1351) and the global
   * `matches(s, re)` is estimated and charged as `s.matches(re)` (checker/cost.go, cel-go #1350).
   */
  celGo029Costs: boolean;
}

/** An AST validator (cel-go cel.ASTValidator) run after type-checking. */
export interface AstValidator {
  readonly name: string;
  validate(ast: CheckedAst, report: (at: Expr, message: string) => void): void;
}

/** Runtime cost hook (cel-go interpreter.ActualCostEstimator.CallCost); undefined = use default. */
export type CallCostHook = (fn: string, overloadId: string, args: readonly Value[], result: Value) => number | undefined;

/** Static cost hook (cel-go checker.CostEstimator.EstimateCallCost); undefined = use default. */
export type EstimateCallCostHook = (fn: string, overloadId: string, target: EstimateNode | undefined, args: readonly EstimateNode[]) => CallEstimate | undefined;

/** A static size hook (cel-go checker.CostEstimator.EstimateSize). */
export type EstimateSizeHook = (node: EstimateNode) => Estimate | undefined;

export interface Library {
  readonly name: string;
  readonly functions?: readonly FunctionDecl[];
  readonly macros?: readonly MacroDecl[];
  /** Opaque/abstract types the library defines; each is also a type identifier (its name). */
  readonly types?: readonly CelType[];
  readonly variables?: Readonly<Record<string, CelType>>;
  readonly features?: Partial<EnvFeatures>;
  readonly validators?: readonly AstValidator[];
  /** Functions whose arguments may be mixed-type literals (cel-go HomogeneousAggregateLiteralExemptFunctions, e.g. 'format'). */
  readonly homogeneousLiteralExemptFunctions?: readonly string[];
  /**
   * Functions whose constant regex argument is compiled when the program is planned, with or
   * without `optimize` (cel-go OptimizeRegex / CompileRegexConstants; only `matches` needs
   * OptOptimize); index counts a receiver as argument 0.
   * A constant pattern that fails to compile makes program instantiation fail with Go's error text.
   */
  readonly regexOptimizations?: readonly { readonly function: string; readonly regexIndex: number }[];
  readonly callCost?: CallCostHook;
  readonly estimateCallCost?: EstimateCallCostHook;
  readonly estimateSize?: EstimateSizeHook;
}

/** A library as it appears in Kubernetes' versioned base environment. */
export interface VersionedLibrary {
  readonly library: Library;
  /** "1.28"; absent = always. */
  readonly introduced?: string;
  /** "1.29"; absent = never removed. */
  readonly removed?: string;
  /** Feature-gate predicate (NewExpressions only). */
  readonly featureEnabled?: () => boolean;
}

export type EnvMode = 'NewExpressions' | 'StoredExpressions';

/** Orders two Kubernetes versions ("1.28" before "1.30"; environment.go compares version.MajorMinor). */
export function compareVersions(a: string, b: string): number {
  return (readKubeMinor(a) ?? 0) - (readKubeMinor(b) ?? 0);
}

/**
 * Select the libraries of a versioned list as environment.go filterAndBuildOpts does:
 * NewExpressions keeps introduced <= version < removed (and enabled feature gates);
 * StoredExpressions keeps everything not removed at that version.
 */
export function librariesFor(list: readonly VersionedLibrary[], compatibilityVersion: string, mode: EnvMode): Library[] {
  const out: Library[] = [];
  for (const vl of list) {
    if (vl.removed && compareVersions(compatibilityVersion, vl.removed) >= 0) continue;
    if (mode === 'NewExpressions') {
      if (vl.introduced && compareVersions(vl.introduced, compatibilityVersion) > 0) continue;
      if (vl.featureEnabled && !vl.featureEnabled()) continue;
    }
    out.push(vl.library);
  }
  return out;
}

/** Options of a type-checking environment. */
export interface TypeProvider {
  /** True if name is a struct type this provider knows. */
  hasType(name: string): boolean;
  /** Type of field `field` of struct type `typeName`; undefined if there is no such field. */
  fieldType(typeName: string, field: string): CelType | undefined;
  /** Build a value for a struct literal `Name{f: v}`; undefined when not supported. */
  newObject?(typeName: string, fields: Record<string, Value>): Value | undefined;
}
