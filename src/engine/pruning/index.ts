// apiserver/schema/pruning
export { prune, type PruneOptions } from './prune';
