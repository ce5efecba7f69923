import { describe, expect, it } from 'vitest';
import { anonymous, arg, empty, MarkerRegistry, parseArgument, parseMarkerText, struct, type Argument, type ArgValue, type MarkerDefinition, type TargetType } from '../../../src/engine/markers';

// controller-tools v0.21.0 pkg/markers/parse_test.go "Parsing": the same definitions (our own
// spelling of the Go output types), the same marker texts, the same expected values.
function registry(): MarkerRegistry {
  const reg = new MarkerRegistry();
  reg.define('testing:empty', 'package', empty());
  reg.define('testing:anonymous:literal', 'package', anonymous(arg.string()));
  reg.define('testing:anonymous:named', 'package', anonymous(arg.string()));
  reg.define('testing:raw', 'package', anonymous(arg.raw()));
  reg.define(
    'testing:multiField',
    'package',
    struct({
      str: arg.string(),
      int: arg.int(),
      bool: arg.bool(),
      any: arg.any(),
      ptrOpt: arg.ptr(arg.string()),
      normalOpt: arg.string({ optional: true }),
      other: arg.string(),
      both: arg.string({ optional: true }),
      slice: arg.slice(arg.int()),
      sliceOfSlice: arg.slice(arg.slice(arg.int())),
    }),
  );
  reg.define('testing:allOptional', 'package', struct({ optStr: arg.string({ optional: true }), optInt: arg.ptr(arg.int()) }));
  reg.define('testing:anonymousOptional', 'package', anonymous(arg.ptr(arg.int())));
  reg.define('testing:multi:segment', 'package', anonymous(arg.int()));
  reg.define('testing:parent', 'package', struct({ optStr: arg.string({ optional: true }), optInt: arg.ptr(arg.int()) }));
  reg.define('testing:parent:nested', 'package', anonymous(arg.string()));
  reg.define('testing:tripleDefined', 'package', anonymous(arg.int()));
  reg.define('testing:tripleDefined', 'field', anonymous(arg.string()));
  reg.define('testing:tripleDefined', 'type', anonymous(arg.bool()));
  // MakeAnyTypeDefinition: the value is one any-typed anonymous argument
  reg.define('testing:custom', 'package', anonymous(arg.any()));
  return reg;
}

function parseWith(raw: string, target: TargetType = 'package'): { def: MarkerDefinition; value: ArgValue } {
  const def = registry().lookup(raw, target);
  expect(def, `a definition for ${raw}`).toBeDefined();
  const r = parseMarkerText(def!, raw);
  expect(r.errors).toEqual([]);
  return { def: def!, value: r.value };
}

const multiAll = {
  str: 'some str',
  int: 42,
  bool: true,
  any: 21,
  ptrOpt: 'optional string',
  normalOpt: 'other string',
  other: 'yet another',
  both: 'and one more',
  slice: [99, 104, 101, 101, 115, 101],
  sliceOfSlice: [
    [1, 1],
    [2, 3],
    [5, 8],
  ],
};
const { ptrOpt: _p, normalOpt: _n, both: _b, ...multiRequired } = multiAll;

const fullMarkers: [string, string, ArgValue, TargetType?][] = [
  ['should work with fiddled field names', '+testing:custom={hi}', ['hi']],
  ['should parse name-only markers', '+testing:empty', {}],
  ['should parse into literal-typed values', '+testing:anonymous:literal=foo', 'foo'],
  ['should parse into named-typed values', '+testing:anonymous:named=foo', 'foo'],
  ["shouldn't require any argument to an optional-valued marker (nil pointer)", '+testing:anonymousOptional', null],
  ['should parse raw-argument markers', "+testing:raw=this;totally,doesn't;get,parsed", "this;totally,doesn't;get,parsed"],
  [
    'should support parsing multiple fields with the appropriate names',
    `+testing:multiField:str=some str,int=42,bool=true,any=21,ptrOpt="optional string",normalOpt="other string",other="yet another",both="and one more",slice=99;104;101;101;115;101,sliceOfSlice={{1,1},{2,3},{5,8}}`,
    multiAll,
  ],
  [
    "shouldn't matter what order the fields are specified in",
    `+testing:multiField:int=42,str=some str,any=21,bool=true,any=21,sliceOfSlice={{1,1},{2,3},{5,8}},slice=99;104;101;101;115;101,other="yet another"`,
    multiRequired,
  ],
  [
    'should support leaving out optional fields',
    `+testing:multiField:str=some str,bool=true,any=21,other="yet another",slice=99;104;101;101;115;101,sliceOfSlice={{1,1},{2,3},{5,8}},int=42`,
    multiRequired,
  ],
  ["shouldn't require any arguments to an optional-valued marker", '+testing:allOptional', {}],
  ['should support markers with multiple segments in the name', '+testing:multi:segment=42', 42],
  ['should favor the shorter-named one', '+testing:parent', {}],
  ['should still allow fetching the longer-named one', '+testing:parent:nested=some string', 'some string'],
  ['should consider anonymously-named ones before considering fields', '+testing:parent:optStr=other string', { optStr: 'other string' }],
  ['should properly parse the package-level one', '+testing:tripleDefined=42', 42, 'package'],
  ['should properly parse the field-level one', '+testing:tripleDefined=foo', 'foo', 'field'],
  ['should properly parse the type-level one', '+testing:tripleDefined=true', true, 'type'],
];

