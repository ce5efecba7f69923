// The errors kube-openapi's validator produces (pkg/validation/errors/schema.go and
// validate/schema_messages.go) and their conversion into field errors
// (apiextensions-apiserver validation.go kubeOpenAPIResultToFieldErrors).
import { FieldPath } from '../field/path';
import { FieldError, OMIT_VALUE, invalid, required, typeInvalid } from '../field/errors';
import { goQuote } from '../golang/fmt';
import type { JSONValue } from '../apis/json';
import { formatFloatV, goBadValue } from '../golang/numbers';
import { goJSONMarshal } from '../golang/json';
import type { PathNode } from './pathnode';

type ValidationCode =
  | 'InvalidType'
  | 'Required'
  | 'TooLong'
  | 'TooShort'
  | 'Pattern'
  | 'Enum'
  | 'MultipleOf'
  | 'Max'
  | 'Min'
  | 'Unique'
  | 'MaxItems'
  | 'MinItems'
  | 'NoAdditionalItems'
  | 'TooFewProperties'
  | 'TooManyProperties'
  | 'UnallowedProperty'
  | 'FailedAllPatternProps'
  | 'MultipleOfMustBePositive';

/** errors.Validation: a failure with the name (path) of the value it concerns. */
interface ValidationFailure {
  kind: 'validation';
  code: ValidationCode;
  /** Where the failure is, as kube-openapi names it and as a structured path. */
  at: PathNode;
  name: string;
  /** The Go value (undefined for nil). */
  value: unknown;
  values?: JSONValue[];
  valid?: number;
  message: string;
}

/** Any other error (errors.New / fmt.Errorf): reported at the root field path. */
interface PlainFailure {
  kind: 'plain';
  message: string;
}

/** A failure let through by validation ratcheting (Result warnings in kube). */
interface RatchetedFailure {
  kind: 'ratcheted';
  failure: ValidationFailure | PlainFailure;
  message: string;
}

export type OpenAPIFailure = ValidationFailure | PlainFailure | RatchetedFailure;

const IN = 'body';

const PLAIN_ASCII = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;
/** strconv.Quote, with a fast path for printable ASCII (huge values appear in messages). */
function quote(s: string): string {
  return PLAIN_ASCII.test(s) ? '"' + s + '"' : goQuote(s);
}

/** A Go number as %v prints it: integral limits are int64, fractional ones float64. */
export type GoNum = { int: number } | { float: number };
const goNumV = (n: GoNum): string => ('int' in n ? (Number.isSafeInteger(n.int) ? String(n.int) : BigInt(n.int).toString()) : formatFloatV(n.float));

const v = (code: ValidationCode, at: PathNode, value: unknown, message: string, extra?: Partial<ValidationFailure>): ValidationFailure => ({
  kind: 'validation',
  code,
  at,
  name: at.name,
  value,
  message,
  ...extra,
});

/** errors.InvalidType: the %q form for string values, the plain form otherwise. */
export function invalidType(at: PathNode, typeName: string, value: unknown): ValidationFailure {
  const name = at.name;
  const message = typeof value === 'string' ? `${name} in ${IN} must be of type ${typeName}: ${quote(value)}` : `${name} in ${IN} must be of type ${typeName}`;
  return v('InvalidType', at, value, message);
}
export const requiredFail = (at: PathNode) => v('Required', at, undefined, `${at.name} in ${IN} is required`);
export const tooLongFail = (at: PathNode, max: number, value: string) => v('TooLong', at, value, `${at.name} in ${IN} should be at most ${max} chars long`, { valid: max });
export const tooShortFail = (at: PathNode, min: number, value: string) => v('TooShort', at, value, `${at.name} in ${IN} should be at least ${min} chars long`, { valid: min });
export const patternFail = (at: PathNode, pattern: string, value: string) => v('Pattern', at, value, `${at.name} in ${IN} should match '${pattern}'`);
export const enumFail = (at: PathNode, value: unknown, values: JSONValue[]) => v('Enum', at, value, `${at.name} in ${IN} should be one of ${goSliceV(values)}`, { values });
export const multipleOfFail = (at: PathNode, factor: GoNum, value: unknown) => v('MultipleOf', at, value, `${at.name} in ${IN} should be a multiple of ${goNumV(factor)}`);
export const multipleOfMustBePositive = (at: PathNode, factor: GoNum) =>
  v('MultipleOfMustBePositive', at, 'int' in factor ? factor.int : factor.float, `factor MultipleOf declared for ${at.name} must be positive: ${goNumV(factor)}`);
