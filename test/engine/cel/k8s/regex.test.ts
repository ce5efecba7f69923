// Rows from apiserver/pkg/cel/library/regex.go examples / regex_test.go and Go regexp
// FindString / FindAllString semantics.
import { describe, expect, it } from 'vitest';
import { evaluate } from './harness';

describe('Kubernetes regex library', () => {
  const values: [string, string, unknown][] = [
    ['find', "'abc 123'.find('[0-9]+')", '123'],
    ['find no match', "'abc'.find('[0-9]+')", ''],
    ['findAll', "'123 abc 456'.findAll('[0-9]+')", ['123', '456']],
    ['findAll with limit', "'123 abc 456'.findAll('[0-9]+', 1)", ['123']],
    ['findAll limit 0', "'123 abc 456'.findAll('[0-9]+', 0)", []],
    ['findAll negative limit is unlimited', "'1 2 3'.findAll('[0-9]', -1)", ['1', '2', '3']],
    ['findAll skips an empty match right after a match (allMatches)', "'baaab'.findAll('a*')", ['', 'aaa', '']],
    ['findAll empty matches around runes', "'héllo'.findAll('')", ['', '', '', '', '', '']],
    ['find is leftmost-first (RE2)', "'abcd'.find('b|bc')", 'b'],
    ['find with anchors', "'xab'.find('^a')", ''],
    ['findAll code points', "'a😀b😀'.findAll('😀')", ['😀', '😀']],
    ['findAll with an optional pattern (kubernetes/website #46695)', "'1, 2, 3, 4'.findAll('[0-9]*')", ['1', '', '2', '', '3', '', '4']],
    ['findAll digits summed (Kubernetes CEL docs)', "'1, 2, 3, 4'.findAll('[0-9]+').map(x, int(x)).sum() < 100", true],
  ];
  it.each(values)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  it('invalid regex (Illegal regex: <Go regexp error>)', () => {
    expect(evaluate("'abc'.find(dyn('['))")).toEqual({ error: 'Illegal regex: error parsing regexp: missing closing ]: `[`' });
  });
});
