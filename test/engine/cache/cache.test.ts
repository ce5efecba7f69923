// engine/cache: the engine's caches in one module, each registered by name with its bound (no
// Kubernetes counterpart: the playground's own memory). Bounds evict; clearCaches empties.
import { describe, expect, it } from 'vitest';
import { ContentCache, IdentityCache, LRU, RecentCache, cacheNamed, clearCaches, contentSeenOnce, registeredCaches } from '../../../src/engine/cache';
import { check } from '../../../src/engine';
import { compileRE2 } from '../../../src/engine/regex';
import { parseQuantity } from '../../../src/engine/cel/k8s/quantity';
import { cronTabCRD } from '../../fixtures/crontab-crd';

type Step = ['get', string] | ['set', string, number];

describe('LRU: the least recently used entry goes first', () => {
  it.each<[string, { capacity: number; maxWeight?: number }, Step[], string[]]>([
    [
      'entry bound',
      { capacity: 2 },
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['set', 'c', 1],
      ],
      ['b', 'c'],
    ],
    [
      'a get makes an entry the newest',
      { capacity: 2 },
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['get', 'a'],
        ['set', 'c', 1],
      ],
      ['a', 'c'],
    ],
    [
      'a repeated get of the newest keeps the order',
      { capacity: 2 },
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['get', 'a'],
        ['get', 'a'],
        ['set', 'c', 1],
      ],
      ['a', 'c'],
    ],
    [
      'a get after the newest was replaced',
      { capacity: 2 },
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['get', 'b'],
        ['set', 'b', 2],
        ['get', 'a'],
        ['set', 'c', 1],
      ],
      ['a', 'c'],
    ],
    [
      'weight bound',
      { capacity: 10, maxWeight: 5 },
      [
        ['set', 'a', 3],
        ['set', 'b', 2],
        ['set', 'c', 1],
      ],
      ['b', 'c'],
    ],
    [
      'the newest stays above the weight bound',
      { capacity: 10, maxWeight: 5 },
      [
        ['set', 'a', 1],
        ['set', 'b', 9],
      ],
      ['b'],
    ],
    [
      'a replaced entry is weighed again',
      { capacity: 10, maxWeight: 5 },
      [
        ['set', 'a', 4],
        ['set', 'a', 1],
        ['set', 'b', 4],
      ],
      ['a', 'b'],
    ],
  ])('%s', (_n, opts, steps, kept) => {
    const lru = new LRU<string, number>({ ...opts, weigh: (_k, v) => v });
    for (const s of steps)
      if (s[0] === 'get') lru.get(s[1]);
      else lru.set(s[1], s[2]);
    expect(['a', 'b', 'c'].filter((k) => lru.get(k) !== undefined)).toEqual(kept);
  });

  it('a named LRU is registered; clear empties it and its weight', () => {
    const lru = new LRU<string, number>({ name: 'test.lru', capacity: 3, maxWeight: 2, weigh: (_k, v) => v });
    lru.set('a', 1);
    lru.set('b', 1);
    expect(cacheNamed('test.lru')!.info()).toEqual({ name: 'test.lru', size: 2, limit: 3 });
    clearCaches('test.');
    expect(lru.size).toBe(0);
    lru.set('c', 1);
    lru.set('d', 1);
    expect(lru.size).toBe(2);
  });
});

describe('RecentCache: two generations of capacity/2, an old entry used again moves to the young one', () => {
  it.each<[string, Step[], string[]]>([
    [
      'under half the capacity everything stays',
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
      ],
      ['a', 'b'],
    ],
    [
      'a full young generation becomes the old one',
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['set', 'c', 1],
      ],
      ['a', 'b', 'c'],
    ],
    [
      'the old generation is dropped at the next rotation',
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['set', 'c', 1],
        ['set', 'd', 1],
        ['set', 'e', 1],
      ],
      ['c', 'd', 'e'],
    ],
    [
      'an old entry used again survives the rotation',
      [
        ['set', 'a', 1],
        ['set', 'b', 1],
        ['set', 'c', 1],
        ['get', 'a'],
        ['set', 'd', 1],
      ],
      ['a', 'c', 'd'],
    ],
    [
      'a set of a young key replaces it in place',
      [
        ['set', 'a', 1],
        ['set', 'a', 2],
        ['set', 'b', 1],
        ['set', 'c', 1],
      ],
      ['a', 'b', 'c'],
    ],
  ])('%s', (_n, steps, kept) => {
    const cache = new RecentCache<string, number>('test.recent', 4);
    for (const s of steps) {
      if (s[0] === 'get') cache.get(s[1]);
      else cache.set(s[1], s[2]);
      expect(cache.size).toBeLessThanOrEqual(4);
    }
    // a get moves entries: read the size first
    const size = cache.size;
    expect(['a', 'b', 'c', 'd', 'e'].filter((k) => cache.get(k) !== undefined)).toEqual(kept);
    expect(size).toBe(kept.length);
  });
});

