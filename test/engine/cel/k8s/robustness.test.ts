// The engine never throws on user input: the parsers and formatters of the libraries answer every
// string (including the hostile inputs of apimachinery's quantity parse grid) with a value or an error.
import { describe, expect, it } from 'vitest';
import { stringToCIDR } from '../../../../src/engine/cel/k8s/cidr';
import { CONSTANT_FORMATS, formatValidate } from '../../../../src/engine/cel/k8s/format';
import { stringToIP } from '../../../../src/engine/cel/k8s/ip';
import { parseQuantity, Quantity, quantityAdd, quantityAsApproximateFloat, quantityString } from '../../../../src/engine/cel/k8s/quantity';
import { regexFindAll } from '../../../../src/engine/cel/k8s/regex';
import { stringToSemver } from '../../../../src/engine/cel/k8s/semver';
import { stringFormat } from '../../../../src/engine/cel/k8s/stringsFormat';
import { split, replace, substring } from '../../../../src/engine/cel/k8s/strings';
import { stringToURL } from '../../../../src/engine/cel/k8s/urls';
import { ArrayList } from '../../../../src/engine/cel/values';

const GRID_EXTRAS = [
  '1e',
  '1e+',
  '1e-',
  '-3.01e-',
  '1e1.5',
  '1e.5',
  '1e3k',
  '1E3Ki',
  '1e+-3',
  '1..5',
  '1-',
  '++1',
  '1,5',
  '1_000',
  '0x10',
  '1/2',
  '１',
  '٣',
  '−1',
  '1\x00',
  'Inf',
  '+Inf',
  'NaN',
  'Infinity',
  '0e9223372036854775807',
  '1e9223372036854775807',
  '0e9223372036854775808',
  '1e-9223372036854775808',
  '1e18446744073709551616',
  '1e99999999999999999999',
  '8Ei',
  '-8Ei',
  '-0.0001Ki',
  '0.000000001Ki',
  '-0.0009765625Ki',
  '1µ',
  '1 Ki',
  '.',
  '+',
  '-',
  '9'.repeat(100),
  `1${'0'.repeat(60)}e-70`,
];

function pseudoRandomStrings(n: number): string[] {
  const alphabet = '0123456789.+-eEiKMGTPnumk:/%[]@?#&=abcxyz \u00e9😀';
  const chars = Array.from(alphabet);
  let seed = 42;
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed);
  return Array.from({ length: n }, () => Array.from({ length: next() % 12 }, () => chars[next() % chars.length]).join(''));
}

describe('library parsers never throw', () => {
  const inputs = [...GRID_EXTRAS, ...pseudoRandomStrings(3000)];
  it('quantity parse, String(), add and float conversion', () => {
    const one = parseQuantity('1') as Quantity;
    for (const s of inputs) {
      const q = parseQuantity(s);
      if (q instanceof Quantity) {
        expect(typeof quantityString(q)).toBe('string');
        expect(typeof quantityAsApproximateFloat(q)).toBe('number');
        quantityAdd(q, one);
      }
    }
  });
  it('ip, cidr, url, semver, format validation, string format, regex and string functions', () => {
    const undefinedResults: string[] = [];
    for (const s of inputs) {
      const results = [
        stringToIP(s),
        stringToCIDR(s),
        stringToURL(s),
        stringToSemver(s),
        stringToSemver(s, true),
        ...Object.values(CONSTANT_FORMATS).map((f) => formatValidate(f, s)),
        stringFormat(s, new ArrayList([1n, 'x', 1.5])),
        regexFindAll('abc', s),
        split(s, '', 3n),
        replace(s, '', '_'),
        substring(s, 1n),
      ];
      if (results.some((r) => r === undefined)) undefinedResults.push(s);
    }
    expect(undefinedResults).toEqual([]);
  });
  it('a quantity sum across a huge exponent gap is an error, not a hang', () => {
    const r = quantityAdd(parseQuantity('1Ki') as Quantity, parseQuantity('1e1000000') as Quantity);
    expect(r).not.toBeInstanceOf(Quantity);
  });
});
