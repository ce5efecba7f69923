// Monaco, lean: the core editor API, the features a YAML editor needs, the built-in YAML
// tokenizer (monaco-editor has no YAML language worker) and the editor worker bundled by
// Vite. Nothing is loaded from a CDN.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/codeAction/register';
import 'monaco-editor/features/gotoSymbol/register';
import 'monaco-editor/features/snippet/register';
// Ctrl+M (Ctrl+Shift+M on a Mac): Tab and Shift+Tab move the focus instead of indenting, the
// keyboard's way out of the editors (listed in the `?` dialog)
import 'monaco-editor/features/toggleTabFocusMode/register';
// the suggest widget and F12 / peek "Go to Definition" (their feature files register only parts)
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/gotoSymbol/browser/goToCommands';
// YAML's tokenizer and configuration in this chunk, registered here (rather than by its register.js,
// which loads them as another chunk when the first YAML model appears): the editors are coloured when
// Monaco takes over, without another request first (0029)
import { conf as yamlConf, language as yamlTokens } from 'monaco-editor/languages/definitions/yaml/yaml';
// Go mode's editors (the tokenizer itself loads on the first Go model)
import 'monaco-editor/languages/definitions/go/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

monaco.languages.register({ id: 'yaml', extensions: ['.yaml', '.yml'], aliases: ['YAML', 'yaml', 'YML', 'yml'], mimetypes: ['application/x-yaml', 'text/x-yaml'] });
monaco.languages.setMonarchTokensProvider('yaml', yamlTokens);
monaco.languages.setLanguageConfiguration('yaml', yamlConf);

let configured = false;

export function setupMonaco(): typeof monaco {
  if (!configured) {
    configured = true;
    (self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
      getWorker: () => new EditorWorker(),
    };
    // Monaco ends a request it no longer needs (the quick-fix list closed with Escape before it
    // opened, a hover or completion overtaken by typing) by rejecting its promise with an error
    // named "Canceled". The VS Code workbench drops those in its own window handler; the standalone
    // editor installs none, so each surfaced as an uncaught rejection on the page.
    window.addEventListener('unhandledrejection', (e) => {
      const r: unknown = e.reason;
      if (r instanceof Error && r.name === 'Canceled' && r.message === 'Canceled') e.preventDefault();
    });
  }
  return monaco;
}

export { monaco };