export const maximumFail = (at: PathNode, max: GoNum, exclusive: boolean, value: unknown) =>
  v('Max', at, value, `${at.name} in ${IN} should be less than ${exclusive ? '' : 'or equal to '}${goNumV(max)}`);
export const minimumFail = (at: PathNode, min: GoNum, exclusive: boolean, value: unknown) =>
  v('Min', at, value, `${at.name} in ${IN} should be greater than ${exclusive ? '' : 'or equal to '}${goNumV(min)}`);
export const duplicateItems = (at: PathNode) => v('Unique', at, undefined, `${at.name} in ${IN} shouldn't contain duplicates`);
export const tooManyItems = (at: PathNode, max: number, size: number) => v('MaxItems', at, size, `${at.name} in ${IN} should have at most ${max} items`, { valid: max });
export const tooFewItems = (at: PathNode, min: number, size: number) => v('MinItems', at, size, `${at.name} in ${IN} should have at least ${min} items`, { valid: min });
export const tooFewProperties = (at: PathNode, min: number, size: number) => v('TooFewProperties', at, size, `${at.name} in ${IN} should have at least ${min} properties`, { valid: min });
export const tooManyProperties = (at: PathNode, max: number, size: number) => v('TooManyProperties', at, size, `${at.name} in ${IN} should have at most ${max} properties`, { valid: max });
export const propertyNotAllowed = (at: PathNode, key: string) => v('UnallowedProperty', at, key, `${at.name}.${key} in ${IN} is a forbidden property`);

const plain = (message: string): PlainFailure => ({ kind: 'plain', message });
export const mustValidateAtLeastOne = (at: PathNode) => plain(`${goQuote(at.name)} must validate at least one schema (anyOf)`);
export const mustValidateOnlyOne = (at: PathNode, extra: string) => plain(`${goQuote(at.name)} must validate one and only one schema (oneOf). ${extra}`);
export const mustValidateAll = (at: PathNode, extra: string) => plain(`${goQuote(at.name)} must validate all the schemas (allOf)${extra}`);
export const mustNotValidate = (at: PathNode) => plain(`${goQuote(at.name)} must not validate the schema (not)`);
export const hasADependency = (at: PathNode, key: string) => plain(`${goQuote(at.name)} has a dependency on ${key}`);
export const additionalItemsNotAllowed = () => plain("array doesn't allow for additional items");
/** IsValueValidAgainstRange failures (numeric type/format range checks). */
export function outOfRange(prefix: string, typeName: string, format: string, at: PathNode): PlainFailure {
  const path = at.name;
  return plain(format !== '' ? `${prefix} value must be of type ${typeName} with format ${format} in ${path}` : `${prefix} value must be of type ${typeName} (default format) in ${path}`);
}

/** %v of []interface{}: "[a 1 true map[k:v]]". */
function goSliceV(values: JSONValue[]): string {
  return '[' + values.map(goValueV).join(' ') + ']';
}

function goValueV(x: JSONValue): string {
  if (x === null) return '<nil>';
  if (typeof x === 'number') return goBadNumberV(x);
  if (typeof x === 'bigint') return x.toString();
  if (typeof x === 'string') return x;
  if (typeof x === 'boolean') return String(x);
  if (Array.isArray(x)) return goSliceV(x);
  const keys = Object.keys(x).sort();
  return 'map[' + keys.map((k) => `${k}:${goValueV(x[k])}`).join(' ') + ']';
}

function goBadNumberV(n: number): string {
  const b = goBadValue(n);
  return typeof b === 'number' ? String(b) : (b as { goString(): string }).goString();
}

