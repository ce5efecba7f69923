// yaml.v2 output as controller-gen writes CRDs (src/engine/yaml/marshalv2.ts). Expectations follow
// go-yaml v2.4.0: encode.go stringv (plain only when resolve() gives !!str and not base 60),
// resolve.go (bools, nulls, ints with base prefixes and `_`, floats, timestamps), emitterc.go
// yaml_emitter_analyze_scalar / select_scalar_style (single quotes for indicators, double quotes
// for unprintable text, `|` blocks with their hints), the write_*_scalar folding at best_width 80,
// sorter.go keyList.Less, and the corpus of CRDs controller-gen wrote (byte for byte).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marshalYAMLv2 } from '../../../src/engine/yaml/marshalv2';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { corpusFiles, corpusSkipReason, hasCorpus } from '../../corpus';

const scalar = (v: unknown) => marshalYAMLv2({ k: v as string });

describe('strings: plain, quoted or block as yaml.v2 picks', () => {
  const table: [string, string][] = [
    // resolve() gives another tag: double quotes (encode.go stringv)
    ['true', 'k: "true"\n'],
    ['yes', 'k: "yes"\n'],
    ['~', 'k: "~"\n'],
    ['Null', 'k: "Null"\n'],
    ['', 'k: ""\n'],
    ['2021-01-02', 'k: "2021-01-02"\n'], // a timestamp for the encoder
    ['10:30', 'k: "10:30"\n'], // isBase60Float
    ['1_000', 'k: "1_000"\n'],
    ['0x1F', 'k: "0x1F"\n'],
    ['09', 'k: "09"\n'], // not octal, but a float
    ['1.', 'k: "1."\n'],
    ['.5', 'k: ".5"\n'],
    ['+.inf', 'k: "+.inf"\n'],
    ['0b101', 'k: "0b101"\n'],
    ['18446744073709551615', 'k: "18446744073709551615"\n'], // ParseUint
    ['12345678901234567890123', 'k: "12345678901234567890123"\n'], // a float
    // resolve() keeps a string: plain
    ['yES', 'k: yES\n'],
    ['2021-02-30', 'k: 2021-02-30\n'], // day out of range: no timestamp
    ['1e400', 'k: 1e400\n'], // ParseFloat overflows: a string
    ['0xFFFFFFFFFFFFFFFFFF', 'k: 0xFFFFFFFFFFFFFFFFFF\n'],
    ['.foo', 'k: .foo\n'],
    ['<<', 'k: <<\n'], // '<' has no resolve hint
    ['-a', 'k: -a\n'],
    ['a:b', 'k: a:b\n'],
    ['a#b', 'k: a#b\n'],
    ["it's", "k: it's\n"],
    ['é', 'k: é\n'],
    ['a\u00a0b', 'k: a\u00a0b\n'],
    // indicators and edge spaces: single quotes (analyze_scalar: block_plain_allowed false)
    ['- a', "k: '- a'\n"],
    ['-', "k: '-'\n"],
    [': x', "k: ': x'\n"],
    ['a: b', "k: 'a: b'\n"],
    ['a:', "k: 'a:'\n"],
    ['a #b', "k: 'a #b'\n"],
    ['#x', "k: '#x'\n"],
    ['*x', "k: '*x'\n"],
    ['---x', "k: '---x'\n"],
    ["'x'", "k: '''x'''\n"],
    [' lead', "k: ' lead'\n"],
    ['trail ', "k: 'trail '\n"],
    // unprintable characters: double quotes with escapes
    ['a\tb', 'k: "a\\tb"\n'],
    ['😀', 'k: "\\U0001F600"\n'],
    ['\u0085', 'k: "\\N"\n'],
    ['a\r\nb', 'k: "a\\r\\nb"\n'],
    ['\ufeffab', 'k: "\\uFEFF\\x61\\x62"\n'], // is_bom looks at the value's start: every character escaped
    // line breaks: literal blocks with chomping and indentation hints
    ['a\nb', 'k: |-\n  a\n  b\n'],
    ['a\n', 'k: |\n  a\n'],
    ['a\n\n', 'k: |+\n  a\n\n'],
    [' a\nb', 'k: |2-\n   a\n  b\n'],
    ['a\n b', 'k: |-\n  a\n   b\n'],
    ['a\n\nb', 'k: |-\n  a\n\n  b\n'],
    ['a \nb', 'k: "a \\nb"\n'], // space before a break: no block
  ];
  it.each(table)('%j', (value, want) => expect(scalar(value)).toBe(want));
});

