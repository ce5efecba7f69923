import { describe, expect, it } from 'vitest';
import { commentGroupText } from '../../../src/engine/gosource/index';
import type { CommentGroup } from '../../../src/engine/gosource/index';

const at = { offset: 0, line: 1, column: 1 };
function group(list: string[]): CommentGroup {
  return { list: list.map((text) => ({ text, range: { start: at, end: at } })), range: { start: at, end: at } };
}

// go/ast ast_test.go TestCommentText (the `comments` table).
describe('go/ast CommentGroup.Text', () => {
  const cases: [string[], string][] = [
    [['//'], ''],
    [['//   '], ''],
    [['//', '//', '//   '], ''],
    [['// foo   '], 'foo\n'],
    [['//', '//', '// foo'], 'foo\n'],
    [['// foo  bar  '], 'foo  bar\n'],
    [['// foo', '// bar'], 'foo\nbar\n'],
    [['// foo', '//', '//', '//', '// bar'], 'foo\n\nbar\n'],
    [['// foo', '/* bar */'], 'foo\n bar\n'],
    [['//', '//', '//', '// foo', '//', '//', '//'], 'foo\n'],
    [['/**/'], ''],
    [['/*   */'], ''],
    [['/**/', '/**/', '/*   */'], ''],
    [['/* Foo   */'], ' Foo\n'],
    [['/* Foo  Bar  */'], ' Foo  Bar\n'],
    [['/* Foo*/', '/* Bar*/'], ' Foo\n Bar\n'],
    [['/* Foo*/', '/**/', '/**/', '/**/', '// Bar'], ' Foo\n\nBar\n'],
    [['/* Foo*/', '/*\n*/', '//', '/*\n*/', '// Bar'], ' Foo\n\nBar\n'],
    [['/* Foo*/', '// Bar'], ' Foo\nBar\n'],
    [['/* Foo\n Bar*/'], ' Foo\n Bar\n'],
    // directives are dropped; `//:baz` and `// go:x` are not directives
    [['// foo', '//go:noinline', '// bar', '//:baz'], 'foo\nbar\n:baz\n'],
    [['// foo', '//lint123:ignore', '// bar'], 'foo\nbar\n'],
    [['//line foo.go:10', '//extern x', '//export y', '// go:generate z'], 'go:generate z\n'],
    // markers stay (they are not directives: `+` is not in [a-z0-9])
    [['// +kubebuilder:validation:Minimum=1', '//+optional'], '+kubebuilder:validation:Minimum=1\n+optional\n'],
    [['//\tindented\t'], '\tindented\n'],
  ];
  it.each(cases)('%j', (list, want) => {
    expect(commentGroupText(group(list))).toBe(want);
  });

  it('is empty for no group', () => {
    expect(commentGroupText(undefined)).toBe('');
  });
});
