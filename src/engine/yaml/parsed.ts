// A parsed YAML document and its sources: positions (SourcePos, SourceRange, LineIndex), what a
// parse answers (ParsedDocument: value, problems, locate, scalar), the lookups of paths in the yaml
// library's nodes (NodeIndex, locate, scalarAt) and the edit bases an edit inside one scalar
// starts from (yaml/scalaredit.ts). The parsers (documents.ts, blockparsed.ts, jsondoc.ts) build these.
import { isAlias, isMap, isScalar, isSeq, type Scalar } from 'yaml';
import type { Node as YamlNode, Document } from 'yaml';
import type { JSONValue } from '../apis/json';
import type { DocPath } from '../field/path';
import type { ScalarStyle } from './scalarmap';
import type { TextEdit } from './textedit';

export interface SourcePos {
  offset: number;
  line: number; // 1-based
  column: number; // 1-based
}

export interface SourceRange {
  start: SourcePos;
  end: SourcePos;
}

export interface YamlProblem {
  severity: 'error' | 'warning';
  message: string;
  range: SourceRange;
  /** Location inside the document value, when the problem is about a node. */
  path?: DocPath;
}

export interface ParsedDocument {
  /** Position of the document in its file, 0-based. */
  index: number;
  /** The decoded value; undefined for an empty document or one that failed to parse. */
  value: JSONValue | undefined;
  /**
   * The length in UTF-8 bytes of JSON.stringify's text of `value` (bigints as integers), when the
   * parse measured it as it read the text (yaml/blockdoc.ts): the request size
   * (pipeline/sizelimits.ts) without a walk of the value. Optional.
   */
  jsonBytes?: number;
  range: SourceRange;
  problems: YamlProblem[];
  /** Source range of the value (and the key, for mapping entries) at a document path, or of its nearest existing ancestor. */
  locate(path: DocPath): Located;
  /**
   * `locate` of each path, answered together: a parse whose nodes are built on demand builds only
   * the nodes along these paths (when it has not built all of them yet). Optional: `locateAll` reads it.
   */
  locateMany?(paths: readonly DocPath[]): Located[];
  /**
   * The paths whose nodes `locateMany` has built so far without building all of them (undefined:
   * none). Optional. A later version of the document is decoded with the nodes along them
   * (yaml/blockparsed.ts `along`): a large CRD's rules are located again on every edit.
   */
  nodePaths?(): readonly DocPath[] | undefined;
  /** The string scalar at a document path, with its style and source offsets. */
  scalar(path: DocPath): ScalarSource | undefined;
  /** The range of `text` offsets [start, end). */
  rangeOf(start: number, end: number): SourceRange;
  /** The whole text the document was parsed from. */
  text: string;
  /** Set when this parse was derived from a previous one by an edit inside one scalar (yaml/scalaredit.ts). */
  edit?: ScalarEdit;
}

/**
 * An edit inside one scalar of a document: the previous parse's value, the scalar's path and its
 * value before and after, and where the text moved (offsets from `at` on moved by `delta`, on
 * line `line` their columns too). `at` and `line` count from the document's start (offset and
 * 0-based line), so they hold wherever the document sits in its text.
 */
interface ScalarEdit {
  previous: JSONValue | undefined;
  path: DocPath;
  before: JSONValue;
  after: JSONValue;
  at: number;
  delta: number;
  line: number;
}

interface ScalarSource {
  style: ScalarStyle;
  value: string;
  /** Offsets of the node's source text in the whole text. */
  start: number;
  end: number;
}

export interface Located {
  /** The range of the node found (the value). */
  range: SourceRange;
  /** The range of its key, when it is a mapping value. */
  keyRange?: SourceRange;
  /** How many path segments were matched (path.length when the node itself exists). */
  depth: number;
}

/** Where a part of a file (a run of its documents) starts: positions and document indices continue from here. */
export interface TextOrigin {
  /** Offset of the part's first character in the file. */
  offset: number;
  /** 1-based line of that character; parts start at the beginning of a line. */
  line: number;
  /** Index in the file of the part's first document. */
  index: number;
}

/** Offsets where the lines of `text` start. */
function lineStarts(text: string): number[] {
  const found = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) found.push(i + 1);
  return found;
}