describe('Definition.Parse of full markers (parse_test.go "of full markers")', () => {
  it.each(fullMarkers)('%s', (_name, raw, want, target) => {
    expect(parseWith(raw, target).value).toEqual(want);
  });

  it('should error out for missing values', () => {
    const raw = '+testing:multiField:str=`hi`';
    const def = registry().lookup(raw, 'package')!;
    const r = parseMarkerText(def, raw);
    // Go ranges over a map for these: every missing non-optional argument is named
    expect(r.errors.map((e) => e.message).sort()).toEqual(['int', 'bool', 'any', 'other', 'slice', 'sliceOfSlice'].map((n) => `missing argument "${n}" (at 1:9)`).sort());
  });

  it('picks the anonymous name (`a:b:c`) before `a:b` with argument `c` (tryAnonLookup)', () => {
    const reg = registry();
    expect(reg.lookup('+testing:parent:nested=x', 'package')!.name).toBe('testing:parent:nested');
    expect(reg.lookup('+testing:parent:optStr=x', 'package')!.name).toBe('testing:parent');
    expect(reg.lookup('+testing:parent:optStr=x', 'field')).toBeUndefined();
  });
});

const S = arg.string();
const I = arg.int();
const sliceOSlice = arg.slice(arg.slice(I));
const sliceOSliceOut = [
  [1, 1],
  [2, 3],
  [5, 8],
];
const complexMap = {
  text: 'abc',
  len: 3,
  'as bytes': [97, 98, 99],
  props: { encoding: 'ascii', nullsafe: true, tags: ['triple', 'in a row'] },
};

const argCases: [string, Argument, string, ArgValue][] = [
  ['bare strings', S, 'some string here!', 'some string here!'],
  ['bare strings containing number-ish values 1', S, 'aa 0Baaa aaa', 'aa 0Baaa aaa'],
  ['bare strings containing number-ish values 2', S, '/tmp/tmp-CHECKCRD-0B7LDeoZta', '/tmp/tmp-CHECKCRD-0B7LDeoZta'],
  ['bare strings containing number-ish values 3', S, '.0B7LDeoZt', '.0B7LDeoZt'],
  ['double-quoted strings', S, '"some; string, \\nhere"', 'some; string, \nhere'],
  ['raw strings', S, '`some; string, \\nhere`', 'some; string, \\nhere'],
  ['integers', I, '42', 42],
  ['negative integers', I, '-42', -42],
  ['false booleans', arg.bool(), 'false', false],
  ['true booleans', arg.bool(), 'true', true],
  ['bare slices', arg.slice(S), "hi;hello;hey y'all", ['hi', 'hello', "hey y'all"]],
  ['delimitted slices', arg.slice(S), "{hi,hello,hey y'all}", ['hi', 'hello', "hey y'all"]],
  ['delimitted slices of bare slices', sliceOSlice, '{1;1,2;3,5;8}', sliceOSliceOut],
  ['delimitted slices of delimitted slices', sliceOSlice, '{{1,1},{2,3},{5,8}}', sliceOSliceOut],
  ['maps', arg.map(S), '{formal: hello, `informal`: `hi!`}', { formal: 'hello', informal: 'hi!' }],
  ['empty maps', arg.map(S), '{}', {}],
  ['any: bare strings', arg.any(), 'some string here!', 'some string here!'],
  ['any: double-quoted strings', arg.any(), '"some; string, \\nhere"', 'some; string, \nhere'],
  ['any: raw strings', arg.any(), '`some; string, \\nhere`', 'some; string, \\nhere'],
  ['any: integers', arg.any(), '42', 42],
  ['any: negative integers', arg.any(), '-42', -42],
  ['any: false booleans', arg.any(), 'false', false],
  ['any: true booleans', arg.any(), 'true', true],
  ['any: bare slices', arg.any(), "hi;hello;hey y'all", ['hi', 'hello', "hey y'all"]],
  ['any: delimitted slices', arg.any(), "{hi,hello,hey y'all}", ['hi', 'hello', "hey y'all"]],
  ['any: delimitted slices of bare slices', arg.any(), '{1;1,2;3,5;8}', sliceOSliceOut],
  ['any: delimitted slices of delimitted slices', arg.any(), '{{1,1},{2,3},{5,8}}', sliceOSliceOut],
  ['any: non-uniform, nested maps', arg.any(), '{text: "abc", len: 3, "as bytes": 97;98;99, props: {encoding: ascii, nullsafe: true, tags: {"triple", "in a row"}}}', complexMap],
];

