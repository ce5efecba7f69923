// crd-playground sample: the object it prints validates clean with `check` (exit 0), options pick
// the version, the mode and the CRD, and bad input exits 2 with a clear message.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { check } from '../../src/engine';
import { parseDocuments } from '../../src/engine/yaml/documents';
import { cronTabCRD, indent } from '../fixtures/crontab-crd';
import { VALIDATION_PROPS } from '../fixtures/crontab';
import { fakeIo } from './fake-io';

/** The CronTab CRD with spec required and these properties (and required list) under spec. */
const cronTab = (props: string, required?: string) =>
  cronTabCRD({ schema: `type: object\nrequired: [spec]\nproperties:\n  spec:\n    type: object\n${required ? `    required: [${required}]\n` : ''}    properties:\n${indent(props, 6)}` });

const CRD = cronTab(`${VALIDATION_PROPS}\nschedule:\n  type: string\n  format: date-time`);
const TWO_VERSIONS = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Cluster
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema: {type: object, required: [spec], properties: {spec: {type: object, required: [a], properties: {a: {type: string}}}}}
  - name: v2
    served: true
    storage: false
    schema:
      openAPIV3Schema: {type: object, required: [spec], properties: {spec: {type: object, required: [b], properties: {b: {type: integer, minimum: 3}}}}}
  - name: v0
    served: false
    storage: false
    schema:
      openAPIV3Schema: {type: object}
