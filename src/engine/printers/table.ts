// The apiserver's Table for custom resources (apiextensions-apiserver registry/customresource/
// tableconvertor, the default Age column of apihelpers GetColumnsForVersion) and how kubectl
// prints it (cli-runtime printers/tableprinter.go with kubectl's tabwriter settings).
import type { CustomResourceColumnDefinition } from '../apis/crd';
import type { JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import { IdentityCache } from '../cache';
import { humanReadableAge, parseMetaTime, resolveNow } from './duration';
import { findJSONPathResults, printJSONPathResults, parseJSONPath, type ListNode } from '../jsonpath/jsonpath';
import { goSprint, isInt64, NO_VALUE } from '../golang/values';
import { goQuote } from '../golang/fmt';
import { utf8Len as byteLength } from '../golang/utf8';

/** metav1.ObjectMeta SwaggerDoc()["name"], the description of the implicit Name column. */
export const NAME_COLUMN_DESCRIPTION =
  'Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names';
/** metav1.ObjectMeta SwaggerDoc()["creationTimestamp"], the description of the default Age column. */
export const CREATION_TIMESTAMP_DESCRIPTION =
  'CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata';

/** metav1.TableColumnDefinition */
export interface TableColumnDefinition {
  name: string;
  type: string;
  format: string;
  description: string;
  priority: number;
}

/** A cell as the Table carries it: string, int64 (a bigint beyond ±2^53) / float64 number, boolean or null (omitted). */
export type TableCell = string | number | bigint | boolean | null;

export interface TableRow {
  cells: TableCell[];
  object: JSONValue;
}

export interface ServerTable {
  columnDefinitions: TableColumnDefinition[];
  rows: TableRow[];
  /** tableconvertor.New's error when a column's jsonPath does not parse (later columns are dropped). */
  columnError?: string;
}

/** serveDefaultColumnsIfEmpty: a version without additionalPrinterColumns gets an Age column. */
export function columnsForVersion(columns: CustomResourceColumnDefinition[] | undefined): CustomResourceColumnDefinition[] {
  if (Array.isArray(columns) && columns.length > 0) return columns;
  return [{ name: 'Age', type: 'date', description: CREATION_TIMESTAMP_DESCRIPTION, jsonPath: '.metadata.creationTimestamp' }];
}

interface Convertor {
  headers: TableColumnDefinition[];
  paths: ListNode[];
  error?: string;
}

/**
 * tableconvertor.New: the Name column, then one column per definition whose `{jsonPath}`
 * parses. On the first unparseable path it stops with `unrecognized column definition "<path>"`;
 * the apiserver logs that and serves the columns built so far.
 */
function newConvertor(columns: CustomResourceColumnDefinition[]): Convertor {
  const c: Convertor = {
    headers: [{ name: 'Name', type: 'string', format: 'name', description: NAME_COLUMN_DESCRIPTION, priority: 0 }],
    paths: [],
  };
  for (const raw of columns) {
    const col = (isObject(raw as unknown as JSONValue) ? raw : {}) as Partial<CustomResourceColumnDefinition>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const jsonPath = text(col.jsonPath);
    const parsed = parseJSONPath(`{${jsonPath}}`);
    if (!parsed.ok) {
      c.error = `unrecognized column definition ${goQuote(jsonPath)}`;
      return c;
    }
    c.paths.push(parsed.ast);
    c.headers.push({
      name: text(col.name),
      type: text(col.type),
      format: text(col.format),
      description: text(col.description) !== '' ? text(col.description) : `Custom resource definition column (in JSONPath format): ${jsonPath}`,
      priority: typeof col.priority === 'number' ? col.priority : 0,
    });
  }
  return c;
}

// The convertor of a version's columns, built once per columns list (a CRD's columns do not
// change once loaded) and once for the default Age column: every object of a check reuses it.
const convertors = new IdentityCache<object, Convertor>('printers.columnConvertors');
let defaultConvertor: Convertor | undefined;

function convertorFor(columns: CustomResourceColumnDefinition[] | undefined): Convertor {
  if (!Array.isArray(columns) || columns.length === 0) return (defaultConvertor ??= newConvertor(columnsForVersion(undefined)));
  let c = convertors.get(columns);
  if (c === undefined) {
    c = newConvertor(columns);
    convertors.set(columns, c);
  }
  return c;
}

/** Go's int64(f) (truncation; out of range: math.MinInt64 on amd64), exact beyond ±2^53. */
function int64OfFloat(f: number): number | bigint {
  const t = Math.trunc(f);
  if (Number.isSafeInteger(t)) return t;
  return t >= -9223372036854775808 && t < 9223372036854775808 ? BigInt(t) : -(2n ** 63n);
}

/** cellForJSONValue: the typed cell for a column type; a value of another type is omitted. */
export function cellForJSONValue(headerType: string, value: unknown, nowMs: number): TableCell {
  if (value === null || value === undefined) return null;
  switch (headerType) {
    case 'integer':
      if (typeof value === 'bigint') return value;
      if (typeof value === 'number') return isInt64(value) ? value : int64OfFloat(value);
      return null;
    case 'number':
      // float64(int64)
      if (typeof value === 'bigint') return Number(value);
      return typeof value === 'number' ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'string':
      return typeof value === 'string' ? value : null;
    case 'date': {
      if (typeof value !== 'string') return null;
      const t = parseMetaTime(value);
      if (!t) return '<invalid>';
      return humanReadableAge(t, nowMs);
    }
  }
  return null;
}

/** ConvertToTable of a list of custom resources: every column, as the apiserver returns it. */
export function convertToServerTable(columns: CustomResourceColumnDefinition[] | undefined, objects: JSONValue[], opts: { now?: string } = {}): ServerTable {
  const nowMs = resolveNow(opts.now);
  const c = convertorFor(columns);
  const rows: TableRow[] = objects.map((obj) => {
    const meta = isObject(obj) && isObject(obj.metadata) ? obj.metadata : {};
    const cells: TableCell[] = [typeof meta.name === 'string' ? meta.name : ''];
    c.paths.forEach((path, i) => {
      const header = c.headers[i + 1];
      const found = findJSONPathResults(path, obj, { allowMissingKeys: true });
      if (!found.ok || found.results.length === 0 || found.results[0].length === 0) {
        cells.push(null);
        return;
      }
      // only the first result of the first list is shown
      const value = found.results[0][0];
      // a string column prints the value as JSONPath does; a null value is Go's invalid value
      if (header.type === 'string') cells.push(printJSONPathResults([value === null ? NO_VALUE : value]));
      else cells.push(cellForJSONValue(header.type, value, nowMs));
    });
    return { cells, object: obj };
  });
  const table: ServerTable = { columnDefinitions: c.headers, rows };
  if (c.error) table.columnError = c.error;
  return table;
}

/** The columns kubectl shows: priority 0 always, others only with `-o wide`. */
function visible(column: TableColumnDefinition, wide: boolean): boolean {
  return wide || column.priority === 0;
}

/**
 * The Table restricted to what `kubectl get` (or `-o wide`) shows: headers and typed cells of
 * the visible columns.
 */
export function convertToTable(
  columns: CustomResourceColumnDefinition[] | undefined,
  objects: JSONValue[],
  opts: { now?: string; wide: boolean },
): { headers: TableColumnDefinition[]; rows: TableCell[][]; columnError?: string } {
  const table = convertToServerTable(columns, objects, opts);
  const keep = table.columnDefinitions.map((h) => visible(h, opts.wide));
  const out: { headers: TableColumnDefinition[]; rows: TableCell[][]; columnError?: string } = {
    headers: table.columnDefinitions.filter((_, i) => keep[i]),
    rows: table.rows.map((r) => r.cells.filter((_, i) => keep[i])),
  };
  if (table.columnError) out.columnError = table.columnError;
  return out;
}

/** Header names as kubectl prints them (upper-cased), for the visible columns. */
export function kubectlHeaders(headers: TableColumnDefinition[], wide = true): string[] {
  return headers.filter((h) => visible(h, wide)).map((h) => h.name.toUpperCase());
}

/**
 * The text kubectl prints for one cell: nothing for an omitted cell, strings cut at the first
 * line break with `...`, terminal escapes neutralised, other values with Go's %v.
 */
export function formatCellForKubectl(cell: TableCell): string {
  if (cell === null || cell === undefined) return '';
  const s = typeof cell === 'string' ? cell : goSprint(cell);
  const brk = s.search(/[\f\n\r]/);
  if (brk >= 0) return escapeTerminal(s.slice(0, brk)) + '...';
  return escapeTerminal(s);
}

/** printers.EscapeTerminal: ESC shown as `^[`, carriage return as `\\r`. */
export function escapeTerminal(s: string): string {
  return s.replace(/\x1b/g, '^[').replace(/\r/g, '\\r');
}

// kubectl's tabwriter: minwidth 6, tabwidth 4, padding 3, padded with spaces
const MIN_WIDTH = 6;
const PADDING = 3;

/**
 * `kubectl get` output for a table: upper-cased headers (nothing at all when there are no rows,
 * kubectl then says "No resources found"), tab-aligned columns. As printTable does, the header
 * (or, without headers, the first row) is padded to each column's widest cell in bytes, which
 * widens columns holding multi-byte text.
 */
export function printKubectlTable(headers: TableColumnDefinition[], rows: TableCell[][], opts: { wide: boolean; noHeaders?: boolean }): string {
  if (rows.length === 0 && !opts.noHeaders) return '';
  const visibleIdx = headers.map((h, i) => (visible(h, opts.wide) ? i : -1)).filter((i) => i >= 0);
  const lastVisible = visibleIdx[visibleIdx.length - 1];
  const maxBytes = new Map<number, number>();
  for (const r of rows) {
    for (const i of visibleIdx) {
      const cell = r[i];
      if (cell === null || cell === undefined) continue;
      const n = byteLength(typeof cell === 'string' ? cell : goSprint(cell));
      maxBytes.set(i, Math.max(maxBytes.get(i) ?? 0, n));
    }
  }
  const pad = (text: string, width: number, i: number) => (i !== lastVisible && width > byteLength(text) ? text + ' '.repeat(width - byteLength(text)) : text);
  const lines: string[][] = [];
  if (!opts.noHeaders) lines.push(visibleIdx.map((i) => pad(headers[i].name.toUpperCase(), maxBytes.get(i) ?? 0, i)));
  rows.forEach((r, ri) =>
    lines.push(
      visibleIdx.map((i) => {
        const text = formatCellForKubectl(r[i] ?? null);
        if (!(opts.noHeaders && ri === 0)) return text;
        const raw = r[i];
        const len = raw === null || raw === undefined ? 0 : byteLength(typeof raw === 'string' ? raw : goSprint(raw));
        return i !== lastVisible && (maxBytes.get(i) ?? 0) > len ? text + ' '.repeat((maxBytes.get(i) ?? 0) - len) : text;
      }),
    ),
  );
  return tabwrite(lines);
}

/** text/tabwriter layout: every cell but a line's last is padded to its column's width. */
export function tabwrite(lines: string[][]): string {
  const widths: number[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.length - 1; i++) {
      const w = Math.max(MIN_WIDTH, runeCount(line[i]) + PADDING);
      widths[i] = Math.max(widths[i] ?? 0, w);
    }
  }
  return lines
    .map((line) => line.map((cell, i) => (i < line.length - 1 ? cell + ' '.repeat(widths[i] - runeCount(cell)) : cell)).join(''))
    .map((l) => l + '\n')
    .join('');
}

function runeCount(s: string): number {
  return Array.from(s).length;
}