describe('Argument.Parse (parse_test.go "of individual arguments")', () => {
  // argParseTestCase scans without ScanFloats; parserScanner (what markers use) with it: both agree here
  it.each(argCases)('%s', (_name, a, raw, want) => {
    for (const floats of [false, true]) {
      const r = parseArgument(a, raw, { floats });
      expect(r.errors).toEqual([]);
      expect(r.value).toEqual(want);
    }
  });
});

// Behaviour of parse.go beyond its tests, pinned from the code (and the text/scanner it uses).
const anyCases: [string, string, ArgValue][] = [
  ['a float (NumberType)', '1.5', 1.5],
  ['single quotes are not string delimiters (no ScanChars): kept as written', "'abc'", "'abc'"],
  ['a word starting like a bool is a bare string', 'tru', 'tru'],
  ['{} is an empty map', '{}', {}],
  ['a JSON-like object (brackets are no slice: `[1]` is a bare string)', '{"a": 1, "b": {"c": [1], "d": {1, 2}}}', { a: 1, b: { c: '[1]', d: [1, 2] } }],
];

describe('any-typed values (guessType)', () => {
  it.each(anyCases)('%s', (_name, raw, want) => {
    const r = parseArgument(arg.any(), raw);
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual(want);
  });

  it('a guessed slice takes its item type from the first item: `{1, 2.5}` fails on 2.5', () => {
    expect(parseArgument(arg.any(), '{1, 2.5}').errors.map((e) => e.message)).toEqual(['expected integer, got "2.5" (at 1:5)']);
  });
});

describe('bare strings: what Go slices out', () => {
  it('white space before the separator empties a one-token item (Next() drops the token text)', () => {
    expect(parseArgument(arg.slice(S), 'foo ;bar').value).toEqual(['', 'bar']);
  });
  it('a multi-token item ending in white space loses its last token', () => {
    expect(parseArgument(arg.slice(S), 'a b ;c').value).toEqual(['a ', 'c']);
  });
  it('a comma ends a legacy slice (it separates arguments)', () => {
    expect(parseArgument(arg.slice(S), 'a;b,c').value).toEqual(['a', 'b']);
  });
});

