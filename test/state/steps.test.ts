import { describe, expect, it } from 'vitest';
import { lineDiff, stepView, toYaml } from '../../src/state/steps';
import type { ObjectReport } from '../../src/engine/api';

function report(over: Partial<ObjectReport>): ObjectReport {
  return {
    source: 'objects',
    docIndex: 0,
    apiVersion: 'stable.example.com/v1',
    kind: 'CronTab',
    name: 'x',
    crd: 'crontabs.stable.example.com',
    errors: [],
    warnings: [],
    pruned: [],
    defaulted: [],
    input: null,
    defaultedObject: null,
    result: null,
    rules: [],
    notes: [],
    ...over,
  };
}

describe('step views', () => {
  it('pruned: the removed field is a removed line, the kept lines are the stored object', () => {
    const before = { spec: { cronSpec: '* * * * */5', someRandomField: 42 } };
    const after = { spec: { cronSpec: '* * * * */5' } };
    const v = stepView(report({ input: before, defaultedObject: before, result: after, pruned: ['spec.someRandomField'] }), 'pruned');
    expect(v.available).toBe(true);
    expect(v.paths).toEqual(['spec.someRandomField']);
    expect(v.lines.filter((l) => l.kind === 'removed').map((l) => l.text)).toEqual(['  someRandomField: 42']);
    expect(
      v.lines
        .filter((l) => l.kind !== 'removed')
        .map((l) => l.text)
        .join('\n') + '\n',
    ).toBe(toYaml(after));
  });

  it('defaulted: the set fields are added lines', () => {
    const input = { spec: { image: 'i' } };
    const defaulted = { spec: { image: 'i', replicas: 1, cronSpec: '5 0 * * *' } };
    const v = stepView(report({ input, defaultedObject: defaulted, result: defaulted, defaulted: ['spec.replicas', 'spec.cronSpec'] }), 'defaulted');
    expect(v.lines.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(['  replicas: 1', '  cronSpec: 5 0 * * *']);
    expect(v.lines.filter((l) => l.kind === 'removed')).toEqual([]);
  });

  it('int64 values beyond 2^53 (bigints in the engine) show exactly in the Pruned and Defaulted views', () => {
    const input = { spec: { x: 9223372036854775807n, unknown: -9223372036854775808n } };
    const defaulted = { spec: { x: 9223372036854775807n, low: -9223372036854775808n } };
    const d = stepView(report({ input, defaultedObject: defaulted, result: defaulted, defaulted: ['spec.low'] }), 'defaulted');
    expect(d.lines.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(['  low: -9223372036854775808']);
    const p = stepView(report({ input, defaultedObject: input, result: { spec: { x: 9223372036854775807n } }, pruned: ['spec.unknown'] }), 'pruned');
    expect(p.lines.map((l) => `${l.kind} ${l.text}`)).toEqual(['same spec:', 'same   x: 9223372036854775807', 'removed   unknown: -9223372036854775808']);
  });

  it('is unavailable for objects no CRD serves or that did not decode', () => {
    expect(stepView(report({ crd: undefined, input: { a: 1 }, defaultedObject: { a: 1 }, result: { a: 1 } }), 'pruned').available).toBe(false);
    expect(stepView(report({ input: null }), 'defaulted').available).toBe(false);
  });

  it('lineDiff keeps every line of both sides exactly once', () => {
    const lines = lineDiff('a\nb\nc\n', 'a\nc\nd\n');
    expect(lines).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });
});

// the Defaulted view attributes defaults: the request version's (decoding), the storage version's (read-back)
describe('defaulted view: request and storage attribution', () => {
  it('lists the read-back defaults of the storage version apart', () => {
    const v = stepView(
      report({
        version: 'v1beta1',
        input: { spec: {} },
        decodedObject: { spec: {} },
        defaultedObject: { spec: { a: 'A' } },
        result: { spec: { a: 'A' } },
        defaulted: ['spec.a'],
        storage: { version: 'v1beta2', stored: { spec: { a: 'A' } }, read: { spec: { a: 'A', s: 'S' } }, defaulted: ['spec.s'], response: { spec: { a: 'A', s: 'S' } } },
      }),
      'defaulted',
    );
    expect(v.version).toBe('v1beta1');
    expect(v.paths).toEqual(['spec.a']);
    expect(v.storage?.version).toBe('v1beta2');
    expect(v.storage?.paths).toEqual(['spec.s']);
    expect(v.storage?.lines.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(['  s: S']);
  });
  it('no storage block for a single-version CRD whose read-back adds nothing', () => {
    const v = stepView(
      report({
        version: 'v1',
        input: { spec: {} },
        decodedObject: { spec: {} },
        defaultedObject: { spec: {} },
        result: { spec: {} },
        storage: { version: 'v1', stored: { spec: {} }, read: { spec: {} }, defaulted: [], response: { spec: {} } },
      }),
      'defaulted',
    );
    expect(v.storage).toBeUndefined();
  });
});
