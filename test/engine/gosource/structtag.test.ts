import { describe, expect, it } from 'vitest';
import { getTag, lookupTag } from '../../../src/engine/gosource/index';

// reflect all_test.go TestStructTag / TestStructTagLookup, and the malformed tags reflect stops at.
describe('reflect.StructTag.Get / Lookup', () => {
  const cases: [string, string, string, boolean][] = [
    ['protobuf:"PB(1,2)"', 'protobuf', 'PB(1,2)', true],
    ['protobuf:"PB(1,2)"', 'foo', '', false],
    ['protobuf:"PB(1,2)"', 'rotobuf', '', false],
    ['protobuf:"PB(1,2)" json:"name"', 'json', 'name', true],
    ['protobuf:"PB(1,2)" json:"name"', 'protobuf', 'PB(1,2)', true],
    ['k0:"values contain spaces" k1:"and\\ttabs"', 'k0', 'values contain spaces', true],
    ['k0:"values contain spaces" k1:"and\\ttabs"', 'k1', 'and\ttabs', true],
    ['json:""', 'json', '', true],
    ['json:"-"', 'json', '-', true],
    ['json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"', 'json', 'spec,omitempty', true],
    ['json:",inline"', 'json', ',inline', true],
    ['  json:"a"  ', 'json', 'a', true],
    ['json:"a\\"b"', 'json', 'a"b', true],
    // malformed: scanning stops, later keys are not found
    ['json: "a"', 'json', '', false],
    ['json:"a" bad xml:"b"', 'xml', '', false],
    ['json:"a" bad xml:"b"', 'json', 'a', true],
    ['json:"unterminated', 'json', '', false],
    ['"json":"a"', 'json', '', false],
    ['j\x01:"a"', 'j\x01', '', false],
    ['json:"\\\'"', 'json', '', false],
    ['json:`a`', 'json', '', false],
    ['a:"1" a:"2"', 'a', '1', true],
  ];
  it.each(cases)('%j %s', (tag, key, value, ok) => {
    expect(lookupTag(tag, key)).toEqual([value, ok]);
    expect(getTag(tag, key)).toBe(value);
  });
});