// Error texts: what controller-gen prints after the comment's position (crdgen's error goldens
// assert substrings of these).
const def = (output: ReturnType<typeof anonymous> | ReturnType<typeof struct> | ReturnType<typeof empty>, name = 'x:m'): MarkerDefinition => new MarkerRegistry().define(name, 'field', output);
const errorCases: [string, MarkerDefinition, string, string[]][] = [
  ['number from a word', def(anonymous(arg.number())), '+x:m=abc', ['expected integer or float, got "abc" (at 1:1)']],
  ['number after a space before the minus sign', def(anonymous(arg.number())), '+x:m= -5', ['expected integer or float, got "-" (at 1:2)', 'extra arguments provided: "5" (at 1:3)']],
  ['integer from a float', def(anonymous(I)), '+x:m=1.5', ['expected integer, got "1.5" (at 1:1)']],
  ['integer out of range', def(anonymous(I)), '+x:m=99999999999999999999', ['unable to parse integer: strconv.Atoi: parsing "99999999999999999999": value out of range (at 1:1)']],
  ['hex integer (Atoi is base 10)', def(anonymous(I)), '+x:m=0x1F', ['unable to parse integer: strconv.Atoi: parsing "0x1F": invalid syntax (at 1:1)']],
  ['bool from a number', def(anonymous(arg.bool())), '+x:m=1', ['expected true or false, got "1" (at 1:1)']],
  ['bool from a word', def(anonymous(arg.bool())), '+x:m=yes', ['expected true or false, got "yes" (at 1:1)']],
  ['a bool marker without its value', def(anonymous(arg.bool())), '+x:m', ['missing argument "" (at ???)']],
  ['an empty marker with a value', def(empty()), '+x:m=true', ['extra arguments provided: "true" (at 1:1)']],
  [
    'an unterminated string',
    def(struct({ rule: S, message: S })),
    '+x:m:rule="self.x > 0,message=m',
    ['literal not terminated (at 1:6)', 'unable to parse string: invalid syntax (at 1:6)', 'missing argument "message" (at 1:27)'],
  ],
  [
    'an unknown argument',
    def(struct({ rule: S, message: arg.string({ optional: true }) })),
    '+x:m:rule=a,Message=b',
    ['unknown argument "Message" (at 1:15)', 'extra arguments provided: "b" (at 1:16)'],
  ],
  ['a trailing comma', def(struct({ rule: S, message: arg.string({ optional: true }) })), '+x:m:rule=a,', ['expected argument name, got "" (at 1:8)']],
  ['a bare string of several words is one value', def(struct({ rule: S })), '+x:m:rule=a b c', []],
  ['an unclosed brace list', def(anonymous(arg.slice(I))), '+x:m={', ['expected close curly brace, got "" (at 1:2)']],
  ['an argument without =', def(struct({ rule: S, message: arg.string({ optional: true }) })), '+x:m:rule=a,message', ['expected equals, got "" (at 1:15)']],
  ['a map without its colon', def(anonymous(arg.map(S))), '+x:m={a b}', ['expected colon, got "}" (at 1:5)']],
  ['an unclosed slice', def(anonymous(arg.slice(I))), '+x:m={1,2', ['expected comma, got "" (at 1:5)']],
  ['a legacy slice with a bad separator', def(anonymous(arg.slice(I))), '+x:m=1;2:3', ['expected comma, got ":" (at 1:4)', 'extra arguments provided: "3" (at 1:5)']],
  ['an unquoted pattern stops at a colon', def(anonymous(S)), '+x:m=^https?://x$', ['extra arguments provided: "://x$" (at 1:8)']],
  ['an empty bare value takes the rest up to a separator (the comma is its first token)', def(struct({ rule: S, message: arg.string({ optional: true }) })), '+x:m:rule=,message=a', []],
  ['a missing required argument is named', def(struct({ name: S, type: S, JSONPath: S })), '+x:m:name=Age,type=date', ['missing argument "JSONPath" (at 1:19)']],
];

describe('parse errors: the texts controller-gen prints', () => {
  it.each(errorCases)('%s', (_name, d, raw, want) => {
    expect(parseMarkerText(d, raw).errors.map((e) => e.message)).toEqual(want);
  });

  it('an empty bare value: Go slices from the comma on', () => {
    const d = def(struct({ rule: S, message: arg.string({ optional: true }) }));
    expect(parseMarkerText(d, '+x:m:rule=,message=a').value).toEqual({ rule: ',message=a' });
  });

  it('error ranges point into the marker text', () => {
    const d = def(anonymous(arg.number()), 'kubebuilder:validation:Maximum');
    const raw = '+kubebuilder:validation:Maximum=abc';
    const [e] = parseMarkerText(d, raw).errors;
    expect(raw.slice(e.start, e.end)).toBe('abc');
  });
});

describe('argument spans', () => {
  it('each named argument and each slice item', () => {
    const d = def(struct({ rule: S, message: arg.string({ optional: true }), keys: arg.slice(S, { optional: true }) }));
    const raw = '+x:m:rule="self.all(a, a > 0)",message=bad value,keys={a, b}';
    const r = parseMarkerText(d, raw);
    expect(r.errors).toEqual([]);
    expect(raw.slice(r.spans.rule.start, r.spans.rule.end)).toBe('"self.all(a, a > 0)"');
    expect(raw.slice(r.spans.message.start, r.spans.message.end)).toBe('bad value');
    expect(r.spans.keys.items!.map(([s, e]) => raw.slice(s, e))).toEqual(['a', 'b']);
    expect(r.value).toEqual({ rule: 'self.all(a, a > 0)', message: 'bad value', keys: ['a', 'b'] });
  });

  it('`Pattern:=` and `Pattern=` give the same value', () => {
    const reg = new MarkerRegistry();
    reg.define('kubebuilder:validation:Pattern', 'field', anonymous(S));
    for (const raw of ['+kubebuilder:validation:Pattern=^[a-z]+$', '+kubebuilder:validation:Pattern:=^[a-z]+$', '+kubebuilder:validation:Pattern:="^[a-z]+$"']) {
      const d = reg.lookup(raw, 'field');
      expect(d?.name).toBe('kubebuilder:validation:Pattern');
      const r = parseMarkerText(d!, raw);
      expect(r.errors).toEqual([]);
      expect(r.value).toBe('^[a-z]+$');
    }
  });

  it('the items: variant is its own (longer) name', () => {
    const reg = new MarkerRegistry();
    reg.define('kubebuilder:validation:Maximum', 'field', anonymous(arg.number()));
    reg.define('kubebuilder:validation:items:Maximum', 'field', anonymous(arg.number()));
    expect(reg.lookup('+kubebuilder:validation:items:Maximum=3', 'field')!.name).toBe('kubebuilder:validation:items:Maximum');
    expect(reg.lookup('+kubebuilder:validation:Maximum=3', 'field')!.name).toBe('kubebuilder:validation:Maximum');
  });
});

