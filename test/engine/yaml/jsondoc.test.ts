// The fast paths for a document that is one JSON object on one line, or a JSON object or array
// indented over several lines (yaml/jsondoc.ts), must give what the general YAML parse (the yaml
// library's, in yaml/documents.ts) gives for the same text: value, ranges, problems, located
// nodes and scalars. JSON is YAML here as kubectl reads it: k8s.io/apimachinery/pkg/util/yaml
// YAMLOrJSONDecoder hands a `---` document to sigs.k8s.io/yaml (go-yaml v2), for which a JSON
// object is a flow mapping of double-quoted strings and plain scalars (YAML 1.2 §1.3, "JSON is
// YAML"). Texts outside the fast path's shape take the general parse (undefined here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocumentPart, parseDocuments } from '../../../src/engine/yaml/documents';
import { parseJSONDocument, parseJSONLineDocument } from '../../../src/engine/yaml/jsondoc';
import { LineIndex, type ParsedDocument, type TextOrigin } from '../../../src/engine/yaml/parsed';
import { editBaseOf } from '../../../src/engine/yaml/parsed';
import { CORPUS_DIR, corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { expectSameView, parsedView } from './parsed-view';
import { freshModules, GENERAL_PARSE_STUBS } from '../../fresh-engine';

/** The yaml library's parse: yaml/documents.ts loaded again with both fast paths declining. */
let general: { parseDocuments: (text: string) => ParsedDocument[]; parseDocumentPart: (text: string, origin: TextOrigin) => ParsedDocument[] };
/** The edit bases of that load (parsed.ts is loaded again with it). */
let generalEditBaseOf: typeof editBaseOf;

beforeAll(async () => {
  const load = await freshModules<typeof general & { editBaseOf: typeof editBaseOf }>("export * from './yaml/documents';\nexport { editBaseOf } from './yaml/parsed';", GENERAL_PARSE_STUBS);
  general = load;
  generalEditBaseOf = load.editBaseOf;
});

const FAST: [string, string][] = [
  ['an object', '{"a":1}'],
  ['with a line end', '{"a":1}\n'],
  ['after a marker, with a comment', '---\n{"a":1,"b":{"c":"x"}} # run 5\n'],
  ['the bench object', '{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"cron-1"},"spec":{"cronSpec":"*/5 * * * *","image":"img-1","replicas":2}} # run 7\n'],
  ['spaces around tokens', '  { "a" : 1 , "b" : [ 1 , "x" , true ] , "c" : { } , "d" : [ ] }  \n\n'],
  ['comment and blank lines after', '---\n{"a":1} # c\n# more\n\n#x\n'],
  ['numbers as go-yaml resolves them', '{"i":0,"n":-12,"f":1.5,"e":1e3,"E":-2.5E-3,"big":9223372036854775807,"over":9223372036854775808,"ef":9.2e18,"z":-0,"fz":0.0}'],
  ['true false null', '{"t":true,"f":false,"n":null,"l":[null,true,false]}'],
  ['escapes', '{"q":"a\\"b","s":"a\\\\b","sl":"a\\/b","c":"\\b\\f\\n\\r\\t","u":"\\u00e9\\ud83d\\ude00\\u0000"}'],
  ['strings YAML would read otherwise when plain', '{"a":"1","b":"true","c":"null","d":"~","e":"yes","f":"#x","g":"a: b","h":"- x","i":""}'],
  ['keys YAML would read otherwise when plain', '{"1":1,"true":2,"null":3,"<<":{"x":1},"y":4,"":5,"a b":6}'],
  ['a __proto__ key', '{"__proto__":{"x":1},"a":1}'],
  ['nesting', '{"a":[[[{"b":[{"c":[1,[2,[3]]]}]}]]]}'],
];

const GENERAL: [string, string][] = [
  ['a duplicate key (a warning)', '{"a":1,"a":2}'],
  ['a tab', '{"a":\t1}'],
  ['a line break inside', '{"a":\n1}'],
  ['CRLF', '{"a":1}\r\n'],
  ['non-ASCII', '{"a":"é"}'],
  ['a trailing comma', '{"a":1,}'],
  ['a plain string', '{"a":x}'],
  ['a number JSON does not have', '{"a":0x1F}'],
  ['a comment without a space', '{"a":1}#c'],
  ['content after the value', '{"a":1} x'],
  ['a second line with content', '{"a":1}\nb: 2\n'],
  ['a root list', '[1,2]'],
  ['YAML escapes beyond JSON', '{"a":"\\x41"}'],
  ['a single-quoted string', "{'a':1}"],
  ['a marker with content', '--- {"a":1}'],
  ['too deep', `${'{"a":'.repeat(70)}1${'}'.repeat(70)}`],
  ['a long key', `{"${'k'.repeat(600)}":1}`],
  ['an unclosed object', '{"a":1'],
];

describe('parseJSONLineDocument equals the general parse', () => {
  it.each(FAST)('%s', (_name, text) => {
    const fast = parseJSONLineDocument(text);
    expect(fast).toBeDefined();
    const slow = general.parseDocuments(text);
    expect(slow.length).toBe(1);
    expect(parsedView(fast!)).toEqual(parsedView(slow[0]!));
  });

  it.each(GENERAL)('%s: takes the general parse', (_name, text) => {
    expect(parseJSONLineDocument(text)).toBeUndefined();
  });
});

/** JSON as printers indent it (`kubectl get -o json`, `jq .`, JSON.stringify(v, null, n)), and other line breaks between tokens. */
const INDENTED: [string, string][] = [
  ['JSON.stringify with 2 spaces', `${JSON.stringify({ apiVersion: 'v1', kind: 'List', items: [{ a: 1, b: [true, null, 'x'], c: {} }, []], metadata: { resourceVersion: '' } }, null, 2)}\n`],
  ['JSON.stringify with 1 space, no final line break', JSON.stringify({ a: { b: { c: [1, 2, { d: 'e' }] } }, f: -1.5e3 }, null, 1)],
  ['a root array over lines', '[\n  1,\n  "x",\n  {\n    "a": [\n    ]\n  }\n]\n'],
  ['a root array on one line', '[1, "x", {"a": []}]\n'],
  ['content at the first column', '{\n"a": 1,\n"b": [\n2\n]\n}\n'],
  ['blank lines inside and comments after', '{\n\n  "a": 1\n\n}\n\n# c\n#d\n'],
  ['a marker first', '---\n{\n  "a": 1\n}\n'],
  ['a comment on the last line', '{\n  "a": 1\n} # end\n'],
  ['commas at line starts', '{\n  "a": 1\n  ,"b": [1\n  ,2]\n}\n'],
  ['a plain scalar at a line end', '{"a": [\n  1\n], "b": true\n}'],
  ['empty collections over lines', '{\n  "a": {\n  },\n  "b": [\n\n  ]\n}\n'],
  ['escapes and keys YAML would read otherwise', '{\n  "<<": {"x": 1},\n  "true": "\\u00e9\\n",\n  "": null\n}\n'],
];

/** Texts the indented path leaves to the yaml library. */
const INDENTED_GENERAL: [string, string][] = [
  ['a key and its colon on two lines', '{\n  "a"\n  : 1\n}\n'],
  ['a value on the line after its key', '{\n  "a":\n  1\n}\n'],
  ['a tab', '{\n\t"a": 1\n}\n'],
  ['CRLF', '{\r\n  "a": 1\r\n}\r\n'],
  ['a comment inside', '{\n  "a": 1 # c\n}\n'],
  ['a trailing comma', '{\n  "a": 1,\n}\n'],
  ['a second document', '{\n}\n---\n{}\n'],
  ['a comment line first', '# c\n{\n}\n'],
  ['unclosed', '{\n  "a": [1,\n'],
  ['a duplicate key', '{\n  "a": 1,\n  "a": 2\n}\n'],
  ['non-ASCII', '{\n  "a": "é"\n}\n'],
  ['a plain string', '{\n  "a": x\n}\n'],
  ['a root scalar', '"x"\n'],
];

describe('parseJSONDocument (indented JSON) equals the general parse', () => {
  it.each(INDENTED)('%s', (_name, text) => {
    const fast = parseJSONDocument(text, new LineIndex(text), 0);
    expect(fast).toBeDefined();
    const slow = general.parseDocuments(text);
    expect(slow.length).toBe(1);
    expect(parsedView(fast!)).toEqual(parsedView(slow[0]!));
    // and parseDocuments takes it
    expect(parsedView(parseDocuments(text)[0]!)).toEqual(parsedView(slow[0]!));
  });

  it.each(INDENTED_GENERAL)('%s: takes the general parse', (_name, text) => {
    expect(parseJSONDocument(text, new LineIndex(text), 0)).toBeUndefined();
    const fast = parseDocuments(text);
    const slow = general.parseDocuments(text);
    expect(fast.length).toBe(slow.length);
    fast.forEach((d, i) => expect(parsedView(d)).toEqual(parsedView(slow[i]!)));
  });

  it("a part of a file: positions in the file, the part's document index", () => {
    const file = `a: 1\n---\n${JSON.stringify({ kind: 'X', spec: { list: [1, 2, { b: 'c' }] } }, null, 2)}\n`;
    const offset = file.indexOf('---');
    const origin: TextOrigin = { offset, line: 2, index: 1 };
    const part = file.slice(offset);
    const fast = parseDocumentPart(part, origin);
    const slow = general.parseDocumentPart(part, origin);
    expect(fast.length).toBe(1);
    expect(parsedView(fast[0]!)).toEqual(parsedView(slow[0]!));
    expect(fast[0]!.locate(['spec', 'list', 2, 'b']).range.start.line).toBe(10);
  });

  it("its own text keeps an edit base (made from the yaml library's parse when asked), as the general parse does", () => {
    const text = `${JSON.stringify({ a: { b: 'x' } }, null, 2)}\n`;
    const fast = parseDocuments(text)[0]!;
    const slow = general.parseDocuments(text)[0]!;
    expect(generalEditBaseOf(slow)).toBeDefined();
    const base = editBaseOf(fast);
    expect(base?.root).toBe(fast);
    expect(base?.nodes.find(['a', 'b'])?.node?.range).toEqual(generalEditBaseOf(slow)!.nodes.find(['a', 'b'])?.node?.range);
  });

  it.skipIf(!hasCorpus)(
    'corpus CRDs printed as indented JSON, and the corpus manifest',
    () => {
      if (!hasCorpus) return console.warn(corpusSkipReason);
      // every tenth CRD of those under 100 kB (the general parse of a large one takes seconds)
      const texts = corpusFiles('crds')
        .map((f) => readCorpus(f))
        .filter((t) => t.length < 100_000)
        .filter((_, i) => i % 10 === 0)
        .map((t) => parseDocuments(t)[0]!.value)
        .map((v, i) => `${JSON.stringify(v, null, i % 3)}\n`)
        .filter((t) => /^[\x20-\x7e\n]*$/.test(t));
      texts.push(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8'));
      let fastCount = 0;
      for (const text of texts) {
        const slow = general.parseDocuments(text);
        const fast = parseDocuments(text);
        if (parseJSONDocument(text, new LineIndex(text), 0)) fastCount++;
        expect(fast.length).toBe(slow.length);
        fast.forEach((d, i) => expectSameView(d, slow[i]!));
      }
      expect(fastCount).toBe(texts.length);
    },
    600_000,
  );
});
