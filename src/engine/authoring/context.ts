// Where the cursor is in a YAML text, for completion and hover: the document, the path from the
// document root to the mapping or sequence being written, and whether a key, a value or a sequence
// item is being typed. Works on incomplete YAML (a key without its colon, an empty line whose
// indentation names its parent, a flow map being written) because it reads lines and indentation
// instead of parsing: one pass over the cursor's document, never over the other documents.
import type { TextSpan } from './types';
import { documentAt, commentStart, indentOf, matchKey, valueStart, flowDepth, quoteClosed } from './cursor-lines';
import type { ValueStart } from './cursor-lines';
import { flowCursor } from './cursor-flow';
import type { FlowCursor } from './cursor-flow';

export type PathSegment = string | number;

export interface CursorContext {
  /** The `---` document holding the offset (index as the engine's docIndex counts) and its bounds. */
  docIndex: number;
  docStart: number;
  docEnd: number;
  /** Keys/indices from the document root to the mapping or sequence the cursor is in. */
  path: PathSegment[];
  /** Typing a key, a value after `key:`, or a new `- ` sequence item. */
  position: 'key' | 'value' | 'item';
  /** For 'value': the key whose value is typed. */
  key?: string;
  /** For 'item': the index of the item in its sequence. */
  index?: number;
  /** The partial word at the cursor (what a completion replaces) and its text before the cursor. */
  word: TextSpan;
  prefix: string;
  /** Keys already present in that mapping (without the key being typed at the cursor). */
  siblings: string[];
  /** Column of the mapping's keys (or the sequence's dashes). */
  indent: number;
  /** Inside a flow collection (`{...}` / `[...]`, JSON). */
  inFlow: boolean;
  /** For 'key': the key at the cursor is already followed by `:` (complete the name only). */
  colon: boolean;
  /** The word is inside this quote (the completion goes between the quotes). */
  quoted?: '"' | "'";
  /** For a quoted word: its closing quote follows it. */
  closedQuote?: boolean;
  /** The document is JSON (it opens with `{` or `[`): keys and strings are written in double quotes. */
  json?: boolean;
  /** Nothing should be completed here: in a comment, a block scalar, a multi-line quoted scalar. */
  inert?: 'comment' | 'block-scalar' | 'quoted';
}

/** The key or scalar value under the cursor. */
export interface NodeAt {
  docIndex: number;
  /** The path of the node (for a key: of its value). */
  path: PathSegment[];
  span: TextSpan;
  isKey: boolean;
}

interface Frame {
  col: number;
  type: 'map' | 'seq';
  path: PathSegment[];
  keys: string[];
  count: number;
  last?: PathSegment;
  open: boolean;
}

type Mode = { kind: 'none' } | { kind: 'block'; indent: number } | { kind: 'flow'; start: number; path: PathSegment[]; state: { depth: number; quote: number } } | { kind: 'quoted'; quote: number };

const NONE: Mode = { kind: 'none' };

const slotPath = (f: Frame | undefined): PathSegment[] => (!f ? [] : f.last === undefined ? f.path : [...f.path, f.last]);

/** The frame at `col` for a key (seq=false) or a `- ` item (seq=true), created as a child of the last entry when new. */
function place(stack: Frame[], col: number, seq: boolean): Frame {
  while (stack.length > 0) {
    const t = stack[stack.length - 1];
    if (t.col > col || (t.col === col && t.type === 'seq' && !seq)) stack.pop();
    else break;
  }
  const top = stack[stack.length - 1];
  if (top && top.col === col && (top.type === 'seq') === seq) return top;
  const f: Frame = { col, type: seq ? 'seq' : 'map', path: slotPath(top), keys: [], count: 0, open: false };
  stack.push(f);
  return f;
}

function isDash(content: string): boolean {
  return content === '-' || content.startsWith('- ') || content.startsWith('-\t');
}

function dashWidth(content: string): number {
  let j = 1;
  while (j < content.length && (content[j] === ' ' || content[j] === '\t')) j++;
  return j;
}

