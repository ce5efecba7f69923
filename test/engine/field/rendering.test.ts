// The value rendering of field.Error.ErrorBody per Kubernetes version (apimachinery
// pkg/util/validation/field/errors.go: maps and slices as json.Marshal since commit c58e197e
// "Nicer value rendering in API errors", first released in kubernetes-1.34.0; %#v before),
// passed explicitly: every message — plain, nested inside another error, through the CLI, the
// batch ops and the views — is rendered as the version checked renders it, and two checks of
// different versions, one run in the middle of the other, never see each other's rendering.
import { describe, expect, it } from 'vitest';
import { invalid } from '../../../src/engine/field/errors';
import { FieldPath } from '../../../src/engine/field/path';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { BATCH_OPS, batchResponse } from '../../../src/engine/ops';
import { check, type CheckInput, type CheckResult } from '../../../src/engine';
import { checkByDocument } from '../../../src/engine/pipeline/stream';
import { ViewEngine, compatibilityMatrix } from '../../../src/engine/views';
import { main } from '../../../src/cli/main';
import { fakeIo } from '../../cli/fake-io';

describe('explicit value rendering', () => {
  const e = invalid(FieldPath.of('spec', 'x'), { a: [1, 'b'] }, 'bad');
  it.each([
    ['1.33', 'spec.x: Invalid value: map[string]interface {}{"a":[]interface {}{1, "b"}}: bad'],
    ['1.34', 'spec.x: Invalid value: {"a":[1,"b"]}: bad'],
    ['1.37', 'spec.x: Invalid value: {"a":[1,"b"]}: bad'],
  ])('Kubernetes %s', (kubeVersion, want) => expect(e.toString(valueRendering(kubeVersion))).toBe(want));

  it('the batch validate op renders with the version asked for, one request after the other', () => {
    const req = (kubeVersion: string) => ({ schema: { type: 'object', properties: { x: { type: 'object', enum: [{ a: 1 }] } } }, object: { x: { a: 2 } }, kubeVersion });
    const message = (kubeVersion: string) => (batchResponse(BATCH_OPS.validate(req(kubeVersion), {})) as { errors: { message: string }[] }).errors[0]?.message ?? '';
    const old = message('1.33');
    const now = message('1.37');
    expect(old).toContain('map[string]interface {}{"a":2}');
    expect(now).toContain('{"a":2}');
    expect(now).not.toContain('map[string]interface {}');
    expect(message('1.33')).toBe(old);
  });
});

