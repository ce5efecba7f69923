// Computed bound suggestions for expensive x-kubernetes-validations rules: which unbounded lists,
// maps and strings drive a rule's estimated cost (the cost estimator assumes the worst case —
// the 3 MiB request bound — for anything without maxItems, maxProperties or maxLength), and the
// smallest set of bounds that brings the rule's estimate (max cost × cardinality, as compared to
// StaticEstimatedCostLimit) under a tenth of the limit, or under the limit. Every candidate is
// measured by re-running the estimator (compileSchemaRules) on a modified copy of the schema:
// small sets of the drivers are tried exhaustively, loosest bounds first; when none fits, bounds
// are dropped one by one from all candidates bounded tightly.
import type { JSONSchemaProps } from '../../apis/jsonschema';
import type { JSONValue } from '../../apis/json';
import { cloneJSON } from '../../apis/json';
import { FieldPath } from '../../field/path';
import { compileSchemaRules } from './compile';
import { STATIC_ESTIMATED_COST_LIMIT } from './limits';
import { stringifyJSON } from '../../golang/json';
import { LRU } from '../../cache';

export type BoundKeyword = 'maxItems' | 'maxProperties' | 'maxLength';

export interface BoundDriver {
  /** Object field path of the node (`spec.hosts`, `spec.hosts[*]`; empty for the root). */
  path: string;
  /** Schema path of the node relative to openAPIV3Schema (`properties[spec].properties[hosts]`). */
  schemaPath: string;
  keyword: BoundKeyword;
}

export interface BoundAddition extends BoundDriver {
  value: number;
}

export interface BoundSuggestion {
  /** The rule's estimated cost as written (max cost × cardinality). */
  cost: number;
  limit: number;
  /** Unbounded nodes on the rule's path and below it whose bound lowers the estimate. */
  drivers: BoundDriver[];
  /** The smallest set of bounds found that reaches the target (empty: none found). */
  additions: BoundAddition[];
  /** The rule's estimated cost with the additions. */
  resultingCost: number;
  /** What the additions reach: a tenth of the limit, or just under the limit. */
  target: 'tenth' | 'limit' | 'none';
}

/** Bounds tried for maxItems/maxProperties, loosest first (powers of two). */
export const COLLECTION_BOUNDS = [4096, 1024, 256, 128, 64, 32, 16, 8, 4] as const;
/** Bounds tried for maxLength, loosest first. */
export const STRING_BOUNDS = [4096, 1024, 256, 64, 16] as const;

const MAX_DRIVERS = 8;
const MAX_SET_SIZE = 3;
const MAX_DESCENDANT_DEPTH = 4;

const isSchema = (v: unknown): v is JSONSchemaProps => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Step {
  schemaPath: FieldPath;
  objectPath: string;
  /** The schema node (in the working copy). */
  node: JSONSchemaProps;
}

/** The node whose schema path (relative to the root) is `target`, with the chain of its ancestors. */
function findChain(root: JSONSchemaProps, target: string): Step[] | null {
  const chain: Step[] = [];
  const visit = (node: JSONSchemaProps, fp: FieldPath, op: string): boolean => {
    chain.push({ schemaPath: fp, objectPath: op, node });
    const here = fp.toString();
    if (here === target) return true;
    if (target.startsWith(here)) {
      const props = isSchema(node.properties) ? node.properties : undefined;
      if (props) {
        for (const name of Object.keys(props)) {
          const ps = props[name];
          if (isSchema(ps) && visit(ps, fp.child('properties').key(name), op === '' ? name : `${op}.${name}`)) return true;
        }
      }
      if (isSchema(node.items) && visit(node.items, fp.child('items'), `${op}[*]`)) return true;
      if (isSchema(node.additionalProperties) && visit(node.additionalProperties, fp.child('additionalProperties'), `${op}[*]`)) return true;
    }
    chain.pop();
    return false;
  };
  return visit(root, FieldPath.root(), '') ? chain : null;
}

