// Random input for the engine's public entry (fast-check arbitraries): structural and
// non-structural schemas with every keyword and x-kubernetes-* extension and nested combinators,
// objects for them, CEL rules from a grammar, and YAML texts built from YAML's own tokens.
import fc from 'fast-check';
import type { CheckInput } from '../../src/engine';

type J = null | boolean | number | string | J[] | { [k: string]: J };
type Schema = { [k: string]: J };

const NAMES = ['a', 'b', 'name', 'spec', 'x-y', 'kind', 'metadata', 'port', 'items', '1', 'self', 'in', 'ä'];
const name = fc.constantFrom(...NAMES);
const FORMATS = ['', 'int32', 'int64', 'float', 'double', 'byte', 'date', 'date-time', 'duration', 'uuid', 'email', 'hostname', 'ipv4', 'ipv6', 'cidr', 'uri', 'k8s-short-name', 'bogus', 'quantity'];
const PATTERNS = ['^a+$', '[', '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', '(a*)*b', '\\d{1,3}', '\\p{L}', '(?i)abc', 'a{1001}', ''];

/** A JSON value of bounded size. */
export const jsonValue: fc.Arbitrary<J> = fc.letrec<{ v: J }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1000, max: 1000 }),
    fc.constantFrom(0, -0, 1.5, 1e21, -(2 ** 53) - 2, 2 ** 63, 0.1, 1e-7),
    fc.constantFrom('', 'a', 'abc', '10Mi', '1.5', 'true', 'null', '2024-01-01T00:00:00Z', '1h', 'x'.repeat(300), '<img src=x onerror=alert(1)>', '🚀', '0x10'),
    fc.string({ maxLength: 8 }),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(name, tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** CEL expressions from a grammar over `self` (fields, literals, operators, macros, library functions). */
export const celExpr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => {
  const e = tie('e');
  const lit = fc.constantFrom('1', '0', '-1', '1u', '2.5', 'true', 'false', 'null', "'a'", '"x-y"', "b'ab'", '[]', '[1, 2]', '{}', "{'a': 1}", 'duration("1h")', 'timestamp("2024-01-01T00:00:00Z")');
  const ref = fc.oneof(
    fc.constant('self'),
    fc.constant('oldSelf'),
    name.map((n) => `self.${n.replace(/[^a-z0-9_]/gi, '_')}`),
    fc.constant('self.a.b'),
    fc.constant("self['x-y']"),
    fc.constant('self.?a.orValue(1)'),
  );
  return {
    e: fc.oneof(
      { depthSize: 'small' },
      lit,
      ref,
      fc.tuple(e, fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||', ' in '), e).map(([a, op, b]) => `${a} ${op} ${b}`),
      fc.tuple(e, e, e).map(([a, b, c]) => `${a} ? ${b} : ${c}`),
      e.map((a) => `!${a}`),
      e.map((a) => `(${a})`),
      e.map((a) => `size(${a})`),
      e.map((a) => `has(${a.startsWith('self.') ? a : 'self.a'})`),
      fc.tuple(fc.constantFrom('all', 'exists', 'exists_one', 'map', 'filter'), e).map(([m, b]) => `self.${m}(x, ${b.replace(/self/g, 'x')})`),
      fc.tuple(e, fc.constantFrom('startsWith', 'endsWith', 'contains', 'matches', 'indexOf', 'split', 'lowerAscii', 'trim', 'isSorted', 'sum', 'min', 'max')).map(([a, f]) => `${a}.${f}('a')`),
      fc
        .tuple(fc.constantFrom('int', 'uint', 'double', 'string', 'bytes', 'dyn', 'type', 'quantity', 'url', 'isQuantity', 'isURL', 'ip', 'cidr', 'isSemver', 'format.named'), e)
        .map(([f, a]) => `${f}(${a})`),
      e.map((a) => `${a}.getHours()`),
      fc.string({ maxLength: 6 }),
    ),
  };
}).e;

/** A schema node: structural most of the time, with every keyword and extension now and then. */
export const schema: fc.Arbitrary<Schema> = fc.letrec<{ s: Schema }>((tie) => {
  const sub = tie('s');
  const typed = fc.oneof(
    fc.record({ type: fc.constant('object'), properties: fc.dictionary(name, sub, { maxKeys: 4 }) }, { requiredKeys: ['type'] }),
    fc.record({ type: fc.constant('object'), additionalProperties: fc.oneof(sub, fc.boolean()) }),
    fc.record({ type: fc.constant('array'), items: sub }),
    fc.record({ type: fc.constant('string') }),
    fc.record({ type: fc.constant('integer') }),
    fc.record({ type: fc.constant('number') }),
    fc.record({ type: fc.constant('boolean') }),
    fc.constant({ 'x-kubernetes-int-or-string': true }),
    fc.constant({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }),
    fc.constant({ type: 'object', 'x-kubernetes-embedded-resource': true, 'x-kubernetes-preserve-unknown-fields': true }),
    fc.record({}, { requiredKeys: [] }),
  );
  const extra = fc.record(
    {
      description: fc.constantFrom('A [link](javascript:alert(1)) and <b>bold</b>', '</script><script>alert(1)</script>', 'plain'),
      nullable: fc.boolean(),
      default: jsonValue,
      enum: fc.array(jsonValue, { maxLength: 3 }),
      format: fc.constantFrom(...FORMATS),
      pattern: fc.constantFrom(...PATTERNS),
      minLength: fc.integer({ min: -1, max: 5 }),
      maxLength: fc.integer({ min: 0, max: 5 }),
      minimum: fc.integer({ min: -5, max: 5 }),
      maximum: fc.integer({ min: -5, max: 5 }),
      exclusiveMinimum: fc.boolean(),
      exclusiveMaximum: fc.boolean(),
      multipleOf: fc.constantFrom(0, 1, 2, 0.5, -1),
      minItems: fc.integer({ min: 0, max: 3 }),
      maxItems: fc.integer({ min: 0, max: 3 }),
      uniqueItems: fc.boolean(),
      minProperties: fc.integer({ min: 0, max: 3 }),
      maxProperties: fc.integer({ min: 0, max: 3 }),
      required: fc.array(name, { maxLength: 3 }),
      allOf: fc.array(sub, { maxLength: 2 }),
      anyOf: fc.array(sub, { maxLength: 2 }),
      oneOf: fc.array(sub, { maxLength: 2 }),
      not: sub,
      'x-kubernetes-list-type': fc.constantFrom('atomic', 'set', 'map', 'bogus'),
      'x-kubernetes-list-map-keys': fc.array(name, { maxLength: 2 }),
      'x-kubernetes-map-type': fc.constantFrom('atomic', 'granular', 'bogus'),
      'x-kubernetes-validations': fc.array(
        fc.record(
          {
            rule: celExpr,
            message: fc.constantFrom('bad', '<img src=x onerror=alert(1)>', ''),
            messageExpression: fc.oneof(celExpr, fc.constant("'m: ' + string(self)")),
            reason: fc.constantFrom('FieldValueInvalid', 'FieldValueForbidden', 'bogus'),
            fieldPath: fc.constantFrom('.a', '.spec', "['x-y']", 'bad path', ''),
            optionalOldSelf: fc.boolean(),
          },
          { requiredKeys: ['rule'] },
        ),
        { maxLength: 2 },
      ),
      $ref: fc.constant('#/definitions/x'),
      type: fc.constantFrom('object', 'array', 'string', 'integer', 'number', 'boolean', 'null', 'bogus'),
    },
    { requiredKeys: [] },
  );
  return {
    s: fc.tuple(typed, fc.option(extra, { freq: 2 })).map(([t, e]) => (e ? ({ ...pick(e), ...t } as Schema) : (t as Schema))),
  };
}).s;

/** Keeps a few of the extra keywords (a node with all of them is rarely interesting). */
function pick(e: Schema): Schema {
  const keys = Object.keys(e);
  const out: Schema = {};
  keys.forEach((k, i) => {
    if (i % 3 === keys.length % 3) out[k] = e[k];
  });
  return out;
}

/** A CRD document (JSON text, which YAML reads) with one or two versions of `root`. */
export function crdDoc(root: Schema, twoVersions: boolean, scale: boolean): J {
  const version = (n: string, storage: boolean): J => ({
    name: n,
    served: true,
    storage,
    schema: { openAPIV3Schema: { type: 'object', properties: { spec: root, status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } } },
    ...(scale ? { subresources: { status: {}, scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' } } } : {}),
    additionalPrinterColumns: [{ name: 'A', type: 'string', jsonPath: '.spec.a' }],
  });
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'fuzzes.example.com' },
    spec: {
      group: 'example.com',
      names: { plural: 'fuzzes', singular: 'fuzz', kind: 'Fuzz', listKind: 'FuzzList' },
      scope: 'Namespaced',
      versions: twoVersions ? [version('v1', true), version('v2', false)] : [version('v1', true)],
    },
  };
}

/** An object for a schema: built to fit it, then mutated now and then. */
export function objectFor(s: Schema): fc.Arbitrary<J> {
  return fc.oneof({ weight: 3, arbitrary: fitting(s, 0) }, { weight: 1, arbitrary: jsonValue });
}

function fitting(s: Schema, depth: number): fc.Arbitrary<J> {
  if (depth > 5) return jsonValue;
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as J[]));
  if (s['x-kubernetes-int-or-string'] === true) return fc.oneof(fc.integer(), fc.constantFrom('10%', 'a'));
  switch (s.type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const entries = Object.entries(props);
      if (entries.length === 0) return fc.dictionary(name, jsonValue, { maxKeys: 3 });
      return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, fitting(v, depth + 1)])), { requiredKeys: [] }) as fc.Arbitrary<J>;
    }
    case 'array':
      return fc.array(fitting((s.items ?? {}) as Schema, depth + 1), { maxLength: 4 });
    case 'string':
      return fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('2024-01-01', '10.0.0.1', 'a@b.c', 'x-y'));
    case 'integer':
      return fc.integer({ min: -10, max: 10 });
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    default:
      return jsonValue;
  }
}