// A CRD whose objects can carry a map bad value, and a second CRD whose default fails metadata validation.
const widgetCRD = (plural: string, kind: string, template: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${plural}.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {plural: ${plural}, singular: ${kind.toLowerCase()}, kind: ${kind}, listKind: ${kind}List}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              shape: {type: object, x-kubernetes-preserve-unknown-fields: true, enum: [{a: 1}]}
              template:
${template}
`;
const WIDGETS = widgetCRD('widgets', 'Widget', '                {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}');
const GADGETS = widgetCRD(
  'gadgets',
  'Gadget',
  '                type: object\n                x-kubernetes-embedded-resource: true\n                properties:\n                  metadata:\n                    type: object\n                    properties:\n                      name: {type: string, default: 42}',
);
const CRDS = `${WIDGETS}---\n${GADGETS}`;
const SHAPE = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: shape, namespace: default}\nspec:\n  shape: {a: 2}\n';
const TEMPLATE = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: template, namespace: default}\nspec:\n  template: {apiVersion: v1, kind: Pod, metadata: {name: 42}}\n';
const OBJECTS = `${SHAPE}---\n${TEMPLATE}`;
const input = (kubeVersion: string): CheckInput => ({
  sources: [
    { id: 'crds', text: CRDS },
    { id: 'objects', text: OBJECTS },
  ],
  options: { kubeVersion },
});

/** A map bad value as ErrorBody prints it in a version: %#v before 1.34, JSON since. */
const shape = (v: string) => (v === '1.33' ? 'map[string]interface {}{"a":2}' : '{"a":2}');
const meta = (v: string) => (v === '1.33' ? 'map[string]interface {}{"name":42}' : '{"name":42}');
const UNMARSHAL = 'json: cannot unmarshal number into Go struct field ObjectMeta.name of type string';
const DEFAULT_PATH = 'spec.validation.openAPIV3Schema.properties[spec].properties[template].properties[metadata].properties[name].default';

/** What each kind of message reads at a version, and where check() reports it. */
const rows: [string, (r: CheckResult) => string[], (v: string) => string][] = [
  [
    // kube-openapi validate/validator.go enum → field.NotSupported(path, value, supported): the value itself
    'a value-validation error (enum → Unsupported value)',
    (r) => r.diagnostics.filter((d) => d.field === 'spec.shape').map((d) => d.message),
    (v) => `spec.shape: Unsupported value: ${shape(v)}: supported values: "{\\"a\\":1}"`,
  ],
  [
    // apierrors.NewInvalid: `<Kind>.<group> "<name>" is invalid: <ErrorList.ToAggregate()>`
    'the Status message of the rejected object (NewInvalid aggregate)',
    (r) => r.objects.filter((o) => o.name === 'shape').map((o) => o.status ?? ''),
    (v) => `Widget.example.com "shape" is invalid: spec.shape: Unsupported value: ${shape(v)}: supported values: "{\\"a\\":1}"`,
  ],
  [
    // apiextensions validation.go validateDefaults (embedded resource metadata):
    // field.Invalid(fldPath.Child("default"), s.Default, fmt.Sprintf("must result in valid metadata: %v", errs.ToAggregate()))
    'a nested message: a CRD default that fails metadata validation',
    (r) => r.diagnostics.filter((d) => d.field === DEFAULT_PATH).map((d) => d.message),
    (v) => `${DEFAULT_PATH}: Invalid value: 42: must result in valid metadata: metadata: Invalid value: ${meta(v)}: ${UNMARSHAL}`,
  ],
  [
    // customresource_handler.go schemaCoercingDecoder → unstructuredSchemaCoercer: objectmeta.Coerce's
    // field.Invalid(metadata, value, err) in the 400 `cannot be handled as a <Kind>: <err>`
    'a nested message: the request decoder rejects embedded metadata',
    (r) => r.objects.filter((o) => o.name === 'template').map((o) => o.status ?? ''),
    (v) => `Widget in version "v1" cannot be handled as a Widget: spec.template.metadata: Invalid value: ${meta(v)}: ${UNMARSHAL}`,
  ],
];

const VERSIONS = ['1.33', '1.34', '1.35', '1.37'];

describe('check(): bad values rendered as the Kubernetes version checked', () => {
  it.each(rows.flatMap(([name, pick, want]) => VERSIONS.map((v) => [name, v, pick, want] as const)))('%s at %s', (_n, v, pick, want) => {
    expect(pick(check(input(v)))).toEqual([want(v)]);
  });

  it.each(rows)('%s: the same by document (the stream check)', (_n, pick, want) => {
    for (const v of VERSIONS) expect(pick(checkByDocument(input(v)))).toEqual([want(v)]);
  });
});

/** Every `message` string in a JSON document. */
function messagesIn(x: unknown, out: string[] = []): string[] {
  if (Array.isArray(x)) for (const y of x) messagesIn(y, out);
  else if (x && typeof x === 'object') {
    for (const [k, y] of Object.entries(x)) {
      if (k === 'message' && typeof y === 'string') out.push(y);
      else messagesIn(y, out);
    }
  }
  return out;
}

describe('the CLI, the batch ops and the views render as the version asked for', () => {
  const wants = (v: string) => [rows[0][2](v), rows[2][2](v)];

  it.each(VERSIONS)('check --kube-version %s -o json', async (v) => {
    const io = fakeIo({ 'crds.yaml': CRDS, 'objects.yaml': OBJECTS });
    expect(await main(['check', '--kube-version', v, 'crds.yaml', 'objects.yaml', '-o', 'json'], io)).toBe(1);
    const messages = messagesIn(JSON.parse(io.out));
    for (const w of wants(v)) expect(messages).toContain(w);
  });

  it.each(VERSIONS)('batch check with "kubeVersion": "%s"', (v) => {
    const out = BATCH_OPS.check(
      {
        op: 'check',
        sources: [
          { name: 'crds.yaml', text: CRDS },
          { name: 'objects.yaml', text: OBJECTS },
        ],
        kubeVersion: v,
      },
      {},
    );
    const messages = messagesIn(out);
    for (const w of wants(v)) expect(messages).toContain(w);
  });

  it('batch check without "kubeVersion" uses the batch\'s (--kube-version)', () => {
    const out = BATCH_OPS.check(
      {
        op: 'check',
        sources: [
          { name: 'crds.yaml', text: CRDS },
          { name: 'objects.yaml', text: OBJECTS },
        ],
      },
      { kubeVersion: '1.33' },
    );
    expect(messagesIn(out)).toContain(rows[0][2]('1.33'));
  });

  it('the matrix view: each version its own rendering, and 1.34 reports the changed text as new', () => {
    const views = new ViewEngine();
    const at = (v: '1.33' | '1.34') => {
      const r = views.compute(input('1.37'), { kind: 'matrix', kubeVersion: v });
      if (r.kind !== 'matrix') throw new Error(r.kind);
      return r.version.cells.flatMap((c) => c.messages.map((m) => m.message));
    };
    for (const v of ['1.33', '1.34', '1.33'] as const) for (const w of wants(v)) expect(at(v)).toContain(w);
    const m = compatibilityMatrix(input('1.37'), ['1.33', '1.34']);
    const shapeCell = (v: string) => m.versions.find((x) => x.kubeVersion === v)!.cells.find((c) => c.label === 'Widget/shape')!;
    expect(shapeCell('1.33').firstError).toBe(rows[0][2]('1.33'));
    expect(shapeCell('1.34').firstError).toBe(rows[0][2]('1.34'));
    expect(shapeCell('1.34').firstDifference).toMatchObject({ message: rows[0][2]('1.34'), change: 'added', against: '1.33' });
  });
});

describe('checks of different versions run one inside the other do not share a rendering', () => {
  const texts = (r: CheckResult) => [...r.diagnostics.map((d) => d.message), ...r.objects.map((o) => o.status ?? '')];

  it('a 1.35 check inside a 1.33 stream check (between its objects), and the other way round', () => {
    for (const [outer, inner] of [
      ['1.33', '1.35'],
      ['1.35', '1.33'],
    ]) {
      const alone = { outer: texts(check(input(outer))), inner: texts(check(input(inner))) };
      const nested: CheckResult[] = [];
      const streamed = checkByDocument(input(outer), (o) => {
        nested.push(check(input(inner)));
        return o;
      });
      expect(nested.length).toBe(2);
      expect(texts(streamed)).toEqual(alone.outer);
      for (const r of nested) expect(texts(r)).toEqual(alone.inner);
      expect(alone.outer).not.toEqual(alone.inner);
    }
  });

  it('alternating checks, stream checks and views of 1.33 and 1.35 each read as when run alone', () => {
    const alone = { '1.33': texts(check(input('1.33'))), '1.35': texts(check(input('1.35'))) };
    const views = new ViewEngine();
    for (let round = 0; round < 2; round++) {
      for (const v of ['1.33', '1.35', '1.33', '1.35'] as const) {
        expect(texts(checkByDocument(input(v)))).toEqual(alone[v]);
        expect(texts(check(input(v)))).toEqual(alone[v]);
        const view = views.compute(input('1.37'), { kind: 'matrix', kubeVersion: v });
        if (view.kind !== 'matrix') throw new Error(view.kind);
        expect(view.version.firstError).toBe(alone[v].find((m) => m.includes('must result in valid metadata')));
      }
    }
  });
});
