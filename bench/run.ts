// Runs every benchmark and prints one table; writes bench/results/latest.json.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { runEngineBench } from './engine.bench';

// `npm run bench -- scaling`: only the sections whose title contains the word (case-insensitive)
const only = process.argv[2]?.toLowerCase();
const wanted = (title: string) => !only || title.toLowerCase().includes(only);
const sections: { title: string; lines: string[]; results: Record<string, number> }[] = [];
if (wanted('Engine (Node)')) sections.push({ title: 'Engine (Node)', ...runEngineBench() });

const extra = [['CEL evaluation', './cel.bench'], ['Language services', './authoring.bench'], ['Browser', './browser.bench'], ['Scaling (issue 21)', './scaling.bench']] as const;
for (const [title, mod] of extra) {
  if (!wanted(title)) continue;
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
writeFileSync(dir + 'latest.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, ...out }, null, 2));
