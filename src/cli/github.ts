// `check -o github`: GitHub Actions workflow commands that annotate files in a pull request
// (`::error file=…,line=…,col=…::message`, `::warning …`, `::notice …` for skipped files), one per
// error or warning (warnings as kubectl would print them, see warnings.ts), then a summary line.
// Escaping as GitHub documents it (actions/toolkit core command.ts): in the message `%`, CR and
// LF; in property values also `:` and `,`.
import type { CheckResult, Diagnostic } from '../engine';
import { checkedDocuments, documentLabel } from './documents';
import type { SkippedFile } from './files';
import { STDIN_ID } from './inputs';
import { summaryLine } from './text';
import { formatCount, shownDiagnostics, TRUNCATE_AT_TOTAL_RUNES } from './warnings';
import { breakingText } from './breaking';

export const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function annotation(
  command: 'error' | 'warning' | 'notice',
  message: string,
  props: { file?: string; line?: number; col?: number; endLine?: number; endColumn?: number; title?: string },
): string {
  const list = Object.entries(props)
    .filter(([k, v]) => v !== undefined && !(k === 'file' && v === STDIN_ID))
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
  return `::${command}${list.length ? ` ${list.join(',')}` : ''}::${escapeData(message)}`;
}

const position = (d: Diagnostic) => ({ file: d.source, line: d.range?.start.line, col: d.range?.start.column });

export function checkGithub(r: CheckResult, files: string[], skipped: SkippedFile[] = [], failOnBreaking = false): string {
  const order = [...files];
  for (const d of r.diagnostics) if (!order.includes(d.source)) order.push(d.source);
  const lines: string[] = [];
  for (const s of skipped) lines.push(annotation('notice', `skipped: ${s.reason}`, { file: s.file }));
  for (const doc of checkedDocuments(r, order)) {
    const { shown, droppedWarnings, moreErrors } = shownDiagnostics(doc.diagnostics.filter((d) => d.severity !== 'info'));
    for (const d of shown) lines.push(annotation(d.severity === 'error' && !d.ratcheted ? 'error' : 'warning', d.message, position(d)));
    const label = documentLabel(doc);
    if (moreErrors > 0) lines.push(annotation('error', `${label}: … and ${formatCount(moreErrors)} more error(s) (-o json lists all)`, { file: doc.file }));
    if (droppedWarnings > 0) {
      lines.push(
        annotation(
          'warning',
          `${label}: ${formatCount(droppedWarnings)} more warning(s) not shown: kube-apiserver drops repeated warnings and stops adding Warning headers after ${formatCount(TRUNCATE_AT_TOTAL_RUNES)} characters`,
          { file: doc.file },
        ),
      );
    }
  }
  for (const c of r.crds) {
    for (const x of c.changes ?? []) {
      if (!x.breaking) continue;
      lines.push(
        annotation(failOnBreaking ? 'error' : 'warning', breakingText(x), {
          file: x.source ?? c.source,
          line: x.range?.start.line,
          col: x.range?.start.column,
        }),
      );
    }
  }
  lines.push(summaryLine(r, skipped));
  return lines.join('\n') + '\n';
}
