// Every long-lived cache of the engine, by name: tests and benchmarks see how much each holds and
// can empty them (a cold run), without reaching into the module that owns the cache.

export interface CacheInfo {
  name: string;
  /** Entries held; null for a cache keyed by object identity (a WeakMap cannot count). */
  size: number | null;
  /** The entry bound; null when unbounded (an identity cache: entries go with their keys). */
  limit: number | null;
}

export interface RegisteredCache {
  info(): CacheInfo;
  clear(): void;
}

const registry = new Map<string, RegisteredCache>();

/** Registers `cache` under `name`; a module evaluated again (hot reload) replaces its earlier entry. */
export function registerCache(name: string, cache: RegisteredCache): void {
  registry.set(name, cache);
}

/** The registered caches, by name. */
export function registeredCaches(): CacheInfo[] {
  return [...registry.values()].map((c) => c.info()).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The cache registered under `name`. */
export function cacheNamed(name: string): RegisteredCache | undefined {
  return registry.get(name);
}

/** Empties every registered cache (or those whose name starts with `prefix`). */
export function clearCaches(prefix = ''): void {
  for (const [name, c] of registry) if (name.startsWith(prefix)) c.clear();
}
