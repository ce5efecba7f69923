// The read-only text view's YAML colouring: every line's tokens join back to the line exactly, and
// keys, values and comments get their kinds.
import { describe, expect, it } from 'vitest';
import { highlightLine, type TokenKind } from '../../src/ui/editor/highlight';

const kinds = (line: string) => highlightLine(line).map((t) => [t.kind, t.text] as [TokenKind, string]);

describe('highlightLine', () => {
  it.each([
    [
      'apiVersion: v1',
      [
        ['key', 'apiVersion'],
        ['plain', ':'],
        ['plain', ' v1'],
      ],
    ],
    [
      '  replicas: 5',
      [
        ['plain', '  '],
        ['key', 'replicas'],
        ['plain', ':'],
        ['number', ' 5'],
      ],
    ],
    [
      '  - name: v1 # the version',
      [
        ['plain', '  - '],
        ['key', 'name'],
        ['plain', ':'],
        ['plain', ' v1 '],
        ['comment', '# the version'],
      ],
    ],
    ['# a comment', [['comment', '# a comment']]],
    ['---', [['marker', '---']]],
    [
      "  pattern: '^a#b$'",
      [
        ['plain', '  '],
        ['key', 'pattern'],
        ['plain', ':'],
        ['string', " '^a#b$'"],
      ],
    ],
    [
      '  served: true',
      [
        ['plain', '  '],
        ['key', 'served'],
        ['plain', ':'],
        ['literal', ' true'],
      ],
    ],
    [
      '    - ct',
      [
        ['plain', '    - '],
        ['plain', 'ct'],
      ],
    ],
    [
      '  "quoted key": x',
      [
        ['plain', '  '],
        ['key', '"quoted key"'],
        ['plain', ':'],
        ['plain', ' x'],
      ],
    ],
    [
      'image: my:tag',
      [
        ['key', 'image'],
        ['plain', ':'],
        ['plain', ' my:tag'],
      ],
    ],
  ])('%s', (line, expected) => {
    expect(kinds(line)).toEqual(expected);
  });

  it.each(['', '   ', 'a: "b # c" # d', 'url: http://x/#frag', '- - - x', '  key:', '{a: 1}', "x: 'it''s'"])('joins back to %j', (line) => {
    expect(
      highlightLine(line)
        .map((t) => t.text)
        .join(''),
    ).toBe(line);
  });
});
