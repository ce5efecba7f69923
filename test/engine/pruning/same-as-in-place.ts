// What copy.test.ts and corpus.test.ts assert of prunedCopy (pruning/copy.ts): for one value, schema
// and subset of the steps, the copy gives what the in-place sequence it replaces gives
// (pruneNonNullableNullsWithoutDefaults → applyDefaults → prune on a deep copy), and changes
// neither the input nor the schema (both frozen) nor shares an object or array with them.
import { expect } from 'vitest';
import { prune, prunedCopy, type CopyOptions } from '../../../src/engine/pruning';
import { applyDefaults, pruneNonNullableNullsWithoutDefaults } from '../../../src/engine/defaulting';
import { cloneJSON, type JSONValue } from '../../../src/engine/apis/json';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { expectEqual } from '../../equal';

/** What today's in-place steps give on a deep copy. */
function inPlace(value: JSONValue, schema: JSONSchemaProps | undefined, opts: CopyOptions) {
  const v = cloneJSON(value);
  if (opts.dropNulls) pruneNonNullableNullsWithoutDefaults(v, schema);
  const defaulted = opts.defaults ? applyDefaults(v, schema) : [];
  const pruned = opts.prune ? prune(v, schema, opts.prune) : [];
  return { value: v, defaulted, pruned };
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** The objects and arrays of a value. */
function containers(v: unknown, out = new Set<object>()): Set<object> {
  if (typeof v === 'object' && v !== null) {
    out.add(v);
    for (const x of Object.values(v)) containers(x, out);
  }
  return out;
}

/**
 * expect(actual).toBe(expected), with Vitest's expect() called only when they differ (then the same
 * verdict and message): each expect() call costs tens of microseconds of matcher state, and the
 * corpus test makes 12,486 comparisons of three such assertions each.
 */
function expectIs(actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) expect(actual).toBe(expected);
}

/**
 * The copy equals the in-place result in value, key order and paths, and shares no object or array
 * with the input or the schema. `schema` is frozen here (and stays so: corpus schemas are shared
 * between the tests of a file).
 */
export function expectSame(value: JSONValue, schema: JSONSchemaProps | undefined, opts: CopyOptions): void {
  const want = inPlace(value, schema, opts);
  const before = JSON.stringify(value);
  const got = prunedCopy(deepFreeze(value), schema === undefined ? undefined : deepFreeze(schema), opts);
  expectIs(JSON.stringify(value), before);
  // JSON text: the same keys in the same order
  expectIs(JSON.stringify(got.value), JSON.stringify(want.value));
  expectEqual(got.value, want.value);
  expectEqual(got.defaulted, want.defaulted);
  expectEqual(got.pruned, want.pruned);
  const inValue = containers(value);
  const inSchema = schema === undefined ? undefined : schemaContainers(schema);
  // one assertion over all of them, not one per object and array (thousands per corpus object)
  const shared = [...containers(got.value)].filter((c) => inValue.has(c) || inSchema?.has(c));
  if (shared.length > 0) expect(shared).toEqual([]);
}

/**
 * A schema's objects and arrays, collected once per schema: the schema is frozen (deepFreeze above),
 * so its set cannot change, and a corpus CRD version's schema is compared against many objects
 * (collecting it every time was two thirds of the corpus test's CPU).
 */
const schemaSets = new WeakMap<object, Set<object>>();
function schemaContainers(schema: JSONSchemaProps): Set<object> {
  let set = schemaSets.get(schema);
  if (!set) schemaSets.set(schema, (set = containers(schema)));
  return set;
}
