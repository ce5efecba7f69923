import { describe, expect, it } from 'vitest';
import { Scanner } from '../../../src/engine/gosource/scanner';

/** The tokens of src as `kind` (operators, keywords), `KIND:text` (literals) and `;` / `;\n` (explicit / automatic). */
function tokens(src: string): { toks: string[]; errors: string[] } {
  const errors: string[] = [];
  const s = new Scanner(src, (offset, message) => errors.push(`${offset}: ${message}`));
  const toks: string[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = s.scan();
    if (t === 'EOF') break;
    if (t === ';') toks.push(s.lit === '\n' ? ';\\n' : ';');
    else if (/^[A-Z]+$/.test(t)) toks.push(`${t}:${s.lit}`);
    else toks.push(t);
  }
  return { toks, errors };
}

describe('go/scanner tokens', () => {
  // go/scanner scanner_test.go `tokens`: every literal form, keyword and operator.
  const cases: [string, string[]][] = [
    ['foo _ a۰۱۸ bar9876 ŝ', ['IDENT:foo', 'IDENT:_', 'IDENT:a۰۱۸', 'IDENT:bar9876', 'IDENT:ŝ', ';\\n']],
    ['0 1 123456789012345678890 01234567 0xcafebabe', ['INT:0', 'INT:1', 'INT:123456789012345678890', 'INT:01234567', 'INT:0xcafebabe', ';\\n']],
    ['0. .0 3.14159265 1e0 1e+100 1e-100 2.71828e-1000', ['FLOAT:0.', 'FLOAT:.0', 'FLOAT:3.14159265', 'FLOAT:1e0', 'FLOAT:1e+100', 'FLOAT:1e-100', 'FLOAT:2.71828e-1000', ';\\n']],
    [
      '0i 1i 012345678901234567889i 123456789012345678890i 0.i .0i 3.14159265i 1e0i',
      ['IMAG:0i', 'IMAG:1i', 'IMAG:012345678901234567889i', 'IMAG:123456789012345678890i', 'IMAG:0.i', 'IMAG:.0i', 'IMAG:3.14159265i', 'IMAG:1e0i', ';\\n'],
    ],
    ['0b1011 0o660 0x_67_7a 1_000 0x1p-2 0X.8P+1', ['INT:0b1011', 'INT:0o660', 'INT:0x_67_7a', 'INT:1_000', 'FLOAT:0x1p-2', 'FLOAT:0X.8P+1', ';\\n']],
    [`'a' '\\000' '\\xFF' '\\uff16' '\\U0000ff16'`, [`CHAR:'a'`, `CHAR:'\\000'`, `CHAR:'\\xFF'`, `CHAR:'\\uff16'`, `CHAR:'\\U0000ff16'`, ';\\n']],
    ['`foobar` `' + 'foo\nbar`', ['STRING:`foobar`', 'STRING:`foo\nbar`', ';\\n']],
    ['"foobar" "a\\"b"', ['STRING:"foobar"', 'STRING:"a\\"b"', ';\\n']],
    [
      '+ - * / % & | ^ << >> &^ += -= *= /= %= &= |= ^= <<= >>= &^= && || <- ++ -- == < > = ! ~ != <= >= := ...',
      [
        '+',
        '-',
        '*',
        '/',
        '%',
        '&',
        '|',
        '^',
        '<<',
        '>>',
        '&^',
        '+=',
        '-=',
        '*=',
        '/=',
        '%=',
        '&=',
        '|=',
        '^=',
        '<<=',
        '>>=',
        '&^=',
        '&&',
        '||',
        '<-',
        '++',
        '--',
        '==',
        '<',
        '>',
        '=',
        '!',
        '~',
        '!=',
        '<=',
        '>=',
        ':=',
        '...',
      ],
    ],
    ['( [ { , ; . ) ] } :', ['(', '[', '{', ',', ';', '.', ')', ']', '}', ':']],
    [
      'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var',
      [
        'break',
        'case',
        'chan',
        'const',
        'continue',
        'default',
        'defer',
        'else',
        'fallthrough',
        'for',
        'func',
        'go',
        'goto',
        'if',
        'import',
        'interface',
        'map',
        'package',
        'range',
        'return',
        'select',
        'struct',
        'switch',
        'type',
        'var',
      ],
    ],
    ['/* a comment */ // a line comment', ['COMMENT:/* a comment */', 'COMMENT:// a line comment']],
  ];
  it.each(cases)('%s', (src, want) => {
    const r = tokens(src);
    expect(r.errors).toEqual([]);
    expect(r.toks).toEqual(want);
  });
});

