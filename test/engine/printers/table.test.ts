// Pins apiextensions-apiserver tableconvertor_test.go (Test_cellForJSONValue,
// Test_convertor_ConvertToTable), GetColumnsForVersion's default Age column, kubectl's
// tableprinter (priority / wide, upper-cased headers, cell text, tabwriter alignment) and the
// "Additional printer columns" example of the CRD docs page.
import { describe, expect, it } from 'vitest';
import type { CustomResourceColumnDefinition } from '../../../src/engine/apis/crd';
import type { JSONValue } from '../../../src/engine/apis/json';
import {
  cellForJSONValue,
  convertToServerTable,
  convertToTable,
  CREATION_TIMESTAMP_DESCRIPTION,
  formatCellForKubectl,
  kubectlHeaders,
  NAME_COLUMN_DESCRIPTION,
  printKubectlTable,
} from '../../../src/engine/printers/table';

const NOW = '2026-01-01T12:00:00Z';
const nowMs = Date.parse(NOW);
const ago = (ms: number) => new Date(nowMs - ms).toISOString().replace('.000Z', 'Z');

// Test_cellForJSONValue (the date rows use "now" ∓ 12h30m)
const cells: [string, unknown, unknown][] = [
  ['integer', 42, 42],
  ['integer', 3.14, 3],
  ['integer', true, null],
  ['integer', 'foo', null],
  ['number', 42, 42],
  ['number', 3.14, 3.14],
  ['number', true, null],
  ['number', 'foo', null],
  ['boolean', 42, null],
  ['boolean', 3.14, null],
  ['boolean', true, true],
  ['boolean', 'foo', null],
  ['string', 42, null],
  ['string', 3.14, null],
  ['string', true, null],
  ['string', 'foo', 'foo'],
  ['date', 42, null],
  ['date', 3.14, null],
  ['date', true, null],
  ['date', ago(12 * 3600e3 + 30 * 60e3), '12h'],
  ['date', ago(-(12 * 3600e3 + 30 * 60e3)), '<invalid>'],
  ['date', '', '<unknown>'],
  ['date', 'not a timestamp', '<invalid>'],
  ['unknown', 'foo', null],
];

describe('cellForJSONValue: tableconvertor_test.go Test_cellForJSONValue', () => {
  it.each(cells)('%s of %j', (type, value, want) => expect(cellForJSONValue(type, value, nowMs)).toEqual(want));
});

const col = (name: string, type: string, jsonPath: string, extra: Partial<CustomResourceColumnDefinition> = {}): CustomResourceColumnDefinition => ({
  name,
  type,
  jsonPath,
  ...extra,
});
const blah = (spec: JSONValue) => ({ apiVersion: 'example.istio.io/v1alpha1', kind: 'Blah', metadata: { name: 'blah' }, spec });

// Test_convertor_ConvertToTable: multiple values in one column, by column type
const convertRows: [string, CustomResourceColumnDefinition[], JSONValue, unknown[]][] = [
  [
    'additional column containing multiple string values',
    [
      col('valueOnly', 'string', '.spec.servers[0].hosts[0]'),
      col('single1', 'string', '.spec.servers[0].hosts'),
      col('single2', 'string', '.spec.servers[1].hosts'),
      col('multi', 'string', '.spec.servers[*].hosts'),
    ],
    blah({ servers: [{ hosts: ['foo'] }, { hosts: ['bar', 'baz'] }] }),
    ['blah', 'foo', '["foo"]', '["bar","baz"]', '["foo"]'],
  ],
  [
    'additional column containing multiple integer values as string',
    [col('valueOnly', 'string', '.spec.foo[0].bar[0]'), col('single1', 'string', '.spec.foo[0].bar'), col('single2', 'string', '.spec.foo[1].bar'), col('multi', 'string', '.spec.foo[*].bar')],
    blah({ foo: [{ bar: [1] }, { bar: [2, 3] }] }),
    ['blah', '1', '[1]', '[2,3]', '[1]'],
  ],
  [
    'additional column containing multiple integer values',
    [col('valueOnly', 'integer', '.spec.foo[0].bar[0]'), col('single1', 'integer', '.spec.foo[0].bar'), col('single2', 'integer', '.spec.foo[1].bar'), col('multi', 'integer', '.spec.foo[*].bar')],
    blah({ foo: [{ bar: [1] }, { bar: [2, 3] }] }),
    ['blah', 1, null, null, null],
  ],
  [
    'missing fields and indexes past the end give empty cells',
    [col('missing', 'string', '.spec.nothing'), col('pastEnd', 'string', '.spec.foo[5]'), col('indexObject', 'integer', '.spec.foo[0]')],
    blah({ foo: [{ bar: [1] }] }),
    ['blah', null, null, null],
  ],
  [
    'an object in a string column is printed as JSON, a null as Go prints an invalid value',
    [col('obj', 'string', '.spec.obj'), col('nil', 'string', '.spec.nil'), col('num', 'string', '.spec.num'), col('flag', 'boolean', '.spec.flag'), col('ratio', 'number', '.spec.num')],
    blah({ obj: { b: '<x>', a: 1 }, nil: null, num: 2.5, flag: false }),
    ['blah', '{"a":1,"b":"\\u003cx\\u003e"}', '<no value>', '2.5', false, 2.5],
  ],
];

