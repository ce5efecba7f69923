// `kubectl get ... -o custom-columns=<HEADER>:<path>,...`: kubectl cmd/get customcolumn.go
// (RelaxedJSONPathExpression, NewCustomColumnsPrinterFromSpec, printOneObject): every value a
// path finds, printed with %v and joined with commas, `<none>` when there is none.
import type { JSONValue } from '../apis/json';
import { findJSONPathResults, parseJSONPath, type ListNode } from '../jsonpath/jsonpath';
import { goSprint, NO_VALUE } from '../golang/values';
import { escapeTerminal, tabwrite } from './table';

const RELAXED = /^\{\.?([^{}]+)\}$|^\.?([^{}]+)$/;

/** RelaxedJSONPathExpression: `name1.name2`, `.name1.name2`, `{name1.name2}` all mean `{.name1.name2}`. */
export function relaxedJSONPathExpression(path: string): { ok: true; template: string } | { ok: false; error: string } {
  if (path.length === 0) return { ok: true, template: path };
  const m = RELAXED.exec(path);
  if (!m) return { ok: false, error: "unexpected path string, expected a 'name1.name2' or '.name1.name2' or '{name1.name2}' or '{.name1.name2}'" };
  return { ok: true, template: `{.${m[1] ?? m[2]}}` };
}

/**
 * The printed table, or kubectl's error. Rows printed before an object whose path fails to
 * evaluate are kept in `text`, as kubectl has already written them.
 */
export function kubectlCustomColumns(spec: string, objects: JSONValue[], opts: { noHeaders?: boolean } = {}): { text: string; error?: string } {
  if (spec.length === 0) return { text: '', error: 'custom-columns format specified but no custom columns given' };
  const columns: { header: string; ast: ListNode }[] = [];
  for (const part of spec.split(',')) {
    const idx = part.indexOf(':');
    if (idx < 0) return { text: '', error: `unexpected custom-columns spec: ${part}, expected <header>:<json-path-expr>` };
    const relaxed = relaxedJSONPathExpression(part.slice(idx + 1));
    if (!relaxed.ok) return { text: '', error: relaxed.error };
    const parsed = parseJSONPath(relaxed.template);
    if (!parsed.ok) return { text: '', error: parsed.error };
    columns.push({ header: part.slice(0, idx), ast: parsed.ast });
  }
  const lines: string[][] = [];
  if (!opts.noHeaders) lines.push(columns.map((c) => c.header));
  for (const obj of objects) {
    const cells: string[] = [];
    for (const c of columns) {
      const found = findJSONPathResults(c.ast, obj, { allowMissingKeys: true });
      if (!found.ok) return { text: tabwrite(lines), error: found.error };
      const values: string[] = [];
      if (found.results.length === 0 || found.results[0].length === 0) values.push('<none>');
      for (const list of found.results) for (const v of list) values.push(escapeTerminal(goSprint(v === NO_VALUE ? null : v)));
      cells.push(values.join(','));
    }
    lines.push(cells);
  }
  return { text: tabwrite(lines) };
}
