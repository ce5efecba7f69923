// What compiled rules and their costs depend on in a schema: its content without descriptions
// (the key of the compiled-rules cache, engine/cache ContentCache).
import { stringifyJSON } from '../../golang/json';

const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'definitions', 'dependencies'];
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'additionalItems', 'not'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'items'];

/**
 * A schema's JSON text without its (and its subschemas') `description`s: what compiled rules and
 * cost estimates depend on. A description is never read by CEL compilation, so editing one keeps
 * the compiled rules of the schema. Values (`default`, `enum`, `example`, ...) are kept whole.
 */
export function schemaContentWithoutDescriptions(schema: object): string {
  return stringifyJSON(withoutDescriptions(schema));
}

function withoutDescriptions(s: unknown): unknown {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return s;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'description' && typeof v === 'string') continue;
    if (SCHEMA_LIST_KEYWORDS.includes(k) && Array.isArray(v)) out[k] = v.map(withoutDescriptions);
    else if (SCHEMA_KEYWORDS.includes(k)) out[k] = withoutDescriptions(v);
    else if (SCHEMA_MAP_KEYWORDS.includes(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, withoutDescriptions(sub)]));
    } else out[k] = v;
  }
  return out;
}
