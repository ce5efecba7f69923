// One Monaco editor bound to one text of the store: edits go to the store, results come
// back as markers at the exact YAML node, and clicks in Problems select the range here. It takes
// over from the text area that stood in for it while it loaded (Editor.tsx): the same text (the
// store's), the reader's selection, scroll position and focus.
import { useEffect, useRef } from 'react';
import { setupMonaco, monaco } from './monaco';
import { usePlaygroundStore, usePresentation } from '../context';
import type { TextId } from '../../state/snapshot';
import type { EditorId } from '../../engine/index';
import { markersFor } from './markers';
import { allDiagnostics } from '../../state/changes';
import { costDecorations } from '../cel/costDecorations';
import { bindLanguageServices } from './language';
import { bindGoLanguageServices } from './go-language';
import { useI18n } from '../i18n';
import { useWorkspaceStore } from '../workspace';
import { EDITORS, revealed, wasRevealed } from './registry';
import { Unchanged } from './unchanged';
import { EDITOR_FONT } from './font';
import type { TextAreaState } from './TextAreaEditor';

interface Props {
  id: TextId;
  label: string;
  /** Monaco's language of the text (YAML unless set). */
  language?: 'yaml' | 'go';
  /** Read-only (the page's setting, or the generated CRD of Go mode). */
  readOnly?: boolean;
  /** Take the focus when created (an embed's reader asked to edit). */
  focus?: boolean;
  /** The text area's state at the moment Monaco takes over (null: nothing to take over). */
  takeOver?: () => TextAreaState | null;
  /** Monaco is there and has the text: the text area can go. */
  onReady?: () => void;
}

