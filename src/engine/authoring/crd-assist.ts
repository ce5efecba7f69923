// The CRD editor outside CEL: completion and hover of CRD fields and of the keywords a structural
// schema may hold at the cursor's place. Places follow the CRD API (crd-fields.ts); inside
// openAPIV3Schema the offered keywords follow the structural-schema rules (schema-keywords.ts):
// nothing kube would reject at that place is offered.
import { parseCached } from '../pipeline/documents';
import { parseDocuments } from '../yaml/documents';
import { formatCompatibilityFor, knownFormats } from '../validation/formats/registry';
import { DEFAULT_KUBE_VERSION } from '../api';
import type { JSONValue } from '../apis/json';
import { cursorContext, nodeAt, type CursorContext, type PathSegment } from './context';
import { CRD_FIELDS, type FieldSpec } from './crd-fields';
import { FORBIDDEN_KEYWORDS, FORMAT_DOCS, FORMAT_SPELLING, SCHEMA_KEYWORDS, SCHEMA_TYPES, type KeywordSpec, type SchemaType, type Text } from './schema-keywords';
import type { AuthoringInput, CompletionItem, CompletionList, HoverInfo, TextSpan } from './types';
import { codeSpan, escapeMarkdown, firstLine } from './mdtext';

/** Where a path of a CRD document leads. */
type CrdPlace =
  | { kind: 'crd'; name: string }
  /** A schema node: `nodePath` is its document path; level as validation.go names it. */
  | { kind: 'schema'; nodePath: PathSegment[]; level: 'root' | 'field' | 'item'; nested: boolean; rootMetadata?: boolean }
  /** A `properties` mapping: its keys are property names. */
  | { kind: 'properties'; nodePath: PathSegment[] }
  /** The list of `required` or `x-kubernetes-list-map-keys` names of a schema node. */
  | { kind: 'names'; nodePath: PathSegment[]; of: 'required' | 'x-kubernetes-list-map-keys' }
  | { kind: 'none' };

const NONE: CrdPlace = { kind: 'none' };
const JUNCTORS = new Set(['allOf', 'anyOf', 'oneOf']);

/** The place a path (to a mapping) of a CRD document stands for. */
function crdPlace(path: PathSegment[]): CrdPlace {
  const p = path;
  if (p.length === 0) return { kind: 'crd', name: 'root' };
  if (p[0] === 'metadata') return p.length === 1 ? { kind: 'crd', name: 'metadata' } : NONE;
  if (p[0] !== 'spec') return NONE;
  if (p.length === 1) return { kind: 'crd', name: 'spec' };
  const s1 = p[1];
  if (s1 === 'names') return p.length === 2 ? { kind: 'crd', name: 'names' } : NONE;
  if (s1 === 'conversion') {
    if (p.length === 2) return { kind: 'crd', name: 'conversion' };
    if (p[2] !== 'webhook') return NONE;
    if (p.length === 3) return { kind: 'crd', name: 'webhook' };
    if (p[3] !== 'clientConfig') return NONE;
    if (p.length === 4) return { kind: 'crd', name: 'clientConfig' };
    return p[4] === 'service' && p.length === 5 ? { kind: 'crd', name: 'service' } : NONE;
  }
  if (s1 === 'validation') {
    // apiextensions.k8s.io/v1beta1: one schema for every version
    if (p.length === 2) return { kind: 'crd', name: 'versionSchema' };
    return p[2] === 'openAPIV3Schema' ? schemaPlace(p, 3) : NONE;
  }
  if (s1 !== 'versions' || typeof p[2] !== 'number') return NONE;
  if (p.length === 3) return { kind: 'crd', name: 'version' };
  const s3 = p[3];
  if (s3 === 'schema') {
    if (p.length === 4) return { kind: 'crd', name: 'versionSchema' };
    return p[4] === 'openAPIV3Schema' ? schemaPlace(p, 5) : NONE;
  }
  if (s3 === 'subresources') {
    if (p.length === 4) return { kind: 'crd', name: 'subresources' };
    return p[4] === 'scale' && p.length === 5 ? { kind: 'crd', name: 'scale' } : NONE;
  }
  if (s3 === 'additionalPrinterColumns' && typeof p[4] === 'number' && p.length === 5) return { kind: 'crd', name: 'column' };
  if (s3 === 'selectableFields' && typeof p[4] === 'number' && p.length === 5) return { kind: 'crd', name: 'selectableField' };
  return NONE;
}

