// Code actions for diagnostics whose message implies the fix. The diagnostics are the engine's
// check() result (cached per text), so a fix exists exactly where kube reports the problem:
//  - `estimated rule cost exceeds budget` (schema/cel compilation): the bounds suggestBounds found;
//  - `spec.versions: must have exactly one version marked as storage version` (ValidateCustomResourceDefinitionSpec);
//  - `…type: Required value: must not be empty for specified object fields` (validateStructuralInvariants): a type;
//  - `unknown field "…"` (pruning, objects editor): remove the field;
//  - `no matches for kind "K" in version "g/v"` (the RESTMapper, objects editor): a served version.
import { DEFAULT_KUBE_VERSION, type CheckResult, type CrdReport, type RuleReport } from '../api';
import type { Diagnostic } from '../diagnostics';
import type { DocPath } from '../field/path';
import { check } from '../pipeline/check';
import { parseCached } from '../pipeline/documents';
import { parseFieldPath } from '../pipeline/locate';
import type { JSONValue } from '../apis/json';
import type { ParsedDocument } from '../yaml/parsed';
import type { AuthoringInput, CodeAction, EditorId, TextEdit, TextSpan } from './types';
import { insertKey, removeEntry, replaceValue, setKey, valueAt, type Edit } from './yaml-edit';

const isObj = (v: unknown): v is Record<string, JSONValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The last result: code actions are asked for at every cursor move, mostly on unchanged texts. */
let last: { kubeVersion: string; crd: string; objects: string; result: CheckResult } | null = null;

function runCheck(input: AuthoringInput): CheckResult {
  const kubeVersion = input.kubeVersion ?? DEFAULT_KUBE_VERSION;
  const crd = input.texts.crd ?? '';
  const objects = input.texts.objects ?? '';
  if (last && last.kubeVersion === kubeVersion && last.crd === crd && last.objects === objects) return last.result;
  const result = check({
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: objects },
    ],
    options: { kubeVersion },
  });
  last = { kubeVersion, crd, objects, result };
  return result;
}

function intersects(d: Diagnostic, span: TextSpan): boolean {
  if (!d.range) return false;
  return d.range.start.offset <= span.end && d.range.end.offset >= span.start;
}

export function quickFixes(input: AuthoringInput, editor: EditorId, span: TextSpan): CodeAction[] {
  try {
    if (editor !== 'crd' && editor !== 'objects') return [];
    const text = input.texts[editor] ?? '';
    const result = runCheck(input);
    const docs = parseCached(text);
    const out: CodeAction[] = [];
    const seen = new Set<string>();
    const push = (a: CodeAction | null) => {
      if (!a || a.edits.length === 0 || seen.has(a.title)) return;
      seen.add(a.title);
      out.push(a);
    };
    for (const d of result.diagnostics) {
      if (d.source !== editor || !intersects(d, span)) continue;
      const doc = docs[d.docIndex];
      if (!doc || doc.value === undefined) continue;
      const mk = (title: string, edits: (Edit | null)[], isPreferred?: boolean): CodeAction | null => {
        const es = edits.filter((e): e is Edit => e !== null).map((e): TextEdit => ({ editor, span: e.span, text: e.text }));
        return es.length === edits.length ? { title, kind: 'quickfix', edits: es, ...(isPreferred ? { isPreferred } : {}) } : null;
      };
      if (editor === 'crd') {
        const crd = result.crds.find((c) => c.source === 'crd' && c.docIndex === d.docIndex);
        if (d.detail.includes('must have exactly one version marked as storage version')) storageFixes(doc, crd).forEach((f) => push(mk(f.title, f.edits, f.preferred)));
        else if (d.type === 'FieldValueRequired' && /\.type$/.test(d.field) && d.detail.startsWith('must not be empty') && d.path?.[d.path.length - 1] === 'type') {
          typeFixes(doc, d.path.slice(0, -1)).forEach((f) => push(mk(f.title, f.edits, f.preferred)));
        } else if (/estimated rule cost exceeds budget|contributed to estimated rule cost total/.test(d.detail) && crd) {
          const rule = crd.rules.find((r) => d.field === `${r.rulePath}.rule`);
          if (rule) push(boundsFix(doc, rule, mk));
        }
      } else {
        if (d.origin === 'pruning' && d.path) push(mk(`Remove unknown field "${d.field}" (the apiserver prunes it)`, [removeEntry(doc, d.path)], true));
        else if (d.detail.startsWith('no matches for kind')) apiVersionFixes(doc, result.crds).forEach((f) => push(mk(f.title, f.edits, f.preferred)));
      }
    }
    return out;
  } catch {
    return [];
  }
}

interface Fix {
  title: string;
  edits: (Edit | null)[];
  preferred?: boolean;
}

/** Exactly one storage version: mark one (none marked) or keep one (several marked). */
function storageFixes(doc: ParsedDocument, crd: CrdReport | undefined): Fix[] {
  const versions = valueAt(doc.value, ['spec', 'versions']);
  if (!Array.isArray(versions)) return [];
  const named = versions.map((v, i) => ({ i, name: isObj(v) && typeof v.name === 'string' ? v.name : `#${i}`, storage: isObj(v) && v.storage === true, served: isObj(v) && v.served === true }));
  // Kubernetes priority order (the report sorts versions), served ones first
  const order = crd?.versions.map((v) => v.name) ?? [];
  const rank = (n: string) => (order.indexOf(n) < 0 ? order.length : order.indexOf(n));
  named.sort((a, b) => Number(b.served) - Number(a.served) || rank(a.name) - rank(b.name));
  const marked = named.filter((v) => v.storage);
  if (marked.length === 0) {
    return named.map((v, k) => ({ title: `Mark version ${v.name} as the storage version`, edits: [setKey(doc, ['spec', 'versions', v.i], 'storage', 'true')], preferred: k === 0 }));
  }
  return marked.map((keep, k) => ({
    title: `Keep ${keep.name} as the only storage version`,
    edits: marked.filter((v) => v !== keep).map((v) => replaceValue(doc, ['spec', 'versions', v.i, 'storage'], 'false')),
    preferred: k === 0,
  }));
}

