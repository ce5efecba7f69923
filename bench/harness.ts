// Timing helpers for `npm run bench`: medians of repeated runs, and ratios against a
// baseline measured in the same run (never absolute thresholds).
export interface Timing {
  name: string;
  medianMs: number;
  runs: number;
}

export function measure(name: string, fn: () => unknown, opts: { minRuns?: number; minMs?: number; warmup?: number } = {}): Timing {
  const { minRuns = 15, minMs = 300, warmup = 3 } = opts;
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
    if (samples.length > 10_000) break;
  }
  samples.sort((a, b) => a - b);
  return { name, medianMs: samples[Math.floor(samples.length / 2)], runs: samples.length };
}

export function ratio(a: Timing, b: Timing): number {
  return a.medianMs / b.medianMs;
}

export function fmt(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

export function row(label: string, t: Timing, baseline?: Timing): string {
  const r = baseline ? `  ${ratio(t, baseline).toFixed(2)}× ${baseline.name}` : '';
  return `${label.padEnd(58)} ${fmt(t.medianMs).padStart(12)}  (${t.runs} runs)${r}`;
}