/** What follows a value that starts at `offset`: a block scalar, a flow collection or quoted scalar going on past this line. */
function modeFor(vs: ValueStart, value: string, offset: number, path: PathSegment[], col: number): Mode {
  if (vs === 'block') return { kind: 'block', indent: col };
  if (vs === 'flow') {
    const b = value.search(/[[{]/);
    const state = { depth: 0, quote: 0 };
    flowDepth(value.slice(b), state);
    return state.depth > 0 ? { kind: 'flow', start: offset + b, path, state } : NONE;
  }
  if (vs === 'quoted') {
    const v = value.trimStart();
    return quoteClosed(v) ? NONE : { kind: 'quoted', quote: v.charCodeAt(0) };
  }
  return NONE;
}

/** Reads one line's entry (at column `col`, text `content` starting at `offset`) into the frames. */
function enter(stack: Frame[], col: number, content: string, offset: number): Mode {
  if (isDash(content)) {
    const f = place(stack, col, true);
    f.last = f.count++;
    f.open = false;
    const j = dashWidth(content);
    const rest = content.slice(j);
    const vs = valueStart(rest);
    if (vs === 'empty') {
      f.open = true;
      return NONE;
    }
    if (isDash(rest) || matchKey(rest)) return enter(stack, col + j, rest, offset + j);
    return modeFor(vs, rest, offset + j, slotPath(f), col);
  }
  const m = matchKey(content);
  if (m) {
    const f = place(stack, col, false);
    f.keys.push(m.key);
    f.last = m.key;
    const rest = content.slice(m.valueStart);
    const vs = valueStart(rest);
    f.open = vs === 'empty';
    return modeFor(vs, rest, offset + m.valueStart, slotPath(f), col);
  }
  const vs = valueStart(content);
  if (vs === 'flow' || vs === 'quoted' || vs === 'block') {
    while (stack.length > 0 && stack[stack.length - 1].col >= col) stack.pop();
    return modeFor(vs, content, offset, slotPath(stack[stack.length - 1]), col);
  }
  // a plain scalar without a colon: a key being written, or a continuation line
  const f = place(stack, col, false);
  f.last = undefined;
  f.open = false;
  return NONE;
}

function closesQuote(line: string, quote: number): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote === 34 && c === 92) i++;
    else if (c === quote) {
      if (quote === 39 && line.charCodeAt(i + 1) === 39) i++;
      else return true;
    }
  }
  return false;
}

function lineAt(text: string, start: number, limit: number): { line: string; end: number } {
  let nl = text.indexOf('\n', start);
  if (nl < 0 || nl > limit) nl = limit;
  let line = text.slice(start, nl);
  if (line.endsWith('\r')) line = line.slice(0, -1);
  return { line, end: nl };
}

interface Checkpoint {
  at: number;
  stack: Frame[];
  mode: Mode;
}

/**
 * Scan states every CHECKPOINT_LINES lines of the last texts scanned (one per editor, about): an
 * edit re-scans from the last state before it.
 */
const CHECKPOINT_LINES = 400;
const CHECKPOINT_TEXTS = 3;
const checkpoints: { text: string; docStart: number; points: Checkpoint[] }[] = [];

const cloneStack = (stack: Frame[]): Frame[] => stack.map((f) => ({ ...f, keys: [...f.keys] }));
const cloneMode = (m: Mode): Mode => (m.kind === 'flow' ? { ...m, state: { ...m.state } } : m);

