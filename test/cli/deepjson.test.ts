// Deeply nested batch requests are read by an iterative parser (src/cli/deepjson.ts) in linear
// time; it must give exactly JSON.parse's value (ECMA-404 / RFC 8259 JSON, as encoding/json reads
// it for kube-apiserver), and malformed text still gets JSON.parse's message.
import { describe, expect, it } from 'vitest';
import { DEEP, parseDeepJSON } from '../../src/cli/deepjson';
import { answer } from '../../src/cli/batch';
import { deepJSON } from '../fixtures/hostile';

describe('parseDeepJSON: JSON.parse, iteratively', () => {
  it.each([
    '{}',
    '[]',
    ' { "a" : [ 1 , -2.5e3 , 0 , 1E-2 , true , false , null , "x" ] } ',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1},"b":[{},[],[[]],{"c":{}}]}',
    '"\\u00e9\\n\\"\\\\\\/"',
    '{"k\\u0041y":"\\ud83d\\ude00"}',
    '-0',
    '123456789012345678901234567890',
    deepJSON(3000),
    '['.repeat(3000) + ']'.repeat(3000),
  ])('%s', (text) => {
    const v = parseDeepJSON(text);
    expect(v).toEqual(JSON.parse(text));
    if (text.startsWith('{"__proto__"')) expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
  });

  it.each(['', '{', '{"a":1,}', '[1,]', '[1 2]', '{"a" 1}', '{a:1}', '01', '1.', '.5', '+1', 'tru', 'nul', '"a\nb"', '"abc', '{} x', '[}', '{"a":1]', "'a'", 'NaN'])(
    'refuses %j as JSON.parse does',
    (text) => {
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
      expect(() => parseDeepJSON(text)).toThrow(SyntaxError);
    },
  );

  it('is what batch reads requests nested deeper than DEEP with; malformed ones get encoding/json’s message', () => {
    const deep = `{"op":"prune","schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true},"object":${deepJSON(DEEP + 10)}}`;
    expect(answer(deep, {})).toEqual({ object: JSON.parse(deepJSON(DEEP + 10)), pruned: [] });
    // scanner.go: the text ends inside the request object
    expect(answer(deep.slice(0, -1), {})).toEqual({ error: 'request is not JSON: unexpected end of JSON input' });
    expect(answer(`${deep.slice(0, -1)},}`, {})).toEqual({ error: "request is not JSON: invalid character '}' looking for beginning of object key string" });
  });
});
