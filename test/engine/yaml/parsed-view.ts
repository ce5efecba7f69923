// What a test compares between two parses of the same text (a fast path and the general parse):
// everything a ParsedDocument answers, at every path of its value and below it; and the JSON size
// a parse measured as it read the text (ParsedDocument.jsonBytes) against its value written out.
import { isDeepStrictEqual } from 'node:util';
import type { ParsedDocument } from '../../../src/engine/yaml/parsed';
import type { DocPath } from '../../../src/engine/field/path';
import type { JSONValue } from '../../../src/engine/apis/json';
import { expect } from 'vitest';
import { expectEqual } from '../../equal';
import { stringifyJSON } from '../../../src/engine/golang/json';

/** Every path of a value, depth first (at most `limit`). */
export function docPaths(v: JSONValue | undefined, limit = Infinity, prefix: DocPath = [], out: DocPath[] = []): DocPath[] {
  if (out.length >= limit) return out;
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => docPaths(x, limit, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) docPaths(x, limit, [...prefix, k], out);
  return out;
}

const keyOrder = (v: JSONValue | undefined) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x));
/** What is asked below every path: a key that is not there, then an index below it. */
const MISSING: DocPath = ['nope', 0];
const missingBelow = (p: DocPath): DocPath => [...p, ...MISSING];

/**
 * Whether `f` holds for `[...p, ...suffix]` of every path p of a value, asked in docPaths' order (each
 * path a new array) and only until it fails: the paths are not all built first (a corpus CRD has
 * hundreds of thousands; a list of them lives long enough for the garbage collector to move it).
 */
function everyPath(v: JSONValue | undefined, suffix: DocPath, f: (p: DocPath) => boolean): boolean {
  const at: (string | number)[] = [];
  const walk = (x: JSONValue | undefined): boolean => {
    if (!f([...at, ...suffix])) return false;
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        // docPaths goes by forEach, which skips holes
        if (!(i in x)) continue;
        at.push(i);
        if (!walk(x[i])) return false;
        at.pop();
      }
    } else if (x && typeof x === 'object') {
      for (const [k, y] of Object.entries(x)) {
        at.push(k);
        if (!walk(y)) return false;
        at.pop();
      }
    }
    return true;
  };
  return walk(v);
}

/** A document's answers: value (and its key order, bigints marked), range, problems, locate/scalar of every path, of paths that are not there, rangeOf. */
export function parsedView(d: ParsedDocument) {
  const ps = docPaths(d.value);
  return {
    index: d.index,
    value: d.value,
    keys: keyOrder(d.value),
    range: d.range,
    problems: d.problems,
    text: d.text,
    located: ps.map((p) => [p, d.locate(p), d.scalar(p)]),
    missing: ps.map((p) => d.locate(missingBelow(p))),
    wrongKind: d.locate([0, 'x']),
    rangeOf: d.rangeOf(1, d.text.length - 1),
  };
}

/**
 * isDeepStrictEqual, answered without its generic machinery for the small answers compared by the
 * hundred thousand here (ranges, located nodes, scalars: plain objects of numbers and strings).
 * It says "equal" only when isDeepStrictEqual would (same own string keys, values equal by
 * Object.is or by this test again); any object that is not a plain one without symbol keys is
 * handed to isDeepStrictEqual itself.
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return isDeepStrictEqual(a, b);
  if (Object.getOwnPropertySymbols(a).length > 0 || Object.getOwnPropertySymbols(b).length > 0) return isDeepStrictEqual(a, b);
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.hasOwn(b, k) || !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * Whether two deep-strictly equal values list their keys in the same order everywhere, i.e. give
 * the same keyOrder text (without printing the two values: a corpus CRD's is megabytes).
 */
function sameKeyOrder(a: JSONValue | undefined, b: JSONValue | undefined): boolean {
  if (Array.isArray(a)) return a.every((x, i) => sameKeyOrder(x, (b as JSONValue[])[i]));
  if (!a || typeof a !== 'object') return true;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i] || !sameKeyOrder(a[ka[i]!], (b as Record<string, JSONValue>)[ka[i]!])) return false;
  return true;
}

/**
 * Whether two documents give the same answers as parsedView lists them, asked path by path without
 * building the two views (a corpus CRD has hundreds of thousands of paths: the views and their
 * comparison cost more than the answers). Deep-strict equality, which implies toEqual's.
 */
function sameAnswers(a: ParsedDocument, b: ParsedDocument): boolean {
  if (a.index !== b.index || a.text !== b.text || !isDeepStrictEqual(a.value, b.value) || !sameKeyOrder(a.value, b.value)) return false;
  if (!isDeepStrictEqual(a.range, b.range) || !isDeepStrictEqual(a.problems, b.problems)) return false;
  // equal values and key orders: the same paths, in the same order
  if (!everyPath(a.value, [], (p) => same(a.locate(p), b.locate(p)) && same(a.scalar(p), b.scalar(p)))) return false;
  if (!everyPath(a.value, MISSING, (missing) => same(a.locate(missing), b.locate(missing)))) return false;
  return same(a.locate([0, 'x']), b.locate([0, 'x'])) && same(a.rangeOf(1, a.text.length - 1), b.rangeOf(1, b.text.length - 1));
}

/**
 * A parse's measured JSON size (ParsedDocument.jsonBytes: the request size, pipeline/sizelimits.ts)
 * is the length in UTF-8 bytes of its value's JSON text written out (JSON.stringify; bigints as
 * integers, as the apiserver's JSON decoder reads int64s).
 */
export function expectMeasuredSize(d: ParsedDocument, message?: string): void {
  if (d.jsonBytes === undefined) return;
  const written = Buffer.byteLength(stringifyJSON(d.value));
  if (d.jsonBytes !== written) expect(d.jsonBytes, `${message ?? ''} (the JSON size measured by the parse)`).toBe(written);
}

/**
 * expectEqual(parsedView(a), parsedView(b), message): the views are built only when an answer differs (then the same verdict and diff);
 * and each one's measured JSON size, if it has one (expectMeasuredSize).
 */
export function expectSameView(a: ParsedDocument, b: ParsedDocument, message?: string): void {
  expectMeasuredSize(a, message);
  expectMeasuredSize(b, message);
  if (!sameAnswers(a, b)) expectEqual(parsedView(a), parsedView(b), message);
}
