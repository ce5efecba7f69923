// Issue 21's scaling table: each hostile shape and each plain large case timed at n, 2n and
// 4n; t(4n)/t(n) must stay ≤ 5 (linear, or n·log n, with room for noise).
// `npm run bench -- scaling` runs only this table.
import { check } from '../src/engine';
import { answer } from '../src/cli/batch';
import { SHAPES, deepJSON } from '../test/fixtures/hostile';
import { fmt } from './harness';

interface Row {
  name: string;
  /** The smallest n timed (then 2n and 4n). */
  n: number;
  run(n: number): unknown;
}

const shape = (name: string) => SHAPES.find((s) => s.name === name)!;
let edit = 0;
/** check() caches parsed texts and loaded CRDs: each run's objects text is new (a comment), as after an edit. */
const checkRow = (name: string, n: number): Row => ({
  name,
  n,
  run: (k) =>
    check({
      sources: shape(name)
        .sources(k)
        .map((s) => (s.id === 'objects' ? { ...s, text: `${s.text}\n# edit ${++edit}\n` } : s)),
    }),
});

const ROWS: Row[] = [
  checkRow('nested block sequences', 5000),
  checkRow('anchor chain', 400),
  checkRow('anchor fan-out', 40),
  checkRow('unknown fields', 8000),
  checkRow('many objects', 2500),
  { name: 'deep JSON (batch prune)', n: 2500, run: (k) => answer(`{"op":"prune","schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true},"object":${deepJSON(k)}}`, {}) },
  { name: 'deep JSON (batch default)', n: 2500, run: (k) => answer(`{"op":"default","schema":{"type":"object"},"object":${deepJSON(k)}}`, {}) },
  checkRow('long string', 250_000),
  checkRow('wide object', 500),
  checkRow('long list', 5000),
];

/** Median of `runs` timings (inputs built outside the timing). */
function time(row: Row, n: number, runs: number): number {
  const samples: number[] = [];
  row.run(Math.max(1, Math.floor(n / 8))); // warm the code paths
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    row.run(n);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines = [`${'shape'.padEnd(28)} ${'n'.padStart(9)} ${'t(n)'.padStart(11)} ${'t(2n)'.padStart(11)} ${'t(4n)'.padStart(11)}  t(4n)/t(n)`];
  const results: Record<string, number> = {};
  for (const row of ROWS) {
    const first = time(row, row.n, 3);
    const runs = first > 2000 ? 1 : 3;
    const t = [first, time(row, 2 * row.n, runs), time(row, 4 * row.n, runs)];
    const ratio = t[2] / t[0];
    results[`${row.name} t(4n)/t(n)`] = ratio;
    lines.push(`${row.name.padEnd(28)} ${String(row.n).padStart(9)} ${fmt(t[0]).padStart(11)} ${fmt(t[1]).padStart(11)} ${fmt(t[2]).padStart(11)}  ${ratio.toFixed(2)}${ratio <= 5 ? '' : '  OVER 5'}`);
  }
  return { lines, results };
}
