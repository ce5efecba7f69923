// Pins kubectl explain v2 (pkg/explain/v2/templates/plaintext.tmpl, funcs.go) over the published
// OpenAPI v3 schema: header, DESCRIPTION / FIELDS layout, typeGuess, -required-, enums, --recursive,
// --max-depth, field paths, error texts and go-wordwrap's wrapping.
import { describe, expect, it } from 'vitest';
import type { CustomResourceDefinition } from '../../../src/engine/apis/crd';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { explain, wrap } from '../../../src/engine/openapi';

const crontab = (schema: JSONSchemaProps): CustomResourceDefinition => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'crontabs.stable.example.com' },
  spec: {
    group: 'stable.example.com',
    scope: 'Namespaced',
    names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab', shortNames: ['ct'] },
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: schema } }],
  },
});

// the CronTab schema of the docs page
const docsSchema: JSONSchemaProps = {
  type: 'object',
  properties: { spec: { type: 'object', properties: { cronSpec: { type: 'string' }, image: { type: 'string' }, replicas: { type: 'integer' } } } },
};

const HEAD = 'GROUP:      stable.example.com\nKIND:       CronTab\nVERSION:    v1\n\n';
const META_FIELDS = [
  '  apiVersion\t<string>',
  '    APIVersion defines the versioned schema of this representation of an object.',
  '    Servers should convert recognized schemas to the latest internal value, and',
  '    may reject unrecognized values. More info:',
  '    https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources',
  '',
  '  kind\t<string>',
  '    Kind is a string value representing the REST resource this object',
  '    represents. Servers may infer this from the endpoint the client submits',
  '    requests to. Cannot be updated. In CamelCase. More info:',
  '    https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds',
  '',
  '  metadata\t<ObjectMeta>',
  "    Standard object's metadata. More info:",
  '    https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata',
  '',
];

const OBJECT_META_RECURSIVE = [
  '    annotations\t<map[string]string>',
  '    creationTimestamp\t<string>',
  '    deletionGracePeriodSeconds\t<integer>',
  '    deletionTimestamp\t<string>',
  '    finalizers\t<[]string>',
  '    generateName\t<string>',
  '    generation\t<integer>',
  '    labels\t<map[string]string>',
  '    managedFields\t<[]ManagedFieldsEntry>',
  '      apiVersion\t<string>',
  '      fieldsType\t<string>',
  '      fieldsV1\t<FieldsV1>',
  '      manager\t<string>',
  '      operation\t<string>',
  '      subresource\t<string>',
  '      time\t<string>',
  '    name\t<string>',
  '    namespace\t<string>',
  '    ownerReferences\t<[]OwnerReference>',
  '      apiVersion\t<string> -required-',
  '      blockOwnerDeletion\t<boolean>',
  '      controller\t<boolean>',
  '      kind\t<string> -required-',
  '      name\t<string> -required-',
  '      uid\t<string> -required-',
  '    resourceVersion\t<string>',
  '    selfLink\t<string>',
  '    uid\t<string>',
];

describe('explain: kubectl explain crontab (docs CronTab)', () => {
  it('fields with descriptions', () => {
    expect(explain(crontab(docsSchema), 'v1', { recursive: false })).toEqual({
      ok: true,
      text: HEAD + ['DESCRIPTION:', '    <empty>', 'FIELDS:', ...META_FIELDS, '  spec\t<Object>', '    <no description>', '', '', ''].join('\n'),
    });
  });
  it('--recursive: field tree without descriptions, ObjectMeta expanded', () => {
    expect(explain(crontab(docsSchema), 'v1', { recursive: true })).toEqual({
      ok: true,
      text:
        HEAD +
        [
          'DESCRIPTION:',
          '    <empty>',
          'FIELDS:',
          '  apiVersion\t<string>',
          '  kind\t<string>',
          '  metadata\t<ObjectMeta>',
          ...OBJECT_META_RECURSIVE,
          '  spec\t<Object>',
          '    cronSpec\t<string>',
          '    image\t<string>',
          '    replicas\t<integer>',
          '',
          '',
        ].join('\n'),
    });
  });
  it('--recursive --max-depth=1 lists only the top level', () => {
    const r = explain(crontab(docsSchema), 'v1', { recursive: true, maxDepth: 1 });
    expect(r.ok && r.text.split('FIELDS:\n')[1]).toBe('  apiVersion\t<string>\n  kind\t<string>\n  metadata\t<ObjectMeta>\n  spec\t<Object>\n\n');
  });
});

