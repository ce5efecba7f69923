// Diagnostics as Monaco markers on the YAML node they are about.
import type { Diagnostic } from '../../engine/diagnostics';
import { monaco } from './monaco';

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

export function markersFor(diags: Diagnostic[], source: string, model: monaco.editor.ITextModel): monaco.editor.IMarkerData[] {
  const out: monaco.editor.IMarkerData[] = [];
  for (const d of diags) {
    if (d.source !== source) continue;
    let { startLineNumber, startColumn, endLineNumber, endColumn } = d.range
      ? {
          startLineNumber: d.range.start.line,
          startColumn: d.range.start.column,
          endLineNumber: d.range.end.line,
          endColumn: d.range.end.column,
        }
      : { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 };
    if (endLineNumber > startLineNumber) {
      // a problem about a whole node (a document: its missing apiVersion, its size) goes on its first
      // line, not under every line of it (all 43,595 lines of the largest corpus CRD)
      endLineNumber = startLineNumber;
      endColumn = Math.max(model.getLineMaxColumn(Math.min(Math.max(startLineNumber, 1), model.getLineCount())), startColumn + 1);
    }
    if (startLineNumber === endLineNumber && startColumn === endColumn) {
      // an empty range: mark the rest of the line so the marker is visible
      const line = Math.min(Math.max(startLineNumber, 1), model.getLineCount());
      endLineNumber = line;
      endColumn = Math.max(model.getLineMaxColumn(line), startColumn + 1);
    }
    out.push({
      severity: SEVERITY[d.severity],
      message: d.message,
      source: d.origin,
      code: d.type || undefined,
      startLineNumber,
      startColumn,
      endLineNumber,
      endColumn,
    });
  }
  return out;
}
