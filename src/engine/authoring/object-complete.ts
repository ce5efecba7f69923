// Completion in the object editors: the fields, values and type meta an object of the CRD may
// hold at the cursor, from the schema of the version it names (see schema-at.ts). Fields the
// apiserver would prune are never offered: only properties of the schema (and ObjectMeta/TypeMeta
// at object roots) are.
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { cursorContext, type CursorContext } from './context';
import { loadedCRDs, notAnObject, objectTarget, schemaAt, step, fieldsOf, rootNode, typeMetaOf, versionsOf, type ObjectTarget, type SchemaNode } from './schema-at';
import { META_WRITABLE } from './meta-docs';
import { typeLabel, isMapping, isList, yamlScalar, constraintLines, snippetText, yamlKey } from './describe';
import { escapeMarkdown, firstLine } from './mdtext';
import type { AuthoringInput, CompletionItem, CompletionList } from './types';

/** More enum values than this are cut (the list says it is incomplete). */
const MAX_VALUE_ITEMS = 500;

export function objectText(input: AuthoringInput, editor: 'objects' | 'old'): string {
  return (editor === 'old' ? input.texts.old : input.texts.objects) ?? '';
}

export function objectComplete(input: AuthoringInput, editor: 'objects' | 'old', offset: number): CompletionList | null {
  const text = objectText(input, editor);
  const ctx = cursorContext(text, offset);
  if (ctx.inert) return null;
  const tm = typeMetaOf(text, ctx.docStart, ctx.docEnd);
  const target = objectTarget(loadedCRDs(input), tm.apiVersion, tm.kind);
  if (notAnObject(text, ctx.docStart, ctx.docEnd, ctx.path.length > 0 ? [ctx.path[0]] : ctx.position === 'value' ? [ctx.key] : ctx.siblings, target.root)) return null;
  const items: CompletionItem[] = [];
  let incomplete = false;
  if (ctx.position === 'value') {
    if (ctx.path.length === 0 && (ctx.key === 'apiVersion' || ctx.key === 'kind')) items.push(...typeMetaValues(ctx, target, tm));
    else {
      const node = nodeAtPath(target, [...ctx.path, ctx.key ?? '']);
      if (node) incomplete = valueItems(node, ctx, items);
    }
  } else if (ctx.position === 'item') {
    const list = nodeAtPath(target, ctx.path);
    const item = list ? step(list, ctx.index ?? 0) : undefined;
    if (item && isMapping(item.schema)) items.push(...keyItems(item, ctx, true));
    else if (item) incomplete = valueItems(item, ctx, items);
  } else {
    const node = nodeAtPath(target, ctx.path);
    if (node) items.push(...keyItems(node, ctx, false));
  }
  if (items.length === 0) return null;
  return incomplete ? { items, isIncomplete: true } : { items };
}

/** The node at a path; at the root without a matching CRD, the TypeMeta/ObjectMeta of any object. */
function nodeAtPath(target: ObjectTarget, path: (string | number)[]): SchemaNode | undefined {
  if (target.root) return schemaAt(target, path);
  if (target.notServed) return undefined;
  // no CRD (yet): an object still has apiVersion, kind and metadata
  let node: SchemaNode | undefined = rootNode({ type: 'object' });
  for (const seg of path) {
    node = node && step(node, seg);
    if (!node || node.kind === 'pruned') return undefined;
  }
  return node;
}

function keyItems(node: SchemaNode, ctx: CursorContext, listItem: boolean): CompletionItem[] {
  const present = new Set(ctx.siblings);
  const mapKeys = listItem ? listMapKeys(node.parent?.schema) : [];
  const out: CompletionItem[] = [];
  const meta = node.kind === 'meta' && node.explain[node.explain.length - 1] === 'metadata';
  for (const f of fieldsOf(node)) {
    if (present.has(f.name)) continue;
    const keyField = mapKeys.includes(f.name);
    // order: list-map keys, required, apiVersion/kind/metadata at roots, the rest alphabetically
    const rank = keyField ? 0 : f.required ? 1 : meta ? (META_WRITABLE.includes(f.name) ? 2 : 4) : 3;
    const sub = meta && META_WRITABLE.includes(f.name) ? String(META_WRITABLE.indexOf(f.name)).padStart(2, '0') : f.name;
    const type = typeLabel(f.schema);
    const detail = [type, f.required ? 'required' : '', keyField ? 'list map key' : ''].filter(Boolean).join(' · ');
    const docs = [firstLine(typeof f.schema.description === 'string' ? f.schema.description : '', 300)].filter(Boolean).map(escapeMarkdown);
    const cons = constraintLines(f.schema, false);
    if (cons.length > 0) docs.push(cons.join(' · '));
    const item: CompletionItem = {
      label: f.name,
      kind: 'property',
      detail,
      insertText: yamlKey(f.name),
      range: ctx.word,
      sortText: `${rank}_${sub}`,
    };
    if (docs.length > 0) item.documentation = docs.join('\n\n');
    if (f.required) item.required = true;
    if (!ctx.colon) keyInsert(item, f.schema, ctx);
    out.push(item);
  }
  return out;
}

