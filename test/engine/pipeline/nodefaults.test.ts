// A schema without defaults: the request path takes the decoded object as the defaulted one
// (pipeline/objects.ts decodeRequest, pipeline/defaulter.ts schemaHasDefaults) instead of the
// defaulting walk and the second ObjectMeta coercion of the embedded resources
// (schemaCoercingConverter after unstructuredDefaulter, customresource_handler.go). The report must
// be the one the full path gives: the same object is checked under a CRD whose only difference is
// a default on a field every object sets (so the defaulting walk runs, sets nothing, and the
// embedded metadata is coerced a second time), and everything but the CRD's name agrees.
// Embedded metadata cases follow apiextensions-apiserver test/integration/defaulting_test.go
// TestCustomResourceDefaultingOfMetaFields and pkg/apiserver/schema/objectmeta/coerce_test.go TestCoerce.
import { describe, expect, it } from 'vitest';
import { check, type ObjectReport } from '../../../src/engine';
import { cronTabCRD } from '../../fixtures/crontab-crd';

const schema = (label: string) => `type: object
properties:
  spec:
    type: object
    properties:
      label: {type: string${label}}
      template:
        type: object
        x-kubernetes-embedded-resource: true
        x-kubernetes-preserve-unknown-fields: true
      templates:
        type: array
        items:
          type: object
          x-kubernetes-embedded-resource: true
          properties:
            metadata: {type: object, x-kubernetes-preserve-unknown-fields: true}
            spec: {type: object, x-kubernetes-preserve-unknown-fields: true}`;

const WITHOUT = cronTabCRD({ schema: schema('') });
const WITH = cronTabCRD({ schema: schema(', default: d') });

const object = (meta: string, embedded: string) => `apiVersion: stable.example.com/v1
kind: CronTab
metadata:
${meta}
spec:
  label: set
  template:
    apiVersion: v1
    kind: Pod
    metadata:
${embedded}
  templates:
  - apiVersion: v1
    kind: Pod
    metadata:
${embedded}
    spec: {a: 1}
`;

const CASES: [string, string, string][] = [
  ['plain', '  name: a', '      name: p'],
  ['unknown metadata fields', '  name: a\n  bogus: 1', '      name: p\n      unknown: x'],
  ['null and empty metadata fields', '  name: a\n  labels: null\n  annotations: {}', '      name: p\n      labels: null\n      creationTimestamp: null\n      finalizers: []'],
  ['timestamps and numbers', '  name: a\n  generation: 3', '      name: p\n      creationTimestamp: "2020-01-02T03:04:05Z"\n      generation: 2\n      deletionGracePeriodSeconds: 30'],
  ['managed fields', '  name: a', '      name: p\n      managedFields:\n      - manager: m\n        operation: Apply\n        fieldsType: FieldsV1\n        fieldsV1: {f:spec: {}}'],
  ['malformed embedded metadata', '  name: a', '      name: p\n      labels: 5'],
  ['malformed root metadata', '  name: a\n  labels: [x]', '      name: p'],
  ['invalid names', '  name: A_B', '      name: P_Q\n      namespace: N'],
];

/** What the user sees of an object's report, without the CRD it was checked against. */
function seen(o: ObjectReport) {
  const strip = (ds: ObjectReport['errors']) => ds.map((d) => ({ message: d.message, path: d.path, field: d.field, severity: d.severity, code: d.code }));
  return {
    errors: strip(o.errors),
    warnings: strip(o.warnings),
    pruned: o.pruned,
    defaulted: o.defaulted,
    decodedObject: o.decodedObject,
    defaultedObject: o.defaultedObject,
    result: o.result,
    status: o.status,
    storage: o.storage,
  };
}

describe('a schema without defaults gives the report of the full defaulting path', () => {
  it.each(CASES)('%s', (_, meta, embedded) => {
    const text = object(meta, embedded);
    const run = (crd: string) =>
      check({
        sources: [
          { id: 'crd', text: crd },
          { id: 'objects', text },
        ],
      }).objects[0]!;
    const without = run(WITHOUT);
    const withDefault = run(WITH);
    expect(seen(without)).toEqual(seen(withDefault));
    // the object sets the defaulted field: the defaulting walk set nothing
    expect(withDefault.defaulted).toEqual([]);
  });

  it('a default the object lacks is still applied (the full path runs for that schema)', () => {
    const text = object('  name: a', '      name: p').replace('  label: set\n', '');
    const r = check({
      sources: [
        { id: 'crd', text: WITH },
        { id: 'objects', text },
      ],
    }).objects[0]!;
    expect(r.defaulted).toEqual(['spec.label']);
    expect((r.defaultedObject as { spec: { label: string } }).spec.label).toBe('d');
    expect((r.decodedObject as { spec: { label?: string } }).spec.label).toBeUndefined();
  });
});
