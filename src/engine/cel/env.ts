// A compilation environment (cel-go cel.Env): the standard library plus the given libraries,
// variables, a struct type provider, container and features.
import type { AstValidator, CallCostHook, EnvFeatures, EstimateCallCostHook, EstimateSizeHook, Library, MacroDecl, OverloadDecl, TypeProvider } from './library';
import { STANDARD_MACROS } from './parser/macros';
import { standardLibrary } from './stdlib';
import { BUILTIN_TYPE_IDENTS, CelType } from './types';

export interface EnvOptions {
  libraries?: readonly Library[];
  variables?: Readonly<Record<string, CelType>>;
  typeProvider?: TypeProvider;
  /** cel-go container (namespace) for identifier resolution. */
  container?: string;
  features?: Partial<EnvFeatures>;
  /** Leave out the CEL standard library (never used by Kubernetes; for tests). */
  noStdlib?: boolean;
}

export interface FunctionEntry {
  readonly name: string;
  readonly overloads: OverloadDecl[];
  /** Some declaration of the function disabled cel-go's runtime type guards. */
  disableTypeGuards?: boolean;
  /**
   * Declared by a library other than the standard one (cel.Function with a binding per overload): a
   * call no overload accepts at runtime fails with cel-go's `no such overload: <fn>(<arg types>)`.
   */
  libraryDeclared?: boolean;
}

export interface Env {
  readonly functions: ReadonlyMap<string, FunctionEntry>;
  readonly overloadsById: ReadonlyMap<string, OverloadDecl>;
  readonly macros: ReadonlyMap<string, MacroDecl[]>;
  readonly variables: ReadonlyMap<string, CelType>;
  /** Identifiers naming types (int, list, net.IP, ...). */
  readonly typeIdents: ReadonlyMap<string, CelType>;
  readonly typeProvider?: TypeProvider;
  readonly container: string;
  readonly features: EnvFeatures;
  readonly validators: readonly AstValidator[];
  readonly homogeneousLiteralExemptFunctions: ReadonlySet<string>;
  /** function name -> index of its regex argument (receiver = 0). */
  readonly regexOptimizations: ReadonlyMap<string, number>;
  readonly callCostHooks: readonly CallCostHook[];
  readonly estimateCallCostHooks: readonly EstimateCallCostHook[];
  readonly estimateSizeHooks: readonly EstimateSizeHook[];
  readonly libraries: readonly Library[];
}

export const DEFAULT_FEATURES: EnvFeatures = {
  crossTypeNumericComparisons: false,
  homogeneousAggregateLiterals: false,
  optionalTypes: false,
  identEscapeSyntax: false,
  defaultUTCTimeZone: true,
  validateDurationLiterals: false,
  validateTimestampLiterals: false,
  validateRegexLiterals: false,
  validateHomogeneousAggregateLiterals: false,
  celGo029Costs: false,
};

export function createEnv(opts: EnvOptions = {}): Env {
  const libs: Library[] = [...(opts.noStdlib ? [] : [standardLibrary]), ...(opts.libraries ?? [])];
  const features: EnvFeatures = { ...DEFAULT_FEATURES };
  for (const l of libs) Object.assign(features, l.features ?? {});
  Object.assign(features, opts.features ?? {});
  // feature-dependent parts of the standard library
  const extra: Library[] = [];
  if (!opts.noStdlib) {
    if (features.crossTypeNumericComparisons) extra.push(standardLibrary.crossTypeComparisons);
    if (features.optionalTypes) extra.push(standardLibrary.optionalLibrary);
  }
  const all = [...libs, ...extra];
  const functions = new Map<string, FunctionEntry>();
  const overloadsById = new Map<string, OverloadDecl>();
  const macros = new Map<string, MacroDecl[]>();
  const variables = new Map<string, CelType>();
  const typeIdents = new Map<string, CelType>(Object.entries(BUILTIN_TYPE_IDENTS));
  const validators: AstValidator[] = [];
  if (!opts.noStdlib) for (const m of STANDARD_MACROS) pushMacro(macros, m);
  for (const l of all) {
    const standard = l === standardLibrary || extra.includes(l);
    for (const f of l.functions ?? []) {
      let e = functions.get(f.name);
      if (!e) functions.set(f.name, (e = { name: f.name, overloads: [], disableTypeGuards: false, libraryDeclared: false }));
      if (f.disableTypeGuards) e.disableTypeGuards = true;
      if (!standard) e.libraryDeclared = true;
      for (const decl of f.overloads) {
        const o = sameShape(decl);
        if (overloadsById.has(o.id)) {
          const i = e.overloads.findIndex((x) => x.id === o.id);
          if (i >= 0) e.overloads[i] = o;
          else e.overloads.push(o);
        } else e.overloads.push(o);
        overloadsById.set(o.id, o);
      }
    }
    for (const m of l.macros ?? []) pushMacro(macros, m);
    for (const t of l.types ?? []) if (t.kind === 'opaque' || t.kind === 'object') typeIdents.set(t.name, t);
    for (const [k, v] of Object.entries(l.variables ?? {})) variables.set(k, v);
    validators.push(...(l.validators ?? []));
  }
  for (const [k, v] of Object.entries(opts.variables ?? {})) variables.set(k, v);
  return {
    functions,
    overloadsById,
    macros,
    variables,
    typeIdents,
    typeProvider: opts.typeProvider,
    container: opts.container ?? '',
    features,
    validators,
    homogeneousLiteralExemptFunctions: new Set(all.flatMap((l) => l.homogeneousLiteralExemptFunctions ?? [])),
    regexOptimizations: new Map(all.flatMap((l) => (l.regexOptimizations ?? []).map((r) => [r.function, r.regexIndex] as const))),
    callCostHooks: all.flatMap((l) => (l.callCost ? [l.callCost] : [])),
    estimateCallCostHooks: all.flatMap((l) => (l.estimateCallCost ? [l.estimateCallCost] : [])),
    estimateSizeHooks: all.flatMap((l) => (l.estimateSize ? [l.estimateSize] : [])),
    libraries: all,
  };
}

/**
 * An overload as the libraries declare it, with every field present in one order: the libraries write their
 * declarations in several forms (with or without `member`, `impl`, `nonStrict`), and the checker's and the
 * planner's loops over a function's overloads then met a new hidden class per form and deoptimised (0067).
 */
function sameShape(o: OverloadDecl): OverloadDecl {
  // the argument list copied into one array literal too: the declarations' own lists are literals of their own,
  // empty ones of another element kind than the rest
  const args: CelType[] = [];
  for (let i = 0; i < o.args.length; i++) args.push(o.args[i]!);
  return { id: o.id, args, result: o.result, member: o.member, impl: o.impl, nonStrict: o.nonStrict };
}

function pushMacro(m: Map<string, MacroDecl[]>, d: MacroDecl): void {
  const key = d.name;
  const list = m.get(key) ?? [];
  const i = list.findIndex((x) => x.receiver === d.receiver && x.argCount === d.argCount);
  if (i >= 0) list[i] = d;
  else list.push(d);
  m.set(key, list);
}

/** Names an identifier may resolve to in a container (cel-go containers.ResolveCandidateNames). */
export function candidateNames(container: string, name: string): string[] {
  if (name.startsWith('.')) return [name.slice(1)];
  if (!container) return [name];
  const out: string[] = [];
  let c = container;
  for (;;) {
    out.push(c + '.' + name);
    const i = c.lastIndexOf('.');
    if (i < 0) break;
    c = c.slice(0, i);
  }
  out.push(name);
  return out;
}
