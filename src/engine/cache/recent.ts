// A cache for lookups on a hot path (a quantity parsed or a regex compiled per evaluated value):
// a hit is one Map lookup, with no bookkeeping. Entries live in two generations of at most
// capacity/2 each; a full young generation becomes the old one and the old one is dropped, and an
// old entry that is used again moves to the young one. So a working set of up to capacity/2 keys
// stays cached, at most `capacity` entries are held, and a key unused for a whole generation goes.
// (An exact LRU relinks its entry on every hit: measured several times slower on such paths.)
import { registerCache } from './registry';

export class RecentCache<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;

  constructor(
    name: string,
    private readonly capacity: number,
  ) {
    this.half = Math.max(1, Math.floor(capacity / 2));
    registerCache(name, { info: () => ({ name, size: this.size, limit: this.capacity }), clear: () => this.clear() });
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  /** The value of `key`, undefined when absent. */
  get(key: K): V | undefined {
    const v = this.young.get(key);
    if (v !== undefined) return v;
    const o = this.old.get(key);
    if (o !== undefined) {
      this.old.delete(key);
      this.put(key, o);
    }
    return o;
  }

  set(key: K, value: V): void {
    if (this.young.has(key)) {
      this.young.set(key, value);
      return;
    }
    this.old.delete(key);
    this.put(key, value);
  }

  clear(): void {
    this.young = new Map();
    this.old = new Map();
  }

  private put(key: K, value: V): void {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
