import { describe, expect, it } from 'vitest';
import { commentGroupText, formatSyntaxError, parseGoFile } from '../../../src/engine/gosource/index';
import type { Field, FuncDecl, GenDecl, GoFile, TypeExpr, TypeSpec, ValueSpec } from '../../../src/engine/gosource/index';

function parse(src: string): GoFile {
  return parseGoFile('f.go', src);
}

function errors(src: string): string[] {
  return parse(src).errors.map((e) => formatSyntaxError('f.go', e));
}

function genDecls(f: GoFile, tok: GenDecl['tok']): GenDecl[] {
  return f.decls.filter((d): d is GenDecl => d.kind === 'gen' && d.tok === tok);
}

function typeSpec(f: GoFile, name: string): TypeSpec {
  for (const d of genDecls(f, 'type')) for (const s of d.specs) if (s.kind === 'type' && s.name === name) return s;
  throw new Error(`no type ${name}`);
}

function fields(f: GoFile, name: string): Field[] {
  const t = typeSpec(f, name).type;
  if (t.kind !== 'struct') throw new Error(`${name} is not a struct`);
  return t.fields;
}

/** A compact rendering of a type expression, to compare shapes in tables. */
function show(t: TypeExpr): string {
  switch (t.kind) {
    case 'ident':
      return t.name;
    case 'selector':
      return `${t.pkg}.${t.name}`;
    case 'pointer':
      return `*${show(t.elem)}`;
    case 'slice':
      return `[]${show(t.elem)}`;
    case 'array':
      return `[${t.len}]${show(t.elem)}`;
    case 'map':
      return `map[${show(t.key)}]${show(t.value)}`;
    case 'chan':
      return `${t.dir === 'recv' ? '<-chan' : t.dir === 'send' ? 'chan<-' : 'chan'} ${show(t.elem)}`;
    case 'func':
      return `func${t.signature}`;
    case 'interface':
      return t.empty ? 'interface{}' : 'interface{...}';
    case 'struct':
      return `struct{${t.fields.map((f) => `${f.names.join(',')} ${show(f.type)}`.trim()).join('; ')}}`;
    case 'paren':
      return `(${show(t.elem)})`;
    case 'bad':
      return 'BAD';
  }
}

describe('package clause and imports (go/parser parseFile, parseImportSpec)', () => {
  it('reads the package name, single and grouped imports with local names', () => {
    const f = parse('package v1\n\nimport "fmt"\nimport (\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n\t. "strings"\n\t_ "embed"\n\t`net/url`\n)\n');
    expect(f.errors).toEqual([]);
    expect(f.packageName).toBe('v1');
    expect(f.packageRange.start).toEqual({ offset: 8, line: 1, column: 9 });
    expect(f.imports.map((i) => [i.name ?? '', i.path])).toEqual([
      ['', 'fmt'],
      ['metav1', 'k8s.io/apimachinery/pkg/apis/meta/v1'],
      ['.', 'strings'],
      ['_', 'embed'],
      ['', 'net/url'],
    ]);
    expect(genDecls(f, 'import')[1].lparen).toEqual({ offset: 32, line: 4, column: 8 });
  });
});

