// ParsedDocument.locateMany (decision 0023): a block-YAML document whose nodes are not built yet
// answers a batch of paths from a node pass along those paths only. Its answers must be
// locate()'s from the full node pass, for paths that exist, paths that end in a missing key or
// index, and paths through scalars; and check()'s rule and diagnostic ranges (the callers) must
// not move.
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { locateAll, type ParsedDocument } from '../../../src/engine/yaml/parsed';
import { parseFieldPath } from '../../../src/engine/pipeline/locate';
import { check } from '../../../src/engine';
import type { DocPath } from '../../../src/engine/field/path';
import { pathsOf, sampleOf } from './path-sample';

/** The same document parsed again, so its locate() builds every node. */
function fullNodes(text: string, index: number): ParsedDocument {
  return parseDocuments(text)[index]!;
}

const TEXTS: [string, string][] = [
  ['mapping and sequences', 'a:\n  b:\n  - x: 1\n    y: [1, 2]\n  - z\nc: "q"\n'],
  ['comments and block scalars', 'a: # c\n  b: |\n    text\n\n  # trailing\nd:\n- 1\n- - 2\n  - 3\n# end\n'],
  ['two documents', 'a: 1\nb:\n  c: {x: 1}\n---\nd:\n  e: >-\n    folded\n    text\n  f: plain\n    continued\n'],
  ['indentless sequence', 'items:\n- name: a\n  rules:\n  - rule: self > 0\n    message: m\nafter: 1\n'],
];

describe('locateMany answers as locate does', () => {
  it.each(TEXTS)('%s: every path, missing keys and indices', (_name, text) => {
    const docs = parseDocuments(text);
    docs.forEach((d, i) => {
      expect(d.locateMany, 'the block decoder took the text').toBeDefined();
      const paths = pathsOf(d.value);
      const full = fullNodes(text, i);
      expect(d.locateMany!(paths)).toEqual(paths.map((p) => full.locate(p)));
      // after every node is built (locate above on this parse), from those nodes
      d.locate([]);
      expect(d.locateMany!(paths.slice(0, 5))).toEqual(paths.slice(0, 5).map((p) => full.locate(p)));
    });
  });

  it.each(TEXTS)("%s: decoded with the nodes along some paths (a previous version's), every path", (_name, text) => {
    const plain = parseDocuments(text);
    const all = pathsOf(plain[0]!.value);
    // along every other path of the first document, and along paths the text does not have
    const along = [...all.filter((_p, j) => j % 2 === 0), ['no', 'such', 'path'], [7, 'x']];
    const docs = parseDocuments(text, along);
    expect(docs.map((d) => d.value)).toEqual(plain.map((d) => d.value));
    docs.forEach((d, i) => {
      // the paths a next version is decoded along are the ones asked of this one, not its hint
      expect(d.nodePaths!()).toBeUndefined();
      const paths = pathsOf(d.value);
      const full = fullNodes(text, i);
      expect(d.locateMany!(paths)).toEqual(paths.map((p) => full.locate(p)));
      expect(d.nodePaths!()!.every((p) => paths.includes(p))).toBe(true);
    });
  });

  it('one path at a time, in any order, and none', () => {
    const text = TEXTS[3]![1];
    const paths = pathsOf(parseDocuments(text)[0]!.value).reverse();
    const full = fullNodes(text, 0);
    for (const p of paths) expect(parseDocuments(text)[0]!.locateMany!([p])).toEqual([full.locate(p)]);
    expect(parseDocuments(text)[0]!.locateMany!([])).toEqual([]);
  });

  // a finding about the whole document (the request-size limits: path []) is placed at the root's
  // range, which the decode knows: no node pass for it
  it.each([
    ...TEXTS,
    ['comments and a marker before the root, comments after it', '# head\n\n--- # c\n  # indented\na:\n  b: 1\n# tail\n\n'],
    ['a sequence at the root', '- a\n- b:\n    c: 1\n  # in\n'],
    ['a root ending in a block scalar', 'a: |\n  x\n\n\nb: >\n  y\n\n'],
  ])('%s: the root alone, and twice', (_name, text) => {
    const docs = parseDocuments(text);
    docs.forEach((d, i) => {
      const full = fullNodes(text, i);
      expect(d.locateMany!([[]])).toEqual([full.locate([])]);
      expect(d.locateMany!([[], []])).toEqual([full.locate([]), full.locate([])]);
      expect(d.locateMany!([[], ['a']])).toEqual([full.locate([]), full.locate(['a'])]);
    });
  });

  it('locateAll falls back to locate for a parse without locateMany (the general parse)', () => {
    const text = 'a: &x {b: 1}\nc: *x\n';
    const d = parseDocuments(text)[0]!;
    expect(d.locateMany).toBeUndefined();
    const paths: DocPath[] = [
      ['a', 'b'],
      ['c', 'b'],
      ['c', 'zz'],
    ];
    expect(locateAll(d, paths)).toEqual(paths.map((p) => d.locate(p)));
  });

  it.each(TEXTS)('%s: the sample the corpus test (blockdoc-corpus.test.ts) takes is every step-th of pathsOf', (_name, text) => {
    for (const d of parseDocuments(text)) {
      const all = pathsOf(d.value);
      for (const step of [1, 2, 3, 7]) {
        const sample = sampleOf(d.value, () => step);
        expect(sample.count).toBe(all.length);
        expect(sample.paths).toEqual(all.filter((_p, j) => j % step === 0));
      }
    }
  });
  // every corpus CRD: a sample of its paths, in blockdoc-corpus.test.ts (with the parses that file makes anyway)
});

describe("check(): rule and diagnostic ranges are the full parse's", () => {
  const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            x-kubernetes-validations:
            - rule: self.replicas >= 0
            - rule: "self.name.size() > 1"
              message: a name
            properties:
              replicas: {type: integer}
              name:
                type: string
                format: no-such-format
`;
  const object = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  replicas: -1\n  name: x\n  extra: 1\n';

  it.each([
    ['the CRD in a text of its own', [crd, object]],
    ['the CRD after the object, in one text', [`${object}---\n${crd}`]],
  ])('%s', (_name, texts) => {
    const r = check({ sources: texts.map((text, i) => ({ id: `s${i}`, text })) });
    const source = texts.length === 1 ? texts[0]! : crd;
    const docIndex = texts.length === 1 ? 1 : 0;
    const full = parseDocuments(source)[docIndex]!;
    const crdReport = r.crds[0]!;
    expect(crdReport.rules).toHaveLength(2);
    for (const rule of crdReport.rules) {
      // the internal path of a v1 CRD's schema (spec.validation) is its first version's in the text
      const path = parseFieldPath(rule.rulePath);
      if (path[0] === 'spec' && path[1] === 'validation') path.splice(0, 2, 'spec', 'versions', 0, 'schema');
      expect(rule.range).toEqual(full.locate([...path, 'rule']).range);
    }
    // the object's findings (a minimum, a pruned field) and the CRD's warning (the unknown format) are placed
    const placed = r.diagnostics.filter((d) => d.path && d.path.length > 0);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    for (const d of placed) expect(d.range, `${d.message}`).toBeDefined();
  });
});
