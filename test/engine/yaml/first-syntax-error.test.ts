// A document with YAML syntax errors reports the first one only, as kubectl does: go-yaml v2's parser stops at the
// first error it meets (parserc.go / scannerc.go set parser.error and the decoder returns it: `yaml: line N: ...`),
// so kubectl prints one error per document. The yaml library goes on after it, and what it finds later is mostly the
// first error's echo (a mapping broken at one line, then the next key of it) — which the playground listed too, two
// or three errors for one mistake. Other documents of the text are read on their own (kubectl splits on `---`).
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';

const OBJ = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n';

describe('YAML syntax errors: the first of each document', () => {
  it.each([
    ['a compact mapping, then a key with no value', `${OBJ}data:\n  x: "1"\n  y: a: b\n  z\n`, [7]],
    ['an unclosed flow sequence (reported where the text ends)', `${OBJ}data: [a, b\n`, [6]],
    ['a bad indent, then more', `${OBJ}data:\n  x: "1"\n   y: "2"\n  z: [\n`, [7]],
    ['two documents, each with an error', `${OBJ}data:\n  y: a: b\n  z\n---\n${OBJ}data: [1\n`, [6, 14]],
    ['an error in the second document only', `${OBJ}---\n${OBJ}data:\n  y: a: b\n  z\n`, [11]],
  ])('%s', (_name, text, lines) => {
    const r = check({ sources: [{ id: 'objects', text }] });
    const syntax = r.diagnostics.filter((d) => d.origin === 'yaml' && d.severity === 'error');
    expect(syntax.map((d) => d.range?.start.line)).toEqual(lines);
  });
});