const richSchema: JSONSchemaProps = {
  type: 'object',
  description: 'CronTab runs a job on a schedule.',
  properties: {
    spec: {
      type: 'object',
      description: 'Spec of the CronTab.',
      required: ['cronSpec'],
      properties: {
        cronSpec: { type: 'string', description: 'The cron spec.', pattern: '^\\S+( \\S+){4}$' },
        mode: { type: 'string', enum: ['Allow', 'Forbid', '', 'Replace', 'Other'] },
        replicas: { type: 'integer', format: 'int32', default: 1, minimum: 0, maximum: 10 },
        ports: { type: 'array', items: { type: 'object', properties: { port: { 'x-kubernetes-int-or-string': true } } } },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        tags: { type: 'array', items: { type: 'string' } },
        docs: { type: 'string', externalDocs: { description: 'Cron format', url: 'https://en.wikipedia.org/wiki/Cron' } },
      },
    },
  },
};

describe('explain: types, required, enums, field paths', () => {
  it('typeGuess and -required- in a field list', () => {
    const r = explain(crontab(richSchema), 'v1', { recursive: true });
    expect(r.ok && r.text.split('  spec\t<Object>\n')[1]).toBe(
      [
        '    cronSpec\t<string> -required-',
        '    docs\t<string>',
        '    labels\t<map[string]string>',
        '    mode\t<string>',
        '    enum: Allow, Forbid, "", Replace, ....',
        '    ports\t<[]Object>',
        '      port\t<Object>',
        '    replicas\t<integer>',
        '    tags\t<[]string>',
        '',
        '',
      ].join('\n'),
    );
  });
  it('the resource description keeps its trailing line break', () => {
    const r = explain(crontab(richSchema), 'v1', { recursive: true });
    expect(r.ok && r.text.startsWith(HEAD + 'DESCRIPTION:\n    CronTab runs a job on a schedule.\n    \nFIELDS:\n')).toBe(true);
  });
  it('crontab.spec.mode: FIELD line and the long ENUM view', () => {
    expect(explain(crontab(richSchema), 'v1', { recursive: false, path: 'spec.mode' })).toEqual({
      ok: true,
      text: HEAD + 'FIELD: mode <string>\nENUM:\n    Allow\n    Forbid\n    ""\n    Replace\n    Other\n\nDESCRIPTION:\n    <empty>\n\n',
    });
  });
  it('crontab.spec: description and fields of the field', () => {
    const r = explain(crontab(richSchema), 'v1', { recursive: false, path: 'spec' });
    expect(r.ok && r.text.startsWith(HEAD + 'FIELD: spec <Object>\n\n\nDESCRIPTION:\n    Spec of the CronTab.\n    \nFIELDS:\n  cronSpec\t<string> -required-\n    The cron spec.\n\n')).toBe(true);
    expect(r.ok && r.text).toContain('  docs\t<string>\n    <no description>\n\n    EXTERNAL DOCS:\n      Cron format\n      URL: https://en.wikipedia.org/wiki/Cron\n\n');
  });
  it('crontab.spec.ports.port: paths go through array items', () => {
    const r = explain(crontab(richSchema), 'v1', { recursive: false, path: 'spec.ports.port' });
    expect(r).toEqual({ ok: true, text: HEAD + 'FIELD: port <Object>\n\n\nDESCRIPTION:\n    <empty>\n\n' });
  });
  it('details: defaults and limits for authors (playground addition)', () => {
    const r = explain(crontab(richSchema), 'v1', { recursive: false, path: 'spec', details: true });
    expect(r.ok && r.text).toContain('  replicas\t<integer>\n    <no description>\n    default: 1\n    format: int32\n    minimum: 0, maximum: 10\n\n');
    expect(r.ok && r.text).toContain('  cronSpec\t<string> -required-\n    The cron spec.\n    pattern: ^\\S+( \\S+){4}$\n\n');
  });
});

describe('explain: errors', () => {
  const rows: [string, string, string | undefined, string][] = [
    ['field that does not exist', 'v1', 'spec.nope', 'error: field "nope" does not exist'],
    ['version not published', 'v2', undefined, 'error: GVR (stable.example.com/v2, Resource=crontabs) not found in OpenAPI schema'],
  ];
  it.each(rows)('%s', (_name, version, path, error) => {
    expect(explain(crontab(docsSchema), version, { recursive: false, path })).toEqual({ ok: false, error });
  });
});

// go-wordwrap WrapString as kubectl's wrap uses it
const wraps: [string, number, string, string][] = [
  ['short text unchanged', 10, 'abc def', 'abc def'],
  ['break before the word that overflows', 10, 'aaaa bbbb cccc', 'aaaa bbbb\ncccc'],
  ['a word longer than the limit is kept whole', 5, 'abcdefgh ij', 'abcdefgh\nij'],
  ['exactly at the limit stays', 9, 'aaaa bbbb', 'aaaa bbbb'],
  ['existing line breaks are kept', 20, 'line one\nline two', 'line one\nline two'],
  ['trailing space kept when it fits', 10, 'abc ', 'abc '],
];

describe('wrap: go-wordwrap WrapString', () => {
  it.each(wraps)('%s', (_name, limit, text, want) => expect(wrap(limit, text)).toBe(want));
});
