// The pruning table (pruning/algorithm_test.go TestPrune and the "Field pruning" / "Controlling
// pruning" / "RawExtension" sections of the CRD docs), shared by prune.test.ts and copy.test.ts.

export interface Row {
  name: string;
  value: string; // JSON or YAML
  schema?: string; // YAML; absent = nil schema
  isResourceRoot?: boolean;
  expected: string;
  pruned: string[];
}

const embeddedInput = `{
  "apiVersion": "foo/v1", "kind": "Foo", "metadata": {"name": "instance", "unspecified": "bar"},
  "unspecified": "bar",
  "pruned": {"apiVersion": "foo/v1", "kind": "Foo", "unspecified": "bar",
    "metadata": {"name": "instance", "unspecified": "bar"}, "spec": {"unspecified": "bar"}},
  "preserving": {"apiVersion": "foo/v1", "kind": "Foo", "unspecified": "bar",
    "metadata": {"name": "instance", "unspecified": "bar"}, "spec": {"unspecified": "bar"}},
  "nested": {"apiVersion": "foo/v1", "kind": "Foo", "unspecified": "bar",
    "metadata": {"name": "instance", "unspecified": "bar"},
    "spec": {"unspecified": "bar", "embedded": {"apiVersion": "foo/v1", "kind": "Foo", "unspecified": "bar",
      "metadata": {"name": "instance", "unspecified": "bar"}, "spec": {"unspecified": "bar"}}}}
}`;
const embeddedSchema = `
type: object
properties:
  pruned: {type: object, x-kubernetes-embedded-resource: true, properties: {spec: {type: object}}}
  preserving: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
  nested:
    type: object
    x-kubernetes-embedded-resource: true
    properties:
      spec:
        type: object
        properties:
          embedded: {type: object, x-kubernetes-embedded-resource: true, properties: {spec: {type: object}}}
`;
const embeddedPrunedPart = `
  "pruned": {"apiVersion": "foo/v1", "kind": "Foo", "metadata": {"name": "instance", "unspecified": "bar"}, "spec": {}},
  "preserving": {"apiVersion": "foo/v1", "kind": "Foo", "unspecified": "bar",
    "metadata": {"name": "instance", "unspecified": "bar"}, "spec": {"unspecified": "bar"}},
  "nested": {"apiVersion": "foo/v1", "kind": "Foo", "metadata": {"name": "instance", "unspecified": "bar"},
    "spec": {"embedded": {"apiVersion": "foo/v1", "kind": "Foo", "metadata": {"name": "instance", "unspecified": "bar"}, "spec": {}}}}`;
const embeddedPaths = [
  'nested.spec.embedded.spec.unspecified',
  'nested.spec.embedded.unspecified',
  'nested.spec.unspecified',
  'nested.unspecified',
  'pruned.spec.unspecified',
  'pruned.unspecified',
  'unspecified',
];

