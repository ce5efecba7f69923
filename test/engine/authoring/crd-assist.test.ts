// CRD editor completion and hover outside CEL. `|` (the last one) marks the cursor. The places and
// values follow the CRD API (apiextensions-apiserver pkg/apis/apiextensions/v1/types.go and the
// checks of pkg/apis/apiextensions/validation/validation.go); schema keywords follow the
// structural-schema rules of pkg/apiserver/schema/validation.go: validateStructuralInvariants
// (type at the root must be object, additionalProperties not at the root, int-or-string and
// embedded-resource combinations), validateNestedValueValidation (inside allOf/anyOf/oneOf/not:
// no type, default, description, title, nullable, x-kubernetes-*), and
// validateCustomResourceDefinitionOpenAPISchema ($ref, definitions, dependencies,
// patternProperties, additionalItems, uniqueItems are rejected; properties and additionalProperties
// are mutually exclusive). Formats: the apiserver's format registry per version: k8s-short-name /
// k8s-long-name are introduced at 1.34 in apiextensions-apiserver pkg/apiserver/validation/formats.go,
// and the server keeps formats at its DefaultCompatibilityVersion (NewSchemaValidator,
// strategy.go GetUnrecognizedFormats at kubernetes-1.34.0), one minor below: so from server 1.35.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { crdComplete, crdHover } from '../../../src/engine/authoring/crd-assist';
import type { AuthoringInput } from '../../../src/engine/authoring/types';
import { CORPUS_DIR, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';

const at = (text: string) => {
  const i = text.lastIndexOf('|');
  return { text: text.slice(0, i) + text.slice(i + 1), offset: i };
};

const HEAD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: crontabs.stable.example.com
spec:
  group: stable.example.com
  names:
    kind: CronTab
    plural: crontabs
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
`;

/** A schema at openAPIV3Schema (YAML at column 10). */
const schema = (body: string) => `${HEAD}      schema:
        openAPIV3Schema:
${body}`;

interface Row {
  name: string;
  text: string;
  kubeVersion?: string;
  has: string[];
  lacks?: string[];
  /** The first item after sorting. */
  first?: string;
}

const NESTED_FORBIDDEN = [
  'type',
  'default',
  'description',
  'title',
  'nullable',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-int-or-string',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-validations',
  'additionalProperties',
];
const NEVER = ['$ref', '$schema', 'definitions', 'dependencies', 'patternProperties', 'additionalItems', 'uniqueItems', 'id'];

const rows: Row[] = [
  { name: 'an empty CRD text', text: '|', has: ['apiVersion', 'kind', 'metadata', 'spec'] },
  { name: 'root keys not yet written', text: 'apiVersion: apiextensions.k8s.io/v1\n|', has: ['kind', 'metadata', 'spec'], lacks: ['apiVersion'] },
  { name: 'apiVersion value', text: 'apiVersion: |', has: ['apiextensions.k8s.io/v1'] },
  { name: 'kind value', text: 'kind: |', has: ['CustomResourceDefinition'] },
  { name: 'metadata.name: <plural>.<group>', text: 'metadata:\n  name: |\nspec:\n  group: g.example.com\n  names:\n    plural: things\n', has: ['things.g.example.com'] },
  { name: 'spec keys without the written ones', text: 'spec:\n  group: a.b\n  |', has: ['names', 'scope', 'versions', 'conversion'], lacks: ['group'] },
  { name: 'names keys', text: 'spec:\n  names:\n    kind: CronTab\n    |', has: ['plural', 'singular', 'listKind', 'shortNames', 'categories'], lacks: ['kind'] },
  { name: 'plural from the kind', text: 'spec:\n  names:\n    kind: CronTab\n    plural: |', has: ['crontabs'] },
  { name: 'scope values', text: 'spec:\n  scope: |', has: ['Namespaced', 'Cluster'] },
  {
    name: 'a new version item',
    text: `${HEAD}    - |`,
    has: ['name', 'served', 'storage', 'deprecated', 'deprecationWarning', 'schema', 'subresources', 'additionalPrinterColumns', 'selectableFields'],
  },
  { name: 'version keys without the written ones', text: `${HEAD}      |`, has: ['deprecated', 'schema', 'subresources'], lacks: ['served', 'storage', 'name'] },
  { name: 'served values', text: `${HEAD.replace('served: true', 'served: |')}`, has: ['true', 'false'] },
  { name: 'subresources', text: `${HEAD}      subresources:\n        |`, has: ['status', 'scale'] },
  { name: 'scale paths', text: `${HEAD}      subresources:\n        scale:\n          |`, has: ['specReplicasPath', 'statusReplicasPath', 'labelSelectorPath'] },
  { name: 'printer column keys', text: `${HEAD}      additionalPrinterColumns:\n        - |`, has: ['name', 'type', 'format', 'jsonPath', 'priority', 'description'] },
  {
    name: 'printer column types',
    text: `${HEAD}      additionalPrinterColumns:\n        - name: Age\n          type: |`,
    has: ['integer', 'number', 'string', 'boolean', 'date'],
    lacks: ['object', 'array'],
  },
  { name: 'printer column formats', text: `${HEAD}      additionalPrinterColumns:\n        - name: Age\n          format: |`, has: ['int32', 'int64', 'date-time', 'byte', 'password'] },
  { name: 'selectable fields', text: `${HEAD}      selectableFields:\n        - |`, has: ['jsonPath'] },
  { name: 'conversion strategy values', text: 'spec:\n  conversion:\n    strategy: |', has: ['None', 'Webhook'] },
  { name: 'conversion webhook fields', text: 'spec:\n  conversion:\n    strategy: Webhook\n    webhook:\n      |', has: ['conversionReviewVersions', 'clientConfig'] },
  { name: 'webhook client config', text: 'spec:\n  conversion:\n    webhook:\n      clientConfig:\n        |', has: ['url', 'service', 'caBundle'] },
  { name: 'webhook service', text: 'spec:\n  conversion:\n    webhook:\n      clientConfig:\n        service:\n          |', has: ['namespace', 'name', 'path', 'port'] },
  { name: 'conversionReviewVersions items', text: 'spec:\n  conversion:\n    webhook:\n      conversionReviewVersions:\n        - |', has: ['v1', 'v1beta1'] },
  { name: 'version schema', text: `${HEAD}      schema:\n        |`, has: ['openAPIV3Schema'] },
  // schema keywords
  {
    name: 'schema root: type first, object keywords, nothing forbidden at the root',
    text: schema('          |'),
    has: ['type', 'properties', 'required', 'x-kubernetes-validations', 'description'],
    lacks: ['additionalProperties', 'items', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource', 'maxLength', ...NEVER],
    first: 'type',
  },
  { name: 'type at the root: object only', text: schema('          type: |'), has: ['object'], lacks: ['string', 'array'] },
  {
    name: 'type of a field: the six types',
    text: schema('          type: object\n          properties:\n            a:\n              type: |'),
    has: ['object', 'array', 'string', 'integer', 'number', 'boolean'],
    lacks: ['null'],
  },
  {
    name: 'a string field',
    text: schema('          type: object\n          properties:\n            a:\n              type: string\n              |'),
    has: ['format', 'pattern', 'minLength', 'maxLength', 'enum', 'default', 'nullable', 'x-kubernetes-validations'],
    lacks: ['type', 'properties', 'items', 'maxItems', 'additionalProperties', 'minimum', 'x-kubernetes-list-type', 'x-kubernetes-preserve-unknown-fields', ...NEVER],
  },
  {
    name: 'an array field',
    text: schema('          type: object\n          properties:\n            a:\n              type: array\n              |'),
    has: ['items', 'minItems', 'maxItems', 'x-kubernetes-list-type', 'x-kubernetes-list-map-keys'],
    lacks: ['format', 'properties', 'pattern', 'uniqueItems'],
  },
  {
    name: 'an integer field',
    text: schema('          type: object\n          properties:\n            a:\n              type: integer\n              |'),
    has: ['minimum', 'maximum', 'exclusiveMinimum', 'multipleOf', 'format'],
    lacks: ['pattern', 'items'],
  },
  {
    name: 'an object with properties: no additionalProperties',
    text: schema('          type: object\n          properties:\n            a:\n              type: object\n              properties:\n                b: {type: string}\n              |'),
    has: ['required', 'maxProperties', 'x-kubernetes-map-type', 'x-kubernetes-embedded-resource', 'x-kubernetes-preserve-unknown-fields'],
    lacks: ['additionalProperties', 'properties'],
  },
  {
    name: 'an object with additionalProperties: no properties',
    text: schema('          type: object\n          properties:\n            a:\n              type: object\n              additionalProperties:\n                type: string\n              |'),
    has: ['maxProperties'],
    lacks: ['properties', 'additionalProperties', 'x-kubernetes-embedded-resource'],
  },
  {
    name: 'a field without type: type first, int-or-string possible',
    text: schema('          type: object\n          properties:\n            a:\n              |'),
    has: ['type', 'x-kubernetes-int-or-string', 'x-kubernetes-preserve-unknown-fields'],
    first: 'type',
  },
  {
    name: 'an int-or-string field: no type',
    text: schema('          type: object\n          properties:\n            a:\n              x-kubernetes-int-or-string: true\n              |'),
    has: ['anyOf', 'pattern'],
    lacks: ['type', 'x-kubernetes-preserve-unknown-fields', 'x-kubernetes-embedded-resource'],
  },
  {
    name: 'an anyOf branch: value validations only',
    text: schema('          type: object\n          properties:\n            a:\n              anyOf:\n                - |'),
    has: ['required', 'properties', 'pattern', 'maxLength', 'enum', 'anyOf', 'not'],
    lacks: [...NESTED_FORBIDDEN, ...NEVER],
  },
  {
    name: 'an allOf branch, second key',
    text: schema('          type: object\n          properties:\n            a:\n              allOf:\n                - pattern: x\n                  |'),
    has: ['maxLength'],
    lacks: NESTED_FORBIDDEN,
  },
  { name: 'a not schema', text: schema('          type: object\n          properties:\n            a:\n              not:\n                |'), has: ['required', 'enum'], lacks: NESTED_FORBIDDEN },
  {
    name: 'properties inside an anyOf branch: still nested',
    text: schema('          type: object\n          properties:\n            a:\n              oneOf:\n                - properties:\n                    b:\n                      |'),
    has: ['pattern'],
    lacks: ['type', 'description'],
  },
  {
    name: 'array items',
    text: schema('          type: object\n          properties:\n            a:\n              type: array\n              items:\n                |'),
    has: ['type', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource'],
    first: 'type',
  },
  {
    name: "the root's metadata: only type and properties (validateStructuralMetadataInvariants)",
    text: schema('          type: object\n          properties:\n            metadata:\n              |'),
    has: ['type', 'properties'],
    lacks: ['description', 'x-kubernetes-validations', 'maxProperties', 'required', 'x-kubernetes-preserve-unknown-fields'],
  },
  { name: "the root's metadata type: object only", text: schema('          type: object\n          properties:\n            metadata:\n              type: |'), has: ['object'], lacks: ['string'] },
  {
    name: 'a field named metadata deeper down is an ordinary object',
    text: schema(
      '          type: object\n          properties:\n            spec:\n              type: object\n              properties:\n                metadata:\n                  type: object\n                  |',
    ),
    has: ['description', 'x-kubernetes-validations', 'required'],
  },
  {
    name: 'string formats (1.35)',
    text: schema('          type: object\n          properties:\n            a:\n              type: string\n              format: |'),
    has: ['date-time', 'date', 'duration', 'uuid', 'byte', 'uri', 'email', 'hostname', 'ipv4', 'ipv6', 'cidr', 'k8s-short-name', 'k8s-long-name'],
    lacks: ['int32', 'float'],
  },
  {
    name: 'string formats (1.34: compatibility version 1.33, no k8s-short-name yet)',
    kubeVersion: '1.34',
    text: schema('          type: object\n          properties:\n            a:\n              type: string\n              format: |'),
    has: ['date-time', 'uuid'],
    lacks: ['k8s-short-name', 'k8s-long-name'],
  },
  {
    name: 'string formats (1.33: no k8s-short-name yet)',
    kubeVersion: '1.33',
    text: schema('          type: object\n          properties:\n            a:\n              type: string\n              format: |'),
    has: ['date-time', 'uuid'],
    lacks: ['k8s-short-name', 'k8s-long-name'],
  },
  {
    name: 'integer formats',
    text: schema('          type: object\n          properties:\n            a:\n              type: integer\n              format: |'),
    has: ['int32', 'int64'],
    lacks: ['date-time', 'float'],
  },
  {
    name: 'number formats',
    text: schema('          type: object\n          properties:\n            a:\n              type: number\n              format: |'),
    has: ['float', 'double'],
    lacks: ['int32'],
  },
  {
    name: 'list types',
    text: schema('          type: object\n          properties:\n            a:\n              type: array\n              x-kubernetes-list-type: |'),
    has: ['atomic', 'set', 'map'],
  },
  { name: 'map types', text: schema('          type: object\n          properties:\n            a:\n              type: object\n              x-kubernetes-map-type: |'), has: ['atomic', 'granular'] },
  {
    name: 'preserve-unknown-fields: true only',
    text: schema('          type: object\n          properties:\n            a:\n              x-kubernetes-preserve-unknown-fields: |'),
    has: ['true'],
    lacks: ['false'],
  },
  {
    name: 'x-kubernetes-validations entry fields',
    text: schema('          type: object\n          x-kubernetes-validations:\n            - rule: "true"\n              |'),
    has: ['message', 'messageExpression', 'reason', 'fieldPath', 'optionalOldSelf'],
    lacks: ['rule', 'type'],
  },
  { name: 'x-kubernetes-validations new entry', text: schema('          type: object\n          x-kubernetes-validations:\n            - |'), has: ['rule', 'message'] },
  {
    name: 'rule reasons',
    text: schema('          type: object\n          x-kubernetes-validations:\n            - rule: "true"\n              reason: |'),
    has: ['FieldValueInvalid', 'FieldValueForbidden', 'FieldValueRequired', 'FieldValueDuplicate'],
  },
  {
    name: 'required: the declared properties not yet listed',
    text: schema(
      '          type: object\n          required:\n            - a\n            - |\n          properties:\n            a: {type: string}\n            b: {type: string}\n            c: {type: integer}',
    ),
    has: ['b', 'c'],
    lacks: ['a'],
  },
  {
    name: 'list map keys: the item properties',
    text: schema(
      '          type: object\n          properties:\n            l:\n              type: array\n              x-kubernetes-list-type: map\n              x-kubernetes-list-map-keys:\n                - |\n              items:\n                type: object\n                properties:\n                  name: {type: string}\n                  port: {type: integer}',
    ),
    has: ['name', 'port'],
  },
  // incomplete YAML
  {
    name: 'a key without colon in an array node (the line breaks the YAML)',
    text: schema('          type: object\n          properties:\n            a:\n              type: array\n              max|\n            b:\n              type: string'),
    has: ['maxItems', 'minItems'],
    lacks: ['maxLength', 'format'],
  },
  { name: 'inside a flow mapping', text: schema('          type: object\n          properties:\n            a: {type: string, |}'), has: ['format', 'pattern'], lacks: ['type', 'items'] },
];

describe('crdComplete: CRD fields and structural-schema keywords by place', () => {
  it.each(rows)('$name', (row) => {
    const { text, offset } = at(row.text);
    const list = crdComplete({ texts: { crd: text, objects: '' }, kubeVersion: row.kubeVersion }, offset);
    expect(list).not.toBeNull();
    const labels = list!.items.map((i) => i.label);
    for (const l of row.has) expect(labels, `missing ${l}`).toContain(l);
    for (const l of row.lacks ?? []) expect(labels, `unexpected ${l}`).not.toContain(l);
    if (row.first) {
      const sorted = [...list!.items].sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? ''));
      expect(sorted[0].label).toBe(row.first);
    }
  });

  // A CRD written as JSON (kubectl reads JSON manifests as they are): keys and string values are
  // inserted as JSON, and a key typed between the quotes the editor closed takes that quote in.
  const J = '{"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition", "spec": ';
  it.each([
    ['a key in a JSON document', `${J}{|}}`, 'group', `${J}{"group": }}`],
    ['a quoted key whose quote is closed', `${J}{"gr|"}}`, 'group', `${J}{"group": }}`],
    ['a quoted key not closed yet', `${J}{"gr|}}`, 'group', `${J}{"group": }}`],
    ['a string value in a JSON document', `${J}{"scope": |}}`, 'Namespaced', `${J}{"scope": "Namespaced"}}`],
    ['a value between quotes', `${J}{"scope": "N|"}}`, 'Namespaced', `${J}{"scope": "Namespaced"}}`],
    ['a YAML flow mapping stays YAML', `${HEAD.split('\n').slice(0, 4).join('\n')}\nspec: {gr|}`, 'group', `${HEAD.split('\n').slice(0, 4).join('\n')}\nspec: {group: }`],
  ])('%s', (_n, marked, label, want) => {
    const { text, offset } = at(marked);
    const item = crdComplete({ texts: { crd: text, objects: '' } }, offset)!.items.find((i) => i.label === label)!;
    expect(text.slice(0, item.range.start) + item.insertText + text.slice(item.range.end)).toBe(want);
  });

  it('keys insert `key: ` snippets with nested indentation for mappings and lists', () => {
    const { text, offset } = at(schema('          type: object\n          |'));
    const items = crdComplete({ texts: { crd: text, objects: '' } }, offset)!.items;
    expect(items.find((i) => i.label === 'properties')).toMatchObject({ insertText: 'properties:\n  $0', snippet: true });
    expect(items.find((i) => i.label === 'x-kubernetes-validations')).toMatchObject({ insertText: 'x-kubernetes-validations:\n  - $0' });
    expect(items.find((i) => i.label === 'description')).toMatchObject({ insertText: 'description: $0' });
  });

  it('a key followed by its colon completes the name only', () => {
    const { text, offset } = at('spec:\n  sco|: Namespaced\n');
    const item = crdComplete({ texts: { crd: text, objects: '' } }, offset)!.items.find((i) => i.label === 'scope');
    expect(item?.insertText).toBe('scope');
    expect(text.slice(item!.range.start, item!.range.end)).toBe('sco');
  });

  it('keyword docs follow the UI language', () => {
    const { text, offset } = at(schema('          type: object\n          |'));
    const en = crdComplete({ texts: { crd: text, objects: '' } }, offset)!.items.find((i) => i.label === 'x-kubernetes-validations');
    const uk = crdComplete({ texts: { crd: text, objects: '' }, locale: 'uk' }, offset)!.items.find((i) => i.label === 'x-kubernetes-validations');
    expect(en?.documentation).toMatch(/^CEL rules/);
    expect(uk?.documentation).toMatch(/^Правила CEL/);
  });

  it('nothing in a comment', () => {
    const { text, offset } = at('spec:\n  # sco|\n');
    expect(crdComplete({ texts: { crd: text, objects: '' } }, offset)?.items ?? []).toEqual([]);
  });
});

