// Rows from cel-go ext/strings_test.go (v0.26) for the functions of strings versions 0 and 2,
// evaluated in Kubernetes environments (version 2 from 1.29, version 0 before).
import { describe, expect, it } from 'vitest';
import { evaluate } from './harness';

const r = String.raw;

describe('cel-go strings extension, StringsVersion(2) (Kubernetes 1.29+)', () => {
  const truths: string[] = [
    r`'tacocat'.charAt(3) == 'o'`,
    r`'tacocat'.charAt(7) == ''`,
    r`'©αT'.charAt(0) == '©' && '©αT'.charAt(1) == 'α' && '©αT'.charAt(2) == 'T'`,
    r`'tacocat'.indexOf('') == 0`,
    r`'tacocat'.indexOf('ac') == 1`,
    r`'tacocat'.indexOf('none') == -1`,
    r`'tacocat'.indexOf('', 3) == 3`,
    r`'tacocat'.indexOf('a', 3) == 5`,
    r`'tacocat'.indexOf('at', 3) == 5`,
    r`'ta©o©αT'.indexOf('©') == 2`,
    r`'ta©o©αT'.indexOf('©', 3) == 4`,
    r`'ta©o©αT'.indexOf('©αT', 3) == 4`,
    r`'ta©o©αT'.indexOf('©α', 5) == -1`,
    r`'ijk'.indexOf('k') == 2`,
    r`'hello wello'.indexOf('hello wello') == 0`,
    r`'hello wello'.indexOf('ello', 6) == 7`,
    r`'hello wello'.indexOf('elbo room!!') == -1`,
    r`'hello wello'.indexOf('elbo room!!!') == -1`,
    r`''.lastIndexOf('@@') == -1`,
    r`'tacocat'.lastIndexOf('') == 7`,
    r`'tacocat'.lastIndexOf('at') == 5`,
    r`'tacocat'.lastIndexOf('none') == -1`,
    r`'tacocat'.lastIndexOf('', 3) == 3`,
    r`'tacocat'.lastIndexOf('a', 3) == 1`,
    r`'ta©o©αT'.lastIndexOf('©') == 4`,
    r`'ta©o©αT'.lastIndexOf('©', 3) == 2`,
    r`'ta©o©αT'.lastIndexOf('©α', 4) == 4`,
    r`'hello wello'.lastIndexOf('ello', 6) == 1`,
    r`'hello wello'.lastIndexOf('low') == -1`,
    r`'hello wello'.lastIndexOf('elbo room!!') == -1`,
    r`'hello wello'.lastIndexOf('elbo room!!!') == -1`,
    r`'hello wello'.lastIndexOf('hello wello') == 0`,
    r`'bananananana'.lastIndexOf('nana', 7) == 6`,
    r`'TacoCat'.lowerAscii() == 'tacocat'`,
    r`'TacoCÆt'.lowerAscii() == 'tacocÆt'`,
    r`'TacoCÆt Xii'.lowerAscii() == 'tacocÆt xii'`,
    r`"12 days 12 hours".replace("{0}", "2") == "12 days 12 hours"`,
    r`"{0} days {0} hours".replace("{0}", "2") == "2 days 2 hours"`,
    r`"{0} days {0} hours".replace("{0}", "2", 1).replace("{0}", "23") == "2 days 23 hours"`,
    r`"1 ©αT taco".replace("αT", "o©α") == "1 ©o©α taco"`,
    r`"hello hello".replace("", "_") == "_h_e_l_l_o_ _h_e_l_l_o_"`,
    r`"hello hello".replace("h", "") == "ello ello"`,
    r`"hello world".split(" ") == ["hello", "world"]`,
    r`"hello world events!".split(" ", 0) == []`,
    r`"hello world events!".split(" ", 1) == ["hello world events!"]`,
    r`"o©o©o©o".split("©", -1) == ["o", "o", "o", "o"]`,
    r`"a©b".split("") == ["a", "©", "b"]`,
    r`"tacocat".substring(4) == "cat"`,
    r`"tacocat".substring(7) == ""`,
    r`"tacocat".substring(0, 4) == "taco"`,
    r`"tacocat".substring(4, 4) == ""`,
    r`'ta©o©αT'.substring(2, 6) == "©o©α"`,
    r`'ta©o©αT'.substring(7, 7) == ""`,
    r`" \f\n\r\t\vtext  ".trim() == "text"`,
    r`"\u0085\u00a0\u1680text".trim() == "text"`,
    r`"text\u2000\u2001\u2002\u2003\u2004\u2004\u2006\u2007\u2008\u2009".trim() == "text"`,
    r`"\u200atext\u2028\u2029\u202F\u205F\u3000".trim() == "text"`,
    r`"\u180etext\u200b\u200c\u200d\u2060\ufeff".trim() == "\u180etext\u200b\u200c\u200d\u2060\ufeff"`,
    r`'tacoCat'.upperAscii() == 'TACOCAT'`,
    r`'tacoCαt'.upperAscii() == 'TACOCαT'`,
    r`['x', 'y'].join() == 'xy'`,
    r`['x', 'y'].join('-') == 'x-y'`,
    r`[].join() == ''`,
    r`[].join('-') == ''`,
    r`strings.quote("first\nsecond") == "\"first\\nsecond\""`,
    r`strings.quote("bell\a") == "\"bell\\a\""`,
    r`strings.quote("\bbackspace") == "\"\\bbackspace\""`,
    r`strings.quote("\fform feed") == "\"\\fform feed\""`,
    r`strings.quote("carriage \r return") == "\"carriage \\r return\""`,
    r`strings.quote("horizontal tab\t") == "\"horizontal tab\\t\""`,
    r`strings.quote("vertical \v tab") == "\"vertical \\v tab\""`,
    r`strings.quote("double \\\\ slash") == "\"double \\\\\\\\ slash\""`,
    r`strings.quote("two escape sequences \a\n") == "\"two escape sequences \\a\\n\""`,
    r`strings.quote("verbatim") == "\"verbatim\""`,
    r`strings.quote("ends with \\") == "\"ends with \\\\\""`,
    r`strings.quote("\\ starts with") == "\"\\\\ starts with\""`,
    r`strings.quote("printable unicode😀") == "\"printable unicode😀\""`,
    r`strings.quote("mid string \" quote") == "\"mid string \\\" quote\""`,
    r`strings.quote('single-quote with "double quote"') == "\"single-quote with \\\"double quote\\\"\""`,
    r`strings.quote("size('ÿ')") == "\"size('ÿ')\""`,
    r`strings.quote("завтра") == "\"завтра\""`,
    r`strings.quote("\U0001F431\U0001F600\U0001F61B") == "\"\U0001F431\U0001F600\U0001F61B\""`,
    r`strings.quote("ta©o©αT") == "\"ta©o©αT\""`,
    r`strings.quote("") == "\"\""`,
    r`'tacocat'.indexOf('a', 30) == -1`,
    r`'tacocat'.lastIndexOf('a', 30) == -1`,
  ];
  it.each(truths)('%s', (expr) => {
    expect(evaluate(expr)).toEqual({ value: true });
  });

  const errors: [string, string][] = [
    [r`'tacocat'.charAt(30) == ''`, 'index out of range: 30'],
    [r`'tacocat'.lastIndexOf('a', -1) == -1`, 'index out of range: -1'],
    [r`'tacocat'.indexOf('a', -1) == -1`, 'index out of range: -1'],
    [r`"tacocat".substring(40) == "cat"`, 'index out of range: 40'],
    [r`"tacocat".substring(-1) == "cat"`, 'index out of range: -1'],
    [r`"tacocat".substring(1, 50) == "cat"`, 'index out of range: 50'],
    [r`"tacocat".substring(49, 50) == "cat"`, 'index out of range: 49'],
    [r`"tacocat".substring(4, 3) == ""`, 'invalid substring range. start: 4, end: 3'],
    [r`[dyn('a'), dyn(1)].join()`, 'join: invalid input: 1'],
    [r`[dyn('a'), dyn(1.5)].join('-')`, 'join: invalid input: 1.5'],
  ];
  it.each(errors)('%s → %s', (expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });

  it('charAt on an int does not type-check', () => {
    const out = evaluate('42.charAt(2) == ""');
    expect('compileError' in out && out.compileError).toContain("found no matching overload for 'charAt' applied to 'int.(int)'");
  });
});

describe('cel-go strings extension, StringsVersion(0) (Kubernetes before 1.29)', () => {
  it('has the version-0 functions', () => {
    expect(evaluate(r`'TacoCat'.lowerAscii().split('c') == ['ta', 'o', 'at']`, '1.28', 'NewExpressions')).toEqual({ value: true });
  });
  it('has no strings.quote (version 1)', () => {
    const out = evaluate(r`strings.quote('a')`, '1.28', 'NewExpressions');
    expect('compileError' in out && out.compileError).toContain("undeclared reference to 'strings' (in container '')");
  });
  it('join converts the list to []string first', () => {
    expect(evaluate(r`[dyn('a'), dyn(1)].join()`, '1.28', 'NewExpressions')).toEqual({ error: "unsupported type conversion from 'int' to string" });
  });
  it('is removed at 1.29 (StoredExpressions keep version 2 only)', () => {
    expect(evaluate(r`strings.quote('a')`, '1.29', 'StoredExpressions')).toEqual({ value: '"a"' });
  });
});
