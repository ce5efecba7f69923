// The cost quick fix in Go: an x-kubernetes-validations rule (a `+kubebuilder:validation:XValidation`
// marker) whose estimated cost exceeds its budget gets the bounds the YAML quick fix and the CEL view
// propose (cel/crd/suggest.ts suggestBounds, the same N), written as markers above the Go fields that
// lack them: `+kubebuilder:validation:MaxItems=N`, `MaxLength=N`, `MaxProperties=N`, and for the items
// of a list `+kubebuilder:validation:items:MaxLength=N` (controller-tools pkg/crd/markers validation.go
// registers the `items:` forms for fields). A bound nothing in Go can express (map values, items of
// items, a field of a built-in k8s.io/api type) means no fix: a partial one would leave the error.
import type { Diagnostic } from '../diagnostics';
import type { BoundAddition } from '../cel/crd/suggest';
import { crdPathOf } from '../ops/generate-check';
import type { GoPosition } from '../ops/generate';
import { parseFieldPath } from '../pipeline/locate';
import { checkCrdText, contextFiles, crdTextOf, generatedFrom, lineStartAt, offsetAt, type GoAssistContext, type GoCodeAction } from './go-context';
import { goWords, groupedNumber } from './go-words';
import type { TextSpan } from './types';

/** Only files with a rule marker can hold the rule of a cost error (the others skip generation). */
const COST_RULE_HINT = /\+kubebuilder:validation:(?:XValidation|ExactlyOneOf|AtMostOneOf|AtLeastOneOf)/;
const COST_ERROR = /estimated rule cost exceeds budget|contributed to estimated rule cost total/;

const MARKER_OF: Record<BoundAddition['keyword'], string> = { maxItems: 'MaxItems', maxLength: 'MaxLength', maxProperties: 'MaxProperties' };

/** The marker and the CRD path of the Go field it goes on, for one bound (null: no marker expresses it). */
function markerFor(schemaRoot: string, a: BoundAddition): { fieldKey: string; marker: string; field: string } | null {
  const steps = a.schemaPath ? parseFieldPath(a.schemaPath).map(String) : [];
  const n = steps.length;
  if (n >= 2 && steps[n - 2] === 'properties') {
    return { fieldKey: `${schemaRoot}.${steps.join('.')}`, marker: `+kubebuilder:validation:${MARKER_OF[a.keyword]}=${a.value}`, field: steps[n - 1]! };
  }
  if (n >= 3 && steps[n - 1] === 'items' && steps[n - 3] === 'properties') {
    return { fieldKey: `${schemaRoot}.${steps.slice(0, -1).join('.')}`, marker: `+kubebuilder:validation:items:${MARKER_OF[a.keyword]}=${a.value}`, field: steps[n - 2]! };
  }
  return null;
}

const spanOf = (text: string, p: GoPosition): TextSpan => {
  const start = offsetAt(text, p.line, p.column);
  return { start, end: p.endLine !== undefined && p.endColumn !== undefined ? offsetAt(text, p.endLine, p.endColumn) : start + 1 };
};

const touches = (a: TextSpan, b: TextSpan) => a.start <= b.end && b.start <= a.end;

/** The comment lines right above `lineStart` (the field's doc comment as written). */
function commentAbove(text: string, lineStart: number): string {
  let end = lineStart;
  let out = '';
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 2) + 1;
    const line = text.slice(start, end);
    if (!/^\s*\/\//.test(line)) break;
    out = line + out;
    end = start;
  }
  return out;
}

/** The cost quick fixes whose rule marker or whose fields lacking a bound touch `span`. */
export function costFixes(path: string, text: string, span: TextSpan, ctx: GoAssistContext | undefined): GoCodeAction[] {
  const files = contextFiles(path, text, ctx);
  if (!COST_RULE_HINT.test(text)) return [];
  const generated = generatedFrom(files);
  const result = checkCrdText(crdTextOf(files, ctx), ctx?.kubeVersion);
  const words = goWords(ctx?.locale);
  const out: GoCodeAction[] = [];
  const seen = new Set<string>();
  for (const d of result.diagnostics as Diagnostic[]) {
    if (!d.path || !COST_ERROR.test(d.detail)) continue;
    const report = result.crds.find((c) => c.source === d.source && c.docIndex === d.docIndex);
    const rule = report?.rules.find((r) => d.field === `${r.rulePath}.rule`);
    const s = rule?.suggestion;
    const gen = generated.find((g) => g.name === report?.name);
    if (!s || s.additions.length === 0 || !gen) continue;
    const rulePath = crdPathOf(d.path);
    const root = /^spec\.versions\[\d+\]\.schema\.openAPIV3Schema/.exec(rulePath)?.[0];
    const rulePos = gen.provenance[rulePath.replace(/\.rule$/, '')] ?? gen.provenance[rulePath];
    if (!root || !rulePos || rulePos.file !== path) continue;
    // every bound as a marker line above its field (one edit per field), all in this file
    const inserts = new Map<number, { indent: string; markers: string[] }>();
    const byField = new Map<string, string[]>();
    let near = touches(span, spanOf(text, rulePos));
    let expressible = true;
    for (const a of s.additions) {
      const m = markerFor(root, a);
      const pos = m && gen.provenance[m.fieldKey];
      if (!m || !pos || pos.file !== path) {
        expressible = false;
        break;
      }
      const fieldSpan = spanOf(text, pos);
      const line = lineStartAt(text, fieldSpan.start);
      const name = m.marker.slice(0, m.marker.indexOf('=') + 1);
      if (commentAbove(text, line.start).includes(name)) {
        expressible = false; // the bound is written already: the result asked about is older than the text
        break;
      }
      near ||= touches(span, { start: line.start, end: fieldSpan.end });
      const at = inserts.get(line.start) ?? { indent: line.indent, markers: [] };
      at.markers.push(m.marker);
      inserts.set(line.start, at);
      const field = text.slice(fieldSpan.start, fieldSpan.end) || m.field;
      byField.set(field, [...(byField.get(field) ?? []), m.marker]);
    }
    if (!expressible || !near) continue;
    const what = [...byField].map(([field, ms]) => words.boundOn(ms.join(', '), field)).join('; ');
    const title = words.addBounds(what, groupedNumber(s.cost), groupedNumber(s.resultingCost));
    if (seen.has(title)) continue;
    seen.add(title);
    const edits = [...inserts].map(([at, v]) => ({ span: { start: at, end: at }, text: v.markers.map((m) => `${v.indent}// ${m}\n`).join('') }));
    out.push({ title, kind: 'quickfix', isPreferred: true, edits });
  }
  return out;
}