/** Length of the common prefix of two texts (compared in native chunks). */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (let step = 1 << 16; step >= 1; step >>= 4) {
    while (i + step <= n && a.substr(i, step) === b.substr(i, step)) i += step;
  }
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The frames and mode at the start of the line at `lineStart` (one pass over the document up to it). */
function scan(text: string, docStart: number, lineStart: number): { stack: Frame[]; mode: Mode } {
  // the cached text sharing the longest prefix with this one (the same editor before the edit)
  let best = -1;
  let valid = 0;
  checkpoints.forEach((c, i) => {
    if (c.docStart !== docStart) return;
    const common = c.text === text ? text.length : commonPrefix(c.text, text);
    if (common > valid || best < 0) {
      best = i;
      valid = common;
    }
  });
  const points = best >= 0 ? checkpoints[best].points.filter((p) => p.at <= valid) : [];
  // another editor's text (nothing in common to reuse) keeps its entry
  if (best >= 0 && (points.length > 0 || valid === text.length)) checkpoints.splice(best, 1);
  checkpoints.unshift({ text, docStart, points });
  if (checkpoints.length > CHECKPOINT_TEXTS) checkpoints.length = CHECKPOINT_TEXTS;
  let stack: Frame[] = [];
  let mode: Mode = NONE;
  let i = docStart;
  for (let k = points.length - 1; k >= 0; k--) {
    if (points[k].at <= lineStart) {
      stack = cloneStack(points[k].stack);
      mode = cloneMode(points[k].mode);
      i = points[k].at;
      break;
    }
  }
  let lines = 0;
  while (i < lineStart) {
    if (++lines % CHECKPOINT_LINES === 0 && (points.length === 0 || points[points.length - 1].at < i)) {
      points.push({ at: i, stack: cloneStack(stack), mode: cloneMode(mode) });
    }
    const { line, end } = lineAt(text, i, lineStart);
    const next = end + 1;
    if (mode.kind === 'block') {
      if (line.trim() === '' || indentOf(line) > mode.indent) {
        i = next;
        continue;
      }
      mode = NONE;
    } else if (mode.kind === 'flow') {
      flowDepth(line, mode.state);
      if (mode.state.depth <= 0) mode = NONE;
      i = next;
      continue;
    } else if (mode.kind === 'quoted') {
      if (closesQuote(line, mode.quote)) mode = NONE;
      i = next;
      continue;
    }
    const col = indentOf(line);
    const content = line.slice(col);
    if (content !== '' && content[0] !== '#' && content[0] !== '%' && content !== '\t') mode = enter(stack, col, content, i + col);
    i = next;
  }
  return { stack, mode };
}

/** Keys of the mapping at `col` on the lines from `from` to where the mapping ends. */
function keysAfter(text: string, from: number, docEnd: number, col: number): string[] {
  const out: string[] = [];
  let i = from;
  while (i < docEnd) {
    const { line, end } = lineAt(text, i, docEnd);
    i = end + 1;
    const ind = indentOf(line);
    const content = line.slice(ind);
    if (content === '' || content[0] === '#') continue;
    if (ind < col) break;
    if (ind > col || isDash(content)) continue;
    const m = matchKey(content);
    if (m) out.push(m.key);
  }
  return out;
}

function endOfValue(line: string, from: number): number {
  const hash = commentStart(line.slice(from));
  let e = hash >= 0 ? from + hash : line.length;
  while (e > from && /\s/.test(line[e - 1])) e--;
  return e;
}

function fromFlow(base: Omit<CursorContext, 'path' | 'position' | 'word' | 'prefix' | 'siblings' | 'colon' | 'inFlow'>, f: FlowCursor, text: string, offset: number): CursorContext {
  const ctx: CursorContext = {
    ...base,
    path: f.path,
    position: f.position,
    word: f.word,
    prefix: text.slice(f.word.start, Math.max(f.word.start, offset)),
    siblings: f.siblings,
    colon: f.colon,
    inFlow: true,
  };
  if (f.key !== undefined) ctx.key = f.key;
  if (f.index !== undefined) ctx.index = f.index;
  if (f.quoted) ctx.quoted = f.quoted;
  return ctx;
}

