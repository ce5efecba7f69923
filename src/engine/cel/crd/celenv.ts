// The CEL environment a CRD rule compiles in (compilation.go prepareEnvSet on the versioned base
// environment of apiserver/pkg/cel/environment/base.go): `self` and `oldSelf` declared at the
// rule's node type (oldSelf optional for optionalOldSelf rules), NewExpressions vs
// StoredExpressions per compatibility version, strict cost with has() costing 0.
import type { CheckedAst } from '../ast';
import { compile, program } from '../compile';
import { createEnv, type Env } from '../env';
import { type CelIssue, formatIssues } from '../issues';
import type { Estimate, EnvFeatures, EnvMode, Library, VersionedLibrary } from '../library';
import type { CelType } from '../types';
import { compareVersions, librariesFor } from '../library';
import { twoVarComprehensionsLibrary } from '../stdlib';
import { T } from '../types';
import type { Value } from '../values';
import { kubeMinor, readKubeMinor } from '../../apis/kubeversion';
import type { DeclType } from './decltype';
import { estimateSizeFromPath, ruleTypes, sizeHook } from './celtypes';
import { KUBERNETES_LIBRARIES, cidrLibrary, formatLibrary, kubernetesCostLibrary } from '../k8s';
import { cidrLibrary133 } from '../k8s/lib/cidr';
import { formatLibrary134 } from '../k8s/lib/format';
import { listsExtLibrary, listsExtLibrary029 } from '../k8s/lib/listsExt';
import { stringsLibrary } from '../k8s/lib/strings';
import { estimateCost } from './estimator';
import { LRU } from '../../cache';

export type { EnvMode };

/** The compiled, evaluable form of one expression. */
export interface RuleProgram {
  /** Why env.Program failed (e.g. a constant regex or conversion that cannot be planned). */
  instantiationError?: string;
  /** Evaluates with `vars` (self, oldSelf); cost is the runtime cost (cel-go ActualCost). */
  eval(vars: Record<string, Value>, costLimit: number): { value: Value; cost: number } | { error: string; cost: number };
}

export interface RuleEnvironment {
  /** env.Compile: the checked AST, or cel-go's Issues.String() with the issues it prints (`issueList`, sorted). */
  compile(text: string): { ast: CheckedAst } | { issues: string; issueList: readonly CelIssue[] };
  /** env.EstimateCost with the Kubernetes estimator. */
  estimateCost(ast: CheckedAst): Estimate;
  /**
   * env.Program with cost tracking; with cel.OptOptimize (constant folding) as Kubernetes runs
   * rules, unless `optimize: false` (how apiserver's library cost tests measure runtime cost).
   */
  program(ast: CheckedAst, opts?: { optimize?: boolean }): RuleProgram;
}

/**
 * The environment features of Kubernetes' base environment by version (base.go baseOpts).
 * The function libraries of apiserver/pkg/cel/library come from cel/k8s (KUBERNETES_LIBRARIES).
 */
const FEATURE_LIBRARIES: VersionedLibrary[] = [
  { library: { name: 'k8s.base.always', features: { homogeneousAggregateLiterals: true, defaultUTCTimeZone: true } } },
  {
    introduced: '1.28',
    library: { name: 'k8s.base.1.28', features: { crossTypeNumericComparisons: true, optionalTypes: true } },
  },
  {
    introduced: '1.29',
    library: {
      name: 'k8s.base.1.29.validators',
      features: {
        validateDurationLiterals: true,
        validateTimestampLiterals: true,
        validateRegexLiterals: true,
        validateHomogeneousAggregateLiterals: true,
      },
    },
  },
  { introduced: '1.32', library: twoVarComprehensionsLibrary },
];

/** DefaultCompatibilityVersion: one minor below the server's version (1.34 → 1.33). */
export function defaultCompatibilityVersion(kubeVersion: string): string {
  return `1.${Math.max(0, kubeMinor(kubeVersion) - 1)}`;
}

/** The server release whose DefaultCompatibilityVersion is `compatibilityVersion` (1.36 → 1.37). */
function serverVersionOf(compatibilityVersion: string): string {
  const minor = readKubeMinor(compatibilityVersion);
  return minor === undefined ? compatibilityVersion : `1.${minor + 1}`;
}

const COST_LIBRARY_NAME = kubernetesCostLibrary().name;
const baseEnvCache = new LRU<string, Env>({ name: 'cel.baseEnvironments', capacity: 64 });

/** The base environment of a mode and compatibility version, without the per-rule cost estimator. */
export function baseEnv(mode: EnvMode, compatibilityVersion: string): Env {
  const key = `${mode}|${compatibilityVersion}`;
  let env = baseEnvCache.get(key);
  if (!env) {
    // StoredExpressions filters with the highest possible version (environment.go Extend): every
    // option group the server's binary lists and none marked removed. A binary lists the groups
    // introduced up to its own release and the removals decided up to then, so for a server one
    // minor above the compatibility version that is: introduced <= server and not removed <= server.
    const all = [...FEATURE_LIBRARIES, ...KUBERNETES_LIBRARIES];
    const server = serverVersionOf(compatibilityVersion);
    const libs = (
      mode === 'StoredExpressions'
        ? librariesFor(
            all.filter((vl) => !vl.introduced || compareVersions(vl.introduced, server) <= 0),
            server,
            mode,
          )
        : librariesFor(all, compatibilityVersion, mode)
    )
      .filter((l) => l.name !== COST_LIBRARY_NAME)
      .map((l) => binaryImplementation(l, server));
    env = createEnv({ libraries: libs, features: binaryFeatures(server) });
    baseEnvCache.set(key, env);
  }
  return env;
}

