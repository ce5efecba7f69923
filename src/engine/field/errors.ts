// field.Error from k8s.io/apimachinery/pkg/util/validation/field: the error types,
// their canonical strings and the exact rendering of `<field>: <body>`.
import { type DocPath, FieldPath } from './path';
import { formatGoValue, type ValueRendering } from './errorbody';

export type ErrorType =
  | 'FieldValueNotFound'
  | 'FieldValueRequired'
  | 'FieldValueDuplicate'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'InternalError'
  | 'FieldValueTypeInvalid';

const TYPE_STRINGS: Record<ErrorType, string> = {
  FieldValueNotFound: 'Not found',
  FieldValueRequired: 'Required value',
  FieldValueDuplicate: 'Duplicate value',
  FieldValueInvalid: 'Invalid value',
  FieldValueNotSupported: 'Unsupported value',
  FieldValueForbidden: 'Forbidden',
  FieldValueTooLong: 'Too long',
  FieldValueTooMany: 'Too many',
  InternalError: 'Internal error',
  FieldValueTypeInvalid: 'Invalid value',
};

function errorTypeString(t: ErrorType): string {
  return TYPE_STRINGS[t];
}

/** Marker for errors whose value is not printed (field.OmitValueType). */
export const OMIT_VALUE: unique symbol = Symbol('omitValue');

/**
 * A bad value as Go would hold it. JS numbers are printed as Go int64 when integral
 * and as float64 otherwise, unless wrapped with goFloat().
 */
type BadValue = unknown;

/**
 * Where inside the field's string value (an expression such as a CEL rule) the problem is: 1-based
 * line and column as cel-go prints them in `<input>:L:C`, and the code-point offset in the value.
 */
export interface ValuePosition {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

export class FieldError {
  /** The diagnostic code of a field error that is more than a field error (see engine/diagnostics.ts). */
  code?: 'storage-version';
  /** Where in the (expression) value the problem is; the message text is unchanged by it. */
  valuePosition?: ValuePosition;
  /** The field's document path when `path` prints a step that names several (a rule's normalised fieldPath). */
  locatedPath?: DocPath;

  constructor(
    readonly type: ErrorType,
    readonly path: FieldPath,
    readonly badValue: BadValue,
    readonly detail: string,
  ) {}

  /** This error with a diagnostic code. */
  withCode(code: 'storage-version'): this {
    this.code = code;
    return this;
  }

  /** This error placed at `docPath` in the document (its printed path unchanged). */
  withLocatedPath(docPath: DocPath): this {
    this.locatedPath = docPath;
    return this;
  }

  /** This error with the position inside its value the problem is at (when known). */
  withValuePosition(p: ValuePosition | undefined): this {
    if (p) this.valuePosition = p;
    return this;
  }

  get field(): string {
    return this.path.toString();
  }

  /** ErrorBody(): the message without the field name, bad values rendered as the Kubernetes version checked does. */
  body(rendering: ValueRendering): string {
    let s: string;
    const t = this.type;
    if (t === 'FieldValueRequired' || t === 'FieldValueForbidden' || t === 'FieldValueTooLong' || t === 'InternalError' || this.badValue === OMIT_VALUE) {
      s = errorTypeString(t);
    } else {
      s = `${errorTypeString(t)}: ${formatGoValue(this.badValue, rendering)}`;
    }
    if (this.detail.length !== 0) s += `: ${this.detail}`;
    return s;
  }

  /** Error(): `<field>: <body>`, bad values rendered as the Kubernetes version checked does. */
  toString(rendering: ValueRendering): string {
    return `${this.field}: ${this.body(rendering)}`;
  }
}

export const invalid = (p: FieldPath, value: BadValue, detail: string) => new FieldError('FieldValueInvalid', p, value, detail);
export const typeInvalid = (p: FieldPath, value: BadValue, detail: string) => new FieldError('FieldValueTypeInvalid', p, value, detail);
export const required = (p: FieldPath, detail = '') => new FieldError('FieldValueRequired', p, '', detail);
export const forbidden = (p: FieldPath, detail: string) => new FieldError('FieldValueForbidden', p, '', detail);
export const duplicate = (p: FieldPath, value: BadValue) => new FieldError('FieldValueDuplicate', p, value, '');
export const internalError = (p: FieldPath, message: string) => new FieldError('InternalError', p, null, message);

/** NotSupported(field, value, validValues): detail lists the quoted valid values. */
export function notSupported(p: FieldPath, value: BadValue, validValues: string[]): FieldError {
  const detail = validValues.length > 0 ? 'supported values: ' + validValues.map((v) => JSON.stringify(v)).join(', ') : '';
  return new FieldError('FieldValueNotSupported', p, value, detail);
}

/** TooLong(field, value, maxLength) */
export function tooLong(p: FieldPath, value: BadValue, maxLength: number): FieldError {
  return new FieldError('FieldValueTooLong', p, value, `must have at most ${maxLength} bytes`);
}

/** TooLongMaxLength(field, value, maxLength) */
export function tooLongMaxLength(p: FieldPath, value: BadValue, maxLength: number): FieldError {
  return new FieldError('FieldValueTooLong', p, value, maxLength >= 0 ? `may not be longer than ${maxLength}` : 'value is too long');
}

/** TooMany(field, actual, max) */
export function tooMany(p: FieldPath, actual: number, max: number): FieldError {
  const detail = max >= 0 ? `must have at most ${max} items` : 'has too many items';
  return new FieldError('FieldValueTooMany', p, actual >= 0 ? actual : OMIT_VALUE, detail);
}

/** ErrorList.ToAggregate(): drops errors whose printed form (in the version's rendering) repeats an earlier one. */
export function dedupe(errs: FieldError[], rendering: ValueRendering): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errs) {
    const m = e.toString(rendering);
    if (seen.has(m)) continue;
    seen.add(m);
    out.push(e);
  }
  return out;
}

/** Aggregate.Error(): one error as is, several as `[e1, e2]`. */
export function aggregateMessage(errs: FieldError[], rendering: ValueRendering): string {
  const msgs = [...new Set(errs.map((e) => e.toString(rendering)))];
  if (msgs.length === 0) return '';
  if (msgs.length === 1) return msgs[0];
  return '[' + msgs.join(', ') + ']';
}
