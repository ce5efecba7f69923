// An edit inside one scalar of a parsed document, patched into the previous parse instead of
// parsing the whole document again (typing in a description of a 3 MB CRD). Conservative: the
// edit must stay inside one line of one scalar that is a value in block collections, must not
// touch the line's indentation nor characters that can change how the text around it is read
// (quotes, brackets, `#`, `\`, line breaks), and the scalar's old and new source must each parse,
// on their own, as exactly one clean scalar of the scalar's style, the old one to the value the
// previous parse has. Anything else is null: the caller parses the text. The patched parse
// equals a parse of the new text (test/engine/yaml/scalaredit.test.ts compares them).
import { isMap, isScalar, isSeq, type Scalar } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { JSONValue } from '../apis/json';
import type { DocPath } from '../field/path';
import { editBaseOf, plainKey, setEditBase, LineIndex, type EditBase, type Located, type ParsedDocument, type Shift, type SourcePos, type SourceRange } from './parsed';
import { parseDocuments } from './documents';
import type { ScalarStyle } from './scalarmap';

/** Edits patched onto one full parse before the text is parsed again (each costs a step per position moved). */
const MAX_SHIFTS = 256;
/** Longest replaced or inserted stretch handled (typing, pasting a word). */
const MAX_EDIT = 1024;
/** Characters that can change how the text around them is read, or the nesting estimate (findExcessiveNesting). */
const UNSAFE = /[\n\r[\]{}'"#\\\u2028\u2029\ufeff]/;
const STYLES: ReadonlySet<string> = new Set(['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED']);

/** Moves an offset of the text before `s` to the text after it. */
function moveOffset(o: number, s: Shift): number {
  return o >= s.at ? o + s.delta : o;
}

function movePos(p: SourcePos, s: Shift): SourcePos {
  if (p.offset < s.at) return p;
  return { offset: p.offset + s.delta, line: p.line, column: p.line === s.line ? p.column + s.delta : p.column };
}

function moveRange(r: SourceRange, shifts: readonly Shift[]): SourceRange {
  let { start, end } = r;
  for (const s of shifts) {
    start = movePos(start, s);
    end = movePos(end, s);
  }
  return { start, end };
}

function forward(o: number, shifts: readonly Shift[]): number {
  for (const s of shifts) o = moveOffset(o, s);
  return o;
}

/** An offset of the current text in the first parse's text (inside a replaced stretch: its start). */
function backward(o: number, shifts: readonly Shift[]): number {
  for (let i = shifts.length - 1; i >= 0; i--) {
    const s = shifts[i]!;
    if (o >= s.at + s.delta) o -= s.delta;
    else if (o > s.from) o = s.from;
  }
  return o;
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  // whole stretches compared natively first (a text built by concatenation reads slowly by character)
  for (let step = PREFIX_STEP; i + step <= n && a.slice(i, i + step) === b.slice(i, i + step);) i += step;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
const PREFIX_STEP = 4096;

/** How many characters before the last `from` ones both texts end with, up to `max` in all. */
function commonSuffix(a: string, b: string, max: number, from: number): number {
  let i = from;
  while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i - from;
}

/** The scalar (a value in block collections) whose source holds [from, to] of the first parse's text, with its path. */
function scalarAround(base: EditBase, from: number, to: number): { node: Scalar; path: DocPath } | null {
  let node = base.doc.contents as YamlNode | null;
  const path: DocPath = [];
  const holds = (n: unknown): n is YamlNode => !!n && !!(n as YamlNode).range && (n as YamlNode).range![0] <= from && to <= (n as YamlNode).range![1];
  while (node && !isScalar(node)) {
    let next: YamlNode | null = null;
    if (isMap(node) && !node.flow) {
      for (const pair of node.items) {
        if (!holds(pair.value)) continue;
        if (!isScalar(pair.key)) return null;
        path.push(plainKey(pair.key));
        next = pair.value;
        break;
      }
    } else if (isSeq(node) && !node.flow) {
      for (let i = 0; i < node.items.length; i++) {
        if (!holds(node.items[i])) continue;
        path.push(i);
        next = node.items[i] as YamlNode;
        break;
      }
    }
    if (!next) return null;
    node = next;
  }
  return node && isScalar(node) && path.length > 0 ? { node, path } : null;
}

/** A scalar's source parsed on its own as a mapping value: its style, source value and decoded value when clean. */
function parseScalarSource(src: string): { style: string; raw: string; value: JSONValue } | null {
  const text = `k: ${src}`;
  const docs = parseDocuments(text);
  const d = docs[0];
  if (docs.length !== 1 || !d || d.problems.length > 0 || d.text !== text) return null;
  const base = editBaseOf(d);
  const root = base?.doc.contents;
  if (!isMap(root) || root.items.length !== 1) return null;
  const n = root.items[0]!.value;
  if (!isScalar(n) || n.tag || n.anchor || !n.range || n.range[0] !== 3 || n.range[1] !== text.length || typeof n.value !== 'string') return null;
  const v = d.value;
  if (!v || typeof v !== 'object' || Array.isArray(v) || !('k' in v)) return null;
  return { style: String(n.type), raw: n.value, value: v.k! };
}

function valueAt(root: JSONValue | undefined, path: DocPath): JSONValue | undefined {
  let cur = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (cur && typeof cur === 'object' && !Array.isArray(cur)) cur = (cur as Record<string, JSONValue>)[String(seg)];
    else return undefined;
  }
  return cur;
}

/** `root` with the value at `path` replaced: new objects along the path, everything else shared. */
export function withValueAt<T extends JSONValue>(root: T, path: DocPath, value: JSONValue): T {
  if (path.length === 0) return value as T;
  const [seg, ...rest] = path;
  if (Array.isArray(root)) {
    const out = root.slice();
    out[seg as number] = withValueAt(root[seg as number]!, rest, value);
    return out as T;
  }
  const obj = root as Record<string, JSONValue>;
  return { ...obj, [seg as string]: withValueAt(obj[seg as string]!, rest, value) } as T;
}

/**
 * `prev` (a document parsed from a text of its own) after its text became `text`, when the
 * change stays inside one scalar as described above; null otherwise.
 */
export function editedDocument(prev: ParsedDocument, text: string): ParsedDocument | null {
  const old = prev.text;
  if (prev.problems.length > 0 || text === old) return null;
  if (Math.abs(text.length - old.length) > MAX_EDIT) return null;
  const from = commonPrefix(old, text);
  const max = Math.min(old.length, text.length) - from;
  // the edit spans at most MAX_EDIT characters of either text: so much of the ends is compared
  // at once (natively) before the common suffix is counted past it
  const need = Math.max(0, Math.max(old.length, text.length) - from - MAX_EDIT);
  if (need > max || (need > 0 && old.slice(old.length - need) !== text.slice(text.length - need))) return null;
  const suffix = need + commonSuffix(old, text, max, need);
  const oldEnd = old.length - suffix;
  const newEnd = text.length - suffix;
  if (oldEnd - from > MAX_EDIT || newEnd - from > MAX_EDIT) return null;
  if (UNSAFE.test(old.slice(from, oldEnd)) || UNSAFE.test(text.slice(from, newEnd)) || text.charCodeAt(newEnd) === 35 /* # */) return null;
  // the line's indentation and its first character stay: something other than blanks comes before the edit on its line
  const lineStart = old.lastIndexOf('\n', from - 1) + 1;
  if (!/[^ \t]/.test(old.slice(lineStart, from)) || /^(---|\.\.\.|%)/.test(old.slice(lineStart, lineStart + 3))) return null;
  // the nodes of the previous parse only now (a document decoded without them builds them here)
  const base = editBaseOf(prev);
  if (!base || base.shifts.length >= MAX_SHIFTS) return null;
  const found = scalarAround(base, backward(from, base.shifts), backward(oldEnd, base.shifts));
  if (!found) return null;
  const { node, path } = found;
  if (node.tag || node.anchor || !node.range || !STYLES.has(String(node.type))) return null;
  const start = forward(node.range[0], base.shifts);
  const end = forward(node.range[1], base.shifts);
  if (!(start < from && oldEnd <= end)) return null;
  const delta = newEnd - oldEnd;
  const oldSrc = old.slice(start, end);
  if ((node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') && /^[|>][^\n]*[0-9]/.test(oldSrc)) return null; // an explicit indentation is relative to the parent's
  const before = parseScalarSource(oldSrc);
  const after = before && parseScalarSource(text.slice(start, end + delta));
  const current = valueAt(prev.value, path);
  const raw = base.raw.get(node) ?? node.value;
  if (!before || !after || before.style !== node.type || after.style !== node.type || before.value !== current || before.raw !== raw) return null;

  const line = base.lines.pos(backward(from, base.shifts)).line;
  const shift: Shift = { from, at: oldEnd, delta, line };
  const shifts = [...base.shifts, shift];
  const raws = new Map(base.raw).set(node, after.raw);
  const root = base.root;
  let lines: LineIndex | undefined;
  const docStart = prev.range.start;
  const doc: ParsedDocument = {
    index: prev.index,
    value: withValueAt(prev.value!, path, after.value),
    range: moveRange(prev.range, [shift]),
    problems: [],
    locate: (p): Located => {
      const l = root.locate(p);
      const range = moveRange(l.range, shifts);
      // the shape of a parse's own answer (parsed.ts locate: keyRange present, undefined without a key)
      return { range, keyRange: l.keyRange && moveRange(l.keyRange, shifts), depth: l.depth };
    },
    scalar: (p) => {
      const f = base.nodes.find(p);
      if (!f || f.depth !== p.length || !isScalar(f.node) || !f.node.range) return undefined;
      const v = raws.get(f.node) ?? f.node.value;
      if (typeof v !== 'string') return undefined;
      return { style: (f.node.type ?? 'PLAIN') as ScalarStyle, value: v, start: forward(f.node.range[0], shifts), end: forward(f.node.range[1], shifts) };
    },
    rangeOf: (a, b) => (lines ??= new LineIndex(text)).range(a, b),
    text,
    edit: { previous: prev.value, path, before: current, after: after.value, at: oldEnd - docStart.offset, delta, line: line - docStart.line },
  };
  setEditBase(doc, { ...base, shifts, raw: raws });
  return doc;
}