/**
 * A library as the server's binary implements it, whatever the compatibility version: the 1.33
 * binary changed containsCIDR (apiserver/pkg/cel/library/cidr.go at v0.33.0); the 1.35 binary's
 * apimachinery words the qualifiedName and labelValue format errors differently (objectmeta/names.ts).
 */
function binaryImplementation(l: Library, server: string): Library {
  if (l === cidrLibrary && compareVersions(server, '1.33') >= 0) return cidrLibrary133;
  if (l === formatLibrary && compareVersions(server, '1.35') < 0) return formatLibrary134;
  // cel-go v0.29.2 in the 1.37 binary: lists.range bounds (#1310), indexOf/lastIndexOf of '' at an offset (#1335)
  if (compareVersions(server, '1.37') >= 0) {
    if (l === listsExtLibrary) return listsExtLibrary029;
    if (l.name === STRINGS_V2.name) return STRINGS_V2_029;
  }
  return l;
}

const STRINGS_V2 = stringsLibrary(2);
const STRINGS_V2_029 = stringsLibrary(2, true);

/**
 * What the cel-go release a server's binary vendors changes, whatever the compatibility version
 * (kubernetes go.mod per tag: v0.12.6 in 1.27 ... v0.26.0 in 1.34–1.36, v0.29.2 in 1.37): the cel-go
 * v0.29 cost model (startsWith/endsWith and the global matches; celcoststability_test.go at the
 * v0.29.2 bump: `self.val1.startsWith('Rook')` 4 → 3).
 */
function binaryFeatures(server: string): Partial<EnvFeatures> {
  return compareVersions(server, '1.37') >= 0 ? { celGo029Costs: true } : {};
}

/**
 * Reserved words as field names (kubernetes#126188, environment.go filterAndBuildOpts at v0.31.0:
 * `compatVer.AtLeast(1.31)` → SetRecognizeKeywordAsFieldName): stored expressions are built at
 * the highest version, so from the 1.31 binary on; new expressions from compatibility version
 * 1.31 (server 1.32). environment_test.go "recognizeKeywordAsFieldName disabled/enabled".
 */
function recognizeKeywordAsFieldName(mode: EnvMode, compatibilityVersion: string): boolean {
  if (mode === 'StoredExpressions') return compareVersions(serverVersionOf(compatibilityVersion), '1.31') >= 0;
  return compareVersions(compatibilityVersion, '1.31') >= 0;
}

/** prepareEnvSet + EnvLoader: the environment for one rule node. */
export function newRuleEnvironment(
  scoped: DeclType,
  typeName: string,
  optionalOldSelf: boolean,
  mode: EnvMode,
  compatibilityVersion: string,
  /** More variables beside self and oldSelf (the CLI's `cel` op binds arbitrary ones as dyn). */
  extraVariables: Record<string, CelType> = {},
): RuleEnvironment {
  const { selfType, provider } = ruleTypes(scoped, typeName, recognizeKeywordAsFieldName(mode, compatibilityVersion));
  const base = baseEnv(mode, compatibilityVersion);
  // the Kubernetes CostEstimator sizes list elements through the rule's own size estimator
  const costLib = kubernetesCostLibrary((n) => estimateSizeFromPath(scoped, n.path));
  const variables = new Map(base.variables);
  variables.set('self', selfType);
  variables.set('oldSelf', optionalOldSelf ? T.optional(selfType) : selfType);
  for (const [name, t] of Object.entries(extraVariables)) variables.set(name, t);
  const env: Env = {
    ...base,
    variables,
    typeProvider: provider,
    callCostHooks: [costLib.callCost!, ...base.callCostHooks],
    estimateCallCostHooks: [costLib.estimateCallCost!, ...base.estimateCallCostHooks],
    estimateSizeHooks: [sizeHook(scoped), ...base.estimateSizeHooks],
  };
  return {
    compile(text) {
      const r = compile(text, env);
      if (!r.ast) return { issues: formatIssues(r.issues, text), issueList: r.issues };
      return { ast: r.ast };
    },
    estimateCost(ast) {
      return estimateCost(ast, env, { presenceTestHasCost: false });
    },
    program(ast, opts) {
      // Kubernetes programs: cel.OptOptimize, cost tracking, has() costs 0
      const p = program(ast, env, { presenceTestHasCost: false, optimize: opts?.optimize ?? true });
      return { instantiationError: p.instantiationError, eval: (vars, costLimit) => p.eval(vars, { costLimit }) };
    },
  };
}
