// Whether a tree node has some property at or below it (a rule, a default), remembered per node
// object. Schema nodes are not changed once read, and a reloaded schema shares its unchanged
// subtrees with the previous load (share.ts), so a load after an edit walks only its new nodes and
// the small subtrees beside them. Iterative (a schema may nest deeper than the call stack).
//
// What is remembered, so that a CRD checked once (the CLI) does not pay an entry per node: the
// asked node, every node that has the property, and each node without it whose parent has it (the
// subtrees the callers' walks stop at); while a load shares nodes with a previous one
// (`reusingSubtrees`), also every node without it whose subtree has at least MIN_SUBTREE nodes.
// A node reached twice (a YAML alias) may be walked twice.
import { IdentityCache } from './identity';
import { MIN_SUBTREE, recordingSubtrees } from './clean';

export class SubtreeFlags<N extends object> {
  private readonly memo: IdentityCache<N, boolean>;

  /**
   * @param own whether the node itself has the property
   * @param children appends the node's children (those the callers' walks descend into) to `out`
   */
  constructor(
    name: string,
    private readonly own: (node: N) => boolean,
    private readonly children: (node: N, out: N[]) => void,
  ) {
    this.memo = new IdentityCache(name);
  }

  /** Whether `node` or a node below it has the property. */
  has(node: N): boolean {
    const known = this.memo.get(node);
    if (known !== undefined) return known;
    const record = recordingSubtrees();
    // the walk's stack: a node, its parent's index, whether its children were pushed, its answer so far, its subtree's size
    const nodes: N[] = [node];
    const parent: number[] = [-1];
    const expanded: boolean[] = [false];
    const value: boolean[] = [false];
    const size: number[] = [0];
    const kids: N[] = [];
    let answer = false;
    while (nodes.length > 0) {
      const top = nodes.length - 1;
      const n = nodes[top]!;
      if (!expanded[top]) {
        // first visit: its own answer, the remembered children's, the others pushed to be answered first
        expanded[top] = true;
        value[top] = this.own(n);
        size[top] = 1;
        kids.length = 0;
        this.children(n, kids);
        for (const k of kids) {
          const m = this.memo.get(k);
          if (m !== undefined) {
            if (m) value[top] = true;
            size[top] += MIN_SUBTREE;
            continue;
          }
          nodes.push(k);
          parent.push(top);
          expanded.push(false);
          value.push(false);
          size.push(0);
        }
        continue;
      }
      const v = value[top]!;
      const sz = size[top]!;
      const p = parent[top]!;
      nodes.pop();
      parent.pop();
      expanded.pop();
      value.pop();
      size.pop();
      if (v) {
        this.memo.set(n, true);
        // its children without the property that were not remembered: where the callers' walks stop
        kids.length = 0;
        this.children(n, kids);
        for (const k of kids) if (this.memo.get(k) === undefined) this.memo.set(k, false);
      } else if (record && sz >= MIN_SUBTREE) this.memo.set(n, false);
      if (p >= 0) {
        if (v) value[p] = true;
        size[p] += sz;
      } else answer = v;
    }
    this.memo.set(node, answer);
    return answer;
  }
}
