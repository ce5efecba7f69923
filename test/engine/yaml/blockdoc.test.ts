// The fast path for block YAML (yaml/blockdoc.ts, yaml/blockparsed.ts) must give what the general
// parse (the yaml library's parseAllDocuments, decoded as sigs.k8s.io/yaml's go-yaml v2 reads
// scalars: yaml/documents.ts) gives for the same text: value with key order and int64s, document
// ranges, problems, located nodes and keys, scalars with their style and source offsets, rangeOf.
// Texts outside the subset must be left to the general parse (parseBlockDocuments answers
// undefined). The general parse is had by loading yaml/documents.ts again with the fast path
// answering "not mine". Every corpus file is compared in blockdoc-corpus.test.ts (a file of its own,
// so that it runs beside these cases on the other worker).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { LineIndex, type ParsedDocument } from '../../../src/engine/yaml/parsed';
import { parseBlockDocuments } from '../../../src/engine/yaml/blockparsed';
import { yamlText } from '../../fuzz/arbitraries';
import { expectSameView } from './parsed-view';
import { freshModules, GENERAL_PARSE_STUBS } from '../../fresh-engine';

let general: (text: string) => ParsedDocument[];

beforeAll(async () => {
  general = (await freshModules<typeof import('../../../src/engine/yaml/documents')>("export * from './yaml/documents';", GENERAL_PARSE_STUBS)).parseDocuments;
});

function fastDocs(text: string): ParsedDocument[] | undefined {
  return parseBlockDocuments(text, new LineIndex(text), 0, true);
}

function expectSame(text: string): void {
  const fast = parseDocuments(text);
  const slow = general(text);
  expect(fast.length).toBe(slow.length);
  fast.forEach((d, i) => expectSameView(d, slow[i]!));
}

