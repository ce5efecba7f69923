// batch `validate` with the cost budget, the per-call limit and the x-kubernetes-validations
// validator alone (`"only": "cel"`), as apiextensions-apiserver's cel validator unit tests call it
// (pkg/apiserver/schema/cel/validation_test.go).
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/cli/batch';

type Diag = { field: string; type: string; detail: string; message: string };
const ask = (req: unknown) => answer(JSON.stringify(req), {}) as { errors: Diag[]; remainingBudget?: number; error?: string };

const RUNTIME_CEL_COST_BUDGET = 10_000_000;
const strSchema = (rule: { rule: string; message?: string; messageExpression?: string }) => ({
  type: 'object',
  properties: { str: { type: 'string' } },
  'x-kubernetes-validations': [rule],
});

describe('batch validate: costBudget and perCallLimit', () => {
  // TestCELValidationLimit "test limit"
  it('a budget of 0 runs out before the first rule; a per-call limit of 0 stops the rule', () => {
    const schema = { type: 'object', properties: { val1: { type: 'integer' } }, 'x-kubernetes-validations': [{ rule: 'self.val1 > 0' }] };
    const object = { val1: 9223372036854775807n };
    const line = (req: object) => answer(JSON.stringify(req, (_k, v) => (typeof v === 'bigint' ? `@@${v}@@` : v)).replace(/"@@(-?\d+)@@"/g, '$1'), {}) as ReturnType<typeof ask>;
    const budget = line({ op: 'validate', schema, object, costBudget: 0 });
    expect(budget.errors.map((e) => [e.type, e.detail])).toEqual([['FieldValueInvalid', 'validation failed due to running out of cost budget, no further validation rules will be run']]);
    const perCall = line({ op: 'validate', schema, object, perCallLimit: 0, costBudget: RUNTIME_CEL_COST_BUDGET });
    expect(perCall.errors).toHaveLength(1);
    expect(perCall.errors[0]!.type).toBe('FieldValueInvalid');
    expect(perCall.errors[0]!.detail).toContain('no further validation rules will be run due to call cost exceeds limit for rule');
    // without the limits the rule passes
    expect(line({ op: 'validate', schema, object }).errors).toEqual([]);
  });

  // TestMessageExpression: rule "false" on {str: "a string"}; expected validation error (contained) and remaining budget
  it.each([
    ['no cost error expected', { messageExpression: '"static string"' }, 300, undefined, 'static string', 300],
    [
      'messageExpression takes precedence over message',
      { message: 'invisible', messageExpression: '"this is messageExpression"' },
      RUNTIME_CEL_COST_BUDGET,
      undefined,
      'this is messageExpression',
      undefined,
    ],
    ['default rule message used if messageExpression does not eval to string', { messageExpression: 'true' }, RUNTIME_CEL_COST_BUDGET, undefined, 'failed rule', RUNTIME_CEL_COST_BUDGET],
    ['limit exceeded', { messageExpression: '"string 1" + "string 2" + "string 3"' }, 1, undefined, 'messageExpression evaluation failed due to running out of cost budget', -1],
    ['messageExpression budget (str concat)', { messageExpression: '"str1 " + self.str' }, 50, undefined, 'str1 a string', 46],
    [
      'runtime cost preserved if messageExpression fails during evaluation',
      { message: 'message not messageExpression', messageExpression: '"str1 " + ["a", "b", "c", "d"][4]' },
      50,
      undefined,
      'message not messageExpression',
      47,
    ],
    ['runtime cost preserved if messageExpression fails during evaluation (no message set)', { messageExpression: '"str1 " + ["a", "b", "c", "d"][4]' }, 50, undefined, 'failed rule', 47],
    [
      'per-call limit exceeded during messageExpression execution',
      { messageExpression: '"string 1" + "string 2" + "string 3"' },
      RUNTIME_CEL_COST_BUDGET,
      1,
      'call cost exceeds limit for messageExpression',
      -1,
    ],
    [
      'messageExpression is not allowed to generate a string with newlines',
      { message: 'message not messageExpression', messageExpression: '"str with \\na newline"' },
      RUNTIME_CEL_COST_BUDGET,
      undefined,
      'message not messageExpression',
      undefined,
    ],
    [
      'messageExpression is not allowed to generate messages >5000 characters',
      { message: 'message not messageExpression', messageExpression: `"${'a'.repeat(5121)}"` },
      RUNTIME_CEL_COST_BUDGET,
      undefined,
      'message not messageExpression',
      undefined,
    ],
    [
      'messageExpression is not allowed to generate an empty string',
      { message: 'message not messageExpression', messageExpression: 'string("")' },
      RUNTIME_CEL_COST_BUDGET,
      undefined,
      'message not messageExpression',
      undefined,
    ],
    [
      'messageExpression is not allowed to generate a string with only spaces',
      { message: 'message not messageExpression', messageExpression: 'string("     ")' },
      RUNTIME_CEL_COST_BUDGET,
      undefined,
      'message not messageExpression',
      undefined,
    ],
  ])('TestMessageExpression %s', (_name, rule, costBudget, perCallLimit, wantErr, wantRemaining) => {
    const r = ask({ op: 'validate', only: 'cel', schema: strSchema({ rule: 'false', ...rule }), object: { str: 'a string' }, costBudget, ...(perCallLimit !== undefined ? { perCallLimit } : {}) });
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.message).toContain(wantErr);
    if (wantRemaining !== undefined) expect(r.remainingBudget).toBe(wantRemaining);
    else expect(typeof r.remainingBudget).toBe('number');
  });

  it('remainingBudget is answered only when a costBudget is asked for', () => {
    expect(ask({ op: 'validate', schema: strSchema({ rule: 'true' }), object: { str: 'x' } })).toEqual({ errors: [] });
    expect(ask({ op: 'validate', schema: strSchema({ rule: 'true' }), object: { str: 'x' }, costBudget: 5 })).toEqual({ errors: [], remainingBudget: 5 });
  });

  it.each([
    [{ costBudget: 1.5 }, '"costBudget" must be an integer'],
    [{ costBudget: '10' }, '"costBudget" must be an integer'],
    [{ perCallLimit: -1 }, '"perCallLimit" must be an integer >= 0'],
    [{ only: 'schema' }, '"only" must be "cel" (the x-kubernetes-validations validator alone)'],
  ])('a malformed field is refused: %j', (extra, error) => {
    expect(ask({ op: 'validate', schema: strSchema({ rule: 'true' }), object: {}, ...extra })).toEqual({ error });
  });
});

