// Runs the benchmarks and prints one table; writes bench/results/latest.json.
// `npm run bench -- --only <pattern>` runs only the groups whose id matches the pattern
// (a case-insensitive regular expression; may be given more than once); `--list` prints the ids.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { ENGINE_GROUPS, type BenchReport } from './engine.bench';

interface Group {
  id: string;
  title: string;
  run: () => BenchReport | Promise<BenchReport>;
}

const lazy =
  (mod: string, fn = 'run') =>
  async (): Promise<BenchReport> => {
    const m = (await import(mod)) as Record<string, () => Promise<BenchReport>>;
    return m[fn]();
  };
const groups: Group[] = [
  ...ENGINE_GROUPS,
  { id: 'cel', title: 'CEL evaluation', run: lazy('./cel.bench') },
  { id: 'cel:crd', title: 'CEL: x-kubernetes-validations path', run: lazy('./cel.bench', 'runCrdRules') },
  { id: 'authoring', title: 'Language services', run: lazy('./authoring.bench') },
  { id: 'bundle', title: 'First load (built app, gzip)', run: lazy('./bundle.bench') },
  { id: 'browser', title: 'Browser', run: lazy('./browser.bench') },
  { id: 'cli', title: 'CLI: check on the whole corpus', run: lazy('./cli.bench') },
  { id: 'scaling', title: 'Scaling (issue 21)', run: lazy('./scaling.bench') },
  { id: 'generate', title: 'Go types to CRDs (issue 30)', run: lazy('./generate.bench') },
];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const g of groups) console.log(`${g.id.padEnd(16)} ${g.title}`);
  process.exit(0);
}
const patterns: RegExp[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--only' && args[i + 1] !== undefined) patterns.push(new RegExp(args[++i], 'i'));
  else if (args[i].startsWith('--only=')) patterns.push(new RegExp(args[i].slice(7), 'i'));
}
const selected = patterns.length ? groups.filter((g) => patterns.some((p) => p.test(g.id))) : groups;
if (!selected.length) {
  console.error(`no bench group matches ${patterns.join(', ')}; groups: ${groups.map((g) => g.id).join(', ')}`);
  process.exit(2);
}

const sections: { id: string; title: string; lines: string[]; results: Record<string, number> }[] = [];
for (const g of selected) {
  const file = g.id.startsWith('engine') ? null : new URL(`./${g.id.split(':')[0]}.bench.ts`, import.meta.url).pathname;
  if (file && !existsSync(file)) continue;
  const r = await g.run();
  sections.push({ id: g.id, title: g.title, lines: r.lines, results: r.results });
  // printed as each group finishes, so a long run shows progress
  console.log(`\n## ${g.title}`);
  for (const l of r.lines) console.log(l);
}
const dir = new URL('./results/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true });
const out = Object.fromEntries(sections.map((s) => [s.id, s.results]));
writeFileSync(dir + (patterns.length ? 'partial.json' : 'latest.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, ...out }, null, 2));
