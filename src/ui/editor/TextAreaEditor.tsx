// An editor of one text as a plain text area, usable from the first paint: Monaco (YamlEditor) is
// loaded after it and takes over with the text, selection and scroll position the reader has then
// (Editor.tsx). Same font, size, line height and text position as Monaco (font.ts), so nothing moves
// at the swap; the text goes to the store as Monaco's would (plainText.ts), so results are live while
// typing; Problems and "go to" select their range here; Tab types spaces. Ctrl+Space (suggestions) and
// Ctrl+. (quick fixes) are kept until Monaco takes over, which then opens them at the same cursor.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { usePlaygroundStore } from '../context';
import { useWorkspaceStore } from '../workspace';
import type { TextId } from '../../state/snapshot';
import { EDITORS, revealed, wasRevealed, type EditorHandle } from './registry';
import { useT } from '../i18n';
import { EDITOR_FONT, monacoLayout } from './font';
import { eolOf, lineCount, offsetAt, positionAt, storeText, tabSpaces, type Position } from './plainText';

/** What Monaco takes over from the text area. */
export interface TextAreaState {
  /** Where the selection started and where the cursor is (they differ for a backward selection). */
  anchor: Position;
  active: Position;
  scrollTop: number;
  scrollLeft: number;
  focused: boolean;
  /**
   * Ctrl+Space or Ctrl+. pressed in the text area and not yet answered: Monaco opens the suggestions
   * or the quick fixes. Absent once the reader typed, moved the cursor or pressed Escape after it.
   */
  pending?: PendingRequest;
}

export type PendingRequest = 'suggest' | 'quickFix';

/** The request a key asks Monaco for (its default key bindings: Ctrl+Space, Ctrl+. or Cmd+. on a Mac), or null. */
export function requestOfKey(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): PendingRequest | null {
  if (e.altKey || e.shiftKey) return null;
  if (e.ctrlKey && !e.metaKey && (e.code === 'Space' || e.key === ' ')) return 'suggest';
  if ((e.ctrlKey || e.metaKey) && e.key === '.') return 'quickFix';
  return null;
}

export interface TextAreaHandle {
  /** The reader's selection and scroll position now; the text area stops being an editor (Monaco has the text). */
  handOver(): TextAreaState | null;
}

interface Props {
  id: TextId;
  label: string;
  readOnly: boolean;
  /** Take the focus when created (an embed's reader asked to edit). */
  focus?: boolean;
  handle?: Ref<TextAreaHandle>;
}

let digitWidth: number | undefined;

/** The widest digit of the editor font, as Monaco measures it for its line numbers. */
function maxDigitWidth(): number {
  if (digitWidth === undefined) {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return EDITOR_FONT.size * 0.6;
    ctx.font = `${EDITOR_FONT.size}px ${EDITOR_FONT.family}`;
    digitWidth = Math.max(...'0123456789'.split('').map((d) => ctx.measureText(d).width));
  }
  return digitWidth;
}

