// CEL evaluation of representative CRD rules on lists of 10, 100 and 1,000 items, cost tracking
// on, beside @marcbachmann/cel-js and @bufbuild/cel on the same expressions, the same JavaScript
// array and the same repetitions in the same run, their samples interleaved (the ratio is against
// the faster peer); and the
// whole x-kubernetes-validations path (schema values, cost tracking) on a CRD schema.
import { parse as marcParse } from '@marcbachmann/cel-js';
import { celEnv, listType, CelScalar, plan, parse as bufParse } from '@bufbuild/cel';
import { ArrayList, T, compile, createEnv, program, twoVarComprehensionsLibrary } from '../src/engine/cel';
import { quantityLibrary } from '../src/engine/cel/k8s';
import { validateRules } from '../src/engine/cel/crd';
import type { JSONSchemaProps } from '../src/engine/apis/jsonschema';
import { measure, row, ratio, fmt, type Timing } from './harness';

/**
 * Medians of interleaved samples: every round runs each contender once (a sample), so a load
 * spike on the shared machine falls on all of them alike instead of on whichever was measured at
 * the time; each is warmed up alike first (its code optimised before the first sample).
 */
function measureInterleaved(contenders: { name: string; fn: () => unknown }[], opts: { minRuns?: number; minMs?: number; warmupMs?: number } = {}): Timing[] {
  const { minRuns = 15, minMs = 200, warmupMs = 50 } = opts;
  for (const c of contenders) {
    const w0 = performance.now();
    do c.fn();
    while (performance.now() - w0 < warmupMs);
  }
  const samples: number[][] = contenders.map(() => []);
  const start = performance.now();
  while (samples[0]!.length < minRuns || performance.now() - start < minMs * contenders.length) {
    contenders.forEach((c, i) => {
      const t0 = performance.now();
      c.fn();
      samples[i]!.push(performance.now() - t0);
    });
    if (samples[0]!.length > 10_000) break;
  }
  return contenders.map((c, i) => {
    const s = samples[i]!.sort((a, b) => a - b);
    return { name: c.name, medianMs: s[Math.floor(s.length / 2)]!, runs: s.length };
  });
}

/**
 * The benchmarked expressions. `peers`: @marcbachmann/cel-js and @bufbuild/cel evaluate it too (the
 * ratio is against the faster of them); otherwise (Kubernetes quantities, two-variable
 * comprehensions: neither peer has them) the baseline is our own evaluator without cost tracking.
 */
const CASES: { expr: string; items: (i: number) => string; peers: boolean }[] = [
  { expr: "self.all(x, x.contains('a'))", items: (i) => `item-${i}-a`, peers: true },
  { expr: "self.exists(x, x == 'missing')", items: (i) => `item-${i}-a`, peers: true },
  { expr: "size(self.filter(x, x.startsWith('item'))) == size(self)", items: (i) => `item-${i}-a`, peers: true },
  { expr: "self.map(x, x + '-b')", items: (i) => `item-${i}-a`, peers: true },
  { expr: "self.exists_one(x, x == 'item-0-a')", items: (i) => `item-${i}-a`, peers: true },
  { expr: "self.all(x, x.matches('^item-[0-9]+-a$'))", items: (i) => `item-${i}-a`, peers: true },
  { expr: "self.all(q, quantity(q).isLessThan(quantity('10Gi')))", items: (i) => `${i + 1}Mi`, peers: false },
  { expr: "self.all(i, v, i < 100000 && v.startsWith('item'))", items: (i) => `item-${i}-a`, peers: false },
];

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  const env = createEnv({ variables: { self: T.list(T.string) }, libraries: [twoVarComprehensionsLibrary, quantityLibrary] });
  const bufEnv = celEnv({ variables: { self: listType(CelScalar.STRING) } } as never);
  for (const n of [10, 100, 1000]) {
    for (const { expr: rule, items: item, peers } of CASES) {
      const items = Array.from({ length: n }, (_, i) => item(i));
      const c = compile(rule, env);
      if (!c.ast) throw new Error(`compile ${rule}: ${c.issues.map((i) => i.message).join('; ')}`);
      const prg = program(c.ast, env, { optimize: true, presenceTestHasCost: false });
      // each sample runs the expression `reps` times, so microsecond evaluations are measured reliably
      const reps = Math.max(1, Math.round(2000 / n));
      const repeat = (f: () => unknown) => () => {
        for (let r = 0; r < reps; r++) f();
      };
      const perEval = (t: Timing): Timing => ({ ...t, medianMs: t.medianMs / reps });
      const marc = peers ? marcParse(rule) : undefined;
      const bufPlan = peers ? (plan(bufEnv as never, bufParse(rule)) as (ctx: unknown) => unknown) : undefined;
      const [o, untracked, m, b] = measureInterleaved([
        // the same JavaScript array as the peers get, wrapped per evaluation (as a CRD value is)
        { name: 'ours', fn: repeat(() => prg.eval({ self: new ArrayList(items) })) },
        { name: 'ours without cost tracking', fn: repeat(() => prg.eval({ self: new ArrayList(items) }, { trackCost: false })) },
        ...(marc && bufPlan
          ? [
              { name: '@marcbachmann/cel-js', fn: repeat(() => marc({ self: items })) },
              { name: '@bufbuild/cel', fn: repeat(() => bufPlan({ self: items })) },
            ]
          : []),
      ]).map(perEval) as [Timing, Timing, Timing | undefined, Timing | undefined];
      results[`${rule}|${n}|costTrackingOverhead`] = ratio(o, untracked);
      if (!m || !b) {
        lines.push(row(`${rule} (${n} items; no JS peer has it)`, o, untracked));
        results[`${rule}|${n}|vsUntracked`] = ratio(o, untracked);
        continue;
      }
      const faster = m.medianMs < b.medianMs ? m : b;
      lines.push(row(`${rule} (${n} items)`, o, faster));
      lines.push(`${''.padEnd(58)} ${fmt(m.medianMs).padStart(12)} marcbachmann, ${fmt(b.medianMs)} bufbuild; cost tracking adds ${((ratio(o, untracked) - 1) * 100).toFixed(0)}%`);
      results[`${rule}|${n}|vsFasterPeer`] = ratio(o, faster);
      results[`${rule}|${n}|vsMarcbachmann`] = ratio(o, m);
      results[`${rule}|${n}|vsBufbuild`] = ratio(o, b);
    }
  }
  return { lines, results };
}

export async function runCrdRules(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  // the whole path a CRD rule takes: schema-typed values, self bound per item, runtime cost budget
  const schema: JSONSchemaProps = {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: {
          hosts: {
            type: 'array',
            maxItems: 1000,
            items: { type: 'string', maxLength: 64, 'x-kubernetes-validations': [{ rule: "self.contains('.')" }] },
            'x-kubernetes-validations': [{ rule: "self.all(h, h.endsWith('.example.com'))" }],
          },
        },
      },
    },
  };
  for (const n of [10, 100, 1000]) {
    const obj = { apiVersion: 'x/v1', kind: 'X', metadata: { name: 'x' }, spec: { hosts: Array.from({ length: n }, (_, i) => `h${i}.example.com`) } };
    const t = measure(`validateRules`, () => validateRules(schema, obj, undefined, { kubeVersion: '1.35', isResourceRoot: true }), { minMs: 200 });
    lines.push(row(`x-kubernetes-validations on ${n} hosts (2 rules, n+1 evaluations)`, t));
    results[`crdRules|${n}|ms`] = t.medianMs;
  }
  return { lines, results };
}
