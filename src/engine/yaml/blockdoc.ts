// A fast path for the commonest YAML: documents of block mappings and sequences with plain and
// quoted scalars (on one or more lines), literal/folded block scalars and one-line flow
// collections of scalars (what controller-gen, kubectl and people write). Such a document is
// decoded here in one pass over its text, without the yaml library's lexer, parser and composer;
// source positions (locate, scalar, edits inside a scalar) come from a second pass that builds
// the yaml library's node classes, only when something asks. Anything outside that shape
// (anchors, aliases, tags, `?` keys, directives, `...`, tabs, CR, control or odd characters,
// escaped line breaks, nested or multi-line flow collections, duplicate keys, `<<`, plain values
// holding `: `, empty documents, comments after an empty value, deep nesting; the full list is in
// docs/decisions/0022-block-yaml-documents.md) throws FALLBACK, and the text takes the general
// parse, whose result this one equals (test/engine/yaml/blockdoc.test.ts compares them on a
// table, every corpus file and generated documents).
import { Document, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import type { JSONObject, JSONValue } from '../apis/json';
import { plainScalarValue } from './scalars';
import { jsonStringLength, numberLength } from '../apis/jsonsize';
import { FALLBACK, decodeDoubleQuoted, flowPlainChar, isBlankOrEnd, lineStartOf, plainStart, trimEndSpaces } from './blocksyntax';

/** Nesting the fast path takes (deeper documents take the general parse). */
const MAX_NESTING = 200;
/** Longest implicit key (YAML bounds implicit keys at 1,024 characters). */
const MAX_KEY = 1000;

/**
 * Characters that send a text to the general parse: tabs, CR and other C0 controls, DEL and C1
 * controls, NEL, the Unicode line and paragraph separators, BOM and non-characters.
 */
const ODD = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g;

/** Whether ODD matches character code `c`. */
function isOdd(c: number): boolean {
  return (c < 0x20 && c !== 10) || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0xfeff || c === 0xfffe || c === 0xffff;
}

/**
 * WIDE characters, `[\u0000-\u0009\u000b-\u001f\u007f-\uffff]`: ODD's and every other one beyond
 * ASCII, the line feed aside: the characters of the text that a JSON string holding them writes
 * escaped or in more than one UTF-8 byte, but `"` and `\\`. One search of the text finds both
 * (wideAndOdd). It is made as a run of the other characters (the line feed and ASCII from space to
 * `~`) from lastIndex, which ends at the next WIDE one: V8 runs the greedy loop of one character
 * class faster than a search for WIDE's class (29 -> 19 ms over the corpus's texts, decision 0071).
 */
const NARROW_RUN = /[\n -~]*/y;

/** The first WIDE character of `text` at or after `from`, or the text's length. */
function nextWide(text: string, from: number): number {
  if (from >= text.length) return text.length;
  NARROW_RUN.lastIndex = from;
  NARROW_RUN.test(text);
  return NARROW_RUN.lastIndex;
}
/** WIDE characters of a text listed by wideAndOdd (past these, the text is searched for ODD's and the scanner searches for WIDE ones as it goes). */
const LISTED_WIDE = 64;

/**
 * Where a text's WIDE characters are, when it has at most LISTED_WIDE of them (in order; most
 * texts have none); undefined when it has more. False when it has one of ODD's characters.
 */
function wideAndOdd(text: string): number[] | undefined | false {
  const found: number[] = [];
  for (let at = nextWide(text, 0); at < text.length; at = nextWide(text, at + 1)) {
    if (isOdd(text.charCodeAt(at))) return false;
    if (found.length === LISTED_WIDE) {
      ODD.lastIndex = at;
      return ODD.test(text) ? false : undefined;
    }
    found.push(at);
  }
  return found;
}

type Node = Scalar | YAMLMap | YAMLSeq;

/**
 * The paths a node pass builds nodes along (each segment as `String(seg)`); values off these paths
 * get a placeholder node with the value's range only. Undefined: every node.
 */
export type NodeTrack = Map<string, NodeTrack>;

/** The track of `paths`: every path and its prefixes. */
export function nodeTrackOf(paths: readonly (readonly (string | number)[])[]): NodeTrack {
  const root: NodeTrack = new Map();
  for (const p of paths) {
    let t = root;
    for (const seg of p) {
      const k = String(seg);
      let next = t.get(k);
      if (!next) t.set(k, (next = new Map()));
      t = next;
    }
  }
  return root;
}

/** One decoded document: its value and where it starts ([start, valueEnd) as the yaml library's Document.range). */
export interface BlockDocument {
  value: JSONValue;
  start: number;
  end: number;
  /** Where the value (the root collection) starts: its node's range is [valueStart, end). */
  valueStart: number;
  /** The yaml library's nodes for the document (built by the second pass). */
  contents?: Node;
  /** The length in UTF-8 bytes of JSON.stringify's text of the value (ParsedDocument.jsonBytes). */
  jsonBytes: number;
}

class BlockScanner {
  /** Position of the current content (after its line's indentation), or the text's length. */
  at = 0;
  /** Indentation of the current content line; -1 at a document end (`---` or the text's end). */
  indent = -1;
  /** Offset where the current `---` line starts, when indent is -1 at a document marker. */
  marker = -1;
  /** The first comment line's indentation between the last content and the current one (-1: none), and whether a collection took it. */
  commentIndent = -1;
  /** End of the value just decoded as the yaml library's range[2] (for a collection: with its trailing comment lines). */
  end2 = 0;
  /** End of the value just decoded as range[1]. */
  end1 = 0;
  /** The node of the value just decoded (node pass only). */
  node: Node | undefined;
  depth = 0;
  /** In a node pass along some paths: what is tracked below the current collection. */
  track: NodeTrack | undefined;
  /** The length in UTF-8 bytes of JSON.stringify's text of the value just decoded (the request size, pipeline/sizelimits.ts). */
  bytes = 0;
  /** The text's `"` and `\\` (counted in the stretches the values are read from), and its WIDE characters. */
  private readonly quotes = new CharCursor('"');
  private readonly backslashes = new CharCursor('\\');
  private wide = -1;
  private wideSince = 0;
  /** The text's WIDE characters when listed (wideAndOdd; else searched for as the scanner goes), and the first of them not before the last stretch asked about. */
  wides: number[] | undefined;
  private wideNext = 0;

  constructor(
    readonly s: string,
    /** Whether the value being decoded gets nodes (off below an untracked value). */
    public nodes: boolean,
  ) {}

  /**
   * Before the value at `key` of the current collection (a node pass along some paths): a value off
   * the paths is decoded without nodes. Returns what `afterChild` restores.
   */
  private enterChild(key: string): NodeTrack | null | undefined {
    const track = this.track;
    if (!this.nodes || track === undefined) return undefined;
    const sub = track.get(key);
    if (sub === undefined) this.nodes = false;
    else this.track = sub;
    return sub === undefined ? null : track;
  }

  /** After that value: nodes on again; an untracked value's node is a placeholder holding its range (`start`: where it starts). */
  private afterChild(saved: NodeTrack | null | undefined, parentTrack: NodeTrack | undefined, start: number): void {
    if (saved === undefined) return;
    if (saved === null) {
      this.nodes = true;
      this.node = scalarNode(null, 'PLAIN', start, this.end1, this.end2);
    } else this.track = parentTrack;
  }

  /**
   * Whether text[from, to) has a WIDE character. The search moves forward with the scanner (each
   * stretch of text searched once), and starts again from `from` only when asked behind where it started.
   */
  private wideIn(from: number, to: number): boolean {
    const w = this.wides;
    if (w) {
      if (w.length === 0) return false;
      let i = this.wideNext;
      if (i > 0 && w[i - 1]! >= from) i = 0;
      while (i < w.length && w[i]! < from) i++;
      this.wideNext = i;
      return i < w.length && w[i]! < to;
    }
    if (this.wide < from || from < this.wideSince) {
      this.wideSince = from;
      this.wide = nextWide(this.s, from);
    }
    return this.wide < to;
  }

  /**
   * The JSON size of string `v` read from text[from, to) as it is written (a plain or single-quoted
   * scalar or key, a block scalar's lines): v holds every `"` and `\\` of the stretch, each written
   * escaped (two bytes), and `lineFeeds` line feeds (`\\n`); its other characters are one byte each
   * when the stretch has no WIDE character.
   */
  private stringBytes(v: string, from: number, to: number, lineFeeds: number): number {
    if (this.wideIn(from, to)) return jsonStringLength(v);
    return v.length + 2 + lineFeeds + this.quotes.count(this.s, from, to) + this.backslashes.count(this.s, from, to);
  }

  /** The JSON size of double-quoted scalar `v` whose text between the quotes is text[from, to): v is that text when it has no escape. */
  private doubleQuotedBytes(v: string, from: number, to: number): number {
    return this.backslashes.count(this.s, from, to) > 0 || this.wideIn(from, to) ? jsonStringLength(v) : v.length + 2;
  }

  /** The JSON size of a resolved plain scalar (a string: read from text[from, to) with `lineFeeds` line feeds). */
  private plainBytes(v: JSONValue, from: number, to: number, lineFeeds: number): number {
    switch (typeof v) {
      case 'string':
        return this.stringBytes(v, from, to, lineFeeds);
      case 'number':
        return numberLength(v);
      case 'boolean':
        return v ? 4 : 5;
      case 'bigint':
        return String(v).length;
      default:
        return 4; // null
    }
  }

  /** Moves to the next content line from the line starting at `from`, over blank and comment lines. */
  skipLines(from: number): void {
    const s = this.s;
    const n = s.length;
    let i = from;
    this.commentIndent = -1;
    for (;;) {
      const lineStart = i;
      while (i < n && s.charCodeAt(i) === 32) i++;
      if (i >= n) {
        this.at = n;
        this.indent = -1;
        this.marker = -1;
        return;
      }
      const c = s.charCodeAt(i);
      if (c === 10) {
        i++;
        continue;
      }
      if (c === 35) {
        if (this.commentIndent < 0) this.commentIndent = i - lineStart;
        const eol = s.indexOf('\n', i);
        if (eol < 0) {
          this.at = n;
          this.indent = -1;
          this.marker = -1;
          return;
        }
        i = eol + 1;
        continue;
      }
      if (i === lineStart && (c === 45 || c === 46) && s.charCodeAt(i + 1) === c && s.charCodeAt(i + 2) === c) {
        const d = s.charCodeAt(i + 3);
        if (c === 46 || !(i + 3 >= n || d === 32 || d === 10)) throw FALLBACK; // `...`, or a `---x` line
        this.at = i;
        this.indent = -1;
        this.marker = i;
        return;
      }
      this.at = i;
      this.indent = i - lineStart;
      this.marker = -1;
      return;
    }
  }

  /** Offset after the line break ending the line that holds `i` (the text's length on the last line). */
  private lineEnd(i: number): number {
    const eol = this.s.indexOf('\n', i);
    return eol < 0 ? this.s.length : eol + 1;
  }

  /** After a value ending at `i` on its line: spaces, then an optional comment (after a space), then the line's end. Returns the next line's start. */
  private restOfLine(i: number): number {
    const s = this.s;
    const start = i;
    const n = s.length;
    while (i < n && s.charCodeAt(i) === 32) i++;
    if (i >= n) return n;
    const c = s.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 35 && i > start) return this.lineEnd(i);
    throw FALLBACK;
  }

  /** A block collection at the current content, indented `indent` (a mapping value, a sequence item, or the root). */
  block(indent: number): JSONValue {
    const s = this.s;
    const i = this.at;
    const c = s.charCodeAt(i);
    if (c === 45 && isBlankOrEnd(s, i + 1)) return this.sequence(indent);
    if (this.keyEnd(i) >= 0) return this.mapping(indent);
    throw FALLBACK;
  }

  /** Where the `:` of an implicit key starting at `i` is (the key is plain or quoted, on one line); -1 when the line holds no key. */
  private keyEnd(i: number): number {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (c === 34 || c === 39) return this.quotedKeyEnd(i, c);
    if (!plainStart(s, i)) return -1;
    const n = s.length;
    for (let j = i + 1; ; j++) {
      if (j >= n) return -1;
      const d = s.charCodeAt(j);
      if (d === 58) {
        if (isBlankOrEnd(s, j + 1)) {
          if (s.charCodeAt(j - 1) === 32 || j - i > MAX_KEY) throw FALLBACK;
          return j;
        }
      } else if (d === 10) return -1;
      else if (d === 35 && s.charCodeAt(j - 1) === 32) return -1;
    }
  }

  /** keyEnd of a quoted key (`c`: its quote). */
  private quotedKeyEnd(i: number, c: number): number {
    const s = this.s;
    const q = c === 34 ? this.doubleQuotedEnd(i) : this.singleQuotedEnd(i);
    return s.charCodeAt(q) === 58 && isBlankOrEnd(s, q + 1) ? q : -1;
  }

  /** The JSON size of the last key quotedKey read. */
  private keyBytes = 0;

  /** The quoted key (`c`: its quote) at `keyStart` whose `:` is at `colon`; sets keyBytes. */
  private quotedKey(keyStart: number, colon: number, c: number): string {
    if (c === 34) {
      const key = this.doubleQuoted(keyStart, colon - 1);
      this.keyBytes = this.doubleQuotedBytes(key, keyStart + 1, colon - 1);
      return key;
    }
    const key = this.singleQuoted(keyStart, colon - 1);
    this.keyBytes = this.stringBytes(key, keyStart + 1, colon - 1, 0);
    return key;
  }

  /** A block mapping whose first key is at the current content, at column `indent`. */
  private mapping(indent: number): JSONValue {
    if (++this.depth > MAX_NESTING) throw FALLBACK;
    const s = this.s;
    const out: JSONObject = {};
    const map = this.nodes ? new YAMLMap() : undefined;
    const start = this.at;
    let end1: number;
    // `{`, then each member's key, `:`, value and `,` (the last one's `}`)
    let bytes = 1;
    for (;;) {
      const keyStart = this.at;
      const colon = this.keyEnd(keyStart);
      if (colon < 0) throw FALLBACK;
      const c = s.charCodeAt(keyStart);
      let key: string;
      if (c === 34 || c === 39) {
        key = this.quotedKey(keyStart, colon, c);
        bytes += this.keyBytes;
      } else {
        key = s.slice(keyStart, colon);
        if (key === '<<') throw FALLBACK;
        bytes += this.stringBytes(key, keyStart, colon, 0);
      }
      if (key === '__proto__' || (out[key] !== undefined && Object.prototype.hasOwnProperty.call(out, key))) throw FALLBACK;
      const keyNode = map ? scalarNode(key, c === 34 ? 'QUOTE_DOUBLE' : c === 39 ? 'QUOTE_SINGLE' : 'PLAIN', keyStart, colon, colon) : undefined;
      const parentTrack = this.track;
      const saved = map ? this.enterChild(key) : undefined;
      out[key] = this.value(colon + 1, indent, false);
      bytes += this.bytes + 2;
      end1 = this.end2;
      this.afterChild(saved, parentTrack, colon + 1);
      if (map) map.items.push(new Pair(keyNode, this.node));
      if (this.indent !== indent) break;
      if (s.charCodeAt(this.at) === 45 && isBlankOrEnd(s, this.at + 1)) throw FALLBACK;
    }
    this.closeCollection(indent, start, end1, map);
    this.bytes = bytes;
    return out;
  }

  /** A block sequence whose first `-` is at the current content, at column `indent`. */
  private sequence(indent: number): JSONValue {
    if (++this.depth > MAX_NESTING) throw FALLBACK;
    const s = this.s;
    const out: JSONValue[] = [];
    const seq = this.nodes ? new YAMLSeq() : undefined;
    const start = this.at;
    let end1: number;
    // `[`, then each item and `,` (the last one's `]`)
    let bytes = 1;
    for (;;) {
      const parentTrack = this.track;
      const saved = seq ? this.enterChild(String(out.length)) : undefined;
      const itemStart = this.at + 1;
      out.push(this.value(itemStart, indent, true));
      bytes += this.bytes + 1;
      end1 = this.end2;
      this.afterChild(saved, parentTrack, itemStart);
      if (seq) seq.items.push(this.node);
      if (this.indent !== indent || !(s.charCodeAt(this.at) === 45 && isBlankOrEnd(s, this.at + 1))) break;
    }
    this.closeCollection(indent, start, end1, seq);
    this.bytes = bytes;
    return out;
  }

  /**
   * After a block collection's last item (its content started at `start`, its last value ended at
   * `end1`): nothing more indented may follow; its range (and node) set, its nesting left.
   */
  private closeCollection(indent: number, start: number, end1: number, node: YAMLMap | YAMLSeq | undefined): void {
    if (this.indent > indent) throw FALLBACK;
    this.collectionEnd(indent, end1);
    this.end1 = end1;
    if (node) {
      node.range = [start, end1, this.end2];
      this.node = node;
    }
    this.depth--;
  }

  /**
   * A block collection indented `indent` ends before the current content: comment lines after
   * its last item belong to it (its range[2] runs to the next content) when the first of them is
   * indented at least as much, unless it sits at column 0 at a document's end.
   */
  private collectionEnd(indent: number, end1: number): void {
    // the next content is at `at` (skipLines leaves it at the `---` line, or at the text's end,
    // when the document ends). Every load and comparison is made for every collection: comments
    // after one are rare, and a branch of them first taken after V8 optimised mapping and sequence
    // (which take this function in) threw their code away (decision 0070).
    const at = this.at;
    const commented = this.commentIndent >= indent;
    const inDocument = this.indent >= 0;
    const nested = indent > 0;
    const kept = commented && (inDocument || nested);
    this.end2 = kept ? at : end1;
    this.commentIndent = kept ? -1 : this.commentIndent;
  }

  /**
   * The value after a mapping key's `:` or a sequence entry's `-` at `i - 1`, in a collection
   * indented `indent`; leaves the scanner at the next content line. Each kind of scalar is read by
   * a function of its own and the plain scalar's line by a loop of its own: V8 optimises this
   * recursive function early, and a branch first taken after that threw its code away with every
   * frame of it on the stack (decision 0070).
   */
  private value(i: number, indent: number, item: boolean): JSONValue {
    const s = this.s;
    const n = s.length;
    let p = i;
    while (p < n && s.charCodeAt(p) === 32) p++;
    const c = p < n ? s.charCodeAt(p) : 10;
    if (c === 10 || c === 35) {
      // nothing on the line: a nested block collection, an indentless sequence, or an empty value
      this.skipLines(c === 10 ? Math.min(p + 1, n) : this.lineEnd(p));
      if (this.indent > indent) return this.block(this.indent);
      if (!item && this.indent === indent && s.charCodeAt(this.at) === 45 && isBlankOrEnd(s, this.at + 1)) return this.sequence(indent);
      return this.emptyValue(p, c === 35);
    }
    if (item) {
      if (c === 45 && isBlankOrEnd(s, p + 1)) {
        this.at = p;
        return this.sequence(p - lineStartOf(s, p));
      }
      if (this.keyEnd(p) >= 0) {
        this.at = p;
        return this.mapping(p - lineStartOf(s, p));
      }
    }
    if (c === 124 || c === 62) return this.blockScalar(p, indent);
    const v = c === 34 || c === 39 || c === 91 || c === 123 ? this.quotedOrFlowValue(p, indent, c) : this.plainValue(p, indent);
    const next = this.end2;
    this.skipLines(next);
    if (this.indent > indent) throw FALLBACK; // a continuation line (multi-line plain scalar) or an error
    if (this.commentIndent > indent) this.scalarComments(next, indent);
    return v;
  }

  /** An empty value (null) at `p`, after which a comment (`comment`) or only blank lines were skipped. */
  private emptyValue(p: number, comment: boolean): null {
    if (comment || this.commentIndent >= 0) throw FALLBACK;
    this.end1 = this.end2 = p;
    if (this.nodes) this.node = scalarNode(null, 'PLAIN', p, p, p);
    this.bytes = 4;
    return null;
  }

  /** A quoted scalar or a flow collection at `p` (one call site in value for the rarer kinds, `c` the first character); ends at end2. */
  private quotedOrFlowValue(p: number, indent: number, c: number): JSONValue {
    return c === 34 || c === 39 ? this.quotedValue(p, indent, c) : this.flowCollectionValue(p, c);
  }

  /** A quoted scalar value at `p` (`c`: its quote), on one line or more; ends at end2. */
  private quotedValue(p: number, indent: number, c: number): string {
    let v: string;
    let q = c === 34 ? this.doubleQuotedEnd(p) : this.singleQuotedEnd(p);
    if (q < 0) {
      const m = this.multiLineQuoted(p, indent, c === 34);
      v = m.value;
      q = m.end;
      this.bytes = jsonStringLength(v);
    } else {
      v = c === 34 ? this.doubleQuoted(p, q - 1) : this.singleQuoted(p, q - 1);
      this.bytes = c === 34 ? this.doubleQuotedBytes(v, p + 1, q - 1) : this.stringBytes(v, p + 1, q - 1, 0);
    }
    const next = this.restOfLine(q);
    if (this.nodes) this.node = scalarNode(v, c === 34 ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE', p, q, next);
    this.end1 = this.end2 = next;
    return v;
  }

  /** A one-line flow collection value at `p` (`c`: `[` or `{`); ends at end2. */
  private flowCollectionValue(p: number, c: number): JSONValue {
    const close = c === 91 ? this.flowSequence(p) : this.flowMapping(p);
    const v = this.flowValue;
    this.bytes = this.flowBytes;
    const next = this.restOfLine(close);
    if (this.nodes) this.node!.range = [p, close, next];
    this.end1 = this.end2 = next;
    return v;
  }

  /** A plain scalar value at `p`, on one line or more (plainContinuation); ends at end2. */
  private plainValue(p: number, indent: number): JSONValue {
    const s = this.s;
    if (!plainStart(s, p)) throw FALLBACK;
    const j = plainLineStop(s, p);
    let end = j;
    while (end > p + 1 && s.charCodeAt(end - 1) === 32) end--;
    let text = s.slice(p, end);
    let lineFeeds = 0;
    let next = d10(s, j) ? j + 1 : this.lineEnd(j);
    // continuation lines (no comment ended the first line): folded into one value
    if (d10(s, j)) {
      const more = this.plainContinuation(next, indent);
      if (more) {
        text += more.text;
        end = more.end;
        next = more.next;
        lineFeeds = more.lineFeeds;
      }
    }
    const v = plainScalarValue(text);
    if (v === undefined) throw FALLBACK; // .inf, .nan
    this.bytes = this.plainBytes(v, p, end, lineFeeds);
    if (this.nodes) this.node = scalarNode(text, 'PLAIN', p, end, next);
    this.end1 = this.end2 = next;
    return v;
  }

  /** Comment lines from `next` right after a scalar, indented more than its collection (`indent`), belong to the scalar. */
  private scalarComments(next: number, indent: number): void {
    const end = this.commentRun(next, indent);
    this.end2 = end;
    if (this.nodes) this.node!.range![2] = end;
    this.commentIndent = -1;
  }

  /**
   * The end of the comment lines from `from` indented more than `indent`, when they are all the
   * comments before the next content (blank lines may follow them); otherwise FALLBACK.
   */
  private commentRun(from: number, indent: number): number {
    const s = this.s;
    let i = from;
    for (;;) {
      let j = i;
      while (s.charCodeAt(j) === 32) j++;
      if (j - i <= indent || s.charCodeAt(j) !== 35) break;
      i = this.lineEnd(j);
    }
    if (i === from) throw FALLBACK;
    for (let k = i; k < s.length;) {
      let j = k;
      while (s.charCodeAt(j) === 32) j++;
      if (s.charCodeAt(j) === 35) throw FALLBACK;
      if (j >= s.length || s.charCodeAt(j) !== 10) break;
      k = j + 1;
    }
    return i;
  }

  /**
   * The lines of a multi-line plain scalar after its first line (from the line starting at
   * `from`), in a collection indented `indent`: each line indented more, without comments or
   * `: ` (any other character may start it, as the yaml library reads it); folded as YAML folds them (a line break between two lines
   * is a space, n empty lines are n line feeds). Undefined when the scalar ends on its first line.
   */
  private plainContinuation(from: number, indent: number): { text: string; end: number; next: number; lineFeeds: number } | undefined {
    const s = this.s;
    const n = s.length;
    let text = '';
    let lineFeeds = 0;
    let end = -1;
    let next = from;
    let i = from;
    let empties = 0;
    for (;;) {
      let j = i;
      while (j < n && s.charCodeAt(j) === 32) j++;
      if (j >= n) break;
      const c = s.charCodeAt(j);
      if (c === 10) {
        empties++;
        i = j + 1;
        continue;
      }
      if (j - i <= indent || c === 35) break;
      let k = j;
      let lineEnd = j;
      for (; k < n; k++) {
        const d = s.charCodeAt(k);
        if (d === 10) break;
        if (d === 32) continue;
        if (d === 35 && s.charCodeAt(k - 1) === 32) throw FALLBACK;
        if (d === 58 && isBlankOrEnd(s, k + 1)) throw FALLBACK;
        lineEnd = k + 1;
      }
      text += empties > 0 ? '\n'.repeat(empties) : ' ';
      text += s.slice(j, lineEnd);
      lineFeeds += empties;
      empties = 0;
      end = lineEnd;
      next = k < n ? k + 1 : n;
      i = next;
    }
    return end < 0 ? undefined : { text, end, next, lineFeeds };
  }

  /** Items of the last flow sequence read, or the last flow mapping. */
  private flowValue: JSONValue = null;
  /** The offset after the last flow scalar read, its text as a key, and its node. */
  private flowEnd = 0;
  private flowKey = '';
  private flowNode: Scalar | undefined;
  /** The JSON size of the last flow scalar's value, of its text as a key, and of the last flow collection. */
  private flowItemBytes = 0;
  private flowKeyBytes = 0;
  private flowBytes = 0;

  /** A plain or quoted scalar inside a one-line flow collection at `i` (conservative: no indicators in plain ones); sets flowEnd, flowKey, flowNode. */
  private flowScalar(i: number): JSONValue {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (c === 34 || c === 39) {
      const q = c === 34 ? this.doubleQuotedEnd(i) : this.singleQuotedEnd(i);
      if (q < 0) throw FALLBACK;
      const v = c === 34 ? this.doubleQuoted(i, q - 1) : this.singleQuoted(i, q - 1);
      this.flowEnd = q;
      this.flowKey = v;
      this.flowItemBytes = this.flowKeyBytes = c === 34 ? this.doubleQuotedBytes(v, i + 1, q - 1) : this.stringBytes(v, i + 1, q - 1, 0);
      if (this.nodes) this.flowNode = scalarNode(v, c === 34 ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE', i, q, q);
      return v;
    }
    if (!flowPlainChar(c) || (c === 45 && !flowPlainChar(s.charCodeAt(i + 1)))) throw FALLBACK;
    const start = i;
    let end = i;
    while (flowPlainChar(s.charCodeAt(i)) || s.charCodeAt(i) === 32) {
      if (s.charCodeAt(i) !== 32) end = i + 1;
      i++;
    }
    const text = s.slice(start, end);
    const v = plainScalarValue(text);
    if (v === undefined) throw FALLBACK; // .inf, .nan
    this.flowEnd = end;
    this.flowKey = text;
    this.flowKeyBytes = this.stringBytes(text, start, end, 0);
    this.flowItemBytes = typeof v === 'string' ? this.flowKeyBytes : this.plainBytes(v, start, end, 0);
    if (this.nodes) this.flowNode = scalarNode(text, 'PLAIN', start, end, end);
    return v;
  }

  /** After an entry of a one-line flow collection at `i`: the offset of its `,`'s next entry, or -1 at `close`. */
  private flowNext(i: number, close: number): number {
    const s = this.s;
    while (s.charCodeAt(i) === 32) i++;
    const d = s.charCodeAt(i);
    if (d === close) {
      this.flowEnd = i + 1;
      return -1;
    }
    if (d !== 44) throw FALLBACK;
    i++;
    while (s.charCodeAt(i) === 32) i++;
    if (s.charCodeAt(i) === close) throw FALLBACK; // a trailing comma
    return i;
  }

  /** A one-line flow sequence of plain and quoted scalars at `p`; returns the offset after `]`. */
  private flowSequence(p: number): number {
    const s = this.s;
    const items: JSONValue[] = [];
    const seq = this.nodes ? new YAMLSeq() : undefined;
    if (seq) seq.flow = true;
    let i = p + 1;
    let bytes = 1;
    while (s.charCodeAt(i) === 32) i++;
    if (s.charCodeAt(i) === 93) {
      this.flowEnd = i + 1;
      bytes = 2;
    } else
      for (;;) {
        items.push(this.flowScalar(i));
        bytes += this.flowItemBytes + 1;
        if (seq) seq.items.push(this.flowNode);
        i = this.flowNext(this.flowEnd, 93);
        if (i < 0) break;
      }
    this.flowValue = items;
    this.flowBytes = bytes;
    if (seq) this.node = seq;
    return this.flowEnd;
  }

  /** A one-line flow mapping of scalar keys and values (`{}`, `{a: 1, "b": 'c'}`) at `p`; returns the offset after `}`. */
  private flowMapping(p: number): number {
    const s = this.s;
    const out: JSONObject = {};
    const map = this.nodes ? new YAMLMap() : undefined;
    if (map) map.flow = true;
    let i = p + 1;
    let bytes = 1;
    while (s.charCodeAt(i) === 32) i++;
    if (s.charCodeAt(i) === 125) {
      this.flowEnd = i + 1;
      bytes = 2;
    } else
      for (;;) {
        this.flowScalar(i);
        const key = this.flowKey;
        const keyNode = this.flowNode;
        bytes += this.flowKeyBytes + 1;
        if (key === '__proto__' || key === '<<' || (out[key] !== undefined && Object.prototype.hasOwnProperty.call(out, key))) throw FALLBACK;
        i = this.flowEnd;
        if (s.charCodeAt(i) !== 58 || s.charCodeAt(i + 1) !== 32) throw FALLBACK;
        i += 2;
        while (s.charCodeAt(i) === 32) i++;
        out[key] = this.flowScalar(i);
        bytes += this.flowItemBytes + 1;
        if (map) map.items.push(new Pair(keyNode, this.flowNode));
        i = this.flowNext(this.flowEnd, 125);
        if (i < 0) break;
      }
    this.flowValue = out;
    this.flowBytes = bytes;
    if (map) this.node = map;
    return this.flowEnd;
  }

  /**
   * A quoted scalar at `p` that does not close on its first line, in a collection indented
   * `indent`: every further line indented more than `indent`; folded as YAML folds quoted lines
   * (spaces around a line break dropped, the break a space, n empty lines n line feeds). An
   * escaped line break, an empty first line or an unclosed quote: FALLBACK.
   */
  private multiLineQuoted(p: number, indent: number, double: boolean): { value: string; end: number } {
    const s = this.s;
    const n = s.length;
    const decode = (raw: string) => (double ? decodeDoubleQuoted(raw) : raw.indexOf("'") < 0 ? raw : raw.replace(/''/g, "'"));
    let eol = s.indexOf('\n', p);
    if (eol < 0) throw FALLBACK;
    const first = trimEndSpaces(s.slice(p + 1, eol));
    if (first === '' || (double && first.endsWith('\\'))) throw FALLBACK;
    let value = decode(first);
    let empties = 0;
    let i = eol + 1;
    for (;;) {
      let j = i;
      while (s.charCodeAt(j) === 32) j++;
      if (j >= n) throw FALLBACK;
      if (s.charCodeAt(j) === 10) {
        empties++;
        i = j + 1;
        continue;
      }
      if (j - i <= indent) throw FALLBACK; // under-indented (yaml/relaxed.ts decides) or a document marker
      const q = double ? this.doubleQuotedEnd(j - 1) : this.singleQuotedEnd(j - 1);
      const sep = empties > 0 ? '\n'.repeat(empties) : ' ';
      empties = 0;
      if (q >= 0) {
        const last = s.slice(j, q - 1);
        if (double && last.endsWith('\\') && !last.endsWith('\\\\')) throw FALLBACK;
        return { value: value + sep + decode(last), end: q };
      }
      eol = s.indexOf('\n', j);
      if (eol < 0) throw FALLBACK;
      const raw = trimEndSpaces(s.slice(j, eol));
      if (double && raw.endsWith('\\')) throw FALLBACK;
      value += sep + decode(raw);
      i = eol + 1;
    }
  }

  /** Offset after the closing quote of the one-line double-quoted scalar at `p`; -1 when it does not close on its line. */
  private doubleQuotedEnd(p: number): number {
    const s = this.s;
    for (let i = p + 1; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 34) return i + 1;
      if (c === 92) i++;
      else if (c === 10) return -1;
    }
    return -1;
  }

  private singleQuotedEnd(p: number): number {
    const s = this.s;
    for (let i = p + 1; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 39) {
        if (s.charCodeAt(i + 1) === 39) i++;
        else return i + 1;
      } else if (c === 10) return -1;
    }
    return -1;
  }

  /** The value of the double-quoted scalar from `p` to its closing quote at `q`. */
  private doubleQuoted(p: number, q: number): string {
    return decodeDoubleQuoted(this.s.slice(p + 1, q));
  }

  private singleQuoted(p: number, q: number): string {
    const raw = this.s.slice(p + 1, q);
    return raw.indexOf("'") < 0 ? raw : raw.replace(/''/g, "'");
  }

  /**
   * A literal (`|`) or folded (`>`) block scalar whose header is at `p`, the value of a
   * collection indented `indent` (content indentation: `indent` + an explicit indicator, or the
   * first non-empty line's). Leaves the scanner at the next content line.
   */
  private blockScalar(p: number, indent: number): JSONValue {
    const s = this.s;
    const n = s.length;
    const folded = s.charCodeAt(p) === 62;
    let chomp = 0; // -1 strip, 0 clip, 1 keep
    let explicit = 0;
    let i = p + 1;
    for (let k = 0; k < 2; k++) {
      const c = s.charCodeAt(i);
      if ((c === 45 || c === 43) && chomp === 0) {
        chomp = c === 45 ? -1 : 1;
        i++;
      } else if (c >= 49 && c <= 57 && explicit === 0) {
        explicit = c - 48;
        i++;
      } else break;
    }
    if (i >= n || s.charCodeAt(i) === 10) i++;
    else {
      const start = i;
      while (s.charCodeAt(i) === 32) i++;
      if (i < n && s.charCodeAt(i) !== 10 && (i === start || s.charCodeAt(i) !== 35)) throw FALLBACK;
      i = this.lineEnd(i);
    }
    if (i > n) throw FALLBACK; // the header is the text's last line
    const bodyStart = i;
    let ci = explicit > 0 ? Math.max(indent, 0) + explicit : -1;
    const lines: string[] = [];
    let empties = 0; // empty lines since the last content line
    let contentEnd = -1; // after the last content line (its line break included)
    let lineStart = i;
    let leading = 0; // the most spaces on an empty line before the content's indentation is known
    for (;;) {
      if (lineStart >= n) break;
      let j = lineStart;
      while (j < n && s.charCodeAt(j) === 32) j++;
      const spaces = j - lineStart;
      if (j >= n) {
        if (spaces > 0) throw FALLBACK; // spaces on the text's last line
        break;
      }
      if (s.charCodeAt(j) === 10) {
        // an all-space line longer than the content's indentation is content in YAML: not taken here
        if (ci >= 0 && spaces > ci) throw FALLBACK;
        if (spaces > leading) leading = spaces;
        empties++;
        lineStart = j + 1;
        continue;
      }
      if (ci < 0) {
        if (spaces <= indent) break;
        ci = spaces;
        if (leading > ci) throw FALLBACK;
      }
      if (spaces < ci) break;
      const eol = s.indexOf('\n', j);
      const lineEnd = eol < 0 ? n : eol;
      for (let e = 0; e < empties; e++) lines.push('');
      empties = 0;
      lines.push(s.slice(lineStart + ci, lineEnd));
      contentEnd = eol < 0 ? n : eol + 1;
      lineStart = contentEnd;
    }
    // an empty block scalar: its range covers the empty lines
    if (lines.length === 0) throw FALLBACK;
    let v: string;
    let lineFeeds: number;
    if (!folded) {
      v = lines.join('\n');
      lineFeeds = lines.length - 1;
    } else {
      v = this.foldLines(lines);
      lineFeeds = this.foldedLineFeeds;
    }
    let end = contentEnd;
    if (chomp >= 0) {
      v += '\n'; // also at the text's end without a line break, as the yaml library reads it
      lineFeeds++;
    }
    if (chomp > 0) {
      v += '\n'.repeat(empties);
      lineFeeds += empties;
      end = lineStart;
    }
    // the lines' characters (their indentation and line breaks aside) are the value's
    this.bytes = this.stringBytes(v, bodyStart, contentEnd, lineFeeds);
    if (this.nodes) this.node = scalarNode(v, folded ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL', p, end, end);
    this.end1 = this.end2 = end;
    this.skipLines(lineStart);
    if (this.indent > indent || this.commentIndent > indent) throw FALLBACK;
    return v;
  }

  /** The line feeds foldLines wrote. */
  private foldedLineFeeds = 0;

  /**
   * A folded block scalar's lines (`''`: an empty line) folded: a break between two lines a space,
   * n empty lines n line feeds, breaks around more-indented lines kept. A function of its own: the
   * block scalar's line loop is optimised while it runs, and that code keeps what follows the loop.
   */
  private foldLines(lines: readonly string[]): string {
    let body = '';
    let lineFeeds = 0;
    let prev = 0; // 0 none, 1 normal, 2 more-indented
    let pending = 0;
    for (const l of lines) {
      if (l === '') {
        pending++;
        continue;
      }
      const more = l.charCodeAt(0) === 32;
      if (prev === 0) {
        body += '\n'.repeat(pending);
        lineFeeds += pending;
      } else if (prev === 1 && !more) {
        body += pending === 0 ? ' ' : '\n'.repeat(pending);
        lineFeeds += pending;
      } else {
        body += '\n'.repeat(pending + 1);
        lineFeeds += pending + 1;
      }
      body += l;
      prev = more ? 2 : 1;
      pending = 0;
    }
    this.foldedLineFeeds = lineFeeds;
    return body;
  }
}

/** The first `c` in `s` at or after `from`, or the text's length. */
function indexOrEnd(s: string, c: string, from: number): number {
  const i = s.indexOf(c, from);
  return i < 0 ? s.length : i;
}

/** Where one character is in a text, for counting it in stretches asked in order (each stretch of the text searched once). */
class CharCursor {
  /** The first `c` at or after `since` (the text's length: none). */
  private at = -1;
  private since = 0;

  constructor(private readonly c: string) {}

  /** The `c`s in s[from, to): searched again from `from` only when asked behind where the last search started. */
  count(s: string, from: number, to: number): number {
    if (this.at < from || from < this.since) {
      this.since = from;
      this.at = indexOrEnd(s, this.c, from);
    }
    let k = 0;
    while (this.at < to) {
      k++;
      this.since = this.at + 1;
      this.at = indexOrEnd(s, this.c, this.since);
    }
    return k;
  }
}

/**
 * Where the first line of the plain scalar starting at `p` stops: its line feed, a comment's `#`
 * (after a space) or the text's end; a `:` before a blank in it sends the text to the general parse.
 * A loop of its own: optimised while it runs over a long line, it keeps no code of its caller's.
 */
function plainLineStop(s: string, p: number): number {
  const n = s.length;
  let j = p + 1;
  for (; j < n; j++) {
    const d = s.charCodeAt(j);
    if (d === 10) break;
    if (d === 35 && s.charCodeAt(j - 1) === 32) break;
    if (d === 58 && isBlankOrEnd(s, j + 1)) throw FALLBACK;
  }
  return j;
}

/**
 * Whether s[j] is a line feed. Here and in the scanner's loops a read is kept inside the text: a
 * read past its end (NaN, equal to nothing) answers the same, but V8 throws away the optimised code
 * the first time it makes one.
 */
function d10(s: string, j: number): boolean {
  return j < s.length && s.charCodeAt(j) === 10;
}

function scalarNode(value: string | null, type: Scalar.Type, start: number, end: number, end2: number): Scalar {
  const n = new Scalar(value === null ? '' : value);
  n.type = type;
  n.range = [start, end, end2];
  return n;
}

/**
 * The documents of `text` when every one of them is in the fast path's subset (see above);
 * undefined when the text takes the general parse. With `nodes`, each document's yaml nodes too;
 * `from` and `one`: only the document starting at `from` (a start this function gave); `track`:
 * nodes only along those paths of the document (the values are the same).
 */
export function parseBlockStream(text: string, nodes = false, from = 0, one = false, track?: NodeTrack): BlockDocument[] | undefined {
  const wides = from === 0 ? wideAndOdd(text) : undefined;
  if (wides === false) return undefined;
  const sc = new BlockScanner(text, nodes);
  sc.wides = wides;
  sc.track = nodes ? track : undefined;
  const out: BlockDocument[] = [];
  try {
    sc.skipLines(from === 0 ? 0 : lineStartOf(text, from));
    for (;;) {
      let start = sc.at - sc.indent; // a document without `---` starts at its first content line
      if (sc.indent < 0) {
        if (sc.marker < 0) {
          if (out.length === 0) return undefined; // nothing but comments: an empty document
          break;
        }
        // `---`, then spaces and an optional comment
        start = sc.marker;
        let i = sc.marker + 3;
        while (text.charCodeAt(i) === 32) i++;
        if (i < text.length && text.charCodeAt(i) !== 10 && !(text.charCodeAt(i) === 35 && i > sc.marker + 3)) return undefined;
        sc.skipLines(i >= text.length ? text.length : text.indexOf('\n', i) + 1 || text.length);
        if (sc.indent < 0) return undefined; // an empty document
      }
      sc.depth = 0;
      const valueStart = sc.at;
      const value = sc.block(sc.indent);
      if (sc.indent >= 0) return undefined;
      out.push({ value, start, end: sc.end1, valueStart, contents: nodes ? sc.node : undefined, jsonBytes: sc.bytes });
      if (sc.marker < 0 || one) break;
    }
  } catch (e) {
    if (e === FALLBACK) return undefined;
    throw e;
  }
  return out;
}

/** A yaml Document holding `contents` (what NodeIndex and scalar edits read: its contents). */
export function documentOf(contents: Node | undefined): Document.Parsed {
  const doc = new Document(null) as unknown as Document.Parsed;
  doc.contents = (contents ?? null) as Document.Parsed['contents'];
  return doc;
}
