import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { isPrecompressedCopy, precompressBuild, servePrecompressed, walk } from './scripts/precompressed.mjs';

// Offline support: after the build has written dist/ (public/sw.js included), stamps dist/sw.js with
// the build id (a hash of the paths and bytes of every other file) and the files to precache. Any
// change gives new sw.js bytes: browsers install the new worker, which drops the previous cache.
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'crd-playground:service-worker',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      const sw = join(outDir, 'sw.js');
      if (!existsSync(join(outDir, 'index.html')) || !existsSync(sw)) return;
      const files = walk(outDir)
        .map((f) => relative(outDir, f).split(sep).join('/'))
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map') && !isPrecompressedCopy(f))
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

// Monaco, leaner (test/scripts/monaco-lean.test.ts; issue 32, "navigation to the full editor"; decision 0038): `editor.api` and the
// features the app imports reach, through their own static imports, parts of Monaco the app never
// shows — the diff and multi-file diff editors, the WebGPU line renderer (only with
// `experimentalGpuAcceleration: 'on'`), the quick input (command palette, pickers: the app binds no
// command that opens one), the colour picker, inlay hints and inline-completion hints inside hovers,
// "paste as", and tree-sitter tokens. Every one of them is downloaded, compiled and evaluated before
// the editors are made. Here each entry module is replaced by a small one with the same exports, so
// that nothing behind it is bundled: a class the app never makes (a diff editor) throws if it ever
// is; a picker answers "nothing picked"; the hover's `instanceof` checks are false. The paths are Monaco's own (monaco-editor 0.57); a module that moves makes the
// build fail here rather than quietly bundle it again.
export const MONACO_LEFT_OUT: Record<string, string> = {
  'vs/editor/browser/widget/diffEditor/diffEditorWidget.js': `
    export class DiffEditorWidget { constructor() { throw new Error('crd-playground: the diff editor is not bundled'); } }
    export function toLineChanges() { return []; }`,
  'vs/editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js': `
    export class MultiDiffEditorWidget { constructor() { throw new Error('crd-playground: the multi-file diff editor is not bundled'); } }`,
  'vs/editor/browser/gpu/viewGpuContext.js': `
    export class ViewGpuContext { constructor() { throw new Error('crd-playground: the GPU renderer is not bundled'); } }`,
  'vs/editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js': `export class ViewLinesGpu {}`,
  'vs/editor/browser/viewParts/rulersGpu/rulersGpu.js': `export class RulersGpu {}`,
  'vs/editor/browser/viewParts/gpuMark/gpuMark.js': `export class GpuMarkOverlay {}`,
  'vs/editor/standalone/browser/quickInput/standaloneQuickInputService.js': `
    export class StandaloneQuickInputService {
      get currentQuickInput() { return undefined; }
      get quickAccess() { return undefined; }
      pick() { return Promise.resolve(undefined); }
      input() { return Promise.resolve(undefined); }
      createQuickPick() { throw new Error('crd-playground: the quick input is not bundled'); }
      createInputBox() { throw new Error('crd-playground: the quick input is not bundled'); }
      toggle() {}
      toggleHover() {}
      focus() {}
      cancel() { return Promise.resolve(); }
      hide() {}
    }`,
  'vs/editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js': `
    export class ColorHover {}
    export class HoverColorPickerParticipant {}`,
  'vs/editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js': `export function isOnColorDecorator() { return false; }`,
  'vs/editor/contrib/inlayHints/browser/inlayHintsHover.js': `export class InlayHintsHover {}`,
  // tree-sitter tokens: the standalone editor's tree-sitter library supports no language
  'vs/editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js': `
    export class TreeSitterSyntaxTokenBackend { constructor() { throw new Error('crd-playground: tree-sitter tokens are not bundled'); } }`,
  // inline completions (none registered): the hover asks only whether their drop-down is open
  'vs/editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js': `
    export class InlineSuggestionHintsContentWidget { static get dropDownVisible() { return false; } }`,
  'vs/editor/contrib/dropOrPasteInto/browser/copyPasteController.js': `
    export class CopyPasteController { static get() { return null; } }`,
  // the editor worker's code on the page itself: Monaco's fallback when a web worker cannot start (the
  // app's own worker is bundled beside it and always starts; editor.worker's bundle keeps this module)
  'vs/editor/common/services/editorWebWorker.js': `
    export class EditorWorker { constructor() { throw new Error('crd-playground: the editor worker runs only as a web worker'); } }`,
  // the select box: made only for a submenu shown as a selection (\`isSelection\`), which no bundled menu has
  'vs/base/browser/ui/selectBox/selectBox.js': `
    export const SeparatorSelectOption = Object.freeze({ text: '\\u2500\\u2500\\u2500\\u2500\\u2500\\u2500\\u2500\\u2500\\u2500', isDisabled: true, isSeparator: true });
    export class SelectBox { constructor() { throw new Error('crd-playground: the select box is not bundled'); } }`,
  // the observables' debugger for VS Code's development builds: used only when the process environment names
  // VSCODE_DEV_DEBUG_OBSERVABLES, which a browser page has no way to
  'vs/base/common/observableInternal/logging/debugger/devToolsLogger.js': `
    export class DevToolsLogger { static getInstance() { throw new Error('crd-playground: the observables debugger is not bundled'); } }`,
  // the minimap: every editor's view makes one, though the app turns it off for every editor (YamlEditor.tsx)
  'vs/editor/browser/viewParts/minimap/minimap.js': `
    import { createFastDomNode } from '../../../../base/browser/fastDomNode.js';
    import { EditorOption } from '../../../common/standalone/standaloneEnums.js';
    import { ViewPart, PartFingerprints } from '../../view/viewPart.js';
    export class Minimap extends ViewPart {
      constructor(context) {
        super(context);
        if (context.configuration.options.get(EditorOption.minimap).enabled) throw new Error('crd-playground: the minimap is not bundled');
        this._domNode = createFastDomNode(document.createElement('div'));
        PartFingerprints.write(this._domNode, 9 /* PartFingerprint.Minimap */);
        this._domNode.setClassName('minimap');
        this._domNode.setDisplay('none');
      }
      getDomNode() { return this._domNode; }
      prepareRender() {}
      render() {}
    }`,
};

