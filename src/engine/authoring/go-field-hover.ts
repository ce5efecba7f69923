// Hover on a struct field of a Go file in Go mode: the schema the generator made of it (type, format,
// constraints, required), found through the generated CRDs' provenance (CRD path → Go range).
import type { JSONObject, JSONValue } from '../apis/json';
import type { HoverInfo } from './types';

/** The part of a generated CRD this reads (ops/generate GeneratedCRD). */
export interface GeneratedForHover {
  crd: JSONObject;
  provenance: Record<string, { file: string; line: number; column: number; endLine: number; endColumn: number }>;
}

const CONSTRAINTS = [
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'default',
  'nullable',
];

const isObject = (v: JSONValue | undefined): v is JSONObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON at a dotted path with `[i]` indexes (`spec.versions[0].schema...properties.size`). */
function at(root: JSONObject, path: string): JSONValue | undefined {
  let cur: JSONValue | undefined = root;
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m || !isObject(cur)) return undefined;
    cur = cur[m[1]];
    for (const i of m[2].match(/\d+/g) ?? []) cur = Array.isArray(cur) ? cur[Number(i)] : undefined;
  }
  return cur;
}

/** 1-based line and UTF-16 column of an offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - nl };
}

function offsetOf(text: string, line: number, column: number): number {
  let off = 0;
  for (let l = 1; l < line; l++) off = text.indexOf('\n', off) + 1;
  return off + column - 1;
}

const code = (v: JSONValue) => '`' + JSON.stringify(v).replace(/`/g, "'") + '`';

/** The schema of the field whose name is at `offset` of the Go file `path`, or null. */
export function goFieldHover(crds: GeneratedForHover[], path: string, text: string, offset: number): HoverInfo | null {
  const { line, column } = lineColumn(text, offset);
  for (const c of crds) {
    for (const [crdPath, r] of Object.entries(c.provenance)) {
      const m = /^(spec\.versions\[\d+\]\.schema\.openAPIV3Schema(?:\.[^]*)?)\.properties\.([^.]+)$/.exec(crdPath);
      if (!m || r.file !== path || r.line !== line || column < r.column || column > r.endColumn) continue;
      const schema = at(c.crd, crdPath);
      const parent = at(c.crd, m[1]);
      if (!isObject(schema)) continue;
      const fieldPath = crdPath
        .replace(/^spec\.versions\[\d+\]\.schema\.openAPIV3Schema\./, '')
        .replace(/\.properties\./g, '.')
        .replace(/^properties\./, '');
      const required = isObject(parent) && Array.isArray(parent.required) && parent.required.includes(m[2]);
      const type = typeof schema.type === 'string' ? schema.type : isObject(schema) && schema['x-kubernetes-int-or-string'] === true ? 'int-or-string' : 'any';
      const lines = [`**${fieldPath}**: ${type}${typeof schema.format === 'string' ? ` (${schema.format})` : ''} — ${required ? 'required' : 'optional'}`];
      const cons = CONSTRAINTS.filter((k) => schema[k] !== undefined).map((k) => `- ${k}: ${code(schema[k]!)}`);
      if (isObject(schema.items) && typeof schema.items.type === 'string') cons.unshift(`- items: ${schema.items.type}`);
      if (cons.length) lines.push('', ...cons);
      const start = offsetOf(text, r.line, r.column);
      return { markdown: lines.join('\n'), range: { start, end: offsetOf(text, r.endLine, r.endColumn) } };
    }
  }
  return null;
}
