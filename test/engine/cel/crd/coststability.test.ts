// Runtime and estimated cost stability of CRD rules: schema/cel/celcoststability_test.go
// TestCelCostStability (runtime cost = budget − remaining after Validate on a resource root) and
// TestCelEstimatedCostStability (MaxCost of the compiled rule). Expected numbers are kube's.
import { describe, expect, it } from 'vitest';
import type { JSONSchemaProps } from '../../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../../src/engine/apis/json';
import { validateRules, RUNTIME_CEL_COST_BUDGET } from '../../../../src/engine/cel/crd';
import { compileNodeRules } from '../../../../src/engine/cel/crd/compile';
import { schemaDeclType } from '../../../../src/engine/cel/crd/decltype';
import { valueRendering } from '../../../../src/engine/field/errorbody';

const integerType: JSONSchemaProps = { type: 'integer' };
const int32Type: JSONSchemaProps = { type: 'integer', format: 'int32' };
const int64Type: JSONSchemaProps = { type: 'integer', format: 'int64' };
const numberType: JSONSchemaProps = { type: 'number' };
const floatType: JSONSchemaProps = { type: 'number', format: 'float' };
const doubleType: JSONSchemaProps = { type: 'number', format: 'double' };
const stringType: JSONSchemaProps = { type: 'string' };
const byteType: JSONSchemaProps = { type: 'string', format: 'byte' };
const booleanType: JSONSchemaProps = { type: 'boolean' };
const durationFormat: JSONSchemaProps = { type: 'string', format: 'duration' };
const dateFormat: JSONSchemaProps = { type: 'string', format: 'date' };
const dateTimeFormat: JSONSchemaProps = { type: 'string', format: 'date-time' };
const intOrString: JSONSchemaProps = { 'x-kubernetes-int-or-string': true };
const listType = (items: JSONSchemaProps): JSONSchemaProps => ({ type: 'array', items });
const listSetType = (items: JSONSchemaProps): JSONSchemaProps => ({ type: 'array', 'x-kubernetes-list-type': 'set', items });
const listMapType = (keys: string[], items: JSONSchemaProps): JSONSchemaProps => ({ type: 'array', 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': keys, items });
const mapType = (v: JSONSchemaProps): JSONSchemaProps => ({ type: 'object', additionalProperties: v });
const objectType = (properties: Record<string, JSONSchemaProps>): JSONSchemaProps => ({ type: 'object', properties });
const schemas = (...types: JSONSchemaProps[]) => objectType(Object.fromEntries(types.map((t, i) => [`val${i + 1}`, t])));
const objs = (...vals: JSONValue[]) => Object.fromEntries(vals.map((v, i) => [`val${i + 1}`, v]));

type Row = [string, JSONSchemaProps, JSONValue, Record<string, number>];

const runtimeCases: Row[] = [
  [
    'integers',
    schemas(integerType, integerType, int32Type, int32Type, int64Type, int64Type),
    objs(1, 1, 2147483647, 2147483647, 1, 1),
    {
      'self.val1 == self.val6': 5,
      'self.val3 + 1 == 2147483647 + 1': 5,
    },
  ],
  [
    'numbers',
    schemas(numberType, numberType, floatType, floatType, doubleType, doubleType, doubleType),
    objs(1.5, 1.5, 2.5, 2.5, 1.5, 1.5, 1),
    {
      'self.val1 == self.val6': 5,
      'self.val7 == 1.0': 3,
    },
  ],
  [
    'numeric comparisons',
    schemas(integerType, numberType, floatType, doubleType, numberType, floatType, doubleType),
    objs(5, 10.5, 10.5, 10.5, 10, 10, 10),
    {
      'double(self.val1) < self.val4': 6,
      'self.val1 < int(self.val4)': 6,
      'double(self.val1) < 10.0': 4,
    },
  ],
  [
    'unicode strings',
    schemas(stringType, stringType),
    objs('Rook takes 👑', 'Rook takes 👑'),
    {
      "self.val1.startsWith('Rook')": 4,
      "!self.val1.startsWith('knight')": 5,
      "self.val1.matches('^[^0-9]*$')": 8,
      "!self.val1.matches('^[0-9]*$')": 7,
      'size(self.val1) == 12': 4,
      "self.val1.charAt(3) == 'k'": 4,
      "self.val1.indexOf('o') == 1": 4,
      "self.val1.replace(' ', 'x') == 'Rookxtakesx👑'": 7,
      "self.val1.substring(5) == 'takes 👑'": 5,
      "self.val1.substring(4, 10).trim() == 'takes'": 6,
      "self.val1.upperAscii() == 'ROOK TAKES 👑'": 6,
      'self.val1.lowerAscii() == self.val1.lowerAscii()': 10,
    },
  ],
  ['escaped strings', schemas(stringType, stringType), objs('l1\nl2', 'l1\nl2'), { "self.val1 == '''l1\nl2'''": 3 }],
  [
    'bytes',
    schemas(byteType, byteType),
    objs('QUI=', 'QUI='),
    {
      'self.val1 == self.val2': 5,
      "self.val1 == b'AB'": 3,
      'size(self.val1) == 2': 4,
    },
  ],
  ['booleans', schemas(booleanType, booleanType, booleanType, booleanType), objs(true, true, false, false), { 'self.val1 != self.val4': 5 }],
  [
    'duration format',
    schemas(durationFormat, durationFormat),
    objs('1h2m3s4ms', '1h2m3s4ms'),
    {
      'self.val1.getHours() == 1': 4,
    },
  ],
  ['date format', schemas(dateFormat, dateFormat), objs('1997-07-16', '1997-07-16'), { 'self.val1.getDate() == 16': 4 }],
  [
    'date-time format',
    schemas(dateTimeFormat, dateTimeFormat),
    objs('2011-08-18T19:03:37.010000000+01:00', '2011-08-18T19:03:37.010000000+01:00'),
    {
      "self.val1.getDate('01:00') == 18": 4,
    },
  ],
  [
    'enums',
    objectType({ enumStr: { type: 'string', enum: ['Pending', 'Available', 'Bound', 'Released', 'Failed'] } }),
    { enumStr: 'Pending' },
    {
      "self.enumStr == 'Pending'": 3,
    },
  ],
  [
    'conversions',
    schemas(integerType, numberType, numberType, numberType, booleanType, stringType, byteType, stringType, durationFormat, stringType, dateTimeFormat, stringType, dateFormat),
    objs(10, 10.0, 10.49, 10.5, true, '10', 'MTA=', '3723.004s', '1h2m3s4ms', '2011-08-18T19:03:37.01+01:00', '2011-08-18T19:03:37.01+01:00', '2011-08-18T00:00:00Z', '2011-08-18'),
    {
      'int(self.val2) == self.val1': 6,
      'double(self.val1) == self.val2': 6,
      'bytes(self.val6) == self.val7': 6,
      'string(self.val1) == self.val6': 6,
      "string(self.val4) == '10.5'": 4,
      'string(self.val7) == self.val6': 6,
      'duration(self.val8) == self.val9': 6,
      'timestamp(self.val10) == self.val11': 6,
      'timestamp(self.val12) == self.val13': 6,
      'string(self.val13) == self.val12': 7,
    },
  ],
  [
    'lists',
    schemas(listType(integerType), listType(integerType)),
    objs([1, 2, 3], [1, 2, 3]),
    {
      '1 in self.val1': 5,
      'self.val2[0] in self.val1': 8,
      '!(0 in self.val1)': 6,
      'has(self.val1)': 1,
      'has(self.val1) && has(self.val2)': 2,
    },
  ],
  [
    'listSets',
    schemas(listSetType(stringType), listSetType(stringType), listSetType(integerType)),
    objs(
      ['a', 'b', 'c'],
      ['a', 'c', 'b'],
      Array.from({ length: 1000 }, (_, i) => i),
    ),
    {
      'self.val1 == self.val2': 5,
      "'a' in self.val1": 5,
      'self.val2[0] in self.val1': 8,
      "!('x' in self.val1)": 6,
    },
  ],
  [
    'listMaps',
    objectType({ objs: listType(listMapType(['k'], objectType({ k: stringType, v: stringType }))) }),
    {
      objs: [
        [
          { k: 'a', v: '1' },
          { k: 'b', v: '2' },
        ],
        [
          { k: 'b', v: '2' },
          { k: 'a', v: '1' },
        ],
        [
          { k: 'b', v: '3' },
          { k: 'a', v: '1' },
        ],
        [{ k: 'c', v: '4' }],
      ],
    },
    {
      'self.objs[0] == self.objs[1]': 7,
      'self.objs[0] + self.objs[2] == self.objs[2]': 11,
      'self.objs[2] + self.objs[0] == self.objs[0]': 11,
      'self.objs[0] == [self.objs[0][0], self.objs[0][1]]': 22,
      'self.objs[0] == [self.objs[0][1], self.objs[0][0]]': 22,
      'self.objs[2] + [self.objs[0][0], self.objs[0][1]] == self.objs[0]': 26,
      'size(self.objs[0] + [self.objs[3][0]]) == 3': 20,
    },
  ],
  [
    'maps',
    schemas(mapType(stringType), mapType(stringType)),
    objs({ k1: 'a', k2: 'b' }, { k2: 'b', k1: 'a' }),
    {
      'self.val1 == self.val2': 5,
      "'k1' in self.val1": 3,
      "!('k3' in self.val1)": 4,
    },
  ],
  [
    'objects',
    objectType({ objs: listType(objectType({ f1: stringType, f2: stringType })) }),
    {
      objs: [
        { f1: 'a', f2: 'b' },
        { f1: 'a', f2: 'b' },
      ],
    },
    { 'self.objs[0] == self.objs[1]': 7 },
  ],
  [
    'object access',
    objectType({
      a: objectType({ b: integerType, c: integerType, d: { type: 'integer', nullable: true } }),
      a1: objectType({ b1: objectType({ c1: integerType }), d2: objectType({ e2: integerType }) }),
    }),
    { a: { b: 1, d: null }, a1: { b1: { c1: 4 } }, a3: {} },
    {
      'has(self.a.b)': 2,
      'has(self.a1.b1.c1)': 3,
      '!(has(self.a1.d2) && has(self.a1.d2.e2))': 3,
      '!has(self.a1.d2)': 3,
    },
  ],
  [
    'map access',
    objectType({ val: mapType(integerType) }),
    { val: { b: 1, d: 2 } },
    {
      "!('a' in self.val)": 4,
      "'b' in self.val": 3,
      '!has(self.val.a)': 3,
      'has(self.val.b)': 2,
      'size(self.val) == 2': 4,
      'self.val.all(k, self.val[k] > 0)': 17,
      'self.val.exists_one(k, self.val[k] == 2)': 14,
      '!self.val.exists_one(k, self.val[k] > 0)': 17,
      'size(self.val.filter(k, self.val[k] > 1)) == 1': 26,
    },
  ],
  [
    'list access',
    objectType({ array: listType(integerType) }),
    { array: [1, 1, 2, 2, 3, 3, 4, 5] },
    {
      '2 in self.array': 10,
      'self.array.all(e, e > 0)': 43,
      'self.array.exists(e, e > 2)': 36,
      '!self.array.all(e, e < 2)': 21,
      '!self.array.exists(e, e < 0)': 52,
      'size(self.array) == 8': 4,
      'self.array.exists_one(e, e > 4)': 22,
      '!self.array.exists_one(e, e == 2)': 25,
      'size(self.array.filter(e, e%2 == 0)) == 3': 68,
      'self.array.map(e, e * 20).filter(e, e > 50).exists(e, e == 60)': 194,
    },
  ],
  [
    'typemeta and objectmeta access not specified',
    objectType({ spec: objectType({ field1: stringType }) }),
    { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'foo', generateName: 'pickItForMe', namespace: 'xyz' }, spec: { field1: 'a' } },
    {
      "self.kind == 'Pod'": 3,
      "self.apiVersion == 'v1'": 3,
      "self.metadata.name == 'foo'": 4,
      "self.metadata.generateName == 'pickItForMe'": 5,
      "self.spec.field1 == 'a'": 4,
    },
  ],
  [
    'embedded object',
    objectType({ embedded: { type: 'object', 'x-kubernetes-embedded-resource': true } }),
    { embedded: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'foo', generateName: 'pickItForMe', namespace: 'xyz' }, spec: { field1: 'a' } } },
    {
      "self.embedded.kind == 'Pod'": 4,
      "self.embedded.metadata.name == 'foo'": 5,
      "self.embedded.metadata.generateName == 'pickItForMe'": 6,
    },
  ],
  [
    'string in intOrString',
    objectType({ something: intOrString }),
    { something: '25%' },
    {
      "self.something == '25%'": 3,
      'self.something != 1': 3,
      "self.something == 1 || self.something == '25%'": 6,
      "self.something == '25%' || self.something == 1": 3,
    },
  ],
  ['null in intOrString', objectType({ something: { ...intOrString, nullable: true } }), { something: null }, { '!has(self.something)': 2 }],
  ['percent comparison using intOrString', objectType({ min: intOrString, current: integerType, available: integerType }), { min: '50%', current: 5, available: 10 }, {}],
  [
    'optionals',
    objectType({ obj: objectType({ field: stringType, absentField: stringType }), m: mapType(stringType), l: listType(stringType) }),
    { obj: { field: 'a' }, m: { k: 'v' }, l: ['a'] },
    {
      "optional.of('a') != optional.of('b')": 3,
      "optional.of('a').hasValue()": 2,
      "self.obj.?field == optional.of('a')": 5,
      "self.m[?'k'] == optional.of('v')": 5,
      "self.l[?0] == optional.of('a')": 5,
      "optional.of('a').or(optional.of('a')).hasValue()": 2,
      "optional.none().or(optional.of('a')).hasValue()": 3,
      'self.obj.?absentField == optional.none()': 4,
      "self.obj.?field.orValue('v') == 'a'": 4,
    },
  ],
  [
    'quantity',
    schemas(stringType, stringType),
    objs('20', '200M'),
    {
      'isQuantity(self.val1)': 3,
      'quantity(self.val1).isLessThan(quantity(self.val2))': 7,
      'quantity("50k").add(quantity("20")) == quantity("50.02k")': 5,
      'quantity(self.val1).isInteger()': 4,
    },
  ],
];