// Edits inside Monaco's own modules (decision 0048), each an exact text that must be found once (a Monaco
// upgrade that changes it fails the build). The icon style sheet declares two custom properties per icon
// on `:root` (`--vscode-icon-<id>-content` / `-font-family`: 1,618 of them, 78.6 kB of the 153.5 kB
// `monaco-colors` sheet) beside the `.codicon-<id>:before` rules the icons are drawn with. Only VS Code's
// inline progress widget reads those properties, and it is not in the chunk (neither the app's CSS nor
// Monaco's bundled CSS and code names one): building, parsing and inheriting them is work on the main
// thread when the editors are made, for nothing on screen. The `:root` rule keeps its name, empty.
// The context-key parser made its parse-error sentinel (an Error) in a static block, that is while the
// chunk's top level runs. When a DevTools client has the Runtime domain on (Playwright, so the bench and
// every browser test), V8 records a detailed stack for each new Error, with line and column of each frame:
// for the chunk's top-level frame it re-parses the whole 2.9 MB chunk on the main thread first
// (`V8.CollectSourcePositions`, 362–382 ms of CPU at load 25 in the middle of Monaco's evaluation).
// The sentinel is now made the first time it is used (a context-key expression that does not parse):
// the same single object, compared by identity as before.
const MONACO_EDITS: Record<string, [string, string][]> = {
  'vs/platform/contextkey/common/contextkey.js': [['static { this._parseError = new Error(); }', 'static get _parseError() { return (Parser._parseErrorMade ??= new Error()); }']],
  'vs/platform/theme/browser/iconsStyleSheet.js': [
    ['rootAttribs.push(inline `${fontFamilyVar}: ${stringValue(fontContribution.id)};`, inline `${contentVar}: ${stringValue(definition.fontCharacter)};`);', ''],
    ["rootAttribs.push(inline `${contentVar}: ${stringValue(definition.fontCharacter)}; ${fontFamilyVar}: 'codicon';`);", ''],
  ],
};

