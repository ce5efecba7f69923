// The engine's caches: one module, every cache named and registered (registry.ts).
export { LRU } from './lru';
export { IdentityCache } from './identity';
export { RecentCache } from './recent';
export { ContentCache, contentSeenOnce } from './content';
export { registeredCaches, cacheNamed, clearCaches } from './registry';
export { shareUnchanged } from './share';
export { CleanSubtrees, reusingSubtrees, recordingSubtrees, MIN_SUBTREE } from './clean';
export { SubtreeFlags } from './subtreeflags';
