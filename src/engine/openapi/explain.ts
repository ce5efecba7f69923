// `kubectl explain <resource>[.field.path] [--recursive]` over the published OpenAPI v3 schema,
// following kubectl's explain v2 plaintext template (kubectl/pkg/explain/v2/templates/
// plaintext.tmpl and funcs.go: typeGuess, fieldList, fieldDetail, extractEnum, word wrapping).
// With `details`, field entries also show defaults, formats and limits (playground addition).
import type { CustomResourceDefinition } from '../apis/crd';
import type { JSONObject, JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import { goFloatV, goSprint } from '../golang/values';
import { METADATA_COMPONENTS } from './meta';
import { gvkToModelName, publishOpenAPIV3 } from './publish';
import { stringifyJSON } from '../golang/json';

export interface ExplainOptions {
  recursive: boolean;
  /** field path below the resource, e.g. `spec.replicas` (a leading resource name is not expected) */
  path?: string;
  /** --max-depth: with `recursive`, how many levels of fields to list (0: all) */
  maxDepth?: number;
  /** also list default, format, pattern and limits under each field (not part of kubectl's output) */
  details?: boolean;
  /** The Kubernetes version whose published schema is explained (default: the newest). */
  kubeVersion?: string;
}

export type ExplainResult = { ok: true; text: string } | { ok: false; error: string };

type Doc = { components: { schemas: Record<string, JSONObject> } };

/** resolveRef: `#/components/schemas/<name>` within the document, or null. */
function resolveRef(ref: JSONValue | undefined, doc: Doc): JSONObject | null {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return null;
  let cur: JSONValue = doc as unknown as JSONObject;
  for (const k of ref.slice(1).split('/')) {
    if (k.length === 0) continue;
    if (!isObject(cur) || !isObject(cur[k])) return null;
    cur = cur[k];
  }
  return isObject(cur) ? cur : null;
}

/** Go template truthiness of a value. */
function truthy(v: JSONValue | undefined): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isObject(v)) return Object.keys(v).length > 0;
  return true;
}

/** A non-boolean additionalProperties schema. */
function mapValues(s: JSONObject): JSONObject | null {
  return truthy(s.additionalProperties) && isObject(s.additionalProperties) ? s.additionalProperties : null;
}

/** typeGuess: `string`, `integer`, `Object`, `[]Object`, `map[string]string`, a referenced kind name. */
export function typeGuess(s: JSONObject, doc: Doc): string {
  if (truthy(s.items) && isObject(s.items)) return '[]' + typeGuess(s.items, doc);
  const mv = mapValues(s);
  if (mv) return 'map[string]' + typeGuess(mv, doc);
  if (truthy(s.allOf) && !truthy(s.properties) && Array.isArray(s.allOf) && s.allOf.length === 1 && isObject(s.allOf[0])) {
    return typeGuess(s.allOf[0], doc);
  }
  if (truthy(s.$ref)) {
    const ref = String(s.$ref);
    const target = resolveRef(ref, doc);
    if (!target || !truthy(target.type) || target.type === 'object') {
      const name = ref.split('/').pop() ?? '';
      return name.split('.').pop() || 'Object';
    }
    return String(target.type);
  }
  if (s.type === 'object') return 'Object';
  return truthy(s.type) ? String(s.type) : 'Object';
}

/** extractEnum: short view `enum: a, b, c, d, ....` (4 values) or long view `ENUM:` one per line. */
function extractEnum(s: JSONObject, longView: boolean, limit: number, indentAmount: number): string {
  if (!truthy(s.enum) || !Array.isArray(s.enum)) return '';
  let out = longView ? 'ENUM:' : '\n' + ' '.repeat(indentAmount) + 'enum: ';
  for (let i = 0; i < s.enum.length; i++) {
    if (limit > -1 && i >= limit) {
      out += ', ....';
      break;
    }
    if (i > 0 && !longView) out += ', ';
    else if (longView) out += '\n    ';
    const e = s.enum[i];
    out += e === '' ? '""' : templateValue(e);
  }
  return out;
}

/** How text/template prints a value of the JSON-decoded document: numbers are float64. */
function templateValue(v: JSONValue): string {
  if (typeof v === 'number') return goFloatV(v);
  if (v === null) return '<no value>';
  return goSprint(v);
}

