// A least-recently-used cache by key, bounded by an entry count and, optionally, by a total
// weight (the characters of parsed texts, ...). The worker re-runs the whole check on every edit;
// what did not change is not computed again. Entries form a list, newest first: a hit relinks its
// entry (no Map delete and insert, which a hot lookup such as a quantity or regex would pay).
import { registerCache } from './registry';

export interface LRUOptions<K, V> {
  /** Registry name (`<folder>.<what>`); an unnamed LRU is part of another cache. */
  name?: string;
  /** At most this many entries. */
  capacity: number;
  /** With `weigh`: at most this total weight (the newest entry always stays). */
  maxWeight?: number;
  weigh?: (key: K, value: V) => number;
}

interface Entry<K, V> {
  key: K;
  value: V;
  weight: number;
  newer: Entry<K, V> | null;
  older: Entry<K, V> | null;
}

export class LRU<K, V> {
  private readonly map = new Map<K, Entry<K, V>>();
  private newest: Entry<K, V> | null = null;
  private oldest: Entry<K, V> | null = null;
  private weight = 0;
  private readonly capacity: number;
  private readonly maxWeight: number;
  private readonly weigh?: (key: K, value: V) => number;

  constructor(opts: LRUOptions<K, V>) {
    this.capacity = opts.capacity;
    this.maxWeight = opts.maxWeight ?? Infinity;
    this.weigh = opts.weigh;
    const name = opts.name;
    if (name !== undefined) registerCache(name, { info: () => ({ name, size: this.map.size, limit: this.capacity }), clear: () => this.clear() });
  }

  get size(): number {
    return this.map.size;
  }

  /** The value of `key` (undefined when absent), now the most recently used. */
  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) return undefined;
    if (e !== this.newest) {
      this.unlink(e);
      this.pushNewest(e);
    }
    return e.value;
  }

  set(key: K, value: V): void {
    const old = this.map.get(key);
    if (old !== undefined) this.remove(old);
    const e: Entry<K, V> = { key, value, weight: this.weigh ? this.weigh(key, value) : 0, newer: null, older: null };
    this.map.set(key, e);
    this.pushNewest(e);
    this.weight += e.weight;
    while (this.oldest && (this.map.size > this.capacity || (this.weight > this.maxWeight && this.map.size > 1))) this.remove(this.oldest);
  }

  clear(): void {
    this.map.clear();
    this.newest = this.oldest = null;
    this.weight = 0;
  }

  private remove(e: Entry<K, V>): void {
    this.unlink(e);
    this.map.delete(e.key);
    this.weight -= e.weight;
  }

  private unlink(e: Entry<K, V>): void {
    if (e.newer) e.newer.older = e.older;
    else this.newest = e.older;
    if (e.older) e.older.newer = e.newer;
    else this.oldest = e.newer;
    e.newer = e.older = null;
  }

  private pushNewest(e: Entry<K, V>): void {
    e.older = this.newest;
    e.newer = null;
    if (this.newest) this.newest.newer = e;
    this.newest = e;
    if (!this.oldest) this.oldest = e;
  }
}