/** The type a schema node's other keywords imply, or the candidates when nothing does. */
function inferTypes(node: JSONValue | undefined, atRoot: boolean): string[] {
  if (atRoot) return ['object'];
  const n = isObj(node) ? node : {};
  const has = (...ks: string[]) => ks.some((k) => k in n);
  if (has('properties', 'additionalProperties', 'required', 'minProperties', 'maxProperties', 'x-kubernetes-map-type', 'x-kubernetes-embedded-resource')) return ['object'];
  if (has('items', 'minItems', 'maxItems', 'x-kubernetes-list-type', 'x-kubernetes-list-map-keys')) return ['array'];
  if (n.format === 'int32' || n.format === 'int64') return ['integer'];
  if (n.format === 'float' || n.format === 'double') return ['number'];
  if (has('pattern', 'minLength', 'maxLength', 'format')) return ['string'];
  const sample = Array.isArray(n.enum) && n.enum.length > 0 ? n.enum[0] : n.default;
  if (typeof sample === 'string') return ['string'];
  if (typeof sample === 'boolean') return ['boolean'];
  if (typeof sample === 'number') return [Number.isInteger(sample) ? 'integer' : 'number'];
  if (Array.isArray(sample)) return ['array'];
  if (isObj(sample)) return ['object'];
  if (has('minimum', 'maximum', 'multipleOf')) return ['integer', 'number'];
  return ['string', 'object', 'integer', 'boolean', 'number'];
}

function typeFixes(doc: ParsedDocument, nodePath: DocPath): Fix[] {
  const node = valueAt(doc.value, nodePath);
  if (!isObj(node)) return [];
  const atRoot = nodePath[nodePath.length - 1] === 'openAPIV3Schema';
  return inferTypes(node, atRoot).map((t, k) => ({ title: `Add type: ${t}`, edits: [insertKey(doc, nodePath, 'type', t)], preferred: k === 0 }));
}

/** The document paths of the openAPIV3Schema a rule report belongs to. */
function schemaRoots(doc: ParsedDocument, rule: RuleReport): DocPath[] {
  const m = /^spec\.versions\[(\d+)\]\.schema\.openAPIV3Schema/.exec(rule.rulePath);
  if (m) return [['spec', 'versions', Number(m[1]), 'schema', 'openAPIV3Schema']];
  if (!rule.rulePath.startsWith('spec.validation.openAPIV3Schema')) return [];
  if (isObj(valueAt(doc.value, ['spec', 'validation', 'openAPIV3Schema']))) return [['spec', 'validation', 'openAPIV3Schema']];
  // a v1 CRD whose versions share one schema: it is compiled once, and every copy gets the bound
  const versions = valueAt(doc.value, ['spec', 'versions']);
  if (!Array.isArray(versions)) return [];
  return versions.flatMap((v, i) => (isObj(v) && isObj(valueAt(v, ['schema', 'openAPIV3Schema'])) ? [['spec', 'versions', i, 'schema', 'openAPIV3Schema'] as DocPath] : []));
}

function boundsFix(doc: ParsedDocument, rule: RuleReport, mk: (title: string, edits: (Edit | null)[], preferred?: boolean) => CodeAction | null): CodeAction | null {
  const s = rule.suggestion;
  if (!s || s.additions.length === 0) return null;
  const roots = schemaRoots(doc, rule);
  const edits: (Edit | null)[] = [];
  for (const root of roots) {
    for (const a of s.additions) {
      const steps = a.schemaPath ? parseFieldPath(a.schemaPath) : [];
      edits.push(setKey(doc, [...root, ...steps], a.keyword, String(a.value)));
    }
  }
  const what = s.additions.map((a) => `${a.keyword}: ${a.value} at ${a.path || '(root)'}`).join(', ');
  return mk(`Add ${what} (estimated cost ${s.cost.toLocaleString('en-US')} → ${s.resultingCost.toLocaleString('en-US')})`, edits, true);
}

/** The served versions of the CRDs that define the object's kind. */
function apiVersionFixes(doc: ParsedDocument, crds: CrdReport[]): Fix[] {
  const kind = isObj(doc.value) ? doc.value.kind : undefined;
  if (typeof kind !== 'string') return [];
  const out: Fix[] = [];
  for (const c of crds) {
    if (c.kind !== kind || !c.group) continue;
    for (const v of c.versions) {
      if (!v.served) continue;
      const apiVersion = `${c.group}/${v.name}`;
      const has = isObj(doc.value) && 'apiVersion' in doc.value && doc.value.apiVersion !== null;
      out.push({
        title: `Change apiVersion to ${apiVersion}${v.storage ? ' (storage version)' : ''}`,
        edits: [has ? replaceValue(doc, ['apiVersion'], apiVersion) : insertKey(doc, [], 'apiVersion', apiVersion)],
        preferred: v.default,
      });
    }
  }
  return out;
}
