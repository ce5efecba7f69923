// Bad input never throws (engine rule): compile() and eval() over mutated cel-spec expressions and
// random token soup, deterministic seed. Any exception fails the test with the offending input.
import { describe, expect, it } from 'vitest';
import { tests as conformance } from '@bufbuild/cel-spec/testdata/conformance.js';
import { compile, createEnv, parseExpr, program, T, twoVarComprehensionsLibrary } from '../../../src/engine/cel';

type J = any;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TOKENS = [
  '1',
  '2u',
  '3.5',
  "'s'",
  'b"x"',
  'x',
  'self',
  '.',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  '?',
  '+',
  '-',
  '*',
  '/',
  '%',
  '==',
  '!=',
  '<',
  '&&',
  '||',
  '!',
  'in',
  'has',
  'all',
  'map',
  'size',
  'true',
  'null',
  '.?',
  '[?',
  '`',
  '"',
  '\\',
  '😀',
  '\n',
];

describe('never throws on user input', () => {
  const env = createEnv({
    variables: { self: T.list(T.string), x: T.dyn },
    libraries: [twoVarComprehensionsLibrary],
    features: { optionalTypes: true, crossTypeNumericComparisons: true, homogeneousAggregateLiterals: true },
  });
  const exprs: string[] = [];
  const walk = (s: J) => {
    for (const t of s.tests ?? []) exprs.push(t.original.expr);
    for (const c of s.suites ?? []) walk(c);
  };
  walk(conformance);

  it('mutated conformance expressions and token soup', () => {
    const r = rng(42);
    const inputs: string[] = [];
    for (const e of exprs) {
      const cut = Math.floor(r() * e.length);
      inputs.push(e.slice(0, cut), e.slice(cut), e.slice(0, cut) + TOKENS[Math.floor(r() * TOKENS.length)] + e.slice(cut));
    }
    for (let i = 0; i < 3000; i++) {
      const n = 1 + Math.floor(r() * 12);
      let s = '';
      for (let k = 0; k < n; k++) s += TOKENS[Math.floor(r() * TOKENS.length)] + (r() < 0.5 ? ' ' : '');
      inputs.push(s);
    }
    const act = { self: null, x: 1n };
    let compiled = 0;
    for (const input of inputs) {
      try {
        const c = compile(input, env);
        if (c.ast) {
          compiled++;
          program(c.ast, env, { optimize: true }).eval(act, { costLimit: 10_000 });
        }
        const p = parseExpr(input, env);
        if (p.ast) program(p.ast, env).eval(act, { costLimit: 10_000 });
      } catch (err) {
        throw new Error(`threw on ${JSON.stringify(input)}: ${(err as Error).stack}`, { cause: err });
      }
    }
    expect(inputs.length).toBeGreaterThan(9000);
    expect(compiled).toBeGreaterThan(100);
  });

  it('deep nesting and huge inputs stop with cel-go messages', () => {
    const cases: [string, string][] = [
      // cel-go's ANTLR recursion listener (nesting) and visitor depth (operator/selection chains)
      ['['.repeat(1000) + ']'.repeat(1000), 'expression recursion limit exceeded: 250'],
      ['a' + '.b'.repeat(251), 'max recursion depth exceeded'],
      ['1' + ' + 1'.repeat(251), 'max recursion depth exceeded'],
      ['1' + ' + 1'.repeat(30000), 'expression code point size exceeds limit: size: 120001, limit 100000'],
    ];
    for (const [e, msg] of cases) {
      const c = compile(e, env);
      expect(c.ast).toBeUndefined();
      expect(c.issues[0]!.message).toBe(msg);
    }
  });

  it('long chains within the limits compile and evaluate (&& / || are balanced as cel-go does)', () => {
    const cases: [string, unknown][] = [
      ['1' + ' + 1'.repeat(249), 250n],
      ['true' + ' && true'.repeat(10000), true],
      ['-'.repeat(5001) + '1', -1n],
    ];
    for (const [e, want] of cases) {
      const c = compile(e, env);
      expect(c.issues).toEqual([]);
      expect(program(c.ast!, env).eval({})).toMatchObject({ value: want });
    }
  });
});
