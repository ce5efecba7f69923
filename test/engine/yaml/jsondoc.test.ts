// The fast path for a document that is one JSON object on one line (yaml/jsondoc.ts) must give
// what the general YAML parse gives for the same text: value, ranges, problems, located nodes and
// scalars. JSON is YAML here as kubectl reads it: k8s.io/apimachinery/pkg/util/yaml
// YAMLOrJSONDecoder hands a `---` document to sigs.k8s.io/yaml (go-yaml v2), for which a JSON
// object is a flow mapping of double-quoted strings and plain scalars (YAML 1.2 §1.3, "JSON is
// YAML"). Texts outside the fast path's shape take the general parse (undefined here).
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { parseJSONLineDocument } from '../../../src/engine/yaml/jsondoc';
import { parsedView } from './parsed-view';

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
    const general = parseDocuments(text);
    expect(general.length).toBe(1);
    expect(parsedView(fast!)).toEqual(parsedView(general[0]!));
  });

  it.each(GENERAL)('%s: takes the general parse', (_name, text) => {
    expect(parseJSONLineDocument(text)).toBeUndefined();
  });
});