export class LineIndex {
  /** Offsets where the lines start (an Int32Array when moved from a previous index, afterEdit). */
  private readonly starts: readonly number[] | Int32Array;
  private readonly originalStarts: number[] | undefined;
  /**
   * `text` is what was parsed. When it is a relaxed copy of the user's text (spaces `added` in
   * front of some lines), positions are reported in the user's text. When it is a part of a
   * file starting at `origin`, positions are reported in the file.
   */
  constructor(
    readonly text: string,
    private readonly added?: number[],
    original?: string,
    private readonly origin?: TextOrigin,
    /** The line starts, when known (afterEdit; the cut of a stream's text, docsplit.ts). */
    starts?: readonly number[] | Int32Array,
  ) {
    // the searches are a function of their own: a loop optimised while it runs (on-stack replacement) keeps code
    // that later long texts enter again, and here that code held the rarely run relaxed branch (decision 0070)
    this.starts = starts ?? lineStarts(text);
    this.originalStarts = added && original !== undefined ? lineStarts(original) : undefined;
  }
  pos(offset: number): SourcePos {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    const column = o - this.starts[lo] + 1;
    if (this.added && this.originalStarts) {
      const col = Math.max(1, column - (this.added[lo] ?? 0));
      return { offset: (this.originalStarts[lo] ?? 0) + col - 1, line: lo + 1, column: col };
    }
    if (this.origin) return { offset: this.origin.offset + o, line: this.origin.line + lo, column };
    return { offset: o, line: lo + 1, column };
  }
  /**
   * The index of `text`, this index's text with `edit` made (yaml/textedit.ts): the line starts
   * before and after the edit are this index's (moved), only the edited stretch is searched.
   */
  afterEdit(text: string, edit: TextEdit): LineIndex {
    if (this.added || this.origin) return new LineIndex(text);
    const old = this.starts;
    // the line starts up to the edit, the ones inside it, and the ones after it moved
    let before = 0;
    while (before < old.length && old[before]! <= edit.at) before++;
    const inside: number[] = [];
    for (let j = text.indexOf('\n', edit.at); j >= 0 && j < edit.afterEnd; j = text.indexOf('\n', j + 1)) inside.push(j + 1);
    let after = before;
    while (after < old.length && old[after]! - 1 < edit.beforeEnd) after++;
    const starts = new Int32Array(before + inside.length + old.length - after);
    starts.set(old instanceof Int32Array ? old.subarray(0, before) : old.slice(0, before));
    starts.set(inside, before);
    const delta = edit.afterEnd - edit.beforeEnd;
    for (let i = after, k = before + inside.length; i < old.length; i++, k++) starts[k] = old[i]! + delta;
    return new LineIndex(text, undefined, undefined, undefined, starts);
  }
  range(start: number, end: number): SourceRange {
    return { start: this.pos(start), end: this.pos(Math.max(start, end)) };
  }
  /** Offset of a 1-based line and column. */
  offsetOf(line: number, column: number): number {
    const l = Math.max(1, Math.min(line - (this.origin ? this.origin.line - 1 : 0), this.starts.length));
    return Math.min(this.text.length, this.starts[l - 1] + Math.max(0, column - 1));
  }
}

/** A moved stretch of text: offsets from `at` on (in the text before the edit) moved by `delta`; `[from, at)` was replaced; `line` is 1-based. */
export interface Shift {
  from: number;
  at: number;
  delta: number;
  line: number;
}

/**
 * What an edit inside one scalar needs of a parse (yaml/scalaredit.ts): the first full parse
 * (`root`, its nodes and lines) and the edits since, as moves of the text (`shifts`) and the new
 * source values of the edited scalars (`raw`).
 */
export interface EditBase {
  root: ParsedDocument;
  doc: Document.Parsed;
  nodes: NodeIndex;
  lines: LineIndex;
  shifts: readonly Shift[];
  raw: ReadonlyMap<YamlNode, string>;
}

const editBases = new WeakMap<ParsedDocument, EditBase | (() => EditBase)>();

export function editBaseOf(d: ParsedDocument): EditBase | undefined {
  const b = editBases.get(d);
  if (typeof b !== 'function') return b;
  const base = b();
  editBases.set(d, base);
  return base;
}

/** Gives `to` the edit base of `from` (not building one that is built when first asked for). */
export function copyEditBase(from: ParsedDocument, to: ParsedDocument): void {
  const b = editBases.get(from);
  if (b) editBases.set(to, b);
}

