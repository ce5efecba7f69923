// A fast path for JSON documents: one JSON object on one line (`kubectl get -o json | jq -c`,
// `JSON.stringify` per object), optionally after a `---` line and followed by a comment and blank
// or comment lines (parseJSONLineDocument, the editor's per-document parse), and a JSON object or
// array over several lines as JSON printers indent it (`kubectl get -o json`, `jq .`, a
// manifest.json; parseJSONDocument, for the general parse once the block fast path declined).
// Such a document parses in YAML exactly as in JSON (a flow collection of double-quoted strings
// and plain numbers, true/false/null; a line break between tokens is a separation space), so it
// is decoded here without building the yaml library's nodes; its source positions are found by
// scanning it again only when a diagnostic asks. Anything outside that narrow shape (a non-ASCII
// or control character, a tab, a line break inside a key's line, a duplicate key, deep nesting, a
// long key) returns undefined and the document takes the general parse, whose result this one
// equals (test/engine/yaml/jsondoc.test.ts compares them).
import { resolvePlainScalar } from './scalars';
import { LineIndex, type Located, type ParsedDocument, type SourceRange } from './parsed';
import { setKey, type JSONObject, type JSONValue } from '../apis/json';
import type { DocPath } from '../field/path';

/** Nesting the fast path takes (deeper documents take the general parse). */
const MAX_NESTING = 64;
/** Longest key the fast path takes (YAML bounds implicit keys at 1,024 characters). */
const MAX_KEY = 512;

/** A scanned value's source: offsets [start, end) and, for collections, its children. */
interface JsonNode {
  start: number;
  end: number;
  /** Quoted (a string) or plain (a number, true, false, null). */
  quoted?: boolean;
  /** The scalar's string value as the YAML failsafe schema reads it. */
  text?: string;
  items?: JsonNode[];
  entries?: Map<string, { key: JsonNode; value: JsonNode }>;
}

class Scanner {
  i: number;
  constructor(
    readonly s: string,
    start: number,
    readonly nodes: boolean,
    /** Whether line breaks may separate tokens (not inside a key's line: a YAML implicit key and its `:` are on one line). */
    readonly multiline = false,
  ) {
    this.i = start;
  }
  node?: JsonNode;

  private spaces(): void {
    while (this.s.charCodeAt(this.i) === 32) this.i++;
  }

  /** Spaces, and line breaks when the scanner takes several lines. */
  private gap(): void {
    if (!this.multiline) return this.spaces();
    for (let c = this.s.charCodeAt(this.i); c === 32 || c === 10; c = this.s.charCodeAt(++this.i));
  }

  /** A value at the current offset (spaces before it already skipped); undefined when outside the fast path. */
  value(depth: number): JSONValue | undefined {
    const c = this.s.charCodeAt(this.i);
    if (c === 123) return this.object(depth);
    if (c === 91) return this.array(depth);
    if (c === 34) {
      const start = this.i;
      const v = this.string();
      if (v !== undefined && this.nodes) this.node = { start, end: this.i, quoted: true, text: v };
      return v;
    }
    return this.plain();
  }

  private object(depth: number): JSONValue | undefined {
    if (depth >= MAX_NESTING) return undefined;
    const start = this.i++;
    const out: JSONObject = {};
    const seen = new Set<string>();
    const entries = this.nodes ? new Map<string, { key: JsonNode; value: JsonNode }>() : undefined;
    this.gap();
    if (this.s.charCodeAt(this.i) === 125) {
      this.i++;
      if (entries) this.node = { start, end: this.i, entries };
      return out;
    }
    for (;;) {
      if (this.s.charCodeAt(this.i) !== 34) return undefined;
      const keyStart = this.i;
      const key = this.string();
      if (key === undefined || this.i - keyStart > MAX_KEY || seen.has(key)) return undefined;
      seen.add(key);
      const keyEnd = this.i;
      this.spaces();
      if (this.s.charCodeAt(this.i) !== 58) return undefined;
      this.i++;
      this.spaces();
      const v = this.value(depth + 1);
      if (v === undefined) return undefined;
      setKey(out, key, v);
      if (entries) entries.set(key, { key: { start: keyStart, end: keyEnd, quoted: true, text: key }, value: this.node! });
      this.gap();
      const c = this.s.charCodeAt(this.i++);
      if (c === 125) break;
      if (c !== 44) return undefined;
      this.gap();
    }
    if (entries) this.node = { start, end: this.i, entries };
    return out;
  }

  private array(depth: number): JSONValue | undefined {
    if (depth >= MAX_NESTING) return undefined;
    const start = this.i++;
    const out: JSONValue[] = [];
    const items: JsonNode[] | undefined = this.nodes ? [] : undefined;
    this.gap();
    if (this.s.charCodeAt(this.i) === 93) {
      this.i++;
      if (items) this.node = { start, end: this.i, items };
      return out;
    }
    for (;;) {
      const v = this.value(depth + 1);
      if (v === undefined) return undefined;
      out.push(v);
      if (items) items.push(this.node!);
      this.gap();
      const c = this.s.charCodeAt(this.i++);
      if (c === 93) break;
      if (c !== 44) return undefined;
      this.gap();
    }
    if (items) this.node = { start, end: this.i, items };
    return out;
  }

