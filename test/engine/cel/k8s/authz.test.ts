// The authorization libraries are declared in Kubernetes' base environment from 1.27 (authz.go;
// selectors from 1.31): their function names take part in CRD rule type-checking and estimation.
import { describe, expect, it } from 'vitest';
import { compile, formatIssues } from '../../../../src/engine/cel';
import { estimateCost } from '../../../../src/engine/cel/crd/estimator';
import { evaluate, k8sEnv } from './harness';

describe('kubernetes.authz declarations in a CRD environment', () => {
  it('a wrong receiver is a no-matching-overload error, not an undeclared reference (1.27+)', () => {
    const r = evaluate("'x'.check('get')", '1.27', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'check' applied to 'string.(string)'");
  });

  it('is undeclared before 1.27', () => {
    const r = evaluate("'x'.check('get')", '1.26', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'check'");
  });

  it('fieldSelector arrives with the selectors library at 1.31', () => {
    expect(k8sEnv('1.30', 'NewExpressions').functions.has('fieldSelector')).toBe(false);
    expect(k8sEnv('1.31', 'NewExpressions').functions.has('fieldSelector')).toBe(true);
  });

  it('no value of the authorization types exists, so a dyn receiver answers no such overload', () => {
    // cel-go common/decls/decls.go MaybeNoSuchOverload: the library function's name and the argument types
    expect(evaluate("dyn('x').check('get').allowed()")).toEqual({ error: 'no such overload: check(string, string)' });
  });

  it('check() is estimated at the fixed authorization cost (TestAuthzLibrary: 350,000 per check)', () => {
    const env = k8sEnv('1.34');
    const expr = "dyn('x').check('get').allowed()";
    const c = compile(expr, env);
    if (!c.ast) throw new Error(formatIssues(c.issues, expr));
    const e = estimateCost(c.ast, env, { presenceTestHasCost: false });
    expect([e.min, e.max]).toEqual([350002n, 350002n]);
  });
});
