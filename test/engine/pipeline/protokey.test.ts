// A "__proto__" key in a document is a key like any other. The apiserver decodes request bodies
// with encoding/json (YAML through sigs.k8s.io/yaml, which converts to JSON first), where every
// object key is a map entry: so a label "__proto__" is validated as a label key
// (apimachinery pkg/util/validation IsQualifiedName: it must start with an alphanumeric), an
// unknown "__proto__" field is pruned and warned about (structural pruning, strict field
// warnings), and a schema property named "__proto__" is a field with its own type. A decoder that
// assigned such a key with `o[k] = v` set the object's prototype instead: the label vanished and
// the object passed. Each case runs through the block YAML, flow YAML, one-line JSON and indented
// JSON readers, which must agree.
import { describe, expect, it } from 'vitest';
import { check, type JSONValue } from '../../../src/engine';
import { cronTabCRD } from '../../fixtures/crontab-crd';
import { parseDocuments } from '../../../src/engine/yaml/documents';

/** The CronTab CRD whose spec has `image` and the given properties (YAML lines at the properties' indent). */
const specCRD = (...props: string[]) =>
  cronTabCRD({
    schema: ['type: object', 'properties:', '  spec:', '    type: object', '    properties:', '      image: {type: string}', ...props.map((p) => `      ${p}`)].join('\n'),
  });

const CRD = specCRD('__proto__: {type: integer}', 'free:', '  type: object', '  x-kubernetes-preserve-unknown-fields: true');
const CLOSED = specCRD();

type Obj = { [k: string]: JSONValue };

/** A CronTab with the given labels and spec, written with "__proto__" as an own key where asked. */
function cronTab(labels: Obj | null, spec: Obj): Obj {
  const metadata: Obj = { name: 'a' };
  if (labels) metadata.labels = labels;
  return { apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata, spec };
}

const own = (k: string, v: JSONValue, rest: Obj = {}): Obj => {
  const o: Obj = { ...rest };
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
};

/** The object as block YAML (keys quoted as JSON strings, values as flow JSON). */
function blockYAML(o: Obj, depth = 0): string {
  const pad = '  '.repeat(depth);
  return Object.keys(o)
    .map((k) => {
      const v = o[k];
      if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0) return `${pad}${JSON.stringify(k)}:\n${blockYAML(v as Obj, depth + 1)}`;
      return `${pad}${JSON.stringify(k)}: ${JSON.stringify(v)}`;
    })
    .join('\n');
}

const WRITERS: [string, (o: Obj) => string][] = [
  ['block YAML', (o) => blockYAML(o) + '\n'],
  ['flow YAML', (o) => `--- ${JSON.stringify(o).replace(/,/g, ', ')}\n`],
  ['one-line JSON', (o) => JSON.stringify(o) + '\n'],
  ['indented JSON', (o) => JSON.stringify(o, null, 2) + '\n'],
];

const LABEL_MESSAGE =
  "metadata.labels: Invalid value: \"__proto__\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";

interface Case {
  name: string;
  object: Obj;
  errors: { field: string; message: string }[];
  warnings: string[];
  pruned: string[];
  /** The stored spec's own keys. */
  specKeys: string[];
  /** The stored spec.free's own keys, where it is set. */
  freeKeys?: string[];
}

const CASES: Case[] = [
  {
    name: 'a label key "__proto__" is not a qualified name',
    object: cronTab(own('__proto__', 'z', { app: 'x' }), { image: 'i' }),
    errors: [{ field: 'metadata.labels', message: LABEL_MESSAGE }],
    warnings: [],
    pruned: [],
    specKeys: ['image'],
  },
  {
    name: 'a field "__proto__" the schema declares is validated by its type',
    object: cronTab(null, own('__proto__', 'text', { image: 'i' })),
    errors: [{ field: 'spec.__proto__', message: 'spec.__proto__: Invalid value: "string": spec.__proto__ in body must be of type integer: "string"' }],
    warnings: [],
    pruned: [],
    specKeys: ['image', '__proto__'],
  },
  {
    name: 'a field "__proto__" the schema declares, with a valid value, is stored',
    object: cronTab(null, own('__proto__', 3, { image: 'i' })),
    errors: [],
    warnings: [],
    pruned: [],
    specKeys: ['image', '__proto__'],
  },
  {
    name: 'a field "__proto__" under x-kubernetes-preserve-unknown-fields is kept',
    object: cronTab(null, { image: 'i', free: own('__proto__', { a: 1 }) }),
    errors: [],
    warnings: [],
    pruned: [],
    specKeys: ['image', 'free'],
    freeKeys: ['__proto__'],
  },
];

