// First load of the built app: the bytes (gzip) of every chunk in dist/assets, and the JavaScript
// needed before the editors are usable: the entry script of index.html and the chunks it imports
// statically (dynamic imports and workers load on demand). Builds the app first when dist/ is missing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, basename } from 'node:path';
import { gzipSync } from 'node:zlib';

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** The chunks `file` imports statically (`import ... from "./x.js"`, `import "./x.js"`), transitively. */
export function staticClosure(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(dir, file))) return;
    seen.add(file);
    const src = readFileSync(join(dir, file), 'utf8');
    // static imports only: `import{a}from"./x.js"` / `import"./x.js"`, never `import("./x.js")`
    for (const m of src.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) visit(m[1]);
  };
  visit(entry);
  return [...seen];
}

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  if (!existsSync('dist/index.html')) {
    const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (b.status !== 0) return { lines: ['bundle: build failed'], results };
  }
  const dir = 'dist/assets';
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = /<script[^>]+src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) return { lines: ['bundle: no entry script in dist/index.html'], results };
  const gz = new Map<string, { raw: number; gzip: number }>();
  for (const f of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(f)) continue;
    const buf = readFileSync(join(dir, f));
    gz.set(f, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  const initial = staticClosure(dir, entry);
  const initialGzip = initial.reduce((s, f) => s + (gz.get(f)?.gzip ?? 0), 0);
  const name = (f: string) => basename(f).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
  for (const [f, s] of [...gz].sort((a, b) => b[1].gzip - a[1].gzip)) {
    const when = initial.includes(f) ? 'first load' : f.endsWith('.css') ? 'first load (css)' : /worker/.test(f) ? 'worker' : 'on demand';
    lines.push(`${name(f).padEnd(40)} ${kB(s.raw).padStart(10)} raw ${kB(s.gzip).padStart(10)} gzip  ${when}`);
    results[`${name(f)}|gzip`] = s.gzip;
  }
  lines.push(`JavaScript before the editors are usable (${initial.length} chunk${initial.length === 1 ? '' : 's'}): ${kB(initialGzip)} gzip (target ≤ 700 kB: ${(initialGzip / 700_000).toFixed(2)}×)`);
  results.firstLoadJsGzip = initialGzip;
  return { lines, results };
}
