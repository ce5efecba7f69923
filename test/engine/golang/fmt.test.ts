import { describe, expect, it } from 'vitest';
import { goTypeOf } from '../../../src/engine/golang/fmt';

// fmt %T (reflect.Type.String) of what encoding/json decodes into interface{} for unstructured
// objects: the texts of unstructured.NestedInt64's accessor errors, UnstructuredToVal's
// "invalid data, expected ..., got %T" and the webhook converter's metadata checks.
const types: [string, unknown, string][] = [
  ['null', null, '<nil>'],
  ['absent', undefined, '<nil>'],
  ['string', 'x', 'string'],
  ['bool', true, 'bool'],
  ['integral number', 3, 'int64'],
  ['integral float literal (3.0 decodes as int64)', 3.0, 'int64'],
  ['fraction', 1.5, 'float64'],
  ['beyond int64', 2 ** 63, 'float64'],
  ['int64 minimum (a bigint, as the decoders keep it: docs/decisions/0006-int64.md)', -(2n ** 63n), 'int64'],
  ['an integral JS number beyond ±2^53 is a float64 (the decoders keep int64 as bigint)', -(2 ** 63), 'float64'],
  ['exact int64', 9007199254740993n, 'int64'],
  ['list', [1], '[]interface {}'],
  ['object', { a: 1 }, 'map[string]interface {}'],
];

describe('goTypeOf: %T of an unstructured value', () => {
  it.each(types)('%s', (_name, v, want) => expect(goTypeOf(v)).toBe(want));
});
