// Compile-time errors: cel-go's message texts, positions and display form (common/error.go
// ToDisplayString, checker/errors.go, parser/macro.go, parser ANTLR wording).
import { describe, expect, it } from 'vitest';
import { compile, createEnv, formatIssues, formatType, T, type EnvFeatures } from '../../../src/engine/cel';

const rows: { name: string; expr: string; vars?: Record<string, ReturnType<typeof T.list>>; features?: Partial<EnvFeatures>; want: string }[] = [
  {
    name: 'checker noMatchingOverload (int == bool)',
    expr: 'self == true',
    vars: { self: T.int },
    want: "ERROR: <input>:1:6: found no matching overload for '_==_' applied to '(int, bool)'\n | self == true\n | .....^",
  },
  {
    name: 'checker undeclaredReference',
    expr: 'x + 1',
    want: "ERROR: <input>:1:1: undeclared reference to 'x' (in container '')\n | x + 1\n | ^",
  },
  {
    name: 'macro MakeHas: invalid argument to has() macro (reported at the argument)',
    expr: 'has(self)',
    vars: { self: T.map(T.string, T.int) },
    want: 'ERROR: <input>:1:5: invalid argument to has() macro\n | has(self)\n | ....^',
  },
  {
    name: 'checker noMatchingOverload for a member call prints the receiver',
    expr: "'abc'.startsWith(1)",
    want: "ERROR: <input>:1:17: found no matching overload for 'startsWith' applied to 'string.(int)'\n | 'abc'.startsWith(1)\n | ................^",
  },
  {
    name: 'checker typeDoesNotSupportFieldSelection',
    expr: 'self.x',
    vars: { self: T.int },
    want: "ERROR: <input>:1:5: type 'int' does not support field selection\n | self.x\n | ....^",
  },
  {
    name: 'parser ANTLR: mismatched input at end of input',
    expr: '1 +',
    want: "ERROR: <input>:1:4: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}\n | 1 +\n | ...^",
  },
  {
    name: 'parser: reserved identifier',
    expr: 'while',
    want: 'ERROR: <input>:1:1: reserved identifier: while\n | while\n | ^',
  },
  {
    name: 'parser: token recognition error, then ANTLR continues with the remaining tokens',
    expr: '1 # 2',
    want: "ERROR: <input>:1:3: Syntax error: token recognition error at: '#'\n | 1 # 2\n | ..^\n" + "ERROR: <input>:1:5: Syntax error: extraneous input '2' expecting <EOF>\n | 1 # 2\n | ....^",
  },
  {
    name: 'macro quantifier: argument must be a simple name',
    expr: '[1].all(1, true)',
    want: 'ERROR: <input>:1:9: argument must be a simple name\n | [1].all(1, true)\n | ........^',
  },
  {
    name: 'optional syntax rejected without OptionalTypes',
    expr: "{'a': 1}.?a",
    features: { optionalTypes: false },
    want: "ERROR: <input>:1:9: unsupported syntax '.?'\n | {'a': 1}.?a\n | ........^",
  },
  {
    name: 'HomogeneousAggregateLiterals: list literal with mixed types',
    expr: "[1, 'a']",
    features: { homogeneousAggregateLiterals: true },
    want: "ERROR: <input>:1:5: expected type 'int' but found 'string'\n | [1, 'a']\n | ....^",
  },
  {
    name: 'CrossTypeNumericComparisons disabled: int < double does not type-check',
    expr: '1 < 2.0',
    features: { crossTypeNumericComparisons: false },
    want: "ERROR: <input>:1:3: found no matching overload for '_<_' applied to '(int, double)'\n | 1 < 2.0\n | ..^",
  },
  {
    name: 'ValidateDurationLiterals: invalid duration argument',
    expr: "duration('1x')",
    features: { validateDurationLiterals: true },
    want: "ERROR: <input>:1:10: invalid duration argument\n | duration('1x')\n | .........^",
  },
  {
    name: 'ValidateRegexLiterals: invalid matches argument',
    expr: "'a'.matches('(')",
    features: { validateRegexLiterals: true },
    want: "ERROR: <input>:1:13: invalid matches argument\n | 'a'.matches('(')\n | ............^",
  },
  {
    name: 'errors on the second line; sorted by position',
    expr: 'true &&\n  y || z',
    want: "ERROR: <input>:2:3: undeclared reference to 'y' (in container '')\n |   y || z\n | ..^\n" + "ERROR: <input>:2:8: undeclared reference to 'z' (in container '')\n |   y || z\n | .......^",
  },
  {
    name: 'comprehension range must be list or map',
    expr: '1.all(x, true)',
    want: "ERROR: <input>:1:1: expression of type 'int' cannot be range of a comprehension (must be list, map, or dynamic)\n | 1.all(x, true)\n | ^",
  },
];

describe('compile errors as cel-go reports them', () => {
  it.each(rows)('$name', ({ expr, vars, features, want }) => {
    const env = createEnv({ variables: vars ?? {}, features: { optionalTypes: true, ...features } });
    const r = compile(expr, env);
    expect(r.ast).toBeUndefined();
    expect(formatIssues(r.issues, expr)).toBe(want);
  });

  it('HomogeneousAggregateLiterals exempts arguments of declared functions (cel-go validator exempt list)', () => {
    const fmt = {
      name: 'fmt',
      homogeneousLiteralExemptFunctions: ['format'],
      functions: [{ name: 'format', overloads: [{ id: 'string_format', member: true, args: [T.string, T.list(T.dyn)], result: T.string }] }],
    };
    const env = createEnv({ libraries: [fmt], features: { homogeneousAggregateLiterals: true } });
    expect(compile("'%d %s'.format([1, 'a'])", env).issues).toEqual([]);
    expect(formatIssues(compile("[[1, 'a']]", env).issues, "[[1, 'a']]")).toBe("ERROR: <input>:1:6: expected type 'int' but found 'string'\n | [[1, 'a']]\n | .....^");
  });

  it('never throws on deeply nested input (ANTLR recursion listener, cel-go message)', () => {
    const expr = '('.repeat(300) + '1' + ')'.repeat(300);
    const r = compile(expr, createEnv());
    expect(r.issues.map((i) => i.message)).toEqual(['expression recursion limit exceeded: 250']);
    expect(formatIssues(r.issues, expr)).toBe('ERROR: <input>:-1:0: expression recursion limit exceeded: 250');
  });

  it('reports output types as cel-go names them', () => {
    const env = createEnv({ variables: { self: T.list(T.string) }, features: { optionalTypes: true } });
    const cases: [string, string][] = [
      ['self.map(x, x.size())', 'list(int)'],
      ["{'a': duration('1s')}", 'map(string, duration)'],
      ['self[?0]', 'optional_type(string)'],
      ['type(1)', 'type(int)'],
    ];
    for (const [e, t] of cases) {
      const r = compile(e, env);
      expect(r.issues).toEqual([]);
      expect(formatType(r.outputType)).toBe(t);
    }
  });
});