export const pruneRows: Row[] = [
  { name: 'TestPrune/empty: null value, nil schema', value: 'null', expected: 'null', pruned: [] },
  { name: 'TestPrune/scalar', value: '4', schema: '{}', expected: '4', pruned: [] },
  { name: 'TestPrune/scalar array', value: '[1,2]', schema: 'items: {}', expected: '[1,2]', pruned: [] },
  {
    name: 'TestPrune/object array',
    value: '[{"a":1},{"b":1},{"a":1,"b":2,"c":3}]',
    schema: 'items: {properties: {a: {}, c: {}}}',
    expected: '[{"a":1},{},{"a":1,"c":3}]',
    pruned: ['[1].b', '[2].b'],
  },
  {
    name: 'TestPrune/object array with nil schema',
    value: '[{"a":1},{"b":1},{"a":1,"b":2,"c":3}]',
    expected: '[{},{},{}]',
    pruned: ['[0].a', '[1].b', '[2].a', '[2].b', '[2].c'],
  },
  {
    name: 'TestPrune/object array object',
    value: '{"array":[{"a":1},{"b":1},{"a":1,"b":2,"c":3}],"unspecified":{"a":1},"specified":{"a":1,"b":2,"c":3}}',
    schema: 'properties: {array: {items: {properties: {a: {}, c: {}}}}, specified: {properties: {a: {}, c: {}}}}',
    expected: '{"array":[{"a":1},{},{"a":1,"c":3}],"specified":{"a":1,"c":3}}',
    pruned: ['array[1].b', 'array[2].b', 'specified.b', 'unspecified'],
  },
  {
    name: 'TestPrune/nested x-kubernetes-preserve-unknown-fields',
    value: `{
      "unspecified":"bar", "alpha": "abc", "beta": 42.5, "unspecifiedObject": {"unspecified": "bar"},
      "pruning": {"unspecified": "bar", "unspecifiedObject": {"unspecified": "bar"}, "pruning": {"unspecified": "bar"},
        "apiVersion": "unknown", "preserving": {"unspecified": "bar"}},
      "preserving": {"unspecified": "bar", "unspecifiedObject": {"unspecified": "bar"}, "pruning": {"unspecified": "bar"},
        "preserving": {"unspecified": "bar"}},
      "preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields": {"foo": {"specified": {"unspecified":"bar"}, "unspecified": "bar"}},
      "preservingAdditionalPropertiesKeyPruneValues": {"foo": {"specified": {"unspecified":"bar"}, "unspecified": "bar"}}
    }`,
    schema: `
type: object
x-kubernetes-preserve-unknown-fields: true
properties:
  alpha: {type: string}
  beta: {type: number}
  pruning:
    type: object
    properties:
      preserving: {type: object, x-kubernetes-preserve-unknown-fields: true}
      pruning: {type: object}
  preserving:
    type: object
    x-kubernetes-preserve-unknown-fields: true
    properties:
      preserving: {type: object, x-kubernetes-preserve-unknown-fields: true}
      pruning: {type: object}
  preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields:
    type: object
    x-kubernetes-preserve-unknown-fields: true
    additionalProperties: {type: object, properties: {specified: {type: object}}}
  preservingAdditionalPropertiesKeyPruneValues:
    type: object
    additionalProperties: {type: object, properties: {specified: {type: object}}}
`,
    expected: `{
      "unspecified":"bar", "alpha": "abc", "beta": 42.5, "unspecifiedObject": {"unspecified": "bar"},
      "pruning": {"pruning": {}, "preserving": {"unspecified": "bar"}},
      "preserving": {"unspecified": "bar", "unspecifiedObject": {"unspecified": "bar"}, "pruning": {}, "preserving": {"unspecified": "bar"}},
      "preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields": {"foo": {"specified": {}}},
      "preservingAdditionalPropertiesKeyPruneValues": {"foo": {"specified": {}}}
    }`,
    pruned: [
      'preserving.pruning.unspecified',
      'preservingAdditionalPropertiesKeyPruneValues.foo.specified.unspecified',
      'preservingAdditionalPropertiesKeyPruneValues.foo.unspecified',
      'preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields.foo.specified.unspecified',
      'preservingAdditionalPropertiesNotInheritingXPreserveUnknownFields.foo.unspecified',
      'pruning.apiVersion',
      'pruning.pruning.unspecified',
      'pruning.unspecified',
      'pruning.unspecifiedObject',
    ],
  },
  {
    name: 'TestPrune/additionalProperties with schema',
    value: '{"a":1,"b":1,"c":{"a":1,"b":2,"c":{"a":1}}}',
    schema: 'properties: {a: {}, c: {additionalProperties: {type: integer}}}',
    expected: '{"a":1,"c":{"a":1,"b":2,"c":{}}}',
    pruned: ['b', 'c.c.a'],
  },
  {
    name: 'TestPrune/additionalProperties with bool (values are pruned with a nil schema)',
    value: '{"a":1,"b":1,"c":{"a":1,"b":2,"c":{"a":1, "apiVersion": "unknown"}}}',
    schema: 'properties: {a: {}, c: {additionalProperties: false}}',
    expected: '{"a":1,"c":{"a":1,"b":2,"c":{}}}',
    pruned: ['b', 'c.c.a', 'c.c.apiVersion'],
  },
  {
    name: 'TestPrune/x-kubernetes-embedded-resource (not resource root: root metadata pruned silently)',
    value: embeddedInput,
    schema: embeddedSchema,
    expected: `{${embeddedPrunedPart}}`,
    pruned: embeddedPaths,
  },
  {
    name: 'TestPrune/x-kubernetes-embedded-resource, with root=true',
    value: embeddedInput,
    schema: embeddedSchema,
    isResourceRoot: true,
    expected: `{"apiVersion": "foo/v1", "kind": "Foo", "metadata": {"name": "instance", "unspecified": "bar"}, ${embeddedPrunedPart}}`,
    pruned: embeddedPaths,
  },
  {
    name: 'docs Field pruning: someRandomField is pruned from the CronTab',
    isResourceRoot: true,
    value: `
apiVersion: "stable.example.com/v1"
kind: CronTab
metadata: {name: my-new-cron-object}
spec: {cronSpec: "* * * * */5", image: my-awesome-cron-image, someRandomField: 42}`,
    schema: `
type: object
properties:
  spec:
    type: object
    properties:
      cronSpec: {type: string}
      image: {type: string}
      replicas: {type: integer}`,
    expected: '{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"my-new-cron-object"},"spec":{"cronSpec":"* * * * */5","image":"my-awesome-cron-image"}}',
    pruned: ['spec.someRandomField'],
  },
  {
    name: 'docs Controlling pruning: json with x-kubernetes-preserve-unknown-fields keeps anything',
    value: '{"json": {"a": [1, {"b": null}], "c": "d"}}',
    schema: 'type: object\nproperties:\n  json: {x-kubernetes-preserve-unknown-fields: true}',
    expected: '{"json": {"a": [1, {"b": null}], "c": "d"}}',
    pruned: [],
  },
  {
    name: 'docs Controlling pruning: pruning is enabled again for specified properties',
    value: '{"json": {"spec": {"foo": "abc", "bar": "def", "something": "x"}, "status": {"something": "x"}}}',
    schema: `
type: object
properties:
  json:
    x-kubernetes-preserve-unknown-fields: true
    type: object
    properties:
      spec: {type: object, properties: {foo: {type: string}, bar: {type: string}}}`,
    expected: '{"json": {"spec": {"foo": "abc", "bar": "def"}, "status": {"something": "x"}}}',
    pruned: ['json.spec.something'],
  },
  {
    name: 'docs RawExtension: embedded resource with preserve-unknown-fields prunes nothing',
    value: '{"foo": {"apiVersion": "v1", "kind": "Pod", "metadata": {"x": 1}, "spec": {"containers": []}}}',
    schema: 'type: object\nproperties:\n  foo: {x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}',
    expected: '{"foo": {"apiVersion": "v1", "kind": "Pod", "metadata": {"x": 1}, "spec": {"containers": []}}}',
    pruned: [],
  },
  {
    name: 'docs IntOrString: the int-or-string node keeps its scalar',
    value: '{"foo": 42, "bar": "x"}',
    schema: 'type: object\nproperties:\n  foo: {x-kubernetes-int-or-string: true}',
    expected: '{"foo": 42}',
    pruned: ['bar'],
  },
  {
    name: 'skipPrune: items of a preserving array are skip-pruned, their specified fields pruned',
    value: '{"l": [{"keep": 1, "s": {"x": 1, "y": 2}}]}',
    schema: `
type: object
properties:
  l:
    type: array
    x-kubernetes-preserve-unknown-fields: true
    items: {type: object, properties: {s: {type: object, properties: {x: {type: integer}}}}}`,
    expected: '{"l": [{"keep": 1, "s": {"x": 1}}]}',
    pruned: ['l[0].s.y'],
  },
  {
    name: 'allOf/anyOf/oneOf properties are not part of the skeleton',
    value: '{"a": 1, "b": 2}',
    schema: 'type: object\nproperties: {a: {type: integer}}\nanyOf: [{properties: {b: {}}}]\nallOf: [{properties: {b: {}}}]',
    expected: '{"a": 1}',
    pruned: ['b'],
  },
  {
    name: 'sort.Strings order: uppercase before lowercase, "a.b" before "a[0]"',
    value: '{"b": 1, "B": 1, "a": {"b": 1}, "c": [{"z": 1}]}',
    schema: 'type: object\nproperties: {a: {type: object}, c: {type: array, items: {type: object}}}',
    expected: '{"a": {}, "c": [{}]}',
    pruned: ['B', 'a.b', 'b', 'c[0].z'],
  },
  {
    name: 'PruneWithOptions: nil schema at the resource root keeps only apiVersion, kind and metadata',
    value: '{"apiVersion": "v1", "kind": "X", "metadata": {"name": "a", "x": 1}, "spec": {"a": 1}, "status": 2}',
    isResourceRoot: true,
    expected: '{"apiVersion": "v1", "kind": "X", "metadata": {"name": "a", "x": 1}}',
    pruned: ['spec', 'status'],
  },
  {
    name: 'keys with dots and brackets are joined as written (no escaping)',
    value: '{"labels": {"a.b/c": {"x": 1}}, "m": {"k[0]": 2}}',
    schema: 'type: object\nproperties:\n  labels: {type: object, additionalProperties: {type: object}}\n  m: {type: object}',
    expected: '{"labels": {"a.b/c": {}}, "m": {}}',
    pruned: ['labels.a.b/c.x', 'm.k[0]'],
  },
];