describe('automatic semicolons (go/scanner TestSemicolons `lines`)', () => {
  // `$` marks where the scanner inserts a semicolon; since Go 1.20 the comments ending a line come before it.
  const cases: [string, string[]][] = [
    ['foo\n', ['IDENT:foo', ';\\n']],
    ['123\n', ['INT:123', ';\\n']],
    ["'x'\n", ["CHAR:'x'", ';\\n']],
    ['+\n', ['+']],
    ['(\n', ['(']],
    [')\n', [')', ';\\n']],
    [']\n', [']', ';\\n']],
    ['}\n', ['}', ';\\n']],
    ['++\n', ['++', ';\\n']],
    ['--\n', ['--', ';\\n']],
    ['break\n', ['break', ';\\n']],
    ['continue\n', ['continue', ';\\n']],
    ['fallthrough\n', ['fallthrough', ';\\n']],
    ['return\n', ['return', ';\\n']],
    ['case\n', ['case']],
    ['type\n', ['type']],
    ['foo//comment\n', ['IDENT:foo', 'COMMENT://comment', ';\\n']],
    ['foo//comment', ['IDENT:foo', 'COMMENT://comment', ';\\n']],
    ['foo/*comment*/\n', ['IDENT:foo', 'COMMENT:/*comment*/', ';\\n']],
    ['foo/*\n*/', ['IDENT:foo', 'COMMENT:/*\n*/', ';\\n']],
    ['foo/*comment*/ bar', ['IDENT:foo', 'COMMENT:/*comment*/', 'IDENT:bar', ';\\n']],
    ['foo/*\n*/bar', ['IDENT:foo', 'COMMENT:/*\n*/', ';\\n', 'IDENT:bar', ';\\n']],
    ['package main', ['package', 'IDENT:main', ';\\n']],
    ['\ufefffoo', ['IDENT:foo', ';\\n']],
    ['', []],
  ];
  it.each(cases)('%j', (src, want) => {
    expect(tokens(src).toks).toEqual(want);
  });

  it('puts the automatic semicolon at the newline (position of the line end)', () => {
    const s = new Scanner('a // c\nb', () => {});
    s.scan();
    s.scan();
    expect(s.scan()).toBe(';');
    expect(s.offset).toBe(6);
    expect(s.lineOf(s.offset)).toBe(1);
    s.scan();
    expect(s.lineOf(s.offset)).toBe(2);
  });
});

describe('go/scanner errors (scanner_test.go `errors`)', () => {
  const cases: [string, string, string][] = [
    ['\x00', 'ILLEGAL', '0: illegal character NUL'],
    ['#', 'ILLEGAL', "0: illegal character U+0023 '#'"],
    ['@', 'ILLEGAL', "0: illegal character U+0040 '@'"],
    ['a\ufeff', 'IDENT:a', '1: illegal byte order mark'],
    ["'", 'CHAR', '0: rune literal not terminated'],
    ["''", 'CHAR', '0: illegal rune literal'],
    ["'12'", 'CHAR', '0: illegal rune literal'],
    ["'\\8'", 'CHAR', '1: unknown escape sequence'],
    ["'\\08'", 'CHAR', "3: illegal character U+0038 '8' in escape sequence"],
    ["'\\x0g'", 'CHAR', "4: illegal character U+0067 'g' in escape sequence"],
    ["'\\Uffffffff'", 'CHAR', '1: escape sequence is invalid Unicode code point'],
    ['"\\ud800"', 'STRING', '1: escape sequence is invalid Unicode code point'],
    ['"abc', 'STRING', '0: string literal not terminated'],
    ['"abc\n', 'STRING', '0: string literal not terminated'],
    ['`abc', 'STRING', '0: raw string literal not terminated'],
    ['/*', 'COMMENT', '0: comment not terminated'],
    ['// a\u0000b', 'COMMENT', '4: illegal character NUL'],
    ['"a\ufeff"', 'STRING', '2: illegal byte order mark'],
    ['/* \ufeff */', 'COMMENT', '3: illegal byte order mark'],
    ['077', 'INT:077', ''],
    ['078', 'INT', "2: invalid digit '8' in octal literal"],
    ['078.', 'FLOAT:078.', ''],
    ['07801234567.', 'FLOAT:07801234567.', ''],
    ['078e0', 'FLOAT:078e0', ''],
    ['0x', 'INT', '2: hexadecimal literal has no digits'],
    ['0X', 'INT', '2: hexadecimal literal has no digits'],
    ['0b', 'INT', '2: binary literal has no digits'],
    ['0b12', 'INT', "3: invalid digit '2' in binary literal"],
    ['0o8', 'INT', "2: invalid digit '8' in octal literal"],
    ['0o1.2', 'FLOAT', '3: invalid radix point in octal literal'],
    ['1e', 'FLOAT', '2: exponent has no digits'],
    ['0x1.2', 'FLOAT', "5: hexadecimal mantissa requires a 'p' exponent"],
    ['0x1e2', 'INT:0x1e2', ''],
    ['0b1e2', 'FLOAT', "3: 'e' exponent requires decimal mantissa"],
    ['1p4', 'FLOAT', "1: 'p' exponent requires hexadecimal mantissa"],
    ['1_', 'INT', "1: '_' must separate successive digits"],
    ['1__2', 'INT', "2: '_' must separate successive digits"],
    ['0x_', 'INT', '3: hexadecimal literal has no digits'],
    ['0_x', 'INT', "1: '_' must separate successive digits"],
  ];
  it.each(cases)('%j', (src, first, err) => {
    const r = tokens(src);
    expect(r.toks[0].startsWith(first)).toBe(true);
    expect(r.errors[0] ?? '').toBe(err);
  });
});
