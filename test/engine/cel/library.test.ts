// The library mechanism: versioned inclusion (apiserver/pkg/cel/environment filterAndBuildOpts),
// opaque types and receiver functions, object types from a TypeProvider, custom list equality
// (x-kubernetes-list-type set), and runtime cost tracking (cel-go interpreter/runtimecost.go).
import { describe, expect, it } from 'vitest';
import {
  ArrayList,
  CelError,
  CelList,
  HashMap,
  OpaqueValue,
  RecordObject,
  compile,
  createEnv,
  formatIssues,
  librariesFor,
  program,
  T,
  type Library,
  type TypeProvider,
  type Value,
  type VersionedLibrary,
} from '../../../src/engine/cel';

const lib = (name: string): Library => ({ name });
const versioned: VersionedLibrary[] = [
  { library: lib('always') },
  { library: lib('strings-v0'), removed: '1.29' },
  { library: lib('quantity'), introduced: '1.28' },
  { library: lib('ip'), introduced: '1.30' },
  { library: lib('gated'), introduced: '1.27', featureEnabled: () => false },
];

describe('librariesFor (NewExpressions vs StoredExpressions)', () => {
  it.each([
    ['1.28', 'NewExpressions', ['always', 'strings-v0', 'quantity']],
    ['1.28', 'StoredExpressions', ['always', 'strings-v0', 'quantity', 'ip', 'gated']],
    ['1.30', 'NewExpressions', ['always', 'quantity', 'ip']],
    ['1.30', 'StoredExpressions', ['always', 'quantity', 'ip', 'gated']],
  ] as const)('version %s %s', (v, mode, want) => {
    expect(librariesFor(versioned, v, mode).map((l) => l.name)).toEqual(want);
  });
});

class IP extends OpaqueValue {
  readonly celType = T.opaque('net.IP');
  constructor(readonly s: string) {
    super();
  }
  override equals(o: Value): boolean {
    return o instanceof IP && o.s === this.s;
  }
}
const IPT = T.opaque('net.IP');
const ipLib: Library = {
  name: 'test.ip',
  types: [IPT],
  functions: [
    { name: 'ip', overloads: [{ id: 'string_to_ip', args: [T.string], result: IPT, impl: (s) => new IP(s as string) }] },
    { name: 'family', overloads: [{ id: 'ip_family', member: true, args: [IPT], result: T.int, impl: (ip) => ((ip as IP).s.includes(':') ? 6n : 4n) }] },
  ],
  callCost: (fn) => (fn === 'family' ? 7 : undefined),
};

/** A list with set semantics: order-insensitive equality (apiserver/pkg/cel/common unstructuredSetList). */
class SetList extends CelList {
  constructor(readonly items: Value[]) {
    super();
  }
  get size() {
    return this.items.length;
  }
  get(i: number) {
    return this.items[i]!;
  }
  override hasCustomEquality() {
    return true;
  }
  override equals(o: CelList): boolean {
    return o.size === this.size && this.items.every((x) => o.contains(x));
  }
}

const provider: TypeProvider = {
  hasType: (n) => n === 'Spec',
  fieldType: (t, f) => (t === 'Spec' && f === 'replicas' ? T.int : t === 'Spec' && f === 'tags' ? T.list(T.string) : undefined),
};

describe('libraries, opaque types, object types', () => {
  const env = createEnv({ libraries: [ipLib], variables: { self: T.object('Spec') }, typeProvider: provider });
  const self = new RecordObject('Spec', { replicas: 3n, tags: new SetList(['a', 'b']) });
  const ev = (e: string) => {
    const c = compile(e, env);
    if (!c.ast) return formatIssues(c.issues, e);
    const r = program(c.ast, env).eval({ self });
    return 'error' in r ? { error: r.error } : { value: r.value, cost: r.cost };
  };
  it.each([
    ['receiver function on an opaque type, library cost hook', "ip('::1').family()", { value: 6n, cost: 8 }],
    ['opaque equality', "ip('1.2.3.4') == ip('1.2.3.4')", { value: true, cost: 3 }],
    ['object field from the TypeProvider', 'self.replicas + 1', { value: 4n, cost: 3 }],
    ['set-list equality ignores order', "self.tags == ['b', 'a']", { value: true, cost: 13 }],
    ['presence test on an object field', 'has(self.replicas)', { value: true, cost: 2 }],
    ['undefined field (checker undefinedField)', 'self.nonExistingField', "ERROR: <input>:1:5: undefined field 'nonExistingField'\n | self.nonExistingField\n | ....^"],
    ['absent object field at runtime', 'self.tags.size() > 0 && RecordObjectAbsent', expect.stringContaining('undeclared reference')],
  ] as const)('%s: %s', (_n, e, want) => {
    expect(ev(e)).toEqual(want);
  });
});