// Rows that depend on cel.OptOptimize (constant folding), constant type identifiers and timestamp
// zone offsets (string() of a parsed date-time).
const moreRuntimeRows: [string, string, number][] = [
  ['integers', 'type(self.val1) == int', 4],
  ['numbers', 'type(self.val1) == double', 4],
  ['numbers', 'type(self.val7) == double', 4],
  ['unicode strings', 'type(self.val1) == string', 4],
  ['bytes', 'type(self.val1) == bytes', 4],
  ['booleans', 'type(self.val1) == bool', 4],
  ['duration format', 'type(self.val1) == google.protobuf.Duration', 4],
  ['date format', 'type(self.val1) == google.protobuf.Timestamp', 4],
  ['conversions', 'string(self.val11) == self.val10', 8],
  ['string in intOrString', "type(self.something) == int ? self.something == 1 : self.something == '25%'", 7],
  ['string in intOrString', "type(self.something) == string && self.something == '25%'", 7],
  ['percent comparison using intOrString', "type(self.min) == string && self.min.matches(r'(\\d+(\\.\\d+)?%)')", 10],
  ['percent comparison using intOrString', "type(self.min) == int ? self.current <= self.min : double(self.current) / double(self.available) >= double(self.min.replace('%', '')) / 100.0", 17],
  ['numeric comparisons', 'double(5) < 10.0', 1],
  ['numeric comparisons', '5 < int(10.0)', 1],
  ['unicode strings', "self.val1.split(' ') == ['Rook', 'takes', '👑']", 6],
  ['duration format', "self.val1 == duration('1h2m') + duration('3s4ms')", 4],
  ['date-time format', "self.val1 == timestamp('2011-08-18T00:00:00.000+01:00') + duration('19h3m37s10ms')", 4],
  ['enums', "self.enumStr in ['Pending', 'Available']", 2],
  ['lists', 'self.val1 + self.val2 == [1, 2, 3, 1, 2, 3]', 6],
  ['lists', 'self.val1 + [4, 5] == [1, 2, 3, 4, 5]', 4],
  ['listSets', "self.val1 == ['c', 'b', 'a']", 3],
  ['listSets', "self.val1 + self.val2 == ['a', 'b', 'c']", 6],
  ['listSets', "self.val1 + ['c', 'd'] == ['a', 'b', 'c', 'd']", 4],
  ['listSets', "sets.contains(self.val1, ['a'])", 6],
  ['listSets', "sets.equivalent(self.val1, ['a', 'b', 'c'])", 21],
  ['listSets', "sets.intersects(self.val1, ['a'])", 6],
  ['listSets', 'sets.contains(self.val3, [1])', 1003],
  ['listSets', '!sets.equivalent(self.val3, [1, 2, 3])', 6004],
  ['listSets', 'sets.intersects(self.val3, [1])', 1003],
  ['maps', "self.val1 == {'k1': 'a', 'k2': 'b'}", 3],
  ['string in intOrString', "self.something != ['anything']", 3],
  ['optionals', "optional.of('a').optMap(v, v == 'value').hasValue()", 8],
];
for (const [kase, rule, cost] of moreRuntimeRows) runtimeCases.find((c) => c[0] === kase)![3][rule] = cost;

