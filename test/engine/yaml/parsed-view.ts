// What a test compares between two parses of the same text (a fast path and the general parse):
// everything a ParsedDocument answers, at every path of its value and below it.
import type { ParsedDocument } from '../../../src/engine/yaml/parsed';
import type { DocPath } from '../../../src/engine/field/path';
import type { JSONValue } from '../../../src/engine/apis/json';

/** Every path of a value, depth first (at most `limit`). */
export function docPaths(v: JSONValue | undefined, limit = Infinity, prefix: DocPath = [], out: DocPath[] = []): DocPath[] {
  if (out.length >= limit) return out;
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => docPaths(x, limit, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) docPaths(x, limit, [...prefix, k], out);
  return out;
}

/** A document's answers: value (and its key order, bigints marked), range, problems, locate/scalar of every path, of paths that are not there, rangeOf. */
export function parsedView(d: ParsedDocument) {
  const ps = docPaths(d.value);
  return {
    index: d.index,
    value: d.value,
    keys: JSON.stringify(d.value, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
    range: d.range,
    problems: d.problems,
    text: d.text,
    located: ps.map((p) => [p, d.locate(p), d.scalar(p)]),
    missing: ps.map((p) => d.locate([...p, 'nope', 0])),
    wrongKind: d.locate([0, 'x']),
    rangeOf: d.rangeOf(1, d.text.length - 1),
  };
}