describe('batch validate only: cel', () => {
  // TestValidationExpressions "invalid data": the validator alone reports how the data misfits the schema
  const schema = {
    type: 'object',
    properties: {
      o: { type: 'object', properties: { field: { type: 'string' } } },
      m: { type: 'object', additionalProperties: { type: 'string' } },
      l: { type: 'array', items: { type: 'string' } },
      s: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'string' } },
      lm: { type: 'array', 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['k'], items: { type: 'object', properties: { k: { type: 'string' }, v: { type: 'string' } } } },
      intorstring: { 'x-kubernetes-int-or-string': true },
      nullable: { type: 'array', items: { type: 'string' } },
    },
  };
  const object = { o: [], m: [], l: {}, s: {}, lm: {}, intorstring: true, nullable: [null] };
  it.each([
    ['has(self.o)', 'invalid data, expected a map for the provided schema with type=object'],
    ['has(self.m)', 'invalid data, expected a map for the provided schema with type=object'],
    ['has(self.l)', 'invalid data, expected an array for the provided schema with type=array'],
    ['has(self.s)', 'invalid data, expected an array for the provided schema with type=array'],
    ['has(self.lm)', 'invalid data, expected an array for the provided schema with type=array'],
    ['has(self.intorstring)', 'invalid data, expected XIntOrString value to be either a string or integer'],
    ["self.nullable[0] == 'x'", 'invalid data, got null for schema with nullable=false'],
  ])('%s → %s', (rule, want) => {
    const r = ask({ op: 'validate', only: 'cel', schema: { ...schema, 'x-kubernetes-validations': [{ rule }] }, object });
    expect(r.errors.length).toBeGreaterThan(0);
    for (const e of r.errors) {
      expect(e.type).toBe('FieldValueInvalid');
      expect(e.message).toContain(want);
    }
  });

  it('without "only" the schema errors block the rules instead', () => {
    const r = ask({ op: 'validate', schema: { ...schema, 'x-kubernetes-validations': [{ rule: 'has(self.o)' }] }, object });
    expect(r.errors.at(-1)!.detail).toBe('some validation rules were not checked because the object was invalid; correct the existing errors to complete validation');
  });
});
