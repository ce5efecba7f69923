// encoding/json scanner.go: the SyntaxError text json.Unmarshal (checkValid, then scanner.eof,
// which steps a space through the state the text ended in) gives for a text that is not JSON;
// quoteChar renders the offending byte ('\'' and '"' special, else strconv.Quote's escapes).
import { describe, expect, it } from 'vitest';
import { goJSONSyntaxError } from '../../../src/engine/golang/jsonsyntax';

describe('goJSONSyntaxError: encoding/json scanner.go texts', () => {
  it.each([
    ['not json', "invalid character 'o' in literal null (expecting 'u')"],
    ['nul', "invalid character ' ' in literal null (expecting 'l')"],
    ['{"a":tru}', "invalid character '}' in literal true (expecting 'e')"],
    ['{"a":fals', "invalid character ' ' in literal false (expecting 'e')"],
    ['{"a":1,}', "invalid character '}' looking for beginning of object key string"],
    ["{'a':1}", "invalid character '\\'' looking for beginning of object key string"],
    ['[1,]', "invalid character ']' looking for beginning of value"],
    ['x', "invalid character 'x' looking for beginning of value"],
    ['é', "invalid character 'Ã' looking for beginning of value"], // the first byte of its UTF-8
    ['{"a" 1}', "invalid character '1' after object key"],
    ['{"a":1 "b":2}', "invalid character '\"' after object key:value pair"],
    ['[1 2]', "invalid character '2' after array element"],
    ['{"a":1} x', "invalid character 'x' after top-level value"],
    ['01', "invalid character '1' after top-level value"],
    ['{"a":"b', 'unexpected end of JSON input'],
    ['{', 'unexpected end of JSON input'],
    ['[1,', 'unexpected end of JSON input'],
    ['{"a":"\u0001"}', "invalid character '\\x01' in string literal"],
    ['{"a":"\t"}', "invalid character '\\t' in string literal"],
    ['{"a":"\\q"}', "invalid character 'q' in string escape code"],
    ['{"a":"\\u12G4"}', "invalid character 'G' in \\u hexadecimal character escape"],
    ['"\\u12', "invalid character ' ' in \\u hexadecimal character escape"],
    ['-', "invalid character ' ' in numeric literal"],
    ['-a', "invalid character 'a' in numeric literal"],
    ['1.', "invalid character ' ' after decimal point in numeric literal"],
    ['1.e5', "invalid character 'e' after decimal point in numeric literal"],
    ['[1e+]', "invalid character ']' in exponent of numeric literal"],
    ['1e', "invalid character ' ' in exponent of numeric literal"],
  ])('%s → %s', (text, message) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(goJSONSyntaxError(text)).toBe(message);
  });

  it.each(['{}', '[]', ' {"a": [1, -2.5e+3, true, false, null, "x\\n\\u00e9"]} ', '0', '"s"', '{"a":{"b":[[],{}]}}'])('%s is JSON: no error', (text) => {
    expect(goJSONSyntaxError(text)).toBeUndefined();
  });
});