  /** A double-quoted string of printable ASCII with JSON's escapes; undefined otherwise. */
  private string(): string | undefined {
    const s = this.s;
    const start = this.i;
    let escaped = false;
    for (let i = start + 1; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 34) {
        this.i = i + 1;
        return escaped ? (JSON.parse(s.slice(start, i + 1)) as string) : s.slice(start + 1, i);
      }
      if (c < 32 || c > 126) return undefined;
      if (c === 92) {
        const e = s.charCodeAt(++i);
        if (e === 117) {
          if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) return undefined;
          i += 4;
        } else if (e !== 34 && e !== 92 && e !== 47 && e !== 98 && e !== 102 && e !== 110 && e !== 114 && e !== 116) return undefined;
        escaped = true;
      }
    }
    return undefined;
  }

  /** A JSON number, true, false or null, resolved as the YAML plain scalar it also is. */
  private plain(): JSONValue | undefined {
    const s = this.s;
    const start = this.i;
    let i = start;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (c === 44 || c === 125 || c === 93 || c === 32 || c === 10) break;
      i++;
    }
    const text = s.slice(start, i);
    let value: JSONValue;
    if (text === 'true') value = true;
    else if (text === 'false') value = false;
    else if (text === 'null') value = null;
    else {
      if (!/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text)) return undefined;
      const r = resolvePlainScalar(text);
      if (r.kind !== 'value') return undefined;
      value = r.value;
    }
    this.i = i;
    if (this.nodes) this.node = { start, end: i, text };
    return value;
  }
}

/**
 * The document of `text` when it is one JSON object on one line (see above), as parseDocuments
 * would give it; undefined when the text takes the general parse.
 */
export function parseJSONLineDocument(text: string): ParsedDocument | undefined {
  return jsonDocument(text, () => new LineIndex(text), 0, false);
}

/**
 * The document of `text` when it is one JSON object or array, on one line or indented over
 * several (see above), as the yaml library's parse in parseDocuments gives it, its positions
 * through `lines` (which may place a part of a file in the file) and its index `index`; undefined
 * when the text takes the general parse.
 */
export function parseJSONDocument(text: string, lines: LineIndex, index: number): ParsedDocument | undefined {
  return jsonDocument(text, () => lines, index, true);
}

function jsonDocument(text: string, linesOf: () => LineIndex, index: number, multiline: boolean): ParsedDocument | undefined {
  let at = 0;
  if (text.startsWith('---\n')) at = 4;
  while (text.charCodeAt(at) === 32) at++;
  const open = text.charCodeAt(at);
  if (open !== 123 && !(multiline && open === 91)) return undefined;
  const valueStart = at;
  const scan = new Scanner(text, at, false, multiline);
  const value = scan.value(0);
  if (value === undefined) return undefined;
  // the rest of the value's line: spaces, then a comment after a space or nothing
  let i = scan.i;
  while (text.charCodeAt(i) === 32) i++;
  if (i < text.length && text.charCodeAt(i) !== 10) {
    if (text.charCodeAt(i) !== 35 || text.charCodeAt(i - 1) !== 32) return undefined;
  }
  const eol = text.indexOf('\n', i);
  const docEnd = eol < 0 ? text.length : eol + 1;
  if (!restIsBlankOrComments(text, i, docEnd)) return undefined;
  const lines = linesOf();
  const range = lines.range(0, docEnd);
  let root: JsonNode | undefined;
  const nodes = (): JsonNode => {
    if (root) return root;
    const again = new Scanner(text, valueStart, true, multiline);
    again.value(0);
    return (root = again.node!);
  };
  return {
    index,
    value,
    range,
    problems: [],
    locate: (path) => locate(nodes(), lines, path),
    scalar: (path) => {
      const f = find(nodes(), path);
      if (f.depth !== path.length || f.node.text === undefined) return undefined;
      return { style: f.node.quoted ? 'QUOTE_DOUBLE' : 'PLAIN', value: f.node.text, start: f.node.start, end: f.node.end };
    },
    rangeOf: (a, b) => lines.range(a, b),
    text,
  };
}

/** Between the value and `docEnd` only a comment; after it only blank lines and lines starting with `#`. */
function restIsBlankOrComments(text: string, from: number, docEnd: number): boolean {
  for (let i = from; i < docEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === 9 || c === 13 || c === 0xfeff || c === 0x2028 || c === 0x2029 || c === 0x85) return false;
  }
  for (let i = docEnd; i < text.length;) {
    const eol = text.indexOf('\n', i);
    const end = eol < 0 ? text.length : eol;
    if (end > i && text.charCodeAt(i) !== 35) return false;
    for (let j = i; j < end; j++) if (text.charCodeAt(j) < 32 || text.charCodeAt(j) > 126) return false;
    i = end + 1;
  }
  return true;
}

interface Found {
  node: JsonNode;
  key?: JsonNode;
  depth: number;
}

/** Walks a document path; stops at the deepest existing node (as the general path's NodeIndex.find). */
function find(root: JsonNode, path: DocPath): Found {
  let found: Found = { node: root, depth: 0 };
  for (let i = 0; i < path.length; i++) {
    const node = found.node;
    const seg = path[i]!;
    if (node.items && typeof seg === 'number') {
      const next = node.items[seg];
      if (!next) break;
      found = { node: next, depth: i + 1 };
    } else if (node.entries) {
      const e = node.entries.get(String(seg));
      if (!e) break;
      found = { node: e.value, key: e.key, depth: i + 1 };
    } else break;
  }
  return found;
}

function locate(root: JsonNode, lines: LineIndex, path: DocPath): Located {
  const f = find(root, path);
  const range: SourceRange = lines.range(f.node.start, f.node.end);
  return { range, keyRange: f.key ? lines.range(f.key.start, f.key.end) : undefined, depth: f.depth };
}