export function YamlEditor({ id, label, language = 'yaml', readOnly: readOnlyProp, focus, takeOver, onReady }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const store = usePlaygroundStore();
  const presentation = usePresentation();
  const { theme } = presentation;
  const readOnly = presentation.readOnly || readOnlyProp === true;
  const initialLabel = useRef(label);
  const focusOnCreate = useRef(focus === true);
  const takeOverRef = useRef(takeOver);
  takeOverRef.current = takeOver;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const i18n = useI18n();
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;
  const refreshHints = useRef<() => void>(() => {});
  const workspace = useWorkspaceStore();

  useEffect(() => {
    setupMonaco();
    const el = host.current!;
    const model = monaco.editor.createModel(store.getState().texts[id] ?? '', language);
    const editor = monaco.editor.create(el, {
      model,
      ariaLabel: initialLabel.current,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontFamily: EDITOR_FONT.family,
      fontSize: EDITOR_FONT.size,
      lineHeight: EDITOR_FONT.lineHeight,
      // Go is indented with tabs (gofmt)
      tabSize: language === 'go' ? 4 : 2,
      insertSpaces: language !== 'go',
      renderWhitespace: 'selection',
      wordWrap: 'off',
      readOnly,
      fixedOverflowWidgets: true,
      // what is typed is what is checked: no auto-inserted closing brackets or quotes
      autoClosingBrackets: 'never',
      autoClosingQuotes: 'never',
      // suggestions come from the schema (language.ts), also inside quoted rule strings; no word lists
      wordBasedSuggestions: 'off',
      quickSuggestions: { other: 'on', strings: 'on', comments: 'off' },
      // Enter accepts a suggestion only when it changes the text: typing a value in full and pressing
      // Enter starts a new line, as in a plain editor
      acceptSuggestionOnEnter: 'smart',
    });
    editorRef.current = editor;
    // in the same task as the model was made from the store's text: no key can fall between the two
    const from = takeOverRef.current?.() ?? null;
    el.style.visibility = '';
    if (from) {
      editor.setSelection(new monaco.Selection(from.anchor.line, from.anchor.column, from.active.line, from.active.column));
      editor.setScrollTop(from.scrollTop);
      editor.setScrollLeft(from.scrollLeft);
    }
    if (from ? from.focused : focusOnCreate.current) editor.focus();
    const registered = {
      focus: () => editor.focus(),
      selectionStart: () => {
        const s = editor.getSelection();
        return s && { line: s.startLineNumber, column: s.startColumn };
      },
    };
    EDITORS.set(id, registered);
    // Format and Convert act on the editor focused last
    const focus = editor.onDidFocusEditorText(() => {
      if (id === 'crd' || id === 'objects') workspace.getState().setFocused(id);
    });
    // the YAML editors' language services; a Go file (`go:<path>`) has the Go ones (markers); a previous
    // CRD's Go file (`oldgo:<path>`) none yet (the Go services answer about the current Go files)
    const locale = () => (i18nRef.current.lang === 'uk' ? 'uk' : 'en');
    const unbindLanguage = id.startsWith('go:')
      ? bindGoLanguageServices(model, id.slice(3), store, locale)
      : id.startsWith('oldgo:')
        ? () => undefined
        : bindLanguageServices(model, id as EditorId, store, locale);
    // the model's version whose text the store holds: results are for the store's text, and asking the
    // model for its whole text to compare (a 3 MB CRD at every result) would be a long task
    let synced = { version: model.getVersionId(), text: model.getValue() };
    const inSync = (text: string) => model.getVersionId() === synced.version && text === synced.text;
    // set while the store's text is written into the model (the store has it already)
    let replacing = false;
    const changes = model.onDidChangeContent(() => {
      if (replacing) return;
      synced = { version: model.getVersionId(), text: model.getValue() };
      store.getState().setText(id, synced.text);
    });

    // the CRD editor shows each rule's estimated cost after its line
    const hints = id === 'crd' ? editor.createDecorationsCollection() : null;
    // a result for an edit elsewhere mostly leaves this editor's markers and hints as they are
    const hintsSet = new Unchanged();
    const markersSet = new Unchanged();
    const applyHints = () => {
      const { result, texts } = store.getState();
      if (!hints || !inSync(texts[id] ?? '')) return;
      const decorations = costDecorations(result, id, model, i18nRef.current.t, i18nRef.current.lang);
      if (!hintsSet.same(model.getVersionId(), JSON.stringify(decorations))) hints.set(decorations);
    };
    refreshHints.current = applyHints;
    const applyMarkers = () => {
      const { result, texts } = store.getState();
      if (!inSync(texts[id] ?? '')) return; // the text is ahead of the result
      const markers = markersFor(allDiagnostics(result), id, model);
      if (!markersSet.same(model.getVersionId(), JSON.stringify(markers))) monaco.editor.setModelMarkers(model, 'crd-playground', markers);
      applyHints();
    };
    applyMarkers();
    const revealNow = (r: NonNullable<ReturnType<typeof store.getState>['reveal']>) => {
      revealed(r.nonce);
      const { start, end } = r.range;
      const sel = new monaco.Selection(start.line, start.column, end.line, end.column);
      editor.setSelection(sel);
      editor.revealRangeInCenterIfOutsideViewport(sel);
      editor.focus();
    };
    // a reveal asked for before this editor was there (a Go file opened for a problem in it)
    const pendingReveal = store.getState().reveal;
    if (pendingReveal && pendingReveal.source === id && !wasRevealed(pendingReveal.nonce)) revealNow(pendingReveal);
    const unsubscribe = store.subscribe((s, prev) => {
      const text = s.texts[id] ?? '';
      if (text !== (prev.texts[id] ?? '') && !inSync(text)) {
        // replaced from outside (share link, state file, restore, postMessage; in Go mode the generated
        // CRD at every result): only the part that changed is edited, so Monaco re-tokenizes and redraws
        // that part, not a 9,000-line generated CRD at every keystroke in the Go editor
        const from = model.getVersionId() === synced.version && model.getValueLength() === synced.text.length ? synced.text : null;
        replacing = true;
        try {
          model.pushEditOperations([], [changedPart(model, from, text)], () => null);
        } finally {
          replacing = false;
        }
        synced = { version: model.getVersionId(), text };
      }
      if (s.result !== prev.result) applyMarkers();
      if (s.reveal && s.reveal !== prev.reveal && s.reveal.source === id) revealNow(s.reveal);
    });
    // Ctrl+Space or Ctrl+. pressed in the text area: asked now (the language services are bound), at the same cursor
    if (from?.pending === 'suggest') editor.trigger('keyboard', 'editor.action.triggerSuggest', {});
    else if (from?.pending === 'quickFix') editor.trigger('keyboard', 'editor.action.quickFix', null);
    onReadyRef.current?.();
    return () => {
      unbindLanguage();
      unsubscribe();
      focus.dispose();
      if (EDITORS.get(id) === registered) EDITORS.delete(id);
      hints?.clear();
      refreshHints.current = () => {};
      changes.dispose();
      editor.dispose();
      model.dispose();
      editorRef.current = null;
    };
  }, [id, store, readOnly, workspace, language]);

  useEffect(() => {
    editorRef.current?.updateOptions({ ariaLabel: label });
  }, [label]);

  useEffect(() => {
    refreshHints.current(); // the hints follow the UI language
  }, [i18n.lang]);

  useEffect(() => {
    monaco.editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs');
  }, [theme]);

  // hidden until Monaco is in it (over the text area it takes over from)
  return <div className="editor-host" ref={host} data-editor={id} style={{ visibility: 'hidden' }} />;
}

/**
 * The edit that turns the model's text `from` into `to`: the span between their common prefix and
 * suffix (never splitting a surrogate pair or a CRLF). Without the model's text (`from` null: it is
 * not known to be the store's), the whole text is replaced.
 */
function changedPart(model: monaco.editor.ITextModel, from: string | null, to: string): monaco.editor.IIdentifiedSingleEditOperation {
  if (from === null) return { range: model.getFullModelRange(), text: to };
  const max = Math.min(from.length, to.length);
  let start = 0;
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  // keep a surrogate pair or a CRLF whole on either side
  const splits = (s: string, i: number) => i > 0 && i < s.length && ((s.charCodeAt(i) >= 0xdc00 && s.charCodeAt(i) <= 0xdfff) || (s[i - 1] === '\r' && s[i] === '\n'));
  while (start > 0 && (splits(from, start) || splits(to, start))) start--;
  while (end > 0 && (splits(from, from.length - end) || splits(to, to.length - end))) end--;
  const a = model.getPositionAt(start);
  const b = model.getPositionAt(from.length - end);
  return { range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column), text: to.slice(start, to.length - end) };
}