/** A library value declared as an object type (as Kubernetes declares kubernetes.Semver) whose == errors on foreign values. */
class Semver extends OpaqueValue {
  readonly celType = T.object('kubernetes.Semver');
  constructor(readonly v: string) {
    super();
  }
  override equals(o: Value): boolean | CelError {
    return o instanceof Semver ? o.v === this.v : new CelError('no such overload');
  }
}
const SemverT = T.object('kubernetes.Semver');
const semverLib: Library = {
  name: 'test.semver',
  types: [SemverT],
  functions: [
    { name: 'semver', overloads: [{ id: 'string_to_semver', args: [T.string], result: SemverT, impl: (s) => new Semver(s as string) }] },
    { name: 'major', overloads: [{ id: 'semver_major', member: true, args: [SemverT], result: T.int, impl: (x) => BigInt((x as Semver).v.split('.')[0]!) }] },
  ],
};

describe('library values of object type (k8s NEEDS 8, 9)', () => {
  const env = createEnv({ libraries: [semverLib] });
  const ev = (e: string) => {
    const c = compile(e, env);
    if (!c.ast) return formatIssues(c.issues, e);
    const r = program(c.ast, env).eval({});
    return 'error' in r ? { error: r.error } : r.value;
  };
  it.each([
    ["semver('2.1.0').major()", 2n],
    ["semver('1.0.0') == semver('1.0.0')", true],
    ["semver('1.0.0') != semver('1.0.1')", true],
    ["semver('1.0.0') == dyn('1.0.0')", { error: 'no such overload' }],
    ["[semver('1.0.0')] == [dyn('1.0.0')]", false],
    ["semver('1.0.0').foo", "ERROR: <input>:1:16: undefined field 'foo'\n | semver('1.0.0').foo\n | ...............^"],
  ] as const)('%s', (e, want) => {
    expect(ev(e)).toEqual(want);
  });
});