export function monacoLean(): Plugin {
  const root = realpathSync(resolve(import.meta.dirname, 'node_modules/monaco-editor/esm'));
  const stubs = new Map(Object.entries(MONACO_LEFT_OUT).map(([path, code]) => [resolve(root, path), code]));
  const edits = new Map(Object.entries(MONACO_EDITS).map(([path, list]) => [resolve(root, path), list]));
  const seen = new Set<string>();
  let building = false;
  return {
    name: 'crd-playground:monaco-lean',
    enforce: 'pre',
    configResolved: (config) => void (building = config.command === 'build'),
    load(id) {
      const code = stubs.get(id.split('?')[0]);
      if (code === undefined) return null;
      seen.add(id.split('?')[0]);
      return code;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      const list = edits.get(file);
      if (!list) return null;
      let out = code;
      for (const [from, to] of list) {
        if (out.split(from).length !== 2) throw new Error(`monaco-lean: ${file}: the text to edit is not there once (changed in Monaco: update MONACO_EDITS): ${from}`);
        out = out.replace(from, () => to);
      }
      seen.add(file);
      return { code: out, map: null };
    },
    buildEnd(error) {
      // the dev server loads modules as the page asks for them: only a build has seen them all
      if (error || !building || this.meta.watchMode) return;
      const missing = [...stubs.keys(), ...edits.keys()].filter((f) => !seen.has(f));
      if (missing.length) throw new Error(`monaco-lean: not replaced (moved in Monaco, or no longer imported: update MONACO_LEFT_OUT / MONACO_EDITS): ${missing.join(', ')}`);
    },
  };
}

// React's client renderer (react-dom 19, production build) makes five sentinels as Errors while its module
// runs — `SuspenseException` (React error #460), `SuspenseyCommitException` (#474), `SuspenseActionException`
// (#542), `SelectiveHydrationException` (#461), `HydrationMismatchException` (#519) — thrown and compared by
// identity while rendering. With a DevTools client that has the Runtime domain on (the bench, every browser
// test), V8 records a detailed stack for each new Error: the page chunk's top-level frame needs source
// positions, and V8 re-parses the chunk on the main thread before the first paint (`V8.CollectSourcePositions`,
// 66–85 ms of CPU per load at load 10–13; decisions 0048, 0053). Each sentinel is now made the first time it is
// read (`(X$made ??= Error(…))` at every use): the same single object per sentinel, made when a component
// suspends (a lazy panel), a commit waits on a resource or hydration fails — then from React's small render
// functions, not from the chunk's top level. Exact texts as `MONACO_EDITS`: the
// declaration must be there once and the uses counted, or the build fails.
const REACT_SENTINELS: { name: string; make: string; uses: number }[] = [
  { name: 'SuspenseException', make: 'Error(formatProdErrorMessage(460))', uses: 6 },
  { name: 'SuspenseyCommitException', make: 'Error(formatProdErrorMessage(474))', uses: 3 },
  { name: 'SuspenseActionException', make: 'Error(formatProdErrorMessage(542))', uses: 4 },
  { name: 'SelectiveHydrationException', make: 'Error(formatProdErrorMessage(461))', uses: 3 },
  { name: 'HydrationMismatchException', make: 'Error(formatProdErrorMessage(519))', uses: 3 },
];

/** react-dom's client renderer with its module-level Error sentinels made on first use (REACT_SENTINELS). */
export function reactSentinelsOnUse(code: string, file = 'react-dom-client.production.js'): string {
  let out = code;
  for (const { name, make, uses } of REACT_SENTINELS) {
    const declaration = `${name} = ${make}`;
    if (out.split(declaration).length !== 2) throw new Error(`react-sentinels: ${file}: the declaration is not there once (changed in React: update REACT_SENTINELS): ${declaration}`);
    out = out.replace(declaration, () => `${name}$made = null`);
    const use = new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g');
    const found = out.match(use)?.length ?? 0;
    if (found !== uses) throw new Error(`react-sentinels: ${file}: ${name} is used ${found} times, not ${uses} (changed in React: update REACT_SENTINELS)`);
    out = out.replace(use, () => `(${name}$made ??= ${make})`);
  }
  return out;
}

export function reactSentinels(): Plugin {
  const file = realpathSync(resolve(import.meta.dirname, 'node_modules/react-dom/cjs/react-dom-client.production.js'));
  let seen = false;
  let building = false;
  return {
    name: 'crd-playground:react-sentinels',
    enforce: 'pre',
    configResolved: (config) => void (building = config.command === 'build'),
    transform(code, id) {
      if (id.split('?')[0] !== file) return null;
      seen = true;
      return { code: reactSentinelsOnUse(code, file), map: null };
    },
    buildEnd(error) {
      if (error || !building || this.meta.watchMode) return;
      if (!seen) throw new Error(`react-sentinels: ${file} was not bundled (React moved it: update REACT_SENTINELS)`);
    },
  };
}

