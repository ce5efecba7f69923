// The cost part of a rule's hover: the engine's check() result for the CRD (CrdReport.rules,
// compiled as the apiserver compiles them on a CRD write) found by the rule's place in the text.
import type { CrdReport, RuleReport } from '../api';
import { check } from '../pipeline/check';
import { parseCached } from '../pipeline/documents';
import type { LocatedRule } from './rule-locate';
import { codeSpan } from './mdtext';
import { celWords, type CelWords } from './cel-words';

const fmt = (n: number) => n.toLocaleString('en-US');

/** check() on the CRD text alone (the engine caches parsed texts and loaded CRDs). */
function crdReports(text: string, kubeVersion: string): CrdReport[] {
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
function findRuleReport(text: string, kubeVersion: string, loc: LocatedRule): { rule: RuleReport; crd: CrdReport } | null {
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
export function ruleCostMarkdown(input: { texts: { crd: string } }, kubeVersion: string, loc: LocatedRule, w: CelWords = celWords('en')): string | null {
  const found = findRuleReport(input.texts.crd, kubeVersion, loc);
  if (!found) return null;
  const { rule: r, crd } = found;
  if (loc.field === 'messageExpression') {
    if (r.messageExpressionError) return w.messageNotCompiling;
    if (!r.messageExpressionCost) return null;
    return `**${w.estimatedCost}** ${w.messageCost}: ${fmt(r.messageExpressionCost.max)} (${w.min} ${fmt(r.messageExpressionCost.min)}), ${w.limit} ${fmt(r.costLimit)}`;
  }
  if (r.error) return w.ruleNotCompiling;
  if (!r.estimatedCost) return null;
  const lines: string[] = [];
  const card = r.cardinality === null ? w.unbounded(fmt(r.maxCardinality)) : fmt(r.cardinality);
  lines.push(`**${w.estimatedCost}** (Kubernetes ${kubeVersion}): ${fmt(r.estimatedCost.max)} ${w.perEvaluation} (${w.min} ${fmt(r.estimatedCost.min)})`);
  lines.push(`- ${w.cardinality}: ${card}`);
  if (r.totalCost !== undefined) {
    const share = (r.totalCost / r.costLimit) * 100;
    const shareText = share >= 0.1 || share === 0 ? share.toFixed(1) : '<0.1';
    lines.push(`- ${w.costTimesCardinality}: ${fmt(r.totalCost)} ${w.ofPerRuleLimit} ${fmt(r.costLimit)} (${shareText}%)${r.totalCost > r.costLimit ? ` **${w.overLimit}**` : ''}`);
  }
  lines.push(`- ${w.crdTotal}: ${fmt(crd.estimatedCostTotal)} ${w.of} ${fmt(crd.costTotalLimit)}`);
  const s = r.suggestion;
  if (s && s.additions.length > 0) {
    const adds = s.additions.map((a) => `${codeSpan(`${a.keyword}: ${a.value}`)} → ${codeSpan(a.path || '(root)')}`).join(', ');
    lines.push(`- ${w.boundsBring(fmt(s.resultingCost))}: ${adds} (${w.quickFixAvailable})`);
  }
  return lines.join('\n');
}