export function TextAreaEditor({ id, label, readOnly, focus, handle }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  const numbers = useRef<HTMLDivElement>(null);
  const store = usePlaygroundStore();
  const workspace = useWorkspaceStore();
  const [lines, setLines] = useState(() => lineCount(store.getState().texts[id] ?? ''));
  const focusOnCreate = useRef(focus === true);
  const t = useT();
  // a request waiting for Monaco, and the selection it was made at
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const pendingAt = useRef<{ request: PendingRequest; start: number; end: number } | null>(null);
  const { lineNumbersWidth, contentLeft } = monacoLayout(maxDigitWidth(), lines);
  const gutter = useMemo(() => Array.from({ length: lines }, (_, i) => i + 1).join('\n'), [lines]);

  useImperativeHandle(
    handle,
    () => ({
      handOver() {
        const ta = area.current;
        if (!ta) return null;
        const start = positionAt(ta.value, ta.selectionStart);
        const end = positionAt(ta.value, ta.selectionEnd);
        const backward = ta.selectionDirection === 'backward';
        const state = {
          anchor: backward ? end : start,
          active: backward ? start : end,
          scrollTop: ta.scrollTop,
          scrollLeft: ta.scrollLeft,
          focused: document.activeElement === ta,
        };
        const asked = pendingAt.current;
        const pendingNow = asked && state.focused && asked.start === ta.selectionStart && asked.end === ta.selectionEnd ? asked.request : null;
        // out of sight, of the keyboard's and of the accessibility tree's way until React removes it
        // (Monaco, over it, is the editor now: one text box of that name on the page)
        const box = ta.closest<HTMLElement>('.text-area-editor');
        box?.setAttribute('inert', '');
        box?.setAttribute('aria-hidden', 'true');
        if (box) box.style.visibility = 'hidden';
        return pendingNow ? { ...state, pending: pendingNow } : state;
      },
    }),
    [],
  );

  useEffect(() => {
    const ta = area.current!;
    // the text the store holds for this editor, and the line end Monaco would give it
    let text = store.getState().texts[id] ?? '';
    let eol = eolOf(text);
    ta.value = text;
    // in a task of its own: when a press on the text view made this editor, the press's own default
    // action (focus what is under the pointer, after the view has gone) comes first
    const focusTimer = focusOnCreate.current ? setTimeout(() => ta.focus()) : undefined;
    const cancelPending = () => {
      if (!pendingAt.current) return;
      pendingAt.current = null;
      setPending(null);
    };
    const onInput = () => {
      cancelPending();
      text = storeText(ta.value, eol);
      setLines(lineCount(ta.value));
      store.getState().setText(id, text);
    };
    const onScroll = () => {
      if (numbers.current) numbers.current.style.transform = `translateY(${-ta.scrollTop}px)`;
    };
    const onFocus = () => {
      if (id === 'crd' || id === 'objects') workspace.getState().setFocused(id);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const request = ta.readOnly || e.isComposing ? null : requestOfKey(e);
      if (request) {
        // kept until Monaco takes over (handOver), which asks the language worker and shows the answer
        e.preventDefault();
        pendingAt.current = { request, start: ta.selectionStart, end: ta.selectionEnd };
        setPending(request);
        return;
      }
      if (e.key === 'Escape') cancelPending();
      if (e.key !== 'Tab' || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey || ta.readOnly || e.isComposing) return;
      e.preventDefault();
      const spaces = tabSpaces(ta.value, ta.selectionStart);
      // insertText keeps the browser's undo; where it is missing, set the text and report the input
      if (!document.execCommand('insertText', false, spaces)) {
        ta.setRangeText(spaces, ta.selectionStart, ta.selectionEnd, 'end');
        onInput();
      }
    };
    ta.addEventListener('input', onInput);
    ta.addEventListener('scroll', onScroll);
    ta.addEventListener('focus', onFocus);
    ta.addEventListener('keydown', onKeyDown);
    const reveal = (start: Position, end: Position, nonce: number) => {
      revealed(nonce);
      const value = ta.value;
      ta.focus({ preventScroll: true });
      ta.setSelectionRange(offsetAt(value, start), offsetAt(value, end));
      // centre the range's first line when it is out of view, as Monaco does
      const top = (start.line - 1) * EDITOR_FONT.lineHeight;
      if (top < ta.scrollTop || top + EDITOR_FONT.lineHeight > ta.scrollTop + ta.clientHeight) ta.scrollTop = Math.max(0, top - ta.clientHeight / 2);
    };
    const unsubscribe = store.subscribe((s, prev) => {
      const next = s.texts[id] ?? '';
      if (next !== text) {
        // replaced from outside (share link, state file, restore, postMessage, Format)
        text = next;
        eol = eolOf(next);
        ta.value = next;
        setLines(lineCount(ta.value));
      }
      if (s.reveal && s.reveal !== prev.reveal && s.reveal.source === id) reveal(s.reveal.range.start, s.reveal.range.end, s.reveal.nonce);
    });
    // a reveal asked for before this editor was there (a Go file opened for a problem in it)
    const pending = store.getState().reveal;
    if (pending && pending.source === id && !wasRevealed(pending.nonce)) reveal(pending.range.start, pending.range.end, pending.nonce);
    const registered: EditorHandle = {
      focus: () => ta.focus(),
      selectionStart: () => positionAt(ta.value, ta.selectionStart),
    };
    EDITORS.set(id, registered);
    return () => {
      clearTimeout(focusTimer);
      unsubscribe();
      ta.removeEventListener('input', onInput);
      ta.removeEventListener('scroll', onScroll);
      ta.removeEventListener('focus', onFocus);
      ta.removeEventListener('keydown', onKeyDown);
      if (EDITORS.get(id) === registered) EDITORS.delete(id);
    };
  }, [id, store, workspace]);

  return (
    <div
      className="editor-host text-area-editor"
      data-editor={id}
      data-view="text-area"
      style={{ fontFamily: EDITOR_FONT.family, fontSize: EDITOR_FONT.size, lineHeight: `${EDITOR_FONT.lineHeight}px` }}
    >
      <div className="tae-numbers" aria-hidden="true" style={{ width: lineNumbersWidth }}>
        <div ref={numbers}>{gutter}</div>
      </div>
      {pending ? (
        <div className="tae-pending" role="status">
          {t(pending === 'suggest' ? 'editor.pending.suggest' : 'editor.pending.quickFix')}
        </div>
      ) : null}
      <textarea ref={area} aria-label={label} readOnly={readOnly} wrap="off" spellCheck={false} autoCapitalize="off" autoComplete="off" autoCorrect="off" style={{ paddingLeft: contentLeft }} />
    </div>
  );
}
