// Values as the views show them, bounded: a decoded object whose YAML anchors nest into one
// another can be far deeper and larger than its text (each alias repeats a whole subtree), and the
// views must neither overflow the stack nor stall the page on it. The copy is made iteratively.
import type { JSONValue } from '../engine/apis/json';

export interface Bounds {
  /** Levels of nesting shown; deeper values are replaced by `marker`. */
  maxDepth: number;
  /** Values (nodes) shown in total; the rest is replaced by `marker`. */
  maxNodes: number;
}

const VIEW_BOUNDS: Bounds = { maxDepth: 32, maxNodes: 20_000 };

/** A copy of `v` cut at `bounds` (cut places hold `marker`), and whether anything was cut. */
export function boundedValue(v: JSONValue, marker: string, bounds: Bounds = VIEW_BOUNDS): { value: JSONValue; truncated: boolean } {
  let nodes = 0;
  let truncated = false;
  const leaf = (x: JSONValue, depth: number): { copy: JSONValue; open: boolean } => {
    nodes++;
    if (x === null || typeof x !== 'object') return { copy: x, open: false };
    if (depth >= bounds.maxDepth || nodes > bounds.maxNodes) {
      truncated = true;
      return { copy: marker, open: false };
    }
    return { copy: Array.isArray(x) ? [] : {}, open: true };
  };
  const root = leaf(v, 0);
  if (!root.open) return { value: root.copy, truncated };
  // an explicit stack of (source, copy, depth): no recursion
  const stack: [JSONValue, JSONValue, number][] = [[v, root.copy, 0]];
  while (stack.length > 0) {
    const [src, dst, depth] = stack.pop()!;
    if (Array.isArray(src)) {
      const out = dst as JSONValue[];
      for (const item of src) {
        if (nodes > bounds.maxNodes) {
          truncated = true;
          out.push(marker);
          break;
        }
        const c = leaf(item, depth + 1);
        out.push(c.copy);
        if (c.open) stack.push([item, c.copy, depth + 1]);
      }
    } else if (src !== null && typeof src === 'object') {
      const out = dst as Record<string, JSONValue>;
      for (const [k, item] of Object.entries(src)) {
        if (nodes > bounds.maxNodes) {
          truncated = true;
          out['…'] = marker;
          break;
        }
        const c = leaf(item, depth + 1);
        out[k] = c.copy;
        if (c.open) stack.push([item, c.copy, depth + 1]);
      }
    }
  }
  return { value: root.copy, truncated };
}
