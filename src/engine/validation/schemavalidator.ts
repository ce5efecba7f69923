// kube-openapi validate.SchemaValidator.Validate over a compiled schema: the type, schema-props
// (allOf/anyOf/oneOf/not/dependencies), string, format, number, slice, common (enum) and object
// validators, in that order, with the same paths, messages and match counts (anyOf/oneOf pick
// the failing branch with the highest match count).
import type { JSONObject, JSONValue } from '../apis/json';
import { KIND_ARRAY, KIND_BOOL, KIND_FLOAT, KIND_INT, KIND_OBJECT, KIND_STRING, expandSchema, type CompiledSchema } from './compile';
import { propertyAt } from '../schema/skeleton';
import { compileRE2 } from '../regex';
import { IdentityCache } from '../cache';
import { GoFloat64, isInt64 } from '../golang/numbers';
import { uniqueKey } from '../golang/deepequal';
import { enumContains } from './enum';
import { PathNode } from './pathnode';
import { RatchetNode, isValidResult } from './ratchet';
import {
  additionalItemsNotAllowed,
  duplicateItems,
  enumFail,
  hasADependency,
  invalidType,
  maximumFail,
  minimumFail,
  multipleOfFail,
  multipleOfMustBePositive,
  mustNotValidate,
  mustValidateAll,
  mustValidateAtLeastOne,
  mustValidateOnlyOne,
  outOfRange,
  patternFail,
  propertyNotAllowed,
  requiredFail,
  tooFewItems,
  tooFewProperties,
  tooLongFail,
  tooManyItems,
  tooManyProperties,
  tooShortFail,
  type GoNum,
  type OpenAPIFailure,
} from './openapierrors';

type Kind = typeof KIND_BOOL | typeof KIND_INT | typeof KIND_FLOAT | typeof KIND_STRING | typeof KIND_ARRAY | typeof KIND_OBJECT;

function kindOf(v: JSONValue): Kind {
  switch (typeof v) {
    case 'boolean':
      return KIND_BOOL;
    case 'number':
      return isInt64(v) ? KIND_INT : KIND_FLOAT;
    case 'bigint':
      return KIND_INT;
    case 'string':
      return KIND_STRING;
    default:
      return Array.isArray(v) ? KIND_ARRAY : KIND_OBJECT;
  }
}

/** The schema type name of a kind. */
function schemaType(kind: Kind): string {
  switch (kind) {
    case KIND_BOOL:
      return 'boolean';
    case KIND_INT:
      return 'integer';
    case KIND_FLOAT:
      return 'number';
    case KIND_STRING:
      return 'string';
    case KIND_ARRAY:
      return 'array';
    default:
      return 'object';
  }
}

/** The format the type validator gives a kind's values. */
const schemaFormat = (kind: Kind): string => (kind === KIND_INT ? 'int64' : kind === KIND_FLOAT ? 'float64' : '');

/** swag's maxJSONFloat, float64(1<<53 - 1): IsFloat64AJSONInteger refuses floats beyond it. */
const MAX_JSON_FLOAT = 9007199254740991;

/** swag.IsFloat64AJSONInteger */
function isFloat64AJSONInteger(f: number): boolean {
  if (!Number.isFinite(f) || f < -MAX_JSON_FLOAT || f > MAX_JSON_FLOAT) return false;
  if (Number.isInteger(f)) return true;
  if (f < 0) return false; // uint64(f) of a negative fraction is far away: relative error ~1
  const g = Math.trunc(f);
  const diff = Math.abs(f - g);
  if (g === 0) return diff < 1e-9 * Number.MIN_VALUE;
  return diff / Math.min(f + g, Number.MAX_VALUE) < 1e-9;
}

/** Go's int64(f) conversion (truncation; out-of-range values become math.MinInt64 on amd64). */
function toInt64(f: number): number {
  const t = Math.trunc(f);
  return t >= -9223372036854775808 && t < 9223372036854775808 ? t : -9223372036854775808;
}

/**
 * IsValueValidAgainstRange: the value's decimal form parses as the numeric type/format. A bigint
 * is an int64 (FormatInt); a JS number a float64 or a safe int64 (both print the same digits).
 */
function inRange(x: number | bigint, numType: string, numFormat: string): boolean {
  if (numType === 'integer') {
    if (typeof x === 'number' && !Number.isInteger(x)) return false;
    if (numFormat === 'int32') return x >= -2147483648 && x <= 2147483647;
    return x >= -9223372036854775808 && x < 9223372036854775808;
  }
  if (numType === 'number' && numFormat === 'float') return Number.isFinite(Math.fround(Number(x)));
  return true;
}

