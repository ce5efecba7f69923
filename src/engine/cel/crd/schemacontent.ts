// What compiled rules and their costs depend on in a schema: its content without descriptions
// (the key of the compiled-rules cache, engine/cache ContentCache).
import { stringifyJSON } from '../../golang/json';
import { recordingSubtrees } from '../../cache';

const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'definitions', 'dependencies'];
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'additionalItems', 'not'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'items'];

/**
 * The text of each schema node object's content: nodes are not changed once read, and a CRD read
 * again after an edit shares its unchanged nodes with the previous read (cache/share.ts), so only
 * the nodes on the path to the edit are written again (remembered during such loads only).
 */
const written = new WeakMap<object, string>();
/** Shorter texts are written again rather than remembered. */
const MIN_WRITTEN = 1024;

/**
 * A text of a schema's content without its (and its subschemas') `description`s, equal for two
 * schemas exactly when that content is: what compiled rules and cost estimates depend on. A
 * description is never read by CEL compilation, so editing one keeps the compiled rules of the
 * schema. Values (`default`, `enum`, `example`, ...) are kept whole. The text is JSON where no
 * bigint is involved.
 */
export function schemaContentWithoutDescriptions(schema: object): string {
  return content(schema);
}

function content(s: unknown): string {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return stringifyJSON(s) ?? 'undefined';
  const hit = written.get(s);
  if (hit !== undefined) return hit;
  let out = '{';
  let first = true;
  for (const [k, v] of Object.entries(s)) {
    if (k === 'description' && typeof v === 'string') continue;
    if (v === undefined) continue;
    let text: string;
    if (SCHEMA_LIST_KEYWORDS.includes(k) && Array.isArray(v)) text = '[' + v.map(content).join(',') + ']';
    else if (SCHEMA_KEYWORDS.includes(k)) text = content(v);
    else if (SCHEMA_MAP_KEYWORDS.includes(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      text = '{';
      let firstName = true;
      for (const [name, sub] of Object.entries(v)) {
        if (sub === undefined) continue;
        text += (firstName ? '' : ',') + JSON.stringify(name) + ':' + content(sub);
        firstName = false;
      }
      text += '}';
    } else text = stringifyJSON(v);
    out += (first ? '' : ',') + JSON.stringify(k) + ':' + text;
    first = false;
  }
  out += '}';
  if (out.length >= MIN_WRITTEN && recordingSubtrees()) written.set(s, out);
  return out;
}
