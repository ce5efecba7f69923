// Fill in: code actions on a custom object that misses required fields. The missing fields are the
// "Required value" errors check() reports (validate.requiredValidator via ValidateCustomResource,
// and ObjectMeta's "name or generateName is required") whose range meets the span, or whose
// mapping holds the cursor. Each gets an action inserting `field: value` with the mapping's
// indentation — the schema default, or a value from the sample generator that satisfies
// type/enum/pattern — and an object missing several gets "Add all missing required fields".
import { check } from '../pipeline/check';
import { parseCached } from '../pipeline/documents';
import type { Diagnostic } from '../diagnostics';
import type { DocPath } from '../field/path';
import type { ParsedDocument } from '../yaml/parsed';
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { loadedCRDs, objectTarget, schemaAt } from './schema-at';
import { sampleValue } from '../sample/tree';
import { yamlValueText } from '../sample/sample';
import type { AuthoringInput, CodeAction, EditorId, TextEdit, TextSpan } from './types';
import { stringifyJSON } from '../golang/json';

interface Missing {
  docIndex: number;
  /** The mapping that lacks the field. */
  parent: DocPath;
  key: string;
  /** The field path as kube prints it (`spec.image`). */
  field: string;
  value: JSONValue;
  /** The error's own place meets the span. */
  near: boolean;
  /** Its mapping holds the span. */
  inParent: boolean;
}

interface Insertion {
  offset: number;
  /** Deeper mappings insert first when two insert at the same place. */
  depth: number;
  text: string;
  /** Replaces up to here (a key written with no value); equal to offset for a plain insertion. */
  end: number;
}

export function fillInActions(input: AuthoringInput, editor: EditorId, span: TextSpan): CodeAction[] {
  if (editor !== 'objects' && editor !== 'old') return [];
  const text = editor === 'objects' ? input.texts.objects : (input.texts.old ?? '');
  if (text.trim() === '') return [];
  const diagnostics = checked(input.texts.crd, editor, text, input.kubeVersion);
  const docs = parseCached(text);
  const missing = missingFields(input, diagnostics, editor, docs, span);
  const actions: CodeAction[] = [];
  const byDoc = new Map<number, Missing[]>();
  // the fields missing where the cursor is (its innermost mapping); with none there, every field the object misses
  const deepest = Math.max(-1, ...missing.filter((m) => m.inParent).map((m) => m.parent.length));
  const here = missing.filter((m) => m.near || (m.inParent && m.parent.length === deepest));
  const near = here.length > 0 ? here : missing;
  for (const m of missing) {
    const edit = editFor(docs[m.docIndex], [m], editor);
    if (!edit) continue;
    if (near.includes(m)) actions.push({ title: `Add required field ${m.field}`, kind: 'quickfix', edits: [edit], isPreferred: missing.length === 1 });
    byDoc.set(m.docIndex, [...(byDoc.get(m.docIndex) ?? []), m]);
  }
  for (const [docIndex, all] of byDoc) {
    if (all.length < 2) continue;
    const edit = editFor(docs[docIndex], all, editor);
    if (edit) actions.push({ title: 'Add all missing required fields', kind: 'quickfix', edits: [edit], isPreferred: true });
  }
  return actions;
}

/** The last check() of the texts: code actions are asked at every cursor move, the texts change less often. */
const last = { key: '', crd: '', diagnostics: [] as Diagnostic[] };

function checked(crd: string, editor: EditorId, text: string, kubeVersion: string | undefined): Diagnostic[] {
  const key = `${kubeVersion ?? ''}\u0000${editor}\u0000${crd.length}\u0000${text}`;
  if (last.key === key && last.crd === crd) return last.diagnostics;
  const result = check({
    sources: [
      { id: 'crd', text: crd },
      { id: editor, text },
    ],
    options: { kubeVersion },
  });
  last.key = key;
  last.crd = crd;
  last.diagnostics = result.diagnostics;
  return result.diagnostics;
}

function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.start <= b.end && b.start <= a.end;
}

