// The cursor scanner behind completion and hover. Paths are the ones kube's field paths name
// (apimachinery field.Path: keys and indices from the object root); the document index is the one
// parseDocuments (and so ObjectReport.docIndex) gives the document.
import { describe, expect, it } from 'vitest';
import { cursorContext, nodeAt } from '../../../src/engine/authoring/context';
import type { CursorContext } from '../../../src/engine/authoring/context';
import { parseDocuments } from '../../../src/engine/yaml/documents';

/** Text with a `|` marker (`¦` where the text holds block scalars): the text without it and the marker's offset. */
function at(marked: string): [string, number] {
  const m = marked.includes('¦') ? '¦' : '|';
  const i = marked.indexOf(m);
  return [marked.slice(0, i) + marked.slice(i + 1), i];
}

type Want = Partial<CursorContext> & { word?: never; wordText?: string };

const CASES: [string, string, Want][] = [
  ['a key at the root', 'apiVersion: v1\nki|', { path: [], position: 'key', prefix: 'ki', wordText: 'ki', siblings: ['apiVersion'], colon: false }],
  ['a key without colon under a mapping', 'spec:\n  replicas: 1\n  cron|\n', { path: ['spec'], position: 'key', prefix: 'cron', siblings: ['replicas'] }],
  ['the middle of an existing key', 'spec:\n  repl|icas: 3\n', { path: ['spec'], position: 'key', prefix: 'repl', wordText: 'replicas', colon: true, siblings: [] }],
  ['an empty line under a mapping (indent 2)', 'spec:\n  replicas: 1\n  |\n  image: x\n', { path: ['spec'], position: 'key', prefix: '', siblings: ['replicas', 'image'], indent: 2 }],
  ['an empty line back at the root', 'spec:\n  replicas: 1\n|\n', { path: [], position: 'key', siblings: ['spec'] }],
  ['an empty line under an open key', 'spec:\n  template:\n    |\n', { path: ['spec', 'template'], position: 'key', siblings: [] }],
  ['an empty line deeper than any mapping', 'metadata:\n  name: x\nspec:\n    |', { path: ['spec'], position: 'key', indent: 4 }],
  ['a value after key:', 'spec:\n  mode: Al|\n', { path: ['spec'], position: 'value', key: 'mode', prefix: 'Al', wordText: 'Al' }],
  ['an empty value', 'spec:\n  mode: |\n', { path: ['spec'], position: 'value', key: 'mode', prefix: '' }],
  ['a value with a comment after it', 'spec:\n  mode: Al|ways # c\n', { position: 'value', key: 'mode', wordText: 'Always' }],
  ['a double-quoted value', 'spec:\n  mode: "Al|"\n', { position: 'value', key: 'mode', prefix: 'Al', wordText: 'Al', quoted: '"' }],
  ['a new sequence item', 'spec:\n  list:\n  - a\n  - |\n', { path: ['spec', 'list'], position: 'item', index: 1 }],
  ['a sequence item being typed', 'spec:\n  list:\n    - a\n    - b|\n', { path: ['spec', 'list'], position: 'item', index: 1, prefix: 'b' }],
  ['a key in a mapping item', 'spec:\n  containers:\n  - name: a\n    im|\n', { path: ['spec', 'containers', 0], position: 'key', prefix: 'im', siblings: ['name'] }],
  ['a key on the dash line', 'spec:\n  containers:\n  - name: a\n  - na|\n', { path: ['spec', 'containers'], position: 'item', index: 1, prefix: 'na' }],
  ['a key with colon on the dash line', 'items:\n- na|me: x\n  image: y\n', { path: ['items', 0], position: 'key', wordText: 'name', colon: true, siblings: ['image'] }],
  ['a value on the dash line', 'items:\n- name: x\n- policy: Ne|\n', { path: ['items', 1], position: 'value', key: 'policy', prefix: 'Ne' }],
  ['an empty line in a mapping item', 'items:\n- name: x\n  |\n', { path: ['items', 0], position: 'key', siblings: ['name'] }],
  ['after a k8s-style list, back in the parent', 'spec:\n  items:\n  - a\n  |\n', { path: ['spec'], position: 'key', siblings: ['items'] }],
  ['a nested sequence', 'm:\n- - a\n  - |\n', { path: ['m', 0], position: 'item', index: 1 }],
  ['inside a flow map after a comma', 'spec: {a: 1, |}\n', { path: ['spec'], position: 'key', inFlow: true, siblings: ['a'] }],
  ['a flow map value', 'spec: {mode: Al|}\n', { path: ['spec'], position: 'value', key: 'mode', prefix: 'Al', inFlow: true }],
  ['a flow map key with keys after it', 'spec: {a: 1, b|, c: 2}\n', { path: ['spec'], position: 'key', prefix: 'b', siblings: ['a', 'c'], inFlow: true }],
  ['a nested flow map', 'spec: {tpl: {x: 1, |}}\n', { path: ['spec', 'tpl'], position: 'key', siblings: ['x'], inFlow: true }],
  ['a flow sequence', 'spec:\n  list: [a, b, |]\n', { path: ['spec', 'list'], position: 'item', index: 2, inFlow: true }],
  ['a flow map over several lines', 'spec: {\n  a: 1,\n  |\n}\n', { path: ['spec'], position: 'key', siblings: ['a'], inFlow: true }],
  ['a JSON document', '{"apiVersion": "v1", "spec": {"replicas": 1, "|"}}', { path: ['spec'], position: 'key', quoted: '"', siblings: ['replicas'], inFlow: true }],
  ['a JSON value', '{"spec": {"mode": "Al|"}}', { path: ['spec'], position: 'value', key: 'mode', prefix: 'Al', quoted: '"', inFlow: true }],
  ['inside a block scalar', 'spec:\n  script: |\n    echo ¦\n  next: 1\n', { inert: 'block-scalar' }],
  ['an empty line inside a block scalar', 'spec:\n  script: >-\n    echo\n    ¦\n', { inert: 'block-scalar' }],
  ['after a block scalar', 'spec:\n  script: |\n    echo\n  ¦\n', { path: ['spec'], position: 'key', siblings: ['script'] }],
  ['in a comment', 'spec:\n  # a comm|ent\n', { inert: 'comment' }],
  ['in a trailing comment', 'spec:\n  a: 1 # x|\n', { inert: 'comment' }],
  ['a # inside quotes is no comment', 'spec:\n  a: "x # y|"\n', { position: 'value', key: 'a', quoted: '"' }],
  ['the second document', 'a: 1\n---\nspec:\n  |\n', { docIndex: 1, path: ['spec'] }],
  ['a leading --- does not count', '---\nspec:\n  |\n', { docIndex: 0, path: ['spec'] }],
  ['comments before the first ---', '# c\n---\nkind: X\n---\nspec:\n  x: 1\n  |', { docIndex: 1, path: ['spec'], siblings: ['x'] }],
  ['keys of the previous document do not leak', 'spec:\n  a: 1\n---\nspec:\n  |\n', { docIndex: 1, siblings: [] }],
  ['a multi-line quoted scalar', 'a: "one\n  tw|o"\n', { inert: 'quoted' }],
  ['a quoted key', 'spec:\n  "mo|de": x\n', { path: ['spec'], position: 'key', wordText: 'mode', colon: true, quoted: '"' }],
  ['siblings stop at the end of the mapping', 'spec:\n  a: 1\n  |\nstatus:\n  b: 2\n', { path: ['spec'], siblings: ['a'] }],
  ['deeper lines after the cursor are not siblings', 'spec:\n  |\n  t:\n    x: 1\n  y: 2\n', { siblings: ['t', 'y'] }],
  ['CRLF line ends', 'spec:\r\n  a: 1\r\n  |\r\n', { path: ['spec'], siblings: ['a'] }],
  ['an anchor before a nested mapping', 'spec: &x\n  |\n', { path: ['spec'], position: 'key' }],
];

