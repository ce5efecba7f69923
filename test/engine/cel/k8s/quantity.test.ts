// Rows from apiserver/pkg/cel/library/quantity_test.go (TestQuantity) and the resource.Quantity
// parse/canonical-form rules of apimachinery/pkg/api/resource (quantity_test.go).
import { describe, expect, it } from 'vitest';
import { parseQuantity, quantityAsInt64, quantityString, Quantity } from '../../../../src/engine/cel/k8s/quantity';
import { evaluate } from './harness';

const FORMAT_WRONG = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

describe('Kubernetes quantity library (TestQuantity)', () => {
  const rows: [string, string, unknown][] = [
    ['parse', 'quantity("12Mi") == quantity("12582912")', true],
    ['isQuantity', 'isQuantity("20")', true],
    ['isQuantity_megabytes', 'isQuantity("20M")', true],
    ['isQuantity_mebibytes', 'isQuantity("20Mi")', true],
    ['isQuantity_invalidSuffix', 'isQuantity("20Mo")', false],
    ['isQuantity_passingRegex', 'isQuantity("10Mm")', false],
    ['equality_reflexivity', 'quantity("200M") == quantity("200M")', true],
    ['equality_symmetry', 'quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")', true],
    ['equality_transitivity', 'quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M") && quantity("0.002G") == quantity("2000k")', true],
    ['inequality', 'quantity("200M") == quantity("0.3G")', false],
    ['quantity_less', 'quantity("50M").isLessThan(quantity("50Mi"))', true],
    ['quantity_less_obvious', 'quantity("50M").isLessThan(quantity("100M"))', true],
    ['quantity_less_false', 'quantity("100M").isLessThan(quantity("50M"))', false],
    ['quantity_greater', 'quantity("50Mi").isGreaterThan(quantity("50M"))', true],
    ['quantity_greater_obvious', 'quantity("150Mi").isGreaterThan(quantity("100Mi"))', true],
    ['quantity_greater_false', 'quantity("50M").isGreaterThan(quantity("100M"))', false],
    ['compare_equal', 'quantity("200M").compareTo(quantity("0.2G"))', 0n],
    ['compare_less', 'quantity("50M").compareTo(quantity("50Mi"))', -1n],
    ['compare_greater', 'quantity("50Mi").compareTo(quantity("50M"))', 1n],
    ['add_quantity', 'quantity("50k").add(quantity("20")) == quantity("50.02k")', true],
    ['add_int', 'quantity("50k").add(20).isLessThan(quantity("50020"))', false],
    ['sub_quantity', 'quantity("50k").sub(quantity("20")) == quantity("49.98k")', true],
    ['sub_int', 'quantity("50k").sub(20) == quantity("49980")', true],
    ['arith_chain_1', 'quantity("50k").add(20).sub(quantity("100k")).asInteger()', -49980n],
    ['arith_chain', 'quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger()', 20n],
    ['as_integer', 'quantity("50k").asInteger()', 50000n],
    ['is_integer (inf.Dec form)', 'quantity("9999999999999999999999999999999999999G").isInteger()', false],
    ['is_integer', 'quantity("50").isInteger()', true],
    ['as_float', 'quantity("50.703k").asApproximateFloat()', 50703],
    ['sign is a global overload (quantity_sign)', 'sign(quantity("-50k"))', -1n],
    ['sign of zero', 'sign(quantity("0"))', 0n],
    ['isInteger is false for a negative scale even when integral (int64Amount.AsInt64)', 'quantity("1000m").isInteger()', false],
  ];
  it.each(rows)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const errors: [string, string, string][] = [
    ['parseInvalidSuffix', 'quantity("10Mo")', FORMAT_WRONG],
    ['parseInvalidSuffixPassesRegex', 'quantity("10Mm")', "unable to parse quantity's suffix"],
    ['as_integer_error', 'quantity("9999999999999999999999999999999999999G").asInteger()', 'cannot convert value to integer'],
    ['empty string (ErrFormatWrong)', 'quantity("")', FORMAT_WRONG],
  ];
  it.each(errors)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });

  it('isQuantity_noOverload: compile error', () => {
    const r = evaluate('isQuantity([1, 2, 3])');
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'isQuantity' applied to '(list(int))'");
  });

  it('member-style sign() does not type-check (declared with cel.Overload)', () => {
    const r = evaluate('quantity("1").sign()');
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'sign' applied to 'kubernetes.Quantity.()'");
  });

  it('is absent before 1.28 (NewExpressions of 1.27)', () => {
    const r = evaluate('quantity("1") == quantity("1")', '1.27', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'quantity'");
  });
});

