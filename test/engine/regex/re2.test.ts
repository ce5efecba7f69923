import { describe, expect, it } from 'vitest';
import { compileRE2, re2Matches } from '../../../src/engine/regex';

// Error texts of Go's regexp.Compile (regexp/syntax parse.go ErrorCode constants and Error.Error()).
const compileErrors: [string, string, string][] = [
  ['ErrMissingParen', '(abc', 'error parsing regexp: missing closing ): `(abc`'],
  ['ErrUnexpectedParen', 'abc)', 'error parsing regexp: unexpected ): `abc)`'],
  ['ErrMissingBracket', '[a-', 'error parsing regexp: missing closing ]: `[a-`'],
  ['ErrInvalidRepeatOp (a**)', 'a**', 'error parsing regexp: invalid nested repetition operator: `**`'],
  ['ErrInvalidRepeatOp (possessive a++)', 'a++', 'error parsing regexp: invalid nested repetition operator: `++`'],
  ['ErrInvalidRepeatSize (>1000)', 'x{1001}', 'error parsing regexp: invalid repeat count: `{1001}`'],
  ['ErrInvalidRepeatSize (nested product)', '(a{1000}){1000}', 'error parsing regexp: invalid repeat count: `{1000}`'],
  ['ErrInvalidRepeatSize (min>max)', 'a{2,1}', 'error parsing regexp: invalid repeat count: `{2,1}`'],
  ['ErrInvalidEscape (backreference)', '\\1', 'error parsing regexp: invalid escape sequence: `\\1`'],
  ['ErrInvalidEscape (\\Z)', '\\Z', 'error parsing regexp: invalid escape sequence: `\\Z`'],
  ['ErrInvalidEscape (\\x{110000})', '\\x{110000}', 'error parsing regexp: invalid escape sequence: `\\x{110000`'],
  ['ErrInvalidCharRange', '[z-a]', 'error parsing regexp: invalid character class range: `z-a`'],
  ['ErrInvalidCharRange (unknown class)', '\\p{Foo}', 'error parsing regexp: invalid character class range: `\\p{Foo}`'],
  ['ErrMissingRepeatArgument', '*a', 'error parsing regexp: missing argument to repetition operator: `*`'],
  ['ErrInvalidPerlOp (lookahead)', '(?=a)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?=`'],
  ['ErrInvalidNamedCapture (lookbehind)', '(?<=a)b', 'error parsing regexp: invalid named capture: `(?<=a)b`'],
  ['ErrInvalidNamedCapture (duplicate name)', '(?P<n>a)(?P<n>b)', 'error parsing regexp: duplicate capture group name: `n`'],
  ['ErrTrailingBackslash (empty expr)', 'ab\\', 'error parsing regexp: trailing backslash at end of expression: ``'],
  ['ErrNestingDepth (whole pattern)', '('.repeat(1001) + ')'.repeat(1001), 'error parsing regexp: expression nests too deeply: `' + '('.repeat(1001) + ')'.repeat(1001) + '`'],
];

describe('compileRE2: Go regexp.Compile error text', () => {
  it.each(compileErrors)('%s: %s', (_name, pattern, want) => {
    const c = compileRE2(pattern);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error).toBe(want);
  });
});

// MatchString semantics (unanchored, Perl flags: OneLine, ClassNL, PerlX, UnicodeGroups).
const matches: [string, string, string, boolean][] = [
  ['unanchored search', 'a', 'xay', true],
  ['$ is end of text without (?m)', '^a$', 'a\n', false],
  ['(?m) multi-line', '(?m)^a$', 'b\na', true],
  ['negated class matches newline (ClassNL)', '[^a]', '\n', true],
  ['. does not match newline', '^.$', '\n', false],
  ['(?s) dot matches newline', '(?s)^.$', '\n', true],
  ['. matches one code point (astral)', '^.$', '😀', true],
  ['\\s excludes \\v in RE2', '\\s', '\u000b', false],
  ['\\d is ASCII only', '^\\d+$', '١٢٣', false],
  ['\\p{Lu} unicode group', '^\\p{Lu}$', 'É', true],
  ['POSIX class', '^[[:alpha:]]+$', 'abc', true],
  ['Python named group', '^(?P<x>a)$', 'a', true],
  ['Go 1.22 named group', '^(?<x>a)$', 'a', true],
  ['\\Q...\\E literal', '^\\Qa.b\\E$', 'axb', false],
  ['empty pattern matches', '', 'anything', true],
  ['cronSpec pattern from the CRD docs', '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$', '* * * * */5', true],
  ['cronSpec pattern rejects 4 fields', '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$', '* * * *', false],
];

describe('re2Matches: MatchString', () => {
  it.each(matches)('%s', (_name, pattern, s, want) => {
    expect(re2Matches(pattern, s)).toBe(want);
  });
  it('reports the compile error for a bad pattern', () => {
    expect(re2Matches('(', 'x')).toEqual({ error: 'error parsing regexp: missing closing ): `(`' });
  });
});

describe('hostile patterns run in linear time', () => {
  const cases: [string, string, string][] = [
    ['nested quantifier (a+)+$', '(a+)+$', 'a'.repeat(100000) + 'b'],
    ['alternation (a|aa)*c', '^(a|aa)*c$', 'a'.repeat(200000)],
    ['(.*a){20}', '(.*a){20}', 'a'.repeat(5000)],
    ['email-style ReDoS', '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$', 'a'.repeat(50000) + '!'],
  ];
  it.each(cases)('%s', (_name, pattern, input) => {
    const r = re2Matches(pattern, input);
    expect(typeof r).toBe('boolean');
  });
});

describe('cache', () => {
  it('returns the same compiled object for the same pattern', () => {
    const a = compileRE2('^abc$');
    const b = compileRE2('^abc$');
    expect(a).toBe(b);
  });
  it('keeps working after evicting many patterns', () => {
    for (let i = 0; i < 1500; i++) compileRE2(`^x${i}$`);
    expect(re2Matches('^x3$', 'x3')).toBe(true);
  });
});