describe('cursorContext', () => {
  it.each(CASES)('%s', (_name, marked, want) => {
    const [text, offset] = at(marked);
    const ctx = cursorContext(text, offset);
    const { wordText, ...rest } = want as Want & { wordText?: string };
    expect(ctx).toMatchObject(rest);
    if (wordText !== undefined) expect(text.slice(ctx.word.start, ctx.word.end)).toBe(wordText);
    expect(ctx.word.start).toBeLessThanOrEqual(offset);
    expect(ctx.word.end).toBeGreaterThanOrEqual(offset);
  });

  it('document indexes agree with parseDocuments', () => {
    const texts = ['a: 1\n---\nb: |\n', '---\na: |\n', 'a: 1\n---\n---\nb: |\n', '# c\n---\na: 1\n---\nb: |\n', 'a: 1\n---\nb: 2\n...\n---\nc: |\n'];
    for (const marked of texts) {
      const [text, offset] = at(marked);
      const ctx = cursorContext(text, offset);
      const docs = parseDocuments(text);
      const d = docs[ctx.docIndex];
      expect(d, marked).toBeDefined();
      expect(d.range.start.offset).toBeLessThanOrEqual(offset);
      expect(d.range.end.offset).toBeGreaterThanOrEqual(offset);
    }
  });

  it('never throws on odd input and stays within the text', () => {
    const odd = ['', '|', '---', ':', '- - -', '{[{[', '"', "'''", 'a: [1, {b: "x', '\t\tkey: |', 'a:\n\t- x', 'k: !!binary |\n  AA==', '? complex\n: v', '%YAML 1.2\n---\na: 1'];
    for (const t of odd) {
      for (let o = 0; o <= t.length; o++) {
        const ctx = cursorContext(t, o);
        expect(ctx.word.start).toBeGreaterThanOrEqual(0);
        expect(ctx.word.end).toBeLessThanOrEqual(t.length);
        nodeAt(t, o);
      }
    }
  });

  it('cached scan states never leak between texts: edits of two interleaved texts answer as a fresh scan does', () => {
    const a = 'spec:\n' + Array.from({ length: 3000 }, (_, i) => `  f${i}:\n    x: ${i}\n`).join('') + 'status:\n  ';
    const b = 'items:\n' + Array.from({ length: 3000 }, (_, i) => `- name: n${i}\n  v: ${i}\n`).join('') + '  ';
    let ta = a;
    let tb = b;
    for (let i = 0; i < 6; i++) {
      ta = ta.replace(`  f${i * 400}:\n`, `  g${i * 400}:\n`);
      tb = tb.replace(`- name: n${i * 400}\n`, `- name: n${i * 400}\n  extra${i}: 1\n`);
      const ca = cursorContext(ta, ta.length);
      const cb = cursorContext(tb, tb.length);
      expect(ca).toMatchObject({ path: ['status'], position: 'key' });
      expect(cb).toMatchObject({ path: ['items', 2999], position: 'key', siblings: ['name', 'v'] });
      // and mid-text, where the scan resumes from a checkpoint
      const mid = tb.indexOf('- name: n1500\n  v: 1500\n') + '- name: n1500\n  v'.length;
      expect(cursorContext(tb, mid)).toMatchObject({ path: ['items', 1500], position: 'key', prefix: 'v' });
    }
  });

  // (its speed is the authoring bench's: `npm run bench -- --only authoring`; no timing here)
  it('reads only the cursor document of a 3 MB text', () => {
    const big = 'spec:\n' + Array.from({ length: 60000 }, (_, i) => `  f${i}:\n    type: string\n    description: "field ${i}"\n`).join('');
    const text = big + '---\nspec:\n  \n';
    for (let i = 0; i < 10; i++) expect(cursorContext(text, text.length - 1)).toMatchObject({ docIndex: 1, path: ['spec'] });
  });
});