function stripRules(node: JSONSchemaProps): void {
  delete node['x-kubernetes-validations'];
  if (isSchema(node.properties)) for (const p of Object.values(node.properties)) if (isSchema(p)) stripRules(p);
  if (isSchema(node.items)) stripRules(node.items);
  if (isSchema(node.additionalProperties)) stripRules(node.additionalProperties);
}

/** The keyword that bounds a node, when the node is unbounded. */
function unboundedKeyword(s: JSONSchemaProps): BoundKeyword | null {
  if (s.type === 'array' && typeof s.maxItems !== 'number') return 'maxItems';
  if (s.type === 'object' && s.additionalProperties !== undefined && s.additionalProperties !== null && s.additionalProperties !== false && typeof s.maxProperties !== 'number') return 'maxProperties';
  if (s.type === 'string' && typeof s.maxLength !== 'number' && s.enum === undefined) {
    // formats the estimator sizes by themselves (dates, durations) are bounded already
    if (s.format === 'date' || s.format === 'date-time' || s.format === 'duration') return null;
    return 'maxLength';
  }
  return null;
}

interface Candidate extends BoundDriver {
  node: JSONSchemaProps;
  ladder: readonly number[];
}

function collectDescendants(node: JSONSchemaProps, fp: FieldPath, op: string, depth: number, out: Candidate[]): void {
  if (depth > MAX_DESCENDANT_DEPTH || out.length >= MAX_DRIVERS * 2) return;
  const kw = unboundedKeyword(node);
  if (kw) out.push({ path: op, schemaPath: fp.toString(), keyword: kw, node, ladder: kw === 'maxLength' ? STRING_BOUNDS : COLLECTION_BOUNDS });
  if (isSchema(node.items)) collectDescendants(node.items, fp.child('items'), `${op}[*]`, depth + 1, out);
  if (isSchema(node.additionalProperties)) collectDescendants(node.additionalProperties, fp.child('additionalProperties'), `${op}[*]`, depth + 1, out);
  if (isSchema(node.properties)) {
    for (const [name, ps] of Object.entries(node.properties)) {
      if (isSchema(ps)) collectDescendants(ps, fp.child('properties').key(name), op === '' ? name : `${op}.${name}`, depth + 1, out);
    }
  }
}

/** Splits `…openAPIV3Schema.<node>.x-kubernetes-validations[i]` into the node path and the index. */
export function splitRulePath(rulePath: string): { nodePath: string; index: number } | null {
  let p = rulePath;
  const at = p.lastIndexOf('openAPIV3Schema');
  if (at >= 0) p = p.slice(at + 'openAPIV3Schema'.length).replace(/^\./, '');
  const m = /^(.*?)\.?x-kubernetes-validations\[(\d+)\](?:\.rule)?$/.exec(p);
  if (!m) return null;
  return { nodePath: m[1], index: Number(m[2]) };
}

const cache = new LRU<string, BoundSuggestion | null>({ name: 'cel.boundSuggestions', capacity: 64 });

/**
 * Bound suggestions for the rule at `rulePath` of `schema` (an openAPIV3Schema; the path either
 * relative to it, `properties[foo].x-kubernetes-validations[0]`, or a full CRD path through
 * `openAPIV3Schema`). null when there is no such rule or it does not compile.
 */
