// Small text edits on a parsed YAML document that keep its layout: add a key to a mapping (block
// or flow), replace a scalar value, remove a key with its value.
import type { DocPath } from '../field/path';
import type { ParsedDocument } from '../yaml/parsed';
import type { JSONValue } from '../apis/json';
import type { TextSpan } from './types';

export interface Edit {
  span: TextSpan;
  text: string;
}

const isObj = (v: unknown): v is Record<string, JSONValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function valueAt(v: JSONValue | undefined, path: DocPath): JSONValue | undefined {
  let cur = v;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObj(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}

/** Adds `key: value` as the first entry of the mapping at `path`; null when there is no mapping there. */
export function insertKey(doc: ParsedDocument, path: DocPath, key: string, value: string): Edit | null {
  if (!isObj(valueAt(doc.value, path))) return null;
  const loc = doc.locate(path);
  if (loc.depth !== path.length) return null;
  const text = doc.text;
  const start = loc.range.start.offset;
  if (text[start] === '{') {
    const empty = /^\{\s*\}/.test(text.slice(start, start + 64));
    return { span: { start: start + 1, end: start + 1 }, text: empty ? `${key}: ${value}` : `${key}: ${value}, ` };
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const column = start - lineStart;
  // after a one-line `type:` entry reads best (`type: array` then `maxItems: 64`)
  const m = valueAt(doc.value, path) as Record<string, JSONValue>;
  if (key !== 'type' && typeof m.type === 'string') {
    const t = doc.locate([...path, 'type']);
    const tk = t.keyRange;
    if (tk && t.range.start.line === tk.start.line && t.range.end.line === tk.start.line && tk.start.offset - (text.lastIndexOf('\n', tk.start.offset - 1) + 1) === column) {
      const nl = text.indexOf('\n', t.range.end.offset);
      const at = nl < 0 ? text.length : nl;
      if (/^\s*(#.*)?$/.test(text.slice(t.range.end.offset, at))) return { span: { start: at, end: at }, text: `\n${' '.repeat(column)}${key}: ${value}` };
    }
  }
  return { span: { start, end: start }, text: `${key}: ${value}\n${' '.repeat(column)}` };
}

/** Replaces the scalar at `path`. */
export function replaceValue(doc: ParsedDocument, path: DocPath, value: string): Edit | null {
  const loc = doc.locate(path);
  if (loc.depth !== path.length) return null;
  return { span: { start: loc.range.start.offset, end: loc.range.end.offset }, text: value };
}

/** Sets `key` of the mapping at `path` to a scalar: replaces its value or adds the key. */
export function setKey(doc: ParsedDocument, path: DocPath, key: string, value: string): Edit | null {
  const m = valueAt(doc.value, path);
  if (!isObj(m)) return null;
  if (key in m && m[key] !== null) return replaceValue(doc, [...path, key], value);
  if (key in m) {
    // `key:` with no value: write after the colon
    const loc = doc.locate([...path, key]);
    const k = loc.keyRange;
    if (!k) return null;
    const colon = doc.text.indexOf(':', k.end.offset);
    if (colon < 0) return null;
    return { span: { start: colon + 1, end: colon + 1 }, text: ` ${value}` };
  }
  return insertKey(doc, path, key, value);
}

/**
 * Removes the entry at `path` (a mapping key with its value): whole lines for a block entry alone
 * on its lines, else the entry and the separator after it.
 */
export function removeEntry(doc: ParsedDocument, path: DocPath): Edit | null {
  const loc = doc.locate(path);
  if (loc.depth !== path.length || !loc.keyRange) return null;
  const text = doc.text;
  const keyStart = loc.keyRange.start.offset;
  let end = Math.max(loc.range.end.offset, loc.keyRange.end.offset);
  const lineStart = text.lastIndexOf('\n', keyStart - 1) + 1;
  const before = text.slice(lineStart, keyStart);
  const parent = valueAt(doc.value, path.slice(0, -1));
  const siblings = isObj(parent) ? Object.keys(parent).length : 0;
  if (/^\s*$/.test(before)) {
    // the value's range may end at the start of the next line (block values)
    while (end > keyStart && /\s/.test(text[end - 1] ?? '')) end--;
    const nl = text.indexOf('\n', end);
    const lineEnd = nl < 0 ? text.length : nl + 1;
    if (siblings <= 1) {
      // the only key: leave an empty mapping
      return { span: { start: keyStart, end: nl < 0 ? text.length : nl }, text: '{}' };
    }
    return { span: { start: lineStart, end: lineEnd }, text: '' };
  }
  if (/^\s*-\s+$/.test(before)) {
    // the first key of a sequence item: the next key moves up onto the dash line
    const nl = text.indexOf('\n', end);
    if (siblings <= 1 || nl < 0) return { span: { start: keyStart, end: nl < 0 ? text.length : nl }, text: '{}' };
    let next = nl + 1;
    while (text[next] === ' ') next++;
    return { span: { start: keyStart, end: next }, text: '' };
  }
  // flow mapping: `a: 1, b: 2`
  const after = /^\s*,\s*/.exec(text.slice(end));
  if (after) return { span: { start: keyStart, end: end + after[0].length }, text: '' };
  const comma = /,\s*$/.exec(text.slice(0, keyStart));
  if (comma) return { span: { start: keyStart - comma[0].length, end }, text: '' };
  return { span: { start: keyStart, end }, text: '' };
}
