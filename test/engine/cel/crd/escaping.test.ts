// Property-name escaping: apiserver/pkg/cel/escaping_test.go TestEscaping / TestUnescapeMalformed and
// the escaping table of the CRD docs ("Validation rules").
import { describe, expect, it } from 'vitest';
import { escapeName, unescapeName } from '../../../../src/engine/cel/crd/escaping';

describe('Escape (escaping.go)', () => {
  const rows: [string, string | undefined, string][] = [
    ['namespace', '__namespace__', 'docs: reserved word namespace → self.__namespace__'],
    ['x-prop', 'x__dash__prop', 'docs: x-prop → x__dash__prop'],
    ['redact__d', 'redact__underscores__d', 'docs: redact__d → redact__underscores__d'],
    ['string', 'string', 'docs: a type name is not reserved'],
    ['sprint', 'sprint', 'docs: reserved words match the whole name only'],
    ['a.b/c', 'a__dot__b__slash__c', 'TestEscaping: dot and slash'],
    ['x___y', 'x__underscores___y', 'TestEscaping: "__" is replaced left to right'],
    ['_foo', '_foo', 'TestEscaping: single underscore kept'],
    ['foo_bar', 'foo_bar', 'TestEscaping: single underscore kept'],
    ['-foo', '__dash__foo', 'names may start with - . /'],
    ['true', '__true__', 'TestEscaping: reserved literal'],
    ['int', 'int', 'int is not a reserved symbol'],
    ['3x', undefined, 'TestEscaping: leading digit is unescapable'],
    ['', undefined, 'empty name is unescapable'],
    ['café', undefined, 'TestEscaping: non-ASCII is unescapable'],
    ['a:b', undefined, 'colon is unescapable'],
    ['a-b:c', undefined, 'unsupported char after an escapable one'],
    ['a b', undefined, 'space is unescapable'],
  ];
  it.each(rows)('%s → %s (%s)', (name, want) => {
    expect(escapeName(name)).toBe(want);
  });
});

describe('Unescape (escaping.go)', () => {
  const rows: [string, string | undefined, string][] = [
    ['__namespace__', 'namespace', 'reserved word round-trips'],
    ['x__dash__prop', 'x-prop', 'dash'],
    ['a__dot__b__slash__c', 'a.b/c', 'dot and slash'],
    ['redact__underscores__d', 'redact__d', 'underscores'],
    ['foo', 'foo', 'plain'],
    ['x__namespace__y', undefined, 'TestUnescapeMalformed: reserved word must be the whole name'],
    ['x__bogus__y', undefined, 'TestUnescapeMalformed: unknown escape'],
  ];
  it.each(rows)('%s → %s (%s)', (name, want) => {
    expect(unescapeName(name)).toBe(want);
  });
});
