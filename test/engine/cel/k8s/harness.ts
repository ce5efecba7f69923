// Evaluates CEL expressions in a Kubernetes environment of a given compatibility version built
// from KUBERNETES_LIBRARIES, and turns results into plain values for table assertions.
import { compile, createEnv, formatIssues, librariesFor, program, type Env, type EnvMode, type Library } from '../../../../src/engine/cel';
import { KUBERNETES_LIBRARIES } from '../../../../src/engine/cel/k8s';
import { CelList, CelMap, CelOptional, CelUint, OpaqueValue, type Value } from '../../../../src/engine/cel/values';

const cache = new Map<string, Env>();

/** The function environment of a compatibility version (base.go option groups). */
export function k8sEnv(version = '1.34', mode: EnvMode = 'StoredExpressions'): Env {
  const key = `${version}|${mode}`;
  let env = cache.get(key);
  if (!env) {
    env = createEnv({
      libraries: librariesFor(KUBERNETES_LIBRARIES, version, mode),
      features: { homogeneousAggregateLiterals: true, crossTypeNumericComparisons: true, optionalTypes: true },
    });
    cache.set(key, env);
  }
  return env;
}

export type Outcome = { value: unknown } | { error: string } | { compileError: string };

/** Plain form: int → bigint, uint → {uint}, list → array, map → object, optional → {optional}, opaque → String(). */
export function plain(v: Value): unknown {
  if (v instanceof CelList) return v.toArray().map(plain);
  if (v instanceof CelMap) return Object.fromEntries(v.keys().map((k) => [String(k), plain(v.get(k)!)]));
  if (v instanceof CelOptional) return { optional: v.value === undefined ? null : plain(v.value) };
  if (v instanceof CelUint) return { uint: v.v };
  if (v instanceof OpaqueValue) return String(v);
  return v;
}

export function evaluate(expr: string, version = '1.34', mode: EnvMode = 'StoredExpressions'): Outcome {
  const env = k8sEnv(version, mode);
  const c = compile(expr, env);
  if (!c.ast) return { compileError: formatIssues(c.issues, expr) };
  const r = program(c.ast, env).eval({});
  return 'value' in r ? { value: plain(r.value) } : { error: r.error };
}

/** Evaluates in a plain cel-go style environment (no homogeneous-literal check) with the given libraries. */
export function evaluateWith(libraries: readonly Library[], expr: string): Outcome {
  const env = createEnv({ libraries, features: { optionalTypes: true } });
  const c = compile(expr, env);
  if (!c.ast) return { compileError: formatIssues(c.issues, expr) };
  const r = program(c.ast, env).eval({});
  return 'value' in r ? { value: plain(r.value) } : { error: r.error };
}