/** Keep-first de-duplication by message, as Result.AddErrors does at every merge. */
export function dedupeFailures(errs: OpenAPIFailure[]): OpenAPIFailure[] {
  if (errs.length < 2) return errs;
  const seen = new Set<string>();
  const out: OpenAPIFailure[] = [];
  for (const e of errs) {
    // errors and warnings (ratcheted failures) are de-duplicated separately
    const key = (e.kind === 'ratcheted' ? 'w' : 'e') + e.message;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out;
}

/**
 * field.TooLong / TooLongMaxLength as kubeOpenAPIResultToFieldErrors calls them, by Kubernetes
 * minor: up to 1.31 TooLongMaxLength, "may not be longer than N" (validation.go at v0.31.0); from
 * 1.32 TooLong, "may not be more than N bytes" (apimachinery field/errors.go at v0.32.0), with
 * "1 byte" from 1.34 (v0.34.0).
 */
function tooLong(p: FieldPath, value: unknown, max: number, minor: number): FieldError {
  if (max < 0) return new FieldError('FieldValueTooLong', p, value, 'value is too long');
  if (minor < 32) return new FieldError('FieldValueTooLong', p, value, `may not be longer than ${max}`);
  return new FieldError('FieldValueTooLong', p, value, `may not be more than ${max} ${max === 1 && minor >= 34 ? 'byte' : 'bytes'}`);
}

/** field.TooMany: "must have at most N items"; "1 item" from 1.34 (apimachinery field/errors.go at v0.34.0). */
function tooMany(p: FieldPath, actual: number, max: number, minor: number): FieldError {
  const detail = max >= 0 ? `must have at most ${max} ${max === 1 && minor >= 34 ? 'item' : 'items'}` : 'has too many items';
  return new FieldError('FieldValueTooMany', p, actual >= 0 ? actual : OMIT_VALUE, detail);
}

/** The Kubernetes minor whose wording toFieldErrors uses when none is given: the newest. */
export const NEWEST_WORDING_MINOR = 99;

/**
 * The strategy calls ValidateCustomResource with a nil *field.Path, which prints as "<nil>":
 * failures at the root (and the plain anyOf/oneOf/allOf/not/range errors) carry that field.
 */
const NIL_PATH = FieldPath.nil();

/**
 * kubeOpenAPIResultToFieldErrors (ratcheted failures are not errors and are skipped), worded as
 * the apiserver of Kubernetes 1.`minor` words them.
 */
export function toFieldErrors(fldPath: FieldPath, errs: OpenAPIFailure[], minor = NEWEST_WORDING_MINOR): FieldError[] {
  const out: FieldError[] = [];
  const base = fldPath.isRoot() ? NIL_PATH : fldPath;
  // what fldPath prints as the start of a longer path
  let prefix: string | undefined;
  for (const e of errs) {
    if (e.kind === 'ratcheted') continue;
    if (e.kind === 'plain') {
      out.push(invalid(base, '', e.message));
      continue;
    }
    let errPath = base;
    if (e.name.length > 0 && e.name !== '.') {
      // kube: fldPath.Child(name without its leading dot). The structured path prints the same
      // in all but corner cases (an array at the root below a non-root fldPath); prefer it so
      // that errors can be located in the document.
      const name = e.name.startsWith('.') ? e.name.slice(1) : e.name;
      const rel = e.at.fieldPath;
      prefix ??= fldPath.isRoot() ? '' : fldPath.toString();
      const flatText = prefix.length === 0 ? name : prefix + '.' + name;
      errPath = rel.printedAfter(prefix) === flatText ? fldPath.concat(rel) : fldPath.child(name);
    }
    const value = e.value === undefined ? '' : goBadValue(e.value);
    switch (e.code) {
      case 'Required':
        out.push(required(errPath, ''));
        break;
      case 'Enum': {
        const values = (e.values ?? []).map((x) => (typeof x === 'string' ? x : goJSONMarshal(x)));
        const detail = values.length > 0 ? 'supported values: ' + values.map((s) => goQuote(s)).join(', ') : '';
        out.push(new FieldError('FieldValueNotSupported', errPath, e.value === undefined ? null : goBadValue(e.value), detail));
        break;
      }
      case 'TooLong':
        out.push(tooLong(errPath, value, e.valid ?? -1, minor));
        break;
      case 'MaxItems':
      case 'TooManyProperties':
        out.push(tooMany(errPath, typeof e.value === 'number' ? e.value : -1, e.valid ?? -1, minor));
        break;
      case 'InvalidType':
        out.push(typeInvalid(errPath, value, e.message));
        break;
      default:
        out.push(invalid(errPath, value, e.message));
    }
  }
  return out;
}
