import { describe, expect, it } from 'vitest';
import { parseGoFile } from '../../../src/engine/gosource/parser';
import { anonymous, arg, collectPackageMarkers, MarkerRegistry, struct, type MarkerValues, type PackageMarkers } from '../../../src/engine/markers';

// controller-tools v0.21.0 pkg/markers/collect_test.go "Collecting", on a file of our own with
// the same situations as markers_suite_test.go's (each marker says where it must, or must not, end
// up: "in:" ones must, "out:" ones must not).
const SOURCE = `package fixtures

import (
	// a comment that is nobody's

	// +test:pkg="out: import block 1"

	// +test:pkg="out: import block 2"
	f "fmt" // +test:pkg="out: import line"

	// +test:pkg="out: import block 3"
)

// +test:pkg="in: free-standing"

// +test:pkg="in: moved from the type's group"
// +test:type="in: group above the type"
// +test:both="in: type, not moved"
// +test:field="out: field marker far from any field"

// plain words
// +test:pkg="out: package marker in a type's godoc"
// +test:type="in: type godoc"
// plain words
type Alpha struct {
	// +test:pkg="out: inside a struct"
	// +test:field="in: group above the field's godoc"

	// field words
	// +test:field="in: field godoc"
	// +test:pkg="out: package marker in a field's godoc"
	// field words
	Documented string // +test:field="out: end of the field's line"

	// +test:field="in: field without godoc"

	Undocumented int
} // +test:pkg="out: end of the type's line"

// +test:pkg="out: on a var block"
var (
	// +test:pkg="out: inside a var block"
	Value = "v"
)

/* A block comment doc, with spaces go/ast keeps. */
type Spaced struct {
}

/*
A block comment doc over lines,
indented like this.
*/
type SpacedLines struct {
}

// Words first
// then a fenced block:
// ~~~yaml
// ---
// a:
//   b:
//   - c
// ~~~
type Fenced struct {
}

type Iface interface {
	// +test:pkg="out: inside an interface"
}

// +test:type="out: not the closest group"

// +test:type="in: closest group, no godoc"
// +test:pkg="in: moved, no godoc"

type Beta string

// +test:pkg="in: after the last declaration with markers"

/* +test:pkg="out: in a block comment" */

// +test:type="in: single-line decl, nothing after"
type Gamma struct { }

// the last comment group of the file sits on a field line below, inside a type
// that still has nodes to walk after it (field list, then its identifiers)
type hidden struct {
	x int // not a marker
}
`;

function registry(): MarkerRegistry {
  const reg = new MarkerRegistry();
  reg.define('test:pkg', 'package', anonymous(arg.string()));
  reg.define('test:type', 'type', anonymous(arg.string()));
  reg.define('test:field', 'field', anonymous(arg.string()));
  reg.define('test:both', 'type', anonymous(arg.string()));
  reg.define('test:both', 'package', anonymous(arg.string()));
  return reg;
}

function collect(): PackageMarkers {
  const file = parseGoFile('fixtures/types.go', SOURCE);
  expect(file.errors).toEqual([]);
  return collectPackageMarkers([file], registry());
}

function strings(values: MarkerValues | undefined, name: string): string[] {
  return (values?.get(name) ?? []).map((v) => v.value as string);
}

const pm = collect();
const typeNamed = (n: string) => pm.types.find((t) => t.spec.name === n)!;
const fieldOf = (t: string, f: string) => typeNamed(t).fields.find((x) => x.name === f)!;
const everything = [pm.package.values, ...pm.types.map((t) => t.values), ...pm.types.flatMap((t) => t.fields.map((f) => f.values))];

