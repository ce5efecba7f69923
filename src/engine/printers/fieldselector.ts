// Field selectors on custom resources: apimachinery fields.ParseSelector (terms, operators,
// escaping and its error texts), the CR converter's ConvertFieldLabel (which labels a version
// supports) and the strategy's GetAttrs (the field set of an object, selectableFields included).
import type { CustomResourceDefinition } from '../apis/crd';
import type { JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import { kubeMinor } from '../apis/kubeversion';
import { findJSONPathResults, parseJSONPath, type ListNode } from '../jsonpath/jsonpath';
import { goSprint } from '../golang/values';

export interface FieldSelectorTerm {
  field: string;
  /** `=` and `==` select equal values, `!=` different ones */
  operator: '=' | '==' | '!=';
  value: string;
}

const OPERATORS = ['!=', '==', '='] as const;

/** splitTerms: split at commas that are not escaped with a backslash. */
function splitTerms(selector: string): string[] {
  if (selector.length === 0) return [];
  const terms: string[] = [];
  let start = 0;
  let inSlash = false;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (inSlash) inSlash = false;
    else if (c === '\\') inSlash = true;
    else if (c === ',') {
      terms.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(selector.slice(start));
  return terms;
}

/** splitTerm: the first operator found scanning left to right (`!=`, then `==`, then `=`). */
function splitTerm(term: string): { lhs: string; op: FieldSelectorTerm['operator']; rhs: string } | null {
  for (let i = 0; i < term.length; i++) {
    for (const op of OPERATORS) {
      if (term.startsWith(op, i)) return { lhs: term.slice(0, i), op, rhs: term.slice(i + op.length) };
    }
  }
  return null;
}

/** UnescapeValue: `\\`, `\,` and `\=` are the only escapes; bare `,` and `=` are errors. */
function unescapeValue(s: string): { value: string } | { error: string } {
  if (!/[\\,=]/.test(s)) return { value: s };
  let out = '';
  let inSlash = false;
  for (const c of s) {
    if (inSlash) {
      if (c === '\\' || c === ',' || c === '=') out += c;
      else return { error: `invalid field selector: invalid escape sequence: \\${c}` };
      inSlash = false;
      continue;
    }
    if (c === '\\') inSlash = true;
    else if (c === ',' || c === '=') return { error: `invalid field selector: unescaped character in value: ${c.codePointAt(0)}` };
    else out += c;
  }
  if (inSlash) return { error: 'invalid field selector: invalid escape sequence: \\' };
  return { value: out };
}

/** fields.ParseSelector: the terms in sorted order (an empty selector selects everything). */
export function parseFieldSelector(selector: string): { terms: FieldSelectorTerm[] } | { error: string } {
  const parts = splitTerms(selector).sort(compareBytes);
  const terms: FieldSelectorTerm[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const t = splitTerm(part);
    if (!t) return { error: `invalid selector: '${selector}'; can't understand '${part}'` };
    const v = unescapeValue(t.rhs);
    if ('error' in v) return v;
    terms.push({ field: t.lhs, operator: t.op, value: v.value });
  }
  return { terms };
}

function compareBytes(a: string, b: string): number {
  const ea = new TextEncoder().encode(a);
  const eb = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(ea.length, eb.length); i++) if (ea[i] !== eb[i]) return ea[i] - eb[i];
  return ea.length - eb.length;
}

/** The jsonPaths of a version's selectableFields. */
function selectableFieldsOf(crd: CustomResourceDefinition, version: string): string[] {
  const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  const v = versions.find((x) => isObject(x as unknown as JSONValue) && x.name === version);
  const fields = Array.isArray(v?.selectableFields) ? v.selectableFields : [];
  return fields.map((sf) => (isObject(sf as unknown as JSONValue) && typeof sf.jsonPath === 'string' ? sf.jsonPath : ''));
}

/** The field labels a version accepts: metadata.name, metadata.namespace if namespaced, its selectableFields. */
export function selectableFieldLabels(crd: CustomResourceDefinition, version: string): string[] {
  const labels = ['metadata.name'];
  if (crd.spec.scope !== 'Cluster') labels.push('metadata.namespace');
  for (const sf of selectableFieldsOf(crd, version)) labels.push(sf.replace(/^\./, ''));
  return labels;
}

/** GetAttrs: the field set of one object, or null when the apiserver could not compute it. */
export function fieldSetOf(crd: CustomResourceDefinition, version: string, obj: JSONValue): Record<string, string> | null {
  const meta = isObject(obj) && isObject(obj.metadata) ? obj.metadata : {};
  const str = (v: JSONValue | undefined) => (typeof v === 'string' ? v : '');
  const set: Record<string, string> = { 'metadata.name': str(meta.name) };
  if (crd.spec.scope !== 'Cluster') set['metadata.namespace'] = str(meta.namespace);
  for (const jsonPath of selectableFieldsOf(crd, version)) {
    const name = jsonPath.replace(/^\./, '');
    const parsed = parseJSONPath(`{${jsonPath}}`);
    if (!parsed.ok) return null;
    const found = findJSONPathResults(parsed.ast as ListNode, obj, { allowMissingKeys: true });
    if (!found.ok) return null;
    let value: unknown = null;
    if (found.results.length > 0 && found.results[0].length > 0) {
      if (found.results.length > 1 || found.results[0].length > 1) return null; // more than one JSON path result
      value = found.results[0][0];
    }
    set[name] = value === null || value === undefined ? '' : goSprint(value);
  }
  return set;
}

/**
 * `kubectl get --field-selector <selector>` on a version of a CRD: the names of the matching
 * objects in order, or the apiserver's error (bad syntax, or `field label not supported: <label>`
 * for a field that is not selectable; terms are checked in sorted order).
 */
/**
 * The CustomResourceFieldSelectors gate: alpha (off by default) in 1.30, beta (on) from 1.31, GA in
 * 1.32. With it off the apiserver drops selectableFields and crConverter.ConvertFieldLabel knows
 * only metadata.name and metadata.namespace.
 */
function customResourceFieldSelectorsEnabled(kubeVersion: string | undefined): boolean {
  return kubeMinor(kubeVersion) >= 31;
}

export function matchFieldSelector(
  crd: CustomResourceDefinition,
  version: string,
  objects: JSONValue[],
  selector: string,
  kubeVersion?: string,
): { matches: string[]; indexes: number[] } | { error: string } {
  const parsed = parseFieldSelector(selector);
  if ('error' in parsed) return parsed;
  const labels = selectableFieldLabels(crd, version);
  const supported = new Set(customResourceFieldSelectorsEnabled(kubeVersion) ? labels : labels.filter((l) => l.startsWith('metadata.')));
  for (const t of parsed.terms) {
    if (!supported.has(t.field)) return { error: `field label not supported: ${t.field}` };
  }
  const matches: string[] = [];
  const indexes: number[] = [];
  objects.forEach((obj, i) => {
    const set = fieldSetOf(crd, version, obj);
    // objects whose attributes cannot be computed are not listed
    if (!set) return;
    const ok = parsed.terms.every((t) => ((set[t.field] ?? '') === t.value) === (t.operator !== '!='));
    if (ok) {
      matches.push(set['metadata.name']);
      indexes.push(i);
    }
  });
  return { matches, indexes };
}