describe('TestCelCostStability (runtime cost)', () => {
  for (const [name, schema, obj, rules] of runtimeCases) {
    it.each(Object.entries(rules))(`${name}: %s → %i`, (rule, cost) => {
      const s = { ...schema, 'x-kubernetes-validations': [{ rule }] };
      const r = validateRules(s, obj, undefined, { kubeVersion: '1.34', isResourceRoot: true });
      expect(r.errors.map((e) => e.toString(valueRendering('1.34')))).toEqual([]);
      expect(RUNTIME_CEL_COST_BUDGET - r.remainingBudget).toBe(cost);
    });
  }
});

const estimatedCases: [string, JSONSchemaProps, Record<string, bigint>][] = [
  ['integers', schemas(integerType, integerType, int32Type, int32Type, int64Type, int64Type), { 'self.val1 == self.val6': 4n, 'type(self.val1) == int': 4n, 'self.val3 + 1 == 2147483647 + 1': 5n }],
  [
    'numeric comparisons',
    schemas(integerType, numberType, floatType, doubleType, numberType, floatType, doubleType),
    { 'double(self.val1) < self.val4': 6n, 'double(5) < 10.0': 2n, 'double(self.val1) < 10.0': 4n },
  ],
  [
    'unicode strings',
    schemas(stringType, stringType),
    {
      "self.val1.startsWith('Rook')": 3n,
      "!self.val1.startsWith('knight')": 4n,
      "self.val1.matches('^[^0-9]*$')": 943721n,
      "!self.val1.matches('^[0-9]*$')": 629149n,
      'size(self.val1) == 12': 4n,
      "self.val1.charAt(3) == 'k'": 4n,
      "self.val1.indexOf('o') == 1": 314576n,
      "self.val1.replace(' ', 'x') == 'Rookxtakesx👑'": 629150n,
      "self.val1.split(' ') == ['Rook', 'takes', '👑']": 629159n,
      "self.val1.substring(5) == 'takes 👑'": 314576n,
      "self.val1.substring(4, 10).trim() == 'takes'": 629149n,
      'self.val1.lowerAscii() == self.val1.lowerAscii()': 943723n,
    },
  ],
  ['bytes', schemas(byteType, byteType), { 'self.val1 == self.val2': 314577n, "self.val1 == b'AB'": 3n }],
  ['duration format', schemas(durationFormat, durationFormat), { "self.val1 == duration('1h2m') + duration('3s4ms')": 6n, 'self.val1.getHours() == 1': 4n }],
  [
    'enums',
    objectType({ enumStr: { type: 'string', enum: ['Pending', 'Available', 'Bound', 'Released', 'Failed'] } }),
    { "self.enumStr == 'Pending'": 3n, "self.enumStr in ['Pending', 'Available']": 14n },
  ],
  [
    'conversions',
    schemas(integerType, numberType, numberType, numberType, booleanType, stringType, byteType, stringType, durationFormat, stringType, dateTimeFormat, stringType, dateFormat),
    {
      'int(self.val2) == self.val1': 5n,
      'bytes(self.val6) == self.val7': 629150n,
      'string(self.val1) == self.val6': 314578n,
      'string(self.val7) == self.val6': 629150n,
      'duration(self.val8) == self.val9': 6n,
      'string(self.val13) == self.val12': 314578n,
    },
  ],
  [
    'lists',
    schemas(listType(integerType), listType(integerType)),
    {
      '1 in self.val1': 1572865n,
      'self.val2[0] in self.val1': 1572868n,
      'self.val1 + self.val2 == [1, 2, 3, 1, 2, 3]': 16n,
      'self.val1 + [4, 5] == [1, 2, 3, 4, 5]': 24n,
      '!has(self.val1)': 2n,
      'self.val1.all(k, size(self.val1) > 0)': 11010044n,
      'self.val1.exists_one(k, self.val1 == [2])': 23592949n,
      '!self.val1.exists_one(k, size(self.val1) > 0)': 9437183n,
      'size(self.val1.filter(k, size(self.val1) > 1)) == 1': 26738686n,
    },
  ],
  [
    'listSets',
    schemas(listSetType(stringType), listSetType(stringType)),
    {
      "self.val1 == ['c', 'b', 'a']": 13n,
      'self.val1 == self.val2': 104862n,
      "'a' in self.val1": 1048577n,
      'self.val1.all(k, size(self.val1) > 0)': 7340028n,
      "self.val1.exists_one(k, self.val1 == ['a'])": 15728629n,
      'size(self.val1.filter(k, size(self.val1) > 1)) == 1': 17825790n,
    },
  ],
];

describe('TestCelEstimatedCostStability (estimated cost)', () => {
  for (const [name, schema, rules] of estimatedCases) {
    it.each(Object.entries(rules))(`${name}: %s`, (rule, cost) => {
      const s = { ...schema, 'x-kubernetes-validations': [{ rule }] };
      const [c] = compileNodeRules(s, schemaDeclType(s, false, true)!, () => 'NewExpressions', '1.33');
      expect(c.program?.error).toBeUndefined();
      expect(c.program!.cost!.max).toBe(cost);
    });
  }
});