describe('convertToServerTable: tableconvertor_test.go Test_convertor_ConvertToTable', () => {
  it.each(convertRows)('%s', (_name, columns, obj, want) => {
    expect(convertToServerTable(columns, [obj], { now: NOW }).rows[0].cells).toEqual(want);
  });
});

describe('convertToServerTable: headers (tableconvertor.New, GetColumnsForVersion)', () => {
  it('implicit Name column, descriptions and priorities as New builds them', () => {
    const t = convertToServerTable([col('Spec', 'string', '.spec.cronSpec', { description: 'The cron spec' }), col('Wide', 'integer', '.spec.x', { priority: 1, format: 'int32' })], []);
    expect(t.columnDefinitions).toEqual([
      { name: 'Name', type: 'string', format: 'name', description: NAME_COLUMN_DESCRIPTION, priority: 0 },
      { name: 'Spec', type: 'string', format: '', description: 'The cron spec', priority: 0 },
      { name: 'Wide', type: 'integer', format: 'int32', description: 'Custom resource definition column (in JSONPath format): .spec.x', priority: 1 },
    ]);
  });
  it('a version without additionalPrinterColumns gets the Age column (serveDefaultColumnsIfEmpty)', () => {
    const t = convertToServerTable(undefined, [{ metadata: { name: 'my-new-cron-object', creationTimestamp: ago(6000) } }], { now: NOW });
    expect(t.columnDefinitions.map((c) => [c.name, c.type, c.description])).toEqual([
      ['Name', 'string', NAME_COLUMN_DESCRIPTION],
      ['Age', 'date', CREATION_TIMESTAMP_DESCRIPTION],
    ]);
    expect(t.rows[0].cells).toEqual(['my-new-cron-object', '6s']);
    // docs page: "kubectl get crontab" prints NAME / AGE
    expect(
      printKubectlTable(
        t.columnDefinitions,
        t.rows.map((r) => r.cells),
        { wide: false },
      ),
    ).toBe('NAME                 AGE\nmy-new-cron-object   6s\n');
  });
  it('an object without creationTimestamp shows <unknown> in the default Age column', () => {
    expect(convertToServerTable([], [{ metadata: { name: 'x' } }], { now: NOW }).rows[0].cells).toEqual(['x', null]);
    expect(convertToServerTable([], [{ metadata: { name: 'x', creationTimestamp: null } }], { now: NOW }).rows[0].cells).toEqual(['x', null]);
    expect(convertToServerTable([], [{ metadata: { name: 'x', creationTimestamp: '' } }], { now: NOW }).rows[0].cells).toEqual(['x', '<unknown>']);
  });
  it('an unparseable jsonPath stops New: earlier columns are served, the error is reported', () => {
    const t = convertToServerTable([col('A', 'string', '.spec.a'), col('B', 'string', '.spec[?(@.x'), col('C', 'string', '.spec.c')], [blah({ a: 'x', c: 'y' })]);
    expect(t.columnDefinitions.map((c) => c.name)).toEqual(['Name', 'A']);
    expect(t.columnError).toBe('unrecognized column definition ".spec[?(@.x"');
    expect(t.rows[0].cells).toEqual(['blah', 'x']);
  });
});

// The docs page "Additional printer columns" example
const crontabColumns: CustomResourceColumnDefinition[] = [
  col('Spec', 'string', '.spec.cronSpec', { description: 'The cron spec defining the interval a CronJob is run' }),
  col('Replicas', 'integer', '.spec.replicas', { description: 'The number of jobs launched by the CronJob' }),
  col('Age', 'date', '.metadata.creationTimestamp'),
];
const crontab = {
  apiVersion: 'stable.example.com/v1',
  kind: 'CronTab',
  metadata: { name: 'my-new-cron-object', creationTimestamp: ago(7000) },
  spec: { cronSpec: '* * * * *', image: 'my-awesome-cron-image', replicas: 1 },
};

describe('kubectl get with additionalPrinterColumns (docs: Spec, Replicas and Age columns)', () => {
  it('server table cells', () => {
    expect(convertToTable(crontabColumns, [crontab], { now: NOW, wide: false }).rows).toEqual([['my-new-cron-object', '* * * * *', 1, '7s']]);
  });
  it('kubectl output: NAME, SPEC, REPLICAS, AGE', () => {
    const t = convertToTable(crontabColumns, [crontab], { now: NOW, wide: false });
    expect(kubectlHeaders(t.headers)).toEqual(['NAME', 'SPEC', 'REPLICAS', 'AGE']);
    expect(printKubectlTable(t.headers, t.rows, { wide: false })).toBe('NAME                 SPEC        REPLICAS   AGE\nmy-new-cron-object   * * * * *   1          7s\n');
  });
});

