// field.Error rendering (k8s.io/apimachinery/pkg/util/validation/field/errors.go ErrorBody).
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../src/engine/field/path';
import { aggregateMessage, duplicate, forbidden, internalError, invalid, notSupported, required, tooLong, tooLongMaxLength, tooMany, typeInvalid } from '../../../src/engine/field/errors';
import { goFloat, goQuote, goSharpV } from '../../../src/engine/golang/fmt';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from './newest-rendering';

const p = FieldPath.of('spec').child('replicas');

describe('FieldPath.String()', () => {
  it.each([
    [FieldPath.of('spec', 'replicas'), 'spec.replicas'],
    [FieldPath.of('spec').child('items').index(3).child('name'), 'spec.items[3].name'],
    [FieldPath.of('metadata').child('labels').key('app.kubernetes.io/name'), 'metadata.labels[app.kubernetes.io/name]'],
    [FieldPath.root(), ''],
    [FieldPath.root().index(0), '[0]'],
  ])('%s', (path, want) => expect(path.toString()).toBe(want));
});

describe('ErrorBody: value rendering per error type', () => {
  it.each([
    ['Invalid with int (simple printer %v)', invalid(p, 15, 'too big'), 'spec.replicas: Invalid value: 15: too big'],
    ['Invalid with string (%q)', invalid(p, 'a"b', 'x'), 'spec.replicas: Invalid value: "a\\"b": x'],
    ['Invalid with float64 (%v)', invalid(p, 1.5, 'x'), 'spec.replicas: Invalid value: 1.5: x'],
    ['Invalid with bool', invalid(p, true, 'x'), 'spec.replicas: Invalid value: true: x'],
    ['Invalid with nil prints "null"', invalid(p, null, 'x'), 'spec.replicas: Invalid value: "null": x'],
    ['Invalid with a map (json.Marshal since 1.34)', invalid(p, { b: 1, a: 'x<' }, 'x'), 'spec.replicas: Invalid value: {"a":"x\\u003c","b":1}: x'],
    ['Invalid with a list (json.Marshal since 1.34)', invalid(p, ['a', 1.5, null], 'x'), 'spec.replicas: Invalid value: ["a",1.5,null]: x'],
    ['Invalid without detail', invalid(p, 3, ''), 'spec.replicas: Invalid value: 3'],
    ['TypeInvalid prints like Invalid', typeInvalid(p, 'x', 'must be int'), 'spec.replicas: Invalid value: "x": must be int'],
    ['Required omits the value', required(p), 'spec.replicas: Required value'],
    ['Required with detail', required(p, 'must be set'), 'spec.replicas: Required value: must be set'],
    ['Forbidden omits the value', forbidden(p, 'not allowed'), 'spec.replicas: Forbidden: not allowed'],
    ['Duplicate', duplicate(p, 'a'), 'spec.replicas: Duplicate value: "a"'],
    ['NotSupported quotes valid values', notSupported(p, 'c', ['a', 'b']), 'spec.replicas: Unsupported value: "c": supported values: "a", "b"'],
    ['TooLong omits the value', tooLong(p, 'xxxx', 3), 'spec.replicas: Too long: must have at most 3 bytes'],
    ['TooLongMaxLength', tooLongMaxLength(p, 'xxxx', 3), 'spec.replicas: Too long: may not be longer than 3'],
    ['TooMany prints the actual count', tooMany(p, 5, 3), 'spec.replicas: Too many: 5: must have at most 3 items'],
    ['TooMany with unknown count omits it', tooMany(p, -1, 3), 'spec.replicas: Too many: must have at most 3 items'],
    ['InternalError', internalError(p, 'boom'), 'spec.replicas: Internal error: boom'],
  ])('%s', (_n, err, want) => expect(err.toString(NEWEST_RENDERING)).toBe(want));
});

describe('ErrorList.ToAggregate()', () => {
  it('one error prints as itself, several in brackets, duplicates dropped', () => {
    const a = invalid(p, 1, 'x');
    const b = required(FieldPath.of('spec', 'image'));
    expect(aggregateMessage([a], NEWEST_RENDERING)).toBe('spec.replicas: Invalid value: 1: x');
    expect(aggregateMessage([a, b, invalid(p, 1, 'x')], NEWEST_RENDERING)).toBe('[spec.replicas: Invalid value: 1: x, spec.image: Required value]');
  });
});

describe('Go formatting helpers', () => {
  it.each([
    [1e21, '1e+21'],
    [1.5e-5, '1.5e-05'],
    [0.0001, '0.0001'],
    [123456789.5, '1.234567895e+08'],
    [-0.5, '-0.5'],
  ])('%%v of float64 %s', (n, want) => expect(goFloat(n)).toBe(want));
  it.each([
    ['plain', '"plain"'],
    ['tab\there', '"tab\\there"'],
    ['\u0001', '"\\x01"'],
    ['ünïcode', '"ünïcode"'],
  ])('strconv.Quote(%j)', (s, want) => expect(goQuote(s)).toBe(want));
  it('%#v of nested values sorts map keys', () => {
    expect(goSharpV({ z: [true], a: { y: 2.5 } }, false)).toBe('map[string]interface {}{"a":map[string]interface {}{"y":2.5}, "z":[]interface {}{true}}');
  });
});

describe('a nil *field.Path', () => {
  it('prints <nil> (strategy.go hasBlockingErr uses field.Invalid(nil, nil, ...))', () => {
    expect(invalid(FieldPath.nil(), null, 'x').toString(NEWEST_RENDERING)).toBe('<nil>: Invalid value: "null": x');
  });
});

describe('ErrorBody before 1.34 prints maps and slices with %#v', () => {
  it.each([
    [{ b: 1, a: 'x' }, 'spec.replicas: Invalid value: map[string]interface {}{"a":"x", "b":1}: x'],
    [['a', 1, null], 'spec.replicas: Invalid value: []interface {}{"a", 1, interface {}(nil)}: x'],
  ])('%j', (v, want) => {
    expect(invalid(p, v, 'x').toString(valueRendering('1.33'))).toBe(want);
    expect(invalid(p, v, 'x').toString(valueRendering('1.34'))).not.toBe(want);
  });
});
