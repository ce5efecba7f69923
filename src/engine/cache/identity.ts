// A cache keyed by object identity (a WeakMap): an entry lives as long as its key object, so it
// needs no bound. Registered by name so that it can be emptied; its size cannot be counted.
import { registerCache } from './registry';

export class IdentityCache<K extends object, V> {
  private map = new WeakMap<K, V>();

  constructor(name: string) {
    registerCache(name, { info: () => ({ name, size: null, limit: null }), clear: () => (this.map = new WeakMap()) });
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): this {
    this.map.set(key, value);
    return this;
  }
}