export function suggestBounds(schema: JSONSchemaProps, rulePath: string, kubeVersion: string): BoundSuggestion | null {
  const split = splitRulePath(rulePath);
  if (!split) return null;
  const found = findChain(schema, split.nodePath);
  if (!found) return null;
  const rules = found[found.length - 1].node['x-kubernetes-validations'];
  if (!Array.isArray(rules) || !isSchema(rules[split.index])) return null;
  const rule = rules[split.index];

  // A reduced copy: only the chain down to the rule's node (siblings do not change the rule's
  // cost), the node's subtree without other rules, and the one rule (cost without messageExpression).
  // Only what is copied is changed later; the schema given stays as it is.
  const chain: Step[] = found.map((st, i) => {
    if (i === found.length - 1) return { ...st, node: cloneJSON(st.node as JSONValue) as JSONSchemaProps };
    const { properties: _p, items: _i, additionalProperties: _a, 'x-kubernetes-validations': _x, ...rest } = st.node;
    return { ...st, node: { ...rest } };
  });
  for (let i = 0; i < chain.length - 1; i++) {
    const next = chain[i + 1];
    const last = next.schemaPath.steps().at(-1);
    const before = next.schemaPath.steps().at(-2);
    if (last?.kind === 'key' && before?.kind === 'child' && before.name === 'properties') chain[i].node.properties = { [last.key]: next.node };
    else if (last?.kind === 'child' && last.name === 'items') chain[i].node.items = next.node;
    else chain[i].node.additionalProperties = next.node;
  }
  const work = chain[0].node;
  const target = chain[chain.length - 1].node;
  stripRules(target);
  target['x-kubernetes-validations'] = [{ rule: typeof rule.rule === 'string' ? rule.rule : '' }];

  const key = `${kubeVersion}\u0000${stringifyJSON(work)}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = compute(work, chain, kubeVersion);
  cache.set(key, out);
  return out;
}

function compute(work: JSONSchemaProps, chain: Step[], kubeVersion: string): BoundSuggestion | null {
  const limit = Number(STATIC_ESTIMATED_COST_LIMIT);
  const measure = (): number | null => {
    // a fresh copy each time: compiled results are cached by schema object identity
    const r = compileSchemaRules(cloneJSON(work as JSONValue) as JSONSchemaProps, FieldPath.root(), { kubeVersion, isResourceRoot: true });
    const info = r.rules[0];
    if (!info || info.error || info.totalCost === undefined) return null;
    return info.totalCost;
  };
  const cost = measure();
  if (cost === null) return null;

  // candidates: ancestors that multiply the cardinality (closest first), then the node and below it
  const candidates: Candidate[] = [];
  for (let i = chain.length - 2; i >= 0; i--) {
    const s = chain[i];
    const kw = unboundedKeyword(s.node);
    if (kw && kw !== 'maxLength') candidates.push({ path: s.objectPath, schemaPath: s.schemaPath.toString(), keyword: kw, node: s.node, ladder: COLLECTION_BOUNDS });
  }
  const last = chain[chain.length - 1];
  collectDescendants(last.node, last.schemaPath, last.objectPath, 0, candidates);

  const apply = (c: Candidate, v: number | undefined) => {
    if (v === undefined) delete c.node[c.keyword];
    else c.node[c.keyword] = v;
  };
  const tightest = (c: Candidate) => c.ladder[c.ladder.length - 1];

  // drivers: with every other candidate bounded tightly, leaving this one unbounded raises the
  // estimate (leave-one-out, so that an estimate saturated at MaxUint64 still tells them apart)
  const drivers: { c: Candidate; gain: number }[] = [];
  for (const c of candidates) apply(c, tightest(c));
  const floor = measure();
  if (floor !== null) {
    for (const c of candidates) {
      apply(c, undefined);
      const m = measure();
      apply(c, tightest(c));
      if (m !== null && m > floor) drivers.push({ c, gain: m - floor });
    }
  }
  for (const c of candidates) apply(c, undefined);
  drivers.sort((a, b) => b.gain - a.gain);
  const used = drivers.slice(0, MAX_DRIVERS).map((d) => d.c);
  const result: BoundSuggestion = {
    cost,
    limit,
    drivers: used.map(({ path, schemaPath, keyword }) => ({ path, schemaPath, keyword })),
    additions: [],
    resultingCost: cost,
    target: 'none',
  };
  // even the tightest bounds on every candidate do not fit: no set of bounds will
  if (used.length === 0 || floor === null || floor > limit) return result;

  for (const [target, bound] of [
    ['tenth', limit / 10],
    ['limit', limit],
  ] as const) {
    // small sets of the drivers first; else drop bounds one by one from all candidates bounded
    // tightly (finds bounds that only matter together, such as both sides of a string comparison)
    const gain = new Map(drivers.map((d) => [d.c, d.gain]));
    const best = bestSet(used, bound, apply, tightest, measure) ?? greedySet(candidates, gain, bound, apply, tightest, measure);
    if (best) {
      for (const { c } of best.values) {
        if (!used.includes(c)) result.drivers.push({ path: c.path, schemaPath: c.schemaPath, keyword: c.keyword });
      }
      result.additions = best.values.map(({ c, value }) => ({ path: c.path, schemaPath: c.schemaPath, keyword: c.keyword, value }));
      result.resultingCost = best.cost;
      result.target = target;
      return result;
    }
  }
  return result;
}

/**
 * From every candidate bounded tightly, drops the bounds that are not needed (those that matter
 * least first), then loosens the rest as far as `bound` allows. null when even all tight do not fit.
 */
function greedySet(
  cands: Candidate[],
  gain: Map<Candidate, number>,
  bound: number,
  apply: (c: Candidate, v: number | undefined) => void,
  tightest: (c: Candidate) => number,
  measure: () => number | null,
): { values: { c: Candidate; value: number }[]; cost: number } | null {
  for (const c of cands) apply(c, tightest(c));
  const all = measure();
  if (all === null || all > bound) {
    for (const c of cands) apply(c, undefined);
    return null;
  }
  const kept = new Map<Candidate, number>(cands.map((c) => [c, tightest(c)]));
  for (const c of [...cands].sort((a, b) => (gain.get(a) ?? 0) - (gain.get(b) ?? 0))) {
    apply(c, undefined);
    const m = measure();
    if (m !== null && m <= bound) kept.delete(c);
    else apply(c, tightest(c));
  }
  const order = [...kept.keys()].sort((a, b) => (gain.get(b) ?? 0) - (gain.get(a) ?? 0));
  for (const c of order) {
    for (const v of c.ladder) {
      if (v <= kept.get(c)!) break;
      apply(c, v);
      const m = measure();
      if (m !== null && m <= bound) {
        kept.set(c, v);
        break;
      }
      apply(c, kept.get(c));
    }
  }
  const cost = measure() ?? all;
  for (const c of cands) apply(c, undefined);
  return { values: order.map((c) => ({ c, value: kept.get(c)! })), cost };
}

/** The smallest set of candidates (then the loosest bounds) that brings the cost to at most `bound`. */
function bestSet(
  cands: Candidate[],
  bound: number,
  apply: (c: Candidate, v: number | undefined) => void,
  tightest: (c: Candidate) => number,
  measure: () => number | null,
): { values: { c: Candidate; value: number }[]; cost: number } | null {
  const sizes: number[] = [];
  for (let size = 1; size <= Math.min(MAX_SET_SIZE, cands.length); size++) sizes.push(size);
  if (cands.length > MAX_SET_SIZE) sizes.push(cands.length); // last resort: bound every driver
  for (const size of sizes) {
    let best: { values: { c: Candidate; value: number }[]; cost: number; score: number } | null = null;
    for (const set of subsets(cands, size)) {
      for (const c of set) apply(c, tightest(c));
      const m = measure();
      if (m === null || m > bound) {
        for (const c of set) apply(c, undefined);
        continue;
      }
      // loosen each bound in turn as far as the target allows
      const values = new Map<Candidate, number>(set.map((c) => [c, tightest(c)]));
      for (const c of set) {
        for (const v of c.ladder) {
          if (v >= values.get(c)!) {
            // ladders are loosest first: the first value that still fits is the loosest
            apply(c, v);
            const mv = measure();
            if (mv !== null && mv <= bound) {
              values.set(c, v);
              break;
            }
          }
        }
        apply(c, values.get(c));
      }
      const final = measure() ?? m;
      const score = set.reduce((s, c) => s + Math.log2(values.get(c)!), 0);
      if (!best || score > best.score || (score === best.score && final < best.cost)) {
        best = { values: set.map((c) => ({ c, value: values.get(c)! })), cost: final, score };
      }
      for (const c of set) apply(c, undefined);
    }
    if (best) return { values: best.values, cost: best.cost };
  }
  return null;
}

function* subsets<T>(items: T[], size: number, start = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - size; i++) {
    for (const rest of subsets(items, size - 1, i + 1)) yield [items[i], ...rest];
  }
}
