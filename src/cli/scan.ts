// A quick look at a file, before it is parsed, for what ties it to other files: the CRDs it
// defines (group and kind, metadata.name) and the group/kinds of the objects it holds. The
// multi-threaded check keeps files that are tied together in one worker. The look is cheap
// (top-level lines of block YAML, JSON.parse for JSON) and may be wrong for unusual YAML; that
// costs only time: the merged result is verified and, if a guess was wrong, computed again in
// one thread (see parallel.ts).
import { parseAllDocuments } from 'yaml';

interface FileTies {
  /** `group/kind` of each CRD in the file. */
  defines: string[];
  /** metadata.name of each CRD. */
  names: string[];
  /** `group/kind` of each other document. */
  uses: string[];
}

const CRD_API_VERSIONS = new Set(['apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1']);

interface Identity {
  apiVersion: string;
  kind: string;
  name?: string;
  group?: string;
  crdKind?: string;
}

const groupOf = (apiVersion: string): string => (apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '');

function tiesOf(ids: Identity[]): FileTies {
  const t: FileTies = { defines: [], names: [], uses: [] };
  for (const id of ids) {
    if (id.kind === 'CustomResourceDefinition' && CRD_API_VERSIONS.has(id.apiVersion)) {
      t.defines.push(`${id.group ?? ''}/${id.crdKind ?? ''}`);
      t.names.push(id.name ?? '');
    } else {
      t.uses.push(`${groupOf(id.apiVersion)}/${id.kind}`);
    }
  }
  return t;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function identityOfValue(v: unknown): Identity | null {
  const o = obj(v);
  const apiVersion = str(o.apiVersion);
  const kind = str(o.kind);
  if (!apiVersion || !kind) return null;
  const spec = obj(o.spec);
  return { apiVersion, kind, name: str(obj(o.metadata).name), group: str(spec.group), crdKind: str(obj(spec.names).kind) };
}

/** The ties of one file's text. */
export function scanFile(text: string): FileTies {
  const fast = text.trimStart().startsWith('{') ? scanJson(text) : scanBlockYaml(text);
  if (fast) return tiesOf(fast);
  // unusual YAML: a full parse (the `yaml` library's reading of it is close enough for a guess),
  // silent: its remarks (a collection as a mapping key) went to stderr as node process warnings
  try {
    return tiesOf(parseAllDocuments(text, { logLevel: 'silent' }).flatMap((d) => identityOfValue(d.toJS({ maxAliasCount: 100 })) ?? []));
  } catch {
    return { defines: [], names: [], uses: [] };
  }
}

function scanJson(text: string): Identity[] | null {
  try {
    const id = identityOfValue(JSON.parse(text));
    return id ? [id] : [];
  } catch {
    return null;
  }
}

const DOC_SEPARATOR = /^(?:---|\.\.\.)[ \t]*(?:#.*)?$/;
const TOP_KEY = /^([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$/;
const PLAIN_VALUE = /^[A-Za-z0-9][\w./-]*$/;

/** A scalar on a key's line: plain or simply quoted, without a comment; null when it is anything else. */
function scalar(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let v = raw.replace(/[ \t]+#.*$/, '').trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) v = v.slice(1, -1);
  return PLAIN_VALUE.test(v) ? v : null;
}

/**
 * The lines of a text as `split(/\r?\n/)` gives them, by offsets: line k is text.slice(start[k], end[k]).
 * Only the lines a look needs are sliced (the top-level ones, and a CRD's few nested keys).
 */
class Lines {
  readonly start: number[] = [];
  readonly end: number[] = [];
  constructor(readonly text: string) {
    const n = text.length;
    for (let from = 0; ;) {
      const eol = text.indexOf('\n', from);
      const to = eol < 0 ? n : eol;
      this.start.push(from);
      this.end.push(eol >= 0 && to > from && text.charCodeAt(to - 1) === 13 ? to - 1 : to);
      if (eol < 0) break;
      from = eol + 1;
    }
  }
  get length(): number {
    return this.start.length;
  }
  line(k: number): string {
    return this.text.slice(this.start[k], this.end[k]);
  }
  /** The first character of line k (-1 for an empty line). */
  first(k: number): number {
    return this.start[k] < this.end[k] ? this.text.charCodeAt(this.start[k]) : -1;
  }
  /** Whether line k holds only spaces and tabs or its content is a comment (`trimStart()` is empty or starts with `#`). */
  blankOrComment(k: number): boolean {
    const t = this.text;
    for (let i = this.start[k]; i < this.end[k]; i++) {
      const c = t.charCodeAt(i);
      if (c === 35) return true;
      if (!isSpace(c)) return false;
    }
    return true;
  }
}

/** JavaScript's whitespace and line terminators (what trimStart() removes). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** Block-style YAML read line by line: top-level keys only, and spec.group / spec.names.kind for CRDs. */
function scanBlockYaml(text: string): Identity[] | null {
  const out: Identity[] = [];
  const lines = new Lines(text);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    // a separator starts with `---` or `...`
    if (i < lines.length) {
      const c = lines.first(i);
      if ((c !== 45 && c !== 46) || !DOC_SEPARATOR.test(lines.line(i))) continue;
    }
    const id = scanDocument(lines, start, i);
    start = i + 1;
    if (id === null) return null;
    if (id !== 'empty') out.push(id);
  }
  return out;
}

/** The document of lines [from, to). */
function scanDocument(lines: Lines, from: number, to: number): Identity | 'empty' | null {
  const top = topLevelKeys(lines, from, to);
  if (top === null || top === 'empty') return top;
  const value = (key: string): string | undefined => {
    const i = top.get(key);
    return i === undefined ? undefined : (scalar(TOP_KEY.exec(lines.line(i))![2]) ?? undefined);
  };
  const apiVersion = value('apiVersion');
  const kind = value('kind');
  if (top.has('apiVersion') && apiVersion === undefined) return null;
  if (top.has('kind') && kind === undefined) return null;
  if (!apiVersion || !kind) return { apiVersion: apiVersion ?? '', kind: kind ?? '' };
  if (kind !== 'CustomResourceDefinition' || !CRD_API_VERSIONS.has(apiVersion)) return { apiVersion, kind };
  const name = child(lines, to, top.get('metadata'), ['name']);
  const group = child(lines, to, top.get('spec'), ['group']);
  const crdKind = child(lines, to, top.get('spec'), ['names', 'kind']);
  if (!name || !group || !crdKind) return null;
  return { apiVersion, kind, name, group, crdKind };
}

/**
 * The line of each top-level key of the document of lines [from, to); 'empty' when it holds nothing but blanks,
 * comments and directives; null when a line is not a plain top-level key. A function of its own: V8 optimises this
 * loop while it runs (on-stack replacement) and enters that code again for every later long document; with the rest
 * of scanDocument after the loop in the same code, it deoptimised after the loop of each one (over 1,300 times in a
 * `--jobs 2` check of the corpus, on the main thread before the workers get their units; docs/decisions/0067).
 */
function topLevelKeys(lines: Lines, from: number, to: number): Map<string, number> | 'empty' | null {
  const top = new Map<string, number>();
  let content = false;
  for (let i = from; i < to; i++) {
    const c = lines.first(i);
    if (c === -1 || c === 35 || c === 32 || c === 9) {
      if (!content && c !== -1 && c !== 35 && !lines.blankOrComment(i)) content = true;
      continue;
    }
    if (c === 37) continue; // % a directive
    const m = TOP_KEY.exec(lines.line(i));
    if (!m) return null; // flow style, a sequence, a tag, a quoted key...: leave it to the parser
    if (top.has(m[1])) return null;
    top.set(m[1], i);
    content = true;
  }
  return content ? top : 'empty';
}

/** The plain scalar at a nested path under the top-level key on line `at`, read by indentation (lines before `to`). */
function child(lines: Lines, to: number, at: number | undefined, path: string[]): string | undefined {
  if (at === undefined) return undefined;
  let from = at + 1;
  let parentIndent = 0;
  for (let p = 0; p < path.length; p++) {
    let indent = -1;
    let found = -1;
    for (let i = from; i < to; i++) {
      if (lines.blankOrComment(i)) continue;
      const l = lines.line(i);
      const t = l.trimStart();
      const ind = l.length - t.length;
      if (ind <= parentIndent) break;
      if (indent < 0) indent = ind;
      if (ind !== indent) continue;
      const m = /^([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$/.exec(t);
      if (m && m[1] === path[p]) {
        found = i;
        if (p === path.length - 1) return scalar(m[2]) ?? undefined;
        break;
      }
    }
    if (found < 0) return undefined;
    from = found + 1;
    parentIndent = indent;
  }
  return undefined;
}