describe('collecting (collect_test.go)', () => {
  it('has no errors', () => expect(pm.errors).toEqual([]));

  it('no "out:" marker anywhere', () => {
    for (const values of everything) for (const name of ['test:pkg', 'test:type', 'test:field', 'test:both']) expect(strings(values, name).filter((s) => s.startsWith('out:'))).toEqual([]);
  });

  it('package-level: markers anywhere not obviously type- or field-level', () => {
    expect(strings(pm.package.values, 'test:pkg').sort()).toEqual(
      ['in: after the last declaration with markers', 'in: free-standing', "in: moved from the type's group", 'in: moved, no godoc'].sort(),
    );
    expect(pm.package.values.has('test:type')).toBe(false);
  });

  it('type-level: godoc markers and the closest non-godoc group', () => {
    expect(strings(typeNamed('Alpha').values, 'test:type')).toEqual(['in: group above the type', 'in: type godoc']);
    expect(typeNamed('Alpha').values.has('test:pkg')).toBe(false);
  });

  it('type-level: a marker registered for types and the package stays on the type', () => {
    expect(strings(typeNamed('Alpha').values, 'test:both')).toEqual(['in: type, not moved']);
    expect(strings(pm.package.values, 'test:both')).toEqual([]);
  });

  it('type-level: without godoc, the closest group (only that one)', () => {
    expect(strings(typeNamed('Beta').values, 'test:type')).toEqual(['in: closest group, no godoc']);
  });

  it('type-level: markers on a single-line type decl with nothing after it', () => {
    expect(strings(typeNamed('Gamma').values, 'test:type')).toEqual(['in: single-line decl, nothing after']);
  });

  it('field-level: godoc, the closest non-godoc group, never the end-of-line comment', () => {
    expect(strings(fieldOf('Alpha', 'Documented').values, 'test:field')).toEqual(["in: group above the field's godoc", 'in: field godoc']);
    expect(strings(fieldOf('Alpha', 'Undocumented').values, 'test:field')).toEqual(['in: field without godoc']);
  });

  it('types come in source order with their fields (EachType)', () => {
    expect(pm.types.map((t) => t.spec.name)).toEqual(['Alpha', 'Spaced', 'SpacedLines', 'Fenced', 'Iface', 'Beta', 'Gamma', 'hidden']);
    expect(typeNamed('Alpha').fields.map((f) => f.name)).toEqual(['Documented', 'Undocumented']);
  });

  it('a single-line type decl takes the decl doc as its doc', () => {
    expect(typeNamed('Alpha').doc?.list[0].text).toBe('// plain words');
  });
});

describe('marker values keep their source ranges', () => {
  it('the comment, the marker text and each argument', () => {
    const [v] = typeNamed('Gamma').values.get('test:type')!;
    const lines = SOURCE.split('\n');
    const line = lines[v.raw.range.start.line - 1];
    expect(line.slice(v.raw.range.start.column - 1, v.raw.range.end.column - 1)).toBe('// +test:type="in: single-line decl, nothing after"');
    expect(line.slice(v.raw.textStart.column - 1)).toBe('+test:type="in: single-line decl, nothing after"');
    const a = v.args[''];
    expect(SOURCE.slice(a.range.start.offset, a.range.end.offset)).toBe('"in: single-line decl, nothing after"');
  });
});

describe('parse errors are controller-gen errors at the marker', () => {
  it('one error per bad marker, message as controller-gen prints it', () => {
    const reg = new MarkerRegistry();
    reg.define('kubebuilder:validation:Maximum', 'field', anonymous(arg.number()));
    const src = 'package p\n\ntype T struct {\n\t// +kubebuilder:validation:Maximum=ten\n\tA int `json:"a"`\n}\n';
    const r = collectPackageMarkers([parseGoFile('p/t.go', src)], reg);
    expect(r.errors.map((e) => e.message)).toEqual(['expected integer or float, got "ten" (at 1:1)']);
    const [e] = r.errors;
    expect(e.commentStart).toMatchObject({ line: 4, column: 2 });
    expect(src.slice(e.range.start.offset, e.range.end.offset)).toBe('ten');
  });
});

describe("parse errors carry our hint beside controller-gen's message", () => {
  it('an unquoted value with a colon; an unknown argument', () => {
    const reg = new MarkerRegistry();
    reg.define('kubebuilder:validation:Pattern', 'field', anonymous(arg.string()));
    reg.define('x:rule', 'field', struct({ rule: arg.string(), message: arg.string({ optional: true }) }));
    const src = 'package p\n\ntype T struct {\n\t// +kubebuilder:validation:Pattern=^https?://x$\n\t// +x:rule:rule=a,msg=b\n\tA string `json:"a"`\n}\n';
    const r = collectPackageMarkers([parseGoFile('p/t.go', src)], reg);
    expect(r.errors.map((e) => [e.message, e.hint])).toEqual([
      ['extra arguments provided: "://x$" (at 1:8)', expect.stringContaining('quote it')],
      ['unknown argument "msg" (at 1:11)', 'the arguments of x:rule are rule, message'],
      ['extra arguments provided: "b" (at 1:12)', undefined],
    ]);
  });
});

