// npm run build:vscode: the VS Code extension (editors/vscode) built and packaged, not published.
// The client (editors/vscode/src/extension.ts) is bundled by esbuild into dist/extension.js; the
// CLI it starts (`crd-playground lsp`) is the precompiled CLI of scripts/cli-bundle.mjs, built into
// dist/server. The npm script then runs `vsce package --no-dependencies` in editors/vscode (fetched
// pinned by npx, not a dev dependency: only this step needs it), which writes
// editors/vscode/crd-playground-<version>.vsix.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildInto, ROOT } from './cli-bundle.mjs';

const EXT = join(ROOT, 'editors', 'vscode');
const DIST = join(EXT, 'dist');

rmSync(DIST, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: [join(EXT, 'src', 'extension.ts')],
  outfile: join(DIST, 'extension.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: true,
  logLevel: 'warning',
});
await buildInto(join(DIST, 'server'), ROOT);

process.stdout.write(`built ${DIST}; packaging with vsce\n`);
