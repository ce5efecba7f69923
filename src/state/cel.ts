// The CEL view of a result, engine-independent: each rule's estimated cost against the per-rule
// limit, the results of a rule on each object, where a rule is in the CRD text, and what the
// request selector offers (update of /status only with the status subresource).
import type { CheckResult, CrdReport, ObjectReport, RuleReport, RuleResult } from '../engine/api';
import type { Diagnostic } from '../engine/diagnostics';
import type { SourceRange } from '../engine/yaml/parsed';

export type CostLevel = 'ok' | 'near' | 'over';

/** Above this share of the limit a rule is "near" it (and the engine computes a suggestion). */
const NEAR_LIMIT = 0.5;

interface RuleCostView {
  /** Estimated max cost × cardinality, as kube compares it to the limit; null when the rule has no estimate. */
  total: number | null;
  limit: number;
  /** total / limit (null without an estimate). */
  share: number | null;
  level: CostLevel;
  min: number | null;
  max: number | null;
  /** The cardinality used: the node's, or the fallback under unbounded lists/maps. */
  cardinality: number | null;
  /** The cardinality is the fallback (an unbounded list or map above the rule). */
  unbounded: boolean;
}

export function ruleCostView(r: RuleReport): RuleCostView {
  const min = r.estimatedCost?.min ?? null;
  const max = r.estimatedCost?.max ?? null;
  const unbounded = r.cardinality === null;
  const cardinality = max === null ? null : (r.cardinality ?? r.maxCardinality);
  // a rule that does not compile has no estimate (kube counts it as 0)
  const total = r.error || max === null ? null : (r.totalCost ?? (cardinality !== null ? max * cardinality : null));
  const share = total === null || r.costLimit <= 0 ? null : total / r.costLimit;
  const level: CostLevel = share === null ? 'ok' : share > 1 ? 'over' : share > NEAR_LIMIT ? 'near' : 'ok';
  return { total, limit: r.costLimit, share, level, min, max, cardinality, unbounded };
}

/** A share of a limit as a percentage for display: `0.4`, `8`, `12`, `>9999`. */
export function percentText(share: number): string {
  const p = share * 100;
  if (p >= 10_000) return '>9999';
  if (p >= 10) return String(Math.round(p));
  if (p >= 1) return p.toFixed(1).replace(/\.0$/, '');
  if (p === 0) return '0';
  return p < 0.01 ? '<0.01' : p.toFixed(2).replace(/0$/, '');
}

/** The rule path relative to its openAPIV3Schema, as object rule results name it. */
export function relativeRulePath(rulePath: string): string {
  const at = rulePath.lastIndexOf('openAPIV3Schema');
  return at < 0 ? rulePath : rulePath.slice(at + 'openAPIV3Schema'.length).replace(/^\./, '');
}

interface ObjectRuleResults {
  object: ObjectReport;
  results: RuleResult[];
}

/** The results of one rule of `crd` on every object it serves (in the versions holding the rule). */
export function resultsForRule(rule: RuleReport, crd: CrdReport, objects: ObjectReport[]): ObjectRuleResults[] {
  const rel = relativeRulePath(rule.rulePath);
  const out: ObjectRuleResults[] = [];
  for (const o of objects) {
    if (o.crd !== crd.name || (o.version !== undefined && !rule.versions.includes(o.version))) continue;
    out.push({ object: o, results: o.rules.filter((r) => r.rulePath === rel) });
  }
  return out;
}

interface ResultCounts {
  passed: number;
  failed: number;
  error: number;
  skipped: number;
  ratcheted: number;
}

export function countResults(results: RuleResult[]): ResultCounts {
  const c: ResultCounts = { passed: 0, failed: 0, error: 0, skipped: 0, ratcheted: 0 };
  for (const r of results) {
    c[r.status]++;
    if (r.ratcheted) c.ratcheted++;
  }
  return c;
}

/** Where to reveal a rule in the CRD editor: its `rule:` value, else a diagnostic about it. */
export function ruleRange(rule: RuleReport, crd: CrdReport, diagnostics: Diagnostic[]): SourceRange | undefined {
  if (rule.range) return rule.range;
  const d = diagnostics.find((x) => x.source === crd.source && x.docIndex === crd.docIndex && x.range && x.field.startsWith(rule.rulePath));
  return d?.range;
}

interface CostHint {
  /** 1-based line of the rule's text. */
  line: number;
  rule: RuleReport;
  cost: RuleCostView;
}

/** One inline cost hint per rule of the CRDs in `source` (the first line of each rule's text). */
export function costHints(result: CheckResult | null, source: string): CostHint[] {
  if (!result) return [];
  const out: CostHint[] = [];
  const seen = new Set<number>();
  for (const crd of result.crds) {
    if (crd.source !== source) continue;
    for (const rule of crd.rules) {
      if (!rule.range || rule.error) continue;
      const cost = ruleCostView(rule);
      if (cost.total === null) continue;
      const line = rule.range.start.line;
      if (seen.has(line)) continue;
      seen.add(line);
      out.push({ line, rule, cost });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

/**
 * Whether "Update /status" applies: some object is served by a CRD version with the status
 * subresource (its REST paths include a /status endpoint).
 */
export function statusAvailable(result: CheckResult | null): boolean {
  if (!result) return false;
  for (const o of result.objects) {
    if (!o.crd || !o.version) continue;
    const crd = result.crds.find((c) => c.name === o.crd);
    if (crd?.endpoints.some((e) => e.version === o.version && e.status !== undefined)) return true;
  }
  return false;
}
