// Runs every benchmark and prints one table; writes bench/results/latest.json.
// `npm run bench -- --only <pattern>` runs only the sections whose id (engine, cel, authoring,
// browser, cli) matches the pattern (a case-insensitive regular expression); the results then go
// to bench/results/partial.json.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { runEngineBench } from './engine.bench';

const args = process.argv.slice(2);
const only: RegExp[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--only' && args[i + 1] !== undefined) only.push(new RegExp(args[++i], 'i'));
  else if (args[i].startsWith('--only=')) only.push(new RegExp(args[i].slice(7), 'i'));
}
const wanted = (id: string) => only.length === 0 || only.some((p) => p.test(id));

const sections: { title: string; lines: string[]; results: Record<string, number> }[] = [];
if (wanted('engine')) {
  const engine = runEngineBench();
  sections.push({ title: 'Engine (Node)', ...engine });
}

const extra = [['cel', 'CEL evaluation', './cel.bench'], ['authoring', 'Language services', './authoring.bench'], ['browser', 'Browser', './browser.bench'], ['cli', 'CLI: check on the whole corpus', './cli.bench'], ['scaling', 'Scaling (issue 21)', './scaling.bench']] as const;
for (const [id, title, mod] of extra) {
  if (!wanted(id)) continue;
  const file = new URL(mod + '.ts', import.meta.url).pathname;
  if (!existsSync(file)) continue;
  const m = await import(mod);
  const r = await m.run();
  sections.push({ title, lines: r.lines, results: r.results });
}

for (const s of sections) {
  console.log(`\n## ${s.title}`);
  for (const l of s.lines) console.log(l);
}
const dir = new URL('./results/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true });
const out = Object.fromEntries(sections.map((s) => [s.title, s.results]));
writeFileSync(dir + (only.length ? 'partial.json' : 'latest.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, ...out }, null, 2));