describe('crdHover: docs of CRD fields and schema keywords', () => {
  const text = schema(`          type: object
          properties:
            spec:
              type: object
              description: The desired state of the cron tab.
              properties:
                tags:
                  type: array
                  x-kubernetes-list-type: set
                  items: {type: string}
                mode:
                  anyOf:
                    - pattern: x
                      description: bad
`);
  const hover = (needle: string, delta = 1, locale?: 'uk') => crdHover({ texts: { crd: text, objects: '' }, locale }, text.indexOf(needle) + delta)?.markdown ?? '';
  const cases: [string, string, number, string | RegExp, 'uk'?][] = [
    ['a CRD field', 'scope:', 1, 'Whether objects live in a namespace'],
    ['a CRD field value', 'Namespaced', 2, '`Namespaced`: Objects belong to a namespace.'],
    ['a version field', 'storage:', 1, 'exactly one version must be true'],
    ['a schema keyword', 'x-kubernetes-list-type', 3, 'How server-side apply merges the list'],
    ['a schema keyword in Ukrainian', 'x-kubernetes-list-type', 3, 'Як server-side apply обʼєднує список', 'uk'],
    ['a keyword value', 'set\n', 1, '`set`: Scalar items, each at most once.'],
    ['a type value', 'type: array', 7, '`array`: A list; items is required.'],
    ['a property name: its type and description', 'spec:\n              type: object', 1, /\*\*spec\*\* \(object\)\n\nThe desired state of the cron tab\\\./],
    ['a keyword forbidden where it stands', 'description: bad', 2, 'Not allowed inside allOf/anyOf/oneOf/not.'],
  ];
  it.each(cases)('%s', (_n, needle, delta, expected, locale) => {
    const md = hover(needle, delta, locale);
    if (typeof expected === 'string') expect(md).toContain(expected);
    else expect(md).toMatch(expected);
  });

  it('the hover range is the key', () => {
    const o = text.indexOf('scope:') + 2;
    const h = crdHover({ texts: { crd: text, objects: '' } }, o)!;
    expect(text.slice(h.range.start, h.range.end)).toBe('scope');
  });

  it('nothing for unknown keys', () => {
    const t = 'spec:\n  bogus: 1\n';
    expect(crdHover({ texts: { crd: t, objects: '' } }, t.indexOf('bogus') + 1)).toBeNull();
  });
});

