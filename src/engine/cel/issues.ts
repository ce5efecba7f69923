// Compile issues and cel-go's display form (common/error.go ToDisplayString, common/errors.go:
// errors sorted by position, at most 100 shown).
import type { SourceInfo } from './ast';

export interface CelIssue {
  readonly message: string;
  /** Code-point offset in the expression; -1 when the error has no location. */
  readonly offset: number;
  /** 1-based line; -1 without location. */
  readonly line: number;
  /** 1-based column as cel-go displays it (0-based column + 1); 0 without location. */
  readonly column: number;
}

export const MAX_ERRORS_TO_REPORT = 100;

/** Where an issue points, as the display text prints it (`<input>:L:C`), without the text. */
export type CelPosition = Pick<CelIssue, 'line' | 'column' | 'offset'>;

/**
 * The position of the first issue, in display order, that has a location: what `ERROR: <input>:L:C:`
 * of the first located line of formatIssues says. undefined when no issue has one.
 */
export function firstPosition(issues: readonly CelIssue[]): CelPosition | undefined {
  for (const iss of sortIssues([...issues])) if (iss.line >= 1 && iss.offset >= 0) return { line: iss.line, column: iss.column, offset: iss.offset };
  return undefined;
}

export function locate(source: Pick<SourceInfo, 'lineOffsets'>, offset: number): { line: number; column: number } {
  if (offset < 0) return { line: -1, column: 0 };
  let line = 1;
  const lo = source.lineOffsets;
  while (line < lo.length && lo[line]! <= offset) line++;
  return { line, column: offset - lo[line - 1]! + 1 };
}

export function makeIssue(source: Pick<SourceInfo, 'lineOffsets'>, offset: number, message: string): CelIssue {
  return { message, offset, ...locate(source, offset) };
}

/** Sort as cel-go does (by offset, stable). */
export function sortIssues(issues: CelIssue[]): CelIssue[] {
  return issues
    .map((x, i) => [x, i] as const)
    .sort((a, b) => a[0].offset - b[0].offset || a[1] - b[1])
    .map((x) => x[0]);
}

/** cel-go Issues.String(): `ERROR: <input>:L:C: msg` + snippet and caret lines, joined by newlines. */
export function formatIssues(issues: readonly CelIssue[], text: string, description = '<input>'): string {
  const lines = text.split('\n');
  const sorted = sortIssues([...issues]);
  const shown = sorted.slice(0, MAX_ERRORS_TO_REPORT).map((iss) => {
    let out = `ERROR: ${description}:${iss.line}:${iss.column}: ${iss.message}`;
    if (iss.line >= 1 && iss.line <= lines.length) {
      const snippet = lines[iss.line - 1]!.replace(/\t/g, ' ');
      if ([...snippet].length <= 16384) {
        let ind = '';
        const cps = [...snippet];
        for (let i = 0; i < iss.column - 1 && i < cps.length; i++) ind += cps[i]!.length > 1 || cps[i]!.charCodeAt(0) > 0x7f ? '\uff0e' : '.';
        const at = cps[iss.column - 1];
        ind += at !== undefined && (at.length > 1 || at.charCodeAt(0) > 0x7f) ? '\uff3e' : '^';
        out += `\n | ${snippet}\n | ${ind}`;
      }
    }
    return out;
  });
  if (sorted.length > MAX_ERRORS_TO_REPORT) shown.push(`${sorted.length - MAX_ERRORS_TO_REPORT} more errors were truncated`);
  return shown.join('\n');
}
