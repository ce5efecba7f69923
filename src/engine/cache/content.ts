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

/** What a cache holds for one object: its results by key, and its content text once made. */
interface ObjectEntry<V> {
  byKey: Map<string, V>;
  content?: string;
}

export class ContentCache<V> {
  private byIdentity = new WeakMap<object, ObjectEntry<V>>();
  /** Results by content text, then by key; one entry per content (the same text for every key of an object). */
  private readonly byContent: LRU<string, Map<string, V>>;

  /**
   * `content` gives the text compared between objects; at most `limit` contents are kept (each
   * with the results of every key asked about it). An object's text is made once and kept with
   * it: objects are not changed once read, and one object is asked about under several keys (the
   * compatibility matrix: one schema at every Kubernetes version), each of which would otherwise
   * write the text and hash it again.
   * `onlyRepeatedBySameObject`: within one check another object seldom has the same key and content
   * (the compiled rules: the keys name the object's place, so only where the input repeats a
   * document; the validators: an equal schema in another CRD or version), and such a repeat is
   * computed again to the same result; inside contentSeenOnce no content key is made.
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
    let entry = this.byIdentity.get(obj);
    if (!entry) this.byIdentity.set(obj, (entry = { byKey: new Map() }));
    const forObj = entry.byKey;
    if (forObj.has(key)) return forObj.get(key)!;
    if (seenOnce && this.onlyRepeatedBySameObject) {
      const v = compute();
      forObj.set(key, v);
      return v;
    }
    const text = (entry.content ??= this.content(obj));
    let byKey = this.byContent.get(text);
    const hit = byKey?.has(key) === true;
    const v = hit ? byKey!.get(key)! : compute();
    if (!hit) {
      // compute() may have evicted the content's entry (a nested get): look it up again
      byKey = this.byContent.get(text);
      if (!byKey) this.byContent.set(text, (byKey = new Map()));
      byKey.set(key, v);
    }
    forObj.set(key, v);
    return v;
  }
}