describe('type expressions (go/parser tryIdentOrType)', () => {
  const cases: [string, string][] = [
    ['int', 'int'],
    ['metav1.Time', 'metav1.Time'],
    ['*string', '*string'],
    ['[]byte', '[]byte'],
    ['[3]int', '[3]int'],
    ['[N]int', '[N]int'],
    ['[...]int', '[...]int'],
    ['[2*N]int', '[2*N]int'],
    ['map[string][]*corev1.Pod', 'map[string][]*corev1.Pod'],
    ['map[Key]map[string]int', 'map[Key]map[string]int'],
    ['chan int', 'chan int'],
    ['chan<- int', 'chan<- int'],
    ['<-chan int', '<-chan int'],
    ['func(a int) (string, error)', 'func(a int) (string, error)'],
    ['func() error', 'func() error'],
    ['interface{}', 'interface{}'],
    ['interface{ /* nothing */ }', 'interface{}'],
    ['interface{ String() string }', 'interface{...}'],
    ['struct{ A, B int; C string }', 'struct{A,B int; C string}'],
    ['(int)', '(int)'],
  ];
  it.each(cases)('type T %s', (src, want) => {
    const f = parse(`package p\ntype T ${src}\n`);
    expect(f.errors).toEqual([]);
    expect(show(typeSpec(f, 'T').type)).toBe(want);
  });

  it('reads aliases (type A = B) and keeps the array length value', () => {
    const f = parse('package p\ntype A = metav1.Time\ntype B [0x10]int\n');
    expect(typeSpec(f, 'A').alias).toBe(true);
    const b = typeSpec(f, 'B').type;
    expect(b.kind === 'array' && b.lenValue).toBe(16);
  });
});

describe('struct fields (go/parser parseFieldDecl)', () => {
  const src = [
    'package p',
    'type T struct {',
    '\tmetav1.TypeMeta `json:",inline"`',
    '\t*Base',
    '\tEmbedded',
    '\tA, B int32 `json:"a"`',
    '\tC []string "json:\\"c,omitempty\\""',
    '\tD struct {',
    '\t\tE string',
    '\t}',
    '}',
    '',
  ].join('\n');
  const fs = fields(parse(src), 'T');

  it('tells embedded fields (no names) from named ones', () => {
    expect(fs.map((f) => [f.names, show(f.type)])).toEqual([
      [[], 'metav1.TypeMeta'],
      [[], '*Base'],
      [[], 'Embedded'],
      [['A', 'B'], 'int32'],
      [['C'], '[]string'],
      [['D'], 'struct{E string}'],
    ]);
  });

  it('keeps the tag as written and its value (raw and interpreted literals)', () => {
    expect(fs[0].tag).toMatchObject({ raw: '`json:",inline"`', value: 'json:",inline"' });
    expect(fs[4].tag).toMatchObject({ raw: '"json:\\"c,omitempty\\""', value: 'json:"c,omitempty"' });
    expect(fs[1].tag).toBeUndefined();
  });

  it('gives ranges in lines and UTF-16 columns', () => {
    expect(fs[3].nameRanges[1].start).toMatchObject({ line: 6, column: 5 });
    const f = parse('package p\ntype T struct {\n\t/* é😀 */ Név int\n}\n');
    expect(fields(f, 'T')[0].nameRanges[0]).toMatchObject({
      start: { line: 3, column: 12 },
      end: { line: 3, column: 15 },
    });
  });
});

describe('positions after multi-line tokens', () => {
  it('counts the lines of raw strings and general comments', () => {
    const f = parse('package p\nvar s = `a\nb\r\nc`\n/* one\ntwo */ type T int\n\n\ttype U int\n');
    expect(typeSpec(f, 'T').nameRange.start).toEqual({ offset: 46, line: 6, column: 13 });
    expect(typeSpec(f, 'U').nameRange.start).toMatchObject({ line: 8, column: 7 });
    expect(f.comments[0].range).toMatchObject({ start: { line: 5, column: 1 }, end: { line: 6, column: 7 } });
  });

  it('removes carriage returns from comments as go/scanner does', () => {
    const f = parse('package p\r\n// a\r\n/* b\r\n*/\r\ntype T int\r\n');
    expect(f.comments[0].list.map((c) => c.text)).toEqual(['// a', '/* b\n*/']);
    expect(commentGroupText(f.decls[0].doc)).toBe('a\n b\n');
  });
});