function runeCount(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

// Recent results per compiled pattern: live re-validation after each edit sees the same strings
// again, and RE2 matching in JS costs far more than a map lookup.
const MEMO_SIZE = 512;
const MEMO_MAX_INPUT = 256;
const memos = new IdentityCache<object, Map<string, boolean>>('validation.patternMemos');

/** The memo of a compiled pattern. */
function memoOf(re: object): Map<string, boolean> {
  let memo = memos.get(re);
  if (!memo) {
    memo = new Map();
    memos.set(re, memo);
  }
  return memo;
}

function testMemo(re: { test(s: string): boolean }, s: string, memo: Map<string, boolean> = memoOf(re)): boolean {
  if (s.length > MEMO_MAX_INPUT) return re.test(s);
  const hit = memo.get(s);
  if (hit !== undefined) return hit;
  const r = re.test(s);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(s, r);
  return r;
}

function regexMatches(pattern: string, s: string): boolean {
  const c = compileRE2(pattern);
  return c.ok && testMemo(c.re, s);
}

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Validates `data` at `path`, appending failures to `errs`; returns Result.MatchCount. */
/**
 * Validates `data` at `path`, appending failures to `errs`; returns Result.MatchCount. With a
 * ratchet node (updates), failures of a subtree equal to its correlated old value are kept as
 * ratcheted instead of errors; `ratchetHere` is false for composition branches, which share
 * the node of their value.
 */
export function validateNode(c: CompiledSchema, data: JSONValue, path: PathNode, errs: OpenAPIFailure[], r: RatchetNode | null = null, ratchetHere = true): number {
  if (!r || !ratchetHere) return validateValue(c, data, path, errs, r);
  const e: OpenAPIFailure[] = [];
  const mc = validateValue(c, data, path, e, r);
  if (!isValidResult(e) && r.unchanged()) {
    for (const f of e) errs.push(f.kind === 'ratcheted' ? f : { kind: 'ratcheted', failure: f, message: f.message });
  } else {
    for (const f of e) errs.push(f);
  }
  return mc;
}

function validateValue(c: CompiledSchema, data: JSONValue, path: PathNode, errs: OpenAPIFailure[], r: RatchetNode | null): number {
  if (c.pending !== null) expandSchema(c);
  if (data === null || data === undefined) {
    // Only the type and common validators run for nil.
    let mc = 1;
    if (c.nullFails) {
      errs.push(invalidType(path, c.typeNames, 'null'));
      mc = 0;
    }
    if (c.enum) errs.push(enumFail(path, undefined, c.enum));
    return mc;
  }
  const kind = kindOf(data);
  let mc = 1;
  if (c.checksType) mc += 1 + validateType(c, data, kind, path, errs);
  mc += 1 + (c.hasComposition ? validateSchemaProps(c, data, kind, path, errs, r) : 1);
  switch (kind) {
    case KIND_STRING:
      validateString(c, data as string, path, errs);
      mc += 1;
      if (c.formatFn) {
        if (!c.formatFn(data as string)) errs.push(invalidType(path, c.format, data));
        mc += 1;
      }
      break;
    case KIND_INT:
    case KIND_FLOAT:
      validateNumber(c, data as number | bigint, kind === KIND_INT, path, errs);
      mc += 2;
      break;
    case KIND_ARRAY:
      mc += 1 + validateSlice(c, data as JSONValue[], path, errs, r);
      break;
  }
  if (c.enum && !enumContains(c.enum, data)) errs.push(enumFail(path, data, c.enum));
  mc += 1;
  if (kind === KIND_OBJECT) mc += 1 + validateObject(c, data as JSONObject, path, errs, r);
  return mc;
}

function validateType(c: CompiledSchema, data: JSONValue, kind: Kind, path: PathNode, errs: OpenAPIFailure[]): number {
  // the value's own type is one of the schema's: every check below passes
  if ((c.typeKinds & kind) !== 0) return 1;
  const format = schemaFormat(kind);
  const hasInteger = c.hasInteger;
  const hasNumber = c.hasNumber;
  const isFloatInt = kind === KIND_FLOAT && hasInteger && isFloat64AJSONInteger(data as number);
  const isIntFloat = kind === KIND_INT && hasNumber;
  const stringOrArray = kind === KIND_STRING || kind === KIND_ARRAY;
  if (!stringOrArray && c.format !== '' && !(format === c.format || isFloatInt || isIntFloat)) {
    errs.push(invalidType(path, c.format, format));
    return 0;
  }
  if (!(hasNumber || hasInteger) && c.format !== '' && stringOrArray) return 1;
  if (!(isFloatInt || isIntFloat)) {
    errs.push(invalidType(path, c.typeNames, schemaType(kind)));
    return 0;
  }
  return 1;
}

function validateSchemaProps(c: CompiledSchema, data: JSONValue, kind: Kind, path: PathNode, errs: OpenAPIFailure[], r: RatchetNode | null): number {
  let mc = 0;
  if (c.anyOf) {
    let best: { errs: OpenAPIFailure[]; mc: number } | null = null;
    let success = -1;
    for (const sub of c.anyOf) {
      const e: OpenAPIFailure[] = [];
      const m = validateNode(sub, data, path, e, r, false);
      if (isValidResult(e)) {
        best = null;
        success = m;
        break;
      }
      if (best === null || m > best.mc) best = { errs: e, mc: m };
    }
    if (success < 0) errs.push(mustValidateAtLeastOne(path));
    if (best) {
      for (const e of best.errs) errs.push(e);
      mc += best.mc;
    } else if (success >= 0) mc += success;
  }
  if (c.oneOf) {
    let best: { errs: OpenAPIFailure[]; mc: number } | null = null;
    let firstSuccess = -1;
    let validated = 0;
    for (const sub of c.oneOf) {
      const e: OpenAPIFailure[] = [];
      const m = validateNode(sub, data, path, e, r, false);
      if (isValidResult(e)) {
        validated++;
        best = null;
        if (firstSuccess < 0) firstSuccess = m;
        continue;
      }
      if (validated === 0 && (best === null || m > best.mc)) best = { errs: e, mc: m };
    }
    if (validated !== 1) {
      errs.push(mustValidateOnlyOne(path, validated === 0 ? 'Found none valid' : `Found ${validated} valid alternatives`));
      if (best) {
        for (const e of best.errs) errs.push(e);
        mc += best.mc;
      }
    } else if (firstSuccess >= 0) mc += firstSuccess;
  }
  if (c.allOf) {
    let validated = 0;
    for (const sub of c.allOf) {
      const e: OpenAPIFailure[] = [];
      mc += validateNode(sub, data, path, e, r, false);
      if (isValidResult(e)) validated++;
      for (const x of e) errs.push(x);
    }
    if (validated !== c.allOf.length) errs.push(mustValidateAll(path, validated === 0 ? '. None validated' : ''));
  }
  if (c.not) {
    const e: OpenAPIFailure[] = [];
    validateNode(c.not, data, path, e, r, false);
    if (isValidResult(e)) errs.push(mustNotValidate(path));
  }
  if (c.dependencies && kind === KIND_OBJECT) {
    const obj = data as JSONObject;
    for (const key of Object.keys(obj)) {
      const dep = c.dependencies.get(key);
      if (!dep) continue;
      if (dep.schema) {
        mc += validateNode(dep.schema, data, path.key(key), errs, r, false);
        continue;
      }
      for (const depKey of dep.property) if (!hasOwn(obj, depKey)) errs.push(hasADependency(path, depKey));
    }
  }
  return mc + 1;
}

function validateString(c: CompiledSchema, s: string, path: PathNode, errs: OpenAPIFailure[]): void {
  if (c.maxLength !== undefined && s.length > c.maxLength && runeCount(s) > c.maxLength) {
    errs.push(tooLongFail(path, c.maxLength, s));
    return;
  }
  if (c.minLength !== undefined && (s.length < c.minLength || runeCount(s) < c.minLength)) {
    errs.push(tooShortFail(path, c.minLength, s));
    return;
  }
  if (c.pattern !== '') {
    const re = c.patternRe ?? (c.patternRe = compileRE2(c.pattern));
    if (!re.ok) errs.push(patternFail(path, `${c.pattern}, but pattern is invalid: ${re.error}`, s));
    else if (!testMemo(re, s, (c.patternMemo ??= memoOf(re)))) errs.push(patternFail(path, c.pattern, s));
  }
}

/** int64 % int64 for a value that may be a bigint (beyond ±2^53) and an int64 factor (a float64 truncated). */
function int64Rem(v: number | bigint, factor: number): boolean {
  if (typeof v === 'number' && Number.isSafeInteger(factor)) return v % factor !== 0;
  return BigInt(v) % BigInt(factor) !== 0n;
}

/**
 * A numeric limit of a schema as numberValidator compares against it: whether it is in the range
 * of the schema's numeric type/format (IsValueValidAgainstRange) and its int64 conversion.
 */
interface Limit {
  value: number;
  inRange: boolean;
  int: number;
}

/** The schema's multipleOf, minimum and maximum, prepared on the first number validated. */
interface NumberLimits {
  multipleOf: Limit | null;
  minimum: Limit | null;
  maximum: Limit | null;
}

const limitsOf = new IdentityCache<CompiledSchema, NumberLimits>('validation.numberLimits');

function limit(x: number | undefined, numType: string, numFormat: string): Limit | null {
  return x === undefined ? null : { value: x, inRange: inRange(x, numType, numFormat), int: toInt64(x) };
}

function numberLimits(c: CompiledSchema): NumberLimits {
  let l = limitsOf.get(c);
  if (l === undefined) {
    l = { multipleOf: limit(c.multipleOf, c.numType, c.numFormat), minimum: limit(c.minimum, c.numType, c.numFormat), maximum: limit(c.maximum, c.numType, c.numFormat) };
    limitsOf.set(c, l);
  }
  return l;
}

/**
 * numberValidator. The schema's limits are float64 (JSONSchemaProps); an int64 value is compared
 * with int64(limit) exactly (MaximumNativeType: a bigint against the truncated limit; JS compares
 * bigint and number by value), a float64 value, or the int64 value as float64 when the limit is
 * out of the type's range, with Go's float comparison.
 */
function validateNumber(c: CompiledSchema, v: number | bigint, isInt: boolean, path: PathNode, errs: OpenAPIFailure[]): void {
  const { numType, numFormat } = c;
  if (numType !== '' && !inRange(v, numType, numFormat)) errs.push(outOfRange('Checked', numType, numFormat, path));
  if (c.multipleOf === undefined && c.minimum === undefined && c.maximum === undefined) return;
  const { multipleOf, minimum, maximum } = numberLimits(c);
  // valueHelp.asFloat64(val): what the fallback checks compare
  const f64 = Number(v);
  if (multipleOf !== null) {
    const f = multipleOf.value;
    if (multipleOf.inRange) {
      if (isInt) {
        const factor = multipleOf.int;
        if (factor <= 0) errs.push(multipleOfMustBePositive(path, { int: factor }));
        else if (int64Rem(v, factor)) errs.push(multipleOfFail(path, { int: factor }, v));
      } else multipleOfFloat(path, f64, f, v, errs);
    } else {
      errs.push(outOfRange('MultipleOf', numType, numFormat, path));
      multipleOfFloat(path, f64, f, new GoFloat64(f64), errs);
    }
  }
  if (minimum !== null) {
    const m = minimum.value;
    const ex = c.exclusiveMinimum;
    if (minimum.inRange) {
      if (isInt) {
        const min = minimum.int;
        if (ex ? v <= min : v < min) errs.push(minimumFail(path, { int: min }, ex, v));
      } else if (ex ? f64 <= m : f64 < m) errs.push(minimumFail(path, { float: m }, ex, new GoFloat64(f64)));
    } else {
      errs.push(outOfRange('Minimum boundary', numType, numFormat, path));
      if (ex ? f64 <= m : f64 < m) errs.push(minimumFail(path, { float: m }, ex, new GoFloat64(f64)));
    }
  }
  if (maximum !== null) {
    const m = maximum.value;
    const ex = c.exclusiveMaximum;
    if (maximum.inRange) {
      if (isInt) {
        const max = maximum.int;
        if (ex ? v >= max : v > max) errs.push(maximumFail(path, { int: max }, ex, v));
      } else if (ex ? f64 >= m : f64 > m) errs.push(maximumFail(path, { float: m }, ex, new GoFloat64(f64)));
    } else {
      errs.push(outOfRange('Maximum boundary', numType, numFormat, path));
      if (ex ? f64 >= m : f64 > m) errs.push(maximumFail(path, { float: m }, ex, new GoFloat64(f64)));
    }
  }
}

/** validate.MultipleOf on float64 values. */
function multipleOfFloat(path: PathNode, data: number, factor: number, value: unknown, errs: OpenAPIFailure[]): void {
  const f: GoNum = { float: factor };
  if (factor <= 0) {
    errs.push(multipleOfMustBePositive(path, f));
    return;
  }
  const mult = factor < 1 ? (1 / factor) * data : data / factor;
  if (!isFloat64AJSONInteger(mult)) errs.push(multipleOfFail(path, f, value));
}

function validateSlice(c: CompiledSchema, arr: JSONValue[], path: PathNode, errs: OpenAPIFailure[], r: RatchetNode | null): number {
  let mc = 1;
  const size = arr.length;
  const items = c.items;
  if (items) {
    if (r === null) for (let i = 0; i < size; i++) mc += validateValue(items, arr[i], path.index(i), errs, null);
    else for (let i = 0; i < size; i++) mc += validateNode(items, arr[i], path.index(i), errs, r.index(i, arr[i], c));
  }
  let itemsSize = 0;
  if (c.itemsTuple && c.itemsTuple.length > 0) {
    itemsSize = c.itemsTuple.length;
    for (let i = 0; i < itemsSize && i < size; i++) mc += validateNode(c.itemsTuple[i], arr[i], path.index(i), errs, r?.index(i, arr[i], c) ?? null);
  }
  if (c.additionalItems && itemsSize < size) {
    if (c.itemsTuple && c.itemsTuple.length > 0 && !c.additionalItems.allows) errs.push(additionalItemsNotAllowed());
    const s = c.additionalItems.schema;
    if (s) for (let i = itemsSize; i < size - itemsSize + 1 && i < size; i++) mc += validateNode(s, arr[i], path.index(i), errs, r?.index(i, arr[i], c) ?? null);
  }
  if (c.minItems !== undefined && size < c.minItems) errs.push(tooFewItems(path, c.minItems, size));
  if (c.maxItems !== undefined && size > c.maxItems) errs.push(tooManyItems(path, c.maxItems, size));
  if (c.uniqueItems && size > 1) {
    const seen = new Set<string>();
    for (const x of arr) {
      const k = uniqueKey(x);
      if (seen.has(k)) {
        errs.push(duplicateItems(path));
        break;
      }
      seen.add(k);
    }
  }
  return mc;
}

function patternPropertyMatches(c: CompiledSchema, key: string): string[] {
  const out: string[] = [];
  if (c.patternProperties) for (const [p] of c.patternProperties) if (regexMatches(p, key)) out.push(p);
  return out;
}

function validatePatternProperties(c: CompiledSchema, key: string, value: JSONValue, path: PathNode, errs: OpenAPIFailure[], r: RatchetNode | null): [boolean, number] {
  let mc = 0;
  let matched = false;
  if (c.patternProperties) {
    for (const [p, s] of c.patternProperties) {
      if (!regexMatches(p, key)) continue;
      matched = true;
      mc += validateNode(s, value, path.key(key), errs, r?.field(key, value) ?? null);
    }
  }
  return [matched, mc];
}

function validateObject(c: CompiledSchema, obj: JSONObject, path: PathNode, errs: OpenAPIFailure[], r: RatchetNode | null): number {
  let mc = 0;
  const ap = c.additionalProperties;
  const patternProps = c.patternProperties;
  // the key list, where a check needs more than one pass over the keys
  const keys = c.minProperties !== undefined || c.maxProperties !== undefined || ap !== null || patternProps !== null ? Object.keys(obj) : null;
  if (keys !== null) {
    const n = keys.length;
    if (c.minProperties !== undefined && n < c.minProperties) errs.push(tooFewProperties(path, c.minProperties, n));
    if (c.maxProperties !== undefined && n > c.maxProperties) errs.push(tooManyProperties(path, c.maxProperties, n));
    if (ap && !ap.allows) {
      for (let i = 0; i < n; i++) {
        const k = keys[i];
        if (propertyAt(c, i, k) !== undefined) continue;
        if (patternPropertyMatches(c, k).length > 0) continue;
        errs.push(propertyNotAllowed(path, k));
      }
    } else if (patternProps || ap?.schema) {
      for (let i = 0; i < n; i++) {
        const k = keys[i];
        const regular = propertyAt(c, i, k) !== undefined;
        const [matched, pmc] = validatePatternProperties(c, k, obj[k], path, errs, r);
        mc += pmc;
        if (!(regular || matched) && ap?.schema) mc += validateNode(ap.schema, obj[k], path.key(k), errs, r?.field(k, obj[k]) ?? null);
      }
    }
  }
  if (c.properties) {
    let i = 0;
    // for-in visits the own keys in Object.keys order (JSON objects inherit no enumerable keys)
    for (const k in obj) {
      const s = propertyAt(c, i++, k);
      if (s === undefined) continue;
      const v = obj[k];
      mc += r === null ? validateValue(s, v, path.prop(k), errs, null) : validateNode(s, v, path.prop(k), errs, r.field(k, v));
    }
  }
  for (const r of c.required) if (!hasOwn(obj, r)) errs.push(requiredFail(path.key(r)));
  if (patternProps && keys !== null) {
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (propertyAt(c, i, k) !== undefined) continue;
      for (const p of patternPropertyMatches(c, k)) {
        const s = patternProps.find(([q]) => q === p)![1];
        mc += validateNode(s, obj[k], path.key(k), errs, r?.field(k, obj[k]) ?? null);
      }
    }
  }
  return mc;
}
