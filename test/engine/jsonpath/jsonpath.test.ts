// Pins client-go util/jsonpath jsonpath_test.go (Execute with and without AllowMissingKeys,
// error texts), with Go struct inputs written as the equivalent JSON objects.
import { describe, expect, it } from 'vitest';
import { executeJSONPath } from '../../../src/engine/jsonpath/jsonpath';

const types = {
  bools: [true, false, true, false],
  integers: [1, 2, 3, 4],
  floats: [1.0, 2.2, 3.3, 4.0],
  strings: ['one', 'two', 'three', 'four'],
  interfaces: [true, 'one', 1, 1.1],
  maps: [
    { name: 'one', value: 1 },
    { name: 'two', value: 2.02 },
    { name: 'three', value: 3.03 },
    { name: 'four', value: 4.04 },
  ],
};

const store = {
  Name: 'jsonpath',
  Book: [
    { Category: 'reference', Author: 'Nigel Rees', Title: 'Sayings of the Centurey', Price: 8.95 },
    { Category: 'fiction', Author: 'Evelyn Waugh', Title: 'Sword of Honour', Price: 12.99 },
    { Category: 'fiction', Author: 'Herman Melville', Title: 'Moby Dick', Price: 8.99 },
  ],
  Bicycle: [
    { Color: 'red', Price: 19.95, IsNew: true },
    { Color: 'green', Price: 20.01, IsNew: false },
  ],
  Labels: { engieer: 10, 'web/html': 15, 'k8s-app': 20 },
  Employees: { jason: 'manager', dan: 'clerk' },
};

const points = [
  { id: 'i1', x: 4, y: -5 },
  { id: 'i2', x: -2, y: -5, z: 1 },
  { id: 'i3', x: 8, y: 3 },
  { id: 'i4', x: -6, y: -1 },
  { id: 'i5', x: 0, y: 2, z: 1 },
  { id: 'i6', x: 1, y: 4 },
  { id: 'i7', x: null, y: 4 },
];

const nodes = {
  kind: 'List',
  items: [
    {
      kind: 'None',
      metadata: { name: '127.0.0.1', labels: { 'kubernetes.io/hostname': '127.0.0.1' } },
      status: { capacity: { cpu: '4' }, ready: true, addresses: [{ type: 'LegacyHostIP', address: '127.0.0.1' }] },
    },
    {
      kind: 'None',
      metadata: { name: '127.0.0.2', labels: { 'kubernetes.io/hostname': '127.0.0.2' } },
      status: {
        capacity: { cpu: '8' },
        ready: false,
        addresses: [
          { type: 'LegacyHostIP', address: '127.0.0.2' },
          { type: 'another', address: '127.0.0.3' },
        ],
      },
    },
  ],
  users: [
    { name: 'myself', user: {} },
    { name: 'e2e', user: { username: 'admin', password: 'secret' } },
  ],
};

const pods = {
  items: [
    {
      metadata: { name: 'pod1' },
      spec: {
        containers: [
          { name: 'foo', another: [{ name: 'value1' }, { name: 'value2' }] },
          { name: 'bar', another: [{ name: 'value1' }, { name: 'value2' }] },
        ],
      },
    },
    { metadata: { name: 'pod2' }, spec: { containers: [{ name: 'baz', another: [{ name: 'value1' }, { name: 'value2' }] }] } },
  ],
};

const annotated = {
  kind: 'List',
  items: [
    { kind: 'Pod', metadata: { name: 'pod1', annotations: { color: 'blue' } } },
    { kind: 'Pod', metadata: { name: 'pod2' } },
    { kind: 'Pod', metadata: { name: 'pod3', annotations: { color: 'green' } } },
    { kind: 'Pod', metadata: { name: 'pod4', annotations: { color: 'blue' } } },
  ],
};

const containers = (n: number) => ({ apiVersion: 'v1', kind: 'Pod', spec: { containers: Array.from({ length: n }, (_, i) => ({ image: 'radial/busyboxplus:curl', name: `fake${i}` })) } });

const running = {
  kind: 'List',
  items: [
    { kind: 'Pod', metadata: { name: 'pod1' }, status: { phase: 'Running' } },
    { kind: 'Pod', metadata: { name: 'pod2' }, status: { phase: 'Running' } },
    { kind: 'Pod', metadata: { name: 'pod3' }, status: { phase: 'Running' } },
    { resourceVersion: '' },
  ],
};

type Row = [name: string, template: string, input: unknown, expect: string];

