// Per-schema memo of "does anything below this node carry keyword X": lets the list-type and
// embedded-resource walks skip values whose schema subtree cannot produce an error.
import type { JSONSchemaProps } from '../apis/jsonschema';

const isSchema = (x: unknown): x is JSONSchemaProps => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Memoizes, per predicate, whether the structural subtree (properties, additionalProperties, items) has a match.
 * Kept are the answers of the nodes asked about and of the nodes on the way to a match, not of every node a walk
 * passes: a question about a CRD's root without a match walks the whole schema, and an entry per node (hundreds of
 * thousands over a corpus) cost more than the walk; a node below is asked about only where its parent matched.
 */
export function subtreeMatcher(pred: (s: JSONSchemaProps) => boolean): (s: JSONSchemaProps | undefined) => boolean {
  const memo = new WeakMap<object, boolean>();
  const visit = (s: JSONSchemaProps | undefined, depth: number): boolean => {
    if (!isSchema(s)) return false;
    const hit = memo.get(s);
    if (hit !== undefined) return hit;
    // a cycle (none in decoded JSON) would end here, not loop
    if (depth > 10000) return true;
    let r = pred(s);
    if (!r && isSchema(s.properties)) for (const k of Object.keys(s.properties)) if ((r = visit(s.properties[k], depth + 1))) break;
    if (!r && isSchema(s.additionalProperties)) r = visit(s.additionalProperties, depth + 1);
    if (!r && isSchema(s.items)) r = visit(s.items, depth + 1);
    if (r || depth === 0) memo.set(s, r);
    return r;
  };
  return (s) => visit(s, 0);
}