describe('folding at column 80 (write_plain_scalar / single / double quoted)', () => {
  it('plain: breaks at the first single space past column 80, continuation one indent deeper', () => {
    const words = Array(30).fill('word').join(' ');
    expect(marshalYAMLv2({ description: words })).toBe('description: ' + Array(14).fill('word').join(' ') + '\n  ' + Array(16).fill('word').join(' ') + '\n');
  });
  it('plain: never at a run of spaces', () => {
    const text = 'a' + '  b'.repeat(50);
    expect(marshalYAMLv2({ k: text })).toBe(`k: ${text}\n`);
  });
  it('single-quoted folds like plain', () => {
    const text = 'x: ' + Array(30).fill('word').join(' ');
    expect(marshalYAMLv2({ q: text })).toBe("q: 'x: " + Array(15).fill('word').join(' ') + '\n  ' + Array(15).fill('word').join(' ') + "'\n");
  });
  it('double-quoted folds and escapes a space that would start the next line', () => {
    const text = '\t' + 'a'.repeat(80) + '  b';
    expect(marshalYAMLv2({ k: text })).toBe('k: "\\t' + 'a'.repeat(80) + '\n  \\ b"\n');
  });
  it('keys never fold; a sequence item folds at its own indent', () => {
    const words = Array(25).fill('word').join(' ');
    expect(marshalYAMLv2({ s: [words] })).toBe('s:\n- ' + Array(16).fill('word').join(' ') + '\n  ' + Array(9).fill('word').join(' ') + '\n');
  });
});

describe('collections, keys and numbers', () => {
  it('sorts keys as sorter.go does: non-letters first, digit runs as numbers', () => {
    const v = { a10: 1, a2: 2, b: 3, B: 4, _x: 5, 'a-b': 6, ab: 7, a01: 8, a1: 9 };
    expect(Object.keys(parseDocuments(marshalYAMLv2(v))[0].value as object)).toEqual(['_x', 'B', 'a-b', 'a1', 'a01', 'a2', 'a10', 'ab', 'b']);
  });
  it('block sequences in mappings are indentless; empty collections are flow', () => {
    expect(marshalYAMLv2({ x: {}, y: [], z: [[1, 2], { p: 1, q: [] }] })).toBe('x: {}\n"y": []\nz:\n- - 1\n  - 2\n- p: 1\n  q: []\n');
  });
  it('keys longer than 128 bytes or with line breaks are complex keys', () => {
    const long = 'k'.repeat(129);
    expect(marshalYAMLv2({ [long]: 'v' })).toBe(`? ${long}\n: v\n`);
    expect(marshalYAMLv2({ 'a\nb': 1 })).toBe('? |-\n  a\n  b\n: 1\n');
    expect(marshalYAMLv2({ ['k'.repeat(128)]: 'v' })).toBe(`${'k'.repeat(128)}: v\n`);
  });
  const numbers: [number | bigint, string][] = [
    [1, '1'],
    [1.5, '1.5'],
    [-0, '0'],
    [1e21, '1e+21'],
    [1e20, '1e+20'], // beyond uint64: a float
    [1e-7, '1e-07'],
    [0.0001, '0.0001'],
    [1234567.5, '1.2345675e+06'],
    [123456.5, '123456.5'],
    [9007199254740993n, '9007199254740993'],
    [2n ** 63n, '9223372036854775808'],
    [2n ** 64n, '1.8446744073709552e+19'],
  ];
  it.each(numbers)('number %s', (n, want) => expect(marshalYAMLv2([n])).toBe(`- ${want}\n`));
  it('null, booleans and scalar documents', () => {
    expect(marshalYAMLv2({ a: null, b: true, c: false })).toBe('a: null\nb: true\nc: false\n');
    expect(marshalYAMLv2('x')).toBe('x\n');
    expect(marshalYAMLv2({})).toBe('{}\n');
  });
});

// Every CRD in the corpus that controller-gen wrote comes out byte for byte from its own JSON.
const generated = hasCorpus ? corpusFiles('crds').filter((f) => readFileSync(f, 'utf8').includes('controller-gen.kubebuilder.io/version')) : [];
const roundTrip = (text: string) => {
  const sep = text.startsWith('---\n') ? '---\n' : '';
  return parseDocuments(text)
    .map((d) => sep + marshalYAMLv2(d.value ?? null))
    .join('');
};
if (!hasCorpus) console.log(corpusSkipReason);
describe.skipIf(!hasCorpus)('controller-gen CRDs of the corpus, byte for byte', () => {
  it('finds them', () => expect(generated.length).toBeGreaterThan(100));
  it.each(generated)('%s', (f) => {
    const text = readFileSync(f, 'utf8');
    expect(roundTrip(text)).toBe(text);
  });
});

// controller-tools v0.21.0 pkg/crd/gen_integration_test.go compares these byte for byte.
const CT = '/work/.mirror/kubernetes-sigs+controller-tools/repo';
const goldens = [
  'gen/bar.example.com_foos.yaml',
  'gen/bar.example.com_foos_maxdesclen.yaml',
  'gen/zoo/bar.example.com_zoos.yaml',
  'testdata.kubebuilder.io_cronjobs.yaml',
  'testdata.kubebuilder.io_jobs.yaml',
];
describe.skipIf(!existsSync(CT))('controller-tools v0.21.0 goldens, byte for byte', () => {
  it.each(goldens)('%s', (g) => {
    const text = execFileSync('git', ['-C', CT, 'show', `v0.21.0:pkg/crd/testdata/${g}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(roundTrip(text)).toBe(text);
  });
});

describe('single quotes count for the fold column', () => {
  it('a quoted text whose doubled quotes push a space past column 80 folds there', () => {
    const text = '- ' + "'".repeat(70) + ' a b';
    // `k: '` is 4 columns, the 2 + 140 written characters end at column 146: the space after them folds
    expect(marshalYAMLv2({ k: text })).toBe("k: '- " + "''".repeat(70) + "\n  a b'\n");
  });
});