// Execute without AllowMissingKeys: expected output text
const outputs: Row[] = [
  // TestTypesInput
  ['boolSlice', '{ .bools }', types, '[true,false,true,false]'],
  ['boolSliceIndex', '{ .bools[0] }', types, 'true'],
  ['boolSliceIndex -1', '{ .bools[-1] }', types, 'false'],
  ['boolSubSlice', '{ .bools[0:2] }', types, 'true false'],
  ['boolSubSliceFirst2', '{ .bools[:2] }', types, 'true false'],
  ['boolSubSliceStep2', '{ .bools[:4:2] }', types, 'true true'],
  ['integerSlice', '{ .integers }', types, '[1,2,3,4]'],
  ['integerSliceIndexReverse', '{ .integers[-2] }', types, '3'],
  ['integerSubSliceStep2', '{ .integers[:4:2] }', types, '1 3'],
  ['floatSlice', '{ .floats }', types, '[1,2.2,3.3,4]'],
  ['floatSliceIndex', '{ .floats[0] }', types, '1'],
  ['floatSubSliceStep2', '{ .floats[:4:2] }', types, '1 3.3'],
  ['stringSlice', '{ .strings }', types, '["one","two","three","four"]'],
  ['stringSubSliceFirst2', '{ .strings[0:2] }', types, 'one two'],
  ['stringSubSliceStep2', '{ .strings[:4:2] }', types, 'one three'],
  ['interfaceSlice', '{ .interfaces }', types, '[true,"one",1,1.1]'],
  ['interfaceSubSliceFirst2', '{ .interfaces[0:2] }', types, 'true one'],
  ['interfaceSubSliceStep2', '{ .interfaces[:4:2] }', types, 'true 1'],
  ['mapSlice', '{ .maps }', types, '[{"name":"one","value":1},{"name":"two","value":2.02},{"name":"three","value":3.03},{"name":"four","value":4.04}]'],
  ['mapSliceIndexReverse', '{ .maps[-2] }', types, '{"name":"three","value":3.03}'],
  ['mapSubSliceStepOdd', '{ .maps[::2] }', types, '{"name":"one","value":1} {"name":"three","value":3.03}'],
  ['mapSubSliceStepEven', '{ .maps[1::2] }', types, '{"name":"two","value":2.02} {"name":"four","value":4.04}'],
  // TestStructInput storeTests
  ['plain', 'hello jsonpath', null, 'hello jsonpath'],
  ['recursive', '{..}', [1, 2, 3], '[1,2,3]'],
  ['filter', '{[?(@<5)]}', [2, 6, 3, 7], '2 3'],
  ['quote', '{"{"}', null, '{'],
  ['union', '{[1,3,4]}', [0, 1, 2, 3, 4], '1 3 4'],
  ['array', '{[0:2]}', ['Monday', 'Tudesday'], 'Monday Tudesday'],
  ['variable', 'hello {.Name}', store, 'hello jsonpath'],
  ['dict/', '{$.Labels.web/html}', store, '15'],
  ['dict/ jason', '{$.Employees.jason}', store, 'manager'],
  ['dict-', '{.Labels.k8s-app}', store, '20'],
  ['nest', '{.Bicycle[*].Color}', store, 'red green'],
  ['allarray', '{.Book[*].Author}', store, 'Nigel Rees Evelyn Waugh Herman Melville'],
  // upstream's store is a struct (Book before Bicycle); as a map its keys are visited sorted
  ['recurfields', '{..Price}', store, '19.95 20.01 8.95 12.99 8.99'],
  ['recurdotfields', '{...Price}', store, '19.95 20.01 8.95 12.99 8.99'],
  ['lastarray', '{.Book[-1:]}', store, '{"Author":"Herman Melville","Category":"fiction","Price":8.99,"Title":"Moby Dick"}'],
  ['recurarray', '{..Book[2]}', store, '{"Author":"Herman Melville","Category":"fiction","Price":8.99,"Title":"Moby Dick"}'],
  ['bool', '{.Bicycle[?(@.IsNew==true)]}', store, '{"Color":"red","IsNew":true,"Price":19.95}'],
  // TestJSONInput
  ['exists filter', '{[?(@.z)].id}', points, 'i2 i5'],
  ['bracket key', "{[0]['id']}", points, 'i1'],
  ['nil value', "{[-1]['x']}", points, 'null'],
  // TestKubernetes
  ['range item', '{range .items[*]}{.metadata.name}, {end}{.kind}', nodes, '127.0.0.1, 127.0.0.2, List'],
  ['range item with quote', '{range .items[*]}{.metadata.name}{"\\t"}{end}', nodes, '127.0.0.1\t127.0.0.2\t'],
  ['range addresss', '{.items[*].status.addresses[*].address}', nodes, '127.0.0.1 127.0.0.2 127.0.0.3'],
  ['double range', '{range .items[*]}{range .status.addresses[*]}{.address}, {end}{end}', nodes, '127.0.0.1, 127.0.0.2, 127.0.0.3, '],
  ['item name', '{.items[*].metadata.name}', nodes, '127.0.0.1 127.0.0.2'],
  ['union nodes capacity', "{.items[*]['metadata.name', 'status.capacity']}", nodes, '127.0.0.1 127.0.0.2 {"cpu":"4"} {"cpu":"8"}'],
  ['range nodes capacity', '{range .items[*]}[{.metadata.name}, {.status.capacity}] {end}', nodes, '[127.0.0.1, {"cpu":"4"}] [127.0.0.2, {"cpu":"8"}] '],
  ['user password', '{.users[?(@.name=="e2e")].user.password}', nodes, 'secret'],
  ['hostname', '{.items[0].metadata.labels.kubernetes\\.io/hostname}', nodes, '127.0.0.1'],
  ['hostname filter', '{.items[?(@.metadata.labels.kubernetes\\.io/hostname=="127.0.0.1")].kind}', nodes, 'None'],
  ['bool item', '{.items[?(@..ready==true)].metadata.name}', nodes, '127.0.0.1'],
  // TestNestedRanges
  ['nested range with a trailing newline', '{range .items[*]}{.metadata.name}{":"}{range @.spec.containers[*]}{.name}{","}{end}{"+"}{end}', pods, 'pod1:foo,bar,+pod2:baz,+'],
  [
    'nested range with a trailing character within another nested range',
    '{range .items[*]}{.metadata.name}{"~"}{range @.spec.containers[*]}{.name}{":"}{range @.another[*]}{.name}{","}{end}{"+"}{end}{"#"}{end}',
    pods,
    'pod1~foo:value1,value2,+bar:value1,value2,+#pod2~baz:value1,value2,+#',
  ],
  [
    'two nested ranges at the same level',
    '{range .items[*]}{.metadata.name}{"\\t"}{range @.spec.containers[*]}{.name}{" "}{end}{"\\t"}{range @.spec.containers[*]}{.name}{" "}{end}{"\\n"}{end}',
    pods,
    'pod1\tfoo bar \tfoo bar \npod2\tbaz \tbaz \n',
  ],
  // TestNegativeIndex
  ['containers[0]', '{.spec.containers[0].name}', containers(4), 'fake0'],
  ['containers[0:0] is empty', '{.spec.containers[0:0].name}', containers(4), ''],
  ['containers[0:-1]', '{.spec.containers[0:-1].name}', containers(4), 'fake0 fake1 fake2'],
  ['containers[-1]', '{.spec.containers[-1].name}', containers(4), 'fake3'],
  ['containers[-1:]', '{.spec.containers[-1:].name}', containers(4), 'fake3'],
  ['containers[-2:]', '{.spec.containers[-2:].name}', containers(4), 'fake2 fake3'],
  ['containers[-4]', '{.spec.containers[-4].name}', containers(4), 'fake0'],
  ['containers[-4:]', '{.spec.containers[-4:].name}', containers(4), 'fake0 fake1 fake2 fake3'],
  ['containers[5:5] is empty', '{.spec.containers[5:5].name}', containers(4), ''],
  ['containers[-5:-5] is empty', '{.spec.containers[-5:-5].name}', containers(4), ''],
  // TestStep
  ['containers[0:6:]', '{.spec.containers[0:6:].name}', containers(6), 'fake0 fake1 fake2 fake3 fake4 fake5'],
  ['containers[1:4:2]', '{.spec.containers[1:4:2].name}', containers(6), 'fake1 fake3'],
  ['containers[1:4:4]', '{.spec.containers[1:4:4].name}', containers(6), 'fake1'],
  ['containers[0:6:5]', '{.spec.containers[0:6:5].name}', containers(6), 'fake0 fake5'],
];