// Monaco's chunk in ASCII (decision 0056). A script with any non-ASCII byte is decoded by Blink into a two-byte
// string: after V8's streamed parse of Monaco's chunk ends, a background task decodes all 2.8 MB of it into
// 5.7 MB of UTF-16 before the module can be compiled and evaluated on the main thread (36.5 ms of CPU, 119 ms of
// wall at load 16, on the full editor's path), and V8 keeps that two-byte source for every lazy compile of the
// take-over. The chunk has only 159 non-ASCII characters, in strings (keyboard symbols, wrap-break characters,
// ellipses): Oxc's printer writes them as escapes (`asciiOnly`: string and untagged template literals, regular
// expressions, identifiers — the same values), nothing else of the minified chunk is changed (no compression,
// no mangling). A character it must leave as it is (a tagged template's raw text) fails the build. The page's
// first load is written the same way (decision 0066): since its Ukrainian texts are a chunk of their own, loaded
// only for a page in Ukrainian, what is left is a few hundred characters (ellipses, dashes, the menu's language
// names), and Blink copies the chunk as one-byte text before the first paint instead of decoding it.
const NON_ASCII = /[^\x00-\x7f]/;

/** `code` (a minified ES module) printed again with every non-ASCII character as an escape. */
export function asciiScript(code: string, file = 'chunk.js'): string {
  if (!NON_ASCII.test(code)) return code;
  const out = minifySync(file, code, { module: true, compress: false, mangle: false, codegen: { removeWhitespace: true, asciiOnly: true } });
  if (out.errors.length) throw new Error(`ascii: ${file}: ${out.errors[0].message}`);
  const left = NON_ASCII.exec(out.code);
  if (left) throw new Error(`ascii: ${file}: a non-ASCII character that cannot be escaped (a tagged template's raw text?): ${out.code.slice(Math.max(0, left.index - 40), left.index + 40)}`);
  return out.code;
}

/**
 * Monaco's chunk (the one Editor.tsx imports, `YamlEditor-*.js`) and the page's first load (index.html's entry
 * chunk and the chunks it imports statically) written in ASCII: asciiScript.
 */
export function asciiChunks(): Plugin {
  return {
    name: 'crd-playground:ascii-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const ascii = new Set([...chunks.keys()].filter((f) => /^assets\/YamlEditor-[\w-]+\.js$/.test(f)));
      const page = [...chunks.values()].filter((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html')).map((c) => c.fileName);
      if (ascii.size !== 1 || page.length !== 1) throw new Error(`ascii: expected one Monaco chunk and one page entry, found ${[...ascii, ...page].join(', ') || 'none'}`);
      // the page's entry and, transitively, the chunks it imports statically (its first load)
      while (page.length > 0) {
        const f = page.pop()!;
        if (ascii.has(f)) continue;
        ascii.add(f);
        page.push(...chunks.get(f)!.imports);
      }
      for (const f of ascii) chunks.get(f)!.code = asciiScript(chunks.get(f)!.code, f);
    },
  };
}

// `base: './'`: the built site works from any sub-path (GitHub Pages, a docs site, file servers).
export default defineConfig({
  base: './',
  // precompressBuild after serviceWorker (it compresses the stamped sw.js); servePrecompressed: `npm run preview` sends those copies
  plugins: [monacoLean(), reactSentinels(), react(), asciiChunks(), serviceWorker(), precompressBuild(), servePrecompressed()],
  // workers' chunks in ASCII (non-ASCII characters written as escapes): Blink decodes a script with
  // any non-ASCII byte into a two-byte string, which cost each engine worker 25–58 ms of CPU per page
  // load for the engine chunk's 6,360 such bytes (decision 0047); the page's first load and Monaco's
  // chunk are written in ASCII by asciiChunks (decisions 0056, 0066)
  worker: { format: 'es', rollupOptions: { output: { charset: 'ascii' } } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      // the app, and embed.js (docs pages load it by that fixed name: src/embed/, no app code in it)
      input: { index: resolve(import.meta.dirname, 'index.html'), embed: resolve(import.meta.dirname, 'src/embed/embed.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        // Monaco stays one chunk: in four parts compiled side by side the full editor came ~0.1 s sooner
        // but the first results ~0.3 s later (decision 0043, addendum)
        codeSplitting: { groups: [{ name: 'page', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]embed[\\/]/.test(id) }] },
      },
      preserveEntrySignatures: 'exports-only',
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
