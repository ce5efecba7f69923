// The engine's caches: one module, every cache named and registered (registry.ts).
export { LRU, type LRUOptions } from './lru';
export { IdentityCache } from './identity';
export { RecentCache } from './recent';
export { ContentCache } from './content';
export { registerCache, registeredCaches, cacheNamed, clearCaches, type CacheInfo, type RegisteredCache } from './registry';