/** funcs.go wrap: go-wordwrap WrapString to `limit` runes, keeping line breaks. */
export function wrap(limit: number, s: string): string {
  let out = '';
  let current = 0;
  let word = '';
  let space = '';
  let wordLen = 0;
  let spaceLen = 0;
  for (const ch of s) {
    if (ch === '\n') {
      if (word.length === 0) {
        if (current + spaceLen <= limit) out += space;
      } else {
        out += space + word;
      }
      space = '';
      word = '';
      spaceLen = 0;
      wordLen = 0;
      out += '\n';
      current = 0;
    } else if (/\s/u.test(ch) && ch !== '\u00a0') {
      if (space.length === 0 || word.length > 0) {
        current += spaceLen + wordLen;
        out += space + word;
        space = '';
        word = '';
        spaceLen = 0;
        wordLen = 0;
      }
      space += ch;
      spaceLen++;
    } else {
      word += ch;
      wordLen++;
      if (current + spaceLen + wordLen > limit && wordLen < limit) {
        out += '\n';
        current = 0;
        space = '';
        spaceLen = 0;
      }
    }
  }
  if (word.length === 0) {
    if (current + spaceLen <= limit) out += space;
  } else out += space + word;
  return out;
}

/** funcs.go indent: pads the first line and every line after a newline. */
function indent(amount: number, s: string): string {
  const pad = ' '.repeat(amount);
  return pad + s.split('\n').join('\n' + pad);
}

function description(s: JSONObject, doc: Doc): string {
  const r = resolveRef(s.$ref, doc) ?? s;
  let out = truthy(r.description) ? String(r.description) + '\n' : '';
  if (Array.isArray(r.allOf)) for (const a of r.allOf) if (isObject(a)) out += description(a, doc);
  if (truthy(r.items) && isObject(r.items)) out += description(r.items, doc);
  const mv = mapValues(r);
  if (mv) out += description(mv, doc);
  return out;
}

function externalDocs(s: JSONObject): string {
  if (!truthy(s.externalDocs) || !isObject(s.externalDocs)) return '';
  let out = 'EXTERNAL DOCS:\n';
  if (truthy(s.externalDocs.description)) out += indent(4, wrap(76, String(s.externalDocs.description))) + '\n';
  if (truthy(s.externalDocs.url)) out += indent(4, 'URL: ' + String(s.externalDocs.url)) + '\n';
  return out;
}

interface Ctx {
  doc: Doc;
  recursive: boolean;
  maxDepth: number;
  details: boolean;
}

/** Limits and defaults an author may want to see next to a field (not printed by kubectl). */
function detailLines(s: JSONObject): string[] {
  const lines: string[] = [];
  if (s.default !== undefined) lines.push(`default: ${stringifyJSON(s.default)}`);
  if (truthy(s.format)) lines.push(`format: ${String(s.format)}`);
  if (truthy(s.pattern)) lines.push(`pattern: ${String(s.pattern)}`);
  const limits: string[] = [];
  for (const k of ['minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']) {
    if (typeof s[k] === 'number') {
      const excl = (k === 'minimum' && s.exclusiveMinimum === true) || (k === 'maximum' && s.exclusiveMaximum === true);
      limits.push(`${k}: ${s[k]}${excl ? ' (exclusive)' : ''}`);
    }
  }
  if (limits.length > 0) lines.push(limits.join(', '));
  if (s.nullable === true) lines.push('nullable: true');
  for (const x of ['x-kubernetes-list-type', 'x-kubernetes-map-type']) if (truthy(s[x])) lines.push(`${x}: ${String(s[x])}`);
  if (Array.isArray(s['x-kubernetes-list-map-keys'])) lines.push(`x-kubernetes-list-map-keys: ${s['x-kubernetes-list-map-keys'].join(', ')}`);
  if (Array.isArray(s['x-kubernetes-validations'])) {
    for (const r of s['x-kubernetes-validations']) if (isObject(r)) lines.push(`rule: ${String(r.rule)}`);
  }
  return lines;
}

function fieldDetail(name: string, parent: JSONObject, level: number, ctx: Ctx): string {
  const ind = level * 2;
  const props = parent.properties as JSONObject;
  const fs = props[name] as JSONObject;
  let out = indent(ind, name) + '\t<' + typeGuess(fs, ctx.doc) + '>';
  if (Array.isArray(parent.required) && parent.required.includes(name)) out += ' -required-';
  out += extractEnum(fs, false, 4, ind);
  out += '\n';
  if (!ctx.recursive) {
    out += indent(ind + 2, wrap(78 - ind, truthy(fs.description) ? String(fs.description) : '<no description>')) + '\n';
    if (truthy(fs.externalDocs) && isObject(fs.externalDocs)) {
      out += '\n' + indent(ind + 2, 'EXTERNAL DOCS:') + '\n';
      if (truthy(fs.externalDocs.description)) out += indent(ind + 4, wrap(76 - ind, String(fs.externalDocs.description))) + '\n';
      if (truthy(fs.externalDocs.url)) out += indent(ind + 4, 'URL: ' + String(fs.externalDocs.url)) + '\n';
    }
    if (ctx.details) for (const l of detailLines(fs)) out += indent(ind + 2, l) + '\n';
    out += '\n';
  }
  return out;
}