/** The cursor context at a UTF-16 offset of a (possibly incomplete) YAML text. Never throws. */
const OPENS_JSON = /\s*[{[]/y;

/**
 * Where the cursor is (see CursorContext), with what the place is written in: whether the document is JSON (it
 * opens with `{` or `[`) and whether a quoted word's closing quote follows it (the editor typed it).
 */
export function cursorContext(text: string, offset: number): CursorContext {
  const ctx = placeAt(text, offset);
  OPENS_JSON.lastIndex = ctx.docStart;
  if (OPENS_JSON.test(text) && OPENS_JSON.lastIndex <= ctx.docEnd) ctx.json = true;
  if (ctx.quoted && text[ctx.word.end] === ctx.quoted) ctx.closedQuote = true;
  return ctx;
}

function placeAt(text: string, offset: number): CursorContext {
  const off = Math.max(0, Math.min(offset, text.length));
  const doc = documentAt(text, off);
  const lineStart = Math.max(doc.start, text.lastIndexOf('\n', off - 1) + 1);
  const { line, end: lineEnd } = lineAt(text, lineStart, doc.end);
  const cur = off - lineStart;
  const base = { docIndex: doc.index, docStart: doc.start, docEnd: doc.end, indent: 0 };
  const empty = (extra: Partial<CursorContext>): CursorContext => ({
    ...base,
    path: [],
    position: 'key',
    word: { start: off, end: off },
    prefix: '',
    siblings: [],
    colon: false,
    inFlow: false,
    ...extra,
  });
  if (off < doc.start) return empty({});
  const { stack, mode } = scan(text, doc.start, lineStart);
  const before = line.slice(0, cur);

  if (mode.kind === 'flow') {
    const f = flowCursor(text, mode.start, mode.path, off, doc.end);
    return f ? fromFlow(base, f, text, off) : empty({ inFlow: true });
  }
  if (mode.kind === 'quoted') return empty({ inert: 'quoted' });
  if (mode.kind === 'block') {
    const blank = line.trim() === '';
    if (blank ? before.length > mode.indent : indentOf(line) > mode.indent) return empty({ inert: 'block-scalar' });
  }
  if (commentStart(before) >= 0) return empty({ inert: 'comment' });

  const lineIndent = indentOf(line);
  const rest = line.slice(lineIndent);
  if (rest === '' || rest[0] === '#') {
    // an empty line: the cursor's column names the parent
    const c = cur;
    while (stack.length > 0) {
      const t = stack[stack.length - 1];
      if (t.col > c || (t.col === c && t.type === 'seq')) stack.pop();
      else break;
    }
    const top = stack[stack.length - 1];
    const inTop = top !== undefined && top.col === c;
    const keys = inTop ? [...top.keys] : [];
    keys.push(...keysAfter(text, lineEnd + 1, doc.end, c));
    return empty({ path: inTop ? top.path : slotPath(top), siblings: unique(keys), indent: c });
  }

  // a line with content: walk its `- ` indicators to the entry the cursor is in
  let col = lineIndent;
  let content = rest;
  let c = Math.max(0, cur - lineIndent);
  let itemOf: Frame | undefined;
  while (isDash(content)) {
    const j = dashWidth(content);
    if (c < j && c > 0) {
      // between the dash and the item: a new item
      const f = place(stack, col, true);
      return empty({ path: f.path, position: 'item', index: f.count, indent: col, word: { start: off, end: off } });
    }
    if (c === 0) break;
    const f = place(stack, col, true);
    f.last = f.count++;
    itemOf = f;
    col += j;
    content = content.slice(j);
    c -= j;
    if (!isDash(content) && !matchKey(content)) break;
    itemOf = undefined;
    // the item is a mapping (or a nested sequence) at `col`
  }
  const contentStart = lineStart + col;
  const m = matchKey(content);
  const colonAt = m ? content.indexOf(':', m.keyEnd) : -1;
  if (m && c > colonAt) {
    // a value after `key:`
    const f = place(stack, col, false);
    const siblings = unique([...f.keys, m.key, ...keysAfter(text, lineEnd + 1, doc.end, col)]);
    const valueText = content.slice(m.valueStart);
    const vs = valueStart(valueText);
    const vOff = contentStart + m.valueStart;
    const valuePath = [...f.path, m.key];
    if (vs === 'flow' && off > vOff) {
      const b = valueText.search(/[[{]/);
      const fc = flowCursor(text, vOff + b, valuePath, off, doc.end);
      if (fc) return fromFlow({ ...base, indent: col }, fc, text, off);
    }
    if (vs === 'block') return empty({ inert: 'block-scalar' });
    let ws = vOff;
    let we = lineStart + endOfValue(line, col + m.valueStart);
    let quoted: '"' | "'" | undefined;
    if (vs === 'quoted' && (valueText[0] === '"' || valueText[0] === "'")) {
      quoted = valueText[0] as '"' | "'";
      ws = vOff + 1;
      if (we > ws && text[we - 1] === quoted) we--;
    }
    if (off < ws) ws = we = off;
    if (we < off) we = off;
    const ctx = empty({ path: f.path, position: 'value', key: m.key, word: { start: ws, end: we }, prefix: text.slice(ws, off), siblings, indent: col });
    if (quoted) ctx.quoted = quoted;
    return ctx;
  }
  const vs = valueStart(content);
  if (!m && vs === 'flow') {
    const b = content.search(/[[{]/);
    const top = itemOf ?? stack[stack.length - 1];
    const fc = flowCursor(text, contentStart + b, itemOf ? slotPath(itemOf) : slotPath(top), off, doc.end);
    if (fc) return fromFlow({ ...base, indent: col }, fc, text, off);
  }
  // the word at the cursor: a key (with or without its colon) or a sequence item
  let ws: number;
  let we: number;
  let quoted: '"' | "'" | undefined;
  if (m) {
    ws = contentStart + m.keyStart;
    we = contentStart + m.keyEnd;
    if (m.keyStart === 1) quoted = content[0] as '"' | "'";
  } else {
    const q = content[0];
    if (q === '"' || q === "'") {
      quoted = q;
      ws = contentStart + 1;
      const close = content.indexOf(q, 1);
      we = close > 0 ? contentStart + close : lineStart + endOfValue(line, col);
    } else {
      ws = off;
      while (ws > contentStart && !/[\s:]/.test(text[ws - 1])) ws--;
      we = itemOf ? lineStart + endOfValue(line, col) : off;
      if (!itemOf) while (we < lineEnd && !/[\s:#]/.test(text[we])) we++;
    }
  }
  if (off < ws || off > we) ws = we = off;
  if (itemOf) {
    const ctx = empty({ path: itemOf.path, position: 'item', index: itemOf.count - 1, word: { start: ws, end: we }, prefix: text.slice(ws, off), indent: itemOf.col });
    if (quoted) ctx.quoted = quoted;
    return ctx;
  }
  const f = place(stack, col, false);
  let j = we;
  if (quoted && text[j] === quoted) j++;
  while (j < lineEnd && (text[j] === ' ' || text[j] === '\t')) j++;
  const keys = [...f.keys, ...keysAfter(text, lineEnd + 1, doc.end, col)];
  const ctx = empty({ path: f.path, position: 'key', word: { start: ws, end: we }, prefix: text.slice(ws, off), siblings: unique(keys), indent: col, colon: text[j] === ':' });
  if (quoted) ctx.quoted = quoted;
  return ctx;
}

function unique(keys: string[]): string[] {
  return keys.filter((k, i) => keys.indexOf(k) === i);
}

/** The key or scalar value under the cursor (for hover and go-to-definition), or null. Never throws. */
export function nodeAt(text: string, offset: number): NodeAt | null {
  try {
    const ctx = cursorContext(text, offset);
    if (ctx.inert || ctx.word.end <= ctx.word.start) {
      // the cursor right after a word (hover at its end) or on the closing quote
      if (!ctx.inert && offset > 0 && offset === ctx.word.start) return null;
      if (ctx.inert) return null;
      return null;
    }
    const word = text.slice(ctx.word.start, ctx.word.end);
    if (ctx.position === 'key') return { docIndex: ctx.docIndex, path: [...ctx.path, ctx.quoted ? word : word.trim()], span: ctx.word, isKey: true };
    if (ctx.position === 'value') return { docIndex: ctx.docIndex, path: [...ctx.path, ctx.key ?? ''], span: ctx.word, isKey: false };
    return { docIndex: ctx.docIndex, path: [...ctx.path, ctx.index ?? 0], span: ctx.word, isKey: false };
  } catch {
    return null;
  }
}
