// Compile once, evaluate many times: the playground re-parses its documents on every edit, so
// compiled results are cached by schema object identity (WeakMap) and, behind that, by schema
// content (a small LRU keyed by the canonical JSON text).
import { stringifyJSON } from '../../golang/json';

export class ContentCache<V> {
  private readonly byIdentity = new WeakMap<object, Map<string, V>>();
  private readonly byContent = new Map<string, V>();

  /** `content` gives the text compared between objects (stringifyJSON by default: int64 values are bigints). */
  constructor(
    private readonly limit = 32,
    private readonly content: (obj: object) => string = (obj) => stringifyJSON(obj),
  ) {}

  /** The cached value for (object, key), computing and remembering it when absent. */
  get(obj: object, key: string, compute: () => V): V {
    let forObj = this.byIdentity.get(obj);
    if (!forObj) this.byIdentity.set(obj, (forObj = new Map()));
    if (forObj.has(key)) return forObj.get(key)!;
    const contentKey = key + '\u0000' + this.content(obj);
    let v: V;
    if (this.byContent.has(contentKey)) {
      v = this.byContent.get(contentKey)!;
      this.byContent.delete(contentKey);
    } else {
      v = compute();
    }
    this.byContent.set(contentKey, v);
    if (this.byContent.size > this.limit) this.byContent.delete(this.byContent.keys().next().value as string);
    forObj.set(key, v);
    return v;
  }
}

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
