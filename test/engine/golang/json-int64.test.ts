// JSON text with int64 integers, both ways. Reading pins sigs.k8s.io/json json.go
// UnmarshalCaseSensitivePreserveInts (the apiserver's decoder into interface{}): "an int64 if the
// JSON data does not contain a '.' character and parses as an integer successfully and does not
// overflow int64. Otherwise, the number is unmarshaled as a float64." Writing pins encoding/json
// encode.go: an int64 in decimal, a float64 without exponent from 1e-6 to below 1e21.
import { describe, expect, it } from 'vitest';
import { marshalJSON, stringifyJSON, unmarshalJSON } from '../../../src/engine/golang/json';

describe('unmarshalJSON keeps int64 exactly', () => {
  it.each<[string, unknown]>([
    ['9223372036854775807', 9223372036854775807n],
    ['-9223372036854775808', -9223372036854775808n],
    ['9007199254740993', 9007199254740993n],
    ['9007199254740991', 9007199254740991],
    ['1234567890123456', 1234567890123456],
    // overflows int64: float64
    ['9223372036854775808', 9223372036854775808],
    ['-9223372036854775809', -(2 ** 63)],
    // a '.' or an exponent: float64, whatever the value
    ['9223372036854775807.0', 2 ** 63],
    ['9.2e18', 9.2e18],
    ['1e20', 1e20],
    ['[1, 9223372036854775807, {"a": -9223372036854775808}]', [1, 9223372036854775807n, { a: -9223372036854775808n }]],
    // digits inside strings stay strings
    ['{"s": "9223372036854775807", "k\\"9223372036854775807": 1}', { s: '9223372036854775807', 'k"9223372036854775807': 1 }],
  ])('%s', (text, want) => {
    expect(unmarshalJSON(text)).toEqual(want);
  });

  it('keys as JSON.parse keeps them: __proto__ is an own field, a repeated key keeps its place and the last value', () => {
    const v = unmarshalJSON('{"__proto__": 9223372036854775807, "a": 1, "b": 2, "a": 9223372036854775806}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__', 'a', 'b']);
    expect(v.a).toBe(9223372036854775806n);
  });

  it('syntax errors are JSON.parse’s', () => {
    expect(() => unmarshalJSON('{"a": 9223372036854775807')).toThrow(SyntaxError);
  });

  it('reads 10,000 levels (encoding/json maxNestingDepth) without recursion', () => {
    const v = unmarshalJSON('['.repeat(10000) + '9223372036854775807' + ']'.repeat(10000));
    let x: unknown = v;
    for (let i = 0; i < 10000; i++) x = (x as unknown[])[0];
    expect(x).toBe(9223372036854775807n);
  });
});

describe('writing int64 values', () => {
  const v = { a: 9223372036854775807n, b: [-9223372036854775808n, 1.5, 1e20, 9007199254740991], c: {}, d: [], s: '9223372036854775807' };
  it('marshalJSON writes bigints as bare integers', () => {
    expect(marshalJSON(v)).toBe('{"a":9223372036854775807,"b":[-9223372036854775808,1.5,100000000000000000000,9007199254740991],"c":{},"d":[],"s":"9223372036854775807"}');
  });
  it('stringifyJSON indents as JSON.stringify does', () => {
    const plain = { a: [1, { b: 2 }], c: {}, d: [], e: 'x' };
    expect(stringifyJSON({ ...plain, big: 2n ** 62n }, 2)).toBe(JSON.stringify({ ...plain, big: 0 }, null, 2).replace('"big": 0', '"big": 4611686018427387904'));
  });
  it('round trip', () => {
    const text = '{"x":9223372036854775807,"y":[-9223372036854775808,9007199254740993]}';
    expect(marshalJSON(unmarshalJSON(text) as never)).toBe(text);
  });
});
