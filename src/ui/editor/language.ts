// Monaco providers for the editors' language services: completion, hover, go to definition and
// code actions, answered by the language worker through the store. The engine builds the Markdown;
// it is rendered without HTML and untrusted (no command links). Diagnostics stay the engine's
// markers (markers.ts): nothing here adds squiggles.
import { monaco } from './monaco';
import type { PlaygroundStore } from '../../state/store';
import type { CompletionItem, CodeAction, TextSpan, EditorId } from '../../engine/index';

interface Binding {
  id: EditorId;
  store: PlaygroundStore;
  locale: () => 'en' | 'uk';
}

const bindings = new Map<monaco.editor.ITextModel, Binding>();
let registered = false;
/** The last definitions found: Monaco opens a definition at its start; the opener selects the whole span. */
let lastTargets: { uri: string; range: monaco.IRange }[] = [];

const KIND: Record<CompletionItem['kind'], monaco.languages.CompletionItemKind> = {
  property: monaco.languages.CompletionItemKind.Property,
  value: monaco.languages.CompletionItemKind.Value,
  enum: monaco.languages.CompletionItemKind.EnumMember,
  keyword: monaco.languages.CompletionItemKind.Keyword,
  snippet: monaco.languages.CompletionItemKind.Snippet,
  function: monaco.languages.CompletionItemKind.Function,
  variable: monaco.languages.CompletionItemKind.Variable,
  field: monaco.languages.CompletionItemKind.Field,
  module: monaco.languages.CompletionItemKind.Module,
};

const markdown = (value: string): monaco.IMarkdownString => ({ value, supportHtml: false, isTrusted: false });

function rangeOf(model: monaco.editor.ITextModel, span: TextSpan): monaco.Range {
  const a = model.getPositionAt(span.start);
  const b = model.getPositionAt(span.end);
  return new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column);
}

function modelOf(id: EditorId, store: PlaygroundStore): monaco.editor.ITextModel | undefined {
  for (const [model, b] of bindings) if (b.id === id && b.store === store && !model.isDisposed()) return model;
  return undefined;
}

/** Connects a model to the language services of editor `id`; returns the function that disconnects it. */
export function bindLanguageServices(model: monaco.editor.ITextModel, id: EditorId, store: PlaygroundStore, locale: () => 'en' | 'uk'): () => void {
  registerProviders();
  bindings.set(model, { id, store, locale });
  return () => {
    bindings.delete(model);
  };
}

function toCodeAction(a: CodeAction, b: Binding): monaco.languages.CodeAction | null {
  const edits: monaco.languages.IWorkspaceTextEdit[] = [];
  for (const e of a.edits) {
    const target = modelOf(e.editor, b.store);
    if (!target) return null;
    edits.push({ resource: target.uri, versionId: target.getVersionId(), textEdit: { range: rangeOf(target, e.span), text: e.text } });
  }
  return { title: a.title, kind: a.kind, isPreferred: a.isPreferred, edit: { edits } };
}

function registerProviders(): void {
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: [':', ' ', '-', '.', '"', "'", '{', ',', '('],
    async provideCompletionItems(model, position, _context, token) {
      const b = bindings.get(model);
      if (!b) return { suggestions: [] };
      const list = await b.store.getState().language('complete', b.id, model.getOffsetAt(position), b.locale());
      if (!list || token.isCancellationRequested || model.isDisposed()) return { suggestions: [] };
      const suggestions = list.items.map((it): monaco.languages.CompletionItem => ({
        label: it.label,
        kind: KIND[it.kind] ?? monaco.languages.CompletionItemKind.Text,
        detail: it.detail,
        documentation: it.documentation ? markdown(it.documentation) : undefined,
        insertText: it.insertText,
        insertTextRules: it.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
        range: rangeOf(model, it.range),
        sortText: it.sortText,
        filterText: it.filterText,
        command: it.triggerSuggest ? { id: 'editor.action.triggerSuggest', title: '' } : undefined,
      }));
      return { suggestions, incomplete: list.isIncomplete === true };
    },
  });
  monaco.languages.registerHoverProvider('yaml', {
    async provideHover(model, position, token) {
      const b = bindings.get(model);
      if (!b) return null;
      const h = await b.store.getState().language('hover', b.id, model.getOffsetAt(position), b.locale());
      if (!h || token.isCancellationRequested || model.isDisposed()) return null;
      return { range: rangeOf(model, h.range), contents: [markdown(h.markdown)] };
    },
  });
  monaco.languages.registerDefinitionProvider('yaml', {
    async provideDefinition(model, position, token) {
      const b = bindings.get(model);
      if (!b) return null;
      const targets = await b.store.getState().language('definition', b.id, model.getOffsetAt(position), b.locale());
      if (token.isCancellationRequested || model.isDisposed()) return null;
      const out: monaco.languages.Location[] = [];
      for (const t of targets) {
        const target = modelOf(t.editor, b.store);
        if (target) out.push({ uri: target.uri, range: rangeOf(target, t.span) });
      }
      lastTargets = out.map((l) => ({ uri: l.uri.toString(), range: l.range }));
      return out;
    },
  });
  monaco.languages.registerCodeActionProvider('yaml', {
    async provideCodeActions(model, range, _context, token) {
      const b = bindings.get(model);
      if (!b) return { actions: [], dispose() {} };
      const span = { start: model.getOffsetAt(range.getStartPosition()), end: model.getOffsetAt(range.getEndPosition()) };
      const actions = await b.store.getState().language('codeActions', b.id, span, b.locale());
      if (token.isCancellationRequested || model.isDisposed()) return { actions: [], dispose() {} };
      return { actions: actions.map((a) => toCodeAction(a, b)).filter((a): a is monaco.languages.CodeAction => a !== null), dispose() {} };
    },
  });
  // a definition in another editor's model: select it there (the editors are separate Monaco editors)
  monaco.editor.registerEditorOpener({
    openCodeEditor(_source, resource, selectionOrPosition) {
      for (const [model, b] of bindings) {
        if (model.isDisposed() || model.uri.toString() !== resource.toString()) continue;
        let sel: monaco.IRange =
          selectionOrPosition && 'startLineNumber' in selectionOrPosition
            ? selectionOrPosition
            : selectionOrPosition
              ? { startLineNumber: selectionOrPosition.lineNumber, startColumn: selectionOrPosition.column, endLineNumber: selectionOrPosition.lineNumber, endColumn: selectionOrPosition.column }
              : { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 };
        const whole = lastTargets.find((t) => t.uri === resource.toString() && t.range.startLineNumber === sel.startLineNumber && t.range.startColumn === sel.startColumn);
        if (whole) sel = whole.range;
        const pos = (line: number, column: number) => ({ line, column, offset: model.getOffsetAt({ lineNumber: line, column }) });
        b.store.getState().revealRange(b.id, { start: pos(sel.startLineNumber, sel.startColumn), end: pos(sel.endLineNumber, sel.endColumn) });
        return true;
      }
      return false;
    },
  });
}