const TOKENS = [
  'a',
  'b',
  'key',
  ':',
  ': ',
  ' ',
  '  ',
  '\n',
  '\n  ',
  '- ',
  '-',
  '{',
  '}',
  '[',
  ']',
  ',',
  '&a ',
  '*a',
  '&b ',
  '*b',
  '<<: *a',
  '!!str ',
  '!!int ',
  '!x ',
  '|',
  '>-',
  '"',
  "'",
  '\\',
  '#',
  '\n---\n',
  '...',
  '\t',
  '? ',
  '%YAML 1.1\n',
  '0x1F',
  '1e3',
  '~',
  'null',
  'yes',
  '0o17',
  '.inf',
  '2024-01-01',
  '\u00a0',
  '\ufeff',
  '🚀',
  '\r\n',
  'apiVersion: v1\n',
  'kind: Fuzz\n',
  'apiVersion: example.com/v1\n',
];

/** A YAML text built from YAML's tokens (anchors, aliases, tags, block and flow styles, documents). */
export const yamlText: fc.Arbitrary<string> = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((t) => t.join(''));

/** One input for check(): a CRD with a random schema and objects for it, or random YAML texts. */
export const checkInput: fc.Arbitrary<CheckInput> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(schema, fc.boolean(), fc.boolean(), fc.constantFrom('1.27', '1.30', '1.33', '1.37'), fc.constantFrom<'create' | 'update' | 'status'>('create', 'update', 'status'), fc.boolean())
      .chain(([root, two, scale, kubeVersion, request, strict]) =>
        fc.tuple(fc.array(objectFor(root), { minLength: 1, maxLength: 3 }), objectFor(root), fc.boolean()).map(([specs, oldSpec, asYaml]): CheckInput => {
          const crd = crdDoc(root, two, scale);
          const obj = (spec: J, i: number): J => ({ apiVersion: `example.com/${two && i % 2 ? 'v2' : 'v1'}`, kind: 'Fuzz', metadata: { name: `f${i}`, namespace: 'default' }, spec });
          const text = (docs: J[]) => docs.map((d) => (asYaml ? toYaml(d) : JSON.stringify(d))).join('\n---\n');
          const input: CheckInput = {
            sources: [
              { id: 'crd', text: text([crd]) },
              { id: 'objects', text: text(specs.map(obj)) },
            ],
            options: { kubeVersion, request, strict, conversions: two },
          };
          if (request !== 'create') input.oldSources = [{ id: 'old', text: text([obj(oldSpec, 0)]) }];
          return input;
        }),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(yamlText, yamlText).map(([a, b]): CheckInput => ({
      sources: [
        { id: 'crd', text: a },
        { id: 'objects', text: b },
      ],
    })),
  },
);

/** A small YAML writer (block style; strings JSON-quoted) so that YAML paths are fuzzed too. */
function toYaml(v: J, indent = ''): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return v.length === 0 ? '[]' : v.map((x) => `\n${indent}- ${toYaml(x, indent + '  ').replace(/^\n\s*/, '')}`).join('');
  const keys = Object.keys(v);
  if (keys.length === 0) return '{}';
  return keys
    .map((k) => `\n${indent}${JSON.stringify(k)}: ${toYaml(v[k], indent + '  ')}`)
    .join('')
    .replace(/^\n/, indent === '' ? '' : '\n');
}
