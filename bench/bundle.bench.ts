// First load of the built app: the bytes (gzip) of every chunk in dist/assets, and two sums.
// "Before the editors are usable": the entry script of index.html and the chunks it imports
// statically, which hold the text area editor (src/ui/editor/TextAreaEditor.tsx: editable, results
// live, from the first paint; the bench checks that it is there). "Before the full editor": those plus
// Monaco's chunk (src/ui/editor/YamlEditor.tsx and its static imports), which the page asks for right
// after the first paint and which then takes over (completion, hover, markers). Other dynamic imports
// and workers load on demand. Builds the app first when dist/ is missing or older than its sources.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { ensureBuiltApp } from './built-app';
import { join, basename } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Chunks (by module name) that only an action asks for: Go mode's pane and data, the Examples menu's dialog and the gallery's texts. */
const ON_DEMAND = ['GoPane', 'go-gallery', 'GalleryDialog', 'gallery'];

/** The page's first load (its chunks, with the text area editor), gzip bytes: 121.8 kB after 0019; the bench fails above this. */
const PAGE_LIMIT_GZIP = 121_900;

/**
 * Monaco's chunks (YamlEditor-*.js and the monaco-*.js parts it imports, 0043), gzip bytes: 859.6 kB
 * before 0038, 741.8 kB after (the diff editors, the GPU renderer, the quick input and other parts the
 * app never shows left out by vite.config.ts), ~713 kB after 0056 (the minimap, the editor worker's
 * page-side fallback, the select box, the observables' debugger); the bench fails above this, so that a
 * Monaco upgrade or a new import that brings them back is seen.
 */
const MONACO_LIMIT_GZIP = 730_000;

/** Monaco's chunks: the editor's own and the parts vite.config.ts splits off (monaco-base, …). */
const isMonacoChunk = (name: string) => name === 'YamlEditor.js' || /^monaco-[\w-]+\.js$/.test(name);

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
  if (!ensureBuiltApp()) return { lines: ['bundle: build failed'], results };
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
    const cssOf = (js: string[]) => js.some((j) => name(j).replace(/\.js$/, '') === name(f).replace(/\.css$/, ''));
    const when = page.includes(f)
      ? 'first load'
      : initial.includes(f)
        ? 'after first paint (Monaco, takes over the editors)'
        : f.endsWith('.css')
          ? html.includes(f) || cssOf(page)
            ? 'first load (css)'
            : cssOf(initial)
              ? 'after first paint (css, with Monaco)'
              : 'on demand (css)'
          : /worker/.test(f)
            ? 'worker'
            : 'on demand';
    lines.push(`${name(f).padEnd(40)} ${kB(s.raw).padStart(10)} raw ${kB(s.gzip).padStart(10)} gzip  ${when}`);
    results[`${name(f)}|gzip`] = s.gzip;
  }
  // Go mode (its pane, its examples) and the Examples menu (every example's texts) load on demand, never with the page
  for (const lazy of ON_DEMAND) {
    const chunks = [...gz.keys()].filter((f) => f.endsWith('.js') && name(f) === `${lazy}.js`);
    if (chunks.length === 0) lines.push(`bundle: no ${lazy} chunk: ${lazy} is in another chunk (the page's?)`);
    else if (chunks.some((f) => page.includes(f))) lines.push(`bundle: ${lazy} is in the page's first load`);
  }
  if (editor.length === 0) lines.push('bundle: no dynamic import of the editor chunk (YamlEditor-*.js) found in the page chunks');
  // index.html's prefetch links (0029): downloaded at idle priority beside the page, compiled only when imported
  const prefetched = [...html.matchAll(/<link[^>]+rel="prefetch"[^>]+href="\.\/assets\/([^"]+)"/g)].map((m) => m[1]);
  // the text area editor's class name, in the page's own chunks: without it the editors would wait for Monaco
  const textArea = page.some((f) => readFileSync(join(dir, f), 'utf8').includes('text-area-editor'));
  if (!textArea) lines.push('bundle: the text area editor (text-area-editor) is not in the page chunks: the editors are not usable before Monaco');
  const usable = textArea ? sum(page) : initialGzip;
  const plural = (n: number) => `${n} chunk${n === 1 ? '' : 's'}`;
  lines.push(
    `JavaScript before the editors are usable (${plural(textArea ? page.length : initial.length)}${textArea ? ': the page with the text area editor' : ''}): ${kB(usable)} gzip (target ≤ 700 kB: ${(usable / 700_000).toFixed(2)}×)`,
  );
  lines.push(`JavaScript before the full editor (${plural(initial.length)}: + Monaco, asked for right after the first paint): ${kB(initialGzip)} gzip`);
  if (prefetched.length > 0) lines.push(`Prefetched by index.html (idle priority, compiled only when imported): ${prefetched.map(name).join(', ')}: ${kB(sum(prefetched))} gzip`);
  // the limits: the page's first load, and no lazy chunk (Monaco's, Go mode's, the Examples') back in it
  const failures: string[] = [];
  if (sum(page) > PAGE_LIMIT_GZIP) failures.push(`the page's first load is ${kB(sum(page))} gzip, over its limit of ${kB(PAGE_LIMIT_GZIP)}`);
  const lazyInPage = page.filter((f) => ON_DEMAND.some((lazy) => name(f) === `${lazy}.js`) || isMonacoChunk(name(f)));
  if (lazyInPage.length > 0) failures.push(`lazy chunks in the page's first load: ${lazyInPage.map(name).join(', ')}`);
  const lazyPrefetched = prefetched.filter((f) => ON_DEMAND.some((lazy) => name(f) === `${lazy}.js`));
  if (lazyPrefetched.length > 0) failures.push(`on-demand chunks prefetched by index.html: ${lazyPrefetched.map(name).join(', ')}`);
  // a modulepreload link compiles the chunk beside the first render (0034: the first paint ~0.2 s later)
  const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\.\/assets\/([^"]+)"/g)].map((m) => m[1]).filter((f) => isMonacoChunk(name(f)));
  if (preloaded.length > 0) failures.push(`Monaco's chunks modulepreloaded by index.html: ${preloaded.map(name).join(', ')}`);
  if (!textArea) failures.push('the text area editor is not in the page chunks');
  // workers' chunks, Monaco's and the page's first load are written in ASCII (vite.config.ts, 0047, 0056, 0066): one non-ASCII byte makes Blink decode the whole script to a two-byte string
  const nonAscii = [...gz.keys()].filter((f) => (/worker/.test(f) || isMonacoChunk(name(f)) || page.includes(f)) && f.endsWith('.js') && readFileSync(join(dir, f)).some((b) => b >= 0x80));
  if (nonAscii.length > 0) failures.push(`worker, Monaco or first-load chunks with non-ASCII bytes: ${nonAscii.map(name).join(', ')}`);
  if (editor.length === 0) failures.push("Monaco's chunk (YamlEditor-*.js) is not a dynamic import of the page");
  const monacoGzip = sum([...new Set(editor.filter((f) => isMonacoChunk(name(f))))]);
  if (monacoGzip > MONACO_LIMIT_GZIP) failures.push(`Monaco's chunks are ${kB(monacoGzip)} gzip, over their limit of ${kB(MONACO_LIMIT_GZIP)}`);
  for (const f of failures) lines.push(`FAIL: bundle: ${f}`);
  if (failures.length > 0) process.exitCode = 1;
  results.pageJsGzip = sum(page);
  results.usableJsGzip = usable;
  results.firstLoadJsGzip = initialGzip;
  return { lines, results };
}
