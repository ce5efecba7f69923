// Compile once, evaluate many times: the playground re-parses its documents on every edit, so a
// result computed from an object (a schema) is cached by the object's identity and, behind that,
// by its content (a bounded LRU keyed by a text of the content) for an equal object parsed anew.
import { LRU } from './lru';
import { registerCache } from './registry';

let seenOnce = false;

/**
 * Runs `fn` for contents that no later call will see again (a CLI run checks each text once): the
 * caches made with `onlyRepeatedBySameObject` keep their results by object identity only, without
 * making the content key (a text of a whole schema, as long as the schema's own text) that only a
 * later check of equal content could hit.
 */
export function contentSeenOnce<T>(fn: () => T): T {
  const was = seenOnce;
  seenOnce = true;
  try {
    return fn();
  } finally {
    seenOnce = was;
  }
}

export class ContentCache<V> {
  private byIdentity = new WeakMap<object, Map<string, V>>();
  private readonly byContent: LRU<string, { value: V }>;

  /**
   * `content` gives the text compared between objects; at most `limit` contents are kept.
   * `onlyRepeatedBySameObject`: the keys name the object's place (a field path), so within one check
   * another object has the same key and content only where the input repeats a document (a CRD
   * given twice, computed again to the same result); inside contentSeenOnce no content key is made.
   */
  constructor(
    name: string,
    private readonly limit: number,
    private readonly content: (obj: object) => string,
    private readonly onlyRepeatedBySameObject = false,
  ) {
    this.byContent = new LRU({ capacity: limit });
    registerCache(name, {
      info: () => ({ name, size: this.byContent.size, limit: this.limit }),
      clear: () => {
        this.byIdentity = new WeakMap();
        this.byContent.clear();
      },
    });
  }

  /** The cached value for (object, key), computing and remembering it when absent. */
  get(obj: object, key: string, compute: () => V): V {
    let forObj = this.byIdentity.get(obj);
    if (!forObj) this.byIdentity.set(obj, (forObj = new Map()));
    if (forObj.has(key)) return forObj.get(key)!;
    if (seenOnce && this.onlyRepeatedBySameObject) {
      const v = compute();
      forObj.set(key, v);
      return v;
    }
    const contentKey = key + '\u0000' + this.content(obj);
    const hit = this.byContent.get(contentKey);
    const v = hit ? hit.value : compute();
    if (!hit) this.byContent.set(contentKey, { value: v });
    forObj.set(key, v);
    return v;
  }
}
