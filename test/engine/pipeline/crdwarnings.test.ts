// The warnings of a CRD create and update reach CrdReport.warnings through check(), per Kubernetes
// version: registry/customresourcedefinition/strategy.go WarningsOnCreate / WarningsOnUpdate
// (1.34+, `unrecognized format %q` via apiserver/validation GetUnrecognizedFormats at the
// DefaultCompatibilityVersion; from 1.36 the schema's type is passed and formats.go checks every
// type: integer int32/int64, number float/double, other types none), 1.37 also
// `x-kubernetes-list-type: set for items of type %q ...`; rest.BeforeCreate/BeforeUpdate call
// them only after validation passed.
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine';

function crd(props: string, opts: { name?: string; extra?: string } = {}): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${opts.name ?? 'widgets.example.com'}
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget}
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
${opts.extra ?? ''}            properties:
${props}`;
}

const STRING_FOO = '              s: {type: string, format: foo}\n';
const UINT32 = '              n: {type: integer, format: uint32}\n';
const FLAG = '              b: {type: boolean, format: flag}\n';
const INT32 = '              i: {type: integer, format: int32}\n';
const SET_OF_OBJECTS =
  '              l:\n                type: array\n                x-kubernetes-list-type: set\n                items: {type: object, x-kubernetes-map-type: atomic, properties: {x: {type: string}}}\n';

const FOO = 'unrecognized format "foo"';
const SET = 'x-kubernetes-list-type: set for items of type "object" is not supported by server-side apply or CEL validation rules';

const rows: [name: string, props: string, kubeVersion: string, expected: string[]][] = [
  ['1.33: no CRD warnings yet', STRING_FOO + UINT32, '1.33', []],
  ['1.34: an unknown string format', STRING_FOO, '1.34', [FOO]],
  ['1.35: string formats only (integer uint32, boolean flag not looked at)', STRING_FOO + UINT32 + FLAG, '1.35', [FOO]],
  ['1.36: every type: uint32 on an integer, flag on a boolean', STRING_FOO + UINT32 + FLAG, '1.36', [FOO, 'unrecognized format "uint32"', 'unrecognized format "flag"']],
  ['1.36: int32 on an integer is recognized', INT32, '1.36', []],
  ['1.36: a set of objects is not warned about yet', SET_OF_OBJECTS, '1.36', []],
  ['1.37: a set of objects', SET_OF_OBJECTS, '1.37', [SET]],
  ['1.37: formats and sets together', UINT32 + SET_OF_OBJECTS, '1.37', ['unrecognized format "uint32"', SET]],
];

const warningTexts = (r: ReturnType<typeof check>) => r.crds[0].warnings.filter((w) => w.code === 'warning-header').map((w) => w.detail);

describe('CRD create warnings in CrdReport.warnings (WarningsOnCreate)', () => {
  it.each(rows)('%s', (_n, props, kubeVersion, expected) => {
    const r = check({ sources: [{ id: 'crd.yaml', text: crd(props) }], options: { kubeVersion } });
    expect(r.crds[0].errors).toEqual([]);
    expect(warningTexts(r)).toEqual(expected);
    // what kubectl prints, and in the run's diagnostics (the app's Problems list reads them)
    for (const w of r.crds[0].warnings) expect(w.message).toBe(`Warning: ${w.detail}`);
    expect(r.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.detail)).toEqual(expected);
  });

  it('each warning points at the schema keyword it is about', () => {
    const text = crd(STRING_FOO + SET_OF_OBJECTS);
    const r = check({ sources: [{ id: 'crd.yaml', text }], options: { kubeVersion: '1.37' } });
    const lines = text.split('\n');
    const [foo, set] = r.crds[0].warnings;
    expect(lines[foo.range!.start.line - 1]).toContain('format: foo');
    expect(lines[set.range!.start.line - 1]).toContain('x-kubernetes-list-type: set');
  });

  it('a CRD that fails validation gets its errors and no warnings (rest.BeforeCreate returns before WarningsOnCreate)', () => {
    const r = check({ sources: [{ id: 'crd.yaml', text: crd(STRING_FOO, { extra: '            required: [5]\n' }) }], options: { kubeVersion: '1.35' } });
    expect(r.crds[0].errors.length).toBeGreaterThan(0);
    expect(warningTexts(r)).toEqual([]);
  });
});

describe('CRD update warnings (WarningsOnUpdate: only formats the old CRD did not use)', () => {
  it.each([
    ['the same unknown format as before: no warning', STRING_FOO, STRING_FOO, '1.35', []],
    ['a new unknown format', '              t: {type: string}\n', STRING_FOO, '1.35', [FOO]],
    ['1.36: uint32 newly used, foo already used', STRING_FOO, STRING_FOO + UINT32, '1.36', ['unrecognized format "uint32"']],
    ['1.37: a set of objects added', STRING_FOO, STRING_FOO + SET_OF_OBJECTS, '1.37', [SET]],
    ['1.37: a set of objects kept', SET_OF_OBJECTS, SET_OF_OBJECTS, '1.37', []],
  ])('%s', (_n, oldProps, newProps, kubeVersion, expected) => {
    const r = check({ sources: [{ id: 'crd.yaml', text: crd(newProps) }], oldSources: [{ id: 'old.yaml', text: crd(oldProps) }], options: { kubeVersion, request: 'update' } });
    expect(r.crds[0].update).toBeDefined();
    expect(r.crds[0].errors).toEqual([]);
    expect(warningTexts(r)).toEqual(expected);
  });
});