/** Walks the steps under openAPIV3Schema (from index `from` of `p`). */
function schemaPlace(p: PathSegment[], from: number): CrdPlace {
  let level: 'root' | 'field' | 'item' = 'root';
  let nested = false;
  let rootMetadata = false;
  let i = from;
  while (i < p.length) {
    const s = p[i];
    const node = p.slice(0, i);
    if (s === 'properties') {
      if (i + 1 === p.length) return { kind: 'properties', nodePath: node };
      rootMetadata = level === 'root' && !nested && p[i + 1] === 'metadata';
      i += 2;
      level = 'field';
      continue;
    }
    rootMetadata = false;
    if (s === 'items') {
      i += 1;
      level = 'item';
    } else if (s === 'additionalProperties') {
      i += 1;
      level = 'field';
    } else if (s === 'not') {
      i += 1;
      nested = true;
    } else if (typeof s === 'string' && JUNCTORS.has(s)) {
      if (typeof p[i + 1] !== 'number') return NONE;
      i += 2;
      nested = true;
    } else if (s === 'x-kubernetes-validations') {
      return typeof p[i + 1] === 'number' && i + 2 === p.length ? { kind: 'crd', name: 'validationRule' } : NONE;
    } else if (s === 'externalDocs') {
      return i + 1 === p.length ? { kind: 'crd', name: 'externalDocs' } : NONE;
    } else if (s === 'required' || s === 'x-kubernetes-list-map-keys') {
      return i + 1 === p.length ? { kind: 'names', nodePath: node, of: s } : NONE;
    } else return NONE;
  }
  return { kind: 'schema', nodePath: p.slice(0, p.length), level, nested, ...(rootMetadata ? { rootMetadata } : {}) };
}

// ---------------------------------------------------------------------------------------------
// The document's value (for the schema node's type and properties)

const isObj = (v: unknown): v is Record<string, JSONValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

