// Whether a schema subtree holds a rule or a default, remembered per node object (cache/subtreeflags.ts):
// the CEL compile walk (cel/crd/compile.ts, kube's apiextensions validation walks every
// x-kubernetes-validations and compiles it) and the defaults' validation (crd/validatedefaults.ts,
// kube's validation of every default against its schema) skip subtrees with none. An edit in the
// app reloads the CRD sharing its unchanged subtrees with the last load (cache/share.ts): the new
// nodes must be asked about again, the shared ones answer from before. Each check() below, made
// in one engine after the edits before it, must equal the same text checked by an engine that has
// seen nothing else (test/fresh-engine.ts).
import { describe, expect, it } from 'vitest';
import { check, type CheckResult } from '../../../src/engine';
import { MIN_SUBTREE, reusingSubtrees, SubtreeFlags } from '../../../src/engine/cache';
import { freshEngine } from '../../fresh-engine';
import { cronTabCRD } from '../../fixtures/crontab-crd';

interface Node {
  mark?: boolean;
  kids?: Node[];
}

function flags(asked: Node[]) {
  return new SubtreeFlags<Node>(
    'test.subtreeflags',
    (n) => {
      asked.push(n);
      return n.mark === true;
    },
    (n, out) => {
      for (const k of n.kids ?? []) out.push(k);
    },
  );
}

describe('SubtreeFlags: a node has the property itself or below it; asked once per node object', () => {
  const leaf = (): Node => ({});
  const marked = (): Node => ({ mark: true });
  it.each([
    ['a leaf without', leaf(), false],
    ['a marked leaf', marked(), true],
    ['a mark three levels down', { kids: [leaf(), { kids: [leaf(), { kids: [marked()] }] }] }, true],
    ['no mark anywhere', { kids: [leaf(), { kids: [leaf(), { kids: [leaf()] }] }] }, false],
    ['a marked root over unmarked children', { mark: true, kids: [leaf()] }, true],
  ] as [string, Node, boolean][])('%s', (_, tree, want) => {
    expect(flags([]).has(tree)).toBe(want);
  });

  const wide = (n: number): Node => ({ kids: Array.from({ length: n - 1 }, leaf) });

  it('while a load shares nodes with a previous one: a shared subtree of MIN_SUBTREE nodes or more is not asked again, the new nodes are', () => {
    const asked: Node[] = [];
    const f = flags(asked);
    const shared = wide(MIN_SUBTREE);
    reusingSubtrees(true, () => expect(f.has({ kids: [shared] })).toBe(false));
    expect(asked).toHaveLength(MIN_SUBTREE + 1);
    asked.length = 0;
    // the edit: a new root and a new marked node beside the shared subtree
    const added = marked();
    const root: Node = { kids: [shared, added] };
    reusingSubtrees(true, () => expect(f.has(root)).toBe(true));
    expect(asked).toEqual([root, added]);
    expect(f.has(shared)).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('a CRD checked once (not recording): only the asked node, the nodes with the property and the subtrees without it beside them are remembered', () => {
    const asked: Node[] = [];
    const f = flags(asked);
    const small = wide(3);
    const big = wide(MIN_SUBTREE);
    const inner: Node = { kids: [small, marked()] };
    const root: Node = { kids: [big, inner] };
    expect(f.has(root)).toBe(true);
    const all = asked.length;
    // a walk that descends where the property is asks about each child: answered without walking again
    for (const n of [root, big, inner, small, ...inner.kids!]) f.has(n);
    expect(asked).toHaveLength(all);
    // a node inside a subtree without the property is not remembered (no walk goes there)
    expect(f.has(big.kids![0]!)).toBe(false);
    expect(asked).toHaveLength(all + 1);
  });

  it('a node reached twice (a YAML alias) gets the same answer on both paths', () => {
    const twice: Node = { kids: [marked()] };
    const tree: Node = { kids: [leaf(), { kids: [leaf(), twice] }, twice] };
    const f = flags([]);
    expect(f.has(tree)).toBe(true);
    expect(f.has(twice)).toBe(true);
    expect(f.has(tree.kids![0]!)).toBe(false);
  });

  it('a chain deeper than the call stack', () => {
    let n: Node = marked();
    for (let i = 0; i < 100_000; i++) n = { kids: [n] };
    expect(flags([]).has(n)).toBe(true);
  });
});

/** A schema with a deep object chain and many sibling fields (large enough subtrees to be remembered). */
function schema(at: { rule?: string; defaultValue?: string }): string {
  const fields = Array.from({ length: 24 }, (_, i) => `f${i}: {type: string, maxLength: 8}`);
  const deep = [
    'type: object',
    'properties:',
    ...fields.map((f) => `  ${f}`),
    '  leaf:',
    '    type: string',
    ...(at.defaultValue ? [`    default: ${at.defaultValue}`] : []),
    ...(at.rule ? ['    x-kubernetes-validations:', `    - rule: ${JSON.stringify(at.rule)}`] : []),
  ];
  const nest = (lines: string[], depth: number): string[] =>
    depth === 0 ? lines : nest(['type: object', 'properties:', ...fields.map((f) => `  ${f}`), '  inner:', ...lines.map((l) => `    ${l}`)], depth - 1);
  return ['type: object', 'properties:', '  spec:', ...nest(deep, 6).map((l) => `    ${l}`)].join('\n');
}

const texts = [
  ['no rule, no default', cronTabCRD({ schema: schema({}) })],
  ['a rule that does not compile added deep inside', cronTabCRD({ schema: schema({ rule: 'self.nope == 1' }) })],
  ['a default of the wrong type added beside it', cronTabCRD({ schema: schema({ rule: 'self.nope == 1', defaultValue: '42' }) })],
  ['the rule fixed, the default kept', cronTabCRD({ schema: schema({ rule: 'self.size() < 5', defaultValue: '42' }) })],
  ['both removed again', cronTabCRD({ schema: schema({}) })],
] as const;

const messages = (r: CheckResult) => r.diagnostics.map((d) => `${d.severity}: ${d.message}`);

describe('check(): edits that add or remove a rule or a default deep in a schema, in one engine, equal each text checked alone', () => {
  it('each edit in turn', async () => {
    const found: string[][] = [];
    for (const [what, text] of texts) {
      const input = { sources: [{ id: 'crd', text }] };
      const alone = (await freshEngine()).check(input);
      const edited = check(input);
      expect(messages(edited), what).toEqual(messages(alone));
      found.push(messages(edited));
    }
    // the texts are worth comparing: the rule's compile error and the default's type error come and go
    const has = (i: number, re: RegExp) => found[i]!.some((m) => re.test(m));
    const rule = /properties\[leaf\]\.x-kubernetes-validations\[0\]\.rule: .*type 'string' does not support field selection/;
    const def = /properties\[leaf\]\.default: Invalid value: "integer":  in body must be of type string: "integer"/;
    expect(found[0]).toEqual([]);
    expect([has(1, rule), has(1, def)]).toEqual([true, false]);
    expect([has(2, rule), has(2, def)]).toEqual([true, true]);
    expect([has(3, rule), has(3, def)]).toEqual([false, true]);
    expect(found[4]).toEqual([]);
  });
});