describe('a "__proto__" key is an ordinary key (encoding/json map entries)', () => {
  for (const [reader, write] of WRITERS) {
    it.each(CASES)(`${reader}: %s`, (c) => {
      const r = check({
        sources: [
          { id: 'crd', text: CRD },
          { id: 'objects', text: write(c.object) },
        ],
      });
      expect(r.crds.flatMap((x) => x.errors)).toEqual([]);
      const [o] = r.objects;
      expect(o.errors.map((d) => ({ field: d.field, message: d.message }))).toEqual(c.errors);
      expect(o.warnings.map((d) => d.message)).toEqual(c.warnings);
      expect(o.pruned).toEqual(c.pruned);
      const spec = (o.result as Obj).spec as Obj;
      expect(Object.keys(spec)).toEqual(c.specKeys);
      expect(Object.getPrototypeOf(spec)).toBe(Object.prototype);
      if (c.freeKeys) expect(Object.keys(spec.free as Obj)).toEqual(c.freeKeys);
    });
  }

  it.each(WRITERS)('%s: an unknown "__proto__" under a closed schema is pruned with a warning', (_, write) => {
    const r = check({
      sources: [
        { id: 'crd', text: CLOSED },
        { id: 'objects', text: write(cronTab(null, own('__proto__', { a: 1 }, { image: 'i' }))) },
      ],
    });
    const [o] = r.objects;
    expect(o.errors).toEqual([]);
    expect(o.warnings.map((d) => d.message)).toEqual(['Warning: unknown field "spec.__proto__"']);
    expect(o.pruned).toEqual(['spec.__proto__']);
    expect(Object.keys((o.result as Obj).spec as Obj)).toEqual(['image']);
    expect(Object.keys((o.input as Obj).spec as Obj)).toEqual(['image', '__proto__']);
  });
});

describe('a default for a property named "__proto__" sets that field (structural defaulting)', () => {
  const DEFAULTED = specCRD('__proto__: {type: integer, default: 7}');
  it.each(WRITERS)('%s', (_, write) => {
    const r = check({
      sources: [
        { id: 'crd', text: DEFAULTED },
        { id: 'objects', text: write(cronTab(null, { image: 'i' })) },
      ],
    });
    const [o] = r.objects;
    expect(o.errors).toEqual([]);
    expect(o.defaulted).toEqual(['spec.__proto__']);
    const spec = (o.result as Obj).spec as Obj;
    expect(Object.keys(spec)).toEqual(['image', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(spec, '__proto__')?.value).toBe(7);
    expect(Object.getPrototypeOf(spec)).toBe(Object.prototype);
  });

  // an update's old object is the stored object read back, defaulted at the storage version
  // (unstructuredDefaulter in the versioning codec's decode: pipeline/storage.ts)
  it.each(WRITERS)('%s: the old object of an update, read back from storage', (_, write) => {
    const r = check({
      sources: [
        { id: 'crd', text: DEFAULTED },
        { id: 'objects', text: write(cronTab(null, own('__proto__', 3, { image: 'j' }))) },
      ],
      oldSources: [{ id: 'old', text: write(cronTab(null, { image: 'i' })) }],
      options: { request: 'update' },
    });
    const [o] = r.objects;
    expect(o.errors).toEqual([]);
    const oldSpec = (o.old as Obj).spec as Obj;
    expect(Object.keys(oldSpec)).toEqual(['image', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(oldSpec, '__proto__')?.value).toBe(7);
  });
});

// the CRD's own metadata: ValidateObjectMeta's label keys (IsQualifiedName), as for any object
describe('a CRD label "__proto__" is not a qualified name', () => {
  it.each(WRITERS)('%s', (_, write) => {
    const crd = parseDocuments(CLOSED)[0].value as Obj;
    const meta = crd.metadata as Obj;
    meta.labels = own('__proto__', 'x');
    const r = check({ sources: [{ id: 'crd', text: write(crd) }] });
    expect(r.crds.flatMap((c) => c.errors.map((d) => d.message))).toEqual([LABEL_MESSAGE]);
  });
});
