// Which x-kubernetes-validations expression of a CRD text holds an offset: the `rule:` or
// `messageExpression:` scalar, its schema node and the map from the text to the CEL source.
// Plain, quoted, folded and block scalars are mapped with yaml/scalarmap; a rule line that breaks
// the YAML (an unclosed quote while typing) is read from the line itself.
import type { DocPath } from '../field/path';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { parseCached } from '../pipeline/documents';
import { parseDocuments } from '../yaml/documents';
import { type ParsedDocument } from '../yaml/parsed';
import { valueOffsetsInSource } from '../yaml/scalarmap';
import { IdentityCache } from '../cache';

type RuleField = 'rule' | 'messageExpression';

export interface LocatedRule {
  /** Document path of the scalar (`spec.versions[0].schema.openAPIV3Schema...x-kubernetes-validations[i].rule`). */
  path: DocPath;
  field: RuleField;
  /** The CEL source (the scalar's value, or the text typed so far on a broken line). */
  cel: string;
  /** Offset of every CEL unit in the CRD text (cel.length + 1 entries). */
  offsets: number[];
  /** The CEL offset the text offset stands at. */
  celOffset: number;
  /** The schema node holding the rule; undefined when the CRD could not be read there. */
  node?: JSONSchemaProps;
  /** The entry (rule, message, optionalOldSelf, ...). */
  entry?: Record<string, JSONValue>;
  /** Steps from openAPIV3Schema to the node (`properties`, name, `items`, ...). */
  schemaSteps: (string | number)[];
  /** x-kubernetes-list-type of every list whose items lie between the schema root and the node. */
  listTypes: (string | undefined)[];
  /** Name of the version whose schema holds the rule (v1), when known. */
  version?: string;
  /** The text span of the scalar (for hover ranges). */
  span: { start: number; end: number };
}

const isObj = (v: unknown): v is Record<string, JSONValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The document whose range holds `offset`. */
function docAt(docs: ParsedDocument[], offset: number): ParsedDocument | undefined {
  for (const d of docs) if (d.range.start.offset <= offset && offset <= d.range.end.offset) return d;
  return docs[docs.length - 1];
}

/** Walks the document value and calls `f` with the path of every x-kubernetes-validations list. */
function eachRuleList(v: JSONValue, path: DocPath, f: (path: DocPath, list: JSONValue[]) => boolean, depth = 0): boolean {
  if (depth > 200) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (typeof v[i] === 'object' && v[i] !== null && eachRuleList(v[i], [...path, i], f, depth + 1)) return true;
    return false;
  }
  if (!isObj(v)) return false;
  for (const [k, c] of Object.entries(v)) {
    if (k === 'x-kubernetes-validations' && Array.isArray(c)) {
      if (f([...path, k], c)) return true;
    } else if (typeof c === 'object' && c !== null && eachRuleList(c, [...path, k], f, depth + 1)) return true;
  }
  return false;
}