/** An edit base built when an edit first asks for it (a document decoded without nodes, yaml/blockparsed.ts). */
export function setLazyEditBase(d: ParsedDocument, base: () => EditBase): void {
  editBases.set(d, base);
}

export function setEditBase(d: ParsedDocument, base: EditBase): void {
  editBases.set(d, base);
}

interface Found {
  node: YamlNode | null;
  keyNode: YamlNode | null;
  depth: number;
}

/** A mapping's entries by key (the last of duplicate keys wins, as in the decoded value). */
type Entries = Map<string, { key: YamlNode | null; value: YamlNode | null }>;

/**
 * Path lookups in one document's nodes: each mapping's keys are indexed on first use, so a
 * lookup costs its path length (a diagnostic per field of a 30,000-field object stays linear).
 */
export class NodeIndex {
  private readonly keys = new WeakMap<YamlNode, Entries>();
  constructor(
    private readonly doc: Document.Parsed,
    private readonly aliases: Map<YamlNode, YamlNode | undefined>,
  ) {}

  /** Walks a document path through the YAML nodes (aliases followed); stops at the deepest existing node. */
  find(path: DocPath): Found | null {
    let node = this.doc.contents as YamlNode | null;
    if (!node || !node.range) return null;
    // the deepest node found so far (one Found made at the end, not one per step)
    let foundNode: YamlNode | null = node;
    let foundKey: YamlNode | null = null;
    let depth = 0;
    for (let i = 0; i < path.length; i++) {
      for (let hops = 0; node && isAlias(node) && hops < 1000; hops++) node = this.aliases.get(node) ?? null;
      if (!node) break;
      const seg = path[i];
      let next: YamlNode | null;
      let keyNode: YamlNode | null = null;
      if (isSeq(node) && typeof seg === 'number') {
        next = (node.items[seg] as YamlNode) ?? null;
      } else if (isMap(node)) {
        const entry = this.entries(node).get(typeof seg === 'string' ? seg : String(seg));
        if (!entry) break;
        next = entry.value;
        keyNode = entry.key;
      } else break;
      const target = next ?? keyNode;
      if (!target || !target.range) break;
      node = next;
      foundNode = next;
      foundKey = keyNode;
      depth = i + 1;
      if (!next) break;
    }
    return { node: foundNode, keyNode: foundKey, depth };
  }

  /** A mapping's entries by key; the last of duplicate keys wins, as in the decoded value. */
  private entries(map: YamlNode): Entries {
    let m = this.keys.get(map);
    if (m) return m;
    m = new Map();
    if (isMap(map)) {
      for (const pair of map.items) {
        const k = pair.key as YamlNode | null;
        if (isScalar(k)) m.set(plainKey(k), { key: k, value: pair.value as YamlNode | null });
      }
    }
    this.keys.set(map, m);
    return m;
  }
}

export function locate(nodes: NodeIndex, lines: LineIndex, docRange: SourceRange, path: DocPath): Located {
  const f = nodes.find(path);
  if (!f) return { range: docRange, depth: 0 };
  const n = f.node ?? f.keyNode;
  const range = n?.range ? lines.range(n.range[0], n.range[1]) : docRange;
  return { range, keyRange: f.keyNode?.range ? lines.range(f.keyNode.range[0], f.keyNode.range[1]) : undefined, depth: f.depth };
}

/** `doc.locate` of each path (through `locateMany` when the parse has it). */
export function locateAll(doc: ParsedDocument, paths: readonly DocPath[]): Located[] {
  return doc.locateMany ? doc.locateMany(paths) : paths.map((p) => doc.locate(p));
}

/** The string scalar at a document path: its style, value and source offsets. */
export function scalarAt(nodes: NodeIndex, path: DocPath): ScalarSource | undefined {
  const f = nodes.find(path);
  if (!f || f.depth !== path.length || !isScalar(f.node) || !f.node.range) return undefined;
  const n = f.node as Scalar;
  if (typeof n.value !== 'string') return undefined;
  return { style: (n.type ?? 'PLAIN') as ScalarStyle, value: n.value, start: n.range![0], end: n.range![1] };
}

/** Mapping keys keep their source text (so `y:` and `on:` stay strings); numbers print as written. */
export function plainKey(k: Scalar): string {
  return scalarKeyString(k.value);
}

function scalarKeyString(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return v;
  return String(v);
}