describe('nodeAt', () => {
  const NODES: [string, string, { path: (string | number)[]; isKey: boolean; text: string } | null][] = [
    ['a key', 'spec:\n  repl|icas: 3\n', { path: ['spec', 'replicas'], isKey: true, text: 'replicas' }],
    ['a value', 'spec:\n  replicas: |3\n', { path: ['spec', 'replicas'], isKey: false, text: '3' }],
    ['a key in a list item', 'items:\n- na|me: x\n', { path: ['items', 0, 'name'], isKey: true, text: 'name' }],
    ['a scalar item', 'list:\n- a\n- b|c\n', { path: ['list', 1], isKey: false, text: 'bc' }],
    ['a flow value', 'spec: {a: 1, b: te|xt}\n', { path: ['spec', 'b'], isKey: false, text: 'text' }],
    ['a quoted value', 'kind: "Cron|Tab"\n', { path: ['kind'], isKey: false, text: 'CronTab' }],
    ['the second document', 'a: 1\n---\nki|nd: X\n', { path: ['kind'], isKey: true, text: 'kind' }],
    ['a comment', 'a: 1 # he|llo\n', null],
    ['an empty line', 'a: 1\n|\n', null],
  ];
  it.each(NODES)('%s', (_n, marked, want) => {
    const [text, offset] = at(marked);
    const n = nodeAt(text, offset);
    if (want === null) return expect(n).toBeNull();
    expect(n).toMatchObject({ path: want.path, isKey: want.isKey });
    expect(text.slice(n!.span.start, n!.span.end)).toBe(want.text);
  });
});
