// The output of `crd-playground generate --check`: check's own text and JSON forms, with every
// diagnostic about a generated CRD at the Go position it came from (the file names the Go file)
// and the generation's own problems first.
import { checkJson, hasErrors, stringifyJSON, type CheckResult, type Diagnostic, type GenerateCheckResult, type GenerateDiagnostic } from '../engine';
import { checkText } from './text';
import type { Io } from './io';
import { diagnosticLine } from './godiagnostic';

/** check()'s result with the CRD diagnostics moved to Go (same objects in `diagnostics` and the reports). */
export function atGoPositions(r: GenerateCheckResult): CheckResult {
  const moved = new Map<Diagnostic, Diagnostic>();
  for (const m of [...r.errors, ...r.warnings]) {
    const d = m.diagnostic;
    if (!d || m.line === 0) continue;
    const end = { offset: 0, line: m.endLine ?? m.line, column: m.endColumn ?? m.column + 1 };
    moved.set(d, { ...d, source: m.file, message: m.origin === 'size' ? m.message : d.message, range: { start: { offset: 0, line: m.line, column: m.column }, end } });
  }
  const swap = (d: Diagnostic) => moved.get(d) ?? d;
  const c = r.check;
  return {
    ...c,
    diagnostics: c.diagnostics.map(swap),
    crds: c.crds.map((x) => ({ ...x, errors: x.errors.map(swap), warnings: x.warnings.map(swap) })),
  };
}

const generation = (r: GenerateCheckResult): GenerateDiagnostic[] => [...r.errors, ...r.warnings].filter((d) => d.origin !== 'check' && d.origin !== 'size');

const jsonGo = (d: GenerateDiagnostic) => ({ severity: d.severity, file: d.file, line: d.line, column: d.column, message: d.message, code: d.code, origin: d.origin });

export function printGoCheck(r: GenerateCheckResult, output: 'text' | 'json', objectFiles: string[], io: Io): number {
  const checked = atGoPositions(r);
  const genErrors = r.errors.some((d) => d.origin !== 'check' && d.origin !== 'size');
  if (output === 'json') {
    const doc = {
      ...checkJson(checked),
      generate: {
        crds: r.crds.map((c) => c.fileName),
        errors: r.errors.filter((d) => d.origin !== 'check' && d.origin !== 'size').map(jsonGo),
        warnings: r.warnings.filter((d) => d.origin !== 'check' && d.origin !== 'size').map(jsonGo),
        k8sApi: r.k8sApi,
        imports: r.imports,
      },
    };
    io.stdout(stringifyJSON(doc, 2) + '\n');
  } else {
    const found = generation(r);
    const lines = found.map((d) => diagnosticLine({ ...d, message: `${d.severity}: ${d.message}`, severity: 'error' }));
    const errors = found.filter((d) => d.severity === 'error').length;
    // the summary line counts what check found; the generation's own count comes before it
    const generated = found.length ? `generation: ${errors} error(s), ${found.length - errors} warning(s)\n` : '';
    io.stdout(lines.join('') + checkText(checked, [...r.crdSources.map((s) => s.id), ...objectFiles]).replace(/[^\n]*\n$/, (summary) => generated + summary));
  }
  return genErrors || hasErrors(checked) ? 1 : 0;
}
