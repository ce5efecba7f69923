// Hover in the object editors: the field as `kubectl explain` names it, its type, description,
// constraints, and the x-kubernetes-validations rules at that node with their result for this
// object (from check(), whose parsed texts and loaded CRDs are cached).
import { check } from '../pipeline/check';
import type { CheckResult, ObjectReport } from '../api';
import type { RuleResult } from '../cel/crd';
import { isObject } from '../apis/json';
import { nodeAt } from './context';
import { documentAt } from './cursor-lines';
import { loadedCRDs, notAnObject, objectTarget, schemaAt, typeMetaOf, versionsOf, type ObjectTarget, type SchemaNode } from './schema-at';
import { constraintLines, descriptionMarkdown, typeLabel } from './describe';
import { codeSpan, escapeMarkdown } from './mdtext';
import { objectText } from './object-complete';
import type { AuthoringInput, HoverInfo } from './types';

let lastCheck: { key: string; result: CheckResult } | undefined;

/** check() of the CRD editor with the object editor, as the app runs it (cached for repeated hovers). */
function checked(input: AuthoringInput, editor: 'objects' | 'old'): CheckResult {
  const text = objectText(input, editor);
  const request = editor === 'old' ? 'create' : (input.request ?? 'create');
  const old = request !== 'create' ? (input.texts.old ?? '') : '';
  const key = [input.kubeVersion ?? '', request, input.texts.crd, editor, text, old].join('\u0000');
  if (lastCheck?.key === key) return lastCheck.result;
  const result = check({
    sources: [
      { id: 'crd', text: input.texts.crd },
      { id: editor, text },
    ],
    oldSources: old ? [{ id: 'old', text: old }] : undefined,
    options: { kubeVersion: input.kubeVersion, request },
  });
  lastCheck = { key, result };
  return result;
}

export function objectHover(input: AuthoringInput, editor: 'objects' | 'old', offset: number): HoverInfo | null {
  const text = objectText(input, editor);
  const n = nodeAt(text, offset);
  if (!n) return null;
  const doc = documentAt(text, offset);
  const tm = typeMetaOf(text, doc.start, doc.end);
  const target = objectTarget(loadedCRDs(input), tm.apiVersion, tm.kind);
  if (notAnObject(text, doc.start, doc.end, [n.path[0]], target.root)) return null;
  if (n.path.length === 1 && (n.path[0] === 'apiVersion' || n.path[0] === 'kind') && !n.isKey) {
    return { range: n.span, markdown: typeMetaHover(target, tm) };
  }
  if (!target.root) {
    if (n.path.length !== 1) return null;
    return { range: n.span, markdown: typeMetaHover(target, tm) };
  }
  const node = schemaAt(target, n.path);
  if (!node) return null;
  const parts: string[] = [header(target, node)];
  if (node.kind === 'pruned') {
    parts.push('Not in the schema: the apiserver **prunes** this field (its parent has no `x-kubernetes-preserve-unknown-fields`).');
    return { range: n.span, markdown: parts.join('\n\n') };
  }
  if (node.kind === 'any') {
    parts.push('Inside a node with `x-kubernetes-preserve-unknown-fields`: kept as written, not validated.');
    return { range: n.span, markdown: parts.join('\n\n') };
  }
  const s = node.schema ?? {};
  const desc = descriptionMarkdown(s);
  if (desc) parts.push(desc);
  const cons = constraintLines(s, node.required === true);
  if (cons.length > 0) parts.push(cons.map((c) => `- ${c}`).join('\n'));
  const rules = rulesMarkdown(input, editor, n.docIndex, node);
  if (rules) parts.push(rules);
  return { range: n.span, markdown: parts.join('\n\n') };
}

function resourceName(target: ObjectTarget): string {
  const plural = target.crd?.spec?.names?.plural;
  return typeof plural === 'string' && plural ? plural : (target.kind ?? '').toLowerCase();
}