const FAST: [string, string][] = [
  ['a mapping', 'a: 1\nb: x\n'],
  ['no final line break', 'a: 1\nb: x'],
  ['nested mappings', 'a:\n  b:\n    c: 1\n  d: 2\ne: 3\n'],
  ['a sequence', '- 1\n- x\n- true\n'],
  ['an indentless sequence', 'a:\n- 1\n- 2\nb: 3\n'],
  ['an indented sequence', 'a:\n  - 1\n  - 2\nb: 3\n'],
  ['compact mappings in a sequence', 'a:\n- b: 1\n  c: 2\n- d: 3\n-   e: 4\n    f: 5\n'],
  ['compact sequences', '- - 1\n  - - 2\n    - 3\n- x\n'],
  ['empty values', 'a:\nb:   \nc: ~\nd: null\ne: ""\nf: \'\'\ng:\n'],
  ['empty sequence items', 'a:\n- \n-\n- x\n-\n'],
  [
    'go-yaml v2 scalars',
    'a: yes\nb: No\nc: on\nd: 0x1F\ne: 010\nf: 1_000\ng: 1.5e3\nh: 9223372036854775807\ni: 9223372036854775808\nj: 9.2e18\nk: 2024-01-01\nl: -0\nm: +12\nn: .5\no: 0o17\np: 0b101\n',
  ],
  ['keys that resolve otherwise when plain', 'y: 1\n1: 2\nnull: 3\n~: 4\ntrue: 5\n"<<": 6\n0x10: 7\n'],
  ['quoted scalars', 'a: "x: y # z"\nb: \'it\'\'s\'\nc: "esc \\" \\\\ \\/ \\n \\t \\u00e9"\nd: "#"\ne: \'a: b\'\n'],
  ['quoted keys', '"a: b": 1\n\'c # d\': 2\n"": 3\n"x\\"y": 4\n'],
  ['comments after values', 'a: 1 # one\nb: x#y # two\nc: "q" # three\nd: [] # four\ne: |  # five\n  x\n'],
  ['comment lines', '# head\na: 1\n# at 0\nb:\n  # before\n  c: 2\n  # after\n# end\n'],
  ['comment lines indented past a scalar belong to it', 'a:\n  b: 1  # c\n       # d\n  e: x\n       # f\n\nx:\n- 1\n  # g\n- [y] # h\n    # i\n'],
  ['multi-line plain scalars', 'a: one\n  two\n\n   three   \n\n\n  four\nb:\n- x\n  `y` - z [w] "q\n  -v\nc: 1\n'],
  ['multi-line quoted scalars', "a: 'one\n  two''s\n\n\n   three  '\nb: \"x\n  \\ y \\t\n\n  z\"\nc:\n- 'p\n  q' # c\n"],
  ['YAML escapes beyond JSON', 'a: "\\0\\a\\v\\e\\ \\N\\_\\L\\P\\x41\\u00e9\\U0001F600"\n'],
  ['trailing comments inside nested collections', 'a:\n  b:\n    c: 2\n    # in\n\n  # x\n  d: 1\ne:\n  f: 1\n  # g\n'],
  ['a trailing comment at a nested level at the end', 'a:\n  b:\n    c: 1\n  # c\n\n\n'],
  ['a trailing comment at the end', 'a:\n  b: 1\n# c\n'],
  ['hash inside scalars', 'a: x#y\nb: "#x"\nc: url#frag\nd: a # b\n'],
  ['colons inside plain scalars', 'a: b:c\nb: http://x/y\nc: "::"\nd::e: 1\n'],
  ['trailing spaces', 'a: 1   \nb: x y   \nc:   \n  d: 2  \n'],
  ['flow collections', 'a: []\nb: {}\nc: [ ]\nd: { }\ne: [a, b, 1, "x, y", \'z\']\nf: [1,2,3]\ng: [ x ]\n'],
  ['flow mappings of scalars', 'a: {b: 1, "c": \'d\', e: -x, f: yes}\nw:\n- {image: debian, tag: "9.1"} # c\n- { x: 0x1F }\n'],
  ['literal block scalars', 'a: |\n  line 1\n  line 2\n\n  line 4\nb: |-\n  x\n\n\nc: |+\n  x\n\n\nd: 1\n'],
  ['folded block scalars', 'a: >\n  one\n  two\n\n  three\n    more\n  four\n\n\nb: >-\n  x\n  y\nc: >+\n  z\n\n'],
  ['indentation indicators', 'a: |2\n    x\n  y\nb: >1\n  z\nc:\n- |2\n    x\nd: |-2\n   x\ne: |+1\n  x\n\n'],
  ['block scalars with leading empty lines', 'a: |\n\n  x\nb: >\n\n\n  y\n  z\n'],
  ['block scalars at the end without a line break', 'a: |\n  x'],
  ['a kept folded block scalar at the end without a line break', 'a: >+\n  x\n  y'],
  ['a stripped block scalar at the end without a line break', 'a: |-\n  x'],
  ['block scalar headers with trailing spaces', 'a: >-  \n  x\nb: |   # c\n  y\n'],
  ['flow items starting with a dash or a dot', 'a: [sh, -c, .x, -1, .5]\n'],
  ['a block scalar in a sequence', '- |\n  x\n  y\n- >-\n  z\n- a: |\n    w\n'],
  ['a block scalar with more-indented lines', 'a: |\n  x\n    y\n  z\n'],
  ['a block scalar followed by a comment', 'a:\n  b: |\n    x\n  # c\n'],
  ['documents', 'a: 1\n---\nb: 2\n--- # c\n- 3\n'],
  ['documents with comments', '# c\n---\na: 1\n# x\n---\n# y\nb: 2 # z\n\n'],
  ['a marker then an indented root', '---   # c\n\n  a: 1\n  b: [x, "y" , 2]\n'],
  ['an indented root after a comment', '# c\n\n  a: 1\n  b:\n  - 2\n---\n   - x\n   - y\n'],
  ['an indented root after a comment and spaces', '  # c\n   \n  a: 1\n'],
  ['a document ending at a marker after a comment', 'a:\n  b: 1\n  # c\n\n---\nx: 1\n'],
  ['unicode', 'a: héllo wörld\nb: "日本語"\nc: 😀\nключ: значение\n'],
  ['the bench object', 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: cron-1\nspec:\n  cronSpec: "*/5 * * * *"\n  image: img-1\n  replicas: 2\n# run 3\n'],
  ['a dash value', 'a: -x\nb: -1\nc: --\n'],
  ['keys with spaces and dots', 'a b: 1\nx.y/z: 2\n"a\\tb": 3\n'],
  ['a __proto__ value', 'a: __proto__\n'],
  ['keys named as Object.prototype members', 'constructor: 1\ntoString: x\nhasOwnProperty:\n  valueOf: []\n'],
];

const GENERAL: [string, string][] = [
  ['an anchor and alias', 'a: &x 1\nb: *x\n'],
  ['a tag', 'a: !!str 1\n'],
  ['a complex key', '? a\n: 1\n'],
  ['a directive', '%YAML 1.2\n---\na: 1\n'],
  ['a document end marker', 'a: 1\n...\n'],
  ['a tab in indentation', 'a:\n\tb: 1\n'],
  ['a tab in a value', 'a: x\ty\n'],
  ['a tab after more multi-byte characters than the fast path lists', `a: ${'é'.repeat(70)}\nb: x\ty\n`],
  ['a byte order mark among multi-byte characters', 'a: é\nb: \ufeffx\n'],
  ['CRLF', 'a: 1\r\nb: 2\r\n'],
  ['a duplicate key', 'a: 1\na: 2\n'],
  ['a merge key', 'a: 1\n<<: {b: 2}\n'],
  ['a __proto__ key', '__proto__: 1\n'],
  ['a plain value with ": "', 'a: b: c\n'],
  ['a plain value ending in ":"', 'a: b:\n'],
  ['an empty document', '# only a comment\n'],
  ['an empty document between', 'a: 1\n---\n---\nb: 2\n'],
  ['a comment after an empty value', 'a: # c\nb: 1\n'],
  ['a comment line after an empty value', 'a:\n# c\nb: 1\n'],
  ['a root scalar', 'x\n'],
  ['a root flow mapping', '{a: 1}\n'],
  ['a flow mapping with a nested collection', 'a: {b: [1]}\n'],
  ['a flow mapping key without a space after its colon', 'a: {b:1}\n'],
  ['a flow mapping with a duplicate key', 'a: {b: 1, b: 2}\n'],
  ['a flow mapping with an empty value', 'a: {b: , c: 1}\n'],
  ['a nested flow sequence', 'a: [[1]]\n'],
  ['a trailing comma', 'a: [1, 2,]\n'],
  ['a control character', 'a: x\u0001\n'],
  ['a BOM', '\ufeffa: 1\n'],
  ['NEL', 'a: x\u0085y\n'],
  ['a DEL', 'a: x\u007fy\n'],
  ['a DEL after a character beyond ASCII', 'a: \u00e9\nb: x\u007f\n'],
  ['a unit separator, the last control below space', 'a: x\u001fy\n'],
  ['a line separator', 'a: x\u2028y\n'],
  ['too deep', `${Array.from({ length: 210 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')} 1\n`],
  ['a value under-indented after a key', 'a:\n  b: 1\n c: 2\n'],
  ['an over-indented key', 'a: 1\n  b: 2\n'],
  ['a block scalar with an over-long empty line', 'a: |\n  x\n     \n  y\n'],
  ['a block scalar with a leading over-long empty line', 'a: |\n     \n  x\n'],
  ['an empty block scalar', 'a: |\nb: 1\n'],
  ['a multi-line plain scalar with a comment', 'a: one # c\n  two\n'],
  ['a multi-line plain scalar with ": "', 'a: one\n  two: three\n'],
  ['an escaped line break', 'a: "one\\\n  two"\n'],
  ['an under-indented quoted line', "a:\n  b: 'one\n  two'\n"],
  ['a quoted scalar with an empty first line', 'a: "\n  two"\n'],
  ['comment lines past a scalar, then others', 'a: 1\n  # indented\n# at 0\nb: 2\n'],
  ['a surrogate escape', 'a: "\\ud83d\\ude00"\n'],
  ['a key with a space before the colon', 'a : 1\n'],
  ['an infinity', 'a: .inf\n'],
  ['a sequence entry after a key at its indentation', 'a: 1\n- b\n'],
  ['a marker line with content', '--- a: 1\n'],
  ['a block scalar header with content', 'a: |x\n  y\n'],
  ['a value on the next line', 'a:\n  x\n'],
  ['an unclosed quote', 'a: "x\n'],
  ['content after a quoted value', 'a: "x" y\n'],
  ['an alias value', 'a: *x\n'],
  ['a reserved indicator', 'a: @x\n'],
];

describe('parseBlockDocuments takes the common subset of block YAML and equals the general parse', () => {
  it.each(FAST)('%s', (_name, text) => {
    expect(fastDocs(text)).toBeDefined();
    expectSame(text);
  });
});

describe('parseBlockDocuments leaves everything else to the general parse', () => {
  it.each(GENERAL)('%s', (_name, text) => {
    expect(fastDocs(text)).toBeUndefined();
    expectSame(text);
  });
});

// The fast path measures the request size as it reads (ParsedDocument.jsonBytes, used by
// pipeline/sizelimits.ts instead of a walk of the value): the UTF-8 length of the value's JSON text,
// what kube-apiserver's MaxRequestBodyBytes and etcd's --max-request-bytes compare. Each text here
// takes the fast path; expectSame checks the size against the value written out (parsed-view.ts).
const SIZED: [string, string][] = [
  ['escapes in double quotes', 'a: "q\\"b\\\\c\\t\\n\\u0001\\u001f\\x7f/"\nb: "\\u00e9\\u20ac\\U0001D11E\\0\\e\\N\\_\\L\\P"\n'],
  ['multi-byte plain and quoted scalars and keys', 'é: ü€𝄞\n日本: "語 𝄞"\n"k é": \'x ü\'\nm: a𝄞b\n'],
  ['quotes and backslashes in plain and single-quoted scalars', "a: x\"y\\z\nb: 'it''s \"q\" \\\\'\n\"\\\"k\\\"\": 1\n'a''b': c\\d\n"],
  ['multi-line plain scalars with empty lines', 'a: one\n  two\n\n  three\n\n\n  four "q" é\nb: x\n'],
  ['multi-line quoted scalars', "a: \"one\n  two\n\n  thr\\\"ee\"\nb: 'x\n\n  y''z'\n"],
  ['literal block scalars: clip, strip, keep, indented', 'a: |\n  x "y"\n   z\\\n\n  é\nb: |-\n  s\nc: |+\n  k\n\n\nd: |2\n    two\n'],
  ['folded block scalars with more-indented and empty lines', 'a: >\n  one\n  two\n\n  three\n    more\n  back\nb: >-\n  x\n\n\n  y\nc: >+\n  k\n\n'],
  ['numbers as JSON writes them', 'a: [0x1F, 0o17, 010, 1_000, -0, -0.0, .5, 1e21, 1e-7, 9.2e18, 1.5, -12.25e3]\nb: 9223372036854775807\nc: -9223372036854775808\nd: 18446744073709551616\n'],
  ['booleans, nulls and empty values', 'a: yes\nb: off\nc: ~\nd: null\ne:\nf: [true, FALSE, Null]\ng: {}\nh: []\n'],
  ['flow collections', "a: [x, \"y é\", 'z''', 1, 𝄞]\nb: {k: v, \"q\\\"\": 2, é: ü, n: null, e: ''}\n"],
  ['nested sequences and mappings', '- a:\n  - - 1\n    - x\n  - b: {}\n- []\n- - - "é"\n'],
  // past 64 of them the text's characters beyond ASCII are searched for as the scanner goes
  ['more multi-byte characters than the fast path lists', `a: ${'é'.repeat(70)}\nb: "x"\nc: ü "q" \\\nd: |\n  ${'€'.repeat(10)} "\n`],
];

describe('the fast path measures the JSON size of what it reads', () => {
  it.each(SIZED)('%s', (_name, text) => {
    const docs = fastDocs(text);
    expect(docs?.[0]?.jsonBytes).toBeGreaterThan(0);
    expectSame(text);
  });
});

/** Pieces of block YAML of the fast path's subset and just outside it, joined at random. */
const PIECES = [
  'a: ',
  'b:',
  'k y: ',
  '"q k": ',
  "'s': ",
  '- ',
  '-',
  '\n',
  '\n  ',
  '\n    ',
  '\n\n',
  '  ',
  ' ',
  '1',
  'x',
  'yes',
  '0x1F',
  '~',
  '-1',
  '1.5e3',
  'x: y',
  'a#b',
  ' # c',
  '\n# c\n',
  '\n   # c',
  '"d q"',
  '"e\\n\\u00e9"',
  "'it''s'",
  '"x',
  "'y",
  '|',
  '|-',
  '>+',
  '|2',
  '>\n  f\n\n   g\n  h',
  '[]',
  '{}',
  '[a, "b", 1]',
  '[',
  '---\n',
  'ü',
  '&a ',
  '*a',
  '!t ',
  '? ',
  '\t',
  ':',
  ': ',
];
const pieceText = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((t) => t.join(''));

type Tree = null | string | Tree[] | { [k: string]: Tree };
const SCALARS = [
  'x',
  'one two',
  'yes',
  '010',
  '1_000',
  '9223372036854775808',
  '',
  'a: b',
  'a #b',
  '#x',
  "it's",
  'é',
  '-x',
  '- x',
  '[x]',
  '{y}',
  'line\nbreak',
  'trail ',
  ' lead',
  'x\n\ny\n',
  '  indented\nmore\n',
];
const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SCALARS),
    fc.constant(null),
    fc.array(tie('t'), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'k y', 'x.y/z', '1', 'on', 'é'), tie('t'), { minKeys: 1, maxKeys: 3 }),
  ),
})).t;

