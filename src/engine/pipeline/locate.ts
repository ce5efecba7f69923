// Source ranges for diagnostics: the node a field path names in the document the
// diagnostic belongs to, or its nearest existing ancestor.
import type { Diagnostic } from '../diagnostics';
import type { ParsedDocument } from '../yaml/documents';
import { isObject, type JSONValue } from '../types';
import type { DocPath } from '../field/path';

function valueAt(root: JSONValue | undefined, path: DocPath): JSONValue | undefined {
  let cur: JSONValue | undefined = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObject(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}

/** Sets `range` on diagnostics that have a path but no range yet. */
export function attachRanges(diags: Diagnostic[], parsed: Map<string, ParsedDocument[]>): void {
  for (const d of diags) {
    if (d.range || !d.path) continue;
    const doc = parsed.get(d.source)?.[d.docIndex];
    if (!doc) continue;
    const loc = doc.locate(d.path);
    if (loc.depth < d.path.length) {
      // the field itself is missing (Required value, ...): point at the parent's key
      d.range = loc.keyRange ?? loc.range;
      continue;
    }
    const v = valueAt(doc.value, d.path);
    const isCollection = typeof v === 'object' && v !== null;
    d.range = (isCollection || d.origin === 'pruning') && loc.keyRange ? loc.keyRange : loc.range;
  }
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
