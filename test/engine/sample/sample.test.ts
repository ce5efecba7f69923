// Sample objects from a CRD's schema. Each row gives a `spec` schema and checks the sample's value
// against the keyword it pins, then runs the YAML text through check() — the pipeline that follows
// kube-apiserver's create path (registry/customresource strategy: defaulting, pruning,
// validation.ValidateCustomResource with kube-openapi's validate and strfmt formats,
// schema/listtype, schema/objectmeta ValidateEmbeddedResource, CEL x-kubernetes-validations) —
// and expects no error, so a sample is one the apiserver would accept.
import { describe, expect, it } from 'vitest';
import { check, sampleFromText, sampleFromCRD, type JSONSchemaProps, type JSONValue, type SampleResult } from '../../../src/engine';
import { formatCheck } from '../../../src/engine/validation';
import { re2Matches } from '../../../src/engine/regex';
import { patternCandidates } from '../../../src/engine/sample/regex';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { readCustomResourceDefinition } from '../../../src/engine/crd';

interface VersionSpec {
  name: string;
  served?: boolean;
  storage?: boolean;
  schema?: JSONSchemaProps;
  status?: boolean;
}

/** A v1 CRD (as JSON text, which is YAML) with the given versions. */
function crdText(versions: VersionSpec[], kind = 'Widget', plural = 'widgets'): string {
  return JSON.stringify({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.example.com` },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { kind, plural, singular: kind.toLowerCase() },
      versions: versions.map((v) => ({
        name: v.name,
        served: v.served ?? true,
        storage: v.storage ?? false,
        schema: { openAPIV3Schema: v.schema ?? { type: 'object' } },
        ...(v.status ? { subresources: { status: {} } } : {}),
      })),
    },
  });
}

const withSpec = (spec: JSONSchemaProps, required = true): JSONSchemaProps => ({
  type: 'object',
  properties: { spec, status: { type: 'object', properties: { phase: { type: 'string' } } } },
  ...(required ? { required: ['spec'] } : {}),
});

const specCRD = (spec: JSONSchemaProps) => crdText([{ name: 'v1', storage: true, schema: withSpec(spec) }]);

/** The errors check() reports for the sample's YAML text, beside its CRD. */
function errorsOf(crd: string, r: SampleResult): string[] {
  const res = check({
    sources: [
      { id: 'crd', text: crd },
      { id: 'objects', text: r.yaml },
    ],
  });
  return res.diagnostics.filter((d) => d.source === 'objects' && d.severity === 'error').map((d) => d.message);
}

const spec = (r: SampleResult) => (r.object?.spec ?? null) as Record<string, JSONValue> | null;

interface Row {
  name: string;
  schema: JSONSchemaProps;
  full?: boolean;
  expect: (spec: Record<string, JSONValue>) => void;
}

const obj = (properties: Record<string, JSONSchemaProps>, required?: string[], extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: 'object',
  properties,
  ...(required ? { required } : {}),
  ...extra,
});

const ROWS: Row[] = [
  // kube-openapi validate: type checks (validation.ValidateCustomResource)
  {
    name: 'type: string, integer, number, boolean',
    schema: obj({ s: { type: 'string' }, i: { type: 'integer' }, n: { type: 'number' }, b: { type: 'boolean' } }, ['s', 'i', 'n', 'b']),
    expect: (s) => {
      expect(typeof s.s).toBe('string');
      expect(Number.isInteger(s.i)).toBe(true);
      expect(typeof s.n).toBe('number');
      expect(typeof s.b).toBe('boolean');
    },
  },
  // minimal: required fields only; full: every field once
  { name: 'minimal keeps only required fields', schema: obj({ a: { type: 'string' }, b: { type: 'string' } }, ['a']), expect: (s) => expect(Object.keys(s)).toEqual(['a']) },
  {
    name: 'full sets every field once',
    full: true,
    schema: obj({ a: { type: 'string' }, b: { type: 'integer' }, c: obj({ d: { type: 'boolean' } }) }, ['a']),
    expect: (s) => {
      expect(Object.keys(s).sort()).toEqual(['a', 'b', 'c']);
      expect(s.c).toEqual({ d: false });
    },
  },
  {
    name: 'required fields recursively',
    schema: obj({ outer: obj({ inner: obj({ leaf: { type: 'string' } }, ['leaf']), other: { type: 'string' } }, ['inner']) }, ['outer']),
    expect: (s) => expect(s).toEqual({ outer: { inner: { leaf: 'example' } } }),
  },
  // enum: the first value (validate.enumValidator)
  {
    name: 'enum: the first value',
    schema: obj({ mode: { type: 'string', enum: ['Fast', 'Slow'] }, level: { type: 'integer', enum: [3, 5] } }, ['mode', 'level']),
    expect: (s) => expect(s).toEqual({ mode: 'Fast', level: 3 }),
  },
  // default: the schema default (defaulting happens before validation; defaults are validated on CRD create)
  {
    name: 'default: the schema default',
    schema: obj({ image: { type: 'string', default: 'nginx:1.27' }, replicas: { type: 'integer', default: 2 } }, ['image', 'replicas']),
    expect: (s) => expect(s).toEqual({ image: 'nginx:1.27', replicas: 2 }),
  },
  // pattern: a string that matches (validate.stringValidator: regexp MatchString)
  {
    name: 'pattern: DNS-1123 label',
    schema: obj({ p: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' } }, ['p']),
    expect: (s) => expect(re2Matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', s.p as string)).toBe(true),
  },
  { name: 'pattern: fixed shape with counted repeats', schema: obj({ p: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' } }, ['p']), expect: (s) => expect(s.p).toMatch(/^[A-Z]{3}-\d{4}$/) },
  { name: 'pattern: alternation and groups', schema: obj({ p: { type: 'string', pattern: '^(\\d+(\\.\\d+)?)(ms|s|m|h)$' } }, ['p']), expect: (s) => expect(s.p).toMatch(/^\d+(\.\d+)?(ms|s|m|h)$/) },
  { name: 'pattern with minLength', schema: obj({ p: { type: 'string', pattern: '^[a-f0-9]+$', minLength: 12 } }, ['p']), expect: (s) => expect(s.p).toMatch(/^[a-f0-9]{12,}$/) },
  // minLength / maxLength (counted in runes)
  {
    name: 'minLength and maxLength',
    schema: obj({ a: { type: 'string', minLength: 10 }, b: { type: 'string', maxLength: 3 } }, ['a', 'b']),
    expect: (s) => {
      expect((s.a as string).length).toBeGreaterThanOrEqual(10);
      expect((s.b as string).length).toBeLessThanOrEqual(3);
    },
  },
  // minimum / maximum / exclusive / multipleOf (validate.numberValidator)
  {
    name: 'minimum, maximum, exclusiveMinimum, multipleOf',
    schema: obj(
      {
        a: { type: 'integer', minimum: 5, maximum: 10 },
        b: { type: 'integer', minimum: 5, exclusiveMinimum: true },
        c: { type: 'integer', maximum: -3 },
        d: { type: 'integer', minimum: 7, multipleOf: 5 },
        e: { type: 'number', minimum: 0.5, maximum: 0.75 },
      },
      ['a', 'b', 'c', 'd', 'e'],
    ),
    expect: (s) => {
      expect(s.a).toBe(5);
      expect(s.b).toBe(6);
      expect(s.c as number).toBeLessThanOrEqual(-3);
      expect(s.d).toBe(10);
      expect(s.e as number).toBeGreaterThanOrEqual(0.5);
      expect(s.e as number).toBeLessThanOrEqual(0.75);
    },
  },
  // minItems / maxItems (validate.sliceValidator)
  { name: 'minItems', schema: obj({ l: { type: 'array', minItems: 3, items: { type: 'string' } } }, ['l']), expect: (s) => expect((s.l as JSONValue[]).length).toBe(3) },
  { name: 'full respects maxItems 0', full: true, schema: obj({ l: { type: 'array', maxItems: 0, items: { type: 'string' } } }), expect: (s) => expect(s.l).toEqual([]) },
  // minProperties (validate.objectValidator) on a map
  {
    name: 'minProperties on a map',
    schema: obj({ m: { type: 'object', minProperties: 2, additionalProperties: { type: 'string' } } }, ['m']),
    expect: (s) => expect(Object.keys(s.m as object).length).toBe(2),
  },
  {
    name: 'minProperties from optional properties',
    schema: obj({ m: obj({ a: { type: 'string' }, b: { type: 'string' } }, undefined, { minProperties: 1 }) }, ['m']),
    expect: (s) => expect(Object.keys(s.m as object).length).toBe(1),
  },
  // schema/listtype: set items and map keys unique
  {
    name: 'list-type set: unique items',
    schema: obj({ l: { type: 'array', minItems: 3, 'x-kubernetes-list-type': 'set', items: { type: 'string' } } }, ['l']),
    expect: (s) => expect(new Set(s.l as string[]).size).toBe(3),
  },
  {
    name: 'list-type set of enum values',
    schema: obj({ l: { type: 'array', minItems: 2, 'x-kubernetes-list-type': 'set', items: { type: 'string', enum: ['a', 'b'] } } }, ['l']),
    expect: (s) => expect(s.l).toEqual(['a', 'b']),
  },
  {
    name: 'list-type map: key fields present and unique',
    schema: obj(
      {
        l: {
          type: 'array',
          minItems: 2,
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['name', 'port'],
          items: obj({ name: { type: 'string' }, port: { type: 'integer' }, extra: { type: 'string' } }, ['name']),
        },
      },
      ['l'],
    ),
    expect: (s) => {
      const items = s.l as Record<string, JSONValue>[];
      expect(items).toHaveLength(2);
      expect(new Set(items.map((i) => `${i.name}/${i.port}`)).size).toBe(2);
    },
  },
  // x-kubernetes-int-or-string: integer or string both pass
  {
    name: 'int-or-string',
    schema: obj({ port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] } }, ['port']),
    expect: (s) => expect(['number', 'string']).toContain(typeof s.port),
  },
  // x-kubernetes-preserve-unknown-fields: kept as an object
  { name: 'preserve-unknown-fields', schema: obj({ raw: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } }, ['raw']), expect: (s) => expect(s.raw).toEqual({}) },
  // schema/objectmeta ValidateEmbeddedResource: apiVersion and kind required
  {
    name: 'embedded resource: apiVersion and kind',
    schema: obj({ template: { type: 'object', 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true } }, ['template']),
    expect: (s) => {
      const t = s.template as Record<string, JSONValue>;
      expect(typeof t.apiVersion).toBe('string');
      expect(typeof t.kind).toBe('string');
    },
  },
  // nullable: a value is still generated (null is not needed)
  { name: 'nullable field', schema: obj({ n: { type: 'string', nullable: true } }, ['n']), expect: (s) => expect(s.n).toBe('example') },
  // oneOf/anyOf branches: the first branch's required fields; a full sample leaves out the other oneOf branches' fields
  {
    name: 'oneOf: the first branch',
    full: true,
    schema: obj({ a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } }, undefined, { oneOf: [{ required: ['a'] }, { required: ['b'] }] }),
    expect: (s) => {
      expect(s.a).toBeDefined();
      expect(s.b).toBeUndefined();
      expect(s.c).toBeDefined();
    },
  },
  {
    name: 'anyOf: the first branch required',
    schema: obj({ a: { type: 'string' }, b: { type: 'string' } }, undefined, { anyOf: [{ required: ['b'] }, { required: ['a'] }] }),
    expect: (s) => expect(Object.keys(s)).toEqual(['b']),
  },
  {
    name: 'anyOf of scalar constraints',
    schema: obj({ v: { type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] } }, ['v']),
    expect: (s) => expect(formatCheck('ipv4')!(s.v as string)).toBe(true),
  },
  // CEL rules (x-kubernetes-validations): hints from the rule, then repairs with check()
  {
    name: 'CEL duration(self) hint',
    schema: obj({ d: { type: 'string', 'x-kubernetes-validations': [{ rule: "duration(self) >= duration('1ms')" }] } }, ['d']),
    expect: (s) => expect(s.d).toBe('1s'),
  },
  {
    name: 'CEL self.matches hint',
    schema: obj({ v: { type: 'string', 'x-kubernetes-validations': [{ rule: "self.matches('^v[0-9]+$')" }] } }, ['v']),
    expect: (s) => expect(s.v).toMatch(/^v[0-9]+$/),
  },
  {
    name: 'CEL rule repaired: a number above a bound',
    schema: obj({ r: { type: 'integer', 'x-kubernetes-validations': [{ rule: 'self >= 10' }] } }, ['r']),
    expect: (s) => expect(s.r as number).toBeGreaterThanOrEqual(10),
  },
  {
    name: 'CEL rule repaired: one of two optional fields must be set',
    schema: obj({ a: { type: 'string' }, b: { type: 'string' } }, undefined, { 'x-kubernetes-validations': [{ rule: 'has(self.a) || has(self.b)', message: 'a or b' }] }),
    expect: (s) => expect(s.a !== undefined || s.b !== undefined).toBe(true),
  },
  {
    name: 'CEL exclusive fields: a full sample sets one',
    full: true,
    schema: obj({ a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } }, undefined, { 'x-kubernetes-validations': [{ rule: '!(has(self.a) && has(self.b))', message: 'not both' }] }),
    expect: (s) => {
      expect(s.a).toBeDefined();
      expect(s.b).toBeUndefined();
      expect(s.c).toBeDefined();
    },
  },
  {
    name: 'CEL exclusive fields of list items (self.all)',
    full: true,
    schema: obj({
      l: { type: 'array', items: obj({ x: { type: 'string' }, y: { type: 'string' } }), 'x-kubernetes-validations': [{ rule: 'self.all(t, (has(t.x) ? 1 : 0) + (has(t.y) ? 1 : 0) <= 1)' }] },
    }),
    expect: (s) => expect(s.l).toEqual([{ x: 'example' }]),
  },
  {
    name: 'CEL rule relating two fields',
    full: true,
    schema: obj({ min: { type: 'integer' }, max: { type: 'integer', minimum: 0 } }, undefined, { 'x-kubernetes-validations': [{ rule: 'self.min < self.max' }] }),
    expect: (s) => expect((s.min as number) < (s.max as number)).toBe(true),
  },
];

describe('sampleFromText: values per schema keyword, and the sample validates clean', () => {
  it.each(ROWS)('$name', (row) => {
    const crd = specCRD(row.schema);
    const r = sampleFromText(crd, { full: row.full === true });
    expect(r.error).toBeUndefined();
    expect(r.errors).toEqual([]);
    expect(errorsOf(crd, r)).toEqual([]);
    row.expect(spec(r)!);
  });
});

describe('the resource root', () => {
  it('a spec with required fields is set even when the root does not require spec (kubebuilder CRDs rarely do)', () => {
    const crd = crdText([{ name: 'v1', storage: true, schema: withSpec(obj({ a: { type: 'string' }, b: { type: 'string' } }, ['a']), false) }]);
    const r = sampleFromText(crd);
    expect(r.object?.spec).toEqual({ a: 'example' });
    expect(errorsOf(crd, r)).toEqual([]);
  });
  it('a spec without required fields is left out of a minimal sample', () => {
    const r = sampleFromText(crdText([{ name: 'v1', storage: true, schema: withSpec(obj({ a: { type: 'string' } }), false) }]));
    expect(r.object).toEqual({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'widget-sample' } });
  });
});

describe('format: a value that passes the strfmt check of every format the apiserver validates', () => {
  const formats = [
    'date-time',
    'date',
    'uuid',
    'uuid3',
    'uuid4',
    'uuid5',
    'ipv4',
    'ipv6',
    'cidr',
    'mac',
    'email',
    'hostname',
    'uri',
    'byte',
    'duration',
    'bsonobjectid',
    'isbn',
    'isbn10',
    'isbn13',
    'creditcard',
    'ssn',
    'hexcolor',
    'rgbcolor',
    'password',
    'k8s-short-name',
    'k8s-long-name',
  ];
  it.each(formats)('%s', (format) => {
    const crd = specCRD(obj({ v: { type: 'string', format } }, ['v']));
    const r = sampleFromText(crd);
    const v = spec(r)!.v as string;
    expect(formatCheck(format)!(v)).toBe(true);
    expect(errorsOf(crd, r)).toEqual([]);
  });
  it('quantity (not validated by strfmt) gets a quantity', () => {
    const r = sampleFromText(specCRD(obj({ q: { type: 'string', format: 'quantity' } }, ['q'])));
    expect(spec(r)!.q).toBe('1');
  });
});

describe('patternCandidates: strings from the structure of RE2 patterns', () => {
  const PATTERNS = [
    '^[a-z]+$',
    '^(\\*|[0-9]+)(/[0-9]+)?(\\s+(\\*|[0-9]+)(/[0-9]+)?){4}$',
    '^[^/]+/[^/]+$',
    '^(?:https?://)?[a-z.]+(:[0-9]{2,5})?$',
    '^\\w+@\\w+\\.com$',
    '^[[:alpha:]][[:alnum:]_]*$',
    '^(?P<major>\\d+)\\.(?P<minor>\\d+)$',
    '^\\x41\\QA.B\\E$',
  ];
  it.each(PATTERNS)('%s', (p) => {
    const c = patternCandidates(p);
    expect(c.length).toBeGreaterThan(0);
    expect(c.some((s) => re2Matches(p, s) === true)).toBe(true);
  });
  it('gives up (no candidates, no exception) on what it does not parse', () => {
    expect(patternCandidates('\\p{Greek}+')).toEqual([]);
    expect(patternCandidates('(unclosed')).toEqual([]);
    expect(patternCandidates('a'.repeat(3000))).toEqual([]);
  });
});

describe('versions: the storage version by default, served versions only', () => {
  const crd = crdText([
    { name: 'v1', storage: true, schema: withSpec(obj({ a: { type: 'string' } }, ['a'])) },
    { name: 'v2', schema: withSpec(obj({ b: { type: 'integer' } }, ['b'])) },
    { name: 'v0', served: false, schema: withSpec(obj({ c: { type: 'string' } }, ['c'])) },
  ]);
  it('defaults to the storage version', () => {
    const r = sampleFromText(crd);
    expect(r.version).toBe('v1');
    expect(r.object?.apiVersion).toBe('example.com/v1');
    expect(spec(r)).toEqual({ a: 'example' });
    expect(r.crds[0].versions).toEqual(['v2', 'v1']);
  });
  it('samples a chosen served version', () => {
    const r = sampleFromText(crd, { version: 'v2' });
    expect(r.object?.apiVersion).toBe('example.com/v2');
    expect(spec(r)).toEqual({ b: 1 });
    expect(errorsOf(crd, r)).toEqual([]);
  });
  it('refuses a version that is not served, or does not exist', () => {
    expect(sampleFromText(crd, { version: 'v0' }).error).toBe('version "v0" of widgets.example.com is not served; served: v2, v1');
    expect(sampleFromText(crd, { version: 'v9' }).error).toBe('CustomResourceDefinition widgets.example.com has no version "v9"; served: v2, v1');
  });
  it('leaves status out when the status subresource is enabled (PrepareForCreate drops it)', () => {
    const text = crdText([
      {
        name: 'v1',
        storage: true,
        status: true,
        schema: { type: 'object', required: ['spec', 'status'], properties: { spec: obj({ a: { type: 'string' } }), status: obj({ p: { type: 'string' } }) } },
      },
    ]);
    const r = sampleFromText(text, { full: true });
    expect(r.object?.status).toBeUndefined();
    expect(r.object?.spec).toEqual({ a: 'example' });
  });
  it('samples a loaded CRD (sampleFromCRD)', () => {
    const read = readCustomResourceDefinition(JSON.parse(crd)).crd!;
    const r = sampleFromCRD(read, { version: 'v2' });
    expect(r.errors).toEqual([]);
    expect(spec(r)).toEqual({ b: 1 });
  });
});

describe('several CRDs: --kind picks one', () => {
  const text = `${crdText([{ name: 'v1', storage: true }], 'Widget', 'widgets')}\n---\n${crdText([{ name: 'v1', storage: true }], 'Gadget', 'gadgets')}`;
  it.each([
    [undefined, 'Widget'],
    ['Gadget', 'Gadget'],
    ['gadgets', 'Gadget'],
    ['widgets.example.com', 'Widget'],
  ])('%s → %s', (kind, expected) => {
    const r = sampleFromText(text, { kind });
    expect(r.kind).toBe(expected);
    expect(r.crds.map((c) => c.kind)).toEqual(['Widget', 'Gadget']);
  });
  it('an unknown kind is an error naming the kinds found', () => {
    expect(sampleFromText(text, { kind: 'Nope' }).error).toBe('no CustomResourceDefinition with kind "Nope"; found: Widget, Gadget');
  });
});

describe('YAML text: decodes back to the object under go-yaml v2 rules', () => {
  it('quotes strings that would read as booleans, numbers or null', () => {
    const crd = specCRD(
      obj(
        {
          a: { type: 'string', enum: ['yes'] },
          b: { type: 'string', enum: ['0755'] },
          c: { type: 'string', enum: ['on'] },
          d: { type: 'string', enum: ['null'] },
          e: { type: 'string', enum: ['0o17'] },
          f: { type: 'string', enum: ['1_000'] },
          g: { type: 'string', enum: ['- x'] },
        },
        ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      ),
    );
    const r = sampleFromText(crd);
    expect(parseDocuments(r.yaml)[0].value).toEqual(r.object);
    expect(errorsOf(crd, r)).toEqual([]);
  });
  it('starts with a comment naming the kind, the version and the mode', () => {
    const r = sampleFromText(specCRD(obj({})), { full: true });
    expect(r.yaml.split('\n')[0]).toBe('# A full Widget (v1), generated from the schema: every field once');
    expect(r.object?.metadata).toEqual({ name: 'widget-sample' });
  });
});

describe('bad input: a clear error or a best-effort sample, never an exception', () => {
  it.each([
    ['YAML that does not parse', 'spec: [unclosed', 'no CustomResourceDefinition (apiextensions.k8s.io/v1 or v1beta1) that can be read was found'],
    ['no CRD at all', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n', 'no CustomResourceDefinition (apiextensions.k8s.io/v1 or v1beta1) that can be read was found'],
    ['an empty text', '', 'no CustomResourceDefinition (apiextensions.k8s.io/v1 or v1beta1) that can be read was found'],
    ['a CRD that serves no version', crdText([{ name: 'v1', served: false, storage: true }]), 'CustomResourceDefinition widgets.example.com serves no version'],
  ])('%s', (_name, text, error) => {
    const r = sampleFromText(text);
    expect(r.error).toBe(error);
    expect(r.yaml).toBe('');
    expect(r.object).toBeNull();
  });
  it('$ref junk: what can be sampled is, the rest is noted', () => {
    const crd = specCRD(obj({ a: { $ref: '#/definitions/x' } as JSONSchemaProps, b: { type: 'string' } }, ['a', 'b']));
    const r = sampleFromText(crd);
    expect(spec(r)!.b).toBe('example');
    expect(r.error).toBeUndefined();
  });
  it('maxLength below minLength: best effort, with a comment in the YAML', () => {
    const r = sampleFromText(specCRD(obj({ s: { type: 'string', minLength: 5, maxLength: 2 } }, ['s'])));
    expect(r.notes).toEqual(['spec.s: no string found that satisfies format/pattern/length']);
    expect(r.yaml).toContain('# could not satisfy the schema: no string found that satisfies format/pattern/length');
    expect(r.errors.length).toBeGreaterThan(0);
  });
  it('contradictory patterns (allOf): best effort, errors reported', () => {
    const r = sampleFromText(specCRD(obj({ s: { type: 'string', pattern: '^a+$', allOf: [{ pattern: '^b+$' }] } }, ['s'])));
    expect(r.object).not.toBeNull();
    expect(r.errors.some((e) => e.includes('spec.s'))).toBe(true);
  });
  it('minimum above maximum, minItems above maxItems: best effort with notes', () => {
    const r = sampleFromText(specCRD(obj({ n: { type: 'integer', minimum: 10, maximum: 1 }, l: { type: 'array', minItems: 3, maxItems: 1, items: { type: 'string' } } }, ['n', 'l'])));
    expect(r.notes).toEqual(['spec.n: no number found within the bounds', 'spec.l: minItems 3 is above maxItems 1']);
  });
  it('an unsatisfiable CEL rule: the repair budget ends the attempts', () => {
    const r = sampleFromText(specCRD(obj({ a: { type: 'string' } }, ['a'], { 'x-kubernetes-validations': [{ rule: 'false', message: 'never' }] })), { checks: 10 });
    expect(r.checks).toBeLessThanOrEqual(10);
    expect(r.errors).toEqual(['spec: Invalid value: never']);
  });
});
