// apiserver/schema/pruning
export { prune, type PruneOptions } from './prune';
export { prunedCopy, type CopyOptions, type PrunedCopy } from './copy';
