// The request size of an object (pipeline/sizelimits.ts requestSize, the size kube-apiserver's
// MaxRequestBodyBytes and etcd's --max-request-bytes limits are compared with): the length in
// UTF-8 bytes of the object's JSON text, measured without writing the text. Each row's expected
// size is the JSON text written out and encoded (JSON.stringify + TextEncoder), as the request
// body would be: escapes, multi-byte characters, surrogate pairs and lone surrogates, control
// characters, numbers, nulls and empty collections, deep values, and int64 values beyond 2^53.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';
import { cronTabCRD } from '../../fixtures/crontab-crd';

const CRD = cronTabCRD({ schema: 'type: object\nx-kubernetes-preserve-unknown-fields: true' });

/** The bytes of the JSON text of a value, written out. */
const written = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;

const obj = (spec: string) => `{"apiVersion": "stable.example.com/v1", "kind": "CronTab", "metadata": {"name": "c"}, "spec": ${spec}}`;

const ROWS: [string, string][] = [
  ['plain strings and numbers', '{"a": "x", "b": 12, "c": -3, "d": 0, "e": 1.5, "f": -0.25, "g": 1e21, "h": 1e-7, "i": 123456789012345}'],
  ['escapes', String.raw`{"q": "a\"b\\c", "ctl": "\b\f\n\r\t", "u": "\u0001\u001f\u007f", "slash": "/"}`],
  ['multi-byte characters', '{"é": "ü€𝄞", "k": "日本語", "mixed": "a\\u00e9b\\u20acc\\ud834\\udd1ed"}'],
  ['lone surrogates', String.raw`{"hi": "x\ud800y", "lo": "\udc00", "end": "a\ud83d"}`],
  ['nulls, booleans, empty collections', '{"n": null, "t": true, "f": false, "o": {}, "l": [], "ln": [null, 1, "s", {}, []]}'],
  ['nested', '{"a": {"b": {"c": [1, [2, [3, {"d": "e"}]]]}}}'],
  ['a key that is __proto__', '{"__proto__": {"x": 1}, "y": 2}'],
];

function size(text: string) {
  const r = check({
    sources: [
      { id: 'crd', text: CRD },
      { id: 'o', text },
    ],
  });
  const o = r.objects[0]!;
  return { jsonBytes: o.size?.jsonBytes, input: o.input };
}

describe('the request size is the UTF-8 length of the JSON body', () => {
  it.each(ROWS)('%s', (_, spec) => {
    const { jsonBytes, input } = size(obj(spec));
    expect(jsonBytes).toBe(written(input));
  });

  it('a value nested deeper than the walk measures', () => {
    const deep = '{"a": '.repeat(250) + '1' + '}'.repeat(250);
    const { jsonBytes, input } = size(obj(deep));
    expect(jsonBytes).toBe(written(input));
  });

  it('an int64 beyond 2^53 counts its digits as written', () => {
    const { jsonBytes } = size(obj('{"big": 9223372036854775807, "neg": -9223372036854775808}'));
    const text = obj('{"big": 9223372036854775807, "neg": -9223372036854775808}').replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '');
    expect(jsonBytes).toBe(new TextEncoder().encode(text).length);
  });

  it('YAML objects of a stream', () => {
    const text = Array.from(
      { length: 20 },
      (_, i) =>
        `apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: c${i}\n  labels: {a: "${'é'.repeat(i)}"}\nspec:\n  n: ${i * 7919 - 50}\n  f: ${i / 7}\n  s: "${'\\t'.repeat(i % 3)}x"\n`,
    ).join('---\n');
    const r = check({
      sources: [
        { id: 'crd', text: CRD },
        { id: 'o', text },
      ],
    });
    expect(r.objects).toHaveLength(20);
    for (const o of r.objects) expect(o.size?.jsonBytes).toBe(written(o.input));
  });
});
