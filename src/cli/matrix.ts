// `crd-playground check --matrix`: the compatibility matrix as a table (text) or a document (json).
import { compatibilityMatrix, matrixSummary, type MatrixDifference, type MatrixResult, type SourceText } from '../engine';
import type { CheckArgs } from './args';
import type { Io } from './io';

/** The first line of a message (CEL compile errors carry the expression and a caret below). */
const firstLine = (s: string): string => s.split('\n')[0];

function differenceText(d: MatrixDifference): string {
  return d.change === 'added' ? `new (not in ${d.against}): ${d.severity}: ${firstLine(d.message)}` : `gone (was in ${d.against}): ${d.severity}: ${firstLine(d.message)}`;
}

function matrixText(m: MatrixResult): string {
  const crds = m.columns.filter((c) => c.kind === 'crd').length;
  const objects = m.columns.length - crds;
  const header = ['KUBERNETES', 'CRDS', 'OBJECTS', 'ERRORS', 'WARNINGS', 'FIRST ERROR'];
  const rows = m.versions.map((v) => {
    const ok = (kind: 'crd' | 'object') => v.cells.filter((c) => c.kind === kind && c.accepted).length;
    return [
      v.kubeVersion,
      `${ok('crd')}/${crds}`,
      `${ok('object')}/${objects}`,
      String(v.crdErrors + v.objectErrors + v.documentErrors),
      String(v.warnings),
      v.firstError !== undefined ? firstLine(v.firstError) : '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('   ')
      .trimEnd();
  const out = [line(header), ...rows.map(line)];
  const changes = m.versions.filter((v) => v.firstDifference);
  if (changes.length > 0) {
    out.push('', 'Changes from the version before:');
    for (const v of changes) out.push(`  ${v.kubeVersion}: ${differenceText(v.firstDifference!)}`);
  }
  const rejecting = m.versions.filter((v) => v.cells.some((c) => !c.accepted));
  out.push(
    '',
    rejecting.length === 0
      ? `${crds} CRD(s), ${objects} object(s): accepted by every version (${m.versions.map((v) => v.kubeVersion).join(', ')})`
      : `${crds} CRD(s), ${objects} object(s): something is rejected by ${rejecting.map((v) => v.kubeVersion).join(', ')}`,
  );
  return out.join('\n') + '\n';
}

/** The batch op's document plus, per version, the document-level errors, the first difference and every CRD and object. */
function matrixJson(m: MatrixResult): Record<string, unknown> {
  const summary = matrixSummary(m).versions;
  return {
    versions: m.versions.map((v, i) => ({
      ...summary[i],
      documentErrors: v.documentErrors,
      ...(v.firstDifference ? { firstDifference: v.firstDifference } : {}),
      cells: v.cells.map(({ messages: _m, ...c }) => c),
    })),
  };
}

export function runMatrix(args: CheckArgs, io: Io, sources: SourceText[], oldSources: SourceText[]): number {
  const m = compatibilityMatrix({
    sources,
    oldSources: oldSources.length ? oldSources : undefined,
    options: { strict: args.strict, request: oldSources.length === 0 ? 'create' : args.subresource === 'status' ? 'status' : 'update' },
  });
  if (args.output === 'json') io.stdout(JSON.stringify(matrixJson(m), null, 2) + '\n');
  else io.stdout(matrixText(m));
  return m.versions.some((v) => v.crdErrors + v.objectErrors + v.documentErrors > 0) ? 1 : 0;
}
