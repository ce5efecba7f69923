// Whether a tree node has some property at or below it (a rule, a default), remembered per node
// object. Schema nodes are not changed once read, and a reloaded schema shares its unchanged
// subtrees with the previous load (share.ts), so a load after an edit walks only its new nodes:
// a subtree asked about before answers at once. Iterative (a schema may nest deeper than the call
// stack); a node reached twice (a YAML alias) is answered from its first visit.
import { IdentityCache } from './identity';

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

  /** Whether `node` or a node below it has the property; answers for every node below it on the way. */
  has(node: N): boolean {
    const known = this.memo.get(node);
    if (known !== undefined) return known;
    const stack: N[] = [node];
    const expanded: boolean[] = [false];
    const kids: N[] = [];
    while (stack.length > 0) {
      const top = stack.length - 1;
      const n = stack[top]!;
      if (!expanded[top]) {
        // first visit: its unknown children go on top, so they are answered before it
        expanded[top] = true;
        kids.length = 0;
        this.children(n, kids);
        for (const k of kids) {
          if (this.memo.get(k) !== undefined) continue;
          stack.push(k);
          expanded.push(false);
        }
        continue;
      }
      stack.pop();
      expanded.pop();
      if (this.memo.get(n) !== undefined) continue;
      let v = this.own(n);
      if (!v) {
        kids.length = 0;
        this.children(n, kids);
        for (const k of kids) if (this.memo.get(k) === true) v = true;
      }
      this.memo.set(n, v);
    }
    return this.memo.get(node)!;
  }
}
