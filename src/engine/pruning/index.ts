// apiserver/schema/pruning
export { prune } from './prune';
export { prunedCopy, type CopyOptions } from './copy';
