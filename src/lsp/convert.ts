// The engine's answers in the Language Server Protocol's shapes: offsets become line/character
// positions of the file's text (UTF-16, as LSP counts by default), diagnostics keep kube's message.
import { CompletionItemKind, DiagnosticSeverity, InsertTextFormat, MarkupKind } from 'vscode-languageserver/node';
import type { CompletionItem as LspCompletionItem, Diagnostic as LspDiagnostic, Hover, Range } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CompletionItem, CompletionKind, Diagnostic, HoverInfo, TextSpan } from '../engine';

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

const KIND: Record<CompletionKind, CompletionItemKind> = {
  property: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
  enum: CompletionItemKind.EnumMember,
  keyword: CompletionItemKind.Keyword,
  snippet: CompletionItemKind.Snippet,
  function: CompletionItemKind.Function,
  variable: CompletionItemKind.Variable,
  field: CompletionItemKind.Field,
  module: CompletionItemKind.Module,
};

/** Where a diagnostic shows: its node; a note about a whole document on its first line; an empty range widened to the end of its line. */
function diagnosticRange(d: Diagnostic, doc: TextDocument): Range {
  if (!d.range) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  const start = doc.positionAt(d.range.start.offset);
  let end = doc.positionAt(d.range.end.offset);
  if ((d.severity === 'info' && end.line > start.line) || (end.line === start.line && end.character === start.character))
    end = { line: start.line, character: Math.max(lineLength(doc, start.line), start.character) };
  return { start, end };
}

function lineLength(doc: TextDocument, line: number): number {
  const text = doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
  return text.replace(/\r?\n$/, '').length;
}

export function toLspDiagnostic(d: Diagnostic, doc: TextDocument): LspDiagnostic {
  const out: LspDiagnostic = { range: diagnosticRange(d, doc), severity: SEVERITY[d.severity], message: d.message, source: 'crd-playground' };
  if (d.type || d.code) out.code = d.type || d.code;
  return out;
}

export const spanRange = (doc: TextDocument, span: TextSpan): Range => ({ start: doc.positionAt(span.start), end: doc.positionAt(span.end) });

/** `suggestAgain`: the command the client runs to open the suggestions again after a key with choices (VS Code's). */
export function toLspCompletion(it: CompletionItem, doc: TextDocument, suggestAgain?: string): LspCompletionItem {
  const out: LspCompletionItem = {
    label: it.label,
    kind: KIND[it.kind],
    textEdit: { range: spanRange(doc, it.range), newText: it.insertText },
    insertTextFormat: it.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
  };
  if (it.detail) out.detail = it.detail;
  if (it.documentation) out.documentation = { kind: MarkupKind.Markdown, value: it.documentation };
  if (it.sortText) out.sortText = it.sortText;
  if (it.filterText) out.filterText = it.filterText;
  if (it.triggerSuggest && suggestAgain) out.command = { title: '', command: suggestAgain };
  return out;
}

export const toLspHover = (h: HoverInfo, doc: TextDocument): Hover => ({ contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: spanRange(doc, h.range) });