function header(target: ObjectTarget, node: SchemaNode): string {
  const field = [resourceName(target), ...node.explain].join('.');
  const type = node.kind === 'pruned' ? 'unknown field' : node.kind === 'any' ? 'any' : typeLabel(node.schema);
  const group = target.crd?.spec?.group ?? '';
  const version = target.version?.name ?? '';
  return `**${escapeMarkdown(field)}** ${codeSpan('<' + type + '>')}  \n${escapeMarkdown(`${target.crd?.spec?.names?.kind ?? ''} ${group}/${version}`)}`;
}

/** apiVersion/kind of the document: which CRD and version serve it, or why none does. */
function typeMetaHover(target: ObjectTarget, tm: { apiVersion?: string; kind?: string }): string {
  const crd = target.crd;
  if (!crd) {
    const names = target.crds.map((l) => `${l.crd?.spec?.names?.kind ?? ''} (${l.crd?.spec?.group ?? ''})`);
    const typed = `${tm.apiVersion ?? ''} ${tm.kind ?? ''}`.trim();
    // the CRDs are the CRD editor's in the playground, the workspace's CRD files in an editor
    const none = typed ? `No CRD serves ${codeSpan(typed)}.` : 'No CRD serves this document until its `apiVersion` and `kind` name one.';
    return none + (names.length > 0 ? `  \nCRDs: ${names.map(escapeMarkdown).join(', ')}` : '');
  }
  const lines = [`**${escapeMarkdown(crd.spec.names?.kind ?? '')}** · ${codeSpan(crd.metadata?.name ?? '')} · ${escapeMarkdown(crd.spec.scope ?? '')}`];
  const storage = target.loaded?.report.storageVersion;
  const vs = versionsOf(crd).map(
    (v) => `${codeSpan(`${crd.spec.group}/${v.name}`)}${v.served === true ? ' served' : ' not served'}${v.name === storage ? ', storage' : ''}${v.deprecated === true ? ', deprecated' : ''}`,
  );
  lines.push(vs.map((v) => `- ${v}`).join('\n'));
  if (target.notServed) lines.push(`${codeSpan(tm.apiVersion ?? '')}: this version is not served, objects of it are rejected.`);
  else if (target.version && !tm.apiVersion?.includes('/')) lines.push(`Completing with the schema of ${codeSpan(target.version.name)} until apiVersion names a version.`);
  return lines.join('\n\n');
}

const STATUS_MARK: Record<RuleResult['status'], string> = { passed: '✓ passed', failed: '✗ failed', error: '⚠ error', skipped: '– skipped' };

function rulesMarkdown(input: AuthoringInput, editor: 'objects' | 'old', docIndex: number, node: SchemaNode): string {
  const s = node.schema;
  const rules = Array.isArray(s?.['x-kubernetes-validations']) ? s!['x-kubernetes-validations'] : [];
  if (rules.length === 0 || !node.rulesPath) return '';
  let report: ObjectReport | undefined;
  try {
    report = checked(input, editor).objects.find((o) => o.source === editor && o.docIndex === docIndex);
  } catch {
    report = undefined;
  }
  const base = node.rulesPath.child('x-kubernetes-validations');
  const field = node.fieldPath.toString();
  const lines = rules.map((r, i) => {
    const rule = isObject(r) && typeof r.rule === 'string' ? r.rule : '';
    const path = base.index(i).toString();
    const results = (report?.rules ?? []).filter((x) => x.rulePath === path && (x.fieldPath === field || (field === '' && x.fieldPath === '<nil>')));
    const res = results[0];
    let status = report ? 'not evaluated for this object' : 'no result (the object was not checked)';
    if (res) {
      status = STATUS_MARK[res.status];
      if (res.status === 'failed' && res.message) status += `: ${escapeMarkdown(res.message)}`;
      if (res.status === 'error' && res.message) status += `: ${escapeMarkdown(res.message)}`;
      if (res.status === 'skipped' && res.skipReason) status += ` (${escapeMarkdown(res.skipReason)})`;
      if (res.ratcheted) status += ' (ratcheted)';
    }
    const msg = isObject(r) && typeof r.message === 'string' && r.message ? ` — ${escapeMarkdown(r.message)}` : '';
    return `- ${codeSpan(rule)}${msg}  \n  ${status}`;
  });
  return `**x-kubernetes-validations**\n${lines.join('\n')}`;
}