describe('`//+` is a marker for controller-gen (isMarkerComment trims after `//`)', () => {
  it('collects it', () => {
    const reg = new MarkerRegistry();
    reg.define('kubebuilder:validation:Minimum', 'field', anonymous(arg.number()));
    const src = 'package p\n\ntype T struct {\n\t//+kubebuilder:validation:Minimum=1\n\tA int `json:"a"`\n}\n';
    const r = collectPackageMarkers([parseGoFile('p/t.go', src)], reg);
    expect(r.types[0].fields[0].values.get('kubebuilder:validation:Minimum')![0].value).toBe(1);
  });
});

// Situations collect.go handles beyond its test file, pinned from its code (markerSubVisitor.Visit).
describe('collect.go rules beyond collect_test.go', () => {
  const reg = registry();
  const run = (...srcs: string[]): PackageMarkers => {
    const files = srcs.map((s, i) => parseGoFile(`p/f${i}.go`, s));
    for (const f of files) expect(f.errors).toEqual([]);
    return collectPackageMarkers(files, reg);
  };

  it('markers above `package` (license and package doc) are package-level', () => {
    const r = run('// +test:pkg="above the doc"\n\n// Package p does things.\n// +test:pkg="in the package doc"\npackage p\n');
    expect(strings(r.package.values, 'test:pkg')).toEqual(['above the doc', 'in the package doc']);
  });

  it('package markers of every file of the package are merged (PackageMarkers)', () => {
    const r = run('// +test:pkg="one"\npackage p\n', 'package p\n\n// +test:pkg="two"\n');
    expect(strings(r.package.values, 'test:pkg')).toEqual(['one', 'two']);
  });

  it('grouped `type (...)`: the spec doc and the group above it inside the parentheses go to the spec', () => {
    const r = run(
      'package p\n\n// +test:pkg="above the group"\n\n// +test:type="group doc: dropped"\ntype (\n\t// +test:type="closest inside"\n\n\t// A doc\n\t// +test:type="spec doc"\n\tA struct{}\n\n\t// +test:type="B doc"\n\tB string\n)\n',
    );
    expect(strings(r.types[0].values, 'test:type')).toEqual(['closest inside', 'spec doc']);
    expect(strings(r.types[1].values, 'test:type')).toEqual(['B doc']);
    expect(strings(r.package.values, 'test:pkg')).toEqual(['above the group']);
    expect(r.types.flatMap((t) => strings(t.values, 'test:type'))).not.toContain('group doc: dropped');
  });

  it('markers in a function or a const block reach nothing', () => {
    const r = run('package p\n\nfunc f() {\n\t// +test:pkg="in a body"\n\t_ = 1\n}\n\nconst (\n\t// +test:pkg="in a const block"\n\tX = 1\n)\n\n// +test:type="T"\ntype T int\n');
    expect(strings(r.package.values, 'test:pkg')).toEqual([]);
    expect(strings(r.types[0].values, 'test:type')).toEqual(['T']);
  });

  it("a function's godoc is dropped but the group above it is package-level", () => {
    const r = run('package p\n\n// +test:pkg="above the func doc"\n\n// f does it.\n// +test:pkg="func doc"\nfunc f() {}\n');
    expect(strings(r.package.values, 'test:pkg')).toEqual(['above the func doc']);
  });

  it('fields of a nested struct type get their own markers', () => {
    const r = run('package p\n\ntype T struct {\n\t// +test:field="outer"\n\tSpec struct {\n\t\t// +test:field="inner"\n\t\tX int\n\t}\n}\n');
    const outer = r.types[0].fields[0];
    expect(strings(outer.values, 'test:field')).toEqual(['outer']);
    const inner = outer.field.type.kind === 'struct' ? outer.field.type.fields[0] : undefined;
    expect(strings(r.byField.get(inner!)?.values, 'test:field')).toEqual(['inner']);
  });

  it('every name of a multi-name field shares its markers; an embedded field is named ""', () => {
    const r = run('package p\n\ntype T struct {\n\t// +test:field="both"\n\tA, B int\n\t// +test:field="embedded"\n\tU\n}\n');
    expect(r.types[0].fields.map((f) => [f.name, strings(f.values, 'test:field')])).toEqual([
      ['A', ['both']],
      ['B', ['both']],
      ['', ['embedded']],
    ]);
  });

  it('unknown markers are kept per node', () => {
    const r = run('package p\n\n// +kubebuilder:object:root=true\n// +test:type="known"\ntype T struct{}\n');
    expect(r.types[0].unknown.map((m) => m.text)).toEqual(['+kubebuilder:object:root=true']);
  });
});
