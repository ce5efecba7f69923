// Format and Convert (issue 17): re-indent with the `yaml` library keeping comments, key order and
// document separators; malformed YAML is never rewritten.
import { describe, expect, it } from 'vitest';
import { convertDocuments, formatYaml } from '../../src/state/format';

describe('formatYaml', () => {
  it.each([
    ['re-indents nested maps to 2 spaces', 'a:\n    b: 1\n    c:\n        d: 2\n', 'a:\n  b: 1\n  c:\n    d: 2\n'],
    ['keeps comments and key order', '# head\nz: 1   # trailing\na:\n    # inside\n    y: 2\n', '# head\nz: 1 # trailing\na:\n  # inside\n  y: 2\n'],
    ['keeps documents and their separators', 'a:   1\n---\nb:    2\n', 'a: 1\n---\nb: 2\n'],
    ['normalizes flow spacing', 'a: {x: 1,  y: 2}\n', 'a: { x: 1, y: 2 }\n'],
    ['leaves blank text alone', '', ''],
    ['leaves a comment-only text alone', '# nothing yet\n', '# nothing yet\n'],
  ])('%s', (_name, input, output) => {
    expect(formatYaml(input)).toEqual({ ok: true, text: output });
  });

  it('refuses malformed YAML with the parser message and gives no text', () => {
    const r = formatYaml('a: [\n b: c');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/Flow sequence/);
  });

  it('is idempotent on a CRD-like document', () => {
    const once = formatYaml('apiVersion: v1\nkind: X\nspec:\n   versions:\n   - name: v1\n     served: true\n');
    expect(once.ok).toBe(true);
    if (once.ok) expect(formatYaml(once.text)).toEqual(once);
  });
});

describe('convertDocuments', () => {
  it('YAML → JSON per document, keeping key order', () => {
    expect(convertDocuments('b: 1\na: [x]\n---\nc: null\n', 'json')).toEqual({ ok: true, text: '{\n  "b": 1,\n  "a": [\n    "x"\n  ]\n}\n---\n{\n  "c": null\n}\n' });
  });
  it('JSON → YAML', () => {
    expect(convertDocuments('{"b": 1, "a": {"c": "d"}}', 'yaml')).toEqual({ ok: true, text: 'b: 1\na:\n  c: d\n' });
  });
  it('keeps int64 integers beyond 2^53 exactly, both ways', () => {
    expect(convertDocuments('a: 9223372036854775807\nb: -9223372036854775808\nc: 1.5\n', 'json')).toEqual({
      ok: true,
      text: '{\n  "a": 9223372036854775807,\n  "b": -9223372036854775808,\n  "c": 1.5\n}\n',
    });
    expect(convertDocuments('{"a": 9223372036854775807, "b": 2}', 'yaml')).toEqual({ ok: true, text: 'a: 9223372036854775807\nb: 2\n' });
  });
  it('refuses malformed input', () => {
    expect(convertDocuments('{"a": ', 'yaml').ok).toBe(false);
  });
});