describe('priority: columns > 0 only with -o wide', () => {
  const columns = [col('Color', 'string', '.spec.color'), col('Size', 'string', '.spec.size', { priority: 1 })];
  const objs = [{ metadata: { name: 'example1' }, spec: { color: 'blue', size: 'S' } }];
  const rows: [boolean, string[], unknown[]][] = [
    [false, ['Name', 'Color'], ['example1', 'blue']],
    [true, ['Name', 'Color', 'Size'], ['example1', 'blue', 'S']],
  ];
  it.each(rows)('wide=%s', (wide, headers, cells) => {
    const t = convertToTable(columns, objs, { now: NOW, wide });
    expect(t.headers.map((h) => h.name)).toEqual(headers);
    expect(t.rows[0]).toEqual(cells);
  });
  it('the server table keeps every column; kubectl hides priority > 0 without -o wide', () => {
    const t = convertToServerTable(columns, objs);
    expect(
      printKubectlTable(
        t.columnDefinitions,
        t.rows.map((r) => r.cells),
        { wide: false },
      ),
    ).toBe('NAME       COLOR\nexample1   blue\n');
    expect(
      printKubectlTable(
        t.columnDefinitions,
        t.rows.map((r) => r.cells),
        { wide: true },
      ),
    ).toBe('NAME       COLOR   SIZE\nexample1   blue    S\n');
  });
});

// cli-runtime tableprinter printTable: how each cell is written
const printed: [string, unknown, string][] = [
  ['omitted cell prints nothing', null, ''],
  ['string as is', 'blue', 'blue'],
  ['int64', 42, '42'],
  ['float64 with %v', 2.5, '2.5'],
  ['large float64 with %v uses an exponent', 1234567.5, '1.2345675e+06'],
  ['boolean', true, 'true'],
  ['string cut at the first newline', 'line1\nline2', 'line1...'],
  ['string cut at a carriage return', 'a\rb', 'a...'],
  ['escape character neutralised', 'a\x1b[31mb', 'a^[[31mb'],
];

describe('formatCellForKubectl: tableprinter cell text', () => {
  it.each(printed)('%s', (_name, cell, want) => expect(formatCellForKubectl(cell as never)).toBe(want));
});

describe('printKubectlTable: printTable pads the header to the widest cell in bytes', () => {
  const headers = convertToServerTable([col('Color', 'string', '.spec.color')], []).columnDefinitions;
  const rows: [string, unknown[][], boolean, string][] = [
    [
      'ASCII cells: plain tabwriter alignment',
      [
        ['ab', 'x'],
        ['abcd', 'y'],
      ],
      false,
      'NAME   COLOR\nab     x\nabcd   y\n',
    ],
    [
      'multi-byte cell widens the column by its extra bytes',
      [
        ['café', 'x'],
        ['ab', 'y'],
      ],
      false,
      'NAME    COLOR\ncafé    x\nab      y\n',
    ],
    [
      '--no-headers pads the first row instead',
      [
        ['ab', 'x'],
        ['café', 'y'],
      ],
      true,
      'ab      x\ncafé    y\n',
    ],
  ];
  it.each(rows)('%s', (_name, cells, noHeaders, text) => expect(printKubectlTable(headers, cells as never, { wide: false, noHeaders })).toBe(text));
});

describe('bad input never throws', () => {
  it('a huge table converts and prints', () => {
    const objs = Array.from({ length: 5000 }, (_, i) => ({ metadata: { name: `obj-${i}`, creationTimestamp: ago(i * 1000) }, spec: { replicas: i } }));
    const t = convertToTable(crontabColumns, objs, { now: NOW, wide: false });
    expect(t.rows.length).toBe(5000);
    expect(t.rows[4999]).toEqual(['obj-4999', null, 4999, '83m']);
    const text = printKubectlTable(t.headers, t.rows, { wide: false });
    expect(text.split('\n')[0]).toBe('NAME       SPEC   REPLICAS   AGE');
  });
  it('non-object items, a date that is not a timestamp', () => {
    const t = convertToTable(crontabColumns, [null, 'x', { metadata: { name: 'a', creationTimestamp: 'tomorrow' }, spec: 7 }], { now: NOW, wide: false });
    expect(t.rows).toEqual([
      ['', null, null, null],
      ['', null, null, null],
      ['a', null, null, '<invalid>'],
    ]);
  });
  it('no rows prints nothing (kubectl reports "No resources found")', () => {
    const t = convertToTable(crontabColumns, [], { now: NOW, wide: false });
    expect(printKubectlTable(t.headers, t.rows, { wide: false })).toBe('');
  });
});