describe('runtime cost (cel-go runtimecost.go numbers) and the cost limit', () => {
  const env = createEnv({ variables: { self: T.list(T.string) } });
  const self = new ArrayList(Array.from({ length: 100 }, (_, i) => 'item-' + i));
  it.each([
    // ident 1 + per item: cond (@not_strictly_false 1 + accu 1) + step accu 1 + x 1 + contains ceil(0.1*size)*ceil(0.1*1) + result accu 1
    ["self.all(x, x.contains('m'))", 1 + 100 * (2 + 1 + 1 + 1) + 1],
    ["'abc'.startsWith('a')", 1],
    ['[1, 2, 3]', 10],
    ["{'a': 1}", 30],
    ["'a' + 'b'", 1],
    ['size(self)', 2],
  ])('%s costs %i', (e, want) => {
    const c = compile(e, env);
    const r = program(c.ast!, env).eval({ self });
    expect(r.cost).toBe(want);
  });

  it.each([
    ['type identifiers are constants (cost 0)', 'type(self) == list', 3],
    ['constant list literal folded (maybeBuildListLiteral)', '[1, 2, 3]', 0],
    ['constant map literal folded (maybeBuildMapLiteral)', "{'a': 1}", 0],
    ['set membership against constants (maybeOptimizeSetMembership)', "'item-1' in ['item-1', 'b']", 0],
    ['constant conversions folded (maybeOptimizeConstUnary)', "duration('1h') > duration('1m')", 1],
    ['non-constant list is not folded', '[size(self)]', 12],
  ])('with OptOptimize: %s: %s costs %i', (_n, e, want) => {
    const c = compile(e, env);
    const r = program(c.ast!, env, { optimize: true }).eval({ self });
    expect('value' in r).toBe(true);
    expect(r.cost).toBe(want);
  });

  it.each([
    ["'a'.matches('(')", 'error parsing regexp: missing closing ): `(`'],
    ["duration('1x') > duration('1s')", "type conversion error from 'string' to 'google.protobuf.Duration'"],
  ])('with OptOptimize a failing constant makes instantiation fail: %s', (e, want) => {
    const c = compile(e, env);
    const p = program(c.ast!, env, { optimize: true });
    expect(p.instantiationError).toBe(want);
    expect(p.eval({ self })).toEqual({ error: want, cost: 0 });
  });

  // cel-go cel/program.go newProgram: OptOptimize adds only MatchesRegexOptimization; library
  // OptimizeRegex entries are compiled by CompileRegexConstants with or without it
  it('library-declared regex optimisations fail instantiation for a bad constant pattern, with or without OptOptimize', () => {
    const findLib: Library = {
      name: 'test.find',
      regexOptimizations: [{ function: 'find', regexIndex: 1 }],
      functions: [{ name: 'find', overloads: [{ id: 'string_find_string', member: true, args: [T.string, T.string], result: T.string, impl: () => '' }] }],
    };
    const e2 = createEnv({ libraries: [findLib] });
    const c = compile("'abc'.find('[')", e2);
    expect(program(c.ast!, e2, { optimize: true }).instantiationError).toBe('error parsing regexp: missing closing ]: `[`');
    expect(program(c.ast!, e2).instantiationError).toBe('error parsing regexp: missing closing ]: `[`');
  });

  it('set membership keeps heterogeneous numeric equality and NaN semantics', () => {
    const ev = (e: string) => {
      const c = compile(e, createEnv());
      return program(c.ast!, createEnv(), { optimize: true }).eval({});
    };
    expect(ev('dyn(1.0) in [1, 2]')).toMatchObject({ value: true });
    expect(ev('dyn(1u) in [1, 2]')).toMatchObject({ value: true });
    expect(ev("double('NaN') in [double('NaN')]")).toMatchObject({ value: false });
  });

  it("stops with cel-go's error when the limit is exceeded", () => {
    const c = compile('self.all(x, self.all(y, x != y || true))', env);
    const r = program(c.ast!, env).eval({ self }, { costLimit: 1000 });
    expect(r).toMatchObject({ error: 'operation cancelled: actual cost limit exceeded' });
  });

  it.each([
    // kubernetes apiextensions-apiserver celcoststability_test.go TestCelCostStability, "map access"
    // (val = {b: 1, d: 2}) and "optionals" rows; Kubernetes programs use OptOptimize and no has() cost
    ['self.val.all(k, self.val[k] > 0)', 17],
    ['self.val.exists_one(k, self.val[k] == 2)', 14],
    ['!self.val.exists_one(k, self.val[k] > 0)', 17],
    ['size(self.val.filter(k, self.val[k] > 1)) == 1', 26],
    ["!('a' in self.val)", 4],
    ['has(self.val.b)', 2],
    ["optional.of('a').or(optional.of('a')).hasValue()", 2],
    ["optional.none().or(optional.of('a')).hasValue()", 3],
    ['self.obj.?absentField == optional.none()', 4],
    ["self.obj.?field.orValue('v') == 'a'", 4],
    // "list access" (array = [1, 1, 2, 2, 3, 3, 4, 5])
    ['2 in self.array', 10],
    ['self.array.all(e, e > 0)', 43],
    ['self.array.exists(e, e > 2)', 36],
    ['self.array.exists_one(e, e > 4)', 22],
    ['!self.array.all(e, e < 2)', 21],
    ['!self.array.exists(e, e < 0)', 52],
    ['!self.array.exists_one(e, e == 2)', 25],
    ['size(self.array.filter(e, e%2 == 0)) == 3', 68],
    ['self.array.map(e, e * 20).filter(e, e > 50).exists(e, e == 60)', 194],
    ['size(self.array) == 8', 4],
    // schema/cel validation_test.go TestMessageExpression: the failing '+' is still charged
    ['"str1 " + ["a", "b", "c", "d"][4]', 3],
  ] as const)('Kubernetes runtime cost of %s is %i', (e, want) => {
    const prov: TypeProvider = {
      hasType: (n) => n === 'Root',
      fieldType: (t, f) => (t !== 'Root' ? undefined : ({ val: T.map(T.string, T.int), obj: T.map(T.string, T.string), array: T.list(T.int) } as Record<string, ReturnType<typeof T.list>>)[f]),
    };
    const kenv = createEnv({ variables: { self: T.object('Root') }, typeProvider: prov, features: { optionalTypes: true } });
    const val = new HashMap();
    val.set('b', 1n);
    val.set('d', 2n);
    const obj = new HashMap();
    obj.set('field', 'a');
    const c = compile(e, kenv);
    expect(c.issues).toEqual([]);
    const array = new ArrayList([1n, 1n, 2n, 2n, 3n, 3n, 4n, 5n]);
    const r = program(c.ast!, kenv, { optimize: true, presenceTestHasCost: false }).eval({ self: new RecordObject('Root', { val, obj, array }) });
    expect(r.cost).toBe(want);
  });

  it('runtime errors are values, never exceptions', () => {
    const c = compile('self[1000]', env);
    const r = program(c.ast!, env).eval({ self });
    expect(r).toMatchObject({ error: 'index out of bounds: 1000' });
    expect(new CelError('x').message).toBe('x');
  });
});