function missingFields(input: AuthoringInput, diags: Diagnostic[], editor: EditorId, docs: ParsedDocument[], span: TextSpan): Missing[] {
  const out: Missing[] = [];
  const seen = new Set<string>();
  const crds = loadedCRDs(input);
  for (const d of diags) {
    if (d.source !== editor || d.severity !== 'error' || d.type !== 'FieldValueRequired' || d.ratcheted) continue;
    const doc = docs[d.docIndex];
    const path = d.path;
    if (!doc || !Array.isArray(path) || path.length === 0 || !isObject(doc.value ?? null)) continue;
    const key = path[path.length - 1];
    if (typeof key !== 'string') continue;
    const parent = path.slice(0, -1);
    const parentValue = valueAt(doc.value, parent);
    // the mapping exists (a missing parent is reported as missing itself)
    if (!isObject(parentValue ?? null) && parentValue !== null) continue;
    // the object the cursor is in
    if (!overlaps({ start: doc.range.start.offset, end: doc.range.end.offset }, span)) continue;
    const id = `${d.docIndex}\u0000${JSON.stringify(path)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const value = valueFor(crds, doc.value as JSONObject, path);
    if (value === undefined) continue;
    const loc = doc.locate(parent);
    const own = d.range ? { start: d.range.start.offset, end: d.range.end.offset } : undefined;
    const inParent = loc.depth === parent.length && overlaps({ start: loc.range.start.offset, end: loc.range.end.offset }, span);
    out.push({ docIndex: d.docIndex, parent, key, field: d.field || path.join('.'), value, near: own !== undefined && overlaps(own, span), inParent });
  }
  return out;
}

function valueAt(v: JSONValue | undefined, path: DocPath): JSONValue | undefined {
  let cur = v;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObject(cur ?? null)) cur = (cur as JSONObject)[String(seg)];
    else return undefined;
  }
  return cur;
}

/** The default, or a value the sample generator finds, for the field at `path`. */
function valueFor(crds: ReturnType<typeof loadedCRDs>, object: JSONObject, path: DocPath): JSONValue | undefined {
  const apiVersion = typeof object.apiVersion === 'string' ? object.apiVersion : undefined;
  const kind = typeof object.kind === 'string' ? object.kind : undefined;
  if (path.length === 2 && path[0] === 'metadata' && path[1] === 'name') return `${(kind ?? 'object').toLowerCase().replace(/[^a-z0-9-]/g, '')}-sample`.replace(/^-+/, '') || 'example';
  const target = objectTarget(crds, apiVersion, kind);
  const node = schemaAt(target, path);
  const schema: JSONSchemaProps | undefined = node?.schema;
  if (!schema) return undefined;
  const ctx = { full: false, notes: new Map<string, string>(), budget: 5_000 };
  return sampleValue(schema, '', ctx, {}, 0);
}

/** The entry text `key: value` at `indent`, first line without indentation. */
function entryText(key: string, value: JSONValue, indent: number): string {
  const k = yamlValueText(key);
  const empty = (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);
  if (value === null || typeof value !== 'object' || empty) return `${k}: ${empty ? (Array.isArray(value) ? '[]' : '{}') : yamlValueText(value)}`;
  const pad = ' '.repeat(indent + 2);
  const body = yamlValueText(value)
    .split('\n')
    .map((l) => pad + l)
    .join('\n');
  return `${k}:\n${body}`;
}

/** One edit adding every field of `fields` (all in one document) where its mapping is written. */
function editFor(doc: ParsedDocument | undefined, fields: Missing[], editor: EditorId): TextEdit | null {
  if (!doc) return null;
  const groups = new Map<string, Missing[]>();
  const insertions: Insertion[] = [];
  for (const f of fields) {
    const parent = valueAt(doc.value, f.parent);
    if (isObject(parent ?? null) && (parent as JSONObject)[f.key] === null) {
      // `key:` written with no value (null is dropped, so the field counts as missing)
      const ins = nullEntry(doc, [...f.parent, f.key], (indent) => entryText(f.key, f.value, indent).slice(yamlValueText(f.key).length + 1));
      if (!ins) return null;
      insertions.push(ins);
      continue;
    }
    const k = JSON.stringify(f.parent);
    groups.set(k, [...(groups.get(k) ?? []), f]);
  }
  for (const group of groups.values()) {
    const ins = insertionFor(doc, group[0].parent, group);
    if (!ins) return null;
    insertions.push(ins);
  }
  // several mappings: one edit spanning them all, so the edits never overlap
  insertions.sort((a, b) => a.offset - b.offset || b.depth - a.depth);
  const start = insertions[0].offset;
  const end = Math.max(...insertions.map((i) => i.end));
  let out = '';
  let at = start;
  for (const ins of insertions) {
    if (ins.offset < at) return null; // overlapping replacements: give up rather than corrupt
    out += doc.text.slice(at, ins.offset) + ins.text;
    at = ins.end;
  }
  out += doc.text.slice(at, end);
  return { editor, span: { start, end }, text: out };
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl > 0 && text[nl - 1] === '\r' ? nl - 1 : nl;
}

/** `key:` (or `key: null`) at `path`, written again as `key:` + what `after` gives for its indentation. */
function nullEntry(doc: ParsedDocument, path: DocPath, after: (indent: number) => string): Insertion | null {
  const text = doc.text;
  const loc = doc.locate(path);
  if (path.length === 0 || loc.depth !== path.length || !loc.keyRange) return null;
  const keyStart = loc.keyRange.start.offset;
  const indent = keyStart - lineStart(text, keyStart);
  const end = lineEnd(text, keyStart);
  const m = /^((?:"[^"]*"|'[^']*'|[^:#{}]+?)\s*:)(?:\s*(?:null|~|Null|NULL))?\s*(#.*)?$/.exec(text.slice(keyStart, end));
  if (!m) return null;
  return { offset: keyStart, end, depth: path.length, text: `${m[1]}${m[2] ? ` ${m[2]}` : ''}${after(indent)}` };
}

function insertionFor(doc: ParsedDocument, parent: DocPath, fields: Missing[]): Insertion | null {
  const text = doc.text;
  const value = valueAt(doc.value, parent);
  const depth = parent.length;
  if (value === null) {
    return nullEntry(doc, parent, (indent) => '\n' + fields.map((f) => ' '.repeat(indent + 2) + entryText(f.key, f.value, indent + 2)).join('\n'));
  }
  if (!isObject(value)) return null;
  const loc = doc.locate(parent);
  if (loc.depth !== parent.length) return null;
  let start = parent.length === 0 ? firstKeyOffset(doc) : loc.range.start.offset;
  if (start < 0) return null;
  if (parent.length === 0) {
    // a JSON (flow) document: its `{` comes before the first key
    let b = start - 1;
    while (b >= 0 && /\s/.test(text[b])) b--;
    if (text[b] === '{') start = b;
  }
  if (text[start] === '{') {
    // flow mapping: the fields go first, as flow (JSON) values
    const empty = /^\{\s*\}/.test(text.slice(start, start + 64));
    const entries = fields.map((f) => `${stringifyJSON(f.key)}: ${stringifyJSON(f.value)}`).join(', ');
    return { offset: start + 1, end: start + 1, depth, text: empty ? entries : `${entries}, ` };
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return null;
  // block mapping: after the line where its last entry ends, at the column of its keys
  const first = doc.locate([...parent, keys[0]]);
  const firstKey = first.keyRange?.start.offset;
  if (firstKey === undefined) return null;
  const indent = firstKey - lineStart(text, firstKey);
  const last = doc.locate([...parent, keys[keys.length - 1]]);
  let e = last.range.end.offset;
  while (e > 0 && /\s/.test(text[e - 1])) e--;
  const at = lineEnd(text, Math.max(e - 1, 0));
  const entries = fields.map((f) => `\n${' '.repeat(indent)}${entryText(f.key, f.value, indent)}`).join('');
  return { offset: at, end: at, depth, text: entries };
}

/** The offset of the document's first key (its root mapping), -1 when there is none. */
function firstKeyOffset(doc: ParsedDocument): number {
  const keys = isObject(doc.value ?? null) ? Object.keys(doc.value as JSONObject) : [];
  if (keys.length === 0) return -1;
  const loc = doc.locate([keys[0]]);
  return loc.keyRange?.start.offset ?? -1;
}