describe('comment groups, Doc and Comment (go/parser next, consumeCommentGroup; parser_test.go TestLeadAndLineComments)', () => {
  it('attaches the group ending on the line above as Doc and the same-line group as Comment', () => {
    const f = parse(
      [
        'package p',
        '',
        'type T struct {',
        '\t// F1 lead comment',
        '\t// +kubebuilder:validation:Minimum=1',
        '\tF1 int // F1 line comment',
        '',
        '\t// not a doc: a blank line follows',
        '',
        '\tF2 int /* F2 */ // line',
        '\tF3 int',
        '\t/* F4 lead */',
        '\tF4 int',
        '}',
      ].join('\n'),
    );
    const [f1, f2, f3, f4] = fields(f, 'T');
    expect(commentGroupText(f1.doc)).toBe('F1 lead comment\n+kubebuilder:validation:Minimum=1\n');
    expect(commentGroupText(f1.comment)).toBe('F1 line comment\n');
    expect(f2.doc).toBeUndefined();
    expect(f2.comment?.list.map((c) => c.text)).toEqual(['/* F2 */', '// line']);
    expect(f3.doc).toBeUndefined();
    expect(f3.comment).toBeUndefined();
    expect(commentGroupText(f4.doc)).toBe(' F4 lead\n');
    // every group, in source order
    expect(f.comments.map((g) => g.list.length)).toEqual([2, 1, 1, 2, 1]);
  });

  it('keeps an ungrouped declaration doc on the GenDecl and grouped specs docs on the specs', () => {
    const f = parse(['// Package p doc.', 'package p', '', '// T doc', 'type T int', '', 'type (', '\t// U doc', '\tU int // U line', '\tV int', ')', ''].join('\n'));
    expect(commentGroupText(f.doc)).toBe('Package p doc.\n');
    const [t, grouped] = genDecls(f, 'type');
    expect(commentGroupText(t.doc)).toBe('T doc\n');
    expect((t.specs[0] as TypeSpec).doc).toBeUndefined();
    expect(commentGroupText((grouped.specs[0] as TypeSpec).doc)).toBe('U doc\n');
    expect(commentGroupText((grouped.specs[0] as TypeSpec).comment)).toBe('U line\n');
    expect((grouped.specs[1] as TypeSpec).doc).toBeUndefined();
  });

  it('splits groups at a blank line, so only the closest group is the Doc', () => {
    const f = parse('package p\n\n// +groupName=x\n\n// +kubebuilder:object:root=true\n// Foo is a foo\ntype Foo struct{}\n');
    expect(f.comments.map((g) => commentGroupText(g))).toEqual(['+groupName=x\n', '+kubebuilder:object:root=true\nFoo is a foo\n']);
    expect(f.decls[0].doc).toBe(f.comments[1]);
  });

  it('does not treat a comment after `{` on its line as the first field doc', () => {
    const f = parse('package p\ntype T struct { // after brace\n\tA int\n}\n');
    expect(fields(f, 'T')[0].doc).toBeUndefined();
    expect(f.comments).toHaveLength(1);
  });

  it('collects comments inside skipped function bodies too', () => {
    const f = parse('package p\nfunc f() {\n\t// inside\n\tx := "}"\n}\n// after\nvar y int\n');
    expect(f.errors).toEqual([]);
    expect(f.comments.map((g) => g.list[0].text)).toEqual(['// inside', '// after']);
    expect(commentGroupText(f.decls[1].doc)).toBe('after\n');
  });
});