/** Block YAML for a tree, each scalar and layout picked by `pick` (plain, quoted, block and multi-line styles; comments; indentations). */
function writeYaml(t: Tree, pick: () => number): string {
  const scalar = (s: string, ind: string): string => {
    switch (pick() % 6) {
      case 0:
        return JSON.stringify(s);
      case 1:
        return `'${s.replace(/'/g, "''").replace(/\n/g, '\n\n' + ind)}'`;
      case 2:
      case 3: {
        const body = s.split('\n').map((l) => (l === '' ? '' : ind + '  ' + l));
        return `${['|', '|-', '|+', '>', '>-', '>+'][pick() % 6]}\n${body.join('\n')}`;
      }
      case 4:
        return s.split(' ').join(`\n${ind}  `);
      default:
        return s;
    }
  };
  const comment = () => (pick() % 4 === 0 ? ' # c' : '');
  const node = (v: Tree, ind: string): string => {
    if (v === null) return pick() % 2 ? '' : '~';
    if (typeof v === 'string') return scalar(v, ind) + comment();
    const step = ' '.repeat(1 + (pick() % 3));
    if (Array.isArray(v)) return v.map((x) => `\n${ind}- ${node(x, ind + '  ').replace(/^\n\s*/, '')}`).join('');
    return Object.entries(v)
      .map(([k, x]) => `\n${pick() % 5 === 0 ? `${ind}# between\n` : ''}${ind}${pick() % 3 === 0 ? JSON.stringify(k) : k}: ${node(x, ind + step)}`)
      .join('');
  };
  return node(t, '').replace(/^\n/, '') + '\n';
}
const treeText = fc.tuple(tree, fc.array(fc.nat(), { minLength: 64, maxLength: 64 })).map(([t, picks]) => {
  let i = 0;
  return writeYaml(t, () => picks[i++ % picks.length]!);
});

describe('generated texts parse as the general parse does', () => {
  it.each([
    ['random pieces of block YAML', pieceText, 0.03],
    ['block YAML written from random trees in random styles', treeText, 0.2],
    ['random YAML token soup (test/fuzz)', yamlText, 0],
  ] as const)('%s', (_name, arb, minFast) => {
    let fast = 0;
    let runs = 0;
    fc.assert(
      fc.property(arb, (text) => {
        runs++;
        if (fastDocs(text)) fast++;
        expectSame(text);
      }),
      { numRuns: 400, seed: 20261126 },
    );
    expect(fast / runs).toBeGreaterThanOrEqual(minFast);
  });
});
