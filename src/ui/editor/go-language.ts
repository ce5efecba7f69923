// Monaco providers for Go mode's Go files: marker completion after `// +`, hover on a marker or a
// field, and code actions (a miscased marker, the cost quick fix, a misplaced marker, a kind's
// resource and status markers), answered by the language worker through the store (which sends the
// Go files and the generated CRD with the question). Markdown is rendered without HTML, untrusted.
import { monaco } from './monaco';
import type { PlaygroundStore } from '../../state/store';
import type { TextSpan } from '../../engine/index';

interface Binding {
  path: string;
  store: PlaygroundStore;
  locale: () => 'en' | 'uk';
}

const bindings = new Map<monaco.editor.ITextModel, Binding>();
let registered = false;

const markdown = (value: string): monaco.IMarkdownString => ({ value, supportHtml: false, isTrusted: false });

function rangeOf(model: monaco.editor.ITextModel, span: TextSpan): monaco.Range {
  const a = model.getPositionAt(span.start);
  const b = model.getPositionAt(span.end);
  return new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column);
}

/** Connects the model of the Go file `path` to the Go language services; returns the function that disconnects it. */
export function bindGoLanguageServices(model: monaco.editor.ITextModel, path: string, store: PlaygroundStore, locale: () => 'en' | 'uk'): () => void {
  registerProviders();
  bindings.set(model, { path, store, locale });
  return () => {
    bindings.delete(model);
  };
}

function registerProviders(): void {
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider('go', {
    triggerCharacters: ['+', ':'],
    async provideCompletionItems(model, position, _context, token) {
      const b = bindings.get(model);
      if (!b) return { suggestions: [] };
      const list = await b.store.getState().goLanguage('goComplete', b.path, model.getOffsetAt(position), b.locale());
      if (!list || token.isCancellationRequested || model.isDisposed()) return { suggestions: [] };
      const suggestions = list.items.map((it): monaco.languages.CompletionItem => ({
        label: it.label,
        kind: monaco.languages.CompletionItemKind.Keyword,
        detail: it.detail,
        documentation: it.documentation ? markdown(it.documentation) : undefined,
        insertText: it.insertText,
        insertTextRules: it.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
        range: rangeOf(model, it.range),
        sortText: it.sortText,
        filterText: it.filterText,
      }));
      return { suggestions, incomplete: list.isIncomplete === true };
    },
  });
  monaco.languages.registerHoverProvider('go', {
    async provideHover(model, position, token) {
      const b = bindings.get(model);
      if (!b) return null;
      const h = await b.store.getState().goLanguage('goHover', b.path, model.getOffsetAt(position), b.locale());
      if (!h || token.isCancellationRequested || model.isDisposed()) return null;
      return { range: rangeOf(model, h.range), contents: [markdown(h.markdown)] };
    },
  });
  monaco.languages.registerCodeActionProvider('go', {
    async provideCodeActions(model, range, _context, token) {
      const b = bindings.get(model);
      if (!b) return { actions: [], dispose() {} };
      const span = { start: model.getOffsetAt(range.getStartPosition()), end: model.getOffsetAt(range.getEndPosition()) };
      const actions = await b.store.getState().goLanguage('goCodeActions', b.path, span, b.locale());
      if (token.isCancellationRequested || model.isDisposed()) return { actions: [], dispose() {} };
      const versionId = model.getVersionId();
      return {
        actions: actions.map((a) => ({
          title: a.title,
          kind: a.kind,
          isPreferred: a.isPreferred,
          edit: { edits: a.edits.map((e) => ({ resource: model.uri, versionId, textEdit: { range: rangeOf(model, e.span), text: e.text } })) },
        })),
        dispose() {},
      };
    },
  });
}
