// generateCRDs on our own Go inputs: schemas, required fields, markers, versions, names, errors and
// the warnings controller-gen does not give. Each case names the upstream test or testdata it mirrors.

import { describe, expect, it } from 'vitest';
import type { JSONObject } from '../../../src/engine/apis/json';
import { generateCRDs, packagesFromFiles } from '../../../src/engine/crdgen';
import { at, gen, HEADER, METAV1_STANDIN, SPEC, widget } from './helpers';

const one = (files: Record<string, string>, opts = {}) => {
  const r = gen(files, opts);
  return { r, crd: r.crds[0]?.crd as JSONObject | undefined };
};

describe('generateCRDs: schemas (pkg/crd/schema.go, testdata/cronjob_types.go)', () => {
  const cases: { name: string; fields: string; extra?: string; opts?: object; path: string; want: unknown }[] = [
    // cronjob_types.go: int32/int64 formats, plain int none
    { name: 'int32 has format int32', fields: '\tA int32 `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'integer', format: 'int32' } },
    { name: 'int64 has format int64', fields: '\tA int64 `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'integer', format: 'int64' } },
    { name: 'int has no format', fields: '\tA int `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'integer' } },
    { name: 'uint64 has format int64', fields: '\tA uint64 `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'integer', format: 'int64' } },
    // cronjob_types.go BinaryName []byte
    { name: '[]byte is a base64 string', fields: '\tA []byte `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'string', format: 'byte' } },
    { name: 'slice of strings', fields: '\tA []string `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'array', items: { type: 'string' } } },
    { name: 'map of strings', fields: '\tA map[string]string `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'object', additionalProperties: { type: 'string' } } },
    { name: 'pointer is its element', fields: '\tA *bool `json:"a"`', path: `${SPEC}.properties.a`, want: { type: 'boolean' } },
    // allowDangerousTypes (cronjob_types.go DoubleField with crd:allowDangerousTypes=true)
    { name: 'float64 with allowDangerousTypes', fields: '\tA float64 `json:"a"`', opts: { allowDangerousTypes: true }, path: `${SPEC}.properties.a`, want: { type: 'number' } },
    // a named type's markers and doc are inlined by the flattener (flatten.go)
    {
      name: 'named type inlined with its markers, field doc wins',
      fields: '\t// Count of things.\n\tA Count `json:"a"`',
      extra: '// Count is a count.\n// +kubebuilder:validation:Minimum=1\ntype Count int32\n',
      path: `${SPEC}.properties.a`,
      want: { description: 'Count of things.', type: 'integer', format: 'int32', minimum: 1 },
    },
    // desc rules: markers removed, TODO dropped, text after --- cut (zip.go extractDoc)
    {
      name: 'description without markers, TODO lines and what follows ---',
      fields: '\t// First line.\n\t// TODO: not this\n\t// Second line.\n\t// ---\n\t// hidden\n\t// +optional\n\tA string `json:"a,omitempty"`',
      path: `${SPEC}.properties.a`,
      want: { description: 'First line.\nSecond line.', type: 'string' },
    },
    // embedded struct flattened (flatten.go FlattenEmbedded)
    {
      name: 'embedded struct fields are flattened into the parent',
      fields: '\tInner `json:",inline"`\n\tB string `json:"b"`',
      extra: 'type Inner struct {\n\tA string `json:"a"`\n}\n',
      path: SPEC,
      want: { description: 'WidgetSpec is the desired state.', type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a', 'b'] },
    },
    // MarshalJSON with a Type marker (cronjob_types.go TotallyABool / URL)
    {
      name: 'a MarshalJSON type takes its Type marker',
      fields: '\tA Flag `json:"a"`',
      extra: '// +kubebuilder:validation:Type=boolean\ntype Flag struct{ v string }\n\nfunc (f Flag) MarshalJSON() ([]byte, error) { return nil, nil }\n',
      path: `${SPEC}.properties.a`,
      want: { type: 'boolean' },
    },
    // MarshalText → string (cronjob_types.go URL3/URL4)
    {
      name: 'a MarshalText type is a string',
      fields: '\tA Addr `json:"a"`',
      extra: 'type Addr struct{ v string }\n\nfunc (a *Addr) MarshalText() ([]byte, error) { return nil, nil }\n',
      path: `${SPEC}.properties.a`,
      want: { type: 'string' },
    },
    // priority.go: kubebuilder:default (10) applies after default (9) and wins
    {
      name: 'kubebuilder:default wins over default',
      fields: '\t// +default="a"\n\t// +kubebuilder:default=b\n\t// +optional\n\tA string `json:"a,omitempty"`',
      path: `${SPEC}.properties.a.default`,
      want: 'b',
    },
    // validation.go Default: an empty object default on an array becomes []
    { name: 'array default {} becomes []', fields: '\t// +kubebuilder:default={}\n\tA []string `json:"a,omitempty"`', path: `${SPEC}.properties.a.default`, want: [] },
    // items markers (cronjob_types.go +kubebuilder:validation:items:...)
    {
      name: 'items: markers apply to the items',
      fields: '\t// +kubebuilder:validation:items:MaxLength=3\n\tA []string `json:"a"`',
      path: `${SPEC}.properties.a.items`,
      want: { type: 'string', maxLength: 3 },
    },
    // topology markers
    {
      name: 'listType=map with listMapKey',
      fields: '\t// +listType=map\n\t// +listMapKey=name\n\tA []Item `json:"a"`',
      extra: 'type Item struct {\n\tName string `json:"name"`\n}\n',
      path: `${SPEC}.properties.a`,
      want: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }, 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['name'] },
    },
    // AtMostOneOf rule text (testdata/oneof)
    {
      name: 'AtMostOneOf adds its CEL rule',
      fields: '\tA *Pair `json:"a,omitempty"`',
      extra: '// +kubebuilder:validation:AtMostOneOf=x;y\ntype Pair struct {\n\tX string `json:"x,omitempty"`\n\tY string `json:"y,omitempty"`\n}\n',
      path: `${SPEC}.properties.a.x-kubernetes-validations`,
      want: [{ rule: '[has(self.x),has(self.y)].filter(x,x==true).size() <= 1', message: 'at most one of the fields in [x y] may be set' }],
    },
    // k8s:immutable on an optional field (testdata/immutable)
    {
      name: 'k8s:immutable on an optional field adds the parent rule',
      fields: '\t// +k8s:immutable\n\t// +optional\n\tA string `json:"a,omitempty"`',
      path: `${SPEC}.x-kubernetes-validations`,
      want: [{ rule: '!has(oldSelf.a) || has(self.a)', message: 'field a is immutable once set' }],
    },
    // k8s:enum on a type (testdata/enum)
    {
      name: 'k8s:enum lists the type constants, sorted',
      fields: '\tA Color `json:"a"`',
      extra: '// +k8s:enum\ntype Color string\n\nconst (\n\tRed Color = "red"\n\tBlue Color = "blue"\n)\n',
      path: `${SPEC}.properties.a`,
      want: { type: 'string', enum: ['blue', 'red'] },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { r, crd } = one(widget(c.fields, c.extra ?? ''), c.opts ?? {});
      expect(r.errors).toEqual([]);
      expect(at(crd, c.path)).toEqual(c.want);
    });
  }
});

describe('generateCRDs: required fields (schema.go structToSchema)', () => {
  const cases: { name: string; fields: string; pkgMarker?: string; want: string[] | undefined }[] = [
    { name: 'required unless omitempty', fields: '\tA string `json:"a"`\n\tB string `json:"b,omitempty"`', want: ['a'] },
    { name: '+optional makes it optional', fields: '\t// +optional\n\tA string `json:"a"`\n\tB string `json:"b"`', want: ['b'] },
    { name: '+kubebuilder:validation:Required wins over omitempty', fields: '\t// +kubebuilder:validation:Required\n\tA string `json:"a,omitempty"`', want: ['a'] },
    { name: 'omitzero does not make a field optional in v0.21.0', fields: '\tA string `json:"a,omitzero"`', want: ['a'] },
    { name: 'package-level Optional', fields: '\tA string `json:"a"`\n\t// +required\n\tB string `json:"b"`', pkgMarker: '// +kubebuilder:validation:Optional\n', want: ['b'] },
    { name: 'required list is sorted', fields: '\tZ string `json:"z"`\n\tA string `json:"a"`', want: ['a', 'z'] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const files = widget(c.fields);
      if (c.pkgMarker) files['v1/types.go'] = c.pkgMarker + files['v1/types.go'];
      const { r, crd } = one(files);
      expect(r.errors).toEqual([]);
      expect(at(crd, `${SPEC}.required`)).toEqual(c.want);
    });
  }
});

describe('generateCRDs: errors with upstream texts', () => {
  const cases: { name: string; fields: string; extra?: string; message: string; line?: number }[] = [
    {
      name: 'float without allowDangerousTypes',
      fields: '\tA float64 `json:"a"`',
      message:
        'found float, the usage of which is highly discouraged, as support for them varies across languages. Please consider serializing your float as string instead. If you are really sure you want to use them, re-run with crd:allowDangerousTypes=true',
    },
    // testdata/iface: "cannot generate schema for any"
    {
      name: 'any field',
      fields: '\tA any `json:"a"`',
      message: 'cannot generate schema for any; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead',
    },
    { name: 'field without json tag', fields: '\tA string', message: 'encountered struct field "A" without JSON tag in type "WidgetSpec"' },
    { name: 'map with int keys', fields: '\tA map[int]string `json:"a"`', message: 'map keys must be strings, not int' },
    // testdata/enum_error
    { name: 'k8s:enum on a field', fields: '\t// +k8s:enum\n\tA string `json:"a"`', message: 'k8s:enum must be set on a type, not a field' },
    // testdata/oneof_error
    {
      name: 'oneOf with a nested field',
      fields: '\tA *Pair `json:"a,omitempty"`',
      extra: '// +kubebuilder:validation:AtMostOneOf=field.foo;field.bar\ntype Pair struct {\n\tX string `json:"x,omitempty"`\n}\n',
      message: 'kubebuilder:validation:AtMostOneOf: cannot reference nested fields: field.foo,field.bar',
    },
    // testdata/wrong_title_format
    { name: 'title from an integer', fields: '\t// +kubebuilder:title=1\n\tA string `json:"a"`', message: 'expected string, got int' },
    { name: 'maximum on a string', fields: '\t// +kubebuilder:validation:Maximum=3\n\tA string `json:"a"`', message: 'must apply maximum to a numeric value, found string' },
    {
      name: 'non-integral maximum on an integer',
      fields: '\t// +kubebuilder:validation:Maximum=1.5\n\tA int32 `json:"a"`',
      message: 'cannot apply non-integral maximum validation (1.5) to integer value',
    },
    // the +default marker's value is read by encoding/json: its scanner's words (scanner.go)
    {
      name: 'default that is not JSON',
      fields: '\t// +default={"a":1,}\n\t// +optional\n\tA map[string]int32 `json:"a,omitempty"`',
      message: "invalid character '}' looking for beginning of object key string",
    },
    { name: 'listType on a string', fields: '\t// +listType=set\n\tA string `json:"a"`', message: 'must apply listType to an array, found string' },
    {
      name: 'invalid XValidation reason',
      fields: '\t// +kubebuilder:validation:XValidation:rule="self > 0",reason=Bad\n\tA int32 `json:"a"`',
      message: 'invalid reason Bad, valid values are FieldValueRequired, FieldValueInvalid, FieldValueForbidden and FieldValueDuplicate',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { r } = one(widget(c.fields, c.extra ?? ''));
      expect(r.errors.map((e) => e.message)).toContain(c.message);
      for (const e of r.errors) expect(e.file).toBe('v1/types.go');
    });
  }

  it('names an import nothing provides, where a kind needs one of its types', () => {
    const files = widget('\tA other.Thing `json:"a"`');
    files['v1/types.go'] = files['v1/types.go']!.replace('import metav1', 'import other "github.com/acme/other"\nimport metav1');
    const { r } = one(files);
    const e = r.errors.find((x) => x.code === 'crdgen.import');
    expect(e?.message).toContain('github.com/acme/other');
    expect(e?.message).toContain('other.Thing');
    // at the field that needs it, not at the import line (4): an import no schema needs is no error
    expect(e?.line).toBeGreaterThan(4);
    const unused = widget('\tA string `json:"a"`');
    unused['v1/types.go'] = unused['v1/types.go']!.replace('import metav1', 'import other "github.com/acme/other"\nimport metav1');
    expect(one(unused).r.errors).toEqual([]);
  });
});

describe('generateCRDs: the CRD (spec.go, crd.go markers)', () => {
  it('names, scope, lone version as storage, metadata reset, annotation', () => {
    const { r, crd } = one(widget('\tA string `json:"a"`'));
    expect(r.errors).toEqual([]);
    expect(crd?.apiVersion).toBe('apiextensions.k8s.io/v1');
    expect(crd?.metadata).toEqual({ name: 'widgets.example.com', annotations: { 'controller-gen.kubebuilder.io/version': '(devel)' } });
    expect(at(crd, 'spec.names')).toEqual({ kind: 'Widget', listKind: 'WidgetList', plural: 'widgets', singular: 'widget' });
    expect(at(crd, 'spec.scope')).toBe('Namespaced');
    expect(at(crd, 'spec.versions[0].storage')).toBe(true);
    expect(at(crd, 'spec.versions[0].served')).toBe(true);
    expect(at(crd, 'spec.versions[0].schema.openAPIV3Schema.properties.metadata')).toEqual({ type: 'object' });
    expect(at(crd, 'spec.versions[0].schema.openAPIV3Schema.properties.kind')).toEqual({
      description: 'Kind is a string value representing the REST resource this object represents.',
      type: 'string',
    });
    expect(r.crds[0]?.fileName).toBe('example.com_widgets.yaml');
  });

  it('resource, printcolumn, subresources, selectable field, metadata markers (crd.go)', () => {
    const markers =
      '// +kubebuilder:resource:path=gizmos,shortName=gz;gzm,categories=all,scope=Cluster\n' +
      '// +kubebuilder:printcolumn:name="A",type=string,JSONPath=`.spec.a`,priority=1\n' +
      '// +kubebuilder:subresource:status\n' +
      '// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas\n' +
      '// +kubebuilder:selectablefield:JSONPath=`.spec.a`\n' +
      '// +kubebuilder:metadata:annotations="a.io/x=y",labels="l=v"\n';
    const { r, crd } = one(widget('\tA string `json:"a"`', '', markers));
    expect(r.errors).toEqual([]);
    expect(at(crd, 'metadata.name')).toBe('gizmos.example.com');
    expect(at(crd, 'metadata.annotations')).toEqual({ 'controller-gen.kubebuilder.io/version': '(devel)', 'a.io/x': 'y' });
    expect(at(crd, 'metadata.labels')).toEqual({ l: 'v' });
    expect(at(crd, 'spec.names')).toEqual({ kind: 'Widget', listKind: 'WidgetList', plural: 'gizmos', singular: 'widget', shortNames: ['gz', 'gzm'], categories: ['all'] });
    expect(at(crd, 'spec.scope')).toBe('Cluster');
    expect(at(crd, 'spec.versions[0].additionalPrinterColumns')).toEqual([{ name: 'A', type: 'string', jsonPath: '.spec.a', priority: 1 }]);
    expect(at(crd, 'spec.versions[0].subresources')).toEqual({ status: {}, scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' } });
    expect(at(crd, 'spec.versions[0].selectableFields')).toEqual([{ jsonPath: '.spec.a' }]);
  });

  it('wrong annotation format (testdata/wrong_annotation_format)', () => {
    const { r } = one(widget('\tA string `json:"a"`', '', '// +kubebuilder:metadata:annotations="noequals"\n'));
    expect(r.errors.map((e) => e.message)).toContain("annotation noequals is not in 'xxx=xxx' format");
  });

  // parser_integration_test.go "should generate markers properly among several package versions"
  it('versions sorted; no storage version among two is an error', () => {
    const v2 = widget('\tA string `json:"a"`')['v1/types.go']!.replace('package v1', 'package v2');
    const { r, crd } = one({ ...widget('\tA string `json:"a"`'), 'v2/types.go': v2 });
    expect((at(crd, 'spec.versions') as JSONObject[]).map((v) => v.name)).toEqual(['v1', 'v2']);
    expect(r.errors.map((e) => e.message)).toContain('CRD for Widget.example.com has no storage version');
  });

  it('storageversion and unservedversion', () => {
    const v2 = widget('\tA string `json:"a"`', '', '// +kubebuilder:storageversion\n')['v1/types.go']!.replace('package v1', 'package v2');
    const v1 = widget('\tA string `json:"a"`', '', '// +kubebuilder:unservedversion\n');
    const { r, crd } = one({ ...v1, 'v2/types.go': v2 });
    expect(r.errors).toEqual([]);
    expect((at(crd, 'spec.versions') as JSONObject[]).map((v) => [v.name, v.served, v.storage])).toEqual([
      ['v1', false, false],
      ['v2', true, true],
    ]);
  });

  it('kubebuilder:skip leaves the package out', () => {
    const files = widget('\tA string `json:"a"`');
    files['v1/types.go'] = '// +kubebuilder:skip\n' + files['v1/types.go'];
    expect(one(files).r.crds).toEqual([]);
  });

  it('maxDescLen cuts descriptions at a sentence end (desc_visitor.go)', () => {
    const { crd } = one(widget('\t// One two three. Four five six seven eight.\n\tA string `json:"a"`'), { maxDescLen: 30 });
    expect(at(crd, `${SPEC}.properties.a.description`)).toBe('One two three.');
  });

  it('a kind without TypeMeta is no kind (gen.go FindKubeKinds)', () => {
    const files = { 'v1/types.go': `// +groupName=example.com\n${HEADER}\ntype Thing struct {\n\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`\n}\n` };
    expect(one(files).r.crds).toEqual([]);
  });
});

describe('generateCRDs: warnings controller-gen does not give', () => {
  it('Required against omitempty (controller-tools #621)', () => {
    const { r } = one(widget('\t// +kubebuilder:validation:Required\n\tA string `json:"a,omitempty"`'));
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ code: 'crdgen.required-omitempty', file: 'v1/types.go', line: 8 });
  });

  it('XValidation on a type alias is dropped (controller-tools #1462)', () => {
    const extra = '// +kubebuilder:validation:XValidation:rule="self.x != \'\'"\ntype Alias = Target\n\ntype Target struct {\n\tX string `json:"x,omitempty"`\n}\n';
    const { r, crd } = one(widget('\tA Alias `json:"a"`', extra));
    expect(at(crd, `${SPEC}.properties.a.x-kubernetes-validations`)).toBeUndefined();
    expect(r.warnings.map((w) => w.code)).toContain('crdgen.alias-xvalidation');
  });
});

describe('generateCRDs: known types (known_types.go)', () => {
  const imports =
    'import (\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n\t"k8s.io/apimachinery/pkg/api/resource"\n\t"k8s.io/apimachinery/pkg/util/intstr"\n\t"k8s.io/apimachinery/pkg/runtime"\n)';
  const withImports = (fields: string) => {
    const files = widget(fields);
    files['v1/types.go'] = files['v1/types.go']!.replace('import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"', imports);
    return files;
  };
  const cases: [string, string, unknown][] = [
    [
      'resource.Quantity',
      'resource.Quantity',
      {
        anyOf: [{ type: 'integer' }, { type: 'string' }],
        'x-kubernetes-int-or-string': true,
        pattern: '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$',
      },
    ],
    ['intstr.IntOrString', '*intstr.IntOrString', { anyOf: [{ type: 'integer' }, { type: 'string' }], 'x-kubernetes-int-or-string': true }],
    ['runtime.RawExtension', 'runtime.RawExtension', { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }],
    ['metav1.Time', 'metav1.Time', { type: 'string', format: 'date-time' }],
  ];
  for (const [name, goType, want] of cases) {
    it(name, () => {
      const { r, crd } = one(withImports(`\tA ${goType} \`json:"a"\``));
      expect(r.errors).toEqual([]);
      expect(at(crd, `${SPEC}.properties.a`)).toEqual(want);
    });
  }

  // known_types.go ObjectMetaPackages (no upstream golden): only the allow-listed ObjectMeta fields
  it('generateEmbeddedObjectMeta gives an embedded ObjectMeta its five properties; the top-level metadata stays {type: object}', () => {
    const fields = '\tTemplate Template `json:"template"`';
    const extra = 'type Template struct {\n\tmetav1.ObjectMeta `json:"metadata,omitempty"`\n}\n';
    const plain = one(widget(fields, extra)).crd;
    expect(at(plain, `${SPEC}.properties.template.properties.metadata`)).toEqual({ type: 'object' });
    const { r, crd } = one(widget(fields, extra), { generateEmbeddedObjectMeta: true });
    expect(r.errors).toEqual([]);
    expect(Object.keys(at(crd, `${SPEC}.properties.template.properties.metadata.properties`) as object).sort()).toEqual(['annotations', 'finalizers', 'labels', 'name', 'namespace']);
    expect(at(crd, 'spec.versions[0].schema.openAPIV3Schema.properties.metadata')).toEqual({ type: 'object' });
  });
});

describe('generateCRDs: marker diagnostics of the input (markers collector)', () => {
  // controller-tools #887: a miscased marker is silently ignored by controller-gen
  it('a miscased marker is a warning at its position and has no effect', () => {
    const { r, crd } = one(widget('\t// +kubebuilder:validation:enum=a;b\n\tA string `json:"a"`'));
    expect(at(crd, `${SPEC}.properties.a`)).toEqual({ type: 'string' });
    const w = r.warnings.find((x) => x.code.startsWith('markers.'));
    expect(w).toMatchObject({ file: 'v1/types.go', line: 8 });
  });

  it('a marker that does not parse is an error', () => {
    const { r } = one(widget('\t// +kubebuilder:validation:Maximum=abc\n\tA int32 `json:"a"`'));
    expect(r.errors.map((e) => e.code)).toContain('markers.parse');
  });

  it("provided packages' markers give no warnings", () => {
    const r = gen(widget('\tA string `json:"a"`'));
    expect(r.warnings).toEqual([]);
  });
});

describe('generateCRDs: provenance', () => {
  it('maps generated paths to the Go marker argument, marker and field', () => {
    const fields = '\t// Replicas wanted.\n\t// +kubebuilder:validation:Maximum=10\n\t// +kubebuilder:validation:XValidation:rule="self >= 0",message="neg"\n\tReplicas int32 `json:"replicas"`';
    const { r } = one(widget(fields));
    const prov = r.crds[0]!.provenance;
    const p = `${SPEC}.properties.replicas`;
    expect(prov[p]).toMatchObject({ file: 'v1/types.go', line: 11 });
    expect(prov[`${p}.maximum`]).toMatchObject({ line: 9 });
    expect(prov[`${p}.x-kubernetes-validations[0]`]).toMatchObject({ line: 10 });
    const rule = prov[`${p}.x-kubernetes-validations[0].rule`]!;
    const line = widget(fields)['v1/types.go']!.split('\n')[rule.line - 1]!;
    expect(line.slice(rule.column - 1, rule.endColumn - 1)).toBe('"self >= 0"');
  });
});

describe('generateCRDs: provenance of every generated path', () => {
  it('each path of the CRD has an entry or an ancestor with one; schema nodes of fields point at the field', () => {
    const fields = '\t// Items to keep.\n\t// +listType=set\n\tItems []string `json:"items,omitempty"`\n\tNested Inner `json:"nested"`';
    const extra = '// Inner is nested.\ntype Inner struct {\n\t// +kubebuilder:default=3\n\tN int32 `json:"n,omitempty"`\n}\n';
    const { r } = one(widget(fields, extra));
    const { crd, provenance } = r.crds[0]!;
    const paths: string[] = [];
    const walk = (v: unknown, p: string) => {
      paths.push(p);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}[${i}]`));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, p === '' ? k : `${p}.${k}`);
    };
    walk(crd, '');
    const covered = (p: string): boolean => {
      let q = p;
      for (;;) {
        if (provenance[q]) return true;
        const parent = q.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
        if (parent === q) return false;
        q = parent;
      }
    };
    const uncovered = paths.filter((p) => p.startsWith('spec.') && !covered(p));
    expect(uncovered).toEqual([]);
    expect(provenance[`${SPEC}.properties.items.x-kubernetes-list-type`]).toMatchObject({ line: 9 });
    expect(provenance[`${SPEC}.properties.nested.properties.n.default`]).toMatchObject({ line: 15 });
    expect(provenance[`${SPEC}.properties.nested`]).toMatchObject({ line: 11 });
    expect(provenance[`${SPEC}.description`]).toMatchObject({ line: 6 });
  });
});

describe('generateCRDs: schemas of provided packages carried between runs', () => {
  // a provided package with a float field: its error must come back on every run, and an edit of
  // the input must show while the provided schemas are reused
  const providedFiles = {
    importPath: 'example.org/shared/v1',
    files: [
      {
        path: 'example.org/shared/v1/types.go',
        text: 'package v1\n\n// Shared is provided.\ntype Shared struct {\n\t// +kubebuilder:validation:Maximum=5\n\tN int32 `json:"n"`\n\tF float64 `json:"f"`\n}\n',
      },
    ],
  };
  const input = (max: number) => {
    const files = widget(`\t// +kubebuilder:validation:Maximum=${max}\n\tA int32 \`json:"a"\`\n\tS shared.Shared \`json:"s"\``);
    files['v1/types.go'] = files['v1/types.go']!.replace('import metav1', 'import shared "example.org/shared/v1"\nimport metav1');
    const { module, packages } = packagesFromFiles([{ path: 'go.mod', text: 'module example.com/api\n' }, ...Object.entries(files).map(([path, text]) => ({ path, text }))]);
    return {
      module,
      packages,
      extra: [providedFiles, { importPath: 'k8s.io/apimachinery/pkg/apis/meta/v1', files: [{ path: 'k8s.io/apimachinery/pkg/apis/meta/v1/types.go', text: METAV1_STANDIN }] }],
    };
  };
  it('the second run equals a first run', () => {
    const first = generateCRDs(input(3));
    const second = generateCRDs(input(4));
    expect(at(second.crds[0]?.crd, `${SPEC}.properties.a.maximum`)).toBe(4);
    expect(at(second.crds[0]?.crd, `${SPEC}.properties.s`)).toEqual(at(first.crds[0]?.crd, `${SPEC}.properties.s`));
    expect(at(second.crds[0]?.crd, `${SPEC}.properties.s.properties.n.maximum`)).toBe(5);
    expect(second.errors.map((e) => e.message)).toEqual(first.errors.map((e) => e.message));
    expect(second.errors.some((e) => e.message.startsWith('found float'))).toBe(true);
  });
});
