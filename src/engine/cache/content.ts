// Compile once, evaluate many times: the playground re-parses its documents on every edit, so a
// result computed from an object (a schema) is cached by the object's identity and, behind that,
// by its content (a bounded LRU keyed by a text of the content) for an equal object parsed anew.
import { LRU } from './lru';
import { registerCache } from './registry';

export class ContentCache<V> {
  private byIdentity = new WeakMap<object, Map<string, V>>();
  private readonly byContent: LRU<string, { value: V }>;

  /** `content` gives the text compared between objects; at most `limit` contents are kept. */
  constructor(
    name: string,
    private readonly limit: number,
    private readonly content: (obj: object) => string,
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
    const contentKey = key + '\u0000' + this.content(obj);
    const hit = this.byContent.get(contentKey);
    const v = hit ? hit.value : compute();
    if (!hit) this.byContent.set(contentKey, { value: v });
    forObj.set(key, v);
    return v;
  }
}
