// Schema node objects a validator walked and found nothing in, per context: when a CRD is read
// again after an edit, its unchanged nodes are the same objects (share.ts), and a walk that found
// nothing below one of them in the same context finds nothing again, so it is skipped. Only
// "nothing found" is remembered: a walk that found something runs again and reports afresh.
// Nodes are remembered only while a load that shares with a previous one runs (`reusingSubtrees`):
// a CRD checked once (the CLI, a file opened) pays nothing for it; and only for subtrees of at
// least MIN_SUBTREE nodes (a small one is walked again faster than it is looked up).
import { IdentityCache } from './identity';

/** Subtrees of fewer nodes are not remembered. */
export const MIN_SUBTREE = 16;

let recording = false;

/** Runs `load` with the per-node memos recording when `reuse` (the load shares nodes with a previous one). */
export function reusingSubtrees<T>(reuse: boolean, load: () => T): T {
  const was = recording;
  recording = reuse;
  try {
    return load();
  } finally {
    recording = was;
  }
}

/** Whether per-node memos are recorded now. */
export function recordingSubtrees(): boolean {
  return recording;
}

export class CleanSubtrees {
  private readonly cache: IdentityCache<object, string>;

  /** `name`: the registry name (`<folder>.<what>`). */
  constructor(name: string) {
    this.cache = new IdentityCache(name);
  }

  /** Whether the walk of `node` in context `key` found nothing. */
  has(node: object, key: string): boolean {
    return this.cache.get(node) === key;
  }

  /** The walk of `node` (`nodes` nodes with its subtree) in context `key` found nothing (the last context is kept). */
  add(node: object, key: string, nodes: number): void {
    if (recording && nodes >= MIN_SUBTREE) this.cache.set(node, key);
  }
}
