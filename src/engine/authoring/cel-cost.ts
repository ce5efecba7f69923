// The cost part of a rule's hover: the engine's check() result for the CRD (CrdReport.rules,
// compiled as the apiserver compiles them on a CRD write) found by the rule's place in the text.
import type { CrdReport, RuleReport } from '../api';
import { check } from '../pipeline/check';
import { parseCached } from '../pipeline/documents';
import type { LocatedRule } from './rule-locate';
import { codeSpan } from './mdtext';

const fmt = (n: number) => n.toLocaleString('en-US');

/** check() on the CRD text alone (the engine caches parsed texts and loaded CRDs). */
export function crdReports(text: string, kubeVersion: string): CrdReport[] {
  return check({ sources: [{ id: 'crd', text }], options: { kubeVersion } }).crds.filter((c) => c.source === 'crd');
}

function schemaSuffix(steps: (string | number)[], index: number): string {
  let s = 'openAPIV3Schema';
  for (let i = 0; i < steps.length; i++) {
    if (steps[i] === 'properties' && i + 1 < steps.length) s += `.properties[${String(steps[++i])}]`;
    else s += `.${String(steps[i])}`;
  }
  return `${s}.x-kubernetes-validations[${index}]`;
}

/** The rule report of the located rule (by the range of its `rule:` value, else by its schema place and version). */
export function findRuleReport(text: string, kubeVersion: string, loc: LocatedRule): { rule: RuleReport; crd: CrdReport } | null {
  const docs = parseCached(text);
  const doc = docs.find((d) => d.range.start.offset <= loc.span.start && loc.span.start <= d.range.end.offset);
  if (!doc) return null;
  const crd = crdReports(text, kubeVersion).find((c) => c.docIndex === doc.index);
  if (!crd) return null;
  const rulePath = [...loc.path.slice(0, -1), 'rule'];
  const at = doc.locate(rulePath);
  if (at.depth === rulePath.length) {
    const start = at.range.start.offset;
    const hit = crd.rules.find((r) => r.range?.start.offset === start);
    if (hit) return { rule: hit, crd };
  }
  const index = loc.path[loc.path.length - 2];
  if (typeof index !== 'number') return null;
  const suffix = schemaSuffix(loc.schemaSteps, index);
  const hit = crd.rules.find((r) => r.rulePath.endsWith(suffix) && (loc.version === undefined || r.versions.includes(loc.version)));
  return hit ? { rule: hit, crd } : null;
}

/** The estimated cost and cardinality of the rule against the limits, as Markdown; null when unknown. */
export function ruleCostMarkdown(input: { texts: { crd: string } }, kubeVersion: string, loc: LocatedRule): string | null {
  const found = findRuleReport(input.texts.crd, kubeVersion, loc);
  if (!found) return null;
  const { rule: r, crd } = found;
  const lines: string[] = [];
  if (loc.field === 'messageExpression') {
    if (r.messageExpressionError) return `The message expression does not compile (see Problems).`;
    if (!r.messageExpressionCost) return null;
    lines.push(`**Estimated cost** of the message expression: ${fmt(r.messageExpressionCost.max)} (min ${fmt(r.messageExpressionCost.min)}), limit ${fmt(r.costLimit)}`);
    return lines.join('\n');
  }
  if (r.error) return `The rule does not compile (see Problems): no cost estimate.`;
  if (!r.estimatedCost) return null;
  const card = r.cardinality === null ? `unbounded (the estimator assumes ${fmt(r.maxCardinality)})` : fmt(r.cardinality);
  lines.push(`**Estimated cost** (Kubernetes ${kubeVersion}): ${fmt(r.estimatedCost.max)} per evaluation (min ${fmt(r.estimatedCost.min)})`);
  lines.push(`- cardinality: ${card}`);
  if (r.totalCost !== undefined) {
    const share = (r.totalCost / r.costLimit) * 100;
    const shareText = share >= 0.1 || share === 0 ? share.toFixed(1) : '<0.1';
    lines.push(`- cost × cardinality: ${fmt(r.totalCost)} of the per-rule limit ${fmt(r.costLimit)} (${shareText}%)${r.totalCost > r.costLimit ? ' **over the limit**' : ''}`);
  }
  lines.push(`- CRD total: ${fmt(crd.estimatedCostTotal)} of ${fmt(crd.costTotalLimit)}`);
  const s = r.suggestion;
  if (s && s.additions.length > 0) {
    const adds = s.additions.map((a) => `${codeSpan(`${a.keyword}: ${a.value}`)} at ${codeSpan(a.path || '(root)')}`).join(', ');
    lines.push(`- bounds that bring it to ${fmt(s.resultingCost)}: ${adds} (quick fix available)`);
  }
  return lines.join('\n');
}
