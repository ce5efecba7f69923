// Every function called by the x-kubernetes-validations rules and messageExpressions of the
// real-world CRD corpus must be declared in a Kubernetes 1.34 environment (stdlib + libraries).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseExpr, walkExpr } from '../../../../src/engine/cel';
import { corpusFiles, corpusSkipReason, hasCorpus } from '../../../corpus';
import { k8sEnv } from './harness';

function collectExpressions(node: unknown, out: string[]): void {
  if (Array.isArray(node)) {
    for (const x of node) collectExpressions(x, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const rules = o['x-kubernetes-validations'];
  if (Array.isArray(rules)) {
    for (const r of rules) {
      if (r && typeof r === 'object') {
        const { rule, messageExpression } = r as Record<string, unknown>;
        if (typeof rule === 'string') out.push(rule);
        if (typeof messageExpression === 'string') out.push(messageExpression);
      }
    }
  }
  for (const v of Object.values(o)) collectExpressions(v, out);
}

if (!hasCorpus) console.log(corpusSkipReason);

describe.skipIf(!hasCorpus)('corpus CRD rules only call declared functions', () => {
  const env = k8sEnv('1.34', 'StoredExpressions');
  const expressions: string[] = [];
  for (const f of corpusFiles('crds')) {
    for (const doc of parseAllDocuments(readFileSync(f, 'utf8'))) collectExpressions(doc.toJS(), expressions);
  }

  it('finds rules in the corpus', () => {
    expect(expressions.length).toBeGreaterThan(100);
  });

  it('every called function resolves (qualified names such as sets.contains included)', () => {
    const missing = new Set<string>();
    const used = new Set<string>();
    for (const text of expressions) {
      const p = parseExpr(text, env);
      if (!p.ast) continue;
      walkExpr(p.ast.expr, (e) => {
        if (e.kind !== 'call') return;
        let name = e.fn;
        if (e.target && e.target.kind === 'ident' && env.functions.has(`${e.target.name}.${e.fn}`)) name = `${e.target.name}.${e.fn}`;
        used.add(name);
        if (!env.functions.has(name)) missing.add(name);
      });
    }
    expect([...missing].sort()).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });
});