function valueAt(v: JSONValue | undefined, path: DocPath): JSONValue | undefined {
  let cur = v;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObj(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}

/** Completes the rule's context from its document path. */
function describe(value: JSONValue, path: DocPath): Pick<LocatedRule, 'node' | 'entry' | 'schemaSteps' | 'version' | 'listTypes'> {
  const xi = path.lastIndexOf('x-kubernetes-validations');
  const ri = path.indexOf('openAPIV3Schema');
  const node = valueAt(value, path.slice(0, xi));
  const entry = valueAt(value, path.slice(0, xi + 2));
  let version: string | undefined;
  if (path[0] === 'spec' && path[1] === 'versions' && typeof path[2] === 'number') {
    const v = valueAt(value, ['spec', 'versions', path[2], 'name']);
    if (typeof v === 'string') version = v;
  }
  const schemaSteps = ri >= 0 && ri < xi ? path.slice(ri + 1, xi) : [];
  const listTypes: (string | undefined)[] = [];
  schemaSteps.forEach((s, i) => {
    if (s !== 'items') return;
    const list = valueAt(value, path.slice(0, ri + 1 + i));
    const t = isObj(list) ? list['x-kubernetes-list-type'] : undefined;
    listTypes.push(typeof t === 'string' ? t : undefined);
  });
  return {
    listTypes,
    node: isObj(node) ? (node as JSONSchemaProps) : undefined,
    entry: isObj(entry) ? entry : undefined,
    schemaSteps,
    version,
  };
}

/** The largest CEL index whose text offset is at or before `offset`. */
function celIndexOf(offsets: number[], offset: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const KEY_LINE = /^(\s*)(?:-\s+)?("[^"]*"|'[^']*'|[^\s:#'"][^:#]*?)\s*:(\s|$)/;
const RULE_KEYS = new Set(['rule', 'messageExpression']);

/**
 * A cheap look at the lines around the cursor (no parse): the cursor is in the value of a `rule:`
 * or `messageExpression:` key, on its line or on a continuation line below it (block, folded,
 * multi-line quoted or plain scalars are indented deeper than their key).
 */
function mayBeInRule(text: string, offset: number): boolean {
  let lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const first = text.slice(lineStart, offset);
  const own = KEY_LINE.exec(first);
  if (own) return RULE_KEYS.has(own[2]);
  // a continuation line: the nearest line above with a key indented less than this line's text
  let indent = /^\s*/.exec(first)![0].length;
  if (first.trim() === '') indent = Infinity;
  for (let n = 0; n < 2000 && lineStart > 0; n++) {
    const prevEnd = lineStart - 1;
    lineStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
    const line = text.slice(lineStart, prevEnd);
    if (line.trim() === '') continue;
    const m = KEY_LINE.exec(line);
    const lineIndent = /^\s*/.exec(line)![0].length;
    if (m) {
      const keyIndent = m[0].indexOf(m[2]);
      if (keyIndent < indent) return RULE_KEYS.has(m[2]);
    }
    if (lineIndent < indent) indent = lineIndent;
  }
  return false;
}

/** The rule or messageExpression scalar at `offset` of a CRD text, or null. Never throws. */
export function locateRule(text: string, offset: number): LocatedRule | null {
  try {
    if (!mayBeInRule(text, offset)) return null;
    return locateParsed(text, offset) ?? locateOnBrokenLine(text, offset);
  } catch {
    return null;
  }
}

interface IndexedExpr {
  path: DocPath;
  field: RuleField;
  sc?: ReturnType<ParsedDocument['scalar']>;
  empty: boolean;
}

/** Every rule and messageExpression of a parsed document, found once per parse. */
const indexes = new IdentityCache<ParsedDocument, IndexedExpr[]>('authoring.ruleIndexes');

function indexOf(doc: ParsedDocument): IndexedExpr[] {
  let out = indexes.get(doc);
  if (out) return out;
  out = [];
  const acc = out;
  if (doc.value !== undefined) {
    eachRuleList(doc.value, [], (listPath, list) => {
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        if (!isObj(e)) continue;
        for (const field of ['rule', 'messageExpression'] as const) {
          if (!(field in e)) continue;
          const path = [...listPath, i, field];
          acc.push({ path, field, sc: doc.scalar(path), empty: e[field] === null || e[field] === '' });
        }
      }
      return false;
    });
  }
  indexes.set(doc, out);
  return out;
}

function locateParsed(text: string, offset: number): LocatedRule | null {
  const doc = docAt(parseCached(text), offset);
  if (!doc || doc.value === undefined) return null;
  for (const { path, field, sc, empty } of indexOf(doc)) {
    if (sc) {
      if (offset < sc.start || offset > sc.end) continue;
      const source = text.slice(sc.start, sc.end);
      const rel = valueOffsetsInSource(sc.style, source, sc.value);
      const offsets = rel.map((o) => o + sc.start);
      // inside the quotes of a quoted scalar, after the indicator line of a block scalar
      if (offset < offsets[0]) continue;
      if ((sc.style === 'QUOTE_DOUBLE' || sc.style === 'QUOTE_SINGLE') && offset >= sc.end && sc.end - sc.start > 1) continue;
      return { path, field, cel: sc.value, offsets, celOffset: celIndexOf(offsets, offset), ...describe(doc.value, path), span: { start: sc.start, end: sc.end } };
    }
    if (!empty) continue;
    // an empty value (`rule:` then the cursor): the CEL source is empty
    const loc = doc.locate(path);
    const key = loc.keyRange;
    if (!key || loc.depth !== path.length) continue;
    const lineEnd = text.indexOf('\n', key.end.offset);
    const end = lineEnd < 0 ? text.length : lineEnd;
    const colon = text.indexOf(':', key.end.offset);
    if (colon < 0 || offset <= colon || offset > end) continue;
    return { path, field, cel: '', offsets: [offset], celOffset: 0, ...describe(doc.value, path), span: { start: offset, end: offset } };
  }
  return null;
}

const RULE_LINE = /^(\s*(?:-\s+)?)(rule|messageExpression)(\s*:[ \t]*)(.*)$/;

/**
 * A line `rule: "self.x` that breaks the YAML: the rest of the line is replaced by a placeholder
 * to find the schema node, and the CEL source is what follows the opening quote.
 */
function locateOnBrokenLine(text: string, offset: number): LocatedRule | null {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  const lineEnd = nl < 0 ? text.length : nl;
  const m = RULE_LINE.exec(text.slice(lineStart, lineEnd));
  if (!m) return null;
  const valueStart = lineStart + m[1].length + m[2].length + m[3].length;
  if (offset < valueStart) return null;
  const raw = m[4];
  const quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : '';
  const celStart = valueStart + quote.length;
  if (offset < celStart) return null;
  let cel = text.slice(celStart, lineEnd);
  if (quote && cel.endsWith(quote)) cel = cel.slice(0, -1);
  const patched = text.slice(0, valueStart) + 'x' + text.slice(lineEnd);
  const docs = parseDocuments(patched);
  const doc = docAt(docs, valueStart);
  if (!doc || doc.value === undefined) return null;
  let path: DocPath | null = null;
  eachRuleList(doc.value, [], (listPath, list) => {
    for (let i = 0; i < list.length; i++) {
      const p = [...listPath, i, m[2]];
      const sc = doc.scalar(p);
      if (sc && sc.start === valueStart) {
        path = p;
        return true;
      }
    }
    return false;
  });
  if (!path) return null;
  const offsets = Array.from({ length: cel.length + 1 }, (_, i) => celStart + i);
  const celOffset = Math.min(cel.length, offset - celStart);
  return { path, field: m[2] as RuleField, cel, offsets, celOffset, ...describe(doc.value, path), span: { start: valueStart, end: lineEnd } };
}