// text/scanner's number rules under the marker parser (Go's scanner errors come first, then
// strconv's), and the slices of any that Enum uses.
describe('numbers as text/scanner and strconv read them', () => {
  const num = def(anonymous(arg.number()));
  const int = def(anonymous(I));
  const cases: [string, MarkerDefinition, string, ArgValue | undefined, string[]][] = [
    ['an exponent', num, '+x:m=1e3', 1000, []],
    ['a leading dot', num, '+x:m=.5', 0.5, []],
    ['a negative leading dot', num, '+x:m=-.5', -0.5, []],
    ['an octal-looking decimal for Atoi', int, '+x:m=010', 10, []],
    ['an invalid octal digit: the scanner says so', num, '+x:m=08', undefined, ["invalid digit '8' in octal literal (at 1:1)"]],
    ['a hex number is no float without a p exponent', num, '+x:m=0x10', undefined, ['unable to parse number: strconv.ParseFloat: parsing "0x10": invalid syntax (at 1:1)']],
    ['underscores are no Atoi syntax', int, '+x:m=1_000', undefined, ['unable to parse integer: strconv.Atoi: parsing "1_000": invalid syntax (at 1:1)']],
    [
      'a misplaced underscore: the scanner says so',
      int,
      '+x:m=1__0',
      undefined,
      ["'_' must separate successive digits (at 1:1)", 'unable to parse integer: strconv.Atoi: parsing "1__0": invalid syntax (at 1:1)'],
    ],
  ];
  it.each(cases)('%s', (_name, d, raw, value, errors) => {
    const r = parseMarkerText(d, raw);
    expect(r.errors.map((e) => e.message)).toEqual(errors);
    if (value !== undefined) expect(r.value).toBe(value);
  });
});

describe('slices of any (the Enum marker)', () => {
  const enumDef = def(anonymous(arg.slice(arg.any())));
  const cases: [string, string, ArgValue][] = [
    ['legacy, bare words', '+x:m=Foo;Bar;Baz', ['Foo', 'Bar', 'Baz']],
    ['legacy, a quoted item with a space and a semicolon', '+x:m=Foo;"Baz; qux"', ['Foo', 'Baz; qux']],
    ['numbers stay numbers, quoted ones strings', '+x:m=1;2.5;"3"', [1, 2.5, '3']],
    ['braces', '+x:m={a,b,true}', ['a', 'b', true]],
    ['one item', '+x:m=only', ['only']],
  ];
  it.each(cases)('%s', (_name, raw, want) => {
    const r = parseMarkerText(enumDef, raw);
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual(want);
  });
});

// strconv.Unquote of quoted arguments, and the text Go's encoding/json makes of byte escapes.
describe('quoted strings (strconv.Unquote)', () => {
  const cases: [string, string, string | undefined][] = [
    ['escapes', String.raw`"a\tb\n\"c\"\\"`, 'a\tb\n"c"\\'],
    ['unicode escapes', String.raw`"\u00e9\U0001F600"`, 'é😀'],
    ['byte escapes forming UTF-8', String.raw`"\xc3\xa9"`, 'é'],
    ['octal byte escapes forming UTF-8', String.raw`"\303\251"`, 'é'],
    ['an invalid byte is one U+FFFD (as encoding/json writes it)', String.raw`"a\xffb"`, 'a\ufffdb'],
    ['raw strings drop carriage returns', '`a\r\nb`', 'a\nb'],
    ["\\' is no escape in a double-quoted string", String.raw`"it\'s"`, undefined],
    ['a surrogate escape is invalid', String.raw`"\ud800"`, undefined],
  ];
  it.each(cases)('%s', (_name, raw, want) => {
    const r = parseArgument(S, raw);
    if (want === undefined) expect(r.errors.map((e) => e.message)).toContain('unable to parse string: invalid syntax (at 1:1)');
    else {
      expect(r.errors).toEqual([]);
      expect(r.value).toBe(want);
    }
  });
});
