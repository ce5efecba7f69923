// One generation problem as controller-gen prints it: `file:line:column: message` (`warning: ` before a warning's).
import type { GenerateDiagnostic } from '../engine';

export function diagnosticLine(d: GenerateDiagnostic): string {
  const at = d.line > 0 ? `${d.file}:${d.line}:${d.column}: ` : d.file ? `${d.file}: ` : '';
  return `${at}${d.severity === 'warning' ? 'warning: ' : ''}${d.message}\n`;
}