describe('const and var declarations (go/parser parseValueSpec)', () => {
  const f = parse(
    [
      'package p',
      'type Phase string',
      'const (',
      '\t// PhasePending doc',
      '\tPhasePending Phase = "Pending" // line',
      '\tPhaseRunning Phase = `Running`',
      ')',
      'const (',
      '\tA = iota * 10',
      '\tB',
      '\tC',
      ')',
      "const R, N, F, X, T = 'x', -42, 1.5e3, 0x_ff, true",
      'const S = "a" + "b"',
      'var v = map[string]int{"a": 1, "b": 2}',
      'var w, z int',
      '',
    ].join('\n'),
  );
  const specs = genDecls(f, 'const').flatMap((d) => d.specs as ValueSpec[]);

  it('reads typed string constants with their values, docs and iota', () => {
    expect(f.errors).toEqual([]);
    const [pending, running] = specs;
    expect(pending).toMatchObject({ names: ['PhasePending'], iota: 0, values: [{ text: '"Pending"', value: 'Pending' }] });
    expect(pending.type && show(pending.type)).toBe('Phase');
    expect(commentGroupText(pending.doc)).toBe('PhasePending doc\n');
    expect(commentGroupText(pending.comment)).toBe('line\n');
    expect(running).toMatchObject({ iota: 1, values: [{ value: 'Running' }] });
  });

  it('repeats the previous spec for a spec without type and values (implicit repetition)', () => {
    const [, , a, b, c] = specs;
    expect(a).toMatchObject({ iota: 0, values: [{ text: 'iota * 10' }] });
    expect(a.values[0].value).toBeUndefined();
    expect(b).toMatchObject({ names: ['B'], iota: 1, implicit: true, values: [{ text: 'iota * 10' }] });
    expect(c).toMatchObject({ names: ['C'], iota: 2, implicit: true });
  });

  it('evaluates single literals: runes, signed numbers, hex with separators, booleans', () => {
    expect(specs[5].values.map((v) => v.value)).toEqual([120, -42, 1500, 255, true]);
    expect(specs[6].values[0]).toMatchObject({ text: '"a" + "b"' });
    expect(specs[6].values[0].value).toBeUndefined();
  });

  it('skips composite-literal initializers by bracket matching and keeps their text', () => {
    const vars = genDecls(f, 'var').flatMap((d) => d.specs as ValueSpec[]);
    expect(vars[0].values[0].text).toBe('map[string]int{"a": 1, "b": 2}');
    expect(vars[1].names).toEqual(['w', 'z']);
  });
});

describe('functions and methods (go/parser parseFuncDecl; bodies skipped)', () => {
  const f = parse(
    [
      'package p',
      '// MarshalJSON doc',
      'func (t *Time) MarshalJSON() ([]byte, error) { if x { return nil, nil }; return []byte("}"), nil }',
      'func (Duration) String() string { return `}` }',
      'func (d Duration) Unmarshal(b []byte) error',
      'func New(a int, b ...string) *T { return &T{} }',
      '',
    ].join('\n'),
  );
  const funcs = f.decls as FuncDecl[];

  it('reads receivers (name, base type, pointer) and names', () => {
    expect(f.errors).toEqual([]);
    expect(funcs.map((d) => [d.recv?.name ?? '', d.recv?.typeName ?? '', d.recv?.pointer ?? false, d.name])).toEqual([
      ['t', 'Time', true, 'MarshalJSON'],
      ['', 'Duration', false, 'String'],
      ['d', 'Duration', false, 'Unmarshal'],
      ['', '', false, 'New'],
    ]);
    expect(commentGroupText(funcs[0].doc)).toBe('MarshalJSON doc\n');
  });

  it('keeps signatures and bodies as text', () => {
    expect(funcs[0].signature).toBe('() ([]byte, error)');
    expect(funcs[0].body).toBe('{ if x { return nil, nil }; return []byte("}"), nil }');
    expect(funcs[2].body).toBeUndefined();
    expect(funcs[3].signature).toBe('(a int, b ...string) *T');
  });
});

