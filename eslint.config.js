// ESLint: typescript-eslint's recommended rules and the import layering of docs/architecture.md.
// The layering rule resolves each relative import to the file it names and checks the table below,
// so folders that share a name (engine/crd and engine/cel/crd, engine/validation and the
// validation.ts files of other folders) are told apart.
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(ROOT, 'src');
const ENGINE = resolve(SRC, 'engine');

/**
 * The engine's layers, bottom to top. A folder (or top-level file) may import its own layer and
 * the layers below it, never a layer above. Keep in step with docs/architecture.md.
 */
export const ENGINE_LAYERS = [
  ['apis', 'diagnostics.ts', 'internalerror.ts', 'golang', 'field', 'yaml', 'regex', 'jsonpath', 'cache', 'gosource', 'markers'],
  ['schema'],
  ['pruning', 'defaulting', 'listtype', 'objectmeta', 'crdgen'],
  ['validation'],
  ['crd', 'cel', 'printers', 'versions', 'openapi'],
  ['api.ts', 'upgrade'],
  ['pipeline'],
  ['sample'],
  ['views', 'ops', 'authoring'],
  ['index.ts'],
];

/** Outside the engine: which src/ folders each folder may import (besides itself and the engine entry). */
export const APP_LAYERS = {
  // the composition root: starts the workers and hands their clients to the state
  'main.tsx': ['ui', 'state', 'worker', 'sw', 'examples'],
  ui: ['state', 'examples'],
  state: ['worker', 'examples'],
  // the bundled k8s.io/api and apimachinery declarations (data) that Go-types generation reads
  worker: ['k8sapi'],
  // the CLI prints share links with the state's permalink codec (state never imports cli)
  cli: ['state', 'examples', 'k8sapi'],
  // the language server (`crd-playground lsp`): the CLI's file helpers (helm.ts, scan.ts, files.ts) and the engine entry
  lsp: ['cli'],
  // the process entry of bin/crd-playground.mjs: `lsp` to the language server, every other command to the CLI
  'bin.ts': ['cli', 'lsp'],
  examples: [],
  k8sapi: [],
  sw: [],
};

const isDir = (p) => existsSync(p) && statSync(p).isDirectory();

/** The top-level unit (a folder, or a file with its extension) of an absolute path under base, or null outside it. */
function unitUnder(base, abs) {
  const rel = relative(base, abs).split('\\').join('/');
  if (rel === '' || rel.startsWith('..')) return null;
  const [first, ...rest] = rel.split('/');
  if (rest.length > 0 || isDir(resolve(base, first)) || /\.[cm]?[jt]sx?$/.test(first)) return first;
  return existsSync(resolve(base, `${first}.tsx`)) ? `${first}.tsx` : `${first}.ts`;
}

/** The engine's top-level unit (folder or file) of an absolute path inside src/engine. */
function engineUnit(abs) {
  return abs === ENGINE ? 'index.ts' : unitUnder(ENGINE, abs);
}

function engineLayer(unit) {
  return ENGINE_LAYERS.findIndex((l) => l.includes(unit));
}

/** The src/ folder (or top-level file) of an absolute path, or null outside src/. */
function srcUnit(abs) {
  return unitUnder(SRC, abs);
}

/** Whether an import of `target` names the engine's one entry (src/engine or src/engine/index). */
function isEngineEntry(target) {
  return target === ENGINE || target === resolve(ENGINE, 'index') || target === resolve(ENGINE, 'index.ts');
}

/** Whether the import brings in types only (`import type`, `export type`, or every specifier `type`). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layers of docs/architecture.md' },
    messages: {
      engineUp: 'engine layering: {{from}} (layer {{fromLayer}}) may not import {{to}} (layer {{toLayer}}); see docs/architecture.md',
      engineUnknown: 'engine layering: {{unit}} has no layer; add it to ENGINE_LAYERS in eslint.config.js and to docs/architecture.md',
      engineOut: 'engine layering: the engine may not import {{to}} (outside src/engine)',
      enginePackage: 'engine layering: the engine is pure TypeScript and may not import {{to}}',
      entryOnly: '{{from}} imports engine values only from src/engine/index.ts (types may come from any engine file): {{to}}',
      appUp: 'app layering: {{from}} may not import {{to}} (ui → state → worker → engine); see docs/architecture.md',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromEngine = engineUnit(file);
    const fromSrc = srcUnit(file);
    if (fromSrc === null) return {};
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const spec = node.source.value;
      if (!spec.startsWith('.')) {
        if (fromEngine !== null && /^(react|react-dom|monaco-editor|zustand|node:)/.test(spec)) {
          context.report({ node: node.source, messageId: 'enginePackage', data: { to: spec } });
        }
        return;
      }
      const target = resolve(dirname(file), spec);
      const toEngine = engineUnit(target);
      const toSrc = srcUnit(target);
      if (fromEngine !== null) {
        if (toEngine === null) {
          context.report({ node: node.source, messageId: 'engineOut', data: { to: spec } });
          return;
        }
        if (toEngine === fromEngine) return;
        const a = engineLayer(fromEngine);
        const b = engineLayer(toEngine);
        if (a < 0 || b < 0) {
          context.report({ node: node.source, messageId: 'engineUnknown', data: { unit: a < 0 ? fromEngine : toEngine } });
          return;
        }
        if (b > a) context.report({ node: node.source, messageId: 'engineUp', data: { from: fromEngine, fromLayer: a, to: toEngine, toLayer: b } });
        return;
      }
      if (toSrc === null || toSrc === fromSrc) return;
      if (toEngine !== null) {
        if (!isEngineEntry(target) && !typeOnly(node)) context.report({ node: node.source, messageId: 'entryOnly', data: { from: fromSrc, to: spec } });
        return;
      }
      const allowed = APP_LAYERS[fromSrc];
      if (allowed && !allowed.includes(toSrc)) context.report({ node: node.source, messageId: 'appUp', data: { from: fromSrc, to: spec } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (n) => check({ source: n.source }) };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'public/**', 'editors/vscode/dist/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // no rule here uses type information (no parser services): the parser need not keep its maps
    // between ESTree and TypeScript nodes for every file (decision 0046: ~5 % of ESLint's CPU)
    languageOptions: { parserOptions: { preserveNodeMaps: false } },
    plugins: { layers: { rules: { imports: layersRule } } },
    rules: {
      'layers/imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // cursors that walk a linked path start at `this`
      '@typescript-eslint/no-this-alias': ['error', { allowedNames: ['p'] }],
      // Go-compatible text handling tests for control characters on purpose (net/url, kubectl's escaping)
      'no-control-regex': 'off',
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    rules: {
      // kubectl tables and Go messages are matched with their literal spaces
      'no-regex-spaces': 'off',
    },
  },
  {
    // tests and benchmarks build loose fixtures (CRDs with deliberately wrong shapes) and CEL
    // conformance values as `any`; typing them is issue 16's remaining work
    files: ['test/**', 'bench/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the engine's platform declarations: `var` makes crypto a property of globalThis
    files: ['types/*.d.ts'],
    rules: { 'no-var': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    // functions that Playwright runs inside the page
    files: ['bench/browser-edit.mjs', 'bench/browser-go-edit.mjs', 'bench/browser-navigation.mjs', 'bench/embed-page.mjs', 'e2e/screenshot.mjs', 'e2e/workspace-screenshots.mjs'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        performance: 'readonly',
        MutationObserver: 'readonly',
        PerformanceObserver: 'readonly',
        requestAnimationFrame: 'readonly',
        customElements: 'readonly',
      },
    },
  },
);
