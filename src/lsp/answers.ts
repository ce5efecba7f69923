// The question handlers: completion, hover, definition and code actions, each put to an engine
// thread (the one that has the CRD versions loaded and is idle) and turned into LSP's shapes.
import { CodeActionKind, type CodeAction as LspCodeAction, type Location, type TextEdit as LspTextEdit } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextSpan } from '../engine';
import type { EngineAnswers, EngineQuery } from './protocol';
import { place, question, type Question } from './questions';
import { spanRange, toLspCompletion, toLspHover } from './convert';
import { pathOf, uriOf } from './uris';
import type { ServerState } from './state';

type Op = 'complete' | 'hover' | 'definition' | 'codeActions';

/** Inserted text with the line ends of the file it goes into (CRLF in a file that has them; the engine writes LF). */
const withLineEnds = (fileText: string, inserted: string): string => (fileText.includes('\r\n') ? inserted.replace(/\r?\n/g, '\r\n') : inserted);

/** A text as LSP positions are counted in it. */
const asDocument = (path: string, text: string) => TextDocument.create(uriOf(path), 'yaml', 0, text);

export function registerQuestions(s: ServerState): void {
  /** The question at a place of an open file, put to a thread; null when the file gets nothing. */
  async function ask<O extends Op>(
    uri: string,
    at: (doc: TextDocument) => { offset: number } | { span: TextSpan },
    op: O,
  ): Promise<{ q: Question; answer: EngineAnswers[O]; doc: TextDocument } | null> {
    const doc = s.documents.get(uri);
    const path = pathOf(uri);
    const f = path ? s.ws.files.get(path) : undefined;
    if (!doc || !f || f.text !== doc.getText()) return null;
    const where = at(doc);
    const offset = 'offset' in where ? where.offset : where.span.start;
    const q = question(s.ws, s.checks, f, offset);
    if (!q) return null;
    const t0 = performance.now();
    const moved = 'offset' in where ? { offset: where.offset + q.base } : { span: { start: where.span.start + q.base, end: where.span.end + q.base } };
    const query = { ...moved, op, input: q.input, editor: q.editor } as unknown as Extract<EngineQuery, { op: O }>;
    const answer = await s.pool.run<O>(query, q.needs, 'question');
    if (s.timing) s.connection.console.log(`${op} ${path} in ${Math.round(performance.now() - t0)} ms (CRDs loaded: ${s.pool.hasLoaded(q.needs)})`);
    return { q, answer, doc };
  }

  /** A span of the question's editor text as a span of the file (null when outside it). */
  const own = (q: Question, doc: TextDocument, span: TextSpan): TextSpan | null => {
    const start = span.start - q.base;
    const end = span.end - q.base;
    return start < 0 || end > doc.getText().length ? null : { start, end };
  };

  s.connection.onCompletion(async (p) => {
    const r = await ask(p.textDocument.uri, (doc) => ({ offset: doc.offsetAt(p.position) }), 'complete');
    if (!r?.answer) return null;
    const items = r.answer.items.flatMap((it) => {
      const range = own(r.q, r.doc, it.range);
      return range ? [toLspCompletion({ ...it, range, insertText: withLineEnds(r.doc.getText(), it.insertText) }, r.doc, s.suggestAgain)] : [];
    });
    return { isIncomplete: r.answer.isIncomplete ?? false, items };
  });

  s.connection.onHover(async (p) => {
    const r = await ask(p.textDocument.uri, (doc) => ({ offset: doc.offsetAt(p.position) }), 'hover');
    const range = r?.answer ? own(r.q, r.doc, r.answer.range) : null;
    return r?.answer && range ? toLspHover({ ...r.answer, range }, r.doc) : null;
  });

  s.connection.onDefinition(async (p) => {
    const r = await ask(p.textDocument.uri, (doc) => ({ offset: doc.offsetAt(p.position) }), 'definition');
    if (!r) return null;
    const out: Location[] = [];
    for (const t of r.answer) {
      const a = place(r.q, t.editor, t.span.start);
      const b = place(r.q, t.editor, t.span.end);
      if (!a || !b || a.path !== b.path) continue;
      out.push({ uri: uriOf(a.path), range: spanRange(asDocument(a.path, a.text), { start: a.offset, end: b.offset }) });
    }
    return out;
  });

  s.connection.onCodeAction(async (p) => {
    const r = await ask(p.textDocument.uri, (doc) => ({ span: { start: doc.offsetAt(p.range.start), end: doc.offsetAt(p.range.end) } }), 'codeActions');
    if (!r) return null;
    const out: LspCodeAction[] = [];
    for (const a of r.answer) {
      const changes: Record<string, LspTextEdit[]> = {};
      let placed = true;
      for (const e of a.edits) {
        const from = place(r.q, e.editor, e.span.start);
        const to = place(r.q, e.editor, e.span.end);
        if (!from || !to || from.path !== to.path) {
          placed = false;
          break;
        }
        (changes[uriOf(from.path)] ??= []).push({ range: spanRange(asDocument(from.path, from.text), { start: from.offset, end: to.offset }), newText: withLineEnds(from.text, e.text) });
      }
      if (!placed) continue;
      const action: LspCodeAction = { title: a.title, kind: a.kind === 'quickfix' ? CodeActionKind.QuickFix : CodeActionKind.Refactor, edit: { changes } };
      if (a.isPreferred) action.isPreferred = true;
      out.push(action);
    }
    return out;
  });
}