function valueAt(v: JSONValue | undefined, path: PathSegment[]): JSONValue | undefined {
  let cur = v;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObj(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}

let patchedCache: { text: string; value: JSONValue | undefined } | null = null;

/** The value of the cursor's document; when the line being typed breaks the YAML, of the text without it. */
function documentValue(text: string, ctx: CursorContext, offset: number): JSONValue | undefined {
  const docs = parseCached(text);
  const doc = docs[ctx.docIndex];
  if (doc && doc.value !== undefined) return doc.value;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  const patched = text.slice(ctx.docStart, lineStart) + text.slice(nl < 0 ? text.length : nl, ctx.docEnd);
  if (patchedCache?.text === patched) return patchedCache.value;
  const value = parseDocuments(patched)[0]?.value;
  patchedCache = { text: patched, value };
  return value;
}

/**
 * The scalar entries of the block mapping around the cursor (`key: value` lines at its
 * indentation), read from the lines without parsing: cheap in a 3 MB CRD and fine while the line
 * being typed breaks the YAML.
 */
function blockEntries(text: string, offset: number, indent: number): Record<string, JSONValue> {
  const out: Record<string, JSONValue> = {};
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const take = (line: string): 'stop' | 'go' => {
    const content = line.replace(/\s+#.*$/, '');
    if (content.trim() === '' || /^\s*#/.test(content)) return 'go';
    const lead = /^(\s*)(-\s+)?/.exec(content)!;
    const col = lead[0].length;
    if (lead[1].length < indent && !(lead[2] && col === indent)) return 'stop';
    if (col !== indent) return 'go';
    const m = /^("[^"]*"|'[^']*'|[^\s:#][^:#]*?)\s*:(?:\s+(.*))?$/.exec(content.slice(col));
    if (m) {
      const key = m[1].replace(/^["']|["']$/g, '');
      const v = (m[2] ?? '').trim().replace(/^["']|["']$/g, '');
      out[key] = v === 'true' ? true : v === 'false' ? false : v === '' ? {} : v;
    }
    return lead[2] ? 'stop' : 'go';
  };
  // upwards from the cursor's line (the cursor's own line is being typed: skipped)
  let end = lineStart - 1;
  for (let n = 0; n < 5000 && end > 0; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    if (take(text.slice(start, end)) === 'stop') break;
    end = start - 1;
  }
  let start = text.indexOf('\n', offset);
  for (let n = 0; n < 5000 && start >= 0; n++) {
    const e = text.indexOf('\n', start + 1);
    const line = text.slice(start + 1, e < 0 ? text.length : e);
    const dash = /^\s*-\s/.test(line) && /^\s*/.exec(line)![0].length < indent;
    if (dash || take(line) === 'stop') break;
    start = e;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Completion

const localize = (t: Text, locale: AuthoringInput['locale']) => (locale === 'uk' ? t.uk : t.en);

function keyInsert(name: string, shape: string, ctx: CursorContext): { insertText: string; snippet: boolean } {
  if (ctx.colon) return { insertText: name, snippet: false };
  if (ctx.inFlow) return { insertText: `${name}: `, snippet: false };
  switch (shape) {
    case 'object':
    case 'schema':
    case 'schemaMap':
    case 'map':
      return { insertText: `${name}:\n  $0`, snippet: true };
    case 'objectList':
    case 'schemaList':
    case 'ruleList':
      return { insertText: `${name}:\n  - $0`, snippet: true };
    case 'stringList':
      return { insertText: `${name}:\n  - $0`, snippet: true };
    default:
      return { insertText: `${name}: $0`, snippet: true };
  }
}

function crdFieldItems(name: string, ctx: CursorContext, present: Set<string>): CompletionItem[] {
  const fields = CRD_FIELDS[name] ?? [];
  return fields
    .filter((f) => !present.has(f.name))
    .map((f) => ({
      label: f.name,
      kind: 'property' as const,
      detail: f.shape + (f.required ? ' · required' : ''),
      documentation: f.doc,
      ...keyInsert(f.name, f.shape, ctx),
      range: ctx.word,
      sortText: `${f.required ? '0' : '1'}${String(fields.indexOf(f)).padStart(2, '0')}`,
      required: f.required || undefined,
    }));
}

interface NodeFacts {
  type?: string;
  props: boolean;
  additional: boolean;
  intOrString: boolean;
  preserve: boolean;
  embedded: boolean;
}

function factsOf(node: JSONValue | undefined): NodeFacts {
  const n = isObj(node) ? node : {};
  return {
    type: typeof n.type === 'string' && n.type !== '' ? n.type : undefined,
    props: n.properties !== undefined,
    additional: n.additionalProperties !== undefined,
    intOrString: n['x-kubernetes-int-or-string'] === true,
    preserve: n['x-kubernetes-preserve-unknown-fields'] === true,
    embedded: n['x-kubernetes-embedded-resource'] === true,
  };
}

/**
 * Whether a keyword may be written at a schema node (validation.go): junctor branches hold value
 * validations only; additionalProperties neither at the root nor beside properties or an embedded
 * resource; int-or-string excludes type, preserve-unknown-fields and embedded-resource.
 */
function keywordAllowed(k: KeywordSpec, level: 'root' | 'field' | 'item', nested: boolean, f: NodeFacts): boolean {
  if (FORBIDDEN_KEYWORDS.includes(k.name)) return false;
  if (nested && k.structuralOnly) return false;
  if (k.types && f.type && !k.types.includes(f.type as SchemaType)) return false;
  switch (k.name) {
    case 'additionalProperties':
      return level !== 'root' && !f.props && !f.embedded;
    case 'properties':
      return !f.additional;
    case 'type':
      return !f.intOrString;
    case 'x-kubernetes-int-or-string':
      return !f.type && !f.preserve && !f.embedded && level !== 'root';
    case 'x-kubernetes-preserve-unknown-fields':
      return !f.intOrString;
    case 'x-kubernetes-embedded-resource':
      return !f.intOrString && !f.additional && level !== 'root';
    default:
      return true;
  }
}

const METADATA_KEYWORDS = new Set(['type', 'properties', 'default']);

function schemaKeyItems(place: Extract<CrdPlace, { kind: 'schema' }>, node: JSONValue | undefined, ctx: CursorContext, present: Set<string>, locale: AuthoringInput['locale']): CompletionItem[] {
  const f = factsOf(node);
  // the root must be an object (validation.go: "must be object at the root")
  const typeMissing = !f.type;
  if (place.level === 'root') f.type = 'object';
  const out: CompletionItem[] = [];
  SCHEMA_KEYWORDS.forEach((k, i) => {
    if (present.has(k.name) || !keywordAllowed(k, place.level, place.nested, f)) return;
    // the root's metadata: only its type, name and generateName (validateStructuralMetadataInvariants)
    if (place.rootMetadata && !METADATA_KEYWORDS.has(k.name)) return;
    const first = k.name === 'type' && typeMissing;
    out.push({
      label: k.name,
      kind: 'keyword',
      detail: k.types ? `${k.shape} · for ${k.types.join('/')}` : k.shape,
      documentation: localize(k.doc, locale),
      ...keyInsert(k.name, k.shape, ctx),
      range: ctx.word,
      sortText: `${first ? '0' : k.name.startsWith('x-') ? '2' : '1'}${String(i).padStart(2, '0')}`,
    });
  });
  return out;
}

function valueItems(values: { value: string; doc: string }[], ctx: CursorContext, kind: CompletionItem['kind'] = 'value'): CompletionItem[] {
  return values.map((v, i) => ({
    label: v.value,
    kind,
    documentation: v.doc,
    insertText: v.value,
    range: ctx.word,
    sortText: String(i).padStart(3, '0'),
  }));
}

/** The formats the apiserver keeps for a type (StripUnsupportedFormatsPostProcessorForVersion at the server's compatibility version). */
function formatsFor(type: string | undefined, kubeVersion: string): string[] {
  if (type === 'integer') return ['int32', 'int64'];
  if (type === 'number') return ['float', 'double'];
  const names = knownFormats(formatCompatibilityFor(kubeVersion)).map((n) => FORMAT_SPELLING[n] ?? n);
  return names.sort((a, b) => Number(!FORMAT_DOCS[a]) - Number(!FORMAT_DOCS[b]) || a.localeCompare(b));
}

function schemaValueItems(key: string, place: Extract<CrdPlace, { kind: 'schema' }>, node: JSONValue | undefined, ctx: CursorContext, input: AuthoringInput): CompletionItem[] {
  const f = factsOf(node);
  const kw = SCHEMA_KEYWORDS.find((k) => k.name === key);
  if (!kw || !keywordAllowed(kw, place.level, place.nested, { ...f, type: key === 'type' ? undefined : f.type })) return [];
  const locale = input.locale;
  if (key === 'type') {
    const types = place.level === 'root' || place.rootMetadata ? SCHEMA_TYPES.filter((x) => x.value === 'object') : SCHEMA_TYPES;
    return valueItems(
      types.map((x) => ({ value: x.value, doc: localize(x.doc, locale) })),
      ctx,
      'enum',
    );
  }
  if (key === 'format') {
    return valueItems(
      formatsFor(f.type, input.kubeVersion ?? DEFAULT_KUBE_VERSION).map((x) => ({ value: x, doc: FORMAT_DOCS[x] ? localize(FORMAT_DOCS[x], locale) : '' })),
      ctx,
      'enum',
    );
  }
  if (kw.values)
    return valueItems(
      kw.values.map((v) => ({ value: v.value, doc: localize(v.doc, locale) })),
      ctx,
      'enum',
    );
  if (kw.shape === 'boolean')
    return valueItems(
      [
        { value: 'true', doc: '' },
        { value: 'false', doc: '' },
      ],
      ctx,
    );
  return [];
}

function fieldValueItems(spec: FieldSpec | undefined, ctx: CursorContext, docValue: JSONValue | undefined): CompletionItem[] {
  if (!spec) return [];
  if (spec.values) return valueItems(spec.values, ctx, 'enum');
  // metadata.name: <plural>.<group>
  if (spec.name === 'name' && ctx.path.length === 1 && ctx.path[0] === 'metadata') {
    const plural = valueAt(docValue, ['spec', 'names', 'plural']);
    const group = valueAt(docValue, ['spec', 'group']);
    if (typeof plural === 'string' && typeof group === 'string' && plural && group) {
      return valueItems([{ value: `${plural}.${group}`, doc: 'The name kube requires: `<plural>.<group>`.' }], ctx);
    }
  }
  if (spec.name === 'plural' || spec.name === 'singular') {
    const kind = valueAt(docValue, ['spec', 'names', 'kind']);
    if (typeof kind === 'string' && kind) {
      const lower = kind.toLowerCase();
      return valueItems([{ value: spec.name === 'plural' ? (lower.endsWith('s') ? `${lower}es` : `${lower}s`) : lower, doc: `From kind ${kind}.` }], ctx);
    }
  }
  if (spec.name === 'listKind') {
    const kind = valueAt(docValue, ['spec', 'names', 'kind']);
    if (typeof kind === 'string' && kind) return valueItems([{ value: `${kind}List`, doc: 'The default list kind.' }], ctx);
  }
  return [];
}

/** The mapping place a cursor context completes keys of (a `- ` item of a list of mappings is its item). */
function keyPath(ctx: CursorContext): PathSegment[] | null {
  if (ctx.position === 'key') return ctx.path;
  if (ctx.position === 'item') return [...ctx.path, ctx.index ?? 0];
  return null;
}

export function crdComplete(input: AuthoringInput, offset: number): CompletionList | null {
  try {
    return completeAt(input, offset);
  } catch {
    return null;
  }
}

function completeAt(input: AuthoringInput, offset: number): CompletionList | null {
  const text = input.texts.crd ?? '';
  const ctx = cursorContext(text, offset);
  if (ctx.inert) return null;
  const list = blockItems(input, text, ctx, offset);
  return list && { ...list, items: asWritten(list.items, ctx) };
}

/** A JSON string for a value written for YAML (`Namespaced`), a value that is JSON already (`true`, `1`) as it is. */
function jsonScalar(v: string): string {
  try {
    if (typeof JSON.parse(v) !== 'string') return v;
  } catch {
    // not JSON: a string
  }
  return JSON.stringify(v);
}

/** The items (written for block YAML) as the place takes them: between quotes, or in a JSON document (opening with `{` or `[`), in JSON. */
function asWritten(items: CompletionItem[], ctx: CursorContext): CompletionItem[] {
  const q = ctx.quoted;
  const json = ctx.inFlow && ctx.json;
  if (!q && !json) return items;
  const escape = (v: string) => (q === '"' ? JSON.stringify(v).slice(1, -1) : v.replace(/'/g, "''"));
  // a closing quote the editor typed after the word: a completed key takes it in
  const past = ctx.closedQuote ? 1 : 0;
  return items.map((it): CompletionItem => {
    const { snippet: _snippet, ...plain } = it;
    if (ctx.position !== 'key') return { ...plain, insertText: q ? escape(it.label) : jsonScalar(it.label) };
    if (ctx.colon) return { ...plain, insertText: q ? escape(it.label) : JSON.stringify(it.label) };
    if (q) return { ...plain, insertText: `${escape(it.label)}${q}: `, range: { start: it.range.start, end: it.range.end + past } };
    return { ...plain, insertText: `${JSON.stringify(it.label)}: ` };
  });
}

/** The completion at a place, written for block YAML. */
function blockItems(input: AuthoringInput, text: string, ctx: CursorContext, offset: number): CompletionList | null {
  let parsed: { value: JSONValue | undefined } | undefined;
  const docValue = () => (parsed ??= { value: documentValue(text, ctx, offset) }).value;
  // a schema node's entries: from the lines of a block mapping (no parse), else from the parsed document
  const nodeValue = (nodePath: PathSegment[]) => (ctx.inFlow ? valueAt(docValue(), nodePath) : blockEntries(text, offset, ctx.indent));
  const present = new Set(ctx.siblings);
  const kp = keyPath(ctx);
  if (kp) {
    const place = crdPlace(kp);
    const items: CompletionItem[] = [];
    if (place.kind === 'crd') items.push(...crdFieldItems(place.name, ctx, present));
    else if (place.kind === 'schema') items.push(...schemaKeyItems(place, ctx.position === 'item' ? {} : nodeValue(place.nodePath), ctx, present, input.locale));
    // a `- ` item of a scalar list (required, list-map-keys, review versions): names
    if (ctx.position === 'item') {
      const listPlace = crdPlace(ctx.path);
      if (listPlace.kind === 'names') items.push(...nameItems(listPlace, docValue(), ctx));
      if (ctx.path[ctx.path.length - 1] === 'conversionReviewVersions')
        items.push(
          ...valueItems(
            [
              { value: 'v1', doc: 'ConversionReview v1' },
              { value: 'v1beta1', doc: 'ConversionReview v1beta1' },
            ],
            ctx,
          ),
        );
    }
    return { items };
  }
  // a value after `key:`
  const key = ctx.key ?? '';
  const place = crdPlace(ctx.path);
  if (place.kind === 'crd') {
    const spec = CRD_FIELDS[place.name]?.find((f) => f.name === key);
    return { items: fieldValueItems(spec, ctx, spec && !spec.values ? docValue() : undefined) };
  }
  if (place.kind === 'schema') return { items: schemaValueItems(key, place, nodeValue(place.nodePath), ctx, input) };
  return { items: [] };
}

function nameItems(place: Extract<CrdPlace, { kind: 'names' }>, docValue: JSONValue | undefined, ctx: CursorContext): CompletionItem[] {
  const node = valueAt(docValue, place.nodePath);
  if (!isObj(node)) return [];
  const holder = place.of === 'required' ? node : isObj(node.items) ? node.items : undefined;
  const props = holder && isObj(holder.properties) ? holder.properties : undefined;
  if (!props) return [];
  const listed = valueAt(docValue, [...place.nodePath, place.of]);
  const taken = new Set(Array.isArray(listed) ? listed.filter((x): x is string => typeof x === 'string') : []);
  return Object.keys(props)
    .filter((k) => !taken.has(k))
    .map((k, i) => {
      const p = props[k];
      const type = isObj(p) && typeof p.type === 'string' ? p.type : '';
      return { label: k, kind: 'field' as const, detail: type, insertText: k, range: ctx.word, sortText: String(i).padStart(4, '0') };
    });
}

// ---------------------------------------------------------------------------------------------
// Hover

export function crdHover(input: AuthoringInput, offset: number): HoverInfo | null {
  try {
    return hoverAt(input, offset);
  } catch {
    return null;
  }
}

function hoverAt(input: AuthoringInput, offset: number): HoverInfo | null {
  const text = input.texts.crd ?? '';
  const n = nodeAt(text, offset);
  if (!n || n.path.length === 0) return null;
  const key = String(n.path[n.path.length - 1]);
  const parent = n.path.slice(0, -1);
  const place = crdPlace(parent);
  const range: TextSpan = n.span;
  const word = text.slice(n.span.start, n.span.end);
  const locale = input.locale;
  if (place.kind === 'crd') {
    const f = CRD_FIELDS[place.name]?.find((x) => x.name === key);
    if (!f) return null;
    const lines = [`**${escapeMarkdown(f.name)}** (${f.shape}${f.required ? ', required' : ''})`, '', f.doc];
    if (!n.isKey) {
      const v = f.values?.find((x) => x.value === word);
      if (v) lines.push('', `${codeSpan(v.value)}: ${v.doc}`);
    }
    return { range, markdown: lines.join('\n') };
  }
  if (place.kind === 'schema') {
    const k = SCHEMA_KEYWORDS.find((x) => x.name === key);
    if (!k) return null;
    const lines = [`**${escapeMarkdown(k.name)}** (${k.shape}${k.types ? `; ${k.types.join('/')}` : ''})`, '', localize(k.doc, locale)];
    if (place.nested && k.structuralOnly) lines.push('', locale === 'uk' ? 'Заборонено всередині allOf/anyOf/oneOf/not.' : 'Not allowed inside allOf/anyOf/oneOf/not.');
    if (!n.isKey) {
      const v = key === 'type' ? SCHEMA_TYPES.find((x) => x.value === word) : k.values?.find((x) => x.value === word);
      const fmt = key === 'format' ? FORMAT_DOCS[word] : undefined;
      if (v) lines.push('', `${codeSpan(v.value)}: ${localize(v.doc, locale)}`);
      else if (fmt) lines.push('', `${codeSpan(word)}: ${localize(fmt, locale)}`);
    }
    return { range, markdown: lines.join('\n') };
  }
  if (place.kind === 'properties' && n.isKey) {
    // a property name: its schema's type and description
    const docValue = parseCached(text)[n.docIndex]?.value;
    const s = valueAt(docValue, n.path);
    if (!isObj(s)) return null;
    const type = typeof s.type === 'string' ? s.type : s['x-kubernetes-int-or-string'] === true ? 'int-or-string' : '';
    const lines = [`**${escapeMarkdown(key)}**${type ? ` (${type})` : ''}`];
    if (typeof s.description === 'string' && s.description) lines.push('', escapeMarkdown(firstLine(s.description, 400)));
    return { range, markdown: lines.join('\n') };
  }
  return null;
}
