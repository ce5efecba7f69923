// Source ranges for diagnostics: the node a field path names in the document the
// diagnostic belongs to, or its nearest existing ancestor.
import type { Diagnostic } from '../diagnostics';
import { locateAll, type Located, type ParsedDocument } from '../yaml/parsed';
import { isObject, type JSONValue } from '../apis/json';
import type { DocPath } from '../field/path';
import { indexOfLineColumn, valueOffsetsInSource } from '../yaml/scalarmap';

function valueAt(root: JSONValue | undefined, path: DocPath): JSONValue | undefined {
  let cur: JSONValue | undefined = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObject(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}

/**
 * A CEL compile error of a rule (or messageExpression) points at its column inside the YAML
 * string, whatever the scalar style (plain, quoted, folded, block): the diagnostic's valuePosition
 * (the first located issue, what `ERROR: <input>:L:C:` of its text says).
 */
function celCaretRange(d: Diagnostic, doc: ParsedDocument): Diagnostic['range'] | undefined {
  const p = d.valuePosition;
  if (!d.path || !p) return undefined;
  const scalar = doc.scalar(d.path);
  if (!scalar) return undefined;
  const sourceText = sourceSlice(doc, scalar.start, scalar.end);
  if (sourceText === undefined) return undefined;
  const at = indexOfLineColumn(scalar.value, p.line, p.column);
  const offsets = valueOffsetsInSource(scalar.style, sourceText, scalar.value);
  const rel = offsets[Math.min(at, offsets.length - 1)];
  // offsets in the parsed text, as rangeOf takes them (a part of a file or a relaxed copy has its own)
  const start = scalar.start + rel;
  return doc.rangeOf(start, Math.min(start + 1, scalar.end));
}

function sourceSlice(doc: ParsedDocument, start: number, end: number): string | undefined {
  return doc.text?.slice(start, end);
}

/** Parsed documents by source, each at its index in its source (an array, or an object for a few documents of a long stream). */
export type ParsedBySource = ReadonlyMap<string, { readonly [index: number]: ParsedDocument | undefined }>;

/** Sets `range` on diagnostics that have a path but no range yet. */
export function attachRanges(diags: Diagnostic[], parsed: ParsedBySource): void {
  if (diags.length === 0) return;
  // per document, the paths to locate (each as written and with dotted steps split), located together
  const pending = new Map<ParsedDocument, { d: Diagnostic; path: DocPath; expanded: DocPath }[]>();
  for (const d of diags) {
    if (d.range || !d.path) continue;
    const doc = parsed.get(d.source)?.[d.docIndex];
    if (!doc) continue;
    const caret = celCaretRange(d, doc);
    if (caret) {
      d.range = caret;
      continue;
    }
    let list = pending.get(doc);
    if (!list) pending.set(doc, (list = []));
    list.push({ d, path: d.path, expanded: expandDottedSteps(d.path) });
  }
  for (const [doc, list] of pending) {
    const located = locateAll(
      doc,
      list.flatMap((x) => [x.path, x.expanded]),
    );
    list.forEach((x, i) => placeDiagnostic(x.d, doc, x.path, located[2 * i]!, x.expanded, located[2 * i + 1]!));
  }
}

/** Sets the range of `d` from `loc` (its path located) and `alt` (its path with dotted steps split, located). */
export function placeDiagnostic(d: Diagnostic, doc: ParsedDocument, asWritten: DocPath, loc: Located, expanded: DocPath, alt: Located): void {
  let path = asWritten;
  // kube-openapi names nested fields inside one path step (`spec.replicas`, `spec.items.0`)
  if (loc.depth < path.length && (alt.depth > loc.depth || (alt.depth === expanded.length && expanded.length !== path.length))) {
    path = expanded;
    loc = alt;
  }
  if (loc.depth < path.length) {
    // the field itself is missing (Required value, ...): point at the parent's key
    d.range = loc.keyRange ?? loc.range;
    return;
  }
  const v = valueAt(doc.value, path);
  const isCollection = typeof v === 'object' && v !== null;
  d.range = (isCollection || d.origin === 'pruning') && loc.keyRange ? loc.keyRange : loc.range;
}

/** Splits steps such as `spec.items[0]` or `spec.items.0` into separate segments. */
export function expandDottedSteps(path: DocPath): DocPath {
  const out: DocPath = [];
  for (const seg of path) {
    if (typeof seg === 'string' && (seg.includes('.') || seg.includes('['))) {
      for (const part of parseFieldPath(seg)) out.push(typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part);
    } else out.push(seg);
  }
  return out;
}

/** Splits a kube field path string (`spec.items[0].labels[app]`) into document path segments. */
export function parseFieldPath(path: string): DocPath {
  const out: DocPath = [];
  const re = /([^.[\]]+)|\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(path)) !== null) {
    if (m[1] !== undefined) out.push(m[1]);
    else out.push(/^\d+$/.test(m[2]) ? Number(m[2]) : m[2]);
  }
  return out;
}
