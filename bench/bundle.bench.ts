// First load of the built app: the bytes (gzip) of every chunk in dist/assets, and the JavaScript
// needed before the editors are usable: the entry script of index.html and the chunks it imports
// statically, plus the editor (src/ui/editor/YamlEditor.tsx: Monaco), which the page imports
// dynamically but asks for at once (until it is there the texts show read-only). Other dynamic
// imports and workers load on demand. Builds the app first when dist/ is missing.
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
  const page = staticClosure(dir, entry);
  const editor = page
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/import\(\s*[`"']\.\/(YamlEditor-[\w-]+\.js)[`"']\s*\)/g)].map((m) => m[1]))
    .flatMap((f) => staticClosure(dir, f))
    .filter((f) => !page.includes(f));
  const initial = [...page, ...new Set(editor)];
  const sum = (fs: string[]) => fs.reduce((s, f) => s + (gz.get(f)?.gzip ?? 0), 0);
  const initialGzip = sum(initial);
  const name = (f: string) => basename(f).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
  for (const [f, s] of [...gz].sort((a, b) => b[1].gzip - a[1].gzip)) {
    // a stylesheet comes with the page (linked from index.html) or with the chunk of the same name
    const cssFirst = html.includes(f) || initial.some((j) => name(j).replace(/\.js$/, '') === name(f).replace(/\.css$/, ''));
    const when = page.includes(f)
      ? 'first load'
      : initial.includes(f)
        ? 'first load (editor, asked for at once)'
        : f.endsWith('.css')
          ? cssFirst
            ? 'first load (css)'
            : 'on demand (css)'
          : /worker/.test(f)
            ? 'worker'
            : 'on demand';
    lines.push(`${name(f).padEnd(40)} ${kB(s.raw).padStart(10)} raw ${kB(s.gzip).padStart(10)} gzip  ${when}`);
    results[`${name(f)}|gzip`] = s.gzip;
  }
  if (editor.length === 0) lines.push('bundle: no dynamic import of the editor chunk (YamlEditor-*.js) found in the page chunks');
  lines.push(`JavaScript of the page before the editor chunk (${page.length} chunk${page.length === 1 ? '' : 's'}): ${kB(sum(page))} gzip`);
  lines.push(`JavaScript before the editors are usable (${initial.length} chunk${initial.length === 1 ? '' : 's'}): ${kB(initialGzip)} gzip (target ≤ 700 kB: ${(initialGzip / 700_000).toFixed(2)}×)`);
  results.pageJsGzip = sum(page);
  results.firstLoadJsGzip = initialGzip;
  return { lines, results };
}
