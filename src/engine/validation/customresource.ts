// apiextensions-apiserver validation.ValidateCustomResource: kube-openapi schema validation of a
// custom object (or any value below it) against a CRD's openAPIV3Schema, as field errors.
import { FieldPath } from '../field/path';
import { internalError, type FieldError } from '../field/errors';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { kubeMinor } from '../apis/kubeversion';
import { compileSchema } from './compile';
import { formatCompatibilityFor, type FormatCompatibility } from './formats/registry';
import { NEWEST_WORDING_MINOR, dedupeFailures, toFieldErrors, type OpenAPIFailure } from './openapierrors';
import { validateNode } from './schemavalidator';
import { PathNode } from './pathnode';
import { RatchetNode } from './ratchet';

export interface ValidateCustomResourceOptions {
  /**
   * The value is a whole object (apiVersion/kind/metadata at its top). kube-openapi validates
   * the root like any other object; the root's TypeMeta/ObjectMeta are checked by the strategy
   * (objectmeta module), so this flag does not change the OpenAPI result.
   */
  isResourceRoot?: boolean;
  /** How the apiserver's version treats formats (formatCompatibilityFor); default: kubeVersion's, else the newest ('typed'). */
  formats?: FormatCompatibility;
  /** The Kubernetes version ("1.31") whose formats and message wording apply; default: the newest. */
  kubeVersion?: string;
}

interface Versioned {
  formats: FormatCompatibility;
  minor: number;
}

const NEWEST: Versioned = { formats: 'typed', minor: NEWEST_WORDING_MINOR };
// the last version asked for (a check asks for one version per object, each parsed twice otherwise)
let lastVersion: string | undefined;
let lastVersioned: Versioned = NEWEST;

/** The format treatment and the wording minor of the options. */
function versioned(opts: ValidateCustomResourceOptions): Versioned {
  const v = opts.kubeVersion;
  if (opts.formats === undefined) {
    if (v === undefined) return NEWEST;
    if (v === lastVersion) return lastVersioned;
  }
  const r = { formats: opts.formats ?? (v === undefined ? 'typed' : formatCompatibilityFor(v)), minor: v === undefined ? NEWEST_WORDING_MINOR : kubeMinor(v) };
  if (opts.formats === undefined && v !== undefined) {
    lastVersion = v;
    lastVersioned = r;
  }
  return r;
}

/** The kube-openapi failures (before conversion to field errors), de-duplicated as Result merges do. */
export function openAPIFailures(value: JSONValue, schema: JSONSchemaProps | undefined, formats: FormatCompatibility = 'typed'): OpenAPIFailure[] {
  const errs: OpenAPIFailure[] = [];
  if (typeof schema !== 'object' || schema === null) return errs; // NewSchemaValidator(nil): nothing to check
  validateNode(compileSchema(schema, formats), value, PathNode.root(), errs);
  return dedupeFailures(errs);
}

/**
 * ValidateCustomResource(fldPath, value, NewSchemaValidator(schema)). Field names inside
 * messages are kube-openapi's (`spec.replicas in body ...`); error paths are fldPath joined with
 * that name, as kubeOpenAPIResultToFieldErrors builds them (a root fldPath stands for the
 * strategy's nil path, printed "<nil>" on root-level failures). The compiled validator is cached
 * per schema object: do not mutate a schema after validating with it.
 */
export function validateCustomResource(fldPath: FieldPath, value: JSONValue, schema: JSONSchemaProps | undefined, opts: ValidateCustomResourceOptions = {}): FieldError[] {
  try {
    const { formats, minor } = versioned(opts);
    const errs = openAPIFailures(value, schema, formats);
    return errs.length === 0 ? [] : toFieldErrors(fldPath, errs, minor);
  } catch (e) {
    // Pathologically deep schemas can exhaust the stack; report instead of throwing.
    return [internalError(fldPath, `schema validation aborted: ${e instanceof Error ? e.message : String(e)}`)];
  }
}

export interface UpdateValidationResult {
  /** What the apiserver rejects the update with. */
  errors: FieldError[];
  /** Failures let through because the value is unchanged from the old object (ratcheting). */
  ratcheted: FieldError[];
}

/**
 * ValidateCustomResourceUpdate with CRDValidationRatcheting (on by default since 1.30, GA in
 * 1.33): failures inside a subtree that equals its correlated old value are ratcheted (kept as
 * warnings of the result, not returned as errors).
 */
export function validateCustomResourceUpdate(
  fldPath: FieldPath,
  value: JSONValue,
  old: JSONValue,
  schema: JSONSchemaProps | undefined,
  opts: ValidateCustomResourceOptions = {},
): UpdateValidationResult {
  try {
    if (typeof schema !== 'object' || schema === null) return { errors: [], ratcheted: [] };
    const { formats, minor } = versioned(opts);
    const errs: OpenAPIFailure[] = [];
    validateNode(compileSchema(schema, formats), value, PathNode.root(), errs, new RatchetNode(old, value));
    const all = dedupeFailures(errs);
    return {
      errors: toFieldErrors(fldPath, all, minor),
      ratcheted: toFieldErrors(
        fldPath,
        all.flatMap((e) => (e.kind === 'ratcheted' ? [e.failure] : [])),
        minor,
      ),
    };
  } catch (e) {
    return { errors: [internalError(fldPath, `schema validation aborted: ${e instanceof Error ? e.message : String(e)}`)], ratcheted: [] };
  }
}