/** `name: ` with what follows: a nested block for mappings and lists, the default, or the value choices. */
function keyInsert(item: CompletionItem, s: JSONSchemaProps, ctx: CursorContext): void {
  const key = ctx.quoted ? item.label.replace(new RegExp(ctx.quoted, 'g'), ctx.quoted === '"' ? '\\"' : "''") : item.insertText;
  if (ctx.quoted) {
    // "key|" in a JSON or flow document: close the quote, then the value; a closing quote there (typed by the editor) is taken in
    item.insertText = `${key}${ctx.quoted}: `;
    if (ctx.closedQuote) item.range = { start: item.range.start, end: item.range.end + 1 };
    return;
  }
  if (ctx.inFlow) {
    item.insertText = `${ctx.json ? JSON.stringify(item.label) : key}: `;
    item.triggerSuggest = hasChoices(s);
    return;
  }
  if (isMapping(s) || (isList(s) && !Array.isArray(s.default))) {
    const list = isList(s);
    item.insertText = `${snippetText(key)}:\n  ${list ? '- ' : ''}$0`;
    item.snippet = true;
    return;
  }
  if (s.default !== undefined && !Array.isArray(s.enum)) {
    item.insertText = `${snippetText(key)}: \${1:${snippetText(yamlScalar(s.default as JSONValue))}}`;
    item.snippet = true;
    return;
  }
  item.insertText = `${key}: `;
  item.triggerSuggest = hasChoices(s);
}

function hasChoices(s: JSONSchemaProps): boolean {
  return Array.isArray(s.enum) || s.type === 'boolean' || s.default !== undefined;
}

function listMapKeys(list: JSONSchemaProps | undefined): string[] {
  if (!list || list['x-kubernetes-list-type'] !== 'map') return [];
  const keys = list['x-kubernetes-list-map-keys'];
  return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
}

/** Values of a scalar node: enum values, booleans, the default, null when nullable. Returns whether the list was cut. */
function valueItems(node: SchemaNode, ctx: CursorContext, out: CompletionItem[]): boolean {
  const s = node.schema;
  if (!s || node.kind === 'pruned' || node.kind === 'any') return false;
  const seen = new Set<string>();
  const add = (v: JSONValue, kind: CompletionItem['kind'], rank: number, detail: string) => {
    const text = ctx.quoted && typeof v === 'string' ? v : yamlScalar(v);
    if (seen.has(text)) return;
    seen.add(text);
    out.push({
      label: text,
      kind,
      detail,
      insertText: ctx.quoted ? escapeIn(text, ctx.quoted) : ctx.json ? JSON.stringify(v) : text,
      range: ctx.word,
      sortText: `${rank}_${String(out.length).padStart(5, '0')}`,
    });
  };
  let cut = false;
  if (s.default !== undefined) add(s.default as JSONValue, 'value', 0, 'default');
  if (Array.isArray(s.enum)) {
    for (const e of s.enum.slice(0, MAX_VALUE_ITEMS)) add(e as JSONValue, 'enum', 1, 'enum value');
    cut = s.enum.length > MAX_VALUE_ITEMS;
  } else if (s.type === 'boolean') {
    add(true, 'value', 1, 'boolean');
    add(false, 'value', 1, 'boolean');
  }
  if (s.nullable === true && !ctx.quoted) add(null, 'value', 2, 'nullable');
  return cut;
}

function escapeIn(text: string, quote: '"' | "'"): string {
  return quote === '"' ? JSON.stringify(text).slice(1, -1) : text.replace(/'/g, "''");
}

/** apiVersion and kind values at an object root: the served group/versions and the kinds of the CRDs. */
function typeMetaValues(ctx: CursorContext, target: ObjectTarget, tm: { apiVersion?: string; kind?: string }): CompletionItem[] {
  const out: CompletionItem[] = [];
  const seen = new Set<string>();
  for (const l of target.crds) {
    const crd = l.crd;
    const group = crd?.spec?.group;
    const kind = crd?.spec?.names?.kind;
    if (!crd || typeof group !== 'string' || typeof kind !== 'string') continue;
    if (ctx.key === 'apiVersion') {
      if (tm.kind && tm.kind !== kind) continue;
      const storage = l.report.storageVersion;
      for (const v of versionsOf(crd)) {
        if (v.served !== true) continue;
        const av = `${group}/${v.name}`;
        if (seen.has(av)) continue;
        seen.add(av);
        const rank = l.report.versions.findIndex((r) => r.name === v.name);
        out.push({
          label: av,
          kind: 'value',
          insertText: insertValue(av, ctx),
          range: ctx.word,
          detail: [kind, v.name === storage ? 'storage version' : '', v.deprecated === true ? 'deprecated' : ''].filter(Boolean).join(' · '),
          sortText: `${String(Math.max(0, rank)).padStart(3, '0')}_${av}`,
        });
      }
    } else {
      if (tm.apiVersion && tm.apiVersion.includes('/') && !tm.apiVersion.startsWith(group + '/')) continue;
      if (seen.has(kind)) continue;
      seen.add(kind);
      const plural = crd.spec.names?.plural;
      out.push({ label: kind, kind: 'value', insertText: insertValue(kind, ctx), range: ctx.word, detail: `${typeof plural === 'string' ? plural + '.' : ''}${group}`, sortText: kind });
    }
  }
  return out;
}

function insertValue(v: string, ctx: CursorContext): string {
  return ctx.quoted ? escapeIn(v, ctx.quoted) : ctx.json ? JSON.stringify(v) : yamlScalar(v);
}
