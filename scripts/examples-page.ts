// Writes public/examples.html: a documentation page with 20 gallery examples as <crd-playground>
// elements (embed.js), made from the gallery's example files (src/examples/<id>/) so that its YAML is the gallery's, checked
// by the gallery tests. `npm run examples-page` rewrites it; test/embed/examples-page.test.ts fails
// when the committed page is not what this script makes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EXAMPLE_INDEX } from '../src/examples/index';
import { assembleExample } from '../src/examples/types';
import { en } from '../src/ui/i18n/en';
import { escapeAttr } from '../src/state/html';

/** The examples on the page, in gallery order; the last two are shown through CRDPlayground.upgrade(). */
export const PAGE_EXAMPLES = [
  'crontab-basics',
  'nonstructural-1',
  'structural-corrected',
  'pruning',
  'preserve-unknown-fields',
  'int-or-string',
  'embedded-resource',
  'validation',
  'ratcheting',
  'validation-rules',
  'transition-rules',
  'cost-unbounded',
  'cost-bounded',
  'defaulting',
  'defaulting-nullable',
  'printer-columns',
  'selectable-fields',
  'subresources',
  'multiple-versions',
  'deprecated-versions',
] as const;

// read from the files as the bundle's glob import does (this script runs in Node, outside Vite)
const EXAMPLES = EXAMPLE_INDEX.map((meta) =>
  assembleExample(meta, (id, file) => {
    const url = new URL(`../src/examples/${id}/${file}`, import.meta.url);
    return existsSync(url) ? readFileSync(url, 'utf8') : undefined;
  }),
);

/** Examples the page names by id only (`example="…"`), to show that form. */
const BY_ID = new Set(['multiple-versions', 'deprecated-versions']);
/** Examples the page writes as Markdown generators do (a div around two code blocks), upgraded by script. */
const UPGRADED = new Set(['printer-columns', 'selectable-fields']);

function title(id: string): string {
  return (en as Record<string, string>)[`example.${id}.title`] ?? id;
}

function section(id: string): string {
  const e = EXAMPLES.find((x) => x.id === id);
  if (!e) throw new Error(`examples page: no gallery example ${id}`);
  const tab = e.tab.toLowerCase();
  const head = `    <section id="${e.id}">
      <h2>${escapeAttr(title(e.id))}</h2>
      <p>${escapeAttr(e.point)} <span class="from">From “${escapeAttr(e.section)}”.</span></p>`;
  if (BY_ID.has(e.id)) return `${head}\n      <crd-playground example="${e.id}" tab="${tab}"></crd-playground>\n    </section>`;
  if (UPGRADED.has(e.id))
    return `${head}
      <div class="crd-playground" data-tab="${tab}">
        <div class="highlight"><pre><code class="language-yaml">${escapeAttr(e.crd)}</code></pre></div>
        <div class="highlight"><pre><code class="language-yaml">${escapeAttr(e.objects)}</code></pre></div>
      </div>
    </section>`;
  const old = e.oldObjects ? `\n        <pre data-old>\n${escapeAttr(e.oldObjects)}</pre>` : '';
  return `${head}
      <crd-playground tab="${tab}"${e.request !== 'create' ? ` request="${e.request}"` : ''}>
        <pre data-crd>\n${escapeAttr(e.crd)}</pre>
        <pre data-objects>\n${escapeAttr(e.objects)}</pre>${old}
      </crd-playground>
    </section>`;
}

export function examplesPage(): string {
  return `<!doctype html>
<!-- Made by scripts/examples-page.ts from the example files in src/examples/ (npm run examples-page): do not edit. -->
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>CRD Playground — examples from the Kubernetes documentation</title>
    <link rel="icon" href="./favicon.svg" type="image/svg+xml" />
    <style>
      :root { color-scheme: light dark; }
      body { font-family: system-ui, sans-serif; max-width: 1100px; margin: 24px auto; padding: 0 16px; line-height: 1.5; }
      pre { background: rgba(127, 127, 127, 0.1); padding: 8px 12px; border-radius: 6px; overflow: auto; font-size: 13px; }
      section { margin: 32px 0; }
      .from { color: GrayText; font-size: 13px; }
      nav ol { columns: 2; }
    </style>
    <script type="module" src="./embed.js"></script>
  </head>
  <body>
    <h1>Custom resources, tried</h1>
    <p>
      Twenty examples from the Kubernetes documentation on CustomResourceDefinitions. Each shows the YAML as it is;
      <strong>Run</strong> opens the CRD Playground in its place and shows what kube-apiserver does with it. This page
      loads one small script (<code>embed.js</code>); a playground loads only when you ask for it. See
      <code>docs/embedding.md</code>.
    </p>
    <nav>
      <ol>
${PAGE_EXAMPLES.map((id) => `        <li><a href="#${id}">${escapeAttr(title(id))}</a></li>`).join('\n')}
      </ol>
    </nav>
${PAGE_EXAMPLES.map(section).join('\n')}
    <script type="module">
      import { upgrade } from './embed.js';
      upgrade('.crd-playground');
    </script>
  </body>
</html>
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(new URL('../public/examples.html', import.meta.url), examplesPage());
}