describe('evaluateJSONPath: jsonpath_test.go outputs', () => {
  it.each(outputs)('%s: %s', (_name, template, input, expected) => {
    expect(executeJSONPath(template, input)).toMatchObject({ ok: true, text: expected });
  });
});

// Execute with AllowMissingKeys (kubectl's default, and the printer columns')
const missingKeyOutputs: Row[] = [
  ['nonexistent field', '{.hello}', store, ''],
  ['nonexistent field 2', 'before-{.hello}after', store, 'before-after'],
  ['empty range (TestEmptyRange)', '{range .items[*]}{.metadata.name}{end}', { items: [] }, ''],
  ['empty nested range (TestEmptyRange)', '{range .items[*]}{.metadata.name}{":"}{range @.spec.containers[*]}{.name}{","}{end}{"+"}{end}', { items: [] }, ''],
  ['filter tolerating missing items (issue 45546)', '{.items[?(@.metadata.annotations.color=="blue")].metadata.name}', annotated, 'pod1 pod4'],
  [
    'range over pods without selecting the last one',
    '{range .items[?(.status.phase=="Running")]}{.metadata.name}{" is Running\\n"}{end}',
    running,
    'pod1 is Running\npod2 is Running\npod3 is Running\n',
  ],
];

describe('evaluateJSONPath: AllowMissingKeys(true)', () => {
  it.each(missingKeyOutputs)('%s: %s', (_name, template, input, expected) => {
    expect(executeJSONPath(template, input, { allowMissingKeys: true })).toMatchObject({ ok: true, text: expected });
  });
});

