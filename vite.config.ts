import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Offline support: after the build has written dist/ (public/sw.js included), stamps dist/sw.js with
// the build id (a hash of the paths and bytes of every other file) and the files to precache. Any
// change gives new sw.js bytes: browsers install the new worker, which drops the previous cache.
function serviceWorker(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return {
    name: 'crd-playground:service-worker',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      const sw = join(outDir, 'sw.js');
      if (!existsSync(join(outDir, 'index.html')) || !existsSync(sw)) return;
      const files = walk(outDir)
        .map((f) => relative(outDir, f).split(sep).join('/'))
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
        .sort();
      const hash = createHash('sha256');
      for (const f of files)
        hash
          .update(`${f}\0`)
          .update(readFileSync(join(outDir, f)))
          .update('\0');
      const build = hash.digest('hex').slice(0, 16);
      const src = readFileSync(sw, 'utf8')
        .replace(/^const BUILD = .*;$/m, `const BUILD = ${JSON.stringify(build)};`)
        .replace(/^const FILES = .*;$/m, `const FILES = ${JSON.stringify(files.map((f) => './' + f))};`);
      if (!src.includes(build) || src.includes('const FILES = [];')) throw new Error(`${sw}: no BUILD/FILES line to stamp`);
      writeFileSync(sw, src);
    },
  };
}

// `base: './'`: the built site works from any sub-path (GitHub Pages, a docs site, file servers).
export default defineConfig({
  base: './',
  plugins: [react(), serviceWorker()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      // the app, and embed.js (docs pages load it by that fixed name: src/embed/, no app code in it)
      input: { index: resolve(import.meta.dirname, 'index.html'), embed: resolve(import.meta.dirname, 'src/embed/embed.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        codeSplitting: { groups: [{ name: 'page', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]embed[\\/]/.test(id) }] },
      },
      preserveEntrySignatures: 'exports-only',
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