`;
const UNSATISFIABLE = cronTab(`code:\n  type: string\n  minLength: 5\n  maxLength: 2`, 'code');
// go-yaml v2 reads `n` as false: a CRD that the apiserver cannot decode
const UNDECODABLE = cronTab(`n:\n  type: string`, 'n');

const FILES = {
  'crd.yaml': CRD,
  'two.yaml': TWO_VERSIONS,
  'both.yaml': `${CRD}\n---\n${TWO_VERSIONS}`,
  'bad.yaml': UNSATISFIABLE,
  'none.yaml': 'apiVersion: v1\nkind: ConfigMap\n',
  'undecodable.yaml': UNDECODABLE,
  // a CRD the apiserver refuses: its name is not plural.group and a type is misspelt (ValidateCustomResourceDefinition)
  'invalid-crd.yaml': cronTab('cronSpec:\n  type: strin').replace('name: crontabs.stable.example.com', 'name: crontab.stable.example.com'),
};

async function run(argv: string[], stdin = '') {
  const io = fakeIo(FILES, stdin);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** Exit code of `check` on the CRD and the printed sample. */
async function checkExit(crd: string, sample: string): Promise<number> {
  const io = fakeIo({ 'crd.yaml': crd, 'sample.yaml': sample });
  return main(['check', 'crd.yaml', 'sample.yaml'], io);
}

describe('crd-playground sample', () => {
  it.each([
    ['minimal', ['sample', 'crd.yaml'], 'crd.yaml', (v: Record<string, unknown>) => expect(v.spec).toEqual({})],
    ['full', ['sample', 'crd.yaml', '--full'], 'crd.yaml', (v: Record<string, unknown>) => expect(Object.keys(v.spec as object).sort()).toEqual(['cronSpec', 'image', 'replicas', 'schedule'])],
    [
      '--version',
      ['sample', 'two.yaml', '--version', 'v2'],
      'two.yaml',
      (v: Record<string, unknown>) => {
        expect(v.apiVersion).toBe('example.com/v2');
        expect(v.spec).toEqual({ b: 3 });
      },
    ],
    ['--version=v1', ['sample', 'two.yaml', '--version=v1'], 'two.yaml', (v: Record<string, unknown>) => expect(v.spec).toEqual({ a: 'example' })],
    ['--kind among several CRDs', ['sample', 'both.yaml', '--kind', 'Widget'], 'both.yaml', (v: Record<string, unknown>) => expect(v.kind).toBe('Widget')],
  ])('%s: exit 0, YAML that check accepts', async (_name, argv, file, expectValue) => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    const value = parseDocuments(r.out)[0].value as Record<string, unknown>;
    expectValue(value);
    expect(await checkExit(FILES[file as keyof typeof FILES], r.out)).toBe(0);
  });

  it('reads the CRD from stdin and prints JSON with -o json', async () => {
    const r = await run(['sample', '-', '-o', 'json', '--full'], CRD);
    expect(r.code).toBe(0);
    const value = JSON.parse(r.out);
    expect(value.kind).toBe('CronTab');
    const res = check({
      sources: [
        { id: 'crd', text: CRD },
        { id: 'o', text: r.out },
      ],
    });
    expect(res.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('several CRDs without --kind: the first, with a note naming the others', async () => {
    const r = await run(['sample', 'both.yaml']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('note: 2 CRDs in both.yaml; sampled CronTab (choose with --kind: CronTab, Widget)\n');
  });

  it('a best-effort sample: written, its notes and errors on stderr, exit 1', async () => {
    const r = await run(['sample', 'bad.yaml']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('# could not satisfy the schema');
    expect(r.err).toContain('note: spec.code: no string found that satisfies format/pattern/length\n');
    expect(r.err).toMatch(/^error: spec\.code: /m);
  });

  it("a CRD the apiserver would refuse: the sample is written, the CRD's errors on stderr, exit 1", async () => {
    const r = await run(['sample', 'invalid-crd.yaml']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('kind: CronTab');
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      'error: the CustomResourceDefinition crontab.stable.example.com is invalid: metadata.name: Invalid value: "crontab.stable.example.com": must be spec.names.plural+"."+spec.group',
      'error: the CustomResourceDefinition crontab.stable.example.com is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[cronSpec].type: Unsupported value: "strin": supported values: "array", "boolean", "integer", "number", "object", "string"',
    ]);
  });

  it.each([
    ['no file', ['sample'], 'sample needs exactly one CRD file (or - for stdin)'],
    ['two files', ['sample', 'crd.yaml', 'two.yaml'], 'sample needs exactly one CRD file (or - for stdin)'],
    ['unknown flag', ['sample', 'crd.yaml', '--nope'], 'unknown flag --nope'],
    ['a flag without its value', ['sample', 'crd.yaml', '--version'], '--version needs a value'],
    ['bad -o', ['sample', 'crd.yaml', '-o', 'xml'], 'sample: -o must be yaml or json, not "xml"'],
    ['unreadable file', ['sample', 'missing.yaml'], 'cannot read missing.yaml: no such file or directory (ENOENT)'], // check's words
    ['no CRD in the file', ['sample', 'none.yaml'], 'no CustomResourceDefinition (apiextensions.k8s.io/v1 or v1beta1) that can be read was found'],
    [
      'a CRD the apiserver cannot decode',
      ['sample', 'undecodable.yaml'],
      'the CustomResourceDefinition cannot be read: spec.versions[0].schema.openAPIV3Schema.properties[spec].required[0]: Invalid value: json: cannot unmarshal bool into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.properties.required of type string',
    ],
    ['a version that does not exist', ['sample', 'two.yaml', '--version', 'v9'], 'CustomResourceDefinition widgets.example.com has no version "v9"; served: v2, v1'],
    ['a version that is not served', ['sample', 'two.yaml', '--version', 'v0'], 'version "v0" of widgets.example.com is not served; served: v2, v1'],
    ['an unknown --kind', ['sample', 'both.yaml', '--kind', 'Gizmo'], 'no CustomResourceDefinition with kind "Gizmo"; found: CronTab, Widget'],
  ])('%s: exit 2', async (_name, argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(`error: ${message}`);
  });

  it('--help lists the command', async () => {
    const r = await run(['--help']);
    expect(r.out).toContain('crd-playground sample CRD.yaml [--version V] [--full] [--kind K]');
  });
});
