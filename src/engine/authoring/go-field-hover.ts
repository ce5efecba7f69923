// Hover on a struct field (or a kind's name) in a Go file of Go mode: the schema the generator made of
// it (type, format, constraints, required, default, its x-kubernetes-validations rules with their
// estimated cost), found through the generated CRDs' provenance (CRD path → Go range). The provenance
// comes from a generation here without the built-in k8s.io/api types (kept for unchanged files); the
// schema is read from the check worker's CRDs when given, which were generated with them, so a field of
// a k8s.io/api type (a PodTemplateSpec) shows its whole schema without loading that data here.
import type { JSONObject, JSONValue } from '../apis/json';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { RuleReport } from '../api';
import { constraintLines, descriptionMarkdown, typeLabel } from './describe';
import { codeSpan } from './mdtext';
import { checkCrdText, contextFiles, crdObjectsOf, crdTextOf, generatedFrom, offsetAt, type GoAssistContext } from './go-context';
import { goWords, groupedNumber } from './go-words';
import type { HoverInfo } from './types';

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

const SCHEMA = /^spec\.versions\[(\d+)\]\.schema\.openAPIV3Schema/;

/** A rule path of either form (`spec.validation.openAPIV3Schema.properties[spec]`, `...openAPIV3Schema.properties.spec`) without its root. */
const ruleNodeKey = (p: string) =>
  p
    .replace(/^spec\.(?:validation|versions\[\d+\]\.schema)\.openAPIV3Schema/, '')
    .replace(/\[([^\]\d][^\]]*)\]/g, '.$1')
    .replace(/\.x-kubernetes-validations\[\d+\]$/, '');

/** The hover of the field (or kind name) at `offset`, or null when no generated schema part came from there. */
export function goFieldHover(path: string, text: string, offset: number, ctx: GoAssistContext | undefined): HoverInfo | null {
  const files = contextFiles(path, text, ctx);
  const { line, column } = lineColumn(text, offset);
  const words = goWords(ctx?.locale);
  for (const c of generatedFrom(files)) {
    for (const [crdPath, r] of Object.entries(c.provenance)) {
      const root = SCHEMA.exec(crdPath);
      if (!root || r.file !== path || r.line !== line || column < r.column || column > (r.endColumn ?? r.column)) continue;
      const field = /^(.*)\.properties\.([^.]+)$/.exec(crdPath);
      if (!field && crdPath !== root[0]) continue;
      // the schema as the check worker generated it (with the built-in types), else as generated here
      const crd = (ctx?.crdText ? crdObjectsOf(ctx.crdText).get(c.name) : undefined) ?? c.crd;
      const schema = at(crd, crdPath) ?? at(c.crd, crdPath);
      if (!isObject(schema)) continue;
      const s = schema as JSONSchemaProps;
      const parent = field ? at(crd, field[1]) : undefined;
      const required = !!field && isObject(parent) && Array.isArray(parent.required) && parent.required.includes(field[2]);
      const fieldPath =
        crdPath
          .slice(root[0].length)
          .replace(/\.properties\./g, '.')
          .replace(/^\./, '') || '(root)';
      const format = typeof s.format === 'string' ? ` (${s.format})` : '';
      const lines = [`**${fieldPath}**: ${typeLabel(s)}${format}${field ? ` — ${required ? words.required : words.optional}` : ''}`];
      const desc = descriptionMarkdown(s, 400);
      if (desc) lines.push('', desc);
      const cons = constraintLines(s, false)
        .filter((l) => !l.startsWith('format:'))
        .map((l) => `- ${l}`);
      const props = isObject(schema.properties) ? Object.keys(schema.properties) : [];
      if (props.length) cons.push(`- ${words.properties}: ${props.slice(0, 12).map(codeSpan).join(', ')}${props.length > 12 ? ', …' : ''}`);
      if (cons.length) lines.push('', ...cons);
      const rules = Array.isArray(s['x-kubernetes-validations']) ? s['x-kubernetes-validations'] : [];
      if (rules.length) lines.push('', `${words.rules}:`, ...ruleLines(rules, crd, Number(root[1]), crdPath, files, ctx));
      const start = offsetAt(text, r.line, r.column);
      return { markdown: lines.join('\n'), range: { start, end: offsetAt(text, r.endLine ?? r.line, r.endColumn ?? r.column + 1) } };
    }
  }
  return null;
}

/** Each rule of a node with its estimated cost (max cost × cardinality) against the per-rule limit. */
function ruleLines(rules: { rule?: unknown }[], crd: JSONObject, version: number, crdPath: string, files: Parameters<typeof crdTextOf>[0], ctx: GoAssistContext | undefined): string[] {
  const words = goWords(ctx?.locale);
  const versionName = at(crd, `spec.versions[${version}].name`);
  const key = ruleNodeKey(crdPath);
  let reports: RuleReport[] = [];
  try {
    const result = checkCrdText(crdTextOf(files, ctx), ctx?.kubeVersion);
    const name = at(crd, 'metadata.name');
    reports = result.crds.find((c) => c.name === name)?.rules.filter((r) => ruleNodeKey(r.rulePath) === key && (typeof versionName !== 'string' || r.versions.includes(versionName))) ?? [];
  } catch {
    reports = [];
  }
  return rules.map((v) => {
    const rule = typeof v.rule === 'string' ? v.rule : '';
    const report = reports.find((r) => r.rule === rule);
    const cost = report?.totalCost !== undefined ? ` — ${words.estimatedCost(groupedNumber(report.totalCost), groupedNumber(report.costLimit))}` : '';
    return `- ${codeSpan(rule)}${cost}`;
  });
}
