import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseGoFile } from '../../../src/engine/gosource/index';

// The engine never throws on user input: any text parses to a GoFile whose errors have positions
// inside the text (go/parser returns a partial AST and an ErrorList, it does not panic).
const goish = fc.array(
  fc.constantFrom(
    'package p\n',
    'type ',
    'T',
    ' struct {',
    '}',
    '{',
    '(',
    ')',
    '[',
    ']',
    'map',
    'func',
    'const',
    'var',
    'import',
    '"x"',
    '`',
    '"',
    "'",
    '/*',
    '*/',
    '//',
    '\n',
    ' ',
    '*',
    '.',
    ',',
    ';',
    '=',
    'iota',
    '0x',
    '1e',
    'json:"a"',
    '\t',
    'interface',
    'chan',
    '<-',
    '...',
    '\r',
    '\ufeff',
    '\u0000',
    'é',
    '😀',
    '\\',
  ),
  { maxLength: 60 },
);

function checkFile(text: string): void {
  const f = parseGoFile('f.go', text);
  for (const e of f.errors) {
    expect(e.pos.offset).toBeGreaterThanOrEqual(0);
    expect(e.pos.offset).toBeLessThanOrEqual(text.length);
    expect(e.pos.line).toBeGreaterThanOrEqual(1);
    expect(e.pos.column).toBeGreaterThanOrEqual(1);
    expect(e.message).not.toMatch(/^internal error/);
  }
  for (const g of f.comments) expect(g.list.length).toBeGreaterThan(0);
}

describe('parseGoFile never throws', () => {
  it('on random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => checkFile(s)),
      { numRuns: 500 },
    );
  });
  it('on random Go-like token soup', () => {
    fc.assert(
      fc.property(goish, (parts) => checkFile(parts.join(''))),
      { numRuns: 1000 },
    );
  });
  it('on every prefix of a real declaration file', () => {
    const src =
      'package v1\n\nimport (\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n)\n\n// Foo doc\n// +kubebuilder:object:root=true\ntype Foo struct {\n\tmetav1.TypeMeta `json:",inline"`\n\tSpec map[string][]*int `json:"spec"` // c\n}\n\nconst (\n\tA Phase = "a"\n\tB\n)\n\nfunc (f *Foo) MarshalJSON() ([]byte, error) { return nil, nil }\n';
    for (let i = 0; i <= src.length; i++) checkFile(src.slice(0, i));
  });
});