// Execute errors (testFailJSONPath and expectError rows), exact texts from jsonpath.go
const failures: Row[] = [
  ['invalid identifier', '{hello}', store, 'unrecognized identifier hello'],
  ['nonexistent field', '{.hello}', store, 'hello is not found'],
  ['invalid array', '{.Labels[0]}', store, 'map[string]interface {} is not array or slice'],
  ['invalid filter operator', '{.Book[?(@.Price<>10)]}', store, 'unrecognized filter operator <>'],
  ['redundant end', '{range .Labels.*}{@}{end}{end}', store, 'not in range, nothing to end'],
  ['filter erroring on missing items', '{.items[?(@.metadata.annotations.color=="blue")].metadata.name}', annotated, 'annotations is not found'],
  ['containers[-1:0]', '{.spec.containers[-1:0].name}', containers(4), 'starting index 3 is greater than ending index 0'],
  ['containers[-5] is out of bounds', '{.spec.containers[-5].name}', containers(4), 'array index out of bounds: index -1, length 4'],
  ['containers[3:1]', '{.spec.containers[3:1].name}', containers(4), 'starting index 3 is greater than ending index 1'],
  ['containers[-1:-2]', '{.spec.containers[-1:-2].name}', containers(4), 'starting index 3 is greater than ending index 2'],
  ['containers[0:6:0]', '{.spec.containers[0:6:0].name}', containers(6), 'step must be > 0'],
  ['containers[0:6:-1]', '{.spec.containers[0:6:-1].name}', containers(6), 'step must be > 0'],
  ['index past the end of an array', '{.spec.containers[4]}', containers(4), 'array index out of bounds: index 4, length 4'],
  ['slice end past the end of an array', '{.spec.containers[1:9]}', containers(4), 'array index out of bounds: index 8, length 4'],
  ['indexing a string', '{.kind[0]}', containers(1), 'string is not array or slice'],
  ['indexing a number', '{.a[0]}', { a: 3 }, 'int64 is not array or slice'],
  ['filtering an object', '{.spec[?(@.x==1)]}', { spec: { x: 1 } }, 'map[x:1] is not array or slice and cannot be filtered'],
  ['comparing an integer with a float literal', '{.a[?(@.x<2.5)]}', { a: [{ x: 1 }] }, 'incompatible types for comparison'],
  ['comparing booleans with <', '{.a[?(@.x<true)]}', { a: [{ x: false }] }, 'invalid type for comparison'],
  ['comparing an object', '{.a[?(@.x==1)]}', { a: [{ x: {} }] }, 'invalid type for comparison'],
  ['comparing more than one value', '{.a[?(@.x[*]==1)]}', { a: [{ x: [1, 2] }] }, 'can only compare one element at a time'],
];

describe('evaluateJSONPath: execution errors', () => {
  it.each(failures)('%s: %s', (_name, template, input, error) => {
    expect(executeJSONPath(template, input)).toEqual({ ok: false, error });
  });
});

describe('evaluateJSONPath: recursive name (testJSONPathSortOutput)', () => {
  it('{..name} visits every name; map keys in sorted order', () => {
    const r = executeJSONPath('{..name}', nodes);
    expect(r.ok && r.text.split(' ').sort()).toEqual(['127.0.0.1', '127.0.0.2', 'e2e', 'myself']);
  });
});