describe('resource.ParseQuantity and String() (apimachinery quantity_test.go)', () => {
  const canonical: [string, string][] = [
    ['1.5', '1500m'],
    ['1.5Gi', '1536Mi'],
    ['0', '0'],
    ['100m', '100m'],
    ['1000m', '1'],
    ['0.1m (nano precision: int64Amount{1, -4})', '100u'],
    ['1Ki', '1Ki'],
    ['1024', '1024'],
    ['2048Ki', '2Mi'],
    ['0.5Gi', '512Mi'],
    ['1e3', '1e3'],
    ['1.5e3', '1500'],
    ['1E', '1E'],
    ['-1Ki', '-1Ki'],
    ['12Mi', '12Mi'],
    ['50.02k', '50020'],
    ['.5', '500m'],
    ['1. (canonical-string cache keeps the input)', '1.'],
    ['0.0001', '100u'],
    ['1n', '1n'],
    ['0.000000001', '1n'],
    ['0.0000000001', '1n'],
    ['1u', '1u'],
    ['9Ei', '9223372036854775807'],
    ['+1', '+1'],
  ];
  it.each(canonical)('%s → %s', (label, want) => {
    const q = parseQuantity(label.split(' ')[0]!);
    expect(q).toBeInstanceOf(Quantity);
    expect(quantityString(q as Quantity)).toBe(want);
  });

  const invalid: [string, string][] = [
    ['1.1.M', FORMAT_WRONG],
    ['1+1.0M', FORMAT_WRONG],
    ['0.1mi', "unable to parse quantity's suffix"],
    ['0.1am', FORMAT_WRONG],
    ['aoeu', FORMAT_WRONG],
    ['.5i', "unable to parse quantity's suffix"],
    ['1i', "unable to parse quantity's suffix"],
    ['-3.01i', "unable to parse quantity's suffix"],
    ['-3.01e-', "unable to parse quantity's suffix"],
    ['   1', FORMAT_WRONG],
    ['1   ', FORMAT_WRONG],
    ['200K', "unable to parse quantity's suffix"],
  ];
  it.each(invalid)('%s is rejected', (input, want) => {
    const q = parseQuantity(input);
    expect(q).not.toBeInstanceOf(Quantity);
    expect((q as { message: string }).message).toBe(want);
  });

  it('a suffix without digits parses as zero (parseQuantityString defaults num to "0")', () => {
    const q = parseQuantity('Mi');
    expect(q).toBeInstanceOf(Quantity);
    expect(quantityString(q as Quantity)).toBe('0');
  });

  const asInt: [string, bigint | null][] = [
    ['50k', 50000n],
    ['1.5', null],
    ['9223372036854775807 (19 digits: inf.Dec form)', null],
    ['922337203685477580', 922337203685477580n],
    ['9223372036854775808', null],
    ['8Ei', null],
    ['7Ei (binary precision < 0: inf.Dec form)', null],
    ['7Ti', 7696581394432n],
    ['7Pi (binary precision < 0)', null],
    ['1e18', 1000000000000000000n],
    ['1e19', null],
  ];
  it.each(asInt)('AsInt64(%s)', (label, want) => {
    expect(quantityAsInt64(parseQuantity(label.split(' ')[0]!) as Quantity)).toBe(want);
  });
});