describe('bad input: never throws', () => {
  const texts = [
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec: [',
    'spec:\n  versions:\n    - schema:\n        openAPIV3Schema:\n          $ref: "#/definitions/x"\n          definitions: {x: {type: string}}\n          properties: 7\n',
    '{"spec": {"versions": [{"schema": {"openAPIV3Schema": {"type": "object", "properties": {"a": {',
    '---\n---\nspec:\n\t- broken\n  - "\n',
    '\u0000\uffff: [}{',
    '',
  ];
  it.each(texts.map((t) => [t]))('%j', (t) => {
    const input: AuthoringInput = { texts: { crd: t, objects: '' } };
    for (let o = 0; o <= t.length; o++) {
      expect(() => crdComplete(input, o)).not.toThrow();
      expect(() => crdHover(input, o)).not.toThrow();
    }
  });

  it('a huge enum in the schema', () => {
    const big = Array.from({ length: 20000 }, (_, i) => `v${i}`).join(', ');
    const { text, offset } = at(schema(`          type: object\n          properties:\n            a:\n              type: string\n              enum: [${big}]\n              |`));
    expect(crdComplete({ texts: { crd: text, objects: '' } }, offset)!.items.map((i) => i.label)).toContain('maxLength');
  });
});

describe.skipIf(!hasCorpus)(`a 2.9 MB corpus CRD ${hasCorpus ? '' : corpusSkipReason}`, () => {
  it('argo-workflows CronWorkflow: keywords deep in the schema, and hover', () => {
    const text = readCorpus(join(CORPUS_DIR, 'crds/argo-workflows/argoproj.io_cronworkflows.yaml'));
    const marks = [/\n\s+type: string\n/g, /\n\s+x-kubernetes-preserve-unknown-fields: true\n/g];
    for (const m of marks) {
      m.lastIndex = Math.floor(text.length / 2);
      const found = m.exec(text);
      expect(found).not.toBeNull();
      const i = found!.index + found![0].indexOf(':') + 2;
      const t0 = performance.now();
      const list = crdComplete({ texts: { crd: text, objects: '' } }, i);
      console.log(`CronWorkflow completion at ${i}: ${list?.items.length} items in ${(performance.now() - t0).toFixed(1)} ms`);
      expect(list?.items.length).toBeGreaterThan(0);
    }
    const re = /\n\s+x-kubernetes-preserve-unknown-fields: true\n/g;
    re.lastIndex = Math.floor(text.length / 2);
    const hit = re.exec(text)!;
    const o = hit.index + hit[0].indexOf('x-') + 3;
    expect(crdHover({ texts: { crd: text, objects: '' } }, o)?.markdown).toContain('Keeps fields the schema does not declare');
  });
});
