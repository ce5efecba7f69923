// go-yaml (kubectl) accepts flow collections and quoted scalars whose continuation lines are
// not indented past their block; the playground reads them the same way.
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { relaxFlowIndentation } from '../../../src/engine/yaml/relaxed';

describe('under-indented flow and quoted continuation lines (as in argo-workflows examples)', () => {
  it.each([
    ['a multi-line quoted string in a flow sequence', 'a:\n  args: ["\n    echo hi &&\n    echo there\n  "]\n  b: 1\n', { a: { args: [' echo hi && echo there '], b: 1 } }],
    ['a flow mapping closed at the key column', 'x:\n  y: {a: 1,\n  b: 2}\n', { x: { y: { a: 1, b: 2 } } }],
  ])('%s', (_n, text, want) => {
    const docs = parseDocuments(text);
    expect(docs[0].problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(docs[0].value).toEqual(want);
  });

  it("positions stay in the user's text", () => {
    const text = 'a:\n  args: ["\n    x\n  "]\n  bad: [1, 2\n';
    const docs = parseDocuments(text);
    for (const p of docs[0].problems) expect(p.range.start.column).toBeGreaterThan(0);
    const ok = parseDocuments('a:\n  args: ["\n  x"]\n  b: c\n');
    const loc = ok[0].locate(['a', 'b']);
    expect(loc.range.start).toMatchObject({ line: 4, column: 6 });
  });

  it('block scalars are left alone', () => {
    expect(relaxFlowIndentation('run: |\n  echo "[\n  done\n')).toBeNull();
  });

  it('valid YAML is parsed as it is', () => {
    expect(relaxFlowIndentation('a: [1,\n    2]\n')).toBeNull();
  });
});