describe('syntax errors in go/parser wording, file:line:col', () => {
  const cases: [string, string[]][] = [
    ['foo', ["f.go:1:1: expected 'package', found foo"]],
    ['package', ["f.go:1:8: expected 'IDENT', found 'EOF'"]],
    ['package _', ['f.go:1:9: invalid package name _']],
    ['package p\nfoo bar\n', ['f.go:2:1: expected declaration, found foo']],
    ['package p\nfunc f() {}\nimport "x"\n', ['f.go:3:1: imports must appear before other declarations']],
    ['package p\nimport x\n', ['f.go:2:9: missing import path']],
    ['package p\nimport 1\n', ['f.go:2:8: import path must be a string']],
    ['package p\nimport ""\n', ['f.go:2:8: invalid import path: ""']],
    ['package p\ntype T struct { A int `json:"a"` B int }', ["f.go:2:34: expected ';', found B"]],
    ['package p\ntype T map[string]\n', ['f.go:2:19: expected type, found newline']],
    ['package p\ntype T struct {\n A int,\n}\n', ["f.go:3:7: expected ';', found ','"]],
    ['package p\nfunc f() {\n', ["f.go:3:1: expected '}', found 'EOF'"]],
    ['package p\ntype T struct { (A) }\n', ['f.go:2:17: cannot parenthesize embedded type']],
    ['package p\nconst X\n', ['f.go:2:7: missing init expr for const declaration']],
    ['package p\nvar x\n', ['f.go:2:6: expected type, found newline']],
    ['package p\nvar s = "abc\n', ['f.go:2:9: string literal not terminated']],
    ['package p\ntype T struct { A int `json:"a }\n', ['f.go:2:23: raw string literal not terminated', "f.go:3:1: expected '}', found 'EOF'"]],
  ];
  it.each(cases)('%j', (src, want) => {
    expect(errors(src)).toEqual(want);
  });

  it('refuses type parameters with an error at the brackets', () => {
    expect(errors('package p\ntype T[K comparable, V any] map[K]V\n')).toEqual(['f.go:2:7: type parameters are not supported (generic type T)']);
    expect(errors('package p\nfunc F[T any](x T) {}\n')).toEqual(['f.go:2:7: type parameters are not supported (generic function F)']);
    expect(errors('package p\nfunc (r *R[T]) M() {}\n')).toEqual(['f.go:2:11: type parameters are not supported (receiver of generic type R)']);
    expect(errors('package p\ntype T struct { A List[int] }\n')).toEqual(['f.go:2:23: type parameters are not supported (instantiation of generic type List)']);
    // array lengths are not type parameters
    expect(errors('package p\ntype T [N]int\ntype U [2*N]int\ntype V [pkg.N]int\ntype W [len(x)]int\ntype X [N * M]int\n')).toEqual([]);
    expect(errors('package p\ntype S[P *C] struct{}\ntype U[T ~string] []T\n')).toEqual([
      'f.go:2:7: type parameters are not supported (generic type S)',
      'f.go:3:7: type parameters are not supported (generic type U)',
    ]);
  });

  it('keeps one error per line and stops after more than ten (go/parser error, bailout)', () => {
    const lines = ['package p', ...Array.from({ length: 30 }, (_, i) => `var x${i} = )`)];
    const errs = errors(lines.join('\n'));
    expect(errs).toHaveLength(11);
    expect(errs[0]).toBe("f.go:2:10: expected expression, found ')'");
  });

  it('complains once per run of misplaced imports (go/parser parseFile)', () => {
    expect(errors('package p\nvar x int\nimport "a"\nimport "b"\ntype T int\nimport "c"\n')).toEqual([
      'f.go:3:1: imports must appear before other declarations',
      'f.go:6:1: imports must appear before other declarations',
    ]);
  });

  it('resumes after a bad declaration at the next import/const/type/var, not at func (go/parser declStart)', () => {
    const f = parse('package p\n!!\nfunc f() { x := }\ntype T int\n');
    expect(f.errors.map((e) => e.message)).toEqual(["expected declaration, found '!'"]);
    expect(f.decls.map((d) => d.kind)).toEqual(['gen']);
  });

  it('still returns what it read before and after an error', () => {
    const f = parse('package p\ntype A int\n!!\ntype B string\n');
    expect(f.errors).toHaveLength(1);
    expect(genDecls(f, 'type').map((d) => (d.specs[0] as TypeSpec).name)).toEqual(['A', 'B']);
  });
});
