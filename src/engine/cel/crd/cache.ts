// Compile once, evaluate many times: the playground re-parses its documents on every edit, so
// compiled results are cached by schema object identity (WeakMap) and, behind that, by schema
// content (a small LRU keyed by the canonical JSON text).
import { stringifyJSON } from '../../golang/json';

export class ContentCache<V> {
  private readonly byIdentity = new WeakMap<object, Map<string, V>>();
  private readonly byContent = new Map<string, V>();

  constructor(private readonly limit = 32) {}

  /** The cached value for (object, key), computing and remembering it when absent. */
  get(obj: object, key: string, compute: () => V): V {
    let forObj = this.byIdentity.get(obj);
    if (!forObj) this.byIdentity.set(obj, (forObj = new Map()));
    if (forObj.has(key)) return forObj.get(key)!;
    const contentKey = key + '\u0000' + stringifyJSON(obj);
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
