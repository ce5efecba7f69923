// A field path kept as a link to its parent, written out (in pruning's UnknownFieldPathOptions
// text form, `spec.items[0].name`) only when a path is reported: walks of values thousands of
// levels deep stay linear instead of building a longer string at every level
// (keys joined by '.', indexes in brackets, written out at the end). `lazyFieldPath` does the same
// for a schema walk's FieldPath: each node keeps its parent and step, and the path is made the first
// time a finding needs it — most nodes of a large schema never have one.
import type { FieldPath } from './path';

export type LazyPath = { parent: LazyPath; key: string } | { parent: LazyPath; index: number } | null;

export function childKey(parent: LazyPath, key: string): LazyPath {
  return { parent, key };
}

export function childIndex(parent: LazyPath, index: number): LazyPath {
  return { parent, index };
}

/** The path as text: keys joined with `.`, indexes as `[i]`. */
export function pathText(p: LazyPath): string {
  const steps: Exclude<LazyPath, null>[] = [];
  for (let x = p; x; x = x.parent) steps.push(x);
  let out = '';
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    out = 'key' in s ? (out.length > 0 ? `${out}.${s.key}` : s.key) : `${out}[${s.index}]`;
  }
  return out;
}

/** A walk's node whose FieldPath is made on demand: the root's path is set, every other node names its parent. */
export interface LazyPathNode<T> {
  path: FieldPath | undefined;
  parent: T | undefined;
}

/**
 * The node's field path, made once for it and for each ancestor without one (iteratively: a schema may
 * nest thousands of levels). `step` extends the parent's path by the node's own step.
 */
export function lazyFieldPath<T extends LazyPathNode<T>>(node: T, step: (parentPath: FieldPath, node: T) => FieldPath): FieldPath {
  if (node.path !== undefined) return node.path;
  const pending: T[] = [];
  let x: T = node;
  while (x.path === undefined) {
    pending.push(x);
    x = x.parent!;
  }
  let p = x.path;
  for (let i = pending.length - 1; i >= 0; i--) {
    const c = pending[i];
    p = step(p, c);
    c.path = p;
  }
  return p;
}
