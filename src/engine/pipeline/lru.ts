// A small least-recently-used cache. The worker re-runs the whole check on every edit;
// texts and CRDs that did not change are not parsed and validated again.
export class LRU<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;
  /** At most `capacity` entries and, with `weigh`, at most `maxWeight` in total (the newest entry always stays). */
  constructor(
    private readonly capacity: number,
    private readonly maxWeight = Infinity,
    private readonly weigh?: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.map.set(key, value);
    if (this.weigh) this.weight += this.weigh(key, value);
    while (this.map.size > this.capacity || (this.weight > this.maxWeight && this.map.size > 1)) this.delete(this.map.keys().next().value as K);
  }

  private delete(key: K): void {
    if (!this.map.has(key)) return;
    if (this.weigh) this.weight -= this.weigh(key, this.map.get(key) as V);
    this.map.delete(key);
  }
}