describe('ContentCache: by identity, then by content', () => {
  it('computes once per content, keeps `limit` contents', () => {
    const cache = new ContentCache<number>('test.content', 2, (o) => JSON.stringify(o));
    let computed = 0;
    const get = (o: object) => cache.get(o, 'k', () => ++computed);
    const a = { x: 1 };
    expect([get(a), get(a), get({ x: 1 })]).toEqual([1, 1, 1]);
    get({ x: 2 });
    get({ x: 3 }); // {x:1} is the least recently used content: dropped
    expect(get({ x: 1 })).toBe(4);
    expect(get(a)).toBe(1); // the same object still has its own entry
    expect(cacheNamed('test.content')!.info()).toEqual({ name: 'test.content', size: 2, limit: 2 });
    clearCaches('test.content');
    expect(get(a)).toBe(5);
  });

  it("makes an object's content text once for all its keys; an equal object answers each key it was computed for", () => {
    let contents = 0;
    const cache = new ContentCache<string>('test.contentKeys', 2, (o) => (contents++, JSON.stringify(o)));
    const a = { x: 1 };
    // one schema at several Kubernetes versions (the compatibility matrix): one text
    expect(['1.35', '1.36', '1.37'].map((k) => cache.get(a, k, () => `a@${k}`))).toEqual(['a@1.35', 'a@1.36', 'a@1.37']);
    expect(contents).toBe(1);
    const b = { x: 1 };
    expect([cache.get(b, '1.36', () => 'b'), cache.get(b, '1.34', () => 'b@1.34'), contents]).toEqual(['a@1.36', 'b@1.34', 2]);
    expect(cacheNamed('test.contentKeys')!.info().size).toBe(1);
  });

  it('inside contentSeenOnce a cache keyed by place keeps results by identity only, without making a content key', () => {
    let contents = 0;
    const byPlace = new ContentCache<number>('test.contentByPlace', 4, (o) => (contents++, JSON.stringify(o)), true);
    const byContent = new ContentCache<number>('test.contentOnly', 4, (o) => JSON.stringify(o));
    let computed = 0;
    const a = { x: 1 };
    const once = contentSeenOnce(() => [byPlace.get(a, 'k', () => ++computed), byPlace.get(a, 'k', () => ++computed), byPlace.get({ x: 1 }, 'k', () => ++computed)]);
    expect([once, contents]).toEqual([[1, 1, 2], 0]);
    // a cache not made so still answers equal content from its content key
    expect(contentSeenOnce(() => [byContent.get(a, 'k', () => 10), byContent.get({ x: 1 }, 'k', () => 11)])).toEqual([10, 10]);
    // outside, the content key is made and answers an equal object (a later check of the same text)
    expect([byPlace.get({ x: 1 }, 'k', () => ++computed), byPlace.get({ x: 1 }, 'k', () => ++computed), contents]).toEqual([3, 3, 2]);
  });
});

describe('IdentityCache: by object, no size, cleared by name', () => {
  it('holds per object until cleared', () => {
    const cache = new IdentityCache<object, number>('test.identity');
    const k = {};
    cache.set(k, 1);
    expect([cache.get(k), cache.has({})]).toEqual([1, false]);
    expect(cacheNamed('test.identity')!.info()).toEqual({ name: 'test.identity', size: null, limit: null });
    clearCaches('test.identity');
    expect(cache.get(k)).toBeUndefined();
  });
});

describe("the engine's caches are registered with their bounds", () => {
  // importing check() loads the pipeline, CEL and validation modules
  check({ sources: [{ id: 'crd', text: cronTabCRD({ schema: 'type: object\nx-kubernetes-validations:\n- rule: has(self.spec)' }) }] });
  const byName = new Map(registeredCaches().map((c) => [c.name, c]));
  it.each([
    ['pipeline.parsedTexts', 16],
    ['pipeline.parsedChunks', 4096],
    ['pipeline.loadedCRDs', 32],
    ['pipeline.readCRDs', 32],
    ['pipeline.oldCRDs', 16],
    ['pipeline.jsonSizes', null],
    ['pipeline.schemaDefaults', null],
    ['regex.compiled', 1024],
    ['cel.quantities', 8192],
    ['cel.timeZones', 64],
    ['cel.baseEnvironments', 64],
    ['cel.compiledSchemaRules', 32],
    ['cel.validators', 32],
    ['cel.boundSuggestions', 64],
    ['openapi.structuralChecked', null],
    ['schema.skeletons', null],
    ['validation.patternMemos', null],
    ['validation.numberLimits', null],
    ['printers.columnConvertors', null],
  ])('%s', (name, limit) => {
    expect(byName.get(name)?.limit).toBe(limit);
  });

  it.each<[string, (i: number) => unknown, number]>([
    ['regex.compiled', (i) => compileRE2(`x${i}`), 1024],
    ['cel.quantities', (i) => parseQuantity(`${i}Mi`), 8192],
  ])('%s stays within its bound and clears', (name, use, bound) => {
    clearCaches(name);
    for (let i = 0; i < bound * 2 + 7; i++) use(i);
    const size = cacheNamed(name)!.info().size!;
    expect(size).toBeGreaterThan(bound / 2);
    expect(size).toBeLessThanOrEqual(bound);
    clearCaches(name);
    expect(cacheNamed(name)!.info().size).toBe(0);
  });
});
