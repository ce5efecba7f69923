// The defaulting and null-pruning tables (defaulting/algorithm_test.go TestDefault,
// prunenulls_test.go, the CRD docs section "Defaulting"), shared by defaulting.test.ts and
// pruning/copy.test.ts.

export interface Row {
  name: string;
  value: string;
  schema?: string;
  expected: string;
  defaulted?: string[];
}

const objectArrayObjectSchema = `
properties:
  array: {items: {properties: {a: {default: A}, b: {default: B}}}}
  object: {properties: {a: {default: N}, b: {default: O}}}
  additionalProperties: {additionalProperties: {properties: {a: {default: alpha}, b: {default: beta}}}}
  foo: {default: bar}
`;

export const defaultRows: Row[] = [
  { name: 'TestDefault/empty', value: 'null', expected: 'null', defaulted: [] },
  { name: 'TestDefault/scalar', value: '4', schema: 'default: foo', expected: '4', defaulted: [] },
  { name: 'TestDefault/scalar array', value: '[1,2]', schema: 'items: {default: foo}', expected: '[1,2]', defaulted: [] },
  {
    name: 'TestDefault/object array',
    value: '[{"a":1},{"b":1},{"c":1}]',
    schema: 'items: {properties: {a: {default: A}, b: {default: B}, c: {default: C}}}',
    expected: '[{"a":1,"b":"B","c":"C"},{"a":"A","b":1,"c":"C"},{"a":"A","b":"B","c":1}]',
    defaulted: ['[0].b', '[0].c', '[1].a', '[1].c', '[2].a', '[2].b'],
  },
  {
    name: 'TestDefault/object array object',
    value: '{"array":[{"a":1},{"b":2}],"object":{"a":1},"additionalProperties":{"x":{"a":1},"y":{"b":2}}}',
    schema: objectArrayObjectSchema,
    expected: '{"array":[{"a":1,"b":"B"},{"a":"A","b":2}],"object":{"a":1,"b":"O"},"additionalProperties":{"x":{"a":1,"b":"beta"},"y":{"a":"alpha","b":2}},"foo":"bar"}',
    defaulted: ['additionalProperties.x.b', 'additionalProperties.y.a', 'array[0].b', 'array[1].a', 'foo', 'object.b'],
  },
  {
    name: 'TestDefault/empty and null: only missing and null values are defaulted',
    value: '[{},{"a":1},{"a":0},{"a":0.5},{"a":""},{"a":null},{"a":[]},{"a":{}}]',
    schema: 'items: {properties: {a: {default: A}}}',
    expected: '[{"a":"A"},{"a":1},{"a":0},{"a":0.5},{"a":""},{"a":"A"},{"a":[]},{"a":{}}]',
    defaulted: ['[0].a', '[5].a'],
  },
  {
    name: 'TestDefault/null in nullable list (items have no default)',
    value: '[null]',
    schema: 'nullable: true\nitems: {properties: {a: {default: A}}}',
    expected: '[null]',
    defaulted: [],
  },
  { name: 'TestDefault/null in non-nullable list', value: '[null]', schema: 'items: {default: A}', expected: '["A"]', defaulted: ['[0]'] },
  {
    name: 'TestDefault/null in nullable object',
    value: '{"a": null}',
    schema: 'properties: {a: {nullable: true, default: A}}',
    expected: '{"a": null}',
    defaulted: [],
  },
  {
    name: 'TestDefault/null in non-nullable object',
    value: '{"a": null}',
    schema: 'properties: {a: {default: A}}',
    expected: '{"a": "A"}',
    defaulted: ['a'],
  },
  {
    name: 'TestDefault/null in nullable object with additionalProperties',
    value: '{"a": null}',
    schema: 'additionalProperties: {nullable: true, default: A}',
    expected: '{"a": null}',
    defaulted: [],
  },
  {
    name: 'TestDefault/null in non-nullable object with additionalProperties',
    value: '{"a": null}',
    schema: 'additionalProperties: {default: A}',
    expected: '{"a": "A"}',
    defaulted: ['a'],
  },
  { name: 'TestDefault/null unknown field', value: '{"a": null}', schema: 'additionalProperties: true', expected: '{"a": null}', defaulted: [] },
  {
    name: 'docs Defaulting: cronSpec and replicas are defaulted',
    value: '{"apiVersion": "stable.example.com/v1", "kind": "CronTab", "metadata": {"name": "my-new-cron-object"}, "spec": {"image": "my-awesome-cron-image"}}',
    schema: `
type: object
properties:
  spec:
    type: object
    properties:
      cronSpec: {type: string, pattern: '^(\\d+|\\*)(/\\d+)?(\\s+(\\d+|\\*)(/\\d+)?){4}$', default: "5 0 * * *"}
      image: {type: string}
      replicas: {type: integer, minimum: 1, maximum: 10, default: 1}`,
    expected:
      '{"apiVersion": "stable.example.com/v1", "kind": "CronTab", "metadata": {"name": "my-new-cron-object"}, "spec": {"cronSpec": "5 0 * * *", "image": "my-awesome-cron-image", "replicas": 1}}',
    defaulted: ['spec.cronSpec', 'spec.replicas'],
  },
  {
    name: 'Default: defaults inside a defaulted value apply too (parent first, then descend)',
    value: '{}',
    schema: 'properties: {spec: {type: object, default: {}, properties: {a: {type: string, default: x}, l: {type: array, default: [{}], items: {properties: {b: {default: 2}}}}}}}',
    expected: '{"spec": {"a": "x", "l": [{"b": 2}]}}',
    defaulted: ['spec', 'spec.a', 'spec.l', 'spec.l[0].b'],
  },
  {
    name: 'Default: default: null counts as no default (Default.Object == nil)',
    value: '{"b": null}',
    schema: 'properties: {a: {default: null}, b: {default: null}}',
    expected: '{"b": null}',
    defaulted: [],
  },
];

export const nullRows: Row[] = [
  { name: 'TestPruneNonNullableNullsWithoutDefaults/empty', value: 'null', expected: 'null' },
  { name: 'TestPruneNonNullableNullsWithoutDefaults/scalar', value: '4', schema: 'default: foo', expected: '4' },
  { name: 'TestPruneNonNullableNullsWithoutDefaults/scalar array, nil schema', value: '[1,null]', expected: '[1,null]' },
  {
    name: 'TestPruneNonNullableNullsWithoutDefaults/object array',
    value: '[{"a":null},{"b":null},{"c":null},{"d":null},{"e":null}]',
    schema: 'items: {properties: {a: {default: A}, b: {nullable: true}, c: {default: C, nullable: true}, d: {}}}',
    expected: '[{"a":null},{"b":null},{"c":null},{},{"e":null}]',
  },
  {
    name: 'prunenulls: deep inside maps (additionalProperties) and lists of lists',
    value: '{"m": {"x": null, "y": {"z": null}}, "ll": [[{"q": null, "r": null}]]}',
    schema: 'properties: {m: {additionalProperties: {properties: {z: {type: string}}}}, ll: {items: {items: {properties: {q: {}, r: {nullable: true}}}}}}',
    expected: '{"m": {"y": {}}, "ll": [[{"r": null}]]}',
  },
];