function fieldList(s: JSONObject, level: number, history: Set<string>, ctx: Ctx): string {
  const ref = typeof s.$ref === 'string' ? s.$ref : '';
  if (ref && history.has(ref)) return '';
  const next = new Set(history);
  next.add(ref);
  const r = resolveRef(ref, ctx.doc) ?? s;
  let out = '';
  if (isObject(r.properties)) {
    for (const k of Object.keys(r.properties).sort()) {
      out += fieldDetail(k, r, level, ctx);
      const child = r.properties[k];
      if (ctx.recursive && (ctx.maxDepth === 0 || level < ctx.maxDepth) && isObject(child)) out += fieldList(child, level + 1, next, ctx);
    }
  }
  if (Array.isArray(r.allOf)) for (const a of r.allOf) if (isObject(a)) out += fieldList(a, level, next, ctx);
  if (truthy(r.items) && isObject(r.items)) out += fieldList(r.items, level, next, ctx);
  const mv = mapValues(r);
  if (mv) out += fieldList(mv, level, next, ctx);
  return out;
}

/** The "output" template: follows the field path, then prints description and fields. */
function output(s: JSONObject, path: string[], history: Set<string>, ctx: Ctx): string {
  const ref = typeof s.$ref === 'string' ? s.$ref : '';
  const next = new Set(history);
  next.add(ref);
  const r = resolveRef(ref, ctx.doc) ?? s;
  if (path.length === 0) {
    let out = 'DESCRIPTION:\n' + indent(4, wrap(76, description(r, ctx.doc) || '<empty>')) + '\n';
    const docs = externalDocs(r);
    if (docs) out += '\n' + docs;
    const fields = fieldList(r, 1, new Set(), ctx);
    if (fields) out += 'FIELDS:\n' + fields;
    return out;
  }
  if (ref && history.has(ref)) return '';
  if (isObject(r.properties) && truthy(r.properties[path[0]]) && isObject(r.properties[path[0]])) {
    const subschema = r.properties[path[0]] as JSONObject;
    let out = '';
    if (path.length === 1) {
      out += `FIELD: ${path[0]} <${typeGuess(subschema, ctx.doc)}>\n` + extractEnum(subschema, true, -1, 0) + '\n' + '\n';
    }
    return out + output(subschema, path.slice(1), new Set(), ctx);
  }
  if (truthy(r.items) && isObject(r.items)) return output(r.items, path, next, ctx);
  const mv = mapValues(r);
  if (mv) return output(mv, path, next, ctx);
  if (Array.isArray(r.allOf)) {
    for (const a of r.allOf) {
      if (!isObject(a)) continue;
      const o = output(a, path, next, ctx);
      if (o) return o;
    }
  }
  return '';
}

/**
 * `kubectl explain` of a served version of a CRD: GROUP/KIND/VERSION, then the description and
 * fields of the resource or of the field at `path`, or kubectl's error text.
 */
export function explain(crd: CustomResourceDefinition, version: string, opts: ExplainOptions): ExplainResult {
  const published = publishOpenAPIV3(crd, version, { kubeVersion: opts.kubeVersion });
  const group = typeof crd.spec?.group === 'string' ? crd.spec.group : '';
  const plural = typeof crd.spec?.names?.plural === 'string' ? crd.spec.names.plural : '';
  if (!published) return { ok: false, error: `error: GVR (${group}/${version}, Resource=${plural}) not found in OpenAPI schema` };
  const kind = typeof crd.spec.names?.kind === 'string' ? crd.spec.names.kind : '';
  const doc: Doc = { components: { schemas: { ...METADATA_COMPONENTS, ...published.components.schemas } } };
  const root = published.components.schemas[gvkToModelName(group, version, kind)];
  const path = (opts.path ?? '').split('.').filter((p) => p.length > 0);
  const ctx: Ctx = { doc, recursive: opts.recursive, maxDepth: Math.max(0, Math.trunc(opts.maxDepth ?? 0)), details: !!opts.details };
  const body = output(root, path, new Set(), ctx);
  if (!body) return { ok: false, error: `error: field "${path[path.length - 1]}" does not exist` };
  let head = '';
  if (group) head += `GROUP:      ${group}\n`;
  head += `KIND:       ${kind}\n`;
  head += `VERSION:    ${version}\n\n`;
  return { ok: true, text: head + body + '\n' };
}
