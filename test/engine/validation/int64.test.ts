// int64 values beyond ±2^53 in OpenAPI validation (kube-openapi pkg/validation/validate). The
// decoders hold such values as bigints and float64 values as JS numbers (docs/decisions/0006-int64.md).
// - values.go MaximumNativeType / MinimumNativeType / MultipleOfNativeType: an int64 value is
//   checked against int64(limit), the limit being JSONSchemaProps' float64 (so
//   9223372036854775806 is the float64 2^63, whose int64 conversion is math.MinInt64 on amd64);
// - validator.go numberValidator (1.36+, kube-openapi 1d94e88): IsValueValidAgainstRange of the
//   value and of each limit, and the float64 fallback comparison when a limit is out of range;
// - type.go: a float64 is an integer only when swag.IsFloat64AJSONInteger (|f| <= 2^53-1);
// - validator.go basicCommonValidator: enum entries compared after reflect conversion.
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../src/engine/ops/validate-value';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { valueRendering } from '../../../src/engine/field/errorbody';

const obj = (x: JSONSchemaProps): JSONSchemaProps => ({ type: 'object', properties: { x } });
const run = (schema: JSONSchemaProps, x: JSONValue, kubeVersion: string) => validateValue(obj(schema), { x }, { kubeVersion }).map((e) => e.toString(valueRendering(kubeVersion)));

const MAX = 9223372036854775807n;
const MIN = -9223372036854775808n;

describe('int64 values beyond 2^53 against numeric keywords', () => {
  it.each<[string, JSONSchemaProps, JSONValue, string, string[]]>([
    // int64(float64(9223372036854775806)) is math.MinInt64: every int64 fails before 1.36
    [
      'maximum 9223372036854775806 (float64 2^63), 1.35',
      { type: 'integer', maximum: 2 ** 63 /* 9223372036854775806 as JSONSchemaProps' float64 holds it */ },
      MAX,
      '1.35',
      ['x: Invalid value: 9223372036854775807: x in body should be less than or equal to -9223372036854775808'],
    ],
    // from 1.36 the limit fails the int64 range check and the value is compared as float64
    [
      'maximum 9223372036854775806 (float64 2^63), 1.37',
      { type: 'integer', maximum: 2 ** 63 /* 9223372036854775806 as JSONSchemaProps' float64 holds it */ },
      MAX,
      '1.37',
      ['<nil>: Invalid value: "": Maximum boundary value must be of type integer (default format) in x'],
    ],
    // a float64 limit below 2^63 converts exactly: neighbours of it are told apart
    [
      'maximum 9223372036854774784, value one above',
      { type: 'integer', maximum: 9223372036854774784 },
      9223372036854774785n,
      '1.37',
      ['x: Invalid value: 9223372036854774785: x in body should be less than or equal to 9223372036854774784'],
    ],
    ['maximum 9223372036854774784, value equal', { type: 'integer', maximum: 9223372036854774784 }, 9223372036854774784n, '1.37', []],
    [
      'exclusiveMaximum, value equal',
      { type: 'integer', maximum: 9223372036854774784, exclusiveMaximum: true },
      9223372036854774784n,
      '1.35',
      ['x: Invalid value: 9223372036854774784: x in body should be less than 9223372036854774784'],
    ],
    [
      'minimum -2^63, exclusive',
      { type: 'integer', minimum: -9223372036854775808, exclusiveMinimum: true },
      MIN,
      '1.37',
      ['x: Invalid value: -9223372036854775808: x in body should be greater than -9223372036854775808'],
    ],
    ['minimum -2^63, one above', { type: 'integer', minimum: -9223372036854775808, exclusiveMinimum: true }, MIN + 1n, '1.37', []],
    [
      'minimum 2^60, one below',
      { type: 'integer', minimum: 1152921504606846976 },
      1152921504606846975n,
      '1.35',
      ['x: Invalid value: 1152921504606846975: x in body should be greater than or equal to 1152921504606846976'],
    ],
    // as float64 both would be 2^63, a multiple of 2
    ['multipleOf 2, odd int64', { type: 'integer', multipleOf: 2 }, MAX, '1.37', ['x: Invalid value: 9223372036854775807: x in body should be a multiple of 2']],
    ['multipleOf 2, even int64', { type: 'integer', multipleOf: 2 }, MAX - 1n, '1.37', []],
    ['enum of int64, another value', { type: 'integer', enum: [MAX] }, MAX - 1n, '1.37', ['x: Unsupported value: 9223372036854775806: supported values: "9223372036854775807"']],
    ['enum of int64, the value', { type: 'integer', enum: [MAX, 1] }, MAX, '1.37', []],
    ['int64 in a number field (isIntFloat)', { type: 'number' }, MAX, '1.37', []],
    // the value's kind picks MaximumNativeType's int64 branch in a number field too: int64(1e19) is math.MinInt64
    [
      'int64 in a number field, maximum 1e19',
      { type: 'number', maximum: 1e19 },
      MAX,
      '1.37',
      ['x: Invalid value: 9223372036854775807: x in body should be less than or equal to -9223372036854775808'],
    ],
    ['format int32, 1.37', { type: 'integer', format: 'int32' }, MAX, '1.37', ['<nil>: Invalid value: "": Checked value must be of type integer with format int32 in x']],
    ['format int32, 1.35', { type: 'integer', format: 'int32' }, MAX, '1.35', []],
    ['format int64', { type: 'integer', format: 'int64' }, MIN, '1.37', []],
    // float64 values: beyond 2^53-1 they are no JSON integers
    ['float64 2^53 in an integer field', { type: 'integer' }, 9007199254740992, '1.35', ['x: Invalid value: "number": x in body must be of type integer: "number"']],
    ['float64 2^53-1 in an integer field', { type: 'integer' }, 9007199254740991, '1.35', []],
    [
      'float64 9223372036854775808 (beyond int64) in an integer field, 1.35',
      { type: 'integer' },
      9223372036854775808,
      '1.35',
      ['x: Invalid value: "number": x in body must be of type integer: "number"'],
    ],
    [
      'float64 9223372036854775808 (beyond int64) in an integer field, 1.37',
      { type: 'integer' },
      9223372036854775808,
      '1.37',
      ['x: Invalid value: "number": x in body must be of type integer: "number"', '<nil>: Invalid value: "": Checked value must be of type integer (default format) in x'],
    ],
    ['float64 9223372036854775808 in a number field', { type: 'number' }, 9223372036854775808, '1.37', []],
  ])('%s', (_n, schema, x, kubeVersion, want) => {
    expect(run(schema, x, kubeVersion)).toEqual(want);
  });
});
